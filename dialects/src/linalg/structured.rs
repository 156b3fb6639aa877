//! What every linalg structured op is as a `linalg.generic` sees it
//! (upstream's `LinalgOp` interface): its inputs and inits
//! (`getDpsInputs`/`getDpsInits`), its indexing maps
//! (`getIndexingMapsArray`) and its iterator types
//! (`getIteratorTypesArray`), for the generic op itself, the contractions,
//! the OpDSL ops, `linalg.elementwise`, `map`, `reduce`, `transpose` and
//! `broadcast`. The passes that generalize and lower linalg ops read it.

use ir::affine::{AffineExpr, AffineMap};
use ir::{Context, IrArena, OpId, Value};

use super::contraction::{batch_matmul_maps, batch_reduce_matmul_maps, maps_attr_opt, matmul_maps};
use super::ops;

/// `utils::IteratorType`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IteratorKind {
    /// `parallel`.
    Parallel,
    /// `reduction`.
    Reduction,
}

impl IteratorKind {
    /// The keyword upstream prints (`#linalg.iterator_type<...>`).
    pub fn keyword(self) -> &'static str {
        match self {
            IteratorKind::Parallel => "parallel",
            IteratorKind::Reduction => "reduction",
        }
    }
}

/// A structured op's `LinalgOp` facts.
#[derive(Clone, Debug)]
pub struct StructuredOp {
    /// `getDpsInputs`.
    pub inputs: Vec<Value>,
    /// `getDpsInits`.
    pub inits: Vec<Value>,
    /// `getIndexingMapsArray`: one map per input, then one per init.
    pub maps: Vec<AffineMap>,
    /// `getIteratorTypesArray`: one per loop.
    pub iterators: Vec<IteratorKind>,
}

