//! The hand-written part of the tensor dialect (MLIR 22's `TensorOps.cpp`):
//! `tensor.from_elements`' form, and the verifiers (`hasVerifier`,
//! `hasRegionVerifier`) of the tensor ops. Result names are in
//! [`crate::common::result_names`].

pub mod bufferize;
pub mod folds;
mod reify;
pub mod run;
pub(crate) mod tiling;

crate::common::destination_style::inits_are_group!(1 => ops::InsertOp, ops::InsertSliceOp);
// The constant materializer `tensor.ods` names (`constant_materializer`).
use crate::common::build::materialize;
use crate::common::entry_block;
crate::common::ods_ops!("tensor");

use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{Context, Diagnostic, IrArena, TypeKind};

use crate::func::{op_error, plain_error};
use crate::tensor::ops::{
    BitcastOp, CastOp, CollapseShapeOp, ConcatOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp, FromElementsOp,
    GatherOp, GenerateOp, InsertOp, InsertSliceOp, PadOp, ParallelInsertSliceOp, ReshapeOp, ScatterOp, SplatOp,
};
use ir::text::printer::type_to_string;
use ir::types::DYNAMIC;
use ir::{Attr, OpId, Type, Value};

impl FromElementsOp {
    /// `$elements attr-dict `:` type($result)`; the elements' types are
    /// the result's element type, one per element (upstream's
    /// `TypesMatchWith` with a type-range transform).
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let at = p.offset();
        let elements = p.parse_operand_list()?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        p.parse_punct(Punct::Colon)?;
        let type_at = p.offset();
        let ty = p.parse_type()?;
        let ctx = p.ctx();
        let (count, element) = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. } => (
                shape
                    .iter()
                    .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?)),
                *element,
            ),
            _ => {
                // The result's C++ type is `RankedTensorType`.
                let shown = ir::text::printer::type_to_string(ctx, ty);
                let message = format!("invalid kind of type specified: expected builtin.tensor, but found '{shown}'");
                return Err(p.custom_op_error("tensor.from_elements", type_at, message));
            }
        };
        let Some(count) = count else {
            let shown = ir::text::printer::type_to_string(ctx, ty);
            return Err(p.error_at(at, format!("expected a statically shaped tensor, but got '{shown}'")));
        };
        if elements.len() != count {
            let message = format!(
                "number of operands and types do not match: got {} operands and {count} types",
                elements.len()
            );
            return Err(p.custom_op_error("tensor.from_elements", at, message));
        }
        st.operands = p.resolve_operands(&elements, &vec![element; count], at)?;
        st.result_types.push(ty);
        Ok(())
    }

    /// Prints the form [`Self::parse_assembly`] reads (a space before the
    /// elements even when there are none, as upstream's printer does).
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let elements = p.operands_of(self.0);
        p.print(" ");
        p.print_operands(&elements);
        let attrs = p
            .arena()
            .attrs(self.0)
            .map(|d| p.ctx().dictionary_entries(d).to_vec())
            .unwrap_or_default();
        p.print_optional_attr_dict(&attrs, &[]);
        p.print(" : ");
        let ty = p.arena().value_type(ir::Value::Result { op: self.0, index: 0 });
        p.print_type(ty);
    }

    /// `TypesMatchWith<"operand types match result element type">`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ty = arena.value_type(ir::Value::Result { op: self.0, index: 0 });
        let (count, element) = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. } => (
                shape
                    .iter()
                    .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?)),
                *element,
            ),
            _ => return Ok(()),
        };
        let mut operands = arena.operands(self.0);
        let matches = Some(operands.len()) == count && operands.all(|v| arena.value_type(v) == element);
        if !matches {
            return fail_op(
                ctx,
                arena,
                self.0,
                "failed to verify that operand types match result element type",
            );
        }
        Ok(())
    }
}

/// `emitOpError(message)` as a failed verification.
pub(crate) fn fail_op(ctx: &Context, arena: &IrArena, op: OpId, message: impl std::fmt::Display) -> VResult {
    Err(op_error(ctx, arena, op, message))
}

/// `emitError(message)` as a failed verification.
pub(crate) fn fail(ctx: &Context, arena: &IrArena, op: OpId, message: impl Into<String>) -> VResult {
    Err(plain_error(ctx, arena, op, message))
}

/// The shape, element type and encoding of a ranked tensor.
pub(crate) fn ranked_tensor(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type, Option<Attr>)> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        } => Some((shape.clone(), *element, *encoding)),
        _ => None,
    }
}

