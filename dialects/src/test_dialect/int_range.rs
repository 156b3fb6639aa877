//! The test dialect's integer range ops (upstream's `TestOpDefs.cpp`):
//! `test.increment`'s and `test.reflect_bounds`' `InferIntRangeInterface`,
//! and the dialect's constant materializer (`test.constant`, with its
//! folder), which
//! `--int-range-optimizations` uses for the values of test ops.

use super::{ConstantOp, IncrementOp, ReflectBoundsOp};
use crate::common::int_range::result_range;
use ir::apint::ApInt;
use ir::int_range::{signed_max, unsigned_max, ConstantIntRanges};
use ir::{Attr, AttrKind, Context, IrArena, OpSpec, Signedness, Type, TypeKind};

/// `TestDialect::materializeConstant`: a `test.constant` of any value.
pub(crate) fn materialize_constant(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpSpec> {
    Some(crate::common::build::constant_like_spec(
        ctx,
        "test.constant",
        value,
        ty,
        loc,
    ))
}

impl ConstantOp {
    /// `TestOpConstant::fold`: its value.
    pub fn fold(self, ctx: &Context, arena: &IrArena, _operands: &[Option<Attr>]) -> Option<Vec<ir::ods::FoldResult>> {
        self.value_attr(ctx, arena).map(|a| vec![ir::ods::FoldResult::Attr(a)])
    }
}

result_range!(
    /// `TestIncrementOp::inferResultRanges`: each bound plus one, saturating
    /// (unsigned bounds at the unsigned maximum, signed ones at the signed
    /// maximum).
    IncrementOp,
    |op, ctx, arena, args| {
        let r = args.first()?;
        let w = r.width();
        let uadd = |v: u128| if v == unsigned_max(w) { v } else { v + 1 };
        let sadd = |v: u128| if v == signed_max(w) { v } else { v + 1 };
        let range = ConstantIntRanges::new(w, uadd(r.umin()), uadd(r.umax()), sadd(r.smin()), sadd(r.smax()));
        Some((op.result(ctx, arena), range))
    }
);

impl ir::interfaces::InferIntRangeInterface for ReflectBoundsOp {
    /// `TestReflectBoundsOp::inferResultRanges`: its operand's range.
    fn infer_result_ranges(
        self,
        ctx: &Context,
        arena: &IrArena,
        arg_ranges: &[ConstantIntRanges],
        set: ir::int_range::SetIntRangeFn<'_>,
    ) {
        if let Some(&range) = arg_ranges.first() {
            set(self.result(ctx, arena), range);
        }
    }

    /// The rest of `TestReflectBoundsOp::inferResultRanges`: records the
    /// operand's range as `umin`/`umax` (of the unsigned integer type of its
    /// width) and `smin`/`smax` (signed); of the operand's own type for
    /// `index`.
    fn reflect_ranges(self, ctx: &Context, arena: &mut IrArena, arg_ranges: &[ConstantIntRanges]) {
        let Some(&range) = arg_ranges.first() else {
            return;
        };
        let ty = ir::ods::values::element_type_or_self(ctx, arena.value_type(self.value(ctx, arena)));
        let (sty, uty) = match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => (
                ctx.integer_type(*width, Signedness::Signed),
                ctx.integer_type(*width, Signedness::Unsigned),
            ),
            _ => (ty, ty),
        };
        let attr = |ty: Type, bits: u128| {
            ctx.get_attr(AttrKind::Integer {
                ty,
                value: ApInt::from_u128(range.width(), bits),
            })
        };
        for (name, value) in [
            ("umin", attr(uty, range.umin())),
            ("umax", attr(uty, range.umax())),
            ("smin", attr(sty, range.smin())),
            ("smax", attr(sty, range.smax())),
        ] {
            ir::ods::access::set_inherent(ctx, arena, self.0, name, Some(value));
        }
    }
}
