//! The memref dialect's hand-written custom forms (MLIR 22's
//! `MemRefOps.cpp`): `memref.transpose` (a bare permutation map),
//! `memref.generic_atomic_rmw` (a region after the subscripts),
//! `memref.alloca_scope`, `memref.dma_start` and `memref.prefetch`, and
//! `memref.global`'s `custom<GlobalMemrefOpTypeAndInitialValue>`; and the
//! verifiers of the memref ops. Result names are in [`crate::common::result_names`].

pub mod folds;
mod reify;
pub mod resolve_shaped_type_result_dims;
pub mod run;
mod view_like;
// A hook `memref.ods` names.
use crate::affine::is_affine_map_attr;

// The constant materializer `memref.ods` names (`constant_materializer`).
use crate::common::build::materialize;
crate::common::ods_ops!("memref");

use ir::ods::format::{CustomParseArgs, CustomPrintArgs};
use ir::ods::infer::{InferInputs, InferResult};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct, UnresolvedOperand};
use ir::{AttrKind, Diagnostic, Type, Value};

use crate::affine::{all_attrs, cerr, element_type, inherent, map_of, parse_delimited_operands};
use crate::func::{op_error, plain_error};
use crate::memref::ops::{
    AllocOp, AllocaOp, AllocaScopeOp, CollapseShapeOp, DistinctObjectsOp, DmaStartOp, DmaWaitOp, ExpandShapeOp,
    GenericAtomicRMWOp, LoadOp, PrefetchOp, ReallocOp, ReinterpretCastOp, StoreOp, TransposeOp,
};
use crate::tensor::{
    check_index_count, dense_i64s, fail, fail_op, num_dynamic, reassociation, ty_str, verify_dynamic_count,
    verify_output_shape, Oss,
};
use layout::{collapsed_layout, expanded_layout, identity_layout, memref_of, memref_parts, strides_and_offset};

pub(crate) mod layout;
pub(crate) mod simplify;
pub(crate) mod verify;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, TypeKind};

type PResult<T> = Result<T, Diagnostic>;

impl TransposeOp {
    /// `%in (d0, d1) -> (d1, d0) attr-dict : type to type`.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let ctx = p.ctx();
        let operand = p.parse_operand()?;
        let map = p.parse_affine_map()?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let src = p.parse_colon_type()?;
        let v = p.resolve_operand(operand, src)?;
        st.operands.push(v);
        if !p.parse_optional_keyword("to") {
            let here = p.offset();
            return Err(cerr(p, st, here, "expected 'to'"));
        }
        let dst = p.parse_type()?;
        st.result_types.push(dst);
        st.properties
            .push((ctx.string_attr(b"permutation"), ctx.get_attr(AttrKind::AffineMap(map))));
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        p.print(" ");
        p.print_operands(&operands);
        if let Some(map) = map_of(p.ctx(), inherent(p, op, "permutation")) {
            p.print(&format!(" {map}"));
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &["permutation"]);
        p.print(" : ");
        if let Some(&v) = operands.first() {
            p.print_type(p.arena().value_type(v));
        }
        p.print(" to ");
        let results: Vec<Type> = p.arena().result_types(op).collect();
        if let Some(&t) = results.first() {
            p.print_type(t);
        }
    }
}

impl GenericAtomicRMWOp {
    /// `%m[%i, ...] : type {region} attr-dict`.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let ctx = p.ctx();
        let memref = p.parse_operand()?;
        let ivs = parse_delimited_operands(p, Punct::LSquare, Punct::RSquare, false)?;
        let ty = p.parse_colon_type()?;
        let at = p.offset();
        let m = p.resolve_operand(memref, ty)?;
        st.operands.push(m);
        let index = ctx.index_type();
        let types = vec![index; ivs.len()];
        let ivs: Vec<Value> = p.resolve_operands(&ivs, &types, at)?;
        st.operands.extend(ivs);
        let region = p.new_region();
        p.parse_region(region, &[], false)?;
        st.regions.push(region);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        st.result_types.push(element_type(ctx, ty));
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        let Some((&memref, ivs)) = operands.split_first() else {
            return;
        };
        p.print(" ");
        p.print_operand(memref);
        p.print("[");
        p.print_operands(ivs);
        p.print("] : ");
        p.print_type(p.arena().value_type(memref));
        p.print(" ");
        if let Some(&r) = p.arena().regions(op).first() {
            p.print_region(r, true, true);
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

impl AllocaScopeOp {
    /// `AllocaScopeOp::parse`: `[-> (types)] region attr-dict`.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        if p.parse_optional_punct(Punct::Arrow) {
            st.result_types = p.parse_function_result_types()?;
        }
        let region = p.new_region();
        p.parse_region(region, &[], false)?;
        p.ensure_terminator(region, "memref.alloca_scope.return", st.loc);
        st.regions.push(region);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        Ok(())
    }

