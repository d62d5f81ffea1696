//! Planning tests.

use roster::*;

fn nurses() -> Vec<Nurse> {
    parse_nurses(
        "1;Amara Okafor;icu,general;2\n2;Bjorn Lind;general;3\n3;Chen Wei;icu;1\n4;Dana Pruitt;general,paeds;2\n",
    )
    .expect("valid roster")
}

#[test]
fn hours_per_shift() {
    assert_eq!(hours(&Shift::Early), 8);
    assert_eq!(hours(&Shift::Night), 10);
}

#[test]
fn late_then_early_breaks_rest_rule() {
    assert!(!rest_ok(&Shift::Late, &Shift::Early));
    assert!(rest_ok(&Shift::Early, &Shift::Late));
}

#[test]
fn parses_the_roster_file() {
    let parsed = nurses();
    assert_eq!(parsed.len(), 4);
    assert_eq!(
        parsed[0],
        Nurse { id: 1, name: "Amara Okafor".into(), skills: vec!["icu".into(), "general".into()], max_nights: 2 }
    );
}

#[test]
fn rejects_a_bad_id() {
    let err = parse_nurses("x1;Eve;icu;1").unwrap_err();
    assert_eq!(err, "bad id \"x1\": invalid digit found in string");
}

#[test]
fn first_day_fills_every_slot() {
    let plan = plan(&nurses(), 1, &[("ICU", "icu"), ("Ward 3", "general")]);
    assert_eq!(plan.unfilled, vec![]);
    assert_eq!(plan.assignments.len(), 6);
}

#[test]
fn night_limit_counts_nights_not_half_nights() {
    let plan = plan(&nurses(), 3, &[("ICU", "icu")]);
    let nights: Vec<(u8, u32)> =
        plan.assignments.iter().filter(|a| a.shift == Shift::Night).map(|a| (a.day, a.nurse_id)).collect();
    assert_eq!(nights, vec![(0, 1), (1, 3), (2, 1)]);
}

#[test]
fn two_day_plan_for_the_icu() {
    let plan = plan(&nurses(), 2, &[("ICU", "icu")]);
    let expected = vec![
        Assignment { day: 0, shift: Shift::Early, ward: "ICU".into(), nurse_id: 1 },
        Assignment { day: 0, shift: Shift::Late, ward: "ICU".into(), nurse_id: 3 },
        Assignment { day: 0, shift: Shift::Night, ward: "ICU".into(), nurse_id: 1 },
        Assignment { day: 1, shift: Shift::Early, ward: "ICU".into(), nurse_id: 3 },
        Assignment { day: 1, shift: Shift::Late, ward: "ICU".into(), nurse_id: 1 },
        Assignment { day: 1, shift: Shift::Night, ward: "ICU".into(), nurse_id: 3 },
    ];
    assert_eq!(plan.assignments, expected);
}

#[test]
fn hours_are_reported_by_name() {
    let roster = nurses();
    let plan = plan(&roster, 2, &[("Ward 3", "general")]);
    assert_eq!(
        hours_by_name(&plan, &roster),
        vec![("Amara Okafor".to_string(), 16), ("Bjorn Lind".to_string(), 18), ("Dana Pruitt".to_string(), 18)],
        "sorted by name"
    );
}

#[test]
fn paeds_ward_has_a_nurse() {
    let plan = plan(&nurses(), 1, &[("Paeds", "paeds")]);
    assert_ne!(plan.unfilled.len(), 0, "nobody covers the paeds night");
    assert!(plan.unfilled.is_empty(), "unfilled slots: {:?}", plan.unfilled);
}
