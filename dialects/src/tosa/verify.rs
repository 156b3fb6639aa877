//! The shared helpers of the tosa op verifiers (`TosaOps.cpp`) and the
//! verifiers of the control-flow and elementwise ops; the verifiers are
//! hooked up by the `tosa_verifiers!` table in the parent module.

use super::*;

/// `Diagnostic << Type`: the type in single quotes.
pub(super) fn ty_str(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// `getElementTypeOrSelf`.
pub(super) fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element().unwrap_or(t)
}

/// `getStorageElementTypeOrSelf`: the element type, a quantized one as its storage type.
pub(super) fn storage_elem(ctx: &Context, t: Type) -> Type {
    let e = elem_of(ctx, t);
    quant_storage(ctx, e).unwrap_or(e)
}

/// Operand `i` of `op`, if it has that many.
pub(super) fn operand(arena: &IrArena, op: OpId, i: usize) -> Option<Value> {
    arena.operands(op).nth(i)
}

/// The type of operand `i` of `op`, if it has that many.
pub(super) fn operand_type(arena: &IrArena, op: OpId, i: usize) -> Option<Type> {
    operand(arena, op, i).map(|v| arena.value_type(v))
}

/// Whether `t` is a builtin integer type (of any signedness).
pub(super) fn is_int_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. })
}

/// `isa<TensorType>`: a ranked or unranked tensor.
pub(super) fn is_tensor_type(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// The width of an integer type; `None` for other types.
pub(super) fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The kind of a float type; `None` for other types.
pub(super) fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// `Diagnostic << ArrayRef<int64_t>`: the values joined by `, `.
pub(super) fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// The integers of the array attribute `name` of `op` (empty when absent).
pub(super) fn dense_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    attr_named(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// The value of the integer attribute `name` of `op`.
pub(super) fn int_attr_value(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<i64> {
    attr_named(ctx, arena, op, name).and_then(|a| ir::ods::values::as_int(ctx, a))
}

/// Whether the bool attribute `name` of `op` is present and true.
pub(super) fn bool_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> bool {
    attr_named(ctx, arena, op, name).is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)))
}

