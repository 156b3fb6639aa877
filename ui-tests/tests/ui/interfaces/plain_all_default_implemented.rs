#![allow(dead_code)]
// `LoopLikeOpInterface` has a default body for every method: listed plainly it
// is upstream's `LoopLikeOpInterface::Trait`, which the generator implements
// for the op; an op overriding a method lists
// `DeclareOpInterfaceMethods<LoopLikeOpInterface, ["getInits", ...]>` instead.
use ods_macros::op;

#[op("t.loop", traits = [LoopLikeOpInterface])]
struct LoopOp {}

impl ir::interfaces::LoopLikeOpInterface for LoopOp {
    fn inits(self, _: &ir::Context, _: &ir::IrArena) -> Vec<ir::Value> {
        Vec::new()
    }
}

fn main() {}
