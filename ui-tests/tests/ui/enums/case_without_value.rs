#![allow(dead_code)]
use ods_macros::attr_def;

// Rust-only: a case needs its value, as in `.ods`.
#[attr_def("t.mode")]
enum Mode {
    Fast = 0,
    Slow,
}

fn main() {}
