//! A Rust port of `shared/tools/gen-large-mlir`: a large, deterministic MLIR
//! module in generic form for parser/printer benchmarks.
//!
//! Same xorshift64* sequence, same op mix, same text: for every `-n` and
//! `--seed`, [`generate`] returns exactly the bytes the Python script writes
//! (checked by `dialects/tests/gen_large_roundtrip.rs`). The text is what
//! upstream MLIR prints in generic form without locations, so parsing it and
//! printing it back generically gives the same bytes.
//!
//! Shared by the `text_roundtrip` benchmark and the tests through `#[path]`
//! modules, so not every item is used by every includer.
#![allow(dead_code)]

use std::fmt::Write;

const T: &str = "tensor<4x8xf32>";

/// xorshift64*: deterministic on every platform (the script's `Rng`).
struct Rng {
    s: u64,
}

impl Rng {
    fn new(seed: u64) -> Rng {
        let s = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(0x632B_E59B_D9B4_E019);
        Rng {
            s: if s == 0 { 1 } else { s },
        }
    }

    fn next(&mut self) -> u64 {
        let mut x = self.s;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.s = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        (self.next() >> 11) % n
    }
}

/// Python's `"%.6e" % x`: exponent with a sign and at least two digits.
fn fmt_f(out: &mut String, x: f64) {
    let s = format!("{x:.6e}");
    let (mantissa, exp) = s.split_once('e').expect("exponent form");
    let (sign, digits) = match exp.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exp),
    };
    let _ = write!(out, "{mantissa}e{sign}{digits:0>2}");
}

fn f(x: f64) -> String {
    let mut s = String::new();
    fmt_f(&mut s, x);
    s
}

/// The value pools of the script, one per type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pool {
    I32,
    F32,
    Tensor,
    I1,
}

struct Gen {
    rng: Rng,
    pools: [Vec<String>; 4],
    next_id: u64,
}

impl Gen {
    fn pick(&mut self, ty: Pool) -> String {
        let len = self.pools[ty as usize].len();
        let k = len.min(16) as u64;
        let i = len - 1 - self.rng.below(k) as usize;
        self.pools[ty as usize][i].clone()
    }

    fn fresh(&mut self) -> String {
        let name = format!("%{}", self.next_id);
        self.next_id += 1;
        name
    }

    fn define(&mut self, ty: Pool) -> String {
        let name = self.fresh();
        let pool = &mut self.pools[ty as usize];
        pool.push(name.clone());
        if pool.len() > 64 {
            pool.drain(..32);
        }
        name
    }
}

