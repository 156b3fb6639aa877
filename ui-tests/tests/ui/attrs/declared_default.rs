#![allow(dead_code)]
// A default value of an attribute definition declared in Rust: it has no
// constant builder (as in `.ods`, where it is sema's error), which the
// generated tables ask its `DeclaredAttr` for at compile time. (An enum
// attribute's default is fine: `op`'s documentation in ods-macros.)
use ods_macros::{attr_def, op};

/// pair of integers
#[attr_def("t.pair")]
pub struct Pair {
    pub first: i64,
    pub second: i64,
}

#[op("t.a")]
struct AOp {
    #[attr(default = "1, 2")]
    x: self::Pair,
}

fn main() {}
