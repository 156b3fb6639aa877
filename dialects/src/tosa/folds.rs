//! TOSA's folders (MLIR 22's `TosaCanonicalizations.cpp` folds) and its
//! constant materializer: the constants (`tosa.const`, `tosa.const_shape`)
//! fold to their `values`, which makes them constants to
//! `matchPattern(v, m_Constant())`; a `tosa.reshape`, `tosa.slice`,
//! `tosa.pad`, `tosa.transpose`, `tosa.tile`, `tosa.cast` or reduction that changes
//! nothing folds to its input, a reshape of a reshape reads the inner
//! reshape's input (in place), and so does a concat of a concat on the same
//! axis; splat constants fold through reshape, slice and transpose;
//! `abs(abs(x))` is `abs(x)`, `negate(negate(x))` with zero points 0 is `x`;
//! add, sub and mul fold their identities (`x + 0`, `x - 0`, `x * 1`,
//! `x * 0`) and splat constant operands.

use crate::affine::dense_ints;
use crate::common::consts::{self as c, prop, Cst, Scalar};
use crate::common::float;
use crate::tensor::ranked_tensor;
use crate::tosa::ops as tosa;
use ir::attrs::AttrKind;
use ir::ods::FoldResult;
use ir::registry::FoldHook;
use ir::types::DYNAMIC;
use ir::{Attr, Context, IrArena, OpId, OpSpec, Type};

fn values(ctx: &Context, arena: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    prop(ctx, arena, op, "values").map(|v| vec![FoldResult::Attr(v)])
}

/// The shape of a ranked tensor type.
fn shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    ranked_tensor(ctx, ty).map(|(s, _, _)| s)
}

/// `ReshapeOp::fold`: to the same type (at most one dynamic dimension) it
/// is its input; of another reshape it reads that reshape's input; of a
/// constant (a splat, or one only this reshape uses) to a static type it is
/// the reshaped constant.
fn reshape(ctx: &Context, arena: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let r = tosa::ReshapeOp::cast(ctx, arena, op)?;
    let input = r.input1(ctx, arena);
    let output = r.output(ctx, arena);
    let (in_ty, out_ty) = (arena.value_type(input), arena.value_type(output));
    let in_shape = shape(ctx, in_ty)?;
    shape(ctx, out_ty)?;
    if in_ty == out_ty && in_shape.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
        return Some(vec![FoldResult::Value(input)]);
    }
    if let Some(inner) = arena
        .defining_op(input)
        .and_then(|d| tosa::ReshapeOp::cast(ctx, arena, d))
    {
        let source = inner.input1(ctx, arena);
        r.set_input1(ctx, arena, source);
        return Some(vec![FoldResult::Value(output)]);
    }
    // reshape(const) -> const: splats always, other constants when the
    // reshape is their only use.
    let operand = (*consts.first()?)?;
    if !is_number(ctx, in_ty) || !is_static(ctx, out_ty) {
        return None;
    }
    let Cst::Elements(_, elems, splat) = c::read(ctx, operand)? else {
        return None;
    };
    if !splat && arena.uses(input).count() != 1 {
        return None;
    }
    c::write(ctx, &Cst::Elements(out_ty, elems, splat)).map(|a| vec![FoldResult::Attr(a)])
}

/// `SliceOp::fold`: a static slice to its input's type is its input; a
/// slice of a splat constant to a static type is the splat.
fn slice(ctx: &Context, arena: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let s = tosa::SliceOp::cast(ctx, arena, op)?;
    let input = s.input1(ctx, arena);
    let ty = arena.value_type(input);
    let out_ty = arena.value_type(s.output(ctx, arena));
    shape(ctx, out_ty)?;
    if is_static(ctx, ty) && ty == out_ty {
        return Some(vec![FoldResult::Value(input)]);
    }
    let operand = (*consts.first()?)?;
    if !is_number(ctx, ty) || !is_number(ctx, out_ty) || !is_static(ctx, out_ty) {
        return None;
    }
    resized_splat(ctx, operand, out_ty).map(|a| vec![FoldResult::Attr(a)])
}

/// `PadOp::fold`: all-zero padding to the input's type is the input.
fn pad(ctx: &Context, arena: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let p = tosa::PadOp::cast(ctx, arena, op)?;
    let input = p.input1(ctx, arena);
    let padding = dense_ints(ctx, (*consts.get(1)?)?)?;
    let same_type = arena.value_type(input) == arena.value_type(p.output(ctx, arena));
    (same_type && padding.iter().all(|&v| v == 0)).then(|| vec![FoldResult::Value(input)])
}

/// Whether `ty` is a ranked tensor of static shape.
fn is_static(ctx: &Context, ty: Type) -> bool {
    shape(ctx, ty).is_some_and(|s| !s.contains(&DYNAMIC))
}

