//! roster: assigns nurses to ward shifts under rest-time and skill constraints.

use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Shift {
    Early,
    Late,
    Night,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nurse {
    pub id: u32,
    pub name: String,
    pub skills: Vec<String>,
    pub max_nights: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assignment {
    pub day: u8,
    pub shift: Shift,
    pub ward: String,
    pub nurse_id: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Plan {
    pub assignments: Vec<Assignment>,
    pub unfilled: Vec<(u8, Shift, String)>,
    pub hours: BTreeMap<u32, u32>,
}

/// Hours a shift counts for.
pub fn hours(shift: &Shift) -> u32 {
    match shift {
        Shift::Early | Shift::Late => 8,
        Shift::Night => 10,
    }
}

/// Whether a nurse may work `next` after `previous` (11 hours' rest between shifts).
pub fn rest_ok(previous: &Shift, next: &Shift) -> bool {
    !matches!((previous, next), (Shift::Night, Shift::Early) | (Shift::Late, Shift::Early))
}

/// Fills each (day, shift, ward) slot with the first nurse who has the ward's skill and rest.
pub fn plan(nurses: &[Nurse], days: u8, wards: &[(&str, &str)]) -> Plan {
    let mut plan = Plan::default();
    let mut last: BTreeMap<u32, (u8, Shift)> = BTreeMap::new();
    let mut nights: BTreeMap<u32, u8> = BTreeMap::new();
    for day in 0..days {
        for shift in [Shift::Early, Shift::Late, Shift::Night] {
            for (ward, skill) in wards {
                let pick = nurses.iter().find(|n| {
                    n.skills.iter().any(|s| s == skill)
                        && !plan.assignments.iter().any(|a| a.day == day && a.nurse_id == n.id)
                        && last.get(&n.id).is_none_or(|(d, s)| *d + 1 < day || *d != day && rest_ok(s, &shift))
                        && (shift != Shift::Night || nights.get(&n.id).copied().unwrap_or(0) < n.max_nights)
                });
                match pick {
                    Some(nurse) => {
                        plan.assignments.push(Assignment {
                            day,
                            shift: shift.clone(),
                            ward: (*ward).to_string(),
                            nurse_id: nurse.id,
                        });
                        *plan.hours.entry(nurse.id).or_insert(0) += hours(&shift);
                        if shift == Shift::Night {
                            *nights.entry(nurse.id).or_insert(0) += 2;
                        }
                        last.insert(nurse.id, (day, shift.clone()));
                    }
                    None => plan.unfilled.push((day, shift.clone(), (*ward).to_string())),
                }
            }
        }
    }
    plan
}

/// Parses `id;name;skill,skill;max_nights` lines.
pub fn parse_nurses(text: &str) -> Result<Vec<Nurse>, String> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split(';').collect();
            Ok(Nurse {
                id: fields[0].parse().map_err(|e| format!("bad id {:?}: {e}", fields[0]))?,
                name: fields[1].to_string(),
                skills: fields[2].split(',').map(str::to_string).collect(),
                max_nights: fields[3].trim().parse().map_err(|e| format!("bad max_nights: {e}"))?,
            })
        })
        .collect()
}

/// Total hours per nurse name, sorted by name.
pub fn hours_by_name(plan: &Plan, nurses: &[Nurse]) -> Vec<(String, u32)> {
    let mut out: Vec<(String, u32)> = plan
        .hours
        .iter()
        .map(|(id, h)| (nurses.iter().find(|n| n.id == *id).map(|n| n.name.clone()).unwrap_or_default(), *h))
        .collect();
    out.sort_by(|a, b| b.1.cmp(&a.1));
    out
}
