//! Writes the day's weighbridge tickets as JSON.
use serde::Serialize;

#[derive(Serialize)]
struct Truck {
    plate: String,
    axles: u8,
}

#[derive(Debug)]
struct Ticket {
    id: String,
    truck: Truck,
    net_tonnes: f64,
}

#[derive(Serialize)]
struct Day {
    date: String,
    tickets: Vec<Ticket>,
}

fn main() {
    let day = Day {
        date: "2025-06-14".into(),
        tickets: vec![Ticket { id: "T00042".into(), truck: Truck { plate: "KX19 ABC".into(), axles: 4 }, net_tonnes: 22.5 }],
    };
    println!("{}", serde_json::to_string_pretty(&day).unwrap());
}
