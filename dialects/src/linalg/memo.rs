//! `linalg.memoized_indexing_maps`: the indexing maps an OpDSL named op
//! with a static iteration space (the convolutions and poolings, whose maps
//! depend on `strides` and `dilations`) caches on itself the first time its
//! `getIndexingMaps()` runs, which upstream's verifier does. An op read from
//! generic text or bytecode without the attribute gets it while verifying,
//! so it prints as mlir-opt prints it.

use crate::affine::dense_ints;
use crate::linalg::named::{spec, static_maps};
use crate::linalg::named_table::NAMED_OPS;
use ir::{AttrKind, Context, IrArena, OpId};

/// The discardable attribute upstream memoizes the maps in.
pub(crate) const MEMO_ATTR: &str = "linalg.memoized_indexing_maps";

/// Registers the memoization hook of every OpDSL named op.
pub fn register(ctx: &Context) {
    for named in NAMED_OPS {
        ctx.registry().set_memoize_hook(named.name, memoize_indexing_maps);
    }
}

/// The yaml-generated `getIndexingMaps()`: stores the op's static maps in
/// [`MEMO_ATTR`] unless it already has that attribute. An op whose window
/// attributes are malformed is left alone for its verifier to report.
fn memoize_indexing_maps(ctx: &Context, arena: &mut IrArena, op: OpId) {
    let Some(spec) = spec(ctx.op_info(arena.op_name(op)).name()) else {
        return;
    };
    if ir::ods::access::dict_get(ctx, arena.attrs(op), MEMO_ATTR).is_some() {
        return;
    }
    let window = |name: &str| match ir::ods::access::inherent(ctx, arena, op, name) {
        None => Some(vec![1; spec.window]),
        Some(a) => dense_ints(ctx, a).filter(|v| v.len() == spec.window),
    };
    let (Some(strides), Some(dilations)) = (window("strides"), window("dilations")) else {
        return;
    };
    let Some(maps) = static_maps(spec, &strides, &dilations) else {
        return;
    };
    let maps: Vec<_> = maps.into_iter().map(|m| ctx.get_attr(AttrKind::AffineMap(m))).collect();
    let value = ir::ods::values::attr_array(ctx, &maps);
    let mut entries = arena
        .attrs(op)
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    entries.push((ctx.string_attr(MEMO_ATTR.as_bytes()), value));
    let dict = ctx.dictionary_attr(entries);
    arena.set_attrs(op, Some(dict));
}
