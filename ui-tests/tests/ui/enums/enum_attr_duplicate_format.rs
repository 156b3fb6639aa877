#![allow(dead_code)]
use ods_macros::attr_def;

#[attr_def("t.mode", format = "`<` $value `>`", format = "$value")]
enum Mode {
    Fast = 0,
    Slow = 1,
}

fn main() {}