/// The type held by the type attribute `name` of `op`.
pub(super) fn type_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<Type> {
    match ctx.attr_kind(attr_named(ctx, arena, op, name)?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The elements attribute of a constant (`m_Constant`): `tosa.const` or `arith.constant`.
pub(super) fn constant_elements(ctx: &Context, arena: &IrArena, v: Value) -> Option<Attr> {
    let Value::Result { op: def, .. } = v else {
        return None;
    };
    let name = ctx.op_info(arena.op_name(def)).name();
    let key = match name {
        "tosa.const" => "values",
        "arith.constant" => "value",
        _ => return None,
    };
    attr_named(ctx, arena, def, key).filter(|a| matches!(ctx.attr_kind(*a), AttrKind::DenseElements { .. }))
}

/// `getZeroPoint`: the first value of a constant zero point (a nonzero
/// float, or a non-int/float element, gives -1); `None` when not constant.
pub(super) fn zero_point(ctx: &Context, arena: &IrArena, v: Value, sign_extend: bool) -> Option<i64> {
    let attr = constant_elements(ctx, arena, v)?;
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(attr) else {
        return None;
    };
    let elem = elem_of(ctx, *ty);
    let kind = ir::dense_bridge::elem_kind(ctx, elem)?;
    let bits = data.element_bits(&kind, 0)?;
    Some(match ctx.type_kind(elem) {
        TypeKind::Float(k) => {
            let w = k.bit_width();
            let magnitude = if w == 0 { 0 } else { bits & ((1u128 << (w - 1)) - 1) };
            if magnitude == 0 {
                0
            } else {
                -1
            }
        }
        TypeKind::Integer { width, .. } => {
            let w = (*width).clamp(1, 64);
            let v = bits as u64 & (u64::MAX >> (64 - w));
            if sign_extend && w < 64 && v >> (w - 1) & 1 == 1 {
                (v | (u64::MAX << w)) as i64
            } else {
                v as i64
            }
        }
        _ => -1,
    })
}

/// The first value of a constant integer tensor, sign-extended (as
/// `getValues<APInt>()[0].getSExtValue()`); `None` when not constant.
pub(super) fn const_first_int(ctx: &Context, arena: &IrArena, v: Value) -> Option<i64> {
    let elem = elem_of(ctx, arena.value_type(v));
    if !is_int_type(ctx, elem) {
        return None;
    }
    zero_point(ctx, arena, v, true)
}

/// `verifyZeroPoint`: a constant zero point other than 0 needs an i8 element.
pub(super) fn verify_zero_point(ctx: &Context, arena: &IrArena, op: OpId, index: usize, name: &str) -> VResult {
    let Some(v) = operand(arena, op, index) else {
        return Ok(());
    };
    let Some(zp) = zero_point(ctx, arena, v, true) else {
        return Ok(());
    };
    let e = elem_of(ctx, arena.value_type(v));
    if int_width(ctx, e) != Some(8) && zp != 0 {
        let msg = format!("{name} zero point must be zero for non-int8 integer types");
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// `verifySameElementTypes`.
pub(super) fn verify_same_element_types(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    input: Type,
    output: Type,
) -> VResult {
    if !is_tensor_type(ctx, input) {
        return fail_type(ctx, arena, op, "expect shaped tensor for input, got ", input);
    }
    if !is_tensor_type(ctx, output) {
        return fail_type(ctx, arena, op, "expect shaped tensor for output, got ", output);
    }
    let (ie, oe) = (elem_of(ctx, input), elem_of(ctx, output));
    let checkable = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        ) || is_quantized(ctx, t)
    };
    if checkable(ie) && checkable(oe) && ie != oe {
        return fail_types(
            ctx,
            arena,
            op,
            "expect input and output to have same element type, got ",
            (ie, oe),
        );
    }
    Ok(())
}

/// `getDimSize(i)` of an optional ranked shape: dynamic when unranked or
/// out of range.
pub(super) fn dim(shape: Option<&[i64]>, i: usize) -> i64 {
    shape.and_then(|s| s.get(i).copied()).unwrap_or(DYNAMIC)
}

/// `getConstShapeValues`: the values of a `tosa.const_shape` operand.
pub(super) fn const_shape_values(ctx: &Context, arena: &IrArena, v: Value) -> Option<Vec<i64>> {
    let Value::Result { op: def, .. } = v else { return None };
    if ctx.op_info(arena.op_name(def)).name() != "tosa.const_shape" {
        return None;
    }
    dense_ints(ctx, attr_named(ctx, arena, def, "values")?)
}

/// The number of elements of a static shape; `None` when a size is dynamic.
pub(super) fn num_elements(shape: &[i64]) -> Option<i64> {
    shape
        .iter()
        .try_fold(1i64, |acc, &d| (d != DYNAMIC).then(|| acc.saturating_mul(d)))
}

/// The first operand and the result of an op whose verifier begins with
/// `verifySameElementTypes(input, output)`, once that holds; `None` for an
/// op without operands.
pub(super) fn same_element_input_output(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
) -> Result<Option<(Type, Type)>, Diagnostic> {
    let Some(input) = operand_type(arena, op, 0) else {
        return Ok(None);
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, input, out)?;
    Ok(Some((input, out)))
}

/// Two shapes of one rank whose sizes agree wherever both are static.
pub(super) fn dims_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// `verifyCompatibleShape` of two types: unranked is compatible with
/// anything; ranked ones need the same rank and equal static sizes.
pub(super) fn shapes_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a).shape(), ctx.type_kind(b).shape()) {
        (Some(x), Some(y)) => dims_compatible(x, y),
        _ => true,
    }
}

/// A ranked tensor type of `shape`, or unranked when `shape` is `None`.
pub(super) fn tensor_type(ctx: &Context, shape: Option<Vec<i64>>, element: Type) -> Type {
    match shape {
        Some(shape) => ctx.get_type(TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        }),
        None => ctx.get_type(TypeKind::UnrankedTensor { element }),
    }
}

