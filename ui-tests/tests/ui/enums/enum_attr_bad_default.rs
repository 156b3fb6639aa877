#![allow(dead_code)]
// Twin of tests/ods/enums/enum_attr_bad_default.ods: a default value naming
// no case of an enum attribute declared in Rust is `.ods`'s error, with the
// list of cases, at the value (a compile-time check of the attribute's
// `DeclaredAttr`, which the op's macro cannot see).
use ods_macros::{attr_def, op};

/// t
#[attr_def("t.mode")]
pub enum Mode {
    Fast = 0,
    Slow = 1,
}

#[op("t.a")]
struct AOp {
    #[attr]
    mode: DefaultValuedAttr<self::ModeAttr, "t::Mode::Medium">,
}

fn main() {}
