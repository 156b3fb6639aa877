#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [Nope])]
pub struct AOp {
    #[operand]
    x: I32,
}

pub fn make(b: &mut ir::ods::OpBuilder<'_>, v: ir::Value) -> AOp {
    AOp::build(b, v).unwrap()
}

fn main() {}
