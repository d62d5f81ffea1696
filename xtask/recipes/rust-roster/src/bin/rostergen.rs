//! rostergen: plans each ward on its own worker thread and prints the merged plan.

use std::sync::mpsc;
use std::thread;

use roster::{parse_nurses, plan, Plan};

const ROSTER: &str = "1;Amara Okafor;icu,general;2\n2;Bjorn Lind;general;3\n3;Chen Wei;icu;1\n4;Dana Pruitt;general,paeds;2\n";
/// The paediatric ward's agency staff, exported from the agency's spreadsheet.
const AGENCY: &str = "11;Farah Haddad;paeds;2\n12;Gus Moreno;paeds;one\n";

fn ward_plan(ward: &'static str, skill: &'static str, roster: &str) -> Plan {
    let nurses = parse_nurses(roster).expect("roster file is valid");
    plan(&nurses, 7, &[(ward, skill)])
}

fn spawn_ward(ward: &'static str, skill: &'static str, roster: &'static str, tx: mpsc::Sender<Plan>) -> thread::JoinHandle<()> {
    thread::Builder::new()
        .name(format!("ward-{}", ward.to_lowercase().replace(' ', "-")))
        .spawn(move || {
            let plan = ward_plan(ward, skill, roster);
            tx.send(plan).expect("main thread is listening");
        })
        .expect("spawn a worker")
}

fn main() {
    let (tx, rx) = mpsc::channel();
    let wards = [("ICU", "icu", ROSTER), ("Ward 3", "general", ROSTER), ("Paeds", "paeds", AGENCY)];
    let handles: Vec<_> = wards.iter().map(|(w, s, r)| spawn_ward(w, s, r, tx.clone())).collect();
    drop(tx);
    for handle in handles {
        handle.join().unwrap();
    }
    let merged: usize = rx.iter().map(|p| p.assignments.len()).sum();
    println!("{merged} assignments");
}
