//! Composition of `affine.apply` results into the maps that use them
//! (upstream's `composeAffineMapAndOperands`), and the canonicalization that
//! applies it to affine memory accesses (`SimplifyAffineOp` on
//! `affine.load`, `affine.store`, `affine.vector_load`, `affine.vector_store`).

use super::canonical_map::canonicalize_map_and_operands;
use super::ops::{ApplyOpView, LoadOpView, StoreOpView, VectorLoadOpView, VectorStoreOpView};
use crate::memref::simplify::simplify_affine_expr;
use ir::affine::{AffineExpr, AffineMap};
use ir::attrs::AttrKind;
use ir::rewrite::PatternRewriter;
use ir::{Context, IrArena, OpId, OpSpec, Value};

/// `map` applied to `operands` with every operand an `affine.apply` defines
/// replaced by that apply's expression over its own operands (repeatedly,
/// so chains of applies compose), then canonicalized and simplified.
pub(crate) fn compose_map_and_operands(
    ctx: &Context,
    arena: &IrArena,
    map: &AffineMap,
    operands: &[Value],
) -> (AffineMap, Vec<Value>) {
    let num_dims = map.num_dims as usize;
    if map.results.is_empty() {
        let (map, operands) = canonicalize_map_and_operands(ctx, arena, map, operands);
        return (simplify_map(&map), operands);
    }
    let mut map = map.clone();
    let mut dims: Vec<Option<Value>> = operands.iter().take(num_dims).copied().map(Some).collect();
    let mut syms: Vec<Option<Value>> = operands.iter().skip(num_dims).copied().map(Some).collect();
    // One replacement at a time, from the first position again after each:
    // the appended operands may themselves come from applies.
    while (0..dims.len() + syms.len()).any(|pos| replace_dim_or_symbol(ctx, arena, &mut map, pos, &mut dims, &mut syms))
    {
    }
    // Drop the replaced positions and renumber the others.
    let mut kept = Vec::new();
    let dim_repl = renumber(&dims, AffineExpr::dim, &mut kept);
    let num_kept_dims = kept.len() as u32;
    let sym_repl = renumber(&syms, AffineExpr::symbol, &mut kept);
    let num_kept_syms = kept.len() as u32 - num_kept_dims;
    let results = map
        .results
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dim_repl, &sym_repl))
        .collect();
    let map = AffineMap::new(num_kept_dims, num_kept_syms, results);
    let (map, operands) = canonicalize_map_and_operands(ctx, arena, &map, &kept);
    (simplify_map(&map), operands)
}

/// The new dims (or symbols, by `make`) of the values still present, in
/// order, appended to `kept`; a replaced position becomes the constant 0
/// (nothing refers to it any more).
fn renumber(values: &[Option<Value>], make: fn(u32) -> AffineExpr, kept: &mut Vec<Value>) -> Vec<AffineExpr> {
    let mut next = 0u32;
    values
        .iter()
        .map(|v| match v {
            Some(v) => {
                kept.push(*v);
                next += 1;
                make(next - 1)
            }
            None => AffineExpr::constant(0),
        })
        .collect()
}

/// Replaces the dim or symbol at `pos` (dims first) by the expression of the
/// `affine.apply` defining its value, appending that apply's operands as new
/// dims and symbols (`replaceDimOrSym`); `false` when there is nothing to do.
fn replace_dim_or_symbol(
    ctx: &Context,
    arena: &IrArena,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let slot = if is_dim {
        &mut dims[pos]
    } else {
        &mut syms[pos - dims.len()]
    };
    let Some(apply) = slot.and_then(|v| ApplyOpView::defining(ctx, arena, v)) else {
        return false;
    };
    let Some(apply_map) = super::map_of(ctx, apply.map_attr()) else {
        return false;
    };
    let [expr] = apply_map.results.as_slice() else {
        return false;
    };
    *slot = None;
    let (nd, ns) = (dims.len() as u32, syms.len() as u32);
    let shift_dims: Vec<AffineExpr> = (0..apply_map.num_dims).map(|d| AffineExpr::dim(d + nd)).collect();
    let shift_syms: Vec<AffineExpr> = (0..apply_map.num_symbols).map(|s| AffineExpr::symbol(s + ns)).collect();
    let composed = expr.replace_dims_and_symbols(&shift_dims, &shift_syms);
    let apply_operands: Vec<Value> = apply.map_operands().collect();
    let (apply_dims, apply_syms) = apply_operands.split_at((apply_map.num_dims as usize).min(apply_operands.len()));
    dims.extend(apply_dims.iter().copied().map(Some));
    syms.extend(apply_syms.iter().copied().map(Some));
    let old_dims = map.num_dims;
    let dim_repl: Vec<AffineExpr> = (0..old_dims)
        .map(|d| {
            if is_dim && d as usize == pos {
                composed.clone()
            } else {
                AffineExpr::dim(d)
            }
        })
        .collect();
    let sym_repl: Vec<AffineExpr> = (0..map.num_symbols)
        .map(|s| {
            if !is_dim && s as usize + old_dims as usize == pos {
                composed.clone()
            } else {
                AffineExpr::symbol(s)
            }
        })
        .collect();
    let results = map
        .results
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dim_repl, &sym_repl))
        .collect();
    *map = AffineMap::new(dims.len() as u32, syms.len() as u32, results);
    true
}

/// `simplifyAffineMap`: each result simplified.
pub(crate) fn simplify_map(map: &AffineMap) -> AffineMap {
    let results = map
        .results
        .iter()
        .map(|e| simplify_affine_expr(e, map.num_dims as usize, map.num_symbols as usize))
        .collect();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

/// `SimplifyAffineOp` for the affine memory accesses: the access rebuilt
/// with its map composed with the applies feeding its indices.
pub(crate) fn simplify_affine_access(root: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    // The operands before the indices, the indices and the map.
    let access = LoadOpView::cast(ctx, arena, root)
        .map(|v| (vec![v.memref()], v.indices().collect::<Vec<_>>(), v.map_attr()))
        .or_else(|| {
            StoreOpView::cast(ctx, arena, root)
                .map(|v| (vec![v.value(), v.memref()], v.indices().collect(), v.map_attr()))
        })
        .or_else(|| {
            VectorLoadOpView::cast(ctx, arena, root).map(|v| (vec![v.memref()], v.indices().collect(), v.map_attr()))
        })
        .or_else(|| {
            VectorStoreOpView::cast(ctx, arena, root)
                .map(|v| (vec![v.value(), v.memref()], v.indices().collect(), v.map_attr()))
        });
    let Some((mut operands, indices, map_attr)) = access else {
        return false;
    };
    let Some(map) = super::map_of(ctx, map_attr) else {
        return false;
    };
    let (new_map, new_indices) = compose_map_and_operands(ctx, arena, &map, &indices);
    if new_map == map && new_indices == indices {
        return false;
    }
    operands.extend(new_indices);
    let map_attr = ctx.get_attr(AttrKind::AffineMap(new_map));
    let properties = ir::ods::access::with_entry(ctx, arena.properties(root), "map", Some(map_attr));
    let spec = OpSpec {
        operands,
        result_types: arena.result_types(root).collect(),
        properties,
        attrs: arena.attrs(root),
        ..OpSpec::new(arena.op_name(root), arena.op_loc(root))
    };
    rw.replace_op_with_new(root, spec);
    true
}
