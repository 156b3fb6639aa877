//! `canonicalizeMapAndOperands` for maps over SSA operands: every dim or
//! symbol the map does not use is dropped, repeated operands are merged
//! into one dim or symbol, constant operands are folded into the map, and
//! the remaining dims and symbols are renumbered in order.

use ir::affine::{AffineExpr, AffineMap};
use ir::{Context, IrArena, Value};

/// The constant index/integer an operand holds (a `ConstantLike` op's).
pub(crate) fn constant_operand(ctx: &Context, arena: &IrArena, v: Value) -> Option<i64> {
    ir::rewrite::constant_int(ctx, arena, v)
}

/// Canonicalizes `map` applied to `operands` (dims first, then symbols).
pub(crate) fn canonicalize_map_and_operands(
    ctx: &Context,
    arena: &IrArena,
    map: &AffineMap,
    operands: &[Value],
) -> (AffineMap, Vec<Value>) {
    let num_dims = map.num_dims as usize;
    let used = |pos: usize, is_dim: bool| {
        map.results.iter().any(|e| {
            if is_dim {
                e.is_function_of_dim(pos as u32)
            } else {
                e.is_function_of_symbol(pos as u32)
            }
        })
    };
    let mut dim_values: Vec<Value> = Vec::new();
    let mut dims = Vec::with_capacity(num_dims);
    for (i, &v) in operands.iter().enumerate().take(num_dims) {
        dims.push(remap(ctx, arena, used(i, true), v, &mut dim_values, AffineExpr::dim));
    }
    let mut symbol_values: Vec<Value> = Vec::new();
    let mut symbols = Vec::with_capacity(map.num_symbols as usize);
    for (i, &v) in operands.iter().enumerate().skip(num_dims) {
        symbols.push(remap(
            ctx,
            arena,
            used(i - num_dims, false),
            v,
            &mut symbol_values,
            AffineExpr::symbol,
        ));
    }
    let results = map
        .results
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dims, &symbols))
        .collect();
    let new = AffineMap::new(dim_values.len() as u32, symbol_values.len() as u32, results);
    dim_values.extend(symbol_values);
    (new, dim_values)
}

/// The expression replacing one dim or symbol bound to `v`.
fn remap(
    ctx: &Context,
    arena: &IrArena,
    used: bool,
    v: Value,
    kept: &mut Vec<Value>,
    make: fn(u32) -> AffineExpr,
) -> AffineExpr {
    if !used {
        return AffineExpr::constant(0);
    }
    if let Some(c) = constant_operand(ctx, arena, v) {
        return AffineExpr::constant(c);
    }
    if let Some(pos) = kept.iter().position(|&k| k == v) {
        return make(pos as u32);
    }
    kept.push(v);
    make((kept.len() - 1) as u32)
}