/// `RankedTensorType::get(shape, element, encoding)`.
pub(crate) fn tensor_of(ctx: &Context, shape: Vec<i64>, element: Type, encoding: Option<Attr>) -> Type {
    ctx.get_type(TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    })
}

/// A type as upstream's diagnostics print it (`'tensor<4xf32>'`).
pub(crate) fn ty_str(ctx: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(ctx, ty))
}

/// The `DenseI64ArrayAttr` named `name` of `op` (empty when absent).
pub(crate) fn dense_i64s(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// The type of `op`'s result `i`.
pub(crate) fn result_ty(arena: &IrArena, op: OpId, i: u32) -> Type {
    arena.value_type(Value::Result { op, index: i })
}

/// Number of `?` in a shape.
pub(crate) fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

type VResult = Result<(), Diagnostic>;

impl ConcatOp {
    /// `ConcatOp::verify`: ranks and element types of the inputs match the
    /// result, and the result shape agrees with the concatenated shape.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let err = |m: String| fail_op(ctx, arena, op, m);
        let inputs: Vec<_> = arena
            .operands(op)
            .filter_map(|v| ranked_tensor(ctx, arena.value_type(v)))
            .collect();
        if inputs.is_empty() {
            return err("requires at least one input".into());
        }
        let result = result_ty(arena, op, 0);
        let Some((rshape, relem, _)) = ranked_tensor(ctx, result) else {
            return Ok(());
        };
        let rank = rshape.len();
        if inputs.iter().any(|(s, _, _)| s.len() != rank) {
            return err("rank of concatenated inputs must match result rank".into());
        }
        if inputs.iter().any(|(_, e, _)| *e != relem) {
            return err("inputs and result element type must match".into());
        }
        let dim = match ir::ods::access::inherent(ctx, arena, op, "dim").map(|a| ctx.attr_kind(a)) {
            Some(ir::AttrKind::Integer { value, .. }) => value.to_i128().unwrap_or(0),
            _ => 0,
        };
        if dim >= rank as i128 {
            return err("concatenation dim must be less than the tensor rank".into());
        }
        let dim = dim as usize;
        let mut sizes = vec![DYNAMIC; rank];
        for (i, size) in sizes.iter_mut().enumerate() {
            if i == dim {
                continue;
            }
            for (s, _, _) in &inputs {
                let d = s[i];
                if d == DYNAMIC {
                    continue;
                }
                if *size != DYNAMIC && *size != d {
                    return err(format!(
                        "static concatenation size mismatch along non-concatenated dimension {i}"
                    ));
                }
                *size = d;
            }
        }
        sizes[dim] = inputs
            .iter()
            .try_fold(0i64, |acc, (s, _, _)| {
                if s[dim] == DYNAMIC {
                    None
                } else {
                    acc.checked_add(s[dim])
                }
            })
            .unwrap_or(DYNAMIC);
        let inferred = tensor_of(ctx, sizes.clone(), inputs[0].1, None);
        for (a, b) in sizes.iter().zip(&rshape) {
            if *a != DYNAMIC && *b != DYNAMIC && a != b {
                return err(format!(
                    "result type {}does not match inferred shape {} static sizes",
                    ty_str(ctx, result),
                    ty_str(ctx, inferred)
                ));
            }
        }
        Ok(())
    }
}

/// `GatherOp::inferResultType`: the leading dims of the indices, then the
/// source dims with the gathered ones set to 1 (or dropped).
fn gather_result_type(ctx: &Context, source: Type, indices: &[i64], dims: &[i64], reduced: bool) -> Type {
    let Some((sshape, elem, enc)) = ranked_tensor(ctx, source) else {
        return source;
    };
    let mut shape: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in sshape.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !reduced {
                shape.push(1);
            }
            continue;
        }
        shape.push(d);
    }
    tensor_of(ctx, shape, elem, enc)
}

/// `verifyGatherOrScatterDims`.
fn verify_gather_scatter_dims(dims: &[i64], indices: &[i64], rank: usize, what: &str, of: &str) -> Result<(), String> {
    if dims.is_empty() {
        return Err(format!("{what}_dims must be non-empty"));
    }
    if dims.len() > rank {
        return Err(format!("{what}_dims overflow {of} rank"));
    }
    if indices.last() != Some(&(dims.len() as i64)) {
        return Err(format!(
            "{what}_dims length must match the size of last dimension of indices"
        ));
    }
    for &v in dims {
        if v < 0 {
            return Err(format!("{what}_dims value must be non-negative"));
        }
        if v >= rank as i64 {
            return Err(format!("{what}_dims value must be smaller than {of} rank"));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!("{what}_dims values must be strictly increasing"));
    }
    Ok(())
}

