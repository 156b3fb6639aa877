//! `scf.forall`: the zero-trip part of upstream's
//! `ForallOpSingleOrZeroIterationDimsFolder` (a loop with a dimension that
//! runs zero times is replaced by its shared outputs). The single-iteration
//! parts (promoting the body, which turns `tensor.parallel_insert_slice`
//! into `tensor.insert_slice`) are not ported yet.

use super::consts as c;
use super::scf::{operands, Rw};
use super::scf_parallel::{segments, trip_count, Bound};
use ir::attrs::AttrKind;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, Value};

/// The values of the dense integer array property `name` of `op`.
pub(crate) fn i64_prop(ctx: &Context, a: &IrArena, op: OpId, name: &str) -> Option<Vec<i64>> {
    ir::ods::values::as_dense(ctx, c::prop(ctx, a, op, name)?)
}

/// `getMixed*`: the static values with the dynamic operands in place of
/// the `DYNAMIC` entries.
fn mixed(statics: &[i64], dynamic: &[Value]) -> Option<Vec<Bound>> {
    let mut dyn_iter = dynamic.iter();
    let out: Vec<Bound> = statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dyn_iter.next().map(|&v| Bound::Value(v))
            } else {
                Some(Bound::Static(s))
            }
        })
        .collect::<Option<_>>()?;
    dyn_iter.next().is_none().then_some(out)
}

/// The mixed bounds and the outputs of a well-formed `scf.forall`.
type ForallParts = (Vec<Bound>, Vec<Bound>, Vec<Bound>, Vec<Value>);

fn forall_parts(rw: Rw<'_, '_>, op: OpId) -> Option<ForallParts> {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let &[nl, nu, ns, no] = segments(ctx, a, op)?.as_slice() else {
        return None;
    };
    let ops = operands(a, op);
    if ops.len() != nl + nu + ns + no || a.num_results(op) != no {
        return None;
    }
    let lbs = mixed(&i64_prop(ctx, a, op, "staticLowerBound")?, &ops[..nl])?;
    let ubs = mixed(&i64_prop(ctx, a, op, "staticUpperBound")?, &ops[nl..nl + nu])?;
    let steps = mixed(&i64_prop(ctx, a, op, "staticStep")?, &ops[nl + nu..nl + nu + ns])?;
    if lbs.len() != ubs.len() || lbs.len() != steps.len() {
        return None;
    }
    Some((lbs, ubs, steps, ops[nl + nu + ns..].to_vec()))
}

/// Whether `op` has a non-empty `mapping`.
fn is_mapped(rw: Rw<'_, '_>, op: OpId) -> bool {
    c::prop(rw.ctx, rw.arena, op, "mapping")
        .is_some_and(|m| !matches!(rw.ctx.attr_kind(m), AttrKind::Array(v) if v.is_empty()))
}

/// `ForallOpSingleOrZeroIterationDimsFolder`, zero-trip dimensions only.
fn zero_iteration_dims(op: OpId, rw: Rw<'_, '_>) -> bool {
    if is_mapped(rw, op) {
        return false;
    }
    let Some((lbs, ubs, steps, outputs)) = forall_parts(rw, op) else {
        return false;
    };
    for ((&lb, &ub), &step) in lbs.iter().zip(&ubs).zip(&steps) {
        if trip_count(rw, lb, ub, step) == Some(0) {
            rw.replace_op(op, &outputs);
            return true;
        }
    }
    false
}

/// Registers the pattern.
pub(crate) fn register(ctx: &Context) {
    ctx.registry().add_canonicalization("scf.forall", |_, s| {
        super::scf::add(
            s,
            "ForallOpSingleOrZeroIterationDimsFolder",
            "scf.forall",
            zero_iteration_dims,
        );
    });
}
