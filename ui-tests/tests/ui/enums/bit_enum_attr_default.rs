#![allow(dead_code)]
// Twin of tests/ods/enums/bit_enum_attr_default.ods: a bit enum's default
// value names one of its cases, checked at compile time with `.ods`'s
// message and list of cases, at the value.
use ods_macros::{attr_def, op};

/// t
#[attr_def("t.flags", bit_enum, separator = ", ", primary_groups, format = "`<` $value `>`")]
pub enum Flags {
    none = 0,
    a = 1,
    b = 2,
    all = 3,
}

#[op("t.a")]
struct AOp {
    #[attr(default = "c")]
    flags: self::FlagsAttr,
}

fn main() {}