    /// `AllocaScopeOp::print`: the terminator only when there are results.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let results: Vec<Type> = p.arena().result_types(op).collect();
        p.print(" ");
        if !results.is_empty() {
            p.print(" -> (");
            p.print_type_list(&results);
            p.print(")");
        }
        p.print(" ");
        if let Some(&r) = p.arena().regions(op).first() {
            p.print_region(r, false, !results.is_empty());
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

/// Resolves `us` to `ty` and appends them to the operands.
fn resolve_all<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut OperationState,
    at: usize,
    us: &[UnresolvedOperand<'a>],
    ty: Type,
) -> PResult<()> {
    let tys = vec![ty; us.len()];
    st.operands.extend(p.resolve_operands(us, &tys, at)?);
    Ok(())
}

/// The memref rank of a type (0 for other types).
fn memref_rank(ctx: &Context, ty: Type) -> usize {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// `emitOpError(message(rank, n))` unless the `n` operands after the first
/// `skip` are one index per dimension of the memref operand `at`.
pub(super) fn check_indices(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    at: usize,
    skip: usize,
    message: impl FnOnce(usize, usize) -> String,
) -> Result<(), Diagnostic> {
    let rank_of = |ctx: &Context, ty: Type| Some(memref_rank(ctx, ty));
    check_index_count(ctx, arena, op, at, skip, rank_of, message)
}

/// Whether `ty` is `index`.
fn is_index(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Index)
}

/// The end of a DMA start, memref's or affine's: an optional
/// `, %stride, %num_elements_per_stride` and `: type-list`; `name_at` is
/// where the op's name is, for the error of a wrong stride count.
pub(crate) fn parse_dma_stride_and_types<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &OperationState,
    name_at: usize,
) -> PResult<(Vec<UnresolvedOperand<'a>>, Vec<Type>)> {
    let stride = if p.parse_optional_punct(Punct::Comma) {
        p.parse_operand_list()?
    } else {
        Vec::new()
    };
    if !stride.is_empty() && stride.len() != 2 {
        return Err(cerr(p, st, name_at, "expected two stride related operands"));
    }
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    Ok((stride, types))
}

impl DmaStartOp {
    /// `DmaStartOp::parse`: `%src[...], %dst[...], %n, %tag[...] [, %stride,
    /// %per_stride] : src_type, dst_type, tag_type` (no attribute dictionary,
    /// as upstream).
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let name_at = p.op_name_before(p.offset()).0;
        let src = p.parse_operand()?;
        let src_idx = parse_delimited_operands(p, Punct::LSquare, Punct::RSquare, false)?;
        p.parse_punct(Punct::Comma)?;
        let dst = p.parse_operand()?;
        let dst_idx = parse_delimited_operands(p, Punct::LSquare, Punct::RSquare, false)?;
        p.parse_punct(Punct::Comma)?;
        let num = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        let tag = p.parse_operand()?;
        let tag_idx = parse_delimited_operands(p, Punct::LSquare, Punct::RSquare, false)?;
        let (stride, types) = parse_dma_stride_and_types(p, st, name_at)?;
        if types.len() != 3 {
            return Err(cerr(p, st, name_at, "fewer/more types expected"));
        }
        let index = p.ctx().index_type();
        let here = p.offset();
        resolve_all(p, st, here, &[src], types[0])?;
        resolve_all(p, st, here, &src_idx, index)?;
        resolve_all(p, st, here, &[dst], types[1])?;
        resolve_all(p, st, here, &dst_idx, index)?;
        resolve_all(p, st, here, &[num], index)?;
        resolve_all(p, st, here, &[tag], types[2])?;
        resolve_all(p, st, here, &tag_idx, index)?;
        resolve_all(p, st, here, &stride, index)?;
        Ok(())
    }