/// Whether `ty` is a ranked tensor of integers, index or floats (what a
/// `DenseElementsAttr` can hold).
fn is_number(ctx: &Context, ty: Type) -> bool {
    ranked_tensor(ctx, ty)
        .is_some_and(|(_, elem, _)| c::int_width(ctx, elem).is_some() || c::float_kind(ctx, elem).is_some())
}

/// The value of a splat `DenseElementsAttr`.
fn splat_of(ctx: &Context, attr: Option<Attr>) -> Option<Scalar> {
    match c::read(ctx, attr?)? {
        Cst::Elements(_, elems, true) => elems.first().copied(),
        _ => None,
    }
}

/// The splat `attr` as a splat of type `ty` (`resizeSplat`).
fn resized_splat(ctx: &Context, attr: Attr, ty: Type) -> Option<Attr> {
    let value = splat_of(ctx, Some(attr))?;
    c::write(ctx, &Cst::Elements(ty, vec![value], true))
}

/// `isSplatZero`: a splat integer 0 or float ±0.
fn is_splat_zero(value: Option<Scalar>) -> bool {
    match value {
        Some(Scalar::Int { bits, .. }) => bits == 0,
        Some(Scalar::Float { kind, bits }) => float::is_zero(kind, bits),
        None => false,
    }
}

/// `isSplatOne`: a splat float 1.0, or integer `1 << shift`.
fn is_splat_one(value: Option<Scalar>, shift: i64) -> bool {
    match value {
        Some(Scalar::Int { width, bits }) => {
            (0..63).contains(&shift) && c::sext(width, bits) == i128::from(1i64 << shift)
        }
        Some(Scalar::Float { kind, bits }) => float::supported(kind) && float::to_f64(kind, bits) == 1.0,
        None => false,
    }
}

/// `AbsOp::fold`: `abs(abs(x))` is `abs(x)`.
fn abs(ctx: &Context, arena: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let a = tosa::AbsOp::cast(ctx, arena, op)?;
    let input = a.input1(ctx, arena);
    let def = arena.defining_op(input)?;
    tosa::AbsOp::cast(ctx, arena, def).map(|_| vec![FoldResult::Value(input)])
}

/// `NegateOp::fold`: `negate(negate(x))` is `x` when all four zero points
/// are constant 0.
fn negate(ctx: &Context, arena: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let outer = tosa::NegateOp::cast(ctx, arena, op)?;
    let def = arena.defining_op(outer.input1(ctx, arena))?;
    let inner = tosa::NegateOp::cast(ctx, arena, def)?;
    let zero_points = [
        outer.input1_zp(ctx, arena),
        outer.output_zp(ctx, arena),
        inner.input1_zp(ctx, arena),
        inner.output_zp(ctx, arena),
    ];
    zero_points
        .iter()
        .all(|&zp| super::verify::zero_point(ctx, arena, zp, true) == Some(0))
        .then(|| vec![FoldResult::Value(inner.input1(ctx, arena))])
}

/// `REDUCE_FOLDER`: a reduction to its input's type over an axis of size 1
/// (or of a 0-d tensor) is its input.
fn reduce(ctx: &Context, arena: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let input = arena.operands(op).next()?;
    let ty = arena.value_type(input);
    if ty != arena.value_type(arena.result(op, 0)) {
        return None;
    }
    let dims = shape(ctx, ty)?;
    let axis = c::int_attr_value(ctx, prop(ctx, arena, op, "axis"))?;
    let unit = usize::try_from(axis).ok().and_then(|a| dims.get(a)) == Some(&1);
    (dims.is_empty() || unit).then(|| vec![FoldResult::Value(input)])
}

/// `TransposeOp::fold`: a splat constant is reshaped; the identity
/// permutation is the input.
fn transpose(ctx: &Context, arena: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let t = tosa::TransposeOp::cast(ctx, arena, op)?;
    let input = t.input1(ctx, arena);
    let out_ty = arena.value_type(t.output(ctx, arena));
    let same_elem =
        ranked_tensor(ctx, arena.value_type(input)).map(|(_, e, _)| e) == ranked_tensor(ctx, out_ty).map(|(_, e, _)| e);
    if let Some(attr) = consts.first().copied().flatten() {
        if same_elem && is_static(ctx, out_ty) {
            if let Some(a) = resized_splat(ctx, attr, out_ty) {
                return Some(vec![FoldResult::Attr(a)]);
            }
        }
    }
    let perms = ir::ods::values::as_dense(ctx, t.perms_attr(ctx, arena)?)?;
    perms
        .iter()
        .enumerate()
        .all(|(i, &p)| p == i as i64)
        .then(|| vec![FoldResult::Value(input)])
}