/// Shared part of gather and scatter: `dims` checked against the shaped
/// operand `shaped` and the indices, and `actual` against the inferred
/// type (`what` names it in the message).
fn verify_gather_like(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    shaped: Type,
    indices: Type,
    actual: Type,
    names: [&str; 3],
) -> VResult {
    let dims = dense_i64s(ctx, arena, op, &format!("{}_dims", names[0]));
    let (Some((sshape, _, _)), Some((ishape, _, _))) = (ranked_tensor(ctx, shaped), ranked_tensor(ctx, indices)) else {
        return Ok(());
    };
    verify_gather_scatter_dims(&dims, &ishape, sshape.len(), names[0], names[1])
        .map_err(|m| op_error(ctx, arena, op, m))?;
    if names[0] == "scatter" && ir::ods::access::inherent(ctx, arena, op, "unique").is_none() {
        return fail_op(ctx, arena, op, "requires 'unique' attribute to be set");
    }
    let full = gather_result_type(ctx, shaped, &ishape, &dims, false);
    let reduced = gather_result_type(ctx, shaped, &ishape, &dims, true);
    if actual != full && actual != reduced {
        return fail_op(
            ctx,
            arena,
            op,
            format!(
                "{} type mismatch: expected {} or its rank-reduced variant {} (got: {})",
                names[2],
                ty_str(ctx, full),
                ty_str(ctx, reduced),
                ty_str(ctx, actual)
            ),
        );
    }
    Ok(())
}

impl GatherOp {
    /// `GatherOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let source = arena.value_type(self.source(ctx, arena));
        let indices = arena.value_type(self.indices(ctx, arena));
        let result = result_ty(arena, op, 0);
        verify_gather_like(ctx, arena, op, source, indices, result, ["gather", "source", "result"])
    }
}

impl ScatterOp {
    /// `ScatterOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let source = arena.value_type(self.source(ctx, arena));
        let dest = arena.value_type(self.dest(ctx, arena));
        let indices = arena.value_type(self.indices(ctx, arena));
        verify_gather_like(ctx, arena, op, dest, indices, source, ["scatter", "dest", "source"])
    }
}

/// The shape and element type of `op`'s ranked tensor result and the entry
/// block of its body (what the region verifiers of `tensor.generate` and
/// `tensor.pad` check against each other); `None` when either is missing.
fn result_and_body(ctx: &Context, arena: &IrArena, op: OpId) -> Option<(Vec<i64>, Type, ir::BlockId)> {
    let (shape, element, _) = ranked_tensor(ctx, result_ty(arena, op, 0))?;
    Some((shape, element, entry_block(arena, op)?))
}

/// The type of the value yielded by the terminator of `block`.
fn yielded_type(arena: &IrArena, block: ir::BlockId) -> Option<Type> {
    let term = arena.last_op(block)?;
    let v = arena.operands(term).next()?;
    Some(arena.value_type(v))
}

impl GenerateOp {
    /// `GenerateOp::verify`: one index operand per dynamic extent
    /// (`verifyDynamicDimensionCount`).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let Some((shape, _, _)) = ranked_tensor(ctx, result_ty(arena, op, 0)) else {
            return Ok(());
        };
        verify_dynamic_count(ctx, arena, op, &shape, arena.num_operands(op))
    }

    /// `GenerateOp::verifyRegions`: index arguments, one per dimension, and
    /// a yield of the element type.
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let Some((shape, element, block)) = result_and_body(ctx, arena, op) else {
            return Ok(());
        };
        let n = arena.num_args(block);
        if (0..n).any(|i| !matches!(ctx.type_kind(arena.value_type(arena.arg(block, i))), TypeKind::Index)) {
            return fail(ctx, arena, op, "all body arguments must be index");
        }
        if n != shape.len() {
            return fail(ctx, arena, op, "must have one body argument per input dimension");
        }
        if yielded_type(arena, block).is_some_and(|t| t != element) {
            return fail_op(
                ctx,
                arena,
                op,
                "body must be terminated with a `yield` operation of the tensor element type",
            );
        }
        Ok(())
    }
}

