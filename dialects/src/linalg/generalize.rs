//! `linalg-generalize-named-ops` (upstream `LinalgGeneralizeNamedOpsPass`):
//! every linalg structured op other than `linalg.generic` becomes a
//! `linalg.generic` with the op's inputs, inits, indexing maps and
//! iterator types, and the op's own region body moved into it
//! (`generalizeNamedOp`), applied with the greedy driver as upstream
//! applies its pattern.

use ir::rewrite::RewritePattern;
use ir::rewrite::{apply_patterns_greedily, GreedyConfig, OpTable, PatternRewriter, PatternSet};
use ir::{AttrKind, Context, IrArena, OpId, Type, TypeKind};

use super::ops::GenericOp;
use super::structured::{structured_op, StructuredOp};

/// `LinalgGeneralizationPattern`: any structured op but `linalg.generic`.
struct GeneralizationPattern;

impl RewritePattern for GeneralizationPattern {
    fn name(&self) -> &str {
        "LinalgGeneralizationPattern"
    }
    fn root(&self) -> Option<&str> {
        None
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        generalize(op, rw)
    }
}

/// `generalizeNamedOp`: builds the `linalg.generic` before `op`, moves the
/// body into it and replaces `op` with it.
pub fn generalize(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if GenericOp::cast(rw.ctx, rw.arena, op).is_some() || rw.arena.regions(op).len() != 1 {
        return false;
    }
    let Some(StructuredOp {
        inputs,
        inits,
        maps,
        iterators,
    }) = structured_op(rw.ctx, rw.arena, op)
    else {
        return false;
    };
    let ctx = rw.ctx;
    let result_types: Vec<Type> = if has_pure_tensor_semantics(ctx, rw.arena, op) {
        inits.iter().map(|&v| rw.arena.value_type(v)).collect()
    } else {
        Vec::new()
    };
    let maps_attr = ctx.get_attr(AttrKind::Array(
        maps.into_iter().map(|m| ctx.get_attr(AttrKind::AffineMap(m))).collect(),
    ));
    let iterators_attr = ctx.get_attr(AttrKind::Array(
        iterators
            .iter()
            .map(|k| super::iterator_type_attr(ctx, k.keyword()))
            .collect(),
    ));
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let Ok(generic) = rw.build(loc, |b| {
        GenericOp::build(b, &result_types, &inputs, &inits, maps_attr, iterators_attr, None, None)
    }) else {
        return false;
    };
    let (Some(&from), Some(&to)) = (rw.arena.regions(op).first(), rw.arena.regions(generic.0).first()) else {
        return false;
    };
    for block in rw.arena.region_blocks(from).to_vec() {
        rw.arena.detach_block(block);
        rw.arena.append_block(to, block);
    }
    let results: Vec<ir::Value> = (0..rw.arena.num_results(generic.0))
        .map(|i| rw.arena.result(generic.0, i))
        .collect();
    rw.replace_op(op, &results);
    true
}

/// `hasPureTensorSemantics`: no operand is a memref.
pub(crate) fn has_pure_tensor_semantics(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    !arena.operands(op).any(|v| {
        matches!(
            ctx.type_kind(arena.value_type(v)),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    })
}

crate::common::pass::pass_without_options! {
    /// The pass.
    pub struct LinalgGeneralizeNamedOps("linalg-generalize-named-ops", "LinalgGeneralizeNamedOpsPass");
    fn run(ctx, arena, op, pc) {
        let mut patterns = PatternSet::new();
        patterns.add(GeneralizationPattern);
        // `GreedyRewriteConfig`'s defaults: bottom-up, aggressive region
        // simplification.
        let config = GreedyConfig::default();
        let outcome = apply_patterns_greedily(ctx, arena, op, &patterns.freeze(ctx), &OpTable::new(ctx), &config);
        ir::pass::DiagnosticSink::emit_all(pc, outcome.diagnostics);
        Ok(())
    }
}
