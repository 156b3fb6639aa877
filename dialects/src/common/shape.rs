//! Operand, result and region counts the folders and patterns rely on.
//! Folds and patterns can run on ops that were never verified (a pass
//! pipeline run without the verifier), so a hook that reads operands by
//! position first checks that the op has the shape upstream's verifier
//! would have guaranteed (and does nothing otherwise). Hooks that read
//! their op through its generated view (`AddIOpView::cast`) get that check
//! from the op's definition instead; this table serves the others.

use ir::{Context, IrArena, OpId};

const UNARY: &[&str] = &[
    "arith.extsi",
    "arith.extui",
    "arith.trunci",
    "arith.index_cast",
    "arith.index_castui",
    "arith.bitcast",
    "arith.sitofp",
    "arith.uitofp",
    "arith.fptosi",
    "arith.fptoui",
    "arith.extf",
    "arith.truncf",
    "arith.negf",
];

/// Whether `op` has the shape its name requires (always true for ops this
/// module does not know).
pub fn well_formed(ctx: &Context, a: &IrArena, op: OpId) -> bool {
    let name = ctx.op_info(a.op_name(op)).name();
    let (operands, results) = (a.num_operands(op), a.num_results(op));
    match name {
        "arith.constant" => operands == 0 && results == 1,
        "arith.select" => operands == 3 && results == 1,
        "arith.addui_extended" | "arith.mulsi_extended" | "arith.mului_extended" => operands == 2 && results == 2,
        n if UNARY.contains(&n) => operands == 1 && results == 1,
        n if n.starts_with("arith.") => operands == 2 && results == 1,
        "scf.if" => {
            operands == 1
                && a.regions(op).len() == 2
                && a.regions(op).iter().all(|&r| a.region_blocks(r).len() <= 1)
                && !a.region_blocks(a.regions(op)[0]).is_empty()
        }
        "scf.for" => {
            let Some(&r) = a.regions(op).first() else { return false };
            let blocks = a.region_blocks(r);
            operands >= 3
                && a.regions(op).len() == 1
                && blocks.len() == 1
                && a.num_args(blocks[0]) == operands - 2
                && results == operands - 3
        }
        _ => true,
    }
}

/// The ranked tensor type `ty` with `shape` instead of its own (same element type and
/// encoding); `None` when `ty` is not a ranked tensor.
pub fn ranked_with_shape(ctx: &Context, ty: ir::Type, shape: &[i64]) -> Option<ir::Type> {
    match ctx.type_kind(ty) {
        ir::TypeKind::RankedTensor { element, encoding, .. } => Some(ctx.get_type(ir::TypeKind::RankedTensor {
            shape: shape.to_vec(),
            element: *element,
            encoding: *encoding,
        })),
        _ => None,
    }
}
