//! `vector.reduction`'s canonicalization `ElideSingleElementReduction`: a
//! reduction of one element is that element, combined with the
//! accumulator by the arith op of the kind (`makeArithReduction`).

use super::util::{rank, shape};
use crate::arith::atomic_rmw::build_reduction;
use crate::scf::folds::{add, Rw};
use crate::vector::ops::{ExtractOp, ReductionOp};
use ir::{Context, OpId};

/// The `arith::AtomicRMWKind` of a combining kind for integer or float
/// elements (`makeArithReduction`'s choice of op).
fn arith_kind(kind: &str, float: bool) -> Option<&'static str> {
    Some(match (kind, float) {
        ("add", false) => "addi",
        ("add", true) => "addf",
        ("mul", false) => "muli",
        ("mul", true) => "mulf",
        ("minui", false) => "minu",
        ("minsi", false) => "mins",
        ("maxui", false) => "maxu",
        ("maxsi", false) => "maxs",
        ("and", false) => "andi",
        ("or", false) => "ori",
        ("xor", false) => "xori",
        ("minnumf", true) => "minnumf",
        ("maxnumf", true) => "maxnumf",
        ("minimumf", true) => "minimumf",
        ("maximumf", true) => "maximumf",
        _ => return None,
    })
}

/// `ElideSingleElementReduction`.
fn elide_single_element_reduction(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(r) = ReductionOp::cast(ctx, a, op) else {
        return false;
    };
    let vector = r.vector(ctx, a);
    let vector_ty = a.value_type(vector);
    let Some(dims) = shape(ctx, vector_ty) else {
        return false;
    };
    if dims.first().is_some_and(|&d| d != 1) || super::util::is_scalable(ctx, vector_ty) {
        return false;
    }
    let dest_ty = a.value_type(r.dest(ctx, a));
    let acc = r.acc(ctx, a);
    let kind = super::super::combining_kind(ctx, a, op);
    let fastmath = ir::ods::access::inherent(ctx, a, op, "fastmath");
    let float = crate::common::consts::float_kind(ctx, dest_ty).is_some();
    let loc = a.op_loc(op);
    let position = vec![0; rank(ctx, vector_ty)];
    rw.set_insertion_point_before(op);
    let Ok(extract) = rw.build(loc, |b| ExtractOp::build_unwrapped(b, dest_ty, vector, &[], &position)) else {
        return false;
    };
    let mut result = extract.result(rw.ctx, rw.arena);
    if let Some(acc) = acc {
        let Some(arith) = kind.as_deref().and_then(|k| arith_kind(k, float)) else {
            return false;
        };
        let mut b = ir::ods::OpBuilder::new(rw.ctx, rw.arena).with_loc(loc);
        let Ok(combined) = build_reduction(&mut b, arith, dest_ty, result, acc) else {
            return false;
        };
        if let (true, Some(fm)) = (float, fastmath) {
            ir::ods::access::set_inherent(rw.ctx, rw.arena, combined, "fastmath", Some(fm));
        }
        rw.insert(combined);
        result = rw.arena.result(combined, 0);
    }
    rw.replace_op(op, &[result]);
    true
}

/// Registers the pattern.
pub(super) fn register(ctx: &Context) {
    ctx.registry().add_canonicalization(ReductionOp::NAME, |_, s| {
        add(
            s,
            "ElideSingleElementReduction",
            ReductionOp::NAME,
            elide_single_element_reduction,
        );
    });
}
