#![allow(dead_code)]
use ods_macros::{attr_def, op};

/// rounding mode
#[attr_def("t.mode")]
pub enum Mode {
    Up = 0,
    Down = 1,
}

#[op("t.a")]
struct AOp {
    #[attr(default = "Up")]
    x: self::ModeAttr,
}

fn main() {}
