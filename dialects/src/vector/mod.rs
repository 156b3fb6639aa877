//! The hand-written parts of the vector ops (MLIR 22's `VectorOps.cpp`,
//! `VectorAttributes.td`), one file per job: the shared type helpers and
//! `PredOpTrait` predicates here, the verifiers of the position and slice
//! ops, of the memory ops and the others, the transfers, the contraction
//! and outer product, `vector.mask`, and the element-list ops' forms.

pub mod folds;
// Hooks `vector.ods` names.
use crate::affine::is_affine_map_attr;
use crate::arith::ops::FastMathAttr;

// The constant materializer `vector.ods` names (`constant_materializer`).
use crate::common::build::materialize;
crate::common::ods_ops!("vector");

mod contract;
mod elements;
mod int_range;
mod mask;
mod memory;
mod slices;
mod transfer;
mod unroll;
pub mod unrolling;
mod verify;

pub use contract::is_affine_map_array;

use crate::func::op_error;
use ir::text::parser::asm::{OpAsmParser, Punct};
use ir::{Attr, Context, Diagnostic, IrArena, OpId, Type, TypeKind};

/// `TCresVTEtIsSameAsOpBase<0, 0>`: the element type (or the type) of
/// result 0 equals that of operand 0.
pub fn same_element_type(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(operand), Some(result)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
        return true;
    };
    let elt = |t: Type| ir::ods::values::element_type_or_self(ctx, t);
    elt(arena.value_type(operand)) == elt(result)
}

/// The shape, scalable flags and element type of a vector type.
pub(super) fn vector_parts(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => Some((shape.clone(), scalable.clone(), *element)),
        _ => None,
    }
}

/// The `static_position` of `op`.
pub(super) fn static_position(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, "static_position")
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// `isValidPositiveIndexOrPoison` with the poison index `-1`.
pub(super) fn valid_index_or_poison(index: i64, size: i64) -> bool {
    index == -1 || (index >= 0 && index < size)
}

/// `VectorElementTypeInterface`: integers, index and floats.
pub(super) fn is_vector_element(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}
/// A vector type with no scalable dimension.
pub fn is_fixed_vector(ctx: &Context, ty: Type) -> bool {
    vector_parts(ctx, ty).is_some_and(|(_, scalable, _)| !scalable.contains(&true))
}

/// A vector type with at least one scalable dimension.
pub fn is_scalable_vector(ctx: &Context, ty: Type) -> bool {
    vector_parts(ctx, ty).is_some_and(|(_, scalable, _)| scalable.contains(&true))
}

/// The type of operand `i` of `op`.
pub(super) fn operand_type(arena: &IrArena, op: OpId, i: usize) -> Option<Type> {
    arena.operands(op).nth(i).map(|v| arena.value_type(v))
}

/// The trailing dimension of a vector type (`None` for 0-d and non-vectors).
pub(super) fn trailing_dim(ctx: &Context, ty: Type) -> Option<i64> {
    vector_parts(ctx, ty).and_then(|(shape, ..)| shape.last().copied())
}

/// `SourceVectorEvenElementCount`: the source's trailing dimension is even.
pub fn source_trailing_even(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    operand_type(arena, op, 0)
        .and_then(|t| trailing_dim(ctx, t))
        .is_none_or(|d| d % 2 == 0)
}

/// `ResultIsHalfSourceVectorType<"res1">`: result 0 is the source with its
/// trailing dimension halved.
pub fn result_is_half_source(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(src), Some(res)) = (operand_type(arena, op, 0), arena.result_types(op).next()) else {
        return true;
    };
    let Some((mut shape, scalable, element)) = vector_parts(ctx, src) else {
        return true;
    };
    if let Some(last) = shape.last_mut() {
        *last /= 2;
    }
    ctx.get_type(TypeKind::Vector {
        shape,
        scalable,
        element,
    }) == res
}

/// `ResultIsDoubleSourceVectorType`: the input with its trailing dimension
/// doubled (`vector<2xT>` for a 0-d input).
pub fn double_trailing(ctx: &Context, ty: Type) -> Type {
    let Some((mut shape, mut scalable, element)) = vector_parts(ctx, ty) else {
        return ty;
    };
    match shape.last_mut() {
        Some(last) => *last *= 2,
        None => {
            shape = vec![2];
            scalable = vec![false];
        }
    }
    ctx.get_type(TypeKind::Vector {
        shape,
        scalable,
        element,
    })
}

/// `vector.print`: a string is printed alone (no source, default punctuation).
pub fn print_string_alone(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    if ir::ods::access::inherent(ctx, arena, op, "stringLiteral").is_none() {
        return true;
    }
    let punctuation = ir::ods::access::inherent(ctx, arena, op, "punctuation");
    let newline = punctuation.is_none_or(|a| {
        matches!(ctx.attr_kind(a), ir::AttrKind::Opaque { dialect, data } if dialect == "vector" && data == "punctuation<newline>")
    });
    arena.num_operands(op) == 0 && newline
}

/// The number of elements of a vector type.
pub(super) fn num_elements(ctx: &Context, ty: Type) -> Option<i64> {
    vector_parts(ctx, ty).map(|(shape, ..)| shape.iter().product())
}

/// `getPos() % n == 0` with `n` the element count of `ty`.
pub(super) fn pos_multiple_of(ctx: &Context, arena: &IrArena, op: OpId, ty: Option<Type>) -> bool {
    let pos = ir::ods::access::inherent(ctx, arena, op, "pos").and_then(|a| ir::ods::pred::int_value(ctx, a));
    match (pos, ty.and_then(|t| num_elements(ctx, t))) {
        (Some(pos), Some(n)) if n != 0 => pos % n == 0,
        _ => true,
    }
}

