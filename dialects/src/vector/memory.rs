//! Verifiers of the vector ops reading and writing memory: loads and
//! stores, masked, gathering, scattering, expanding and compressing ones.

use super::*;
use crate::vector::ops::{
    CompressStoreOp, ExpandLoadOp, GatherOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp, StoreOp,
};

/// The checks `vector.load` and `vector.store` share (`base` is operand
/// `base_at`, the vector is `vec`; `what` names it in messages).
fn verify_load_store(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    base_at: usize,
    vec: Type,
    load: bool,
) -> Result<(), Diagnostic> {
    let (Some((rank, mut element)), Some((vshape, _, velt))) = (
        operand_type(arena, op, base_at).and_then(|t| memref_parts(ctx, t)),
        vector_parts(ctx, vec),
    ) else {
        return Ok(());
    };
    let (lower, types_match, elts_match) = if load {
        (
            "destination memref has lower rank than the result vector",
            "base memref and result vector types should match",
            "base and result element types should match",
        )
    } else {
        (
            "source memref has lower rank than the vector to store",
            "base memref and valueToStore vector types should match",
            "base and valueToStore element type should match",
        )
    };
    check(ctx, arena, op, rank >= vshape.len(), lower)?;
    if let Some((_, _, inner)) = vector_parts(ctx, element) {
        check(ctx, arena, op, element == vec, types_match)?;
        element = inner;
    }
    check(ctx, arena, op, velt == element, elts_match)?;
    let indices = arena.num_operands(op).saturating_sub(base_at + 1);
    check(ctx, arena, op, indices == rank, format!("requires {rank} indices"))
}

/// `verifyLoadStoreMemRefLayout`: unless the vector holds a single element
/// (rank 0, or one element and not scalable), the memref's innermost
/// stride must be 1 (`isLastDimUnitStride`: a strided layout whose last
/// stride is 1, or rank 0).
fn verify_memref_layout(ctx: &Context, arena: &IrArena, op: OpId, base_at: usize, vec: Type) -> Result<(), Diagnostic> {
    let (Some((shape, scalable, _)), Some(base)) = (vector_parts(ctx, vec), operand_type(arena, op, base_at)) else {
        return Ok(());
    };
    let single = !scalable.iter().any(|&s| s) && (shape.is_empty() || shape.iter().product::<i64>() == 1);
    if single || !matches!(ctx.type_kind(base), TypeKind::MemRef { .. }) {
        return Ok(());
    }
    let unit = crate::memref::layout::strides_and_offset(ctx, base)
        .is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1));
    check(ctx, arena, op, unit, "most minor memref dim must have unit stride")
}

impl LoadOp {
    /// `LoadOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(result) = arena.result_types(self.0).next() else {
            return Ok(());
        };
        verify_memref_layout(ctx, arena, self.0, 0, result)?;
        verify_load_store(ctx, arena, self.0, 0, result, true)
    }
}

impl StoreOp {
    /// `StoreOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(value) = operand_type(arena, self.0, 0) else {
            return Ok(());
        };
        verify_memref_layout(ctx, arena, self.0, 1, value)?;
        verify_load_store(ctx, arena, self.0, 1, value, false)
    }
}

/// The checks of `vector.maskedload`/`maskedstore`: element types, index
/// count and the mask's shape (operands: base, indices..., mask, vector).
fn verify_masked(ctx: &Context, arena: &IrArena, op: OpId, vec: Type, what: &str) -> Result<(), Diagnostic> {
    let n = arena.num_operands(op);
    let (Some((rank, element)), Some((vshape, _, velt)), Some((mshape, ..))) = (
        operand_type(arena, op, 0).and_then(|t| memref_parts(ctx, t)),
        vector_parts(ctx, vec),
        operand_vector(ctx, arena, op, n.saturating_sub(2)),
    ) else {
        return Ok(());
    };
    check_element_and_indices(ctx, arena, op, (rank, element), velt, 3, what)?;
    check(
        ctx,
        arena,
        op,
        vshape == mshape,
        format!("expected {what} shape to match mask shape"),
    )
}

/// The checks that open the verifiers of the masked, gathering and
/// compressing ops: the vector's element type `velt` is the base's
/// `element`, and the operands other than the `non_indices` ones are
/// `rank` indices (`what` names the vector).
fn check_element_and_indices(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    (rank, element): (usize, Type),
    velt: Type,
    non_indices: usize,
    what: &str,
) -> Result<(), Diagnostic> {
    check(
        ctx,
        arena,
        op,
        velt == element,
        format!("base and {what} element type should match"),
    )?;
    let indices = arena.num_operands(op).saturating_sub(non_indices);
    check(ctx, arena, op, indices == rank, format!("requires {rank} indices"))
}

/// The trailing operands of a gather, scatter, expanding load or
/// compressing store, counted from the end: `[..., indices?, mask, vector]`.
fn trailing_operand(ctx: &Context, arena: &IrArena, op: OpId, from_end: usize) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    let n = arena.num_operands(op);
    operand_vector(ctx, arena, op, n.checked_sub(from_end)?)
}

