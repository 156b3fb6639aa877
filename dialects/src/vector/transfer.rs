//! `vector.transfer_read` and `vector.transfer_write`: their hand-written
//! parsers, printers and verifiers, and their `DestinationStyleOpInterface`
//! (a write's init is its base; a read has none), their memory effects (on a
//! memref base only) and `ConditionallySpeculatable` (speculatable on tensors).

use super::*;
use crate::common::syntax::sorted_attrs;
use crate::vector::ops::{TransferReadOp, TransferWriteOp};
use ir::affine::{AffineExpr, AffineMap};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OperationState, Punct, UnresolvedOperand};
use ir::text::printer::type_to_string;

crate::common::destination_style::inits_are_group!(1 => TransferWriteOp);

impl ir::interfaces::DestinationStyleOpInterface for TransferReadOp {
    /// No inits (upstream's empty `MutableOperandRange`).
    fn dps_inits_range(self, _: &Context, _: &IrArena) -> std::ops::Range<usize> {
        0..0
    }
}

/// `TransferReadOp::getSpeculatability` and `TransferWriteOp`'s: speculatable on
/// tensors only (a memref access may trap).
macro_rules! speculatable_on_tensors {
    ($($op:ty),*) => {$(
        impl ir::interfaces::ConditionallySpeculatable for $op {
            /// Speculatable when the op has pure tensor semantics.
            fn speculatability(self, ctx: &Context, arena: &IrArena) -> ir::speculation::Speculatability {
                let tensors = ir::destination_style::pure_semantics(ctx, arena, self.0, true);
                crate::common::speculation::speculatable_if(tensors)
            }
        }
    )*};
}
speculatable_on_tensors!(TransferReadOp, TransferWriteOp);

/// `TransferReadOp::getEffects` (`MemEffect::Read`) and `TransferWriteOp`'s
/// (`Write`): the effect on the base when it is a memref, none on a tensor.
macro_rules! effect_on_memref_base {
    ($($op:ty => $effect:ident);*) => {$(
        impl ir::interfaces::MemoryEffectsOpInterface for $op {
            /// The effect on a memref base; none on a tensor.
            fn effects(self, ctx: &Context, arena: &IrArena) -> Vec<ir::effects::EffectInstance> {
                let base = self.base(ctx, arena);
                if matches!(ctx.type_kind(arena.value_type(base)), TypeKind::MemRef { .. }) {
                    vec![ir::effects::EffectInstance::on(ir::effects::MemEffect::$effect, base)]
                } else {
                    Vec::new()
                }
            }
        }
    )*};
}
effect_on_memref_base!(TransferReadOp => Read; TransferWriteOp => Write);

/// `AffineMap::getMinorIdentityMap(dims, results)`.
fn minor_identity(dims: usize, results: usize) -> AffineMap {
    let first = dims.saturating_sub(results);
    let exprs = (first..dims)
        .map(|d| AffineExpr::dim(u32::try_from(d).unwrap_or(u32::MAX)))
        .collect();
    AffineMap::new(u32::try_from(dims).unwrap_or(u32::MAX), 0, exprs)
}

/// `inferTransferOpMaskType`: `i1` in the vector's shape read through the
/// inverse of the permutation map (broadcast dimensions dropped; `vector<1xi1>`
/// for a 0-d transfer).
pub(super) fn transfer_mask_type(ctx: &Context, vector: Type, map: &AffineMap) -> Type {
    let (shape, scalable) = vector_parts(ctx, vector).map(|(s, sc, _)| (s, sc)).unwrap_or_default();
    let mut dims: Vec<(u32, usize)> = Vec::new();
    for (r, e) in map.results.iter().enumerate() {
        if let AffineExpr::Dim(d) = e {
            if !dims.iter().any(|&(seen, _)| seen == *d) {
                dims.push((*d, r));
            }
        }
    }
    dims.sort_by_key(|&(d, _)| d);
    let mut mask_shape: Vec<i64> = dims.iter().filter_map(|&(_, r)| shape.get(r).copied()).collect();
    let mut mask_scalable: Vec<bool> = dims
        .iter()
        .map(|&(_, r)| scalable.get(r).copied().unwrap_or(false))
        .collect();
    if mask_shape.is_empty() {
        mask_shape.push(1);
        mask_scalable.push(false);
    }
    ctx.get_type(TypeKind::Vector {
        shape: mask_shape,
        scalable: mask_scalable,
        element: ctx.int_type(1),
    })
}

