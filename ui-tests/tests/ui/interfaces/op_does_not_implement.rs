#![allow(dead_code)]
use ods_macros::{op, op_interface};

#[op_interface]
trait Arity {
    fn count(self) -> usize;
}

#[op("t.a", interfaces = [self::Arity])]
struct AOp {}

fn main() {}