/// `TileOp::fold`: constant multiples of all 1 to the input's type are the
/// input.
fn tile(ctx: &Context, arena: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let t = tosa::TileOp::cast(ctx, arena, op)?;
    let input = t.input1(ctx, arena);
    if arena.value_type(input) != arena.value_type(t.output(ctx, arena)) {
        return None;
    }
    let multiples = dense_ints(ctx, (*consts.get(1)?)?)?;
    multiples
        .iter()
        .all(|&m| m == 1)
        .then(|| vec![FoldResult::Value(input)])
}

/// `CastOp::fold`: a cast to the input's type is the input.
fn cast(ctx: &Context, arena: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let cast = tosa::CastOp::cast(ctx, arena, op)?;
    let input = cast.input(ctx, arena);
    (arena.value_type(input) == arena.value_type(cast.output(ctx, arena))).then(|| vec![FoldResult::Value(input)])
}

/// `ConcatOp::fold`: the operands of an operand that is a concat on the
/// same axis are spliced in (in place).
fn concat(ctx: &Context, arena: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let axis = c::int_attr_value(ctx, prop(ctx, arena, op, "axis"));
    let mut operands = Vec::new();
    let mut spliced = false;
    for v in arena.operands(op).collect::<Vec<_>>() {
        let producer = arena
            .defining_op(v)
            .filter(|&d| tosa::ConcatOp::cast(ctx, arena, d).is_some());
        match producer {
            Some(p) if c::int_attr_value(ctx, prop(ctx, arena, p, "axis")) == axis => {
                spliced = true;
                operands.extend(arena.operands(p));
            }
            _ => operands.push(v),
        }
    }
    if !spliced {
        return None;
    }
    arena.set_operands(op, &operands);
    Some(vec![FoldResult::Value(arena.result(op, 0))])
}

/// The splat values, element types and result type of a binary
/// elementwise op: `(lhs type, rhs type, result type, lhs splat, rhs splat)`.
type BinaryParts = (Type, Type, Type, Option<Scalar>, Option<Scalar>);