/// The attribute-derived parts shared by both transfers' parsers
/// (`setupPermutationMapAttrs` and the mask resolution of VectorOps.cpp):
/// fills in the default permutation map and `in_bounds`, returns the map.
fn transfer_attrs(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    op_name: &str,
    types_at: usize,
    shaped: (usize, Type),
    vector: Type,
) -> Result<AffineMap, Diagnostic> {
    let ctx = p.ctx();
    let (rank, element) = shaped;
    let element_rank = vector_parts(ctx, element).map_or(0, |(s, ..)| s.len());
    let vector_rank = vector_parts(ctx, vector).map_or(0, |(s, ..)| s.len());
    let map = match has_entry(ctx, &st.attrs, "permutation_map") {
        Some(a) => match ctx.attr_kind(a) {
            ir::AttrKind::AffineMap(m) => m.clone(),
            _ => return Err(p.custom_op_error(op_name, types_at, "invalid kind of attribute specified")),
        },
        None => {
            let effective = vector_rank.saturating_sub(element_rank);
            if rank < effective {
                return Err(p.custom_op_error(
                    op_name,
                    types_at,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                ));
            }
            let m = minor_identity(rank, effective);
            st.attrs.push((
                ctx.string_attr(b"permutation_map"),
                ctx.get_attr(ir::AttrKind::AffineMap(m.clone())),
            ));
            m
        }
    };
    if has_entry(ctx, &st.attrs, "in_bounds").is_none() {
        let f = ctx.get_attr(ir::AttrKind::Bool(false));
        let all = ctx.get_attr(ir::AttrKind::Array(vec![f; map.num_results()]));
        st.attrs.push((ctx.string_attr(b"in_bounds"), all));
    }
    Ok(map)
}

/// Resolves a transfer's mask (`resolveMaskOperand` of VectorOps.cpp).
fn resolve_transfer_mask<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    op_name: &str,
    mask: UnresolvedOperand<'a>,
    types_at: usize,
    element: Type,
    vector: Type,
    map: &AffineMap,
) -> Result<ir::Value, Diagnostic> {
    let ctx = p.ctx();
    if vector_parts(ctx, element).is_some() {
        return Err(p.custom_op_error(op_name, mask.offset, "does not support masks with vector element type"));
    }
    let vector_rank = vector_parts(ctx, vector).map_or(0, |(s, ..)| s.len());
    if vector_rank != map.num_results() {
        return Err(p.custom_op_error(
            op_name,
            types_at,
            "expected the same rank for the vector and the results of the permutation map",
        ));
    }
    let mask_type = transfer_mask_type(ctx, vector, map);
    p.resolve_operand(mask, mask_type)
}

/// `operandSegmentSizes` as a property.
fn push_segments(p: &OpAsmParser<'_, '_>, st: &mut OperationState, sizes: &[i64]) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let seg = ir::ods::values::dense_array(ctx, sizes, "i32").map_err(|e| p.error(e.to_string()))?;
    st.properties.push((ctx.string_attr(b"operandSegmentSizes"), seg));
    Ok(())
}

/// `%base[%i, ...]`.
fn parse_base_and_indices<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> Result<(UnresolvedOperand<'a>, Vec<UnresolvedOperand<'a>>), Diagnostic> {
    let base = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let indices = p.parse_operand_list()?;
    p.parse_punct(Punct::RSquare)?;
    Ok((base, indices))
}

/// The two types after `:` (`requires two types` otherwise), with their offset.
fn parse_two_types(p: &mut OpAsmParser<'_, '_>, op_name: &str) -> Result<(usize, Type, Type), Diagnostic> {
    let at = p.offset();
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    match types[..] {
        [a, b] => Ok((at, a, b)),
        _ => Err(p.custom_op_error(op_name, at, "requires two types")),
    }
}

