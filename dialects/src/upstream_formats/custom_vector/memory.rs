//! Verifiers of the vector ops reading and writing memory: loads and
//! stores, masked, gathering, scattering, expanding and compressing ones.

use super::super::vector::{
    CompressStoreOp, ExpandLoadOp, GatherOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp, StoreOp,
};
use super::*;

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

impl LoadOp {
    /// `LoadOp::verify` (the memref layout check aside).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(result) = arena.result_types(self.0).next() else {
            return Ok(());
        };
        verify_load_store(ctx, arena, self.0, 0, result, true)
    }
}

impl StoreOp {
    /// `StoreOp::verify` (the memref layout check aside).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(value) = operand_type(arena, self.0, 0) else {
            return Ok(());
        };
        verify_load_store(ctx, arena, self.0, 1, value, false)
    }
}

/// The checks of `vector.maskedload`/`maskedstore`: element types, index
/// count and the mask's shape (operands: base, indices..., mask, vector).
fn verify_masked(ctx: &Context, arena: &IrArena, op: OpId, vec: Type, load: bool) -> Result<(), Diagnostic> {
    let n = arena.num_operands(op);
    let (Some((rank, element)), Some((vshape, _, velt)), Some((mshape, ..))) = (
        operand_type(arena, op, 0).and_then(|t| memref_parts(ctx, t)),
        vector_parts(ctx, vec),
        operand_vector(ctx, arena, op, n.saturating_sub(2)),
    ) else {
        return Ok(());
    };
    let what = if load { "result" } else { "valueToStore" };
    check(
        ctx,
        arena,
        op,
        velt == element,
        format!("base and {what} element type should match"),
    )?;
    check(
        ctx,
        arena,
        op,
        n.saturating_sub(3) == rank,
        format!("requires {rank} indices"),
    )?;
    check(
        ctx,
        arena,
        op,
        vshape == mshape,
        format!("expected {what} shape to match mask shape"),
    )
}

impl MaskedLoadOp {
    /// `MaskedLoadOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(result) = arena.result_types(op).next() else {
            return Ok(());
        };
        verify_masked(ctx, arena, op, result, true)?;
        check_pass_thru(ctx, arena, op, result)
    }
}

impl MaskedStoreOp {
    /// `MaskedStoreOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(value) = operand_type(arena, op, arena.num_operands(op).saturating_sub(1)) else {
            return Ok(());
        };
        verify_masked(ctx, arena, op, value, false)
    }
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
    let elt_msg = if what == "result" {
        "base and result element type should match"
    } else {
        "base and valueToStore element type should match"
    };
    check(ctx, arena, op, velt == element, elt_msg)?;
    let offsets = arena.num_operands(op).saturating_sub(4);
    check(ctx, arena, op, offsets == rank, format!("requires {rank} indices"))?;
    check(
        ctx,
        arena,
        op,
        vshape == ishape,
        format!("expected {what} dim to match indices dim"),
    )?;
    check(
        ctx,
        arena,
        op,
        vshape == mshape,
        format!("expected {what} dim to match mask dim"),
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
    check(
        ctx,
        arena,
        op,
        velt == element,
        format!("base and {what} element type should match"),
    )?;
    let indices = arena.num_operands(op).saturating_sub(3);
    check(ctx, arena, op, indices == rank, format!("requires {rank} indices"))?;
    check(
        ctx,
        arena,
        op,
        vshape.first() == mshape.first(),
        format!("expected {what} dim to match mask dim"),
    )
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

impl GatherOp {
    /// `GatherOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(result) = arena.result_types(op).next() else {
            return Ok(());
        };
        verify_indexed(ctx, arena, op, result, "result")?;
        check_pass_thru(ctx, arena, op, result)
    }
}

impl ScatterOp {
    /// `ScatterOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(value) = operand_type(arena, op, arena.num_operands(op).saturating_sub(1)) else {
            return Ok(());
        };
        verify_indexed(ctx, arena, op, value, "valueToStore")
    }
}

impl ExpandLoadOp {
    /// `ExpandLoadOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(result) = arena.result_types(op).next() else {
            return Ok(());
        };
        verify_compressed(ctx, arena, op, result, "result")?;
        check_pass_thru(ctx, arena, op, result)
    }
}

impl CompressStoreOp {
    /// `CompressStoreOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(value) = operand_type(arena, op, arena.num_operands(op).saturating_sub(1)) else {
            return Ok(());
        };
        verify_compressed(ctx, arena, op, value, "valueToStore")
    }
}
