//! `--mlir-timing`: a wall-clock report per phase in mlir-opt's layout.

use std::time::{Duration, Instant};

/// Accumulates named phase durations.
pub struct Timer {
    started: Instant,
    phases: Vec<(&'static str, Duration)>,
    /// Pass timings, shown between the first phase (the parser) and the
    /// rest: (depth, name, wall time, user time).
    passes: Vec<(usize, String, Duration, Duration)>,
    /// Passes ran on several threads: the report shows user times too.
    parallel: bool,
}

impl Timer {
    /// Starts the total clock.
    pub fn new() -> Timer {
        Timer {
            started: Instant::now(),
            phases: Vec::new(),
            passes: Vec::new(),
            parallel: false,
        }
    }

    /// Adds time to a phase (phases keep first-seen order).
    pub fn add(&mut self, name: &'static str, d: Duration) {
        match self.phases.iter_mut().find(|(n, _)| *n == name) {
            Some((_, t)) => *t += d,
            None => self.phases.push((name, d)),
        }
    }

    /// Adds pass timing lines (`depth` 0 for top-level passes); lines with
    /// the same position and name accumulate (over `--split-input-file`
    /// chunks).
    pub fn add_passes(&mut self, entries: &[(usize, String, Duration, Duration)], parallel: bool) {
        self.parallel |= parallel;
        if self.passes.is_empty() {
            self.passes = entries.to_vec();
            return;
        }
        for (i, (d, n, t, u)) in entries.iter().enumerate() {
            match self.passes.get_mut(i) {
                Some(e) if e.0 == *d && e.1 == *n => {
                    e.2 += *t;
                    e.3 += *u;
                }
                _ => self.passes.push((*d, n.clone(), *t, *u)),
            }
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
        if self.parallel {
            s.push_str("  ----User Time----  ----Wall Time----  ----Name----\n");
        } else {
            s.push_str("  ----Wall Time----  ----Name----\n");
        }
        let top_passes: f64 = self.passes.iter().filter(|p| p.0 == 0).map(|p| p.2.as_secs_f64()).sum();
        let rest = (rest - top_passes).max(0.0);
        // Extra user time of passes that ran on several threads.
        let extra_user: f64 = self
            .passes
            .iter()
            .filter(|p| p.0 == 0)
            .map(|p| (p.3.as_secs_f64() - p.2.as_secs_f64()).max(0.0))
            .sum();
        let total_user = total + extra_user;
        let line = |name: &str, wall: f64, user: f64| {
            if self.parallel {
                format!(
                    "  {:8.4} ({:5.1}%)  {:8.4} ({:5.1}%)  {}\n",
                    user,
                    100.0 * user / total_user,
                    wall,
                    100.0 * wall / total,
                    name
                )
            } else {
                format!("  {:8.4} ({:5.1}%)  {}\n", wall, 100.0 * wall / total, name)
            }
        };
        for (i, (name, d)) in self.phases.iter().enumerate() {
            s.push_str(&line(name, d.as_secs_f64(), d.as_secs_f64()));
            if i == 0 {
                for (depth, pname, t, u) in &self.passes {
                    let indented = format!("{}{}", "  ".repeat(*depth), pname);
                    s.push_str(&line(&indented, t.as_secs_f64(), u.as_secs_f64()));
                }
            }
        }
        s.push_str(&line("Rest", rest, rest));
        s.push_str(&line("Total", total, total_user));
        s
    }
}