/// The `LinalgOp` facts of `op`, `None` when `op` is not a linalg
/// structured op rods knows.
pub fn structured_op(ctx: &Context, arena: &IrArena, op: OpId) -> Option<StructuredOp> {
    let name = ctx.op_info(arena.op_name(op)).name().to_string();
    let operands: Vec<Value> = arena.operands(op).collect();
    let (maps, n_in, iterators) = if let Some(generic) = ops::GenericOp::cast(ctx, arena, op) {
        let maps = maps_attr_opt(ctx, arena, op)?;
        let attr = generic.iterator_types_attr(ctx, arena);
        let iterators = ir::ods::values::as_attr_array(ctx, attr?)?
            .into_iter()
            .map(|a| match super::iterator_type_name(ctx, a).as_deref() {
                Some("parallel") => Some(IteratorKind::Parallel),
                Some("reduction") => Some(IteratorKind::Reduction),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?;
        (maps, segment_inputs(ctx, arena, op), iterators)
    } else if let Some(maps) = contraction_maps(ctx, arena, op) {
        let iterators = iterators_from_output_map(&maps);
        (maps, segment_inputs(ctx, arena, op), iterators)
    } else if ops::ElementwiseOp::cast(ctx, arena, op).is_some() {
        let maps = maps_attr_opt(ctx, arena, op)?;
        let loops = maps.last().map_or(0, |m| m.num_dims as usize);
        (
            maps,
            segment_inputs(ctx, arena, op),
            vec![IteratorKind::Parallel; loops],
        )
    } else if let Some(spec) = super::named::spec(&name) {
        let maps = super::named::opdsl_maps(ctx, arena, op, spec);
        let loops = maps.first().map_or(0, |m| m.num_dims as usize);
        let iterators = match spec.iters {
            super::named::Iters::Fixed(letters) => letters
                .chars()
                .map(|c| {
                    if c == 'r' {
                        IteratorKind::Reduction
                    } else {
                        IteratorKind::Parallel
                    }
                })
                .collect(),
            super::named::Iters::RankOfInit => vec![IteratorKind::Parallel; loops],
        };
        (maps, segment_inputs(ctx, arena, op), iterators)
    } else if let Some(map) = ops::MapOp::cast(ctx, arena, op) {
        let maps = map.derived_maps(ctx, arena);
        let loops = maps.last().map_or(0, |m| m.num_dims as usize);
        (
            maps,
            operands.len().saturating_sub(1),
            vec![IteratorKind::Parallel; loops],
        )
    } else if let Some(reduce) = ops::ReduceOp::cast(ctx, arena, op) {
        let maps = reduce.derived_maps(ctx, arena);
        let iterators = iterators_from_output_map(&maps);
        (maps, operands.len() / 2, iterators)
    } else if let Some(transpose) = ops::TransposeOp::cast(ctx, arena, op) {
        let maps = transpose.derived_maps(ctx, arena);
        let loops = maps.last().map_or(0, |m| m.num_dims as usize);
        (maps, 1, vec![IteratorKind::Parallel; loops])
    } else if let Some(broadcast) = ops::BroadcastOp::cast(ctx, arena, op) {
        let maps = broadcast.derived_maps(ctx, arena);
        let loops = maps.last().map_or(0, |m| m.num_dims as usize);
        (maps, 1, vec![IteratorKind::Parallel; loops])
    } else {
        return None;
    };
    let n_in = n_in.min(operands.len());
    if maps.len() != operands.len() {
        return None;
    }
    Some(StructuredOp {
        inputs: operands[..n_in].to_vec(),
        inits: operands[n_in..].to_vec(),
        maps,
        iterators,
    })
}

impl StructuredOp {
    /// `getStaticLoopRanges`: each loop's size, from the first operand
    /// dimension its maps send it to directly (`DYNAMIC` when that size is
    /// dynamic or no operand dimension is the loop's).
    pub fn static_loop_ranges(&self, ctx: &Context, arena: &IrArena) -> Vec<i64> {
        let mut ranges = vec![None; self.iterators.len()];
        let operands = self.inputs.iter().chain(&self.inits);
        for (map, &v) in self.maps.iter().zip(operands) {
            let shape = match ctx.type_kind(arena.value_type(v)) {
                ir::TypeKind::RankedTensor { shape, .. } | ir::TypeKind::MemRef { shape, .. } => shape.clone(),
                _ => Vec::new(),
            };
            for (e, &size) in map.results.iter().zip(&shape) {
                if let AffineExpr::Dim(d) = e {
                    if let Some(slot) = ranges.get_mut(*d as usize) {
                        slot.get_or_insert(size);
                    }
                }
            }
        }
        ranges.into_iter().map(|r| r.unwrap_or(ir::types::DYNAMIC)).collect()
    }
}

/// The maps of the contractions whose maps default when absent.
fn contraction_maps(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<AffineMap>> {
    let default = if ops::MatmulOp::cast(ctx, arena, op).is_some() {
        matmul_maps
    } else if ops::BatchMatmulOp::cast(ctx, arena, op).is_some() {
        batch_matmul_maps
    } else if ops::BatchReduceMatmulOp::cast(ctx, arena, op).is_some() {
        batch_reduce_matmul_maps
    } else if ops::ContractOp::cast(ctx, arena, op).is_some() {
        return maps_attr_opt(ctx, arena, op);
    } else {
        return None;
    };
    Some(maps_attr_opt(ctx, arena, op).unwrap_or_else(default))
}

/// The loops the output (last) map uses are parallel, the others
/// reductions.
fn iterators_from_output_map(maps: &[AffineMap]) -> Vec<IteratorKind> {
    let Some(out) = maps.last() else {
        return Vec::new();
    };
    (0..out.num_dims)
        .map(|d| {
            if out.results.iter().any(|e| matches!(e, AffineExpr::Dim(x) if *x == d)) {
                IteratorKind::Parallel
            } else {
                IteratorKind::Reduction
            }
        })
        .collect()
}

/// The first `operandSegmentSizes` entry.
fn segment_inputs(ctx: &Context, arena: &IrArena, op: OpId) -> usize {
    let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
    usize::try_from(segs.first().copied().unwrap_or(0)).unwrap_or(0)
}
