//! The affine dialect's hand-written custom forms and verifiers (MLIR 22's
//! `AffineOps.cpp`), one topic a file: [`ssa_map`] (affine expressions of
//! SSA values, `%A[%i + 1, symbol(%n)]`), [`apply`] (`affine.apply`,
//! `min`, `max`, `delinearize_index`, `linearize_index`), [`for_loop`],
//! [`parallel`], [`if_op`] (`affine.if`, `affine.yield`), [`memory`]
//! (loads, stores, prefetch), [`dma`] and [`symbols`] (valid dimensions
//! and symbols). This file holds the constraints the `.ods` names and the
//! helpers those forms share with other dialects' hand-written forms.

pub mod run;
// The constant materializer `affine.ods` names (`constant_materializer`).
use crate::common::build::materialize;
crate::common::ods_ops!("affine");

use ir::affine::{AffineMap, IntegerSet};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, Type, TypeKind};

mod apply;
pub(crate) mod canonical_map;
pub(crate) mod compose;
mod dma;
mod expand;
pub mod folds;
mod for_loop;
mod if_op;
mod int_range;
pub mod lower;
mod lower_parallel;
mod memory;
mod parallel;
mod ssa_map;
pub(crate) mod symbols;

pub(crate) use ssa_map::parse_delimited_operands;

type PResult<T> = Result<T, Diagnostic>;

// ----- constraints -----

/// `AffineMapAttr`.
pub fn is_affine_map_attr(ctx: &Context, attr: Attr) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::AffineMap(_))
}

/// `IntegerSetAttr`.
pub fn is_integer_set_attr(ctx: &Context, attr: Attr) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::IntegerSet(_))
}

// ----- shared helpers -----

/// The element type of a shaped type (the type itself otherwise).
pub(crate) fn element_type(ctx: &Context, ty: Type) -> Type {
    ir::ods::values::element_type_or_self(ctx, ty)
}

/// An op's inherent attribute `name`.
pub(crate) fn inherent(p: &OpAsmPrinter<'_, '_>, op: OpId, name: &str) -> Option<Attr> {
    ir::ods::access::inherent(p.ctx(), p.arena(), op, name)
}

/// All attributes of `op` as `getAttrs()` returns them (inherent and
/// discardable, sorted by name).
pub(crate) fn all_attrs(p: &OpAsmPrinter<'_, '_>, op: OpId) -> Vec<(Attr, Attr)> {
    ir::text::printer::visible_attrs(p.ctx(), p.arena(), op)
}

/// The affine map of an `AffineMapAttr`.
pub(crate) fn map_of(ctx: &Context, attr: Option<Attr>) -> Option<AffineMap> {
    match ctx.attr_kind(attr?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The integer set of an `IntegerSetAttr`.
fn set_of(ctx: &Context, attr: Option<Attr>) -> Option<IntegerSet> {
    match ctx.attr_kind(attr?) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

/// The integer values of a dense integer elements attribute.
pub(crate) fn dense_ints(ctx: &Context, attr: Attr) -> Option<Vec<i64>> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(attr) else {
        return None;
    };
    let (shape, elem) = match ctx.type_kind(*ty) {
        TypeKind::RankedTensor { shape, element, .. } | TypeKind::Vector { shape, element, .. } => {
            (shape.clone(), *element)
        }
        _ => return None,
    };
    let kind = ir::dense_bridge::elem_kind(ctx, elem)?;
    let n: i64 = shape.iter().product();
    (0..n.max(0) as u64)
        .map(|i| data.element_apint(&kind, i).and_then(|a| a.to_i128()).map(|v| v as i64))
        .collect()
}

/// `dense<[...]> : tensor<Nxi32>` (`Builder::getI32TensorAttr`).
fn i32_tensor_attr(ctx: &Context, values: &[i64]) -> Attr {
    let ty = ctx.get_type(ir::TypeKind::RankedTensor {
        shape: vec![values.len() as i64],
        element: ctx.int_type(32),
        encoding: None,
    });
    ir::dense_bridge::dense_int_attr(ctx, ty, values).unwrap_or_else(|| ctx.unit_attr())
}

/// `index`.
fn index_type(ctx: &Context) -> Type {
    ctx.index_type()
}

/// An `AffineMapAttr` of `map`.
fn map_attr(ctx: &Context, map: AffineMap) -> Attr {
    ctx.get_attr(AttrKind::AffineMap(map))
}

/// The string attribute naming an attribute.
fn name_attr(ctx: &Context, name: &str) -> Attr {
    ctx.string_attr(name.as_bytes())
}

/// An error of a custom parser (`emitError` of an `OpAsmParser`):
/// `custom op 'NAME' MESSAGE` at `at`.
pub(crate) fn cerr(p: &OpAsmParser<'_, '_>, st: &OperationState, at: usize, msg: impl std::fmt::Display) -> Diagnostic {
    let name = p.ctx().op_info(st.name).name().to_string();
    p.custom_op_error(&name, at, msg)
}

/// Where the op's name was written (MLIR's `getNameLoc()`).
fn name_loc(p: &OpAsmParser<'_, '_>) -> usize {
    p.op_name_before(p.offset()).0
}

/// An error of the verifier: `'op' op MESSAGE` at the op.
fn op_error(ctx: &Context, arena: &IrArena, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    ir::ods::verify::op_error(ctx, arena, op, msg)
}

/// An attribute that must be an `AffineMapAttr`, with its map.
fn parse_map_attr(p: &mut OpAsmParser<'_, '_>, st: &OperationState) -> PResult<(Attr, AffineMap)> {
    let at = p.offset();
    let attr = p.parse_attribute(None)?;
    match p.ctx().attr_kind(attr) {
        AttrKind::AffineMap(m) => Ok((attr, m.clone())),
        _ => Err(cerr(p, st, at, "invalid kind of attribute specified")),
    }
}

/// `parseColonType` of a `MemRefType`.
fn parse_colon_memref(p: &mut OpAsmParser<'_, '_>, st: &OperationState) -> PResult<Type> {
    let at = p.offset();
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    if !matches!(p.ctx().type_kind(ty), TypeKind::MemRef { .. }) {
        let shown = ir::text::printer::type_to_string(p.ctx(), ty);
        return Err(cerr(
            p,
            st,
            at,
            format!("invalid kind of type specified: expected builtin.memref, but found '{shown}'"),
        ));
    }
    Ok(ty)
}

/// The rank of a memref type.
fn memref_rank(ctx: &Context, ty: Type) -> Option<usize> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// Registers affine's passes (`lower-affine`).
pub fn register_passes(registry: &mut ir::pass::PassRegistry) {
    registry.register(crate::common::pass::info::<lower::LowerAffine>(
        "Lower Affine operations to a combination of Arith and SCF operations",
    ));
}
