//! Presses juice batches on a worker thread; the shared tally is an `Rc<RefCell<_>>`.
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::thread;

#[derive(Debug, Default)]
struct Tally {
    litres: HashMap<String, f64>,
}

struct Press {
    name: String,
    tally: Rc<RefCell<Tally>>,
}

impl Press {
    fn press(&self, batch: &str, litres: f64) {
        *self.tally.borrow_mut().litres.entry(batch.to_string()).or_default() += litres;
    }
}

fn main() {
    let tally = Rc::new(RefCell::new(Tally::default()));
    let press = Press { name: "north".to_string(), tally: Rc::clone(&tally) };
    let worker = thread::spawn(move || {
        for i in 0..48 {
            press.press(&format!("JB-{i:03}"), 200.0 + f64::from(i));
        }
        press.name
    });
    let name = worker.join().unwrap();
    println!("{name}: {} batches", tally.borrow().litres.len());
}