/// The module the script writes for `-n n_ops --seed seed`.
pub fn generate(n_ops: usize, seed: u64) -> String {
    let mut g = Gen {
        rng: Rng::new(seed),
        pools: [
            vec!["%arg0".into(), "%arg1".into()],
            vec!["%arg2".into(), "%arg3".into()],
            vec!["%arg4".into(), "%arg5".into()],
            Vec::new(),
        ],
        next_id: 0,
    };
    // About 125 bytes per op.
    let mut w = String::with_capacity(n_ops * 128 + 512);
    let mut shift: Option<String> = None;
    w.push_str("\"builtin.module\"() ({\n");
    let _ = writeln!(
        w,
        "  \"func.func\"() <{{function_type = (i32, i32, f32, f32, {T}, {T}) -> (i32, f32, {T}), sym_name = \"large\"}}> ({{"
    );
    let _ = writeln!(
        w,
        "  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: {T}, %arg5: {T}):"
    );
    let mut emitted = 0usize;
    while emitted < n_ops {
        let r = g.rng.below(100);
        if shift.is_none() {
            let s = g.fresh();
            let _ = writeln!(
                w,
                "    {s} = \"tosa.const\"() <{{values = dense<0> : tensor<1xi8>}}> : () -> tensor<1xi8>"
            );
            shift = Some(s);
        } else if r < 8 {
            let v = g.rng.below(2000) as i64 - 1000;
            let name = g.define(Pool::I32);
            let _ = writeln!(
                w,
                "    {name} = \"arith.constant\"() <{{value = {v} : i32}}> : () -> i32"
            );
        } else if r < 12 {
            let v = (g.rng.below(64) as f64 - 32.0) / 8.0;
            let name = g.define(Pool::F32);
            let _ = writeln!(
                w,
                "    {name} = \"arith.constant\"() <{{value = {} : f32}}> : () -> f32",
                f(v)
            );
        } else if r < 30 {
            let op = ["addi", "subi", "muli", "andi", "xori"][g.rng.below(5) as usize];
            let flags = if matches!(op, "addi" | "subi" | "muli") {
                Some(["none", "none", "nsw", "nuw", "nsw, nuw"][g.rng.below(5) as usize])
            } else {
                None
            };
            let a = g.pick(Pool::I32);
            let b = g.pick(Pool::I32);
            let name = g.define(Pool::I32);
            match flags {
                None => {
                    let _ = writeln!(w, "    {name} = \"arith.{op}\"({a}, {b}) : (i32, i32) -> i32");
                }
                Some(flags) => {
                    let _ = writeln!(
                        w,
                        "    {name} = \"arith.{op}\"({a}, {b}) <{{overflowFlags = #arith.overflow<{flags}>}}> : (i32, i32) -> i32"
                    );
                }
            }
        } else if r < 42 {
            let op = ["addf", "subf", "mulf", "maximumf"][g.rng.below(4) as usize];
            let fm = ["none", "none", "fast", "nnan,ninf", "contract"][g.rng.below(5) as usize];
            let a = g.pick(Pool::F32);
            let b = g.pick(Pool::F32);
            let name = g.define(Pool::F32);
            let _ = writeln!(
                w,
                "    {name} = \"arith.{op}\"({a}, {b}) <{{fastmath = #arith.fastmath<{fm}>}}> : (f32, f32) -> f32"
            );
        } else if r < 48 {
            let a = g.pick(Pool::I32);
            let b = g.pick(Pool::I32);
            let c = g.define(Pool::I1);
            let pred = g.rng.below(10);
            let _ = writeln!(
                w,
                "    {c} = \"arith.cmpi\"({a}, {b}) <{{predicate = {pred} : i64}}> : (i32, i32) -> i1"
            );
            let x = g.pick(Pool::I32);
            let y = g.pick(Pool::I32);
            let name = g.define(Pool::I32);
            let _ = writeln!(
                w,
                "    {name} = \"arith.select\"({c}, {x}, {y}) : (i1, i32, i32) -> i32"
            );
            emitted += 1;
        } else if r < 66 {
            let op = ["add", "sub", "maximum", "minimum"][g.rng.below(4) as usize];
            let a = g.pick(Pool::Tensor);
            let b = g.pick(Pool::Tensor);
            let name = g.define(Pool::Tensor);
            let props = if matches!(op, "maximum" | "minimum") {
                " <{nan_mode = #tosa.nan_mode<PROPAGATE>}>"
            } else {
                ""
            };
            let _ = writeln!(w, "    {name} = \"tosa.{op}\"({a}, {b}){props} : ({T}, {T}) -> {T}");
        } else if r < 72 {
            let a = g.pick(Pool::Tensor);
            let b = g.pick(Pool::Tensor);
            let name = g.define(Pool::Tensor);
            let s = shift.as_deref().unwrap_or_default();
            let _ = writeln!(
                w,
                "    {name} = \"tosa.mul\"({a}, {b}, {s}) : ({T}, {T}, tensor<1xi8>) -> {T}"
            );
        } else if r < 78 {
            let op = ["abs", "exp", "tanh", "sigmoid", "reciprocal"][g.rng.below(5) as usize];
            let a = g.pick(Pool::Tensor);
            let name = g.define(Pool::Tensor);
            let _ = writeln!(w, "    {name} = \"tosa.{op}\"({a}) : ({T}) -> {T}");
        } else if r < 82 {
            let base = g.rng.below(16) as i64 - 8;
            let rows: Vec<String> = (0..4)
                .map(|i| {
                    let cells: Vec<String> = (0..8)
                        .map(|j| f(((base + i * 8 + j).rem_euclid(17) - 8) as f64 / 4.0))
                        .collect();
                    format!("[{}]", cells.join(", "))
                })
                .collect();
            let name = g.define(Pool::Tensor);
            let _ = writeln!(
                w,
                "    {name} = \"tosa.const\"() <{{values = dense<[{}]> : {T}}}> : () -> {T}",
                rows.join(", ")
            );
        } else if r < 85 {
            let a = g.pick(Pool::Tensor);
            let s1 = format!("%{}", g.next_id);
            let r1 = format!("%{}", g.next_id + 1);
            let s2 = format!("%{}", g.next_id + 2);
            g.next_id += 3;
            let _ = writeln!(
                w,
                "    {s1} = \"tosa.const_shape\"() <{{values = dense<[8, 4]> : tensor<2xindex>}}> : () -> !tosa.shape<2>"
            );
            let _ = writeln!(
                w,
                "    {r1} = \"tosa.reshape\"({a}, {s1}) : ({T}, !tosa.shape<2>) -> tensor<8x4xf32>"
            );
            let _ = writeln!(
                w,
                "    {s2} = \"tosa.const_shape\"() <{{values = dense<[4, 8]> : tensor<2xindex>}}> : () -> !tosa.shape<2>"
            );
            let name = g.define(Pool::Tensor);
            let _ = writeln!(
                w,
                "    {name} = \"tosa.reshape\"({r1}, {s2}) : (tensor<8x4xf32>, !tosa.shape<2>) -> {T}"
            );
            emitted += 3;
        } else {
            let a = g.pick(Pool::I32);
            let b = g.pick(Pool::F32);
            let k = g.rng.below(1000);
            let name = g.define(Pool::I32);
            let _ = writeln!(
                w,
                "    {name} = \"utest.op\"({a}, {b}) {{ids = [{k}, {}, {}], label = \"node_{emitted}\", scale = {} : f32, weights = dense<[{}, {}, {}, {}]> : tensor<4xi16>}} : (i32, f32) -> i32",
                k + 1,
                k + 2,
                f((k % 16) as f64 / 4.0),
                k % 7,
                -((k % 5) as i64),
                k % 11,
                3
            );
        }
        emitted += 1;
    }
    let last = |p: Pool| g.pools[p as usize].last().cloned().unwrap_or_default();
    let _ = writeln!(
        w,
        "    \"func.return\"({}, {}, {}) : (i32, f32, {T}) -> ()",
        last(Pool::I32),
        last(Pool::F32),
        last(Pool::Tensor)
    );
    w.push_str("  }) : () -> ()\n");
    w.push_str("}) : () -> ()\n");
    w
}

/// Number of operations in the module [`generate`] makes, counting
/// `builtin.module`, `func.func` and `func.return` (one per line that
/// defines or names an op).
pub fn count_ops(text: &str) -> u64 {
    text.lines().filter(|l| l.contains("\"(")).count() as u64
}
