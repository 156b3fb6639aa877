//! `vector.mask` (`MaskOp` of VectorOps.cpp): its hand-written form
//! `vector.mask %mask[, %passthru] { <maskable op> } : mask-type [-> results]`
//! with an implicit `vector.yield`, and its verifier, which asks the masked
//! op (a `MaskableOpInterface` op) for the mask type it expects.

use super::*;
use crate::common::entry_block;
use crate::common::syntax::sorted_attrs;
use crate::vector::contract::indexing_maps;
use crate::vector::ops::MaskOp;
use crate::vector::transfer::transfer_mask_type;
use ir::affine::AffineExpr;
use ir::body::RegionId;
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::OperationState;
use ir::text::printer::type_to_string;
use ir::Value;

/// The terminator of the mask region.
const YIELD: &str = "vector.yield";

/// `MaskOp::ensureTerminator`: an empty region gets an empty yield, a
/// region not ending with a yield a yield of its first (masked) op's
/// results.
fn ensure_mask_terminator(p: &mut OpAsmParser<'_, '_>, region: RegionId, loc: Attr) {
    let arena = p.arena();
    let block = arena.region_blocks(region).first().copied();
    let ops: Vec<OpId> = block.map(|b| arena.block_ops(b).collect()).unwrap_or_default();
    let is_yield = |op: OpId| p.ctx().op_info(arena.op_name(op)).name() == YIELD;
    match (block, ops.as_slice()) {
        (_, []) | (None, _) => p.ensure_terminator(region, YIELD, loc),
        (Some(block), &[first, ..]) if !ops.last().is_some_and(|&last| is_yield(last)) => {
            let results = results_of(arena, first);
            p.append_new_op(block, YIELD, results, Vec::new(), Vec::new(), loc);
        }
        _ => {}
    }
}

impl MaskOp {
    /// `MaskOp::parse`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let start = p.offset();
        let region = p.new_region();
        st.regions.push(region);
        let mask = p.parse_operand()?;
        let passthru = if p.parse_optional_punct(Punct::Comma) {
            Some(p.parse_operand()?)
        } else {
            None
        };
        p.parse_region(region, &[], false)?;
        ensure_mask_terminator(p, region, st.loc);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let mask_type = p.parse_colon_type()?;
        let results = if p.parse_optional_punct(Punct::Arrow) {
            p.parse_function_result_types()?
        } else {
            Vec::new()
        };
        st.result_types = results.clone();
        st.operands.push(p.resolve_operand(mask, mask_type)?);
        if let Some(passthru) = passthru {
            let Some(&first) = results.first() else {
                let (name_at, _) = p.op_name_before(start);
                return Err(p.custom_op_error(
                    "vector.mask",
                    name_at,
                    "expects a result if passthru operand is provided",
                ));
            };
            st.operands.push(p.resolve_operand(passthru, first)?);
        }
        Ok(())
    }

    /// `MaskOp::print`: the masked op (the first of the region) inline, the
    /// terminator left out.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        p.print(" ");
        p.print_operands(&operands);
        p.print(" { ");
        let arena = p.arena();
        let first = entry_block(arena, op).and_then(|b| arena.first_op(b));
        if let Some(nested) = first {
            p.print_custom_or_generic_op(nested);
        }
        p.print(" }");
        let attrs = sorted_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
        p.print(" : ");
        if let Some(&mask) = operands.first() {
            let t = p.arena().value_type(mask);
            p.print_type(t);
        }
        let results: Vec<Type> = p.arena().result_types(op).collect();
        if !results.is_empty() {
            p.print(" -> ");
            p.print_type_list(&results);
        }
    }
}

/// `vector<shape x i1>` with the shape and scalable flags of vector `ty`.
fn i1_vector_like(ctx: &Context, ty: Type) -> Option<Type> {
    let (shape, scalable, _) = vector_parts(ctx, ty)?;
    Some(ctx.get_type(TypeKind::Vector {
        shape,
        scalable,
        element: ctx.int_type(1),
    }))
}