fn binary_parts(ctx: &Context, arena: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<BinaryParts> {
    let mut operands = arena.operands(op);
    let (lhs, rhs) = (operands.next()?, operands.next()?);
    let (lt, rt) = (arena.value_type(lhs), arena.value_type(rhs));
    let result = arena.value_type(arena.result(op, 0));
    if !is_number(ctx, lt) || !is_number(ctx, rt) || shape(ctx, result).is_none() {
        return None;
    }
    let lhs_splat = splat_of(ctx, consts.first().copied().flatten());
    let rhs_splat = splat_of(ctx, consts.get(1).copied().flatten());
    Some((lt, rt, result, lhs_splat, rhs_splat))
}

/// How two splats combine: the integer and the float operation.
struct SplatArith {
    int: fn(u32, i128, i128) -> Option<i128>,
    float: fn(f64, f64) -> f64,
}

/// `binaryFolder`: two splats of one element type fold to the splat of
/// their combination (`None` on signed integer overflow).
fn fold_splats(ctx: &Context, result: Type, l: Scalar, r: Scalar, arith: &SplatArith) -> Option<Attr> {
    if !is_static(ctx, result) {
        return None;
    }
    let value = match (l, r) {
        (Scalar::Int { width, bits: a }, Scalar::Int { width: w2, bits: b }) if width == w2 => {
            let v = (arith.int)(width, c::sext(width, a), c::sext(width, b))?;
            Scalar::Int {
                width,
                bits: (v as u128) & c::mask(width),
            }
        }
        (Scalar::Float { kind, bits: a }, Scalar::Float { kind: k2, bits: b })
            if kind == k2 && float::supported(kind) =>
        {
            Scalar::Float {
                kind,
                bits: float::binary(kind, a, b, arith.float),
            }
        }
        _ => return None,
    };
    c::write(ctx, &Cst::Elements(result, vec![value], true))
}

/// The signed result of `v` if it fits in `width` bits.
fn fits(width: u32, v: i128) -> Option<i128> {
    let half = 1i128 << (width.clamp(1, 127) - 1);
    (-half..half).contains(&v).then_some(v)
}

const ADD: SplatArith = SplatArith {
    int: |w, a, b| fits(w, a + b),
    float: |a, b| a + b,
};
const SUB: SplatArith = SplatArith {
    int: |w, a, b| fits(w, a - b),
    float: |a, b| a - b,
};
const MUL: SplatArith = SplatArith {
    int: |w, a, b| Some(c::sext(w, (a.wrapping_mul(b) as u128) & c::mask(w))),
    float: |a, b| a * b,
};

/// `AddOp::fold`: `x + 0` and `0 + x` are `x` (when `x` has the result's
/// type); two splats fold.
fn add(ctx: &Context, arena: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let (lt, rt, result, l, r) = binary_parts(ctx, arena, op, consts)?;
    let mut operands = arena.operands(op);
    let (lhs, rhs) = (operands.next()?, operands.next()?);
    if lt == result && is_splat_zero(r) {
        return Some(vec![FoldResult::Value(lhs)]);
    }
    if rt == result && is_splat_zero(l) {
        return Some(vec![FoldResult::Value(rhs)]);
    }
    fold_splats(ctx, result, l?, r?, &ADD).map(|a| vec![FoldResult::Attr(a)])
}

/// `SubOp::fold`: `x - 0` is `x`; two splats fold.
fn sub(ctx: &Context, arena: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let (lt, _, result, l, r) = binary_parts(ctx, arena, op, consts)?;
    if lt == result && is_splat_zero(r) {
        return Some(vec![FoldResult::Value(arena.operands(op).next()?)]);
    }
    fold_splats(ctx, result, l?, r?, &SUB).map(|a| vec![FoldResult::Attr(a)])
}

/// `MulOp::fold`: `x * 0` is the zero splat (static result), `x * 1` is
/// `x` (for i32 the one is `1 << shift`), either way round when the other
/// operand has the result's type; two splats fold (integers without a
/// shift only).
fn mul(ctx: &Context, arena: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let (lt, rt, result, l, r) = binary_parts(ctx, arena, op, consts)?;
    let mut operands = arena.operands(op);
    let (lhs, rhs) = (operands.next()?, operands.next()?);
    let elem = ranked_tensor(ctx, result)?.1;
    let shift = if c::int_width(ctx, elem) == Some(32) {
        splat_or_first_int(ctx, consts.get(2).copied().flatten()).unwrap_or(0)
    } else {
        0
    };
    for (other_ty, other, this, attr) in [(rt, rhs, l, consts.first()), (lt, lhs, r, consts.get(1))] {
        if other_ty != result {
            continue;
        }
        if is_splat_zero(this) && is_static(ctx, result) {
            return resized_splat(ctx, (*attr?)?, result).map(|a| vec![FoldResult::Attr(a)]);
        }
        if is_splat_one(this, shift) {
            return Some(vec![FoldResult::Value(other)]);
        }
    }
    if shift != 0 {
        return None;
    }
    fold_splats(ctx, result, l?, r?, &MUL).map(|a| vec![FoldResult::Attr(a)])
}

/// The first element of a constant integer tensor, sign-extended.
fn splat_or_first_int(ctx: &Context, attr: Option<Attr>) -> Option<i64> {
    match c::read(ctx, attr?)? {
        Cst::Elements(_, elems, _) => match elems.first()? {
            Scalar::Int { width, bits } => i64::try_from(c::sext(*width, *bits)).ok(),
            Scalar::Float { .. } => None,
        },
        Cst::Scalar(..) => None,
    }
}

/// `TosaDialect::materializeConstant`: a `tosa.const_shape` for dense
/// integers of a `!tosa.shape` type, else a `tosa.const` for elements.
pub(crate) fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpSpec> {
    if !matches!(ctx.attr_kind(value), AttrKind::DenseElements { .. }) {
        return None;
    }
    let name = if super::shape_rank(ctx, ty).is_some() {
        "tosa.const_shape"
    } else {
        "tosa.const"
    };
    let props = c::props(ctx, &[("values", value)]);
    Some(crate::common::build::spec(ctx, name, loc, Vec::new(), vec![ty], props))
}

/// Registers the folders (the constant materializer is `tosa.ods`'s
/// `constant_materializer`).
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    let pure: [(&str, ir::ods::schema::FoldFn); 18] = [
        ("tosa.const", values),
        ("tosa.const_shape", values),
        ("tosa.abs", abs),
        ("tosa.negate", negate),
        ("tosa.reduce_all", reduce),
        ("tosa.reduce_any", reduce),
        ("tosa.reduce_max", reduce),
        ("tosa.reduce_min", reduce),
        ("tosa.reduce_product", reduce),
        ("tosa.reduce_sum", reduce),
        ("tosa.transpose", transpose),
        ("tosa.cast", cast),
        ("tosa.tile", tile),
        ("tosa.add", add),
        ("tosa.sub", sub),
        ("tosa.mul", mul),
        ("tosa.slice", slice),
        ("tosa.pad", pad),
    ];
    for (name, fold) in pure {
        reg.set_fold_hook(name, FoldHook::Pure(fold));
    }
    reg.set_fold_hook("tosa.reshape", FoldHook::InPlace(reshape));
    reg.set_fold_hook("tosa.concat", FoldHook::InPlace(concat));
}
