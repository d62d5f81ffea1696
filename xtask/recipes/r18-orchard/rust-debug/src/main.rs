//! Prints the cold store's room plan with `{:#?}`: 30 rooms, one of them refused.
#[derive(Debug)]
enum Status {
    Sealed { day: u16 },
    Filling { bins: u32, capacity: u32 },
    Refused { reason: String, inspector: &'static str },
}

#[derive(Debug)]
struct Atmosphere {
    o2_pct: f32,
    co2_pct: f32,
    temp_c: f32,
}

#[derive(Debug)]
struct Room {
    id: String,
    variety: &'static str,
    atmosphere: Atmosphere,
    status: Status,
    growers: Vec<&'static str>,
}

fn main() {
    let varieties = ["Gala", "Cox", "Jazz", "Bramley"];
    let growers = ["G-004", "G-017", "G-023", "G-031", "G-040"];
    let rooms: Vec<Room> = (1..=30u16)
        .map(|i| Room {
            id: format!("CA-{i:02}"),
            variety: varieties[usize::from(i % 4)],
            atmosphere: Atmosphere {
                o2_pct: 1.0 + f32::from(i % 4) / 10.0,
                co2_pct: 1.5 + f32::from(i % 3) / 10.0,
                temp_c: 0.5 + f32::from(i % 5) / 10.0,
            },
            status: match i {
                19 => Status::Refused { reason: "door seal leaks: O2 rose 1.2 -> 4.8% in 6 h".to_string(), inspector: "R. Patel" },
                i if i % 3 == 0 => Status::Filling { bins: 200 + u32::from(i), capacity: 360 },
                _ => Status::Sealed { day: 240 + i },
            },
            growers: growers[..usize::from(1 + i % 4)].to_vec(),
        })
        .collect();
    println!("{rooms:#?}");
}
