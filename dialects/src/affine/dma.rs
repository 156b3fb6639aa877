//! `affine.dma_start` and `affine.dma_wait` (MLIR 22's `AffineDmaStartOp`
//! and `AffineDmaWaitOp`, hand-written C++ ops without ODS properties): their
//! subscripts are affine maps of SSA values kept as the discardable
//! attributes `src_map`, `dst_map` and `tag_map`.
//!
//! ```text
//! affine.dma_start %src[%i + 1], %dst[%j], %tag[%c0], %n [, %stride, %per_stride]
//!   : memref<256xf32>, memref<256xf32, 2>, memref<1xi32, 4>
//! affine.dma_wait %tag[%c0], %n : memref<1xi32, 4>
//! ```
//! Neither prints nor parses an attribute dictionary, as upstream.

use ir::affine::AffineMap;
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct, UnresolvedOperand};
use ir::{Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

use crate::affine::ops::{DmaStartOp, DmaWaitOp};
use crate::affine::ssa_map::{parse_affine_map_of_ssa_ids, print_affine_map_of_ssa_ids};
use crate::affine::symbols::{affine_scope, is_valid_dim};
use crate::affine::{cerr, index_type, map_attr, map_of, name_attr, name_loc, op_error};
use crate::memref::parse_dma_stride_and_types;

type PResult<T> = Result<T, Diagnostic>;

/// One `%memref[subscripts]` of a DMA op, parsed.
struct Subscripted<'a> {
    memref: UnresolvedOperand<'a>,
    indices: Vec<UnresolvedOperand<'a>>,
}

/// `%memref[affine-map-of-ssa-ids]`; records the map as the discardable
/// attribute `attr_name`.
fn parse_subscripted<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut OperationState,
    attr_name: &str,
) -> PResult<Subscripted<'a>> {
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p, Punct::LSquare, Punct::RSquare)?;
    let ctx = p.ctx();
    st.attrs.push((name_attr(ctx, attr_name), map_attr(ctx, map)));
    Ok(Subscripted { memref, indices })
}

/// Resolves a memref of type `ty` and its index subscripts.
fn resolve_subscripted<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut OperationState,
    s: Subscripted<'a>,
    ty: Type,
) -> PResult<()> {
    st.operands.push(p.resolve_operand(s.memref, ty)?);
    resolve_indices(p, st, &s.indices)
}

/// Resolves operands of index type.
fn resolve_indices<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut OperationState,
    us: &[UnresolvedOperand<'a>],
) -> PResult<()> {
    let index = index_type(p.ctx());
    for &u in us {
        st.operands.push(p.resolve_operand(u, index)?);
    }
    Ok(())
}

/// The affine map of the discardable attribute `name` (upstream reads it
/// unchecked; a missing one counts as a map without inputs).
fn op_map(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<AffineMap> {
    map_of(ctx, ir::ods::access::inherent(ctx, arena, op, name))
}

/// The number of inputs of the map `name` of `op`.
fn map_inputs(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> usize {
    op_map(ctx, arena, op, name).map_or(0, |m| m.num_inputs() as usize)
}

fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { .. })
}

/// Operand positions of a DMA start: (`dst`, `tag`, `num_elements`).
fn dma_start_layout(ctx: &Context, arena: &IrArena, op: OpId) -> (usize, usize, usize) {
    let dst = 1 + map_inputs(ctx, arena, op, "src_map");
    let tag = dst + 1 + map_inputs(ctx, arena, op, "dst_map");
    let num = tag + 1 + map_inputs(ctx, arena, op, "tag_map");
    (dst, tag, num)
}

/// Prints `%memref[subscripts]` with the map attribute `name`.
fn print_subscripted(p: &mut OpAsmPrinter<'_, '_>, op: OpId, operands: &[Value], name: &str) {
    let Some((&memref, indices)) = operands.split_first() else {
        return;
    };
    p.print_operand(memref);
    p.print("[");
    if let Some(map) = op_map(p.ctx(), p.arena(), op, name) {
        print_affine_map_of_ssa_ids(p, &map, indices);
    }
    p.print("]");
}

/// `operands[a..b]`, empty when out of range.
fn slice(operands: &[Value], a: usize, b: usize) -> &[Value] {
    operands.get(a..b.max(a)).unwrap_or(&[])
}

/// The verifier's index checks of one subscript list (`what` names it in
/// the messages, e.g. `src index` and `src index to dma_start`).
fn verify_indices(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    indices: &[Value],
    what: &str,
    op_word: &str,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, arena, op);
    for &v in indices {
        if !matches!(ctx.type_kind(arena.value_type(v)), TypeKind::Index) {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!("{what} to {op_word} must have 'index' type"),
            ));
        }
        if !is_valid_dim(ctx, arena, v, scope) {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!("{what} must be a valid dimension or symbol identifier"),
            ));
        }
    }
    Ok(())
}

