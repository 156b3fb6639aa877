//! The pattern `subnet-divide` applies to `tpu.Permute` (as TPU-MLIR 1.30.2 does): a
//! permute that only moves dimensions of size 1 keeps the data in place and becomes a
//! `tpu.Reshape` of its input (same location, its `none` buffer operand kept).

use ir::ods::{OpBuilder, OpState};
use ir::{Context, Diagnostic, IrArena, OpId, Value};

use crate::tpu::ops::{PermuteOp, ReshapeOp};

/// Whether permuting `shape` by `order` leaves every element where it was.
fn moves_only_ones(shape: &[i64], order: &[i64]) -> bool {
    let kept: Vec<i64> = order
        .iter()
        .copied()
        .filter(|&o| {
            usize::try_from(o)
                .ok()
                .and_then(|o| shape.get(o))
                .is_some_and(|&d| d != 1)
        })
        .collect();
    order.len() == shape.len() && kept.windows(2).all(|w| w[0] < w[1])
}

/// Replaces each in-place permute of `block` by a reshape.
pub(crate) fn run(ctx: &Context, arena: &mut IrArena, block: ir::BlockId) -> Result<(), Diagnostic> {
    let ops: Vec<OpId> = arena.block_ops(block).collect();
    for op in ops {
        let Some(p) = PermuteOp::cast(ctx, arena, op) else {
            continue;
        };
        let input = p.input(ctx, arena);
        let shape = match ctx.type_kind(arena.value_type(input)) {
            ir::TypeKind::RankedTensor { shape, .. } => shape.to_vec(),
            _ => continue,
        };
        let Some(order) = p.order(ctx, arena) else {
            continue;
        };
        if !moves_only_ones(&shape, &order) {
            continue;
        }
        let operands: Vec<Value> = arena.operands(op).collect();
        let result_type = arena.value_type(arena.result(op, 0));
        let loc = arena.op_loc(op);
        let mut state = OpState::new();
        state.results(&[result_type]);
        state.operands(&operands);
        let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
        let reshape = ir::ods::build::create(&mut b, ReshapeOp::schema(), state)
            .map_err(|e| Diagnostic::error(ir::DiagLoc::Attr(loc), e.0))?;
        arena.insert_op_before(reshape, op);
        let (from, to) = (arena.result(op, 0), arena.result(reshape, 0));
        arena.replace_all_uses(from, to);
        arena.erase_op(op);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::moves_only_ones;

    #[test]
    fn only_unit_dimensions_may_move() {
        assert!(moves_only_ones(&[1, 16, 1, 10], &[0, 1, 3, 2]));
        assert!(moves_only_ones(&[1, 16, 1, 10], &[2, 1, 0, 3]));
        assert!(!moves_only_ones(&[1, 4, 8, 8], &[0, 2, 3, 1]));
        assert!(!moves_only_ones(&[1, 4, 8, 8], &[0, 1, 3]));
    }
}