    /// `DmaStartOp::print`.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ops = p.operands_of(op);
        let ctx = p.ctx();
        let ty = |i: usize| ops.get(i).map(|&v| p.arena().value_type(v));
        let src_rank = ty(0).map_or(0, |t| memref_rank(ctx, t));
        let dst_at = 1 + src_rank;
        let dst_rank = ty(dst_at).map_or(0, |t| memref_rank(ctx, t));
        let num_at = dst_at + 1 + dst_rank;
        let tag_at = num_at + 1;
        let tag_rank = ty(tag_at).map_or(0, |t| memref_rank(ctx, t));
        let end = (tag_at + 1 + tag_rank).min(ops.len());
        let slice = |a: usize, b: usize| ops.get(a.min(ops.len())..b.min(ops.len())).unwrap_or(&[]).to_vec();
        let types: Vec<Type> = [0, dst_at, tag_at].iter().filter_map(|&i| ty(i)).collect();
        p.print(" ");
        p.print_operands(&slice(0, 1));
        p.print("[");
        p.print_operands(&slice(1, dst_at));
        p.print("], ");
        p.print_operands(&slice(dst_at, dst_at + 1));
        p.print("[");
        p.print_operands(&slice(dst_at + 1, num_at));
        p.print("], ");
        p.print_operands(&slice(num_at, num_at + 1));
        p.print(", ");
        p.print_operands(&slice(tag_at, tag_at + 1));
        p.print("[");
        p.print_operands(&slice(tag_at + 1, end));
        p.print("]");
        if ops.len() == end + 2 {
            p.print(", ");
            p.print_operands(&slice(end, end + 2));
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
        p.print(" : ");
        p.print_type_list(&types);
    }

    /// `DmaStartOp::verify`: memref operands with as many index operands as
    /// their ranks, and the optional stride pair.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let err = |m: String| fail_op(ctx, arena, op, m);
        let ops: Vec<Value> = arena.operands(op).collect();
        let n = ops.len();
        if n < 4 {
            return err("expected at least 4 operands".into());
        }
        let ty = |i: usize| ops.get(i).map(|&v| arena.value_type(v));
        let is_memref = |i: usize| ty(i).is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::MemRef { .. }));
        let all_index = |a: usize, b: usize| (a..b).all(|i| ty(i).is_some_and(|t| is_index(ctx, t)));
        if !is_memref(0) {
            return err("expected source to be of memref type".into());
        }
        let src_rank = ty(0).map_or(0, |t| memref_rank(ctx, t));
        if n < src_rank + 4 {
            return err(format!("expected at least {} operands", src_rank + 4));
        }
        if !all_index(1, 1 + src_rank) {
            return err("expected source indices to be of index type".into());
        }
        let dst_at = 1 + src_rank;
        if !is_memref(dst_at) {
            return err("expected destination to be of memref type".into());
        }
        let dst_rank = ty(dst_at).map_or(0, |t| memref_rank(ctx, t));
        let mut expected = src_rank + dst_rank + 4;
        if n < expected {
            return err(format!("expected at least {expected} operands"));
        }
        if !all_index(dst_at + 1, dst_at + 1 + dst_rank) {
            return err("expected destination indices to be of index type".into());
        }
        let num_at = dst_at + 1 + dst_rank;
        if !all_index(num_at, num_at + 1) {
            return err("expected num elements to be of index type".into());
        }
        let tag_at = num_at + 1;
        if !is_memref(tag_at) {
            return err("expected tag to be of memref type".into());
        }
        let tag_rank = ty(tag_at).map_or(0, |t| memref_rank(ctx, t));
        expected += tag_rank;
        if n < expected {
            return err(format!("expected at least {expected} operands"));
        }
        if !all_index(tag_at + 1, tag_at + 1 + tag_rank) {
            return err("expected tag indices to be of index type".into());
        }
        if n != expected && n != expected + 2 {
            return err("incorrect number of operands".into());
        }
        if n == expected + 2 && !all_index(expected, n) {
            return err("expected stride and num elements per stride to be of type index".into());
        }
        Ok(())
    }
}