/// The attribute dictionary of a transfer, eliding the segment sizes, a
/// minor-identity permutation map and an all-false `in_bounds`.
fn print_transfer_attrs(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let ctx = p.ctx();
    let attrs = sorted_attrs(p, op);
    let mut elided = vec!["operandSegmentSizes"];
    let map = has_entry(ctx, &attrs, "permutation_map");
    if map.is_some_and(|m| matches!(ctx.attr_kind(m), ir::AttrKind::AffineMap(m) if m.is_minor_identity())) {
        elided.push("permutation_map");
    }
    let in_bounds = has_entry(ctx, &attrs, "in_bounds");
    let any_true = in_bounds.is_some_and(|a| match ctx.attr_kind(a) {
        ir::AttrKind::Array(v) => v.iter().any(|&b| matches!(ctx.attr_kind(b), ir::AttrKind::Bool(true))),
        _ => true,
    });
    if !any_true {
        elided.push("in_bounds");
    }
    p.print_optional_attr_dict(&attrs, &elided);
}

/// The operands of `op` split by its `operandSegmentSizes`.
fn transfer_groups(p: &OpAsmPrinter<'_, '_>, op: OpId) -> Vec<Vec<ir::Value>> {
    let operands = p.operands_of(op);
    let segs = ir::ods::access::segment_sizes(p.ctx(), p.arena(), op, "operandSegmentSizes").unwrap_or_default();
    let mut groups = Vec::new();
    let mut at = 0;
    for s in segs {
        let n = usize::try_from(s).unwrap_or(0).min(operands.len() - at);
        groups.push(operands[at..at + n].to_vec());
        at += n;
    }
    groups
}

/// The parser of both transfers (`TransferReadOp::parse`,
/// `TransferWriteOp::parse`): `%base[%indices], %padding [, %mask] {attrs}
/// : shaped, vector` when reading, `%vector, %base[%indices] [, %mask]
/// {attrs} : vector, shaped` when writing.
fn parse_transfer(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, write: bool) -> Result<(), Diagnostic> {
    let name = if write {
        "vector.transfer_write"
    } else {
        "vector.transfer_read"
    };
    let value = if write {
        let v = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        Some(v)
    } else {
        None
    };
    let (base, indices) = parse_base_and_indices(p)?;
    let padding = if write {
        None
    } else {
        p.parse_punct(Punct::Comma)?;
        Some(p.parse_operand()?)
    };
    let mask = if p.parse_optional_punct(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let (at, first, second) = parse_two_types(p, name)?;
    let (shaped, vector) = if write { (second, first) } else { (first, second) };
    let check_vector = |p: &OpAsmParser<'_, '_>| match vector_parts(p.ctx(), vector) {
        Some(_) => Ok(()),
        None => Err(p.custom_op_error(name, at, "requires vector type")),
    };
    if write {
        check_vector(p)?;
    }
    let Some(parts) = memref_or_tensor(p.ctx(), shaped) else {
        return Err(p.custom_op_error(name, at, "requires memref or ranked tensor type"));
    };
    if !write {
        check_vector(p)?;
    }
    let map = transfer_attrs(p, st, name, at, parts, vector)?;
    let index = p.ctx().get_type(TypeKind::Index);
    if let Some(v) = value {
        st.operands.push(p.resolve_operand(v, vector)?);
    }
    st.operands.push(p.resolve_operand(base, shaped)?);
    for &i in &indices {
        st.operands.push(p.resolve_operand(i, index)?);
    }
    if let Some(pad) = padding {
        st.operands.push(p.resolve_operand(pad, parts.1)?);
    }
    if let Some(m) = mask {
        let v = resolve_transfer_mask(p, name, m, at, parts.1, vector, &map)?;
        st.operands.push(v);
    }
    let n = indices.len() as i64;
    let has_mask = i64::from(mask.is_some());
    let segments = if write {
        [1, 1, n, has_mask]
    } else {
        [1, n, 1, has_mask]
    };
    push_segments(p, st, &segments)?;
    if !write {
        st.result_types = vec![vector];
    } else if matches!(p.ctx().type_kind(shaped), TypeKind::RankedTensor { .. }) {
        st.result_types = vec![shaped];
    }
    Ok(())
}

/// The printer of both transfers (`TransferReadOp::print`,
/// `TransferWriteOp::print`), in the forms `parse_transfer` reads.
fn print_transfer(p: &mut OpAsmPrinter<'_, '_>, op: OpId, write: bool) {
    let groups = transfer_groups(p, op);
    let group = |i: usize| groups.get(i).cloned().unwrap_or_default();
    p.print(" ");
    let base = usize::from(write);
    if write {
        p.print_operands(&group(0));
        p.print(", ");
    }
    p.print_operands(&group(base));
    p.print("[");
    p.print_operands(&group(base + 1));
    p.print("]");
    if !write {
        p.print(", ");
        p.print_operands(&group(2));
    }
    let mask = group(3);
    if !mask.is_empty() {
        p.print(", ");
        p.print_operands(&mask);
    }
    print_transfer_attrs(p, op);
    p.print(" : ");
    if let Some(&v) = group(0).first() {
        let t = p.arena().value_type(v);
        p.print_type(t);
    }
    p.print(", ");
    let second = if write {
        group(1).first().map(|&v| p.arena().value_type(v))
    } else {
        p.arena().result_types(op).next()
    };
    if let Some(t) = second {
        p.print_type(t);
    }
}

impl TransferReadOp {
    /// `TransferReadOp::parse`: `%base[%indices], %padding [, %mask] {attrs} : shaped, vector`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        parse_transfer(p, st, false)
    }

    /// `TransferReadOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_transfer(p, self.0, false);
    }
}