/// A list of types and its name in `errorIfTypeOrShapeMismatch`'s messages.
pub(super) type NamedTypes<'a> = (&'a [Type], &'a str);

/// `errorIfTypeOrShapeMismatch` over two value lists.
pub(super) fn verify_lists_match(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    (a, an): NamedTypes<'_>,
    (b, bn): NamedTypes<'_>,
) -> VResult {
    if a.len() != b.len() {
        let msg = format!(
            "require same number of values in {an} ({}) and {bn} ({})",
            a.len(),
            b.len()
        );
        return fail(ctx, arena, op, msg);
    }
    for (&x, &y) in a.iter().zip(b) {
        verify_types_match(ctx, arena, op, (x, an), (y, bn))?;
    }
    Ok(())
}

/// [`verify_lists_match`] over each pair, in order.
fn verify_all_lists_match(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    pairs: &[(NamedTypes<'_>, NamedTypes<'_>)],
) -> VResult {
    for &(a, b) in pairs {
        verify_lists_match(ctx, arena, op, a, b)?;
    }
    Ok(())
}

/// `errorIfTypeOrShapeMismatch` for two named types: the same element
/// type and compatible shapes.
pub(super) fn verify_types_match(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    (x, an): (Type, &str),
    (y, bn): (Type, &str),
) -> VResult {
    let (ex, ey) = (elem_of(ctx, x), elem_of(ctx, y));
    let (what, sx, sy) = if ex != ey {
        ("element type", ty_str(ctx, ex), ty_str(ctx, ey))
    } else if !shapes_compatible(ctx, x, y) {
        ("shapes", ty_str(ctx, x), ty_str(ctx, y))
    } else {
        return Ok(());
    };
    let msg = format!("require same {what} for {an} ({sx}) and {bn} ({sy})");
    fail(ctx, arena, op, msg)
}

/// The argument types of the first block of `region`.
pub(super) fn region_arg_types(arena: &IrArena, region: RegionId) -> Vec<Type> {
    region_args(arena, region)
        .into_iter()
        .map(|v| arena.value_type(v))
        .collect()
}

/// The operand types of the terminator of `region`'s first block.
pub(super) fn yield_types(arena: &IrArena, region: RegionId) -> Vec<Type> {
    arena
        .region_blocks(region)
        .first()
        .and_then(|&b| arena.last_op(b))
        .map(|t| operand_types(arena, t))
        .unwrap_or_default()
}

/// `errorIfShapeNotSizeOne` fails: a static shape with other than one element.
pub(super) fn not_size_one(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t).shape().and_then(num_elements).is_some_and(|n| n != 1)
}

/// `IfOp::verify`.
pub(super) fn verify_if(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let regions = arena.regions(op).to_vec();
    let (Some(&then_r), Some(&else_r)) = (regions.first(), regions.get(1)) else {
        return Ok(());
    };
    let types = operand_types(arena, op);
    let Some((&cond, inputs)) = types.split_first() else {
        return Ok(());
    };
    let results: Vec<Type> = arena.result_types(op).collect();
    let (then_args, else_args) = (region_arg_types(arena, then_r), region_arg_types(arena, else_r));
    let (then_out, else_out) = (yield_types(arena, then_r), yield_types(arena, else_r));
    let (inputs, outputs) = ((inputs, "'input_list'"), (&results[..], "'output_list'"));
    let pairs = [
        ((&then_args[..], "'then_graph' arguments"), inputs),
        ((&else_args[..], "'else_graph' arguments"), inputs),
        ((&then_out[..], "'then_graph' results"), outputs),
        ((&else_out[..], "'else_graph' results"), outputs),
    ];
    verify_all_lists_match(ctx, arena, op, &pairs)?;
    if not_size_one(ctx, cond) {
        return fail_type(ctx, arena, op, "'condition' must be a size 1 tensor, got ", cond);
    }
    Ok(())
}

