//! Forwarding the signals that stop a command (SIGINT, SIGTERM, SIGHUP, SIGQUIT) from `ctx run`
//! to the command it runs, so that stopping ctx stops the command and ctx can still report how
//! it ended.
//!
//! A child in its own process group gets every such signal ctx receives, sent to the whole group
//! (a shell's own children included). A child that shares ctx's group (ctx on a terminal, so the
//! child can read it) already gets the keyboard's SIGINT and SIGQUIT, which the terminal sends
//! the whole group: ctx catches them (it waits for the child and reports how it ended) and
//! passes on only SIGTERM and SIGHUP, to the child itself. (Telling a keyboard's SIGINT from a
//! `kill -INT` aimed at ctx alone would take the signal's origin, which no safe Rust API gives
//! without compiling C.)

use std::process::Child;

/// The exit status a shell reports for a command killed by signal `signal`.
pub fn exit_code_for_signal(signal: i32) -> i32 {
    128 + signal
}

#[cfg(unix)]
pub use unix::Forwarder;

#[cfg(unix)]
mod unix {
    use std::thread::JoinHandle;

    use rustix::process::{Pid, Signal, kill_process, kill_process_group};
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    use signal_hook::iterator::{Handle, Signals};

    use super::Child;

    /// The signals passed on.
    const FORWARDED: [i32; 4] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT];

    /// Catches the forwarded signals from [`Forwarder::catch`] until dropped; from
    /// [`Forwarder::start`] on, passes each on to the child.
    pub struct Forwarder {
        signals: Option<Signals>,
        handle: Handle,
        thread: Option<JoinHandle<()>>,
    }

    impl Forwarder {
        /// Catches the signals before the child exists, so none that arrives while it starts
        /// ends ctx and orphans it: they wait for [`start`](Self::start).
        pub fn catch() -> std::io::Result<Forwarder> {
            let signals = Signals::new(FORWARDED)?;
            let handle = signals.handle();
            Ok(Forwarder { signals: Some(signals), handle, thread: None })
        }

        /// Passes the signals caught so far and from now on to `child`: all to its process group
        /// when it leads one (`own_group`), else SIGTERM and SIGHUP to it alone.
        pub fn start(&mut self, child: &Child, own_group: bool) {
            let Some(mut signals) = self.signals.take() else { return };
            let pid = Pid::from_child(child);
            self.thread = Some(std::thread::spawn(move || {
                for raw in signals.forever() {
                    if !own_group && (raw == SIGINT || raw == SIGQUIT) {
                        continue;
                    }
                    let Some(signal) = Signal::from_named_raw(raw) else { continue };
                    // The child may have exited already: nothing is left to stop.
                    let _ =
                        if own_group { kill_process_group(pid, signal) } else { kill_process(pid, signal) };
                }
            }));
        }
    }

    impl Drop for Forwarder {
        fn drop(&mut self) {
            self.handle.close();
            if let Some(thread) = self.thread.take() {
                let _ = thread.join();
            }
        }
    }
}

/// Without Unix signals there is nothing to forward: stopping ctx stops the child by the
/// platform's own means.
#[cfg(not(unix))]
pub struct Forwarder;

#[cfg(not(unix))]
impl Forwarder {
    /// Nothing to catch.
    pub fn catch() -> std::io::Result<Forwarder> {
        Ok(Forwarder)
    }

    /// Nothing to pass on.
    pub fn start(&mut self, _child: &Child, _own_group: bool) {}
}