/// The checks of `vector.gather`/`scatter` (`GatherOp::verify`,
/// `ScatterOp::verify` up to the pass-through): base, index count and the
/// shapes of the index and mask vectors against the vector's; `what` names
/// the vector (`result`, `valueToStore`).
fn verify_indexed(ctx: &Context, arena: &IrArena, op: OpId, vec: Type, what: &str) -> Result<(), Diagnostic> {
    let Some(base) = operand_type(arena, op, 0) else {
        return Ok(());
    };
    let Some((rank, element)) = memref_or_tensor(ctx, base) else {
        return Err(op_error(
            ctx,
            arena,
            op,
            "requires base to be a memref or ranked tensor type",
        ));
    };
    let (Some((vshape, _, velt)), Some((ishape, ..)), Some((mshape, ..))) = (
        vector_parts(ctx, vec),
        trailing_operand(ctx, arena, op, 3),
        trailing_operand(ctx, arena, op, 2),
    ) else {
        return Ok(());
    };
    check_element_and_indices(ctx, arena, op, (rank, element), velt, 4, what)?;
    check_dim(ctx, arena, op, vshape == ishape, what, "indices")?;
    check_dim(ctx, arena, op, vshape == mshape, what, "mask")
}

/// `expected <what> dim to match <of> dim` unless `matches`.
fn check_dim(ctx: &Context, arena: &IrArena, op: OpId, matches: bool, what: &str, of: &str) -> Result<(), Diagnostic> {
    check(
        ctx,
        arena,
        op,
        matches,
        format!("expected {what} dim to match {of} dim"),
    )
}

/// The checks of `vector.expandload`/`compressstore`: element types, index
/// count and the leading dimension of the mask against the vector's.
fn verify_compressed(ctx: &Context, arena: &IrArena, op: OpId, vec: Type, what: &str) -> Result<(), Diagnostic> {
    let (Some((rank, element)), Some((vshape, _, velt)), Some((mshape, ..))) = (
        operand_type(arena, op, 0).and_then(|t| memref_parts(ctx, t)),
        vector_parts(ctx, vec),
        trailing_operand(ctx, arena, op, 2),
    ) else {
        return Ok(());
    };
    check_element_and_indices(ctx, arena, op, (rank, element), velt, 3, what)?;
    check_dim(ctx, arena, op, vshape.first() == mshape.first(), what, "mask")
}

/// `expected pass_thru of same type as result type`, the last check of the
/// loads with a pass-through operand (their last operand).
fn check_pass_thru(ctx: &Context, arena: &IrArena, op: OpId, result: Type) -> Result<(), Diagnostic> {
    let pass = operand_type(arena, op, arena.num_operands(op).saturating_sub(1));
    check(
        ctx,
        arena,
        op,
        pass == Some(result),
        "expected pass_thru of same type as result type",
    )
}

/// The checks of one of the masked, gathering or compressing memory ops
/// on its vector (`what` names it in messages: `result`, `valueToStore`).
type VectorChecks = fn(&Context, &IrArena, OpId, Type, &str) -> Result<(), Diagnostic>;

/// `verify` of a load with a pass-through operand: `checks` on the
/// result, then the pass-through's type.
fn verify_pass_thru_load(ctx: &Context, arena: &IrArena, op: OpId, checks: VectorChecks) -> Result<(), Diagnostic> {
    let Some(result) = arena.result_types(op).next() else {
        return Ok(());
    };
    checks(ctx, arena, op, result, "result")?;
    check_pass_thru(ctx, arena, op, result)
}

/// `verify` of a store whose value to store is its last operand: `checks`
/// on that value.
fn verify_last_operand_store(ctx: &Context, arena: &IrArena, op: OpId, checks: VectorChecks) -> Result<(), Diagnostic> {
    let Some(value) = operand_type(arena, op, arena.num_operands(op).saturating_sub(1)) else {
        return Ok(());
    };
    checks(ctx, arena, op, value, "valueToStore")
}

/// `verify` of the masked, gathering and compressing ops: each op's
/// checks, in the flavour of a load with a pass-through or a store.
macro_rules! verify_with {
    ($($op:ident: $flavour:ident($checks:ident);)*) => {
        $(
            impl $op {
                #[doc = concat!("`", stringify!($op), "::verify`.")]
                pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
                    $flavour(ctx, arena, self.0, $checks)
                }
            }
        )*
    };
}

verify_with! {
    MaskedLoadOp: verify_pass_thru_load(verify_masked);
    MaskedStoreOp: verify_last_operand_store(verify_masked);
    GatherOp: verify_pass_thru_load(verify_indexed);
    ScatterOp: verify_last_operand_store(verify_indexed);
    ExpandLoadOp: verify_pass_thru_load(verify_compressed);
    CompressStoreOp: verify_last_operand_store(verify_compressed);
}
