//! Pass instrumentation: IR dumps around passes (`--mlir-print-ir-*`) and
//! per-pass timing (`--mlir-timing`), collected per run and merged in op
//! order after parallel runs.

use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::text::{print_operation, PrintOptions};
use std::time::Duration;

/// What to record while a pipeline runs.
#[derive(Copy, Clone, Debug, Default)]
pub struct Instrumentation {
    /// `--mlir-print-ir-before-all`
    pub print_before_all: bool,
    /// `--mlir-print-ir-after-all`
    pub print_after_all: bool,
    /// `--mlir-print-ir-after-failure`
    pub print_after_failure: bool,
    /// How to print the dumps (`--mlir-print-op-generic`, ...).
    pub print_options: PrintOptions,
    /// Record per-pass times.
    pub timing: bool,
}

impl Instrumentation {
    /// Whether any IR dump is requested.
    pub fn prints(&self) -> bool {
        self.print_before_all || self.print_after_all || self.print_after_failure
    }
}

/// Writes one IR dump in mlir-opt's layout: the header, the op (the
/// top-level op ends with a newline, a nested one does not; in generic form
/// when it does not verify), then a blank line.
#[allow(clippy::too_many_arguments)]
pub fn write_dump(
    out: &mut String,
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    top: bool,
    when: &str,
    pass_name: &str,
    argument: &str,
    opts: PrintOptions,
) {
    out.push_str("// -----// IR Dump ");
    out.push_str(when);
    out.push(' ');
    out.push_str(pass_name);
    out.push_str(" (");
    out.push_str(argument);
    out.push_str(") //----- //\n");
    // MLIR's printer verifies the op first and prints one that fails in
    // generic form.
    let mut opts = opts;
    opts.generic |= crate::verify::verify(ctx, arena, op).is_err();
    if top {
        out.push_str(&print_operation(ctx, arena, op, opts));
    } else {
        out.push_str(&crate::text::printer::print_operation_local(ctx, arena, op, opts));
    }
    out.push_str("\n\n");
}

/// One line of the timing report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimingEntry {
    /// Nesting depth (0 for top-level passes).
    pub depth: usize,
    /// Name as the report shows it (`Canonicalizer`, `'func.func' Pipeline`,
    /// `(A) DominanceInfo`).
    pub name: String,
    /// Accumulated wall time.
    pub time: Duration,
    /// Accumulated user time (the sum over threads; equal to `time` unless
    /// the pass ran on several threads at once).
    pub user: Duration,
}

/// A node of the timing tree: one pass, pipeline or analysis.
#[derive(Clone, Debug, Default)]
pub struct PassTiming {
    /// Display name.
    pub name: String,
    /// Accumulated wall time.
    pub time: Duration,
    /// Accumulated user time (sum over threads).
    pub user: Duration,
    /// Children in first-run order.
    pub children: Vec<PassTiming>,
}

impl PassTiming {
    /// A node named `name`.
    pub fn named(name: impl Into<String>) -> PassTiming {
        PassTiming {
            name: name.into(),
            ..PassTiming::default()
        }
    }

    /// Child `index`, created (named `name`) if missing.
    pub fn child_at(&mut self, index: usize, name: &str) -> &mut PassTiming {
        while self.children.len() <= index {
            self.children.push(PassTiming::named(name));
        }
        &mut self.children[index]
    }

    /// The child named `name`, created if missing.
    pub fn child_named(&mut self, name: &str) -> &mut PassTiming {
        match self.children.iter().position(|c| c.name == name) {
            Some(i) => &mut self.children[i],
            None => {
                let i = self.children.len();
                self.children.push(PassTiming::named(name));
                &mut self.children[i]
            }
        }
    }

    /// Adds `other`'s times into this tree (matching children by position).
    pub fn merge(&mut self, other: &PassTiming) {
        self.time += other.time;
        self.user += other.user;
        for (i, c) in other.children.iter().enumerate() {
            self.child_at(i, &c.name).merge(c);
        }
    }

    /// Adds `d` to both the wall and the user time.
    pub fn add(&mut self, d: Duration) {
        self.time += d;
        self.user += d;
    }

    /// After children ran on several threads during `wall`: their user
    /// times stay the sums over threads, their wall times are scaled so the
    /// children together take `wall` (never more than their user time).
    pub fn spread_wall(&mut self, wall: Duration) {
        let total: f64 = self.children.iter().map(|c| c.user.as_secs_f64()).sum();
        let factor = if total > 0.0 {
            (wall.as_secs_f64() / total).min(1.0)
        } else {
            1.0
        };
        fn scale(n: &mut PassTiming, f: f64) {
            n.time = Duration::from_secs_f64(n.user.as_secs_f64() * f);
            for c in &mut n.children {
                scale(c, f);
            }
        }
        for c in &mut self.children {
            scale(c, factor);
        }
    }

    /// The report lines below this node, depth first.
    pub fn entries(&self) -> Vec<TimingEntry> {
        let mut out = Vec::new();
        for c in &self.children {
            c.collect(0, &mut out);
        }
        out
    }

    fn collect(&self, depth: usize, out: &mut Vec<TimingEntry>) {
        out.push(TimingEntry {
            depth,
            name: self.name.clone(),
            time: self.time,
            user: self.user,
        });
        for c in &self.children {
            c.collect(depth + 1, out);
        }
    }
}
