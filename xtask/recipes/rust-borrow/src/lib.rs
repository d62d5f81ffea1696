//! A job queue whose ownership does not check out (recipe for fixtures: borrow-checker errors).
use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Job {
    pub id: u32,
    pub name: String,
    pub deps: Vec<u32>,
}

pub struct Queue {
    jobs: Vec<Job>,
    done: HashMap<u32, String>,
}

impl Queue {
    pub fn new() -> Self {
        Queue { jobs: Vec::new(), done: HashMap::new() }
    }

    pub fn push(&mut self, job: Job) {
        self.jobs.push(job);
        println!("queued {}", job.name);
    }

    pub fn first_ready(&mut self) -> Option<&Job> {
        let first = self.jobs.first();
        self.jobs.retain(|j| j.deps.is_empty());
        first
    }

    pub fn run_all(&mut self) {
        for job in self.jobs.iter() {
            self.finish(job.id, job.name.clone());
        }
    }

    pub fn finish(&mut self, id: u32, output: String) {
        self.done.insert(id, output);
    }

    pub fn rename(&mut self, id: u32, name: String) {
        let a = &mut self.jobs[0];
        let b = &mut self.jobs[1];
        if a.id == id {
            a.name = name;
        } else {
            b.name = name;
        }
    }

    pub fn longest_name(&self) -> &str {
        let mut best = String::new();
        for job in &self.jobs {
            if job.name.len() > best.len() {
                best = job.name.clone();
            }
        }
        &best
    }

    pub fn drain_names(self) -> Vec<String> {
        let names = self.jobs.into_iter().map(|j| j.name).collect();
        println!("drained {} jobs", self.jobs.len());
        names
    }
}

pub fn spawn_all(jobs: Vec<Job>) {
    let mut handles = Vec::new();
    let mut log = Vec::new();
    for job in jobs {
        handles.push(std::thread::spawn(|| {
            log.push(job.id);
        }));
    }
    let count = 0;
    for h in handles {
        h.join().unwrap();
        count += 1;
    }
    println!("{count} threads, log {:?}", log);
}

pub fn tag_refs<'a>(names: &'a [String]) -> Vec<&'a str> {
    let mut out = Vec::new();
    for n in names {
        let tagged = format!("[{n}]");
        out.push(tagged.as_str());
    }
    out
}

pub fn swap_first(jobs: &mut Vec<Job>) -> &Job {
    let first = &jobs[0];
    jobs.push(first.clone());
    jobs.swap(0, 1);
    first
}
