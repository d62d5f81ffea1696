//! Text statistics written in a style clippy objects to (recipe for fixtures: clippy warnings).
use std::collections::HashMap;

pub fn word_count(text: &String) -> usize {
    let mut count = 0;
    for _ in text.split_whitespace().into_iter() {
        count = count + 1;
    }
    return count;
}

pub fn longest(words: &Vec<String>) -> Option<String> {
    if words.len() == 0 {
        return None;
    }
    let mut best = words[0].clone();
    for i in 0..words.len() {
        if words[i].len() > best.len() {
            best = words[i].clone();
        }
    }
    Some(best)
}

pub fn frequencies(text: &str) -> HashMap<String, usize> {
    let mut map: HashMap<String, usize> = HashMap::new();
    for w in text.split(" ") {
        if map.contains_key(w) {
            *map.get_mut(w).unwrap() += 1;
        } else {
            map.insert(w.to_string(), 1);
        }
    }
    map
}

pub fn is_empty_line(line: &str) -> bool {
    if line.trim().len() == 0 { true } else { false }
}

pub fn ratio(a: f64, b: f64) -> bool {
    a / b == 0.5
}

pub fn first_char(s: &str) -> Option<char> {
    s.chars().nth(0)
}

pub fn joined(parts: Vec<&str>) -> String {
    let mut out = String::new();
    for p in parts.iter() {
        out.push_str(&format!("{}", p));
        out.push_str(&",".to_string());
    }
    out
}

pub fn approx_pi() -> f64 {
    3.14159
}

pub fn maybe_len(s: Option<&str>) -> usize {
    match s {
        Some(v) => v.len(),
        None => 0,
    }
}

pub fn clamp_score(x: i32) -> i32 {
    if x < 0 {
        0
    } else if x > 100 {
        100
    } else {
        x
    }
}

pub fn has_vowel(s: &str) -> bool {
    s.chars().filter(|c| "aeiou".contains(*c)).next().is_some()
}