/// `PadOp::inferResultType`: each dimension grows by its static padding
/// (dynamic when the source or a padding is); `None` on a rank mismatch.
fn pad_result_shape(source: &[i64], low: &[i64], high: &[i64]) -> Option<Vec<i64>> {
    if low.len() != source.len() || high.len() != source.len() {
        return None;
    }
    Some(
        source
            .iter()
            .zip(low.iter().zip(high))
            .map(|(&s, (&l, &h))| {
                if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                    DYNAMIC
                } else {
                    s.wrapping_add(l).wrapping_add(h)
                }
            })
            .collect(),
    )
}

impl PadOp {
    /// `PadOp::verify`: the result type is the padded source type (where
    /// both are static).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let source = arena.value_type(self.source(ctx, arena));
        let result = result_ty(arena, op, 0);
        let (Some((sshape, elem, _)), Some((rshape, _, _))) = (ranked_tensor(ctx, source), ranked_tensor(ctx, result))
        else {
            return Ok(());
        };
        let low = dense_i64s(ctx, arena, op, "static_low");
        let high = dense_i64s(ctx, arena, op, "static_high");
        let Some(expected) = pad_result_shape(&sshape, &low, &high) else {
            return fail(
                ctx,
                arena,
                op,
                format!(
                    "failed to infer expectedType from sourceType {}, specified resultType is {}",
                    ty_str(ctx, source),
                    ty_str(ctx, result)
                ),
            );
        };
        let mismatch =
            rshape.len() != expected.len() || expected.iter().zip(&rshape).any(|(&e, &r)| r != e && e != DYNAMIC);
        if mismatch {
            let inferred = tensor_of(ctx, expected, elem, None);
            return fail(
                ctx,
                arena,
                op,
                format!(
                    "specified type {} does not match the inferred type {}",
                    ty_str(ctx, result),
                    ty_str(ctx, inferred)
                ),
            );
        }
        Ok(())
    }

    /// `PadOp::verifyRegions`: one index argument per dimension and a yield
    /// of the element type.
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let Some((shape, element, block)) = result_and_body(ctx, arena, op) else {
            return Ok(());
        };
        let n = arena.num_args(block);
        if n != shape.len() {
            return fail(
                ctx,
                arena,
                op,
                format!("expected the block to have {} arguments", shape.len()),
            );
        }
        for i in 0..n {
            if !matches!(ctx.type_kind(arena.value_type(arena.arg(block, i))), TypeKind::Index) {
                return fail_op(
                    ctx,
                    arena,
                    op,
                    format!("expected block argument {} to be an index", i + 1),
                );
            }
        }
        if yielded_type(arena, block).is_some_and(|t| t != element) {
            return fail_op(ctx, arena, op, "expected yield type to match shape element type");
        }
        Ok(())
    }
}

/// Number of elements of a static shape.
fn num_elements(shape: &[i64]) -> i64 {
    shape.iter().fold(1i64, |n, &d| n.wrapping_mul(d))
}

impl ReshapeOp {
    /// `ReshapeOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let err = |m: &str| fail_op(ctx, arena, op, m);
        let source = ctx.type_kind(arena.value_type(self.source(ctx, arena))).clone();
        let result = ctx.type_kind(result_ty(arena, op, 0)).clone();
        if source.element() != result.element() {
            return err("element types of source and destination tensor types should be the same");
        }
        let shape_len = ranked_tensor(ctx, arena.value_type(self.shape(ctx, arena)))
            .and_then(|(s, _, _)| s.first().copied())
            .unwrap_or(DYNAMIC);
        if let Some(rshape) = result.shape() {
            if let Some(sshape) = source.shape() {
                let static_ = |s: &[i64]| !s.contains(&DYNAMIC);
                if static_(rshape) && static_(sshape) && num_elements(sshape) != num_elements(rshape) {
                    return err("source and destination tensor should have the same number of elements");
                }
            }
            if shape_len == DYNAMIC {
                return err("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type");
            }
            if shape_len != rshape.len() as i64 {
                return err("length of shape operand differs from the result's tensor rank");
            }
        }
        Ok(())
    }
}

/// `verifyDynamicDimensionCount`: one size operand per dynamic dimension
/// of `shape` (`have` operands given).
pub(crate) fn verify_dynamic_count(ctx: &Context, arena: &IrArena, op: OpId, shape: &[i64], have: usize) -> VResult {
    let want = num_dynamic(shape);
    if have != want {
        return fail_op(
            ctx,
            arena,
            op,
            format!("incorrect number of dynamic sizes, has {have}, expected {want}"),
        );
    }
    Ok(())
}

