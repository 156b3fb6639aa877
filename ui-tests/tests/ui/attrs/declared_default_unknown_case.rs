#![allow(dead_code)]
// A default value naming no case of an enum attribute declared in Rust: the
// generated check against its `DeclaredAttr::CASES` fails at compile time, at
// the value, with `.ods`'s message and cases (`Mode::Down` names a case).
use ods_macros::{attr_def, op};

/// rounding mode
#[attr_def("t.mode")]
pub enum Mode {
    Up = 0,
    Down = 1,
}

#[op("t.a")]
struct AOp {
    #[attr(default = "Sideways")]
    x: self::ModeAttr,
    #[attr(default = "Mode::Down")]
    y: self::ModeAttr,
}

fn main() {}