impl TransferWriteOp {
    /// `TransferWriteOp::parse`: `%vector, %base[%indices] [, %mask] {attrs} : vector, shaped`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        parse_transfer(p, st, true)
    }

    /// `TransferWriteOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_transfer(p, self.0, true);
    }
}

/// The parts of a transfer op the verifier reads.
struct Transfer {
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
    map: AffineMap,
    in_bounds: usize,
    indices: usize,
}

impl Transfer {
    /// Reads them from `op`; operand groups per `operandSegmentSizes`
    /// (`vector_first` for `transfer_write`).
    fn of(ctx: &Context, arena: &IrArena, op: OpId, vector_first: bool) -> Option<Self> {
        let operands: Vec<ir::Value> = arena.operands(op).collect();
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes")?;
        let n = |i: usize| segs.get(i).and_then(|&s| usize::try_from(s).ok()).unwrap_or(0);
        let ty = |i: usize| operands.get(i).map(|&v| arena.value_type(v));
        let (shaped, vector, indices, mask_at) = if vector_first {
            (ty(1)?, ty(0)?, n(2), 2 + n(2))
        } else {
            (ty(0)?, arena.result_types(op).next()?, n(1), 1 + n(1) + n(2))
        };
        let mask = if n(3) > 0 { ty(mask_at) } else { None };
        let map = match ir::ods::access::inherent(ctx, arena, op, "permutation_map").map(|a| ctx.attr_kind(a)) {
            Some(ir::AttrKind::AffineMap(m)) => m.clone(),
            _ => return None,
        };
        let in_bounds = match ir::ods::access::inherent(ctx, arena, op, "in_bounds").map(|a| ctx.attr_kind(a)) {
            Some(ir::AttrKind::Array(v)) => v.len(),
            _ => 0,
        };
        Some(Transfer {
            shaped,
            vector,
            mask,
            map,
            in_bounds,
            indices,
        })
    }

