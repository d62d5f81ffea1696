//! The JSON correspondence oracle: an independent reference for what `ctx_squash_json::squash_json`
//! keeps, used by ctx-squash-json's property tests and ctx-fuzz.

use serde_json::Value;

/// Parses an output marker element: `"[N items omitted]"`.
pub fn marker(v: &Value) -> Option<usize> {
    let s = v.as_str()?;
    let rest = s.strip_prefix('[')?;
    let rest = rest.strip_suffix(" items omitted]")?;
    rest.parse().ok()
}

/// Walks input and output together: same keys in the same order, kept scalars equal, elided
/// strings long, and in every array the kept elements plus the marker counts add up exactly. An
/// object past the first elements of an array may be a skeleton: a subset of its keys, in order,
/// and so may an object one level inside it, and a skeleton may end with the member
/// `"…":"other members left out, …"`. In a map (an object of at least 32 members) every
/// key stays, and a member past the third may have its value elided to `"…"`.
pub fn corresponds(input: &Value, output: &Value, path: &str) -> Result<(), String> {
    corresponds_in(input, output, path, 0)
}

/// The member an array's first skeleton ends with, `"…":SKELETON_NOTE` (ctx-squash-json's
/// `SKELETON_NOTE`, written again here: the oracle is independent of the squasher).
pub const SKELETON_NOTE: &str = "other members left out, as in every short item after it";

/// Members from which an object may be a map.
const MAP_MEMBERS: usize = 32;

/// The value of member `i` of an object of `len` members was elided as a map value.
fn elided_map_value(len: usize, i: usize, input: &Value, output: &Value) -> bool {
    len >= MAP_MEMBERS && i >= 3 && output == "\u{2026}" && input != output
}

fn corresponds_in(input: &Value, output: &Value, path: &str, skeleton: u8) -> Result<(), String> {
    match (input, output) {
        (Value::Object(a), Value::Object(b)) => {
            if skeleton == 0 {
                let (ka, kb): (Vec<&String>, Vec<&String>) = (a.keys().collect(), b.keys().collect());
                if ka != kb {
                    return Err(format!("{path}: keys differ: {ka:?} became {kb:?}"));
                }
                for (i, ((k, va), vb)) in a.iter().zip(b.values()).enumerate() {
                    if !elided_map_value(a.len(), i, va, vb) {
                        corresponds(va, vb, &format!("{path}.{k}"))?;
                    }
                }
                return Ok(());
            }
            let mut ai = a.iter().enumerate();
            for (k, vb) in b {
                // An array's first skeleton says it is one (ctx-squash-json's `SKELETON_NOTE`).
                if k == "\u{2026}" && vb.as_str() == Some(SKELETON_NOTE) && !a.contains_key(k) {
                    continue;
                }
                loop {
                    let (i, (ka, va)) = ai.next().ok_or_else(|| format!("{path}: keys differ at {k}"))?;
                    if ka == k {
                        if !elided_map_value(a.len(), i, va, vb) {
                            corresponds_in(va, vb, &format!("{path}.{k}"), skeleton - 1)?;
                        }
                        break;
                    }
                }
            }
            Ok(())
        }
        (Value::Array(a), Value::Array(b)) => {
            let mut j = 0;
            for (i, item) in b.iter().enumerate() {
                if let Some(n) = marker(item) {
                    if i < 3 || n == 0 {
                        return Err(format!("{path}[{i}]: marker {n} among the first elements"));
                    }
                    j += n;
                } else {
                    let Some(orig) = a.get(j) else { return Err(format!("{path}: more output than input")) };
                    corresponds_in(orig, item, &format!("{path}[{j}]"), if j >= 3 { 2 } else { 0 })?;
                    j += 1;
                }
            }
            if j == a.len() {
                Ok(())
            } else {
                Err(format!("{path}: {j} elements accounted for, {} in input", a.len()))
            }
        }
        (Value::String(a), Value::String(b)) => {
            let written = serde_json::to_string(a).map_or(0, |s| s.chars().count() - 2);
            if a == b || (b == "\u{2026}" && written > 20) || lines_accounted(a, b) {
                Ok(())
            } else {
                Err(format!("{path}: {a:?} became {b:?}"))
            }
        }
        (a, b) if a == b => Ok(()),
        (a, b) => Err(format!("{path}: {a} became {b}")),
    }
}

/// A long string cut to some of its lines: every line of `output` is the next line of `input`,
/// that line's start followed by `…` (a line cut short), or a `[N lines omitted]` marker standing
/// for the next N; together they account for every line of `input` exactly.
fn lines_accounted(input: &str, output: &str) -> bool {
    let lines: Vec<&str> = input.split('\n').collect();
    let mut next = 0;
    for line in output.split('\n') {
        let Some(&original) = lines.get(next) else { return false };
        let omitted = line
            .strip_prefix('[')
            .and_then(|rest| rest.strip_suffix(" lines omitted]"))
            .and_then(|n| n.parse::<usize>().ok());
        next += match omitted {
            Some(n) if original != line => n,
            _ if original == line => 1,
            _ if line.strip_suffix('\u{2026}').is_some_and(|head| original.starts_with(head)) => 1,
            _ => return false,
        };
    }
    next == lines.len() && output.len() < input.len()
}
