#![allow(dead_code)]
use ods_macros::op;

/// Not an attribute: a plain Rust struct.
pub struct Mode;

#[op("t.a")]
struct AOp {
    #[attr]
    x: self::Mode,
}

fn main() {}
