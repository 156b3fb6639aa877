//! Valid dimensions and symbols of the affine ops (`isValidDim`,
//! `isValidSymbol`, `verifyDimAndSymbolIdentifiers`), read from where a
//! value is defined and the `AffineScope` around the op using it.

use ir::interfaces::ShapedDimOpInterfaceRef;
use ir::ods::FoldResult;
use ir::{Context, Diagnostic, IrArena, OpId, TypeKind, Value};

use crate::affine::op_error;

/// The name of `op`.
pub(super) fn op_name_of<'c>(ctx: &'c Context, arena: &IrArena, op: OpId) -> &'c str {
    ctx.op_info(arena.op_name(op)).name()
}

/// Whether `op` has the `AffineScope` trait.
fn is_affine_scope_op(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    ctx.op_info(arena.op_name(op)).traits().affine_scope
}

/// The op holding the block that `op` is in.
pub(super) fn parent_of(arena: &IrArena, op: OpId) -> Option<OpId> {
    arena.op_parent(op).and_then(|b| arena.block_parent_op(b))
}

/// The region `v` is defined in.
fn value_region(arena: &IrArena, v: Value) -> Option<ir::RegionId> {
    let block = match v {
        Value::Result { op, .. } => arena.op_parent(op)?,
        Value::Arg { block, .. } => block,
    };
    arena.block_parent(block)
}

/// The op of the region `v` is defined in.
fn value_parent_op(arena: &IrArena, v: Value) -> Option<OpId> {
    value_region(arena, v).and_then(|r| arena.region_parent(r))
}

/// `getAffineScope`: the closest region around `op` held by an
/// `AffineScope` op.
pub(crate) fn affine_scope(ctx: &Context, arena: &IrArena, op: OpId) -> Option<ir::RegionId> {
    let mut cur = op;
    while let Some(parent) = parent_of(arena, cur) {
        if is_affine_scope_op(ctx, arena, parent) {
            return arena.op_parent(cur).and_then(|b| arena.block_parent(b));
        }
        cur = parent;
    }
    None
}

/// `isTopLevelValue(value)`: defined directly in an `AffineScope` op.
fn is_top_level_value(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    value_parent_op(arena, v).is_some_and(|p| is_affine_scope_op(ctx, arena, p))
}

/// Whether `v` has type `index`.
pub(super) fn is_index(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    matches!(ctx.type_kind(arena.value_type(v)), TypeKind::Index)
}

/// `isAffineInductionVar`: the induction variable of an `affine.for` or
/// one of an `affine.parallel`.
fn is_affine_induction_var(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    if matches!(v, Value::Result { .. }) {
        return false;
    }
    let Some(owner) = value_parent_op(arena, v) else {
        return false;
    };
    let entry = arena
        .regions(owner)
        .first()
        .and_then(|&r| arena.region_blocks(r).first().copied());
    let Some(entry) = entry else { return false };
    match op_name_of(ctx, arena, owner) {
        "affine.for" => arena.num_args(entry) > 0 && arena.arg(entry, 0) == v,
        "affine.parallel" => (0..arena.num_args(entry)).any(|i| arena.arg(entry, i) == v),
        _ => false,
    }
}

/// The integer a `ConstantLike` op defining `v` holds (`m_ConstantInt`).
fn constant_index(ctx: &Context, arena: &IrArena, v: Value) -> Option<i128> {
    ir::rewrite::constant_int(ctx, arena, v).map(i128::from)
}