/// `verify` of `tensor.empty` and `tensor.splat`: one operand per dynamic
/// dimension (`skip` leading operands are not sizes).
fn verify_dynamic_sizes(ctx: &Context, arena: &IrArena, op: OpId, skip: usize) -> VResult {
    let Some((shape, _, _)) = ranked_tensor(ctx, result_ty(arena, op, 0)) else {
        return Ok(());
    };
    verify_dynamic_count(ctx, arena, op, &shape, arena.num_operands(op).saturating_sub(skip))
}

impl SplatOp {
    /// `SplatOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        verify_dynamic_sizes(ctx, arena, self.0, 1)
    }
}

impl EmptyOp {
    /// `EmptyOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        verify_dynamic_sizes(ctx, arena, self.0, 0)
    }
}

/// `emitOpError(message(rank, n))` unless the `n` operands after the first
/// `skip` are one index per dimension of operand `at`, whose rank
/// `rank_of` reads from its type (no check when it reads none). The
/// tensor and memref element accesses share it.
pub(crate) fn check_index_count(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    at: usize,
    skip: usize,
    rank_of: impl FnOnce(&Context, Type) -> Option<usize>,
    message: impl FnOnce(usize, usize) -> String,
) -> VResult {
    let Some(rank) = arena
        .operands(op)
        .nth(at)
        .and_then(|v| rank_of(ctx, arena.value_type(v)))
    else {
        return Ok(());
    };
    let n = arena.num_operands(op).saturating_sub(skip);
    if n != rank {
        return fail_op(ctx, arena, op, message(rank, n));
    }
    Ok(())
}

/// The rank of a ranked tensor type.
fn tensor_rank(ctx: &Context, ty: Type) -> Option<usize> {
    ranked_tensor(ctx, ty).map(|(shape, _, _)| shape.len())
}

impl ExtractOp {
    /// `ExtractOp::verify`: one index per dimension.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        check_index_count(ctx, arena, self.0, 0, 1, tensor_rank, |_, _| {
            "incorrect number of indices for extract_element".into()
        })
    }
}

impl InsertOp {
    /// `InsertOp::verify`: one index per dimension.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        check_index_count(ctx, arena, self.0, 1, 2, tensor_rank, |_, _| {
            "incorrect number of indices".into()
        })
    }
}

/// The static offsets, sizes and strides of an op with
/// `OffsetSizeAndStrideOpInterface`, and its dynamic operand groups' sizes.
pub struct Oss {
    /// `static_offsets`, `static_sizes`, `static_strides`.
    pub statics: [Vec<i64>; 3],
    /// The number of `offsets`, `sizes`, `strides` operands.
    pub dynamic: [usize; 3],
}

impl Oss {
    /// Reads the three lists; `first_group` is the operand group index of
    /// `offsets` (the segment sizes give the counts).
    pub(crate) fn of(ctx: &Context, arena: &IrArena, op: OpId, first_group: usize) -> Oss {
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
        let count = |i: usize| segs.get(first_group + i).copied().unwrap_or(0).max(0) as usize;
        Oss {
            statics: [
                dense_i64s(ctx, arena, op, "static_offsets"),
                dense_i64s(ctx, arena, op, "static_sizes"),
                dense_i64s(ctx, arena, op, "static_strides"),
            ],
            dynamic: [count(0), count(1), count(2)],
        }
    }

    /// `verifyOffsetSizeAndStrideOp` with the op's `getArrayAttrMaxRanks`.
    pub(crate) fn verify(&self, max_ranks: [usize; 3]) -> Result<(), String> {
        let [offsets, sizes, strides] = &self.statics;
        if !(offsets.len() == 1 && max_ranks[0] == 1) && offsets.len() != sizes.len() {
            return Err(format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                offsets.len(),
                sizes.len()
            ));
        }
        if sizes.len() != strides.len() {
            return Err(format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                sizes.len(),
                strides.len()
            ));
        }
        for (i, name) in ["offset", "size", "stride"].iter().enumerate() {
            let list = &self.statics[i];
            if list.len() != max_ranks[i] {
                return Err(format!("expected {} {name} values, got {}", max_ranks[i], list.len()));
            }
            let want = num_dynamic(list);
            if self.dynamic[i] != want {
                return Err(format!(
                    "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({} vs {want})",
                    self.dynamic[i]
                ));
            }
        }
        for (list, name) in [(offsets, "offsets"), (sizes, "sizes")] {
            if let Some(v) = list.iter().find(|&&v| v < 0 && v != DYNAMIC) {
                return Err(format!("expected {name} to be non-negative, but got {v}"));
            }
        }
        Ok(())
    }
}

