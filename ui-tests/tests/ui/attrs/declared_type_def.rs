#![allow(dead_code)]
use ods_macros::{op, type_def};

/// A type definition, named where an attribute is expected.
#[type_def("t.shape")]
pub struct Shape {
    rank: i64,
}

#[op("t.a")]
struct AOp {
    #[attr]
    x: self::Shape,
}

fn main() {}
