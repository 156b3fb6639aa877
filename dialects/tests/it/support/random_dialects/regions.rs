//! The region-branch family of the dialect generator: `scf.while` (before
//! and after regions, `scf.condition`, iter values of several types),
//! `scf.execute_region` (results, one block or a `cf` branch into blocks
//! that yield, optionally `no_inline`) and `scf.index_switch` (cases,
//! default, results). These are the ops MLIR 22's generic RegionBranch
//! canonicalization patterns run on besides `scf.if` and `scf.for`.

use super::{define_results, emit, tuple_name, Gen, Scope, Ty, ALL_TYPES};
use std::fmt::Write as _;

/// `a, b` for the types' texts.
fn type_list(types: &[Ty]) -> String {
    types.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ")
}

/// `%r0, %r1 = OP` (or `OP` alone without results).
fn op_head(results: &[String], op: &str) -> String {
    if results.is_empty() {
        op.to_string()
    } else {
        format!("{} = {op}", tuple_name(results))
    }
}

/// `%a: T, %b: U` for a block's arguments.
fn params(names: &[String], types: &[Ty]) -> String {
    names
        .iter()
        .zip(types)
        .map(|(n, t)| format!("{n}: {}", t.text()))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Gen {
    /// One op of the region-branch family at `indent`.
    pub(super) fn region_op(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        match self.rng.below(3) {
            0 => self.scf_while(scope, indent, out),
            1 => self.scf_execute_region(scope, indent, out),
            _ => self.scf_index_switch(scope, indent, out),
        }
    }

    /// A block in its own scope frame: `args` (names, types) in scope, up
    /// to `max_ops` ops, then `scf.yield` of values of `yields`.
    fn yielding_block(
        &mut self,
        scope: &mut Scope,
        args: (&[String], &[Ty]),
        max_ops: usize,
        yields: &[Ty],
        indent: usize,
        text: &mut String,
    ) {
        scope.frames.push(Vec::new());
        define_results(scope, args.0, args.1);
        let inner = self.rng.between(0, max_ops);
        self.block(scope, inner, indent, text);
        self.yield_values(scope, yields, indent, text);
        scope.frames.pop();
    }

    /// Types of a region op's results or iter values: up to three, often
    /// repeating one type.
    fn region_types(&mut self) -> Vec<Ty> {
        let n = self.rng.below(4);
        let mut types: Vec<Ty> = Vec::new();
        for _ in 0..n {
            let ty = if !types.is_empty() && self.rng.chance(30) {
                *self.rng.pick(&types)
            } else {
                self.pick_type(ALL_TYPES)
            };
            types.push(ty);
        }
        types
    }

    /// `scf.while`: the before region's arguments are the iter values, its
    /// `scf.condition` forwards values of the result types (mostly the same
    /// as the iter types, so the loop-invariant and forwarding patterns
    /// apply), the after region yields new iter values.
    fn scf_while(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let inits_ty = self.region_types();
        let results_ty = if self.rng.chance(60) {
            inits_ty.clone()
        } else {
            self.region_types()
        };
        let inits: Vec<String> = inits_ty.iter().map(|t| self.operand(scope, *t, indent, out)).collect();
        let results: Vec<String> = results_ty.iter().map(|_| self.fresh()).collect();
        let before: Vec<String> = inits_ty.iter().map(|_| self.fresh()).collect();
        let after: Vec<String> = results_ty.iter().map(|_| self.fresh()).collect();
        let mut head = op_head(&results, "scf.while ");
        if !inits.is_empty() {
            let pairs: Vec<String> = before.iter().zip(&inits).map(|(b, v)| format!("{b} = {v}")).collect();
            let _ = write!(head, "({}) ", pairs.join(", "));
        }
        let _ = write!(head, ": ({}) -> ({}) {{", type_list(&inits_ty), type_list(&results_ty));
        let mut text = String::new();
        emit(&mut text, indent, format_args!("{head}"));
        scope.frames.push(Vec::new());
        define_results(scope, &before, &inits_ty);
        let inner = self.rng.between(0, 3);
        self.block(scope, inner, indent + 1, &mut text);
        let cond = self.operand(scope, Ty::I1, indent + 1, &mut text);
        let vals: Vec<String> = results_ty
            .iter()
            .map(|t| self.operand(scope, *t, indent + 1, &mut text))
            .collect();
        if vals.is_empty() {
            emit(&mut text, indent + 1, format_args!("scf.condition({cond})"));
        } else {
            let line = format!("scf.condition({cond}) {} : {}", vals.join(", "), type_list(&results_ty));
            emit(&mut text, indent + 1, format_args!("{line}"));
        }
        scope.frames.pop();
        emit(&mut text, indent, format_args!("}} do {{"));
        if !after.is_empty() {
            emit(
                &mut text,
                indent,
                format_args!("^bb0({}):", params(&after, &results_ty)),
            );
        }
        let after_args = (after.as_slice(), results_ty.as_slice());
        self.yielding_block(scope, after_args, 3, &inits_ty, indent + 1, &mut text);
        emit(&mut text, indent, format_args!("}}"));
        out.push_str(&text);
        define_results(scope, &results, &results_ty);
    }

    /// `scf.execute_region`: one block that yields, or an entry block
    /// ending in `cf.br` / `cf.cond_br` into blocks (with arguments) that
    /// each yield.
    fn scf_execute_region(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let types = self.region_types();
        let results: Vec<String> = types.iter().map(|_| self.fresh()).collect();
        let mut head = op_head(&results, "scf.execute_region");
        if !types.is_empty() {
            let _ = write!(head, " -> ({})", type_list(&types));
        }
        if self.rng.chance(20) {
            head.push_str(" no_inline");
        }
        let mut text = String::new();
        emit(&mut text, indent, format_args!("{head} {{"));
        scope.frames.push(Vec::new());
        let inner = self.rng.between(0, 3);
        self.block(scope, inner, indent + 1, &mut text);
        match self.rng.below(3) {
            0 => self.yield_values(scope, &types, indent + 1, &mut text),
            shape => {
                // Successor blocks: one (`cf.br`) or two (`cf.cond_br`),
                // each with up to two arguments.
                let count = shape;
                let mut blocks = Vec::new();
                for _ in 0..count {
                    let n = self.rng.below(3);
                    let tys: Vec<Ty> = (0..n).map(|_| self.pick_type(ALL_TYPES)).collect();
                    let vals: Vec<String> = tys
                        .iter()
                        .map(|t| self.operand(scope, *t, indent + 1, &mut text))
                        .collect();
                    blocks.push((tys, vals));
                }
                let target = |label: usize, (tys, vals): &(Vec<Ty>, Vec<String>)| {
                    if tys.is_empty() {
                        format!("^bb{label}")
                    } else {
                        format!("^bb{label}({} : {})", vals.join(", "), type_list(tys))
                    }
                };
                let branch = if count == 1 {
                    format!("cf.br {}", target(1, &blocks[0]))
                } else {
                    let cond = self.operand(scope, Ty::I1, indent + 1, &mut text);
                    format!(
                        "cf.cond_br {cond}, {}, {}",
                        target(1, &blocks[0]),
                        target(2, &blocks[1])
                    )
                };
                emit(&mut text, indent + 1, format_args!("{branch}"));
                for (label, (tys, _)) in blocks.iter().enumerate() {
                    let args: Vec<String> = tys.iter().map(|_| self.fresh()).collect();
                    if args.is_empty() {
                        emit(&mut text, indent, format_args!("^bb{}:", label + 1));
                    } else {
                        emit(
                            &mut text,
                            indent,
                            format_args!("^bb{}({}):", label + 1, params(&args, tys)),
                        );
                    }
                    self.yielding_block(scope, (&args, tys), 2, &types, indent + 1, &mut text);
                }
            }
        }
        scope.frames.pop();
        emit(&mut text, indent, format_args!("}}"));
        out.push_str(&text);
        define_results(scope, &results, &types);
    }

    /// `scf.index_switch` on an `index` value (often a constant, so that
    /// the switch folds), with up to three distinct cases and a default.
    fn scf_index_switch(&mut self, scope: &mut Scope, indent: usize, out: &mut String) {
        let arg = self.position(scope, indent, out);
        let types = self.region_types();
        let results: Vec<String> = types.iter().map(|_| self.fresh()).collect();
        let mut cases: Vec<i64> = Vec::new();
        for _ in 0..self.rng.below(4) {
            let k = *self.rng.pick(&[0i64, 1, 2, 3, 5, -1]);
            if !cases.contains(&k) {
                cases.push(k);
            }
        }
        let mut head = op_head(&results, &format!("scf.index_switch {arg}"));
        if !types.is_empty() {
            let _ = write!(head, " -> {}", type_list(&types));
        }
        let mut text = String::new();
        emit(&mut text, indent, format_args!("{head}"));
        let labels: Vec<String> = cases
            .iter()
            .map(|k| format!("case {k}"))
            .chain(std::iter::once("default".to_string()))
            .collect();
        for label in labels {
            emit(&mut text, indent, format_args!("{label} {{"));
            self.yielding_block(scope, (&[], &[]), 2, &types, indent + 1, &mut text);
            emit(&mut text, indent, format_args!("}}"));
        }
        out.push_str(&text);
        define_results(scope, &results, &types);
    }
}