/// `verifyInBoundsSlice`: static offsets, sizes and strides stay inside
/// the static dimensions of `shape`.
pub(crate) fn verify_in_bounds_slice(shape: &[i64], oss: &Oss) -> Result<(), String> {
    let [offsets, sizes, strides] = &oss.statics;
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&offset), Some(&size), Some(&stride)) = (offsets.get(i), sizes.get(i), strides.get(i)) else {
            continue;
        };
        if dim == DYNAMIC || offset == DYNAMIC {
            continue;
        }
        if offset >= dim {
            return Err(format!("offset {i} is out-of-bounds: {offset} >= {dim}"));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = offset.wrapping_add(size.wrapping_sub(1).wrapping_mul(stride));
        if last >= dim {
            return Err(format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"));
        }
    }
    Ok(())
}

/// `computeRankReductionMask`: whether `reduced` is `original` with some
/// size-1 dimensions dropped.
pub(crate) fn rank_reduction_ok(original: &[i64], reduced: &[i64]) -> bool {
    let mut r = 0;
    for &d in original {
        if r < reduced.len() && d == reduced[r] {
            r += 1;
            continue;
        }
        if d != 1 {
            return false;
        }
    }
    r == reduced.len()
}

/// `isRankReducedType` + `produceSliceErrorMsg` for tensors: `candidate`
/// must be `expected` or a rank-reduced version of it (errors are plain
/// `emitError`s).
fn verify_slice_type(ctx: &Context, arena: &IrArena, op: OpId, expected: Type, candidate: Type) -> VResult {
    if expected == candidate {
        return Ok(());
    }
    let (Some((eshape, eelem, _)), Some((cshape, celem, _))) =
        (ranked_tensor(ctx, expected), ranked_tensor(ctx, candidate))
    else {
        return Ok(());
    };
    if cshape.len() > eshape.len() {
        return fail(
            ctx,
            arena,
            op,
            "expected rank to be smaller or equal to the other rank. ",
        );
    }
    if !rank_reduction_ok(&eshape, &cshape) {
        return fail(
            ctx,
            arena,
            op,
            format!(
                "expected type to be {} or a rank-reduced version. (size mismatch) ",
                ty_str(ctx, expected)
            ),
        );
    }
    if eelem != celem {
        return fail(
            ctx,
            arena,
            op,
            format!("expected element type to be {}", ty_str(ctx, eelem)),
        );
    }
    Ok(())
}

/// The slice type `ExtractSliceOp::inferResultType` gives for `source`
/// and the static sizes.
fn slice_type(ctx: &Context, source: Type, sizes: &[i64]) -> Option<Type> {
    let (_, elem, enc) = ranked_tensor(ctx, source)?;
    Some(tensor_of(ctx, sizes.to_vec(), elem, enc))
}

impl ExtractSliceOp {
    /// `OffsetSizeAndStrideOpInterface`'s verifier, then
    /// `ExtractSliceOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let source = arena.value_type(self.source(ctx, arena));
        let Some((sshape, _, _)) = ranked_tensor(ctx, source) else {
            return Ok(());
        };
        let oss = Oss::of(ctx, arena, op, 1);
        let rank = sshape.len();
        oss.verify([rank; 3]).map_err(|m| plain_error(ctx, arena, op, m))?;
        let Some(expected) = slice_type(ctx, source, &oss.statics[1]) else {
            return Ok(());
        };
        verify_slice_type(ctx, arena, op, expected, result_ty(arena, op, 0))?;
        verify_in_bounds_slice(&sshape, &oss).map_err(|m| plain_error(ctx, arena, op, m))
    }
}

/// `InsertSliceOp::verify` and the slice part of
/// `ParallelInsertSliceOp::verify` (after the offset, size and stride
/// checks): the source is the slice of the destination, or a rank-reduced
/// version of it, and the slice stays in bounds.
fn verify_insert_like(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let dest = arena.value_type(arena.operand(op, 1));
    let Some((dshape, _, _)) = ranked_tensor(ctx, dest) else {
        return Ok(());
    };
    let oss = Oss::of(ctx, arena, op, 2);
    oss.verify([dshape.len(); 3])
        .map_err(|m| plain_error(ctx, arena, op, m))?;
    let Some(expected) = slice_type(ctx, dest, &oss.statics[1]) else {
        return Ok(());
    };
    verify_slice_type(ctx, arena, op, expected, arena.value_type(arena.operand(op, 0)))?;
    verify_in_bounds_slice(&dshape, &oss).map_err(|m| plain_error(ctx, arena, op, m))
}

