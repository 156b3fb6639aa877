#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [Pure])]
pub struct AOp {
    #[operand]
    x: Bad,
    #[operand]
    y: Vec<I32>,
}

pub fn uses(ctx: &ir::Context, arena: &ir::IrArena, op: AOp) -> (ir::Value, Vec<ir::Value>) {
    (op.x(ctx, arena), op.y(ctx, arena))
}

fn main() {}
