//! Counting leaves the host process alone: the panic hook the host installed is still the one in
//! place after the process's first count (which builds what counting needs) and after inputs that
//! tiktoken-rs panics on. This file holds one test, so that its count is the process's first.

use std::panic::{self, PanicHookInfo};

type Hook = Box<dyn Fn(&PanicHookInfo<'_>) + Sync + Send + 'static>;

/// Where the hook's closure lives: the same allocation as long as nobody replaced the hook.
fn address(hook: &Hook) -> usize {
    std::ptr::from_ref(&**hook).cast::<()>().addr()
}

#[test]
fn the_host_panic_hook_stays_in_place() {
    // A capture gives the closure a size, hence an allocation of its own to recognize it by.
    let marker = String::from("the host's hook");
    let hook: Hook = Box::new(move |_| eprintln!("{marker}"));
    let installed = address(&hook);
    panic::set_hook(hook);
    assert_eq!(ctx_tokens::count_tokens("hello world"), 2);
    assert!(ctx_tokens::count_tokens(&" ".repeat(1_200_000)) > 0);
    let current = panic::take_hook();
    assert_eq!(address(&current), installed, "counting replaced the host's panic hook");
}