    /// `verifyTransferOp` of VectorOps.cpp.
    fn verify_common(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
        let Some((rank, element)) = memref_or_tensor(ctx, self.shaped) else {
            return Err(op_error(
                ctx,
                arena,
                op,
                "requires source to be a memref or ranked tensor type",
            ));
        };
        let (vshape, _, velt) = vector_parts(ctx, self.vector).unwrap_or((Vec::new(), Vec::new(), self.vector));
        let bits = |t: Type| element_bits(ctx, t).map(u64::from);
        let results = self.map.num_results();
        let same_rank_msg = "requires a permutation_map with result dims of the same rank as the vector type";
        if let Some((eshape, _, eelt)) = vector_parts(ctx, element) {
            let src = bits(eelt)
                .zip(eshape.last().and_then(|&d| u64::try_from(d).ok()))
                .map(|(b, d)| b * d);
            let res = bits(velt)
                .zip(vshape.last().and_then(|&d| u64::try_from(d).ok()))
                .map(|(b, d)| b * d);
            if let (Some(src), Some(res)) = (src, res) {
                check(ctx, arena, op, src != 0 && res % src == 0, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source")?;
            }
            check(
                ctx,
                arena,
                op,
                eshape.len() <= vshape.len(),
                "requires source vector element and vector result ranks to match.",
            )?;
            check(ctx, arena, op, results == vshape.len() - eshape.len(), same_rank_msg)?;
            check(
                ctx,
                arena,
                op,
                self.mask.is_none(),
                "does not support masks with vector element type",
            )?;
        } else {
            let minor = vshape.last().copied().unwrap_or(1);
            let res = bits(velt).zip(u64::try_from(minor).ok()).map(|(b, d)| b * d);
            if let (Some(res), Some(src)) = (res, bits(element)) {
                check(ctx, arena, op, src != 0 && res % src == 0, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type")?;
            }
            check(ctx, arena, op, results == vshape.len(), same_rank_msg)?;
        }
        check(
            ctx,
            arena,
            op,
            self.map.num_symbols == 0,
            "requires permutation_map without symbols",
        )?;
        check(
            ctx,
            arena,
            op,
            self.map.num_dims as usize == rank,
            "requires a permutation_map with input dims of the same rank as the source type",
        )?;
        if let Some(mask) = self.mask {
            let inferred = transfer_mask_type(ctx, self.vector, &self.map);
            check(
                ctx,
                arena,
                op,
                mask == inferred,
                format!(
                    "inferred mask type ('{}') and mask operand type ('{}') don't match",
                    type_to_string(ctx, inferred),
                    type_to_string(ctx, mask)
                ),
            )?;
        }
        let map_attr = ctx.get_attr(ir::AttrKind::AffineMap(self.map.clone()));
        check(
            ctx,
            arena,
            op,
            results == self.in_bounds,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {}",
                ir::text::printer::attr_to_string(ctx, map_attr),
                self.in_bounds
            ),
        )
    }

    /// `verifyPermutationMap`: dims used at most once, or the constant 0.
    fn verify_permutation(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
        let mut seen = vec![false; self.map.num_dims as usize];
        for e in &self.map.results {
            match e {
                AffineExpr::Constant(0) => {}
                AffineExpr::Dim(d) => {
                    let d = *d as usize;
                    check(
                        ctx,
                        arena,
                        op,
                        !seen.get(d).copied().unwrap_or(false),
                        "requires a permutation_map that is a permutation (found one dim used more than once)",
                    )?;
                    if let Some(s) = seen.get_mut(d) {
                        *s = true;
                    }
                }
                _ => {
                    return Err(op_error(
                        ctx,
                        arena,
                        op,
                        "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
                    ))
                }
            }
        }
        Ok(())
    }
}

impl TransferReadOp {
    /// `TransferReadOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(t) = Transfer::of(ctx, arena, op, false) else {
            return Ok(());
        };
        if let Some((rank, _)) = memref_or_tensor(ctx, t.shaped) {
            check(ctx, arena, op, t.indices == rank, format!("requires {rank} indices"))?;
        }
        t.verify_common(ctx, arena, op)?;
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
        let pad_at = 1 + segs.get(1).and_then(|&s| usize::try_from(s).ok()).unwrap_or(0);
        if let (Some(pad), Some((_, element))) = (operand_type(arena, op, pad_at), memref_or_tensor(ctx, t.shaped)) {
            if vector_parts(ctx, element).is_some() {
                check(
                    ctx,
                    arena,
                    op,
                    pad == element,
                    "requires source element type and padding type to match.",
                )?;
            } else {
                check(
                    ctx,
                    arena,
                    op,
                    is_vector_element(ctx, pad),
                    "requires valid padding vector elemental type",
                )?;
                check(
                    ctx,
                    arena,
                    op,
                    pad == element,
                    "requires formal padding and source of the same elemental type",
                )?;
            }
        }
        t.verify_permutation(ctx, arena, op)
    }
}

impl TransferWriteOp {
    /// `TransferWriteOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(t) = Transfer::of(ctx, arena, op, true) else {
            return Ok(());
        };
        if let Some((rank, _)) = memref_or_tensor(ctx, t.shaped) {
            check(ctx, arena, op, t.indices == rank, format!("requires {rank} indices"))?;
        }
        let broadcast = t.map.results.iter().any(|e| matches!(e, AffineExpr::Constant(0)));
        check(ctx, arena, op, !broadcast, "should not have broadcast dimensions")?;
        t.verify_common(ctx, arena, op)?;
        t.verify_permutation(ctx, arena, op)
    }
}