impl DmaWaitOp {
    /// `DmaWaitOp::verify`: one tag index per dimension of the tag memref.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        check_indices(ctx, arena, self.0, 0, 2, |rank, n| {
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
            )
        })
    }
}

impl PrefetchOp {
    /// `PrefetchOp::parse`: `%m[...], read|write, locality<N>, data|instr : type`
    /// (no attribute dictionary, as upstream).
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let ctx = p.ctx();
        let name_at = p.op_name_before(p.offset()).0;
        let memref = p.parse_operand()?;
        let indices = parse_delimited_operands(p, Punct::LSquare, Punct::RSquare, false)?;
        p.parse_punct(Punct::Comma)?;
        let rw = keyword(p)?;
        p.parse_punct(Punct::Comma)?;
        if !p.parse_optional_keyword("locality") {
            return Err(p.error("expected 'locality'"));
        }
        p.parse_punct(Punct::Less)?;
        let hint = p.parse_attribute(Some(ctx.int_type(32)))?;
        st.properties.push((ctx.string_attr(b"localityHint"), hint));
        p.parse_punct(Punct::Greater)?;
        p.parse_punct(Punct::Comma)?;
        let cache = keyword(p)?;
        let ty = p.parse_colon_type()?;
        let at = p.offset();
        st.operands.push(p.resolve_operand(memref, ty)?);
        let index = ctx.index_type();
        st.operands
            .extend(p.resolve_operands(&indices, &vec![index; indices.len()], at)?);
        if rw != "read" && rw != "write" {
            return Err(cerr(p, st, name_at, "rw specifier has to be 'read' or 'write'"));
        }
        st.properties
            .push((ctx.string_attr(b"isWrite"), ctx.get_attr(AttrKind::Bool(rw == "write"))));
        if cache != "data" && cache != "instr" {
            return Err(cerr(p, st, name_at, "cache type has to be 'data' or 'instr'"));
        }
        st.properties.push((
            ctx.string_attr(b"isDataCache"),
            ctx.get_attr(AttrKind::Bool(cache == "data")),
        ));
        Ok(())
    }

    /// `PrefetchOp::print`.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ops = p.operands_of(op);
        let Some((&memref, indices)) = ops.split_first() else {
            return;
        };
        let flag = |p: &OpAsmPrinter<'_, '_>, name: &str| {
            inherent(p, op, name).is_some_and(|a| matches!(p.ctx().attr_kind(a), AttrKind::Bool(true)))
        };
        let hint = inherent(p, op, "localityHint")
            .and_then(|a| match p.ctx().attr_kind(a) {
                AttrKind::Integer { value, .. } => value.to_i128(),
                _ => None,
            })
            .unwrap_or(0);
        p.print(" ");
        p.print_operand(memref);
        p.print("[");
        p.print_operands(indices);
        p.print("], ");
        p.print(if flag(p, "isWrite") { "write" } else { "read" });
        p.print(&format!(", locality<{hint}>, "));
        p.print(if flag(p, "isDataCache") { "data" } else { "instr" });
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &["localityHint", "isWrite", "isDataCache"]);
        p.print(" : ");
        p.print_type(p.arena().value_type(memref));
    }

    /// `PrefetchOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        check_indices(ctx, arena, self.0, 0, 1, |_, _| "too few indices".into())
    }
}

/// `isStrided()`: a ranked memref whose layout has strides and an offset
/// (the `AnyStridedMemRef` constraint).
pub fn is_strided_memref(ctx: &Context, ty: Type) -> bool {
    strides_and_offset(ctx, ty).is_some()
}

/// `parseKeyword(&StringRef)`.
fn keyword(p: &mut OpAsmParser<'_, '_>) -> PResult<String> {
    p.parse_optional_any_keyword()
        .ok_or_else(|| p.error("expected valid keyword"))
}

