//! Kiln charges.

pub struct Charge {
    pub name: String,
    pub boards: Vec<(String, f64)>,
}

impl Charge {
    pub fn new(name: &String) -> Charge {
        Charge { name: name.clone(), boards: Vec::new() }
    }

    pub fn len(&self) -> usize {
        self.boards.len()
    }

    pub fn wettest(&self) -> Option<&(String, f64)> {
        let mut best: Option<&(String, f64)> = None;
        for i in 0..self.boards.len() {
            let b = &self.boards[i];
            if best.is_none() || b.1 > best.unwrap().1 {
                best = Some(b);
            }
        }
        return best;
    }

    pub fn mean(&self) -> f64 {
        let total: f64 = self.boards.iter().map(|b| b.1).fold(0.0, |a, m| a + m);
        total / self.boards.len() as f64
    }

    pub fn has_board(&self, id: &str) -> bool {
        self.boards.iter().find(|b| b.0 == id).is_some()
    }

    pub fn dry(&self, limit: f64) -> bool {
        if self.mean() <= limit { true } else { false }
    }

    pub fn hours(&self) -> u32 {
        let h = 96 as u32;
        h
    }

    pub fn target(&self) -> f64 {
        let pi_ish = 3.14;
        pi_ish * 6.0
    }
}