impl InsertSliceOp {
    /// `OffsetSizeAndStrideOpInterface`'s verifier, then
    /// `InsertSliceOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        verify_insert_like(ctx, arena, self.0)
    }
}

/// The ops implementing `InParallelOpInterface` upstream.
const IN_PARALLEL_OPS: &[&str] = &["scf.forall.in_parallel"];

impl ParallelInsertSliceOp {
    /// `ParallelInsertSliceOp::verify`: inside an `InParallelOpInterface`
    /// op (the parent is printed after the message, as upstream), then the
    /// `insert_slice` checks.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let parent = arena.op_parent(op).and_then(|b| arena.block_parent_op(b));
        if let Some(parent) = parent.filter(|&p| !IN_PARALLEL_OPS.contains(&ctx.op_info(arena.op_name(p)).name())) {
            let opts = ir::text::printer::PrintOptions {
                generic: true,
                ..Default::default()
            };
            let shown = ir::text::printer::print_operation_local(ctx, arena, parent, opts);
            return fail(
                ctx,
                arena,
                op,
                format!("expected InParallelOpInterface parent, got:\n{shown}"),
            );
        }
        verify_insert_like(ctx, arena, op)
    }
}

/// The `reassociation` attribute of a reshape op as index groups.
pub(crate) fn reassociation(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<Vec<i64>> {
    let Some(attr) = ir::ods::access::inherent(ctx, arena, op, "reassociation") else {
        return Vec::new();
    };
    let ir::AttrKind::Array(groups) = ctx.attr_kind(attr) else {
        return Vec::new();
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            ir::AttrKind::Array(items) => items
                .iter()
                .filter_map(|&i| match ctx.attr_kind(i) {
                    ir::AttrKind::Integer { value, .. } => value.to_i128().map(|v| v as i64),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// `verifyReshapeLikeTypes` (ReshapeOpsUtils): ranks, reassociation maps
/// and the shapes of the groups.
pub(crate) fn verify_reshape_like(
    ctx: &Context,
    expanded: Type,
    collapsed: Type,
    groups: &[Vec<i64>],
) -> Result<(), String> {
    let kind = |t: Type| ctx.type_kind(t).shape().map(<[i64]>::to_vec).unwrap_or_default();
    let (eshape, cshape) = (kind(expanded), kind(collapsed));
    if eshape.len() < cshape.len() {
        return Err(format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            ty_str(ctx, expanded),
            ty_str(ctx, collapsed)
        ));
    }
    if cshape.len() != groups.len() {
        return Err(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            cshape.len(),
            groups.len()
        ));
    }
    let num_dims = groups.iter().flatten().copied().max().map_or(1, |m| m.max(0) + 1);
    if !groups.is_empty() && num_dims != eshape.len() as i64 {
        return Err(format!(
            "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {num_dims}.",
            eshape.len()
        ));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                return Err(format!("expected reassociation map #{i} to be valid and contiguous."));
            }
            next += 1;
        }
    }
    if !groups.is_empty() && next != num_dims {
        return Err(format!(
            "expected reassociation map #{} to be valid and contiguous.",
            groups.len() - 1
        ));
    }
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let band = eshape.get(start..start + g.len()).unwrap_or(&[]);
        start += g.len();
        if band.contains(&DYNAMIC) {
            if cshape[i] != DYNAMIC {
                return Err(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                ));
            }
        } else {
            let product = num_elements(band);
            if cshape[i] != product {
                return Err(format!(
                    "expected dimension {i} of collapsed type to be static value of {product}"
                ));
            }
        }
    }
    Ok(())
}

/// `verifyTensorReshapeOp`: the shared reshape checks, then the collapsed
/// type against `CollapseShapeOp::inferCollapsedType`.
fn verify_tensor_reshape(ctx: &Context, arena: &IrArena, op: OpId, expanded: Type, collapsed: Type) -> VResult {
    let groups = reassociation(ctx, arena, op);
    verify_reshape_like(ctx, expanded, collapsed, &groups).map_err(|m| op_error(ctx, arena, op, m))?;
    let (Some((eshape, elem, _)), Some((cshape, celem, _))) =
        (ranked_tensor(ctx, expanded), ranked_tensor(ctx, collapsed))
    else {
        return Ok(());
    };
    let mut start = 0usize;
    let shape: Vec<i64> = groups
        .iter()
        .map(|g| {
            let band = eshape.get(start..start + g.len()).unwrap_or(&[]);
            start += g.len();
            if band.contains(&DYNAMIC) {
                DYNAMIC
            } else {
                num_elements(band)
            }
        })
        .collect();
    if shape != cshape || elem != celem {
        let expected = tensor_of(ctx, shape, elem, None);
        return fail_op(
            ctx,
            arena,
            op,
            format!(
                "expected collapsed type to be {}, but got {}",
                ty_str(ctx, expected),
                ty_str(ctx, collapsed)
            ),
        );
    }
    Ok(())
}