impl ReallocOp {
    /// `ReallocOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let src = arena.value_type(arena.operand(op, 0));
        let res = arena.value_type(Value::Result { op, index: 0 });
        let (Some(s), Some(r)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
            return Ok(());
        };
        let err = |m: String| fail(ctx, arena, op, m);
        let (st, rt) = (ty_str(ctx, src), ty_str(ctx, res));
        if !identity_layout(ctx, s.2) {
            return err(format!("unsupported layout for source memref type {st}"));
        }
        if !identity_layout(ctx, r.2) {
            return err(format!("unsupported layout for result memref type {rt}"));
        }
        if s.3 != r.3 {
            return err(format!(
                "different memory spaces specified for source memref type {st} and result memref type {rt}"
            ));
        }
        if s.1 != r.1 {
            return err(format!(
                "different element types specified for source memref type {st} and result memref type {rt}"
            ));
        }
        let has_size = arena.num_operands(op) > 1;
        let dynamic = num_dynamic(&r.0) > 0;
        if dynamic && !has_size {
            return err(format!("missing dimension operand for result type {rt}"));
        }
        if !dynamic && has_size {
            return err(format!("unnecessary dimension operand for result type {rt}"));
        }
        Ok(())
    }
}

impl ir::interfaces::InferTypeOpInterface for DistinctObjectsOp {
    /// `inferReturnTypes`: the operand types.
    fn infer_return_types(_ctx: &Context, _location: Option<ir::Attr>, inputs: InferInputs<'_>) -> InferResult {
        Ok(inputs.operand_types())
    }
}

impl DistinctObjectsOp {
    /// `DistinctObjectsOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let operands: Vec<Type> = arena.operands(op).map(|v| arena.value_type(v)).collect();
        let results: Vec<Type> = arena.result_types(op).collect();
        if operands != results {
            return fail_op(ctx, arena, op, "operand types and result types must match");
        }
        if operands.is_empty() {
            return fail_op(ctx, arena, op, "expected at least one operand");
        }
        Ok(())
    }
}

/// `verifyAllocLikeOp`: one operand per dynamic dimension and one per
/// symbol of the layout map.
fn verify_alloc_like(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let res = arena.value_type(Value::Result { op, index: 0 });
    let Some((shape, _, layout, _)) = memref_parts(ctx, res) else {
        return fail_op(ctx, arena, op, "result must be a memref");
    };
    let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
    let dims = segs.first().copied().unwrap_or(0).max(0) as usize;
    let syms = segs.get(1).copied().unwrap_or(0).max(0) as usize;
    verify_dynamic_count(ctx, arena, op, &shape, dims)?;
    let want = match layout.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) if !m.is_identity() => m.num_symbols as usize,
        _ => 0,
    };
    if syms != want {
        return fail_op(
            ctx,
            arena,
            op,
            format!("symbol operand count does not equal memref symbol count: expected {want}, got {syms}"),
        );
    }
    Ok(())
}

impl AllocOp {
    /// `AllocOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        verify_alloc_like(ctx, arena, self.0)
    }
}

/// The upstream ops with the `AutomaticAllocationScope` trait.
const ALLOCATION_SCOPES: &[&str] = &[
    "acc.firstprivate.recipe",
    "acc.kernels",
    "acc.parallel",
    "acc.private.recipe",
    "acc.reduction.recipe",
    "acc.serial",
    "affine.for",
    "affine.parallel",
    "async.execute",
    "emitc.class",
    "emitc.func",
    "func.func",
    "gpu.func",
    "gpu.launch",
    "llvm.func",
    "memref.alloca_scope",
    "omp.parallel",
    "omp.task",
    "omp.taskgroup",
    "omp.taskloop",
    "scf.for",
    "scf.forall",
    "scf.parallel",
    "shape.func",
    "spirv.ARM.Graph",
    "spirv.func",
    "wasmssa.func",
    "wasmssa.global",
];

/// `getParentWithTrait<AutomaticAllocationScope>`: whether an ancestor of
/// `op` is an allocation scope.
fn in_allocation_scope(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let mut cur = op;
    while let Some(parent) = arena.op_parent(cur).and_then(|b| arena.block_parent_op(b)) {
        if ALLOCATION_SCOPES.contains(&ctx.op_info(arena.op_name(parent)).name()) {
            return true;
        }
        cur = parent;
    }
    false
}

impl AllocaOp {
    /// `AllocaOp::verify`: inside an allocation scope, then the alloc-like
    /// checks.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        if !in_allocation_scope(ctx, arena, self.0) {
            return fail_op(
                ctx,
                arena,
                self.0,
                "requires an ancestor op with AutomaticAllocationScope trait",
            );
        }
        verify_alloc_like(ctx, arena, self.0)
    }
}

