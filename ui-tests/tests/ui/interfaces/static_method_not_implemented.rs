#![allow(dead_code)]
use ods_macros::{op, op_interface};

#[op_interface]
trait Infer {
    /// A static method without default body: each op implements it.
    fn expected() -> usize;
    /// One with a default body.
    fn scalar() -> bool {
        Self::expected() == 0
    }
}

#[op("t.a", interfaces = [self::Infer])]
struct AOp {}

impl Infer for AOp {}

fn main() {}