/// `vector.scalable.extract`: the position is a multiple of the result length.
pub fn pos_multiple_of_result(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    pos_multiple_of(ctx, arena, op, arena.result_types(op).next())
}

/// `vector.scalable.insert`: the position is a multiple of the source length.
pub fn pos_multiple_of_source(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    pos_multiple_of(ctx, arena, op, operand_type(arena, op, 0))
}

/// `TCresVTEtIsSameAsOpBase<0, 1>`: result 0 and operand 1 have the same
/// element type.
pub fn v2_same_element_type(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(operand), Some(result)) = (operand_type(arena, op, 1), arena.result_types(op).next()) else {
        return true;
    };
    let elt = |t: Type| ir::ods::values::element_type_or_self(ctx, t);
    elt(operand) == elt(result)
}

/// `TCopVTEtIsSameAs<0, 1>`: operands 0 and 1 are shaped and have the same
/// element type.
pub fn operands_0_1_same_element_type(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(a), Some(b)) = (operand_type(arena, op, 0), operand_type(arena, op, 1)) else {
        return false;
    };
    let shaped_elt = |t: Type| match ctx.type_kind(t) {
        TypeKind::Complex(_) => None,
        kind => kind.element(),
    };
    matches!((shaped_elt(a), shaped_elt(b)), (Some(x), Some(y)) if x == y)
}

/// `TCresVTEtIsSameAsOpBase<0, 2>`: result 0 and operand 2 have the same
/// element type.
pub fn v3_same_element_type(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(operand), Some(result)) = (operand_type(arena, op, 2), arena.result_types(op).next()) else {
        return true;
    };
    let elt = |t: Type| ir::ods::values::element_type_or_self(ctx, t);
    elt(operand) == elt(result)
}

/// `ShapedType` `ty` has as many elements as `values`, all of its element type.
pub(super) fn elements_match(ctx: &Context, ty: Type, values: &[Type]) -> bool {
    let Some((shape, _, element)) = vector_parts(ctx, ty) else {
        return true;
    };
    let n: i64 = shape.iter().product();
    usize::try_from(n).is_ok_and(|n| n == values.len()) && values.iter().all(|&t| t == element)
}

/// `vector.from_elements`: the operands match the result's element count and type.
pub fn elements_match_dest(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let operands: Vec<Type> = arena.operands(op).map(|v| arena.value_type(v)).collect();
    arena
        .result_types(op)
        .next()
        .is_none_or(|t| elements_match(ctx, t, &operands))
}

/// `vector.to_elements`: the results match the source's element count and type.
pub fn elements_match_source(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let results: Vec<Type> = arena.result_types(op).collect();
    operand_type(arena, op, 0).is_none_or(|t| elements_match(ctx, t, &results))
}

/// The shape and element type of a memref or ranked tensor (the shaped
/// types a transfer accepts).
pub(super) fn memref_or_tensor(ctx: &Context, ty: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. } => {
            Some((shape.len(), *element))
        }
        _ => None,
    }
}

/// Whether `attrs` has an entry named `name`.
pub(super) fn has_entry(ctx: &Context, attrs: &[(Attr, Attr)], name: &str) -> Option<Attr> {
    attrs
        .iter()
        .find(|(n, _)| ctx.string_value(*n) == name.as_bytes())
        .map(|&(_, v)| v)
}

/// `Err` of `op_error` when `cond` fails.
pub(super) fn check(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    cond: bool,
    msg: impl std::fmt::Display,
) -> Result<(), Diagnostic> {
    if cond {
        Ok(())
    } else {
        Err(op_error(ctx, arena, op, msg))
    }
}

/// The vector parts of operand `i` / of result 0.
pub(super) fn operand_vector(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    i: usize,
) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    operand_type(arena, op, i).and_then(|t| vector_parts(ctx, t))
}

pub(super) fn result_vector(ctx: &Context, arena: &IrArena, op: OpId) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    arena.result_types(op).next().and_then(|t| vector_parts(ctx, t))
}

/// A dense `i64` array attribute of `op`.
pub(super) fn dense_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// The case of `op`'s `kind` attribute (`add`).
pub(super) fn combining_kind(ctx: &Context, arena: &IrArena, op: OpId) -> Option<String> {
    let a = ir::ods::access::inherent(ctx, arena, op, "kind")?;
    match ctx.attr_kind(a) {
        ir::AttrKind::Opaque { data, .. } => Some(data.strip_prefix("kind<")?.strip_suffix('>')?.to_string()),
        _ => None,
    }
}

/// `isSupportedCombiningKind`.
pub(super) fn supported_kind(ctx: &Context, kind: &str, element: Type) -> bool {
    let int_or_index = matches!(ctx.type_kind(element), TypeKind::Integer { .. } | TypeKind::Index);
    let float = matches!(ctx.type_kind(element), TypeKind::Float(_));
    match kind {
        "add" | "mul" => int_or_index || float,
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => float,
        _ => int_or_index,
    }
}

/// `DataLayout::getTypeSizeInBits` of a vector element type.
pub(super) fn element_bits(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        TypeKind::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// The rank and element type of a memref type.
pub(super) fn memref_parts(ctx: &Context, ty: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } => Some((shape.len(), *element)),
        _ => None,
    }
}

impl ir::interfaces::ViewLikeOpInterface for ops::TypeCastOp {
    /// `getViewSource`: the `memref` operand.
    fn view_source(self, ctx: &Context, arena: &IrArena) -> ir::Value {
        self.memref(ctx, arena)
    }
}

// `vector.reduction`'s `ArithFastMathInterface` (`VectorOps.td`): the default bodies.
crate::common::interface_defaults::default_interface_impls!(ArithFastMathInterface: ReductionOp);
