#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait Arity {
    /// The count.
    fn count(self, arena: &ir::IrArena) -> usize {
        let n = arena.num_operands(ir::ods::TypedOp::op_id(self));
        "many"
    }
}

fn main() {}