impl LoadOp {
    /// `LoadOp::verify`: one index per dimension.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        check_indices(ctx, arena, self.0, 0, 1, |rank, n| {
            format!("incorrect number of indices for load, expected {rank} but got {n}")
        })
    }
}

impl StoreOp {
    /// `StoreOp::verify`: one index per dimension.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        check_indices(ctx, arena, self.0, 1, 2, |_, _| {
            "store index operand count not equal to memref rank".into()
        })
    }
}

/// A static value or `dynamic`, as the reinterpret_cast messages print it.
fn static_or_dynamic(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".into()
    } else {
        v.to_string()
    }
}

impl ReinterpretCastOp {
    /// `OffsetSizeAndStrideOpInterface`'s verifier, then
    /// `ReinterpretCastOp::verify`: memory space, element type, and the
    /// result type's sizes, offset and strides against the static values.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let src = arena.value_type(arena.operand(op, 0));
        let res = arena.value_type(Value::Result { op, index: 0 });
        let Some((rshape, relem, _, rspace)) = memref_parts(ctx, res) else {
            return Ok(());
        };
        let err = |m: String| fail(ctx, arena, op, m);
        let oss = Oss::of(ctx, arena, op, 1);
        let rank = rshape.len();
        oss.verify([1, rank, rank])
            .map_err(|m| plain_error(ctx, arena, op, m))?;
        let (selem, sspace) = match ctx.type_kind(src) {
            TypeKind::MemRef {
                element, memory_space, ..
            }
            | TypeKind::UnrankedMemRef { element, memory_space } => (*element, *memory_space),
            _ => return Ok(()),
        };
        let (st, rt) = (ty_str(ctx, src), ty_str(ctx, res));
        if sspace != rspace {
            return err(format!(
                "different memory spaces specified for source type {st} and result memref type {rt}"
            ));
        }
        if selem != relem {
            return err(format!(
                "different element types specified for source type {st} and result memref type {rt}"
            ));
        }
        for (idx, (&r, &e)) in rshape.iter().zip(&oss.statics[1]).enumerate() {
            if r != DYNAMIC && r != e {
                return err(format!(
                    "expected result type with size = {} instead of {r} in dim = {idx}",
                    static_or_dynamic(e)
                ));
            }
        }
        let Some((strides, offset)) = strides_and_offset(ctx, res) else {
            return err(format!("expected result type to have strided layout but found {rt}"));
        };
        let expected = oss.statics[0].first().copied().unwrap_or(0);
        if offset != DYNAMIC && offset != expected {
            return err(format!(
                "expected result type with offset = {} instead of {offset}",
                static_or_dynamic(expected)
            ));
        }
        for (idx, (&r, &e)) in strides.iter().zip(&oss.statics[2]).enumerate() {
            if r != DYNAMIC && r != e {
                return err(format!(
                    "expected result type with stride = {} instead of {r} in dim = {idx}",
                    static_or_dynamic(e)
                ));
            }
        }
        Ok(())
    }
}