/// The `static_output_shape` checks of an `expand_shape`: one entry per
/// result dimension (`what` is "dims" for tensors, "bounds" for memrefs)
/// and one `output_shape` operand per dynamic entry.
pub(crate) fn verify_output_shape(ctx: &Context, arena: &IrArena, op: OpId, rshape: &[i64], what: &str) -> VResult {
    let statics = dense_i64s(ctx, arena, op, "static_output_shape");
    if statics.len() != rshape.len() {
        return fail_op(
            ctx,
            arena,
            op,
            format!(
                "expected number of static shape {what} to be equal to the output rank ({}) but found {} inputs instead",
                rshape.len(),
                statics.len()
            ),
        );
    }
    let dynamic = arena.num_operands(op).saturating_sub(1);
    if dynamic != num_dynamic(&statics) {
        return fail_op(
            ctx,
            arena,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {} dynamic dims while output_shape has {dynamic} values",
                num_dynamic(&statics)
            ),
        );
    }
    Ok(())
}

impl ExpandShapeOp {
    /// `ExpandShapeOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let src = arena.value_type(self.src(ctx, arena));
        let result = result_ty(arena, op, 0);
        let Some((rshape, _, _)) = ranked_tensor(ctx, result) else {
            return Ok(());
        };
        verify_output_shape(ctx, arena, op, &rshape, "dims")?;
        verify_tensor_reshape(ctx, arena, op, result, src)
    }
}

impl CollapseShapeOp {
    /// `CollapseShapeOp::verify`: no empty reassociation group, then the
    /// shared reshape checks.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        if reassociation(ctx, arena, op).iter().any(Vec::is_empty) {
            return Err(op_error(ctx, arena, op, "reassociation indices must not be empty"));
        }
        let src = arena.value_type(self.src(ctx, arena));
        verify_tensor_reshape(ctx, arena, op, src, result_ty(arena, op, 0))
    }
}

/// `verifyCompatibleShape` of two tensor types: an unranked one is
/// compatible with all, ranked ones agree on the rank and on the sizes
/// both know.
fn compatible_tensor_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a).shape(), ctx.type_kind(b).shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

/// The bit width of an integer or float element type.
fn element_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty).element().map(|e| ctx.type_kind(e)) {
        Some(TypeKind::Integer { width, .. }) => Some(*width),
        Some(TypeKind::Float(k)) => Some(k.bit_width()),
        _ => None,
    }
}

impl ir::interfaces::CastOpInterface for CastOp {
    /// `CastOp::areCastCompatible`: one tensor to another of the same element type
    /// and a compatible shape.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let elem = |t: Type| ctx.type_kind(t).element();
        matches!((inputs, outputs), (&[a], &[b]) if elem(a).is_some() && elem(a) == elem(b) && compatible_tensor_shapes(ctx, a, b))
    }
}

impl ir::interfaces::CastOpInterface for BitcastOp {
    /// `BitcastOp::areCastCompatible`: elements of one bit width and compatible
    /// shapes.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        matches!((inputs, outputs), (&[a], &[b]) if element_width(ctx, a).is_some()
            && element_width(ctx, a) == element_width(ctx, b)
            && compatible_tensor_shapes(ctx, a, b))
    }
}

impl ir::interfaces::ShapedDimOpInterface for ops::DimOp {
    /// `getShapedValue`: the source.
    fn shaped_value(self, ctx: &Context, arena: &IrArena) -> ir::Value {
        self.source(ctx, arena)
    }
    /// `getDimension`: the index operand.
    fn dimension(self, ctx: &Context, arena: &IrArena) -> ir::ods::FoldResult {
        ir::ods::FoldResult::Value(self.index(ctx, arena))
    }
}

impl ir::interfaces::ConditionallySpeculatable for ops::DimOp {
    /// `DimOp::getSpeculatability`: a constant index below the ranked source's rank.
    fn speculatability(self, ctx: &Context, arena: &IrArena) -> ir::speculation::Speculatability {
        let (source, index) = (self.source(ctx, arena), self.index(ctx, arena));
        crate::common::speculation::dim_speculatability(ctx, arena, source, index)
    }
}

crate::common::int_range::dim_range!(ops::DimOp);
