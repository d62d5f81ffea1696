//! Prints every parsed ticket of the day with dbg!, as a developer chasing a total would.
fn main() {
    let mut total = 0.0;
    for line in r28_quarry::day() {
        let ticket = r28_quarry::parse(&line).unwrap_or(r28_quarry::Ticket {
            id: 0,
            truck: String::new(),
            bench: 0,
            tonnes: 0.0,
            grade: r28_quarry::Grade::Coarse,
        });
        total += dbg!(ticket).tonnes;
    }
    println!("total {total:.1} t");
}
