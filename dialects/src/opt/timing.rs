//! `--mlir-timing`: a wall-clock report per phase in mlir-opt's layout.

use std::time::{Duration, Instant};

/// Accumulates named phase durations.
pub struct Timer {
    started: Instant,
    phases: Vec<(&'static str, Duration)>,
}

impl Timer {
    /// Starts the total clock.
    pub fn new() -> Timer {
        Timer {
            started: Instant::now(),
            phases: Vec::new(),
        }
    }

    /// Adds time to a phase (phases keep first-seen order).
    pub fn add(&mut self, name: &'static str, d: Duration) {
        match self.phases.iter_mut().find(|(n, _)| *n == name) {
            Some((_, t)) => *t += d,
            None => self.phases.push((name, d)),
        }
    }

    /// The report mlir-opt prints to stderr.
    pub fn report(&self) -> String {
        let total = self.started.elapsed().as_secs_f64().max(1e-9);
        let measured: f64 = self.phases.iter().map(|(_, d)| d.as_secs_f64()).sum();
        let rest = (total - measured).max(0.0);
        let mut s = String::new();
        s.push_str("===-------------------------------------------------------------------------===\n");
        s.push_str("                         ... Execution time report ...\n");
        s.push_str("===-------------------------------------------------------------------------===\n");
        s.push_str(&format!("  Total Execution Time: {total:.4} seconds\n\n"));
        s.push_str("  ----Wall Time----  ----Name----\n");
        let line = |name: &str, t: f64| format!("  {:8.4} ({:5.1}%)  {}\n", t, 100.0 * t / total, name);
        for (name, d) in &self.phases {
            s.push_str(&line(name, d.as_secs_f64()));
        }
        s.push_str(&line("Rest", rest));
        s.push_str(&line("Total", total));
        s
    }
}