/// `ContractionOp::getExpectedMaskType`: one dimension per iterator, sized
/// from the lhs and rhs through their indexing maps.
fn contraction_mask_type(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Type> {
    let maps = indexing_maps(ctx, arena, op);
    let n = maps.first()?.num_dims as usize;
    let mut shape: Vec<Option<i64>> = vec![None; n];
    let mut scalable = vec![false; n];
    for (i, map) in maps.iter().take(2).enumerate() {
        let (dims, flags, _) = operand_vector(ctx, arena, op, i)?;
        for ((&size, &flag), e) in dims.iter().zip(&flags).zip(&map.results) {
            let AffineExpr::Dim(d) = e else { return None };
            *shape.get_mut(*d as usize)? = Some(size);
            *scalable.get_mut(*d as usize)? = flag;
        }
    }
    Some(ctx.get_type(TypeKind::Vector {
        shape: shape.into_iter().collect::<Option<Vec<i64>>>()?,
        scalable,
        element: ctx.int_type(1),
    }))
}

/// The mask a transfer expects (`inferTransferOpMaskType` of its vector
/// and permutation map).
fn transfer_expected_mask(ctx: &Context, arena: &IrArena, op: OpId, vector: Option<Type>) -> Option<Type> {
    let map = match ir::ods::access::inherent(ctx, arena, op, "permutation_map").map(|a| ctx.attr_kind(a)) {
        Some(ir::AttrKind::AffineMap(m)) => m.clone(),
        _ => return None,
    };
    Some(transfer_mask_type(ctx, vector?, &map))
}

/// What the `MaskableOpInterface` of an op tells `vector.mask`.
struct Maskable {
    /// `getExpectedMaskType` (`None` when the op is too malformed to say).
    mask: Option<Type>,
    /// `supportsPassthru`.
    passthru: bool,
}

/// The `MaskableOpInterface` of `op`, if it implements it.
fn maskable(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Maskable> {
    let name = ctx.op_info(arena.op_name(op)).name();
    let result = arena.result_types(op).next();
    let operand = |i: usize| operand_type(arena, op, i);
    let i1_of = |t: Option<Type>| t.and_then(|t| i1_vector_like(ctx, t));
    let mask = match name {
        "vector.contract" => contraction_mask_type(ctx, arena, op),
        "vector.reduction" | "vector.multi_reduction" => i1_of(operand(0)),
        "vector.outerproduct" => i1_of(result),
        "vector.gather" => i1_of(operand(arena.num_operands(op).saturating_sub(3))),
        "vector.transfer_read" => transfer_expected_mask(ctx, arena, op, result),
        "vector.transfer_write" => transfer_expected_mask(ctx, arena, op, operand(0)),
        _ => return None,
    };
    Some(Maskable {
        mask,
        passthru: name == "vector.transfer_read",
    })
}

/// The results of `op`.
fn results_of(arena: &IrArena, op: OpId) -> Vec<Value> {
    (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect()
}

impl MaskOp {
    /// `MaskOp::verify`: one maskable op and a yield of its results, and
    /// the mask and passthru types that op expects.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(block) = entry_block(arena, op) else {
            return Ok(());
        };
        let ops: Vec<OpId> = arena.block_ops(block).collect();
        let no_terminator = "expects a terminator within the mask region";
        let Some(&last) = ops.last() else {
            return Err(op_error(ctx, arena, op, no_terminator));
        };
        check(ctx, arena, op, ops.len() <= 2, "expects only one operation to mask")?;
        let is_yield = ctx.op_info(arena.op_name(last)).name() == YIELD;
        check(ctx, arena, op, is_yield, no_terminator)?;
        check(
            ctx,
            arena,
            op,
            arena.num_operands(last) == arena.num_results(op),
            "expects number of results to match mask region yielded values",
        )?;
        match ops.as_slice() {
            [masked, _] => verify_masked_op(ctx, arena, op, *masked, last),
            _ => Ok(()),
        }
    }
}

/// The checks of `MaskOp::verify` on the masked op `masked` and the
/// terminator `yield_op`.
fn verify_masked_op(ctx: &Context, arena: &IrArena, op: OpId, masked: OpId, yield_op: OpId) -> Result<(), Diagnostic> {
    let Some(maskable) = maskable(ctx, arena, masked) else {
        return Err(op_error(
            ctx,
            arena,
            op,
            "expects a MaskableOpInterface within the mask region",
        ));
    };
    check(
        ctx,
        arena,
        op,
        arena.num_results(masked) == arena.num_results(op),
        "expects number of results to match maskable operation number of results",
    )?;
    let yielded: Vec<Value> = arena.operands(yield_op).collect();
    check(
        ctx,
        arena,
        op,
        results_of(arena, masked) == yielded,
        "expects all the results from the MaskableOpInterface to match all the values returned by the terminator",
    )?;
    let masked_types: Vec<Type> = arena.result_types(masked).collect();
    check(
        ctx,
        arena,
        op,
        masked_types.iter().copied().eq(arena.result_types(op)),
        "expects result type to match maskable operation result type",
    )?;
    let vectors = masked_types.iter().filter(|&&t| vector_parts(ctx, t).is_some()).count();
    check(ctx, arena, op, vectors <= 1, "multiple vector results not supported")?;
    if let (Some(expected), Some(mask)) = (maskable.mask, operand_type(arena, op, 0)) {
        check(
            ctx,
            arena,
            op,
            mask == expected,
            format!(
                "expects a '{}' mask for the maskable operation",
                type_to_string(ctx, expected)
            ),
        )?;
    }
    let Some(passthru) = operand_type(arena, op, 1) else {
        return Ok(());
    };
    check(
        ctx,
        arena,
        op,
        maskable.passthru,
        "doesn't expect a passthru argument for this maskable operation",
    )?;
    check(
        ctx,
        arena,
        op,
        masked_types.len() == 1,
        "expects result when passthru argument is provided",
    )?;
    check(
        ctx,
        arena,
        op,
        masked_types.first() == Some(&passthru),
        "expects passthru type to match result type",
    )
}
