//! The test dialect's integer range ops (upstream's `TestOpDefs.cpp`):
//! `test.increment`'s, `test.reflect_bounds`' and `test.with_bounds_region`'s
//! `InferIntRangeInterface` (and the latter's custom form), and the
//! dialect's constant materializer (`test.constant`, with its folder), which
//! `--int-range-optimizations` uses for the values of test ops.

use super::{ConstantOp, IncrementOp, ReflectBoundsOp, WithBoundsRegionOp};
use crate::common::int_range::result_range;
use ir::apint::ApInt;
use ir::int_range::{signed_max, unsigned_max, ConstantIntRanges};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{EntryArgument, OpAsmParser, OperationState};
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpSpec, Signedness, Type, TypeKind, Value};

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

impl WithBoundsRegionOp {
    /// `TestWithBoundsRegionOp::parse`: `{attributes} %arg: type` (an
    /// argument with its type and optional location, `parseArgument` with
    /// `allowType`), then the region, whose entry block takes that argument.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let name = p.parse_argument_name()?;
        let ty = p.parse_colon_type()?;
        let loc = p.parse_optional_location()?;
        let region = p.new_region();
        st.regions.push(region);
        p.parse_region(region, &[EntryArgument { name, ty, loc }], false)
    }

    /// `TestWithBoundsRegionOp::print`: every attribute (inherent ones
    /// too, `getAttrs()`), the region's argument with its type, then the
    /// region without its entry block's header.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let (ctx, arena) = (p.ctx(), p.arena());
        let entries: Vec<(Attr, Attr)> = [arena.properties(self.0), arena.attrs(self.0)]
            .into_iter()
            .flatten()
            .flat_map(|d| ctx.dictionary_entries(d).iter().copied())
            .collect();
        let entries = ctx.dictionary_entries(ctx.dictionary_attr(entries)).to_vec();
        let region = arena.regions(self.0).first().copied();
        let arg = region.and_then(|r| region_argument(arena, r));
        p.print_optional_attr_dict(&entries, &[]);
        if let Some(arg) = arg {
            p.print(" ");
            p.print_region_argument(arg);
        }
        if let Some(region) = region {
            p.print(" ");
            p.print_region(region, false, true);
        }
    }
}

/// The first argument of `region`'s entry block, if it has one.
fn region_argument(arena: &IrArena, region: ir::RegionId) -> Option<Value> {
    let &entry = arena.region_blocks(region).first()?;
    (arena.num_args(entry) > 0).then(|| arena.arg(entry, 0))
}

impl ir::interfaces::InferIntRangeInterface for WithBoundsRegionOp {
    /// `TestWithBoundsRegionOp::inferResultRanges`: its region's argument
    /// has the four bounds its attributes hold (a block argument the range
    /// analysis takes through `visitNonControlFlowArguments`).
    fn infer_result_ranges(
        self,
        ctx: &Context,
        arena: &IrArena,
        _arg_ranges: &[ConstantIntRanges],
        set: ir::int_range::SetIntRangeFn<'_>,
    ) {
        let Some(arg) = arena.regions(self.0).first().and_then(|&r| region_argument(arena, r)) else {
            return;
        };
        let bounds = [
            self.umin_attr(ctx, arena),
            self.umax_attr(ctx, arena),
            self.smin_attr(ctx, arena),
            self.smax_attr(ctx, arena),
        ];
        // Only bounds of the argument's own width (upstream asserts it).
        let width = ir::int_range::storage_bitwidth(ctx, arena.value_type(arg));
        if let [Some((w, umin)), Some((_, umax)), Some((_, smin)), Some((_, smax))] =
            bounds.map(|a| super::int_bits(ctx, a))
        {
            if w == width {
                set(arg, ConstantIntRanges::new(w, umin, umax, smin, smax));
            }
        }
    }
}