/// `verifyCollapsedShape` (ReshapeOpsUtils), allowing several dynamic
/// dimensions per group as memref reshapes do.
fn verify_collapsed_shape(collapsed: &[i64], expanded: &[i64], groups: &[Vec<i64>]) -> Result<(), String> {
    if groups.len() != collapsed.len() {
        return Err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (i, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        let mut size = 1i64;
        for &d in group {
            if d != next {
                return Err("reassociation indices must be contiguous".into());
            }
            next += 1;
            let Some(&dim) = usize::try_from(d).ok().and_then(|d| expanded.get(d)) else {
                return Err(format!("reassociation index {d} is out of bounds"));
            };
            if dim == DYNAMIC {
                dynamic = true;
            } else {
                size = size.wrapping_mul(dim);
            }
        }
        if (collapsed[i] == DYNAMIC) != dynamic {
            return Err(format!(
                "collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !dynamic && size != collapsed[i] {
            return Err(format!(
                "collapsed dim size ({}) must equal reassociation group size ({size})",
                collapsed[i]
            ));
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next != expanded.len() as i64 {
        return Err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// The expected result type of a reassociative reshape of `src` to
/// `shape` (`computeExpandedType` / `computeCollapsedType`): contiguous
/// for an identity-layout source, else with the strided layout `layout`
/// computes (`None`: the layout is invalid).
fn reshaped_type(
    ctx: &Context,
    src: Type,
    shape: &[i64],
    layout: impl FnOnce() -> Option<(Vec<i64>, i64)>,
) -> Option<Type> {
    let (_, element, slayout, space) = memref_parts(ctx, src)?;
    if identity_layout(ctx, slayout) {
        return Some(memref_of(ctx, shape, element, None, space));
    }
    let (strides, offset) = layout()?;
    let layout = ctx.get_attr(AttrKind::Strided { offset, strides });
    Some(memref_of(ctx, shape, element, Some(layout), space))
}

/// `ExpandShapeOp::computeExpandedType`: `src` expanded to `shape` by
/// `groups` (`None` for a layout that cannot be expanded).
pub(crate) fn expanded_type(ctx: &Context, src: Type, shape: &[i64], groups: &[Vec<i64>]) -> Option<Type> {
    reshaped_type(ctx, src, shape, || expanded_layout(ctx, src, shape, groups))
}

/// `CollapseShapeOp::computeCollapsedType` (`strict`: only when
/// `isGuaranteedCollapsible`; identity layouts always are).
pub(crate) fn collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>], strict: bool) -> Option<Type> {
    let (sshape, ..) = memref_parts(ctx, src)?;
    let shape: Vec<i64> = groups
        .iter()
        .map(|g| {
            g.iter().try_fold(1i64, |acc, &i| {
                let d = *sshape.get(usize::try_from(i).ok()?)?;
                Some(if d == ir::types::DYNAMIC || acc == ir::types::DYNAMIC {
                    ir::types::DYNAMIC
                } else {
                    acc * d
                })
            })
        })
        .collect::<Option<Vec<i64>>>()?;
    reshaped_type(ctx, src, &shape, || {
        layout::collapsed_layout_with(ctx, src, groups, strict)
    })
}

/// The checks shared by `memref.expand_shape` and `memref.collapse_shape`:
/// the ranks go the right way, the shapes match the reassociation, and
/// the result is the expected type (`what` names the direction).
fn verify_reassociative_reshape(ctx: &Context, arena: &IrArena, op: OpId, what: &str) -> Result<(), Diagnostic> {
    let (Some(src), Some(res)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
        return Ok(());
    };
    let src = arena.value_type(src);
    let (Some((sshape, ..)), Some((rshape, ..))) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    let (r0, r1) = (sshape.len(), rshape.len());
    let expand = what == "expanded";
    if expand && r0 > r1 {
        return fail_op(
            ctx,
            arena,
            op,
            format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
        );
    }
    if !expand && r0 < r1 {
        return fail_op(
            ctx,
            arena,
            op,
            format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."),
        );
    }
    let groups = reassociation(ctx, arena, op);
    let (collapsed, expanded) = if expand { (&sshape, &rshape) } else { (&rshape, &sshape) };
    verify_collapsed_shape(collapsed, expanded, &groups).map_err(|m| op_error(ctx, arena, op, m))?;
    let expected = if expand {
        reshaped_type(ctx, src, &rshape, || expanded_layout(ctx, src, &rshape, &groups))
    } else {
        reshaped_type(ctx, src, &rshape, || collapsed_layout(ctx, src, &groups))
    };
    let Some(expected) = expected else {
        let message = if expand {
            "invalid source layout map"
        } else {
            "invalid source layout map or collapsing non-contiguous dims"
        };
        return fail_op(ctx, arena, op, message);
    };
    if expected != res {
        return fail_op(
            ctx,
            arena,
            op,
            format!(
                "expected {what} type to be {} but found {}",
                ty_str(ctx, expected),
                ty_str(ctx, res)
            ),
        );
    }
    Ok(())
}

impl ExpandShapeOp {
    /// `ExpandShapeOp::verify`: the reshape checks, then the static output
    /// shape.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        verify_reassociative_reshape(ctx, arena, op, "expanded")?;
        let Some(rshape) = arena
            .result_types(op)
            .next()
            .and_then(|t| memref_parts(ctx, t))
            .map(|p| p.0)
        else {
            return Ok(());
        };
        verify_output_shape(ctx, arena, op, &rshape, "bounds")?;
        let statics = dense_i64s(ctx, arena, op, "static_output_shape");
        if let Some(pos) = rshape.iter().zip(&statics).position(|(&r, &s)| r != DYNAMIC && r != s) {
            return fail_op(ctx, arena, op, format!("invalid output shape provided at pos {pos}"));
        }
        Ok(())
    }
}

impl CollapseShapeOp {
    /// `CollapseShapeOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        verify_reassociative_reshape(ctx, arena, self.0, "collapsed")
    }
}

impl ir::interfaces::SymbolUserOpInterface for crate::memref::ops::GetGlobalOp {
    /// `GetGlobalOp::verifySymbolUses`.
    fn verify_symbol_uses(
        self,
        ctx: &Context,
        arena: &IrArena,
        tables: &mut ir::symbol::SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify_get_global_symbol_uses(ctx, arena, self.0, tables)
    }
}

/// `GetGlobalOp::verifySymbolUses`: `name` refers to a `memref.global`
/// whose type is the result type.
fn verify_get_global_symbol_uses(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    tables: &mut ir::symbol::SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let Some(name) = ir::ods::access::inherent(ctx, arena, op, "name") else {
        return Ok(());
    };
    let shown = crate::func::symbol_ref_name(ctx, name);
    let global = tables
        .lookup_nearest_symbol_from(ctx, arena, op, name)
        .filter(|&g| ctx.op_info(arena.op_name(g)).name() == "memref.global");
    let Some(global) = global else {
        return fail_op(
            ctx,
            arena,
            op,
            format!("'{shown}' does not reference a valid global memref"),
        );
    };
    let global_type = match ir::ods::access::inherent(ctx, arena, global, "type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Ok(()),
    };
    let Some(result) = arena.result_types(op).next() else {
        return Ok(());
    };
    if result != global_type {
        return fail_op(
            ctx,
            arena,
            op,
            format!(
                "result type {} does not match type {} of the global memref @{shown}",
                ty_str(ctx, result),
                ty_str(ctx, global_type)
            ),
        );
    }
    Ok(())
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)` of
/// `memref.global`: `memref<...> [= uninitialized | = dense<...>]`.
pub fn parse_global_memref_op_type_and_initial_value<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    args: &mut CustomParseArgs<'_, 'a>,
) -> Result<bool, Diagnostic> {
    let ty = p.parse_type()?;
    let ctx = p.ctx();
    let static_memref = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape.iter().all(|&d| d != ir::types::DYNAMIC),
        _ => false,
    };
    if !static_memref {
        let shown = ir::text::printer::type_to_string(ctx, ty);
        return Err(p.custom_op_error(
            args.op_name(),
            args.name_loc(),
            format!("type should be static shaped memref, but got '{shown}'"),
        ));
    }
    args.set_attr(0, ctx.get_attr(AttrKind::Type(ty)));
    if !p.parse_optional_punct(Punct::Equal) {
        return Ok(true);
    }
    if p.parse_optional_keyword("uninitialized") {
        args.set_attr(1, ctx.unit_attr());
        return Ok(true);
    }
    let tensor = match ctx.type_kind(ty).clone() {
        TypeKind::MemRef { shape, element, .. } => ctx.get_type(TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        }),
        _ => ty,
    };
    let init = p.parse_attribute(Some(tensor))?;
    let is_elements = matches!(
        ctx.attr_kind(init),
        AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    );
    if !is_elements {
        return Err(p.custom_op_error(
            args.op_name(),
            args.name_loc(),
            "initial value should be a unit or elements attribute",
        ));
    }
    args.set_attr(1, init);
    Ok(true)
}

/// Printer of `custom<GlobalMemrefOpTypeAndInitialValue>`.
pub fn print_global_memref_op_type_and_initial_value(p: &mut OpAsmPrinter<'_, '_>, args: &CustomPrintArgs<'_>) {
    if let Some(a) = args.attr(p, 0) {
        match p.ctx().attr_kind(a) {
            AttrKind::Type(t) => {
                let t = *t;
                p.print_type(t)
            }
            _ => p.print_attribute(a),
        }
    }
    let Some(init) = args.attr(p, 1) else { return };
    p.print(" = ");
    if matches!(p.ctx().attr_kind(init), AttrKind::Unit) {
        p.print("uninitialized");
    } else {
        p.print_attribute_without_type(init);
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