/// `WhileOp::verify`.
pub(super) fn verify_while(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let regions = arena.regions(op).to_vec();
    let (Some(&cond_r), Some(&body_r)) = (regions.first(), regions.get(1)) else {
        return Ok(());
    };
    let input_types = operand_types(arena, op);
    let results: Vec<Type> = arena.result_types(op).collect();
    let (cond_args, body_args) = (region_arg_types(arena, cond_r), region_arg_types(arena, body_r));
    let body_out = yield_types(arena, body_r);
    let inputs = (&input_types[..], "'input_list'");
    let pairs = [
        (inputs, (&results[..], "'output_list'")),
        ((&cond_args[..], "'cond_graph' arguments"), inputs),
        ((&body_args[..], "'body_graph' arguments"), inputs),
        ((&body_out[..], "'body_graph' results"), inputs),
    ];
    verify_all_lists_match(ctx, arena, op, &pairs)?;
    let cond_out = yield_types(arena, cond_r);
    let [t] = cond_out.as_slice() else {
        return fail(ctx, arena, op, "require 'cond_graph' only have one result");
    };
    if not_size_one(ctx, *t) {
        return fail_type(ctx, arena, op, "'cond_graph' result must be a size 1 tensor, got ", *t);
    }
    if !matches!(ctx.type_kind(elem_of(ctx, *t)), TypeKind::Integer { width: 1, .. }) {
        return fail_type(ctx, arena, op, "'cond_graph' result must be a boolean tensor, got ", *t);
    }
    Ok(())
}

/// `SelectOp::verify`.
pub(super) fn verify_select(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let types = operand_types(arena, op);
    let [pred, a, b] = types.as_slice() else { return Ok(()) };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, *a, out)?;
    verify_same_element_types(ctx, arena, op, *b, out)?;
    let pe = elem_of(ctx, *pred);
    if !matches!(ctx.type_kind(pe), TypeKind::Integer { width: 1, .. }) {
        return fail_type(ctx, arena, op, "expect element type of bool for input1, got ", pe);
    }
    Ok(())
}

/// `NegateOp::verify`.
pub(super) fn verify_negate(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let types = operand_types(arena, op);
    let [input, izp, ozp] = types.as_slice() else {
        return Ok(());
    };
    let out = result_type(arena, op, 0);
    verify_same_element_types(ctx, arena, op, *input, out)?;
    if !shapes_compatible(ctx, *input, out) {
        return fail(ctx, arena, op, "requires the same shape for input1 and output");
    }
    verify_zero_points(
        ctx,
        arena,
        op,
        [(*input, *izp, "input1", 1), (out, *ozp, "output", 2)],
        false,
    )
}

/// `ArgMaxOp::verify`.
pub(super) fn verify_argmax(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let out = result_type(arena, op, 0);
    if !matches!(
        ctx.type_kind(elem_of(ctx, out)),
        TypeKind::Integer { .. } | TypeKind::Index
    ) {
        return fail(ctx, arena, op, "result tensor is not of integer type");
    }
    let Some(is) = operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t)) else {
        return Ok(());
    };
    let axis = int_attr_value(ctx, arena, op, "axis").unwrap_or(0);
    if axis < 0 || axis >= is.len() as i64 {
        return fail(ctx, arena, op, "specified axis is outside the rank of the tensor");
    }
    let Some(os) = ranked_shape(ctx, out) else {
        return Ok(());
    };
    let mut expected = is.to_vec();
    expected.remove(axis as usize);
    if !dims_compatible(&expected, os) {
        let msg = format!("expected output shape '{}', got '{}'", join(&expected), join(os));
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// Fails with `PREFIX'TYPE'`: a message that ends in the quoted type `t`.
pub(super) fn fail_type<T>(ctx: &Context, arena: &IrArena, op: OpId, prefix: &str, t: Type) -> Result<T, Diagnostic> {
    fail(ctx, arena, op, format!("{prefix}{}", ty_str(ctx, t)))
}

/// Fails with `PREFIX'A' and 'B'`: a message that ends in two quoted types.
pub(super) fn fail_types<T>(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    prefix: &str,
    (a, b): (Type, Type),
) -> Result<T, Diagnostic> {
    let msg = format!("{prefix}{} and {}", ty_str(ctx, a), ty_str(ctx, b));
    fail(ctx, arena, op, msg)
}
