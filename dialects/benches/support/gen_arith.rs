//! A deterministic generator of large arith-heavy modules in generic form,
//! for `--canonicalize` benchmarks and differential tests: many functions of
//! integer, float, comparison, select and cast ops over constants and
//! arguments, with `scf.if` and `scf.for` regions, so that folding, the
//! canonicalization patterns, dead code elimination and constant hoisting
//! all have work to do.
//!
//! Shared by the `canonicalize` benchmark and the tests through `#[path]`
//! modules, so not every item is used by every includer.
#![allow(dead_code)]

use std::fmt::Write;

/// xorshift64*.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len() as u64) as usize]
    }
}

const INT_OPS: [&str; 9] = [
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.maxsi",
    "arith.minui",
    "arith.addi",
];
const FLOAT_OPS: [&str; 5] = [
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.maximumf",
    "arith.minimumf",
];
const OVERFLOW: [&str; 3] = ["none", "nsw", "nuw"];

struct Func<'a> {
    out: &'a mut String,
    rng: Rng,
    next: usize,
    ints: Vec<String>,
    floats: Vec<String>,
    bools: Vec<String>,
    indent: usize,
}

impl Func<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn int_const(&mut self) -> String {
        let v = match self.rng.below(6) {
            0 => 0,
            1 => 1,
            2 => -1,
            _ => self.rng.below(2000) as i64 - 1000,
        };
        let r = self.fresh();
        self.line(&format!(
            "{r} = \"arith.constant\"() <{{value = {v} : i32}}> : () -> i32"
        ));
        r
    }

    fn float_const(&mut self) -> String {
        let k = self.rng.below(64) as f64 / 8.0 - 4.0;
        let r = self.fresh();
        self.line(&format!(
            "{r} = \"arith.constant\"() <{{value = {k:.6e} : f32}}> : () -> f32"
        ));
        r
    }

    fn int(&mut self) -> String {
        if self.rng.below(4) == 0 {
            return self.int_const();
        }
        let v = self.ints.clone();
        self.rng.pick(&v).clone()
    }

    fn float(&mut self) -> String {
        if self.rng.below(4) == 0 {
            return self.float_const();
        }
        let v = self.floats.clone();
        self.rng.pick(&v).clone()
    }

    fn step(&mut self, depth: usize) {
        match self.rng.below(20) {
            0..=6 => {
                let (a, b) = (self.int(), self.int());
                let op = *self.rng.pick(&INT_OPS);
                let r = self.fresh();
                let props = if matches!(op, "arith.addi" | "arith.subi" | "arith.muli") {
                    format!(" <{{overflowFlags = #arith.overflow<{}>}}>", self.rng.pick(&OVERFLOW))
                } else {
                    String::new()
                };
                self.line(&format!("{r} = \"{op}\"({a}, {b}){props} : (i32, i32) -> i32"));
                self.ints.push(r);
            }
            7..=9 => {
                let (a, b) = (self.float(), self.float());
                let op = *self.rng.pick(&FLOAT_OPS);
                let r = self.fresh();
                self.line(&format!(
                    "{r} = \"{op}\"({a}, {b}) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32"
                ));
                self.floats.push(r);
            }
            10..=11 => {
                let (a, b) = (self.int(), self.int());
                let p = self.rng.below(10);
                let r = self.fresh();
                self.line(&format!(
                    "{r} = \"arith.cmpi\"({a}, {b}) <{{predicate = {p} : i64}}> : (i32, i32) -> i1"
                ));
                self.bools.push(r);
            }
            12 => {
                let (a, b) = (self.float(), self.float());
                let p = 1 + self.rng.below(14);
                let r = self.fresh();
                self.line(&format!(
                    "{r} = \"arith.cmpf\"({a}, {b}) <{{fastmath = #arith.fastmath<none>, predicate = {p} : i64}}> : (f32, f32) -> i1"
                ));
                self.bools.push(r);
            }
            13..=14 => {
                let bools = self.bools.clone();
                let c = self.rng.pick(&bools).clone();
                let (a, b) = (self.int(), self.int());
                let r = self.fresh();
                self.line(&format!(
                    "{r} = \"arith.select\"({c}, {a}, {b}) : (i1, i32, i32) -> i32"
                ));
                self.ints.push(r);
            }
            15 => {
                let a = self.int();
                let (w, t) = (self.fresh(), self.fresh());
                self.line(&format!("{w} = \"arith.extsi\"({a}) : (i32) -> i64"));
                self.line(&format!(
                    "{t} = \"arith.trunci\"({w}) <{{overflowFlags = #arith.overflow<none>}}> : (i64) -> i32"
                ));
                self.ints.push(t);
            }
            16 if depth < 2 => self.if_op(depth),
            17 if depth < 2 => self.for_op(depth),
            _ => {
                let a = self.int();
                let (x, y) = (self.fresh(), self.fresh());
                self.line(&format!("{x} = \"arith.index_cast\"({a}) : (i32) -> index"));
                self.line(&format!("{y} = \"arith.index_cast\"({x}) : (index) -> i32"));
                self.ints.push(y);
            }
        }
    }

    fn body(&mut self, n: usize, depth: usize) -> (String, String) {
        let saved = (self.ints.len(), self.floats.len(), self.bools.len());
        for _ in 0..n {
            self.step(depth);
        }
        let (i, f) = (self.int(), self.float());
        self.ints.truncate(saved.0);
        self.floats.truncate(saved.1);
        self.bools.truncate(saved.2);
        (i, f)
    }

    fn if_op(&mut self, depth: usize) {
        let bools = self.bools.clone();
        let c = self.rng.pick(&bools).clone();
        let r = self.fresh();
        self.line(&format!("{r}:2 = \"scf.if\"({c}) ({{"));
        self.indent += 1;
        let n = 2 + self.rng.below(6) as usize;
        let (i, f) = self.body(n, depth + 1);
        self.line(&format!("\"scf.yield\"({i}, {f}) : (i32, f32) -> ()"));
        self.indent -= 1;
        self.line("}, {");
        self.indent += 1;
        let n = self.rng.below(4) as usize;
        let (i, f) = self.body(n, depth + 1);
        self.line(&format!("\"scf.yield\"({i}, {f}) : (i32, f32) -> ()"));
        self.indent -= 1;
        self.line("}) : (i1) -> (i32, f32)");
        self.ints.push(format!("{r}#0"));
        self.floats.push(format!("{r}#1"));
    }

    fn for_op(&mut self, depth: usize) {
        let (lb, ub, st) = (self.fresh(), self.fresh(), self.fresh());
        let trips = self.rng.below(4);
        self.line(&format!(
            "{lb} = \"arith.constant\"() <{{value = 0 : index}}> : () -> index"
        ));
        self.line(&format!(
            "{ub} = \"arith.constant\"() <{{value = {trips} : index}}> : () -> index"
        ));
        self.line(&format!(
            "{st} = \"arith.constant\"() <{{value = 1 : index}}> : () -> index"
        ));
        let init = self.int();
        let (r, iv, acc) = (self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{r} = \"scf.for\"({lb}, {ub}, {st}, {init}) ({{"));
        self.line(&format!("^bb0({iv}: index, {acc}: i32):"));
        self.indent += 1;
        self.ints.push(acc.clone());
        let n = 2 + self.rng.below(5) as usize;
        let (i, _) = self.body(n, depth + 1);
        self.ints.pop();
        let y = self.fresh();
        self.line(&format!(
            "{y} = \"arith.addi\"({acc}, {i}) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32"
        ));
        self.line(&format!("\"scf.yield\"({y}) : (i32) -> ()"));
        self.indent -= 1;
        self.line("}) : (index, index, index, i32) -> i32");
        self.ints.push(r);
    }
}

/// A module of `funcs` functions with about `ops_per_func` ops each (not
/// counting nested ones), for seed `seed`.
pub fn generate(funcs: usize, ops_per_func: usize, seed: u64) -> String {
    let mut out = String::new();
    out.push_str("\"builtin.module\"() ({\n");
    let mut rng = Rng::new(seed);
    for f in 0..funcs {
        let _ = writeln!(
            out,
            "  \"func.func\"() <{{function_type = (i32, i32, f32, f32, i1) -> (i32, f32), sym_name = \"f{f}\"}}> ({{"
        );
        out.push_str("  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: i1):\n");
        let mut func = Func {
            out: &mut out,
            rng: Rng::new(rng.next()),
            next: 0,
            ints: vec!["%arg0".into(), "%arg1".into()],
            floats: vec!["%arg2".into(), "%arg3".into()],
            bools: vec!["%arg4".into()],
            indent: 2,
        };
        let (i, fl) = func.body(ops_per_func, 0);
        func.line(&format!("\"func.return\"({i}, {fl}) : (i32, f32) -> ()"));
        out.push_str("  }) : () -> ()\n");
    }
    out.push_str("}) : () -> ()\n");
    out
}