/// Whether operand `i` of `operands` is a memref.
fn memref_at(ctx: &Context, arena: &IrArena, operands: &[Value], i: usize) -> bool {
    operands.get(i).is_some_and(|&v| is_memref(ctx, arena.value_type(v)))
}

impl DmaStartOp {
    /// `AffineDmaStartOp::parse`.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let name_at = name_loc(p);
        let src = parse_subscripted(p, st, "src_map")?;
        p.parse_punct(Punct::Comma)?;
        let dst = parse_subscripted(p, st, "dst_map")?;
        p.parse_punct(Punct::Comma)?;
        let tag = parse_subscripted(p, st, "tag_map")?;
        p.parse_punct(Punct::Comma)?;
        let num = p.parse_operand()?;
        let (stride, types) = parse_dma_stride_and_types(p, st, name_at)?;
        let [src_ty, dst_ty, tag_ty] = types[..] else {
            return Err(cerr(p, st, name_at, "expected three types"));
        };
        resolve_subscripted(p, st, src, src_ty)?;
        resolve_subscripted(p, st, dst, dst_ty)?;
        resolve_subscripted(p, st, tag, tag_ty)?;
        resolve_indices(p, st, &[num])?;
        resolve_indices(p, st, &stride)
    }

    /// `AffineDmaStartOp::print`.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ops = p.operands_of(op);
        let (dst, tag, num) = dma_start_layout(p.ctx(), p.arena(), op);
        p.print(" ");
        print_subscripted(p, op, slice(&ops, 0, dst), "src_map");
        p.print(", ");
        print_subscripted(p, op, slice(&ops, dst, tag), "dst_map");
        p.print(", ");
        print_subscripted(p, op, slice(&ops, tag, num), "tag_map");
        p.print(", ");
        p.print_operands(slice(&ops, num, ops.len()));
        p.print(" : ");
        let types: Vec<Type> = [0, dst, tag]
            .iter()
            .filter_map(|&i| ops.get(i).map(|&v| p.arena().value_type(v)))
            .collect();
        p.print_type_list(&types);
    }

    /// `AffineDmaStartOp::verifyInvariantsImpl`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let ops: Vec<Value> = arena.operands(op).collect();
        let (dst, tag, num) = dma_start_layout(ctx, arena, op);
        for (at, what) in [(0, "source"), (dst, "destination"), (tag, "tag")] {
            if !memref_at(ctx, arena, &ops, at) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("expected DMA {what} to be of memref type"),
                ));
            }
        }
        if ops.len() != num + 1 && ops.len() != num + 3 {
            return Err(op_error(ctx, arena, op, "incorrect number of operands"));
        }
        verify_indices(ctx, arena, op, slice(&ops, 1, dst), "src index", "dma_start")?;
        verify_indices(ctx, arena, op, slice(&ops, dst + 1, tag), "dst index", "dma_start")?;
        verify_indices(ctx, arena, op, slice(&ops, tag + 1, num), "tag index", "dma_start")
    }
}

impl DmaWaitOp {
    /// `AffineDmaWaitOp::parse`.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let name_at = name_loc(p);
        let tag = parse_subscripted(p, st, "tag_map")?;
        p.parse_punct(Punct::Comma)?;
        let num = p.parse_operand()?;
        p.parse_punct(Punct::Colon)?;
        let ty = p.parse_type()?;
        resolve_subscripted(p, st, tag, ty)?;
        resolve_indices(p, st, &[num])?;
        if !is_memref(p.ctx(), ty) {
            return Err(cerr(p, st, name_at, "expected tag to be of memref type"));
        }
        Ok(())
    }

    /// `AffineDmaWaitOp::print`.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ops = p.operands_of(op);
        let num = 1 + map_inputs(p.ctx(), p.arena(), op, "tag_map");
        p.print(" ");
        print_subscripted(p, op, slice(&ops, 0, num), "tag_map");
        p.print(", ");
        p.print_operands(slice(&ops, num, num + 1));
        p.print(" : ");
        if let Some(&tag) = ops.first() {
            p.print_type(p.arena().value_type(tag));
        }
    }

    /// `AffineDmaWaitOp::verifyInvariantsImpl`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let ops: Vec<Value> = arena.operands(op).collect();
        if !memref_at(ctx, arena, &ops, 0) {
            return Err(op_error(ctx, arena, op, "expected DMA tag to be of memref type"));
        }
        let num = 1 + map_inputs(ctx, arena, op, "tag_map");
        verify_indices(ctx, arena, op, slice(&ops, 1, num), "index", "dma_wait")
    }
}