/// The dynamic sizes of a `memref.alloc`, `memref.view` or
/// `memref.subview` (`getDynamicSizes`).
fn dynamic_sizes(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<Value> {
    let operands: Vec<Value> = arena.operands(op).collect();
    let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
    let seg = |i: usize| {
        let start: i64 = segs.iter().take(i).sum();
        let len = segs.get(i).copied().unwrap_or(0);
        operands
            .get(start.max(0) as usize..(start + len).max(0) as usize)
            .map(<[Value]>::to_vec)
            .unwrap_or_default()
    };
    match op_name_of(ctx, arena, op) {
        "memref.alloc" => seg(0),
        "memref.subview" => seg(2),
        "memref.view" => operands.get(2..).map(<[Value]>::to_vec).unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// `isMemRefSizeValidSymbol`.
fn is_memref_size_valid_symbol(
    ctx: &Context,
    arena: &IrArena,
    def: OpId,
    index: i128,
    region: Option<ir::RegionId>,
) -> bool {
    let ty = arena.value_type(arena.result(def, 0));
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else {
        return false;
    };
    let Some(i) = usize::try_from(index).ok().filter(|&i| i < shape.len()) else {
        return false;
    };
    if shape[i] != ir::types::DYNAMIC {
        return true;
    }
    let pos = shape[..i].iter().filter(|&&d| d == ir::types::DYNAMIC).count();
    dynamic_sizes(ctx, arena, def)
        .get(pos)
        .is_some_and(|&v| is_valid_symbol(ctx, arena, v, region))
}

/// `isDimOpValidSymbol`: the shaped value of a `ShapedDimOpInterface` op is
/// top-level, or its queried dimension is static or a valid symbol where the
/// value is allocated or viewed.
fn is_dim_op_valid_symbol(
    ctx: &Context,
    arena: &IrArena,
    dim: ShapedDimOpInterfaceRef,
    region: Option<ir::RegionId>,
) -> bool {
    let shaped = dim.shaped_value(ctx, arena);
    if is_top_level_value(ctx, arena, shaped) {
        return true;
    }
    let Value::Result { op: mut def, .. } = shaped else {
        return false;
    };
    let index = match dim.dimension(ctx, arena) {
        FoldResult::Value(v) => constant_index(ctx, arena, v),
        FoldResult::Attr(a) => match ctx.attr_kind(a) {
            ir::AttrKind::Integer { value, .. } => value.to_i128(),
            _ => None,
        },
    };
    let Some(index) = index else {
        return false;
    };
    while op_name_of(ctx, arena, def) == "memref.cast" {
        let Some(src) = arena.operands(def).next() else {
            return false;
        };
        if matches!(ctx.type_kind(arena.value_type(src)), TypeKind::UnrankedMemRef { .. }) {
            return false;
        }
        let Value::Result { op, .. } = src else { return false };
        def = op;
    }
    matches!(
        op_name_of(ctx, arena, def),
        "memref.view" | "memref.subview" | "memref.alloc"
    ) && is_memref_size_valid_symbol(ctx, arena, def, index, region)
}

/// `isPure`: no memory effects and always speculatable (the integer
/// divisions only when their divisor is a constant that cannot trap).
fn is_pure_op(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let info = ctx.op_info(arena.op_name(op));
    let divisor = || arena.operands(op).nth(1).and_then(|d| constant_index(ctx, arena, d));
    match info.name() {
        "index.divs" | "index.divu" | "index.ceildivs" | "index.ceildivu" | "index.floordivs" | "index.rems"
        | "index.remu" => false,
        "arith.divui" | "arith.ceildivui" => divisor().is_some_and(|d| d != 0),
        "arith.divsi" | "arith.ceildivsi" => divisor().is_some_and(|d| d != 0 && d != -1),
        _ => info.is_registered() && info.traits().pure,
    }
}

/// `isValidSymbol(value, region)`.
pub(crate) fn is_valid_symbol(ctx: &Context, arena: &IrArena, v: Value, region: Option<ir::RegionId>) -> bool {
    if !is_index(ctx, arena, v) {
        return false;
    }
    if region.is_some() && value_region(arena, v) == region {
        return true;
    }
    // A value dominating the scope's parent op is a symbol there too.
    let outer = || {
        let region_op = region.and_then(|r| arena.region_parent(r))?;
        if ctx.op_info(arena.op_name(region_op)).traits().isolated_from_above {
            return None;
        }
        arena.op_parent(region_op).and_then(|b| arena.block_parent(b))
    };
    let Value::Result { op: def, .. } = v else {
        return outer().is_some_and(|r| is_valid_symbol(ctx, arena, v, Some(r)));
    };
    if ir::rewrite::is_constant_like(ctx, arena, def) {
        return true;
    }
    if is_pure_op(ctx, arena, def)
        && arena.regions(def).is_empty()
        && arena.operands(def).all(|o| is_valid_symbol(ctx, arena, o, region))
    {
        return true;
    }
    if let Some(dim) = ShapedDimOpInterfaceRef::get(ctx, arena, def) {
        return is_dim_op_valid_symbol(ctx, arena, dim, region);
    }
    outer().is_some_and(|r| is_valid_symbol(ctx, arena, v, Some(r)))
}

/// `isValidSymbol(value)`: an `index` value defined directly in an affine
/// scope, or a symbol in the scope of its defining op.
pub(crate) fn is_valid_symbol_value(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    if !is_index(ctx, arena, v) {
        return false;
    }
    if is_top_level_value(ctx, arena, v) {
        return true;
    }
    match v {
        Value::Result { op, .. } => is_valid_symbol(ctx, arena, v, affine_scope(ctx, arena, op)),
        Value::Arg { .. } => false,
    }
}

/// `isValidDim(value, region)`.
pub(super) fn is_valid_dim(ctx: &Context, arena: &IrArena, v: Value, region: Option<ir::RegionId>) -> bool {
    if !is_index(ctx, arena, v) {
        return false;
    }
    if is_valid_symbol(ctx, arena, v, region) {
        return true;
    }
    let Value::Result { op: def, .. } = v else {
        return is_affine_induction_var(ctx, arena, v);
    };
    // The dim op is okay if its shaped value is defined at the top level.
    if let Some(dim) = ShapedDimOpInterfaceRef::get(ctx, arena, def) {
        return is_top_level_value(ctx, arena, dim.shaped_value(ctx, arena));
    }
    match op_name_of(ctx, arena, def) {
        "affine.apply" | "affine.delinearize_index" | "affine.linearize_index" => {
            arena.operands(def).all(|o| is_valid_dim(ctx, arena, o, region))
        }
        _ => false,
    }
}

/// `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands are valid
/// dimensions, the others valid symbols, in `op`'s affine scope.
pub(super) fn verify_dim_and_symbol_ids(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, arena, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(ctx, arena, v, scope) {
                return Err(op_error(ctx, arena, op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol(ctx, arena, v, scope) {
            return Err(op_error(ctx, arena, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}
