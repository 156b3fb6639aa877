//! The verifiers of the C++-defined contraction ops (MLIR 22's
//! `LinalgOps.cpp`): matmul, batch_matmul and batch_reduce_matmul with
//! user-defined indexing maps, `linalg.contract`, plus
//! `ContractionOpInterface`'s body check (`LinalgInterfaces.cpp`).

use crate::common::entry_block;
use ir::affine::{AffineExpr, AffineMap};
use ir::{Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

use crate::affine::map_of;
use crate::linalg::ops::{BatchMatmulOp, BatchReduceMatmulOp, ContractOp, MatmulOp};
use crate::linalg::verify_ops::{name_of, op_err};

type VResult = Result<(), Diagnostic>;

/// An `emitError` diagnostic (no op-name prefix).
fn plain_err(ctx: &Context, arena: &IrArena, op: OpId, msg: impl Into<String>) -> Diagnostic {
    ir::verify::op_error(ctx, arena, op, msg.into())
}

fn dims(n: u32, results: &[u32]) -> AffineMap {
    AffineMap::new(n, 0, results.iter().map(|&d| AffineExpr::dim(d)).collect())
}

/// `MatmulOp::getDefaultIndexingMaps`.
pub(crate) fn matmul_maps() -> Vec<AffineMap> {
    vec![dims(3, &[0, 2]), dims(3, &[2, 1]), dims(3, &[0, 1])]
}

/// `BatchMatmulOp::getDefaultIndexingMaps`.
pub(crate) fn batch_matmul_maps() -> Vec<AffineMap> {
    vec![dims(4, &[0, 1, 3]), dims(4, &[0, 3, 2]), dims(4, &[0, 1, 2])]
}

/// `BatchReduceMatmulOp::getDefaultIndexingMaps`.
pub(crate) fn batch_reduce_matmul_maps() -> Vec<AffineMap> {
    vec![dims(4, &[0, 1, 3]), dims(4, &[0, 3, 2]), dims(4, &[1, 2])]
}

/// The maps of the `indexing_maps` attribute, `None` when it is absent.
pub(crate) fn maps_attr_opt(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<AffineMap>> {
    let attr = ir::ods::access::inherent(ctx, arena, op, "indexing_maps")?;
    let maps = ir::ods::values::as_attr_array(ctx, attr).unwrap_or_default();
    Some(maps.into_iter().filter_map(|m| map_of(ctx, Some(m))).collect())
}

/// `getIndexingMapsArray` of an op whose `indexing_maps` attribute
/// defaults to `default` when absent (`DefaultValuedOptionalAttr`).
pub(crate) fn maps_or_default(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    default: fn() -> Vec<AffineMap>,
) -> Vec<AffineMap> {
    maps_attr_opt(ctx, arena, op).unwrap_or_else(default)
}

/// `isValidResultDimExprs`: the map's results are a subset of the
/// default map's.
fn results_subset(map: &AffineMap, default: &AffineMap) -> bool {
    map.results.iter().all(|e| default.results.contains(e))
}

/// `isBroadcasted`: fewer results than the default map.
fn is_broadcast(map: &AffineMap, default: &AffineMap) -> bool {
    map.results.len() < default.results.len()
}

/// Result `i` of `map` is a function of dim `d`.
fn result_of_dim(map: &AffineMap, i: usize, d: u32) -> bool {
    map.results.get(i).is_some_and(|e| e.is_function_of_dim(d))
}

impl MatmulOp {
    /// `MatmulOp::verify`: the user-defined maps of the inputs
    /// (`verifyExtendedMatmulSemantic`).
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let maps = maps_or_default(ctx, arena, op, matmul_maps);
        let default = matmul_maps();
        if maps == default {
            return Ok(());
        }
        for (map, def) in maps.iter().zip(&default).take(2) {
            if !results_subset(map, def) {
                return Err(op_err(ctx, arena, op, "Unexpected dim expression in map result."));
            }
            // `isValidLhsRhsBroadcastMap`: the broadcast keeps the K dim.
            if is_broadcast(map, def)
                && !(map.results.len() == 1 && result_of_dim(map, 0, map.num_dims.saturating_sub(1)))
            {
                return Err(op_err(ctx, arena, op, "Invalid broadcast requested, should be (d2)."));
            }
        }
        Ok(())
    }
}

/// `BatchMatmulOp::isValidLhsRhsBroadcastMap` (batch_reduce_matmul's is
/// the same): dims are `batch, m, n, k`.
fn valid_batch_broadcast(map: &AffineMap, is_lhs: bool) -> bool {
    let (batch, m, n, k) = (0, 1, 2, 3);
    match map.results.len() {
        1 => result_of_dim(map, 0, k),
        2 if is_lhs => (result_of_dim(map, 0, batch) || result_of_dim(map, 0, m)) && result_of_dim(map, 1, k),
        2 => {
            (result_of_dim(map, 0, batch) && result_of_dim(map, 1, k))
                || (result_of_dim(map, 0, k) && result_of_dim(map, 1, n))
        }
        _ => false,
    }
}

/// `verifyInputMaps` of batch_matmul and batch_reduce_matmul.
fn verify_batch_input(map: &AffineMap, default: &AffineMap, is_lhs: bool) -> Result<(), &'static str> {
    if !results_subset(map, default) {
        return Err("Unexpected result dim expression (outside the set of default result dims).");
    }
    if map.results.len() > 3 {
        return Err("no. of result dim expressions exceeds 3.");
    }
    if is_broadcast(map, default) {
        if !valid_batch_broadcast(map, is_lhs) {
            return Err("Invalid broadcast requested.");
        }
    } else if !result_of_dim(map, 0, 0) {
        return Err("Invalid batch dimension expression.");
    }
    Ok(())
}

/// `verifyOutputMap`: the output map's result dims are `out_dims`.
fn verify_batch_output(map: &AffineMap, out_dims: &[u32]) -> Result<(), String> {
    if map.results.len() != out_dims.len() {
        return Err(format!(
            "expects {} dims, but got ({}).",
            out_dims.len(),
            map.results.len()
        ));
    }
    if !out_dims.iter().enumerate().all(|(i, &d)| result_of_dim(map, i, d)) {
        return Err("Invalid output map result dimension.".into());
    }
    Ok(())
}

/// `verifyExtendedBatchVariantMatmulSemantic` for every operand.
fn verify_batch_variant(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    default: fn() -> Vec<AffineMap>,
    out_dims: &[u32],
) -> VResult {
    let maps = maps_or_default(ctx, arena, op, default);
    let defaults = default();
    if maps == defaults {
        return Ok(());
    }
    let [a, b, c] = maps.as_slice() else {
        return Err(op_err(
            ctx,
            arena,
            op,
            "Indexing_map attribute must have 3 affine maps.",
        ));
    };
    for (i, (map, def)) in [a, b].into_iter().zip(&defaults).enumerate() {
        verify_batch_input(map, def, i == 0).map_err(|m| op_err(ctx, arena, op, m))?;
    }
    verify_batch_output(c, out_dims).map_err(|m| op_err(ctx, arena, op, m))
}

impl BatchMatmulOp {
    /// `BatchMatmulOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        verify_batch_variant(ctx, arena, self.0, batch_matmul_maps, &[0, 1, 2])
    }
}

impl BatchReduceMatmulOp {
    /// `BatchReduceMatmulOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        verify_batch_variant(ctx, arena, self.0, batch_reduce_matmul_maps, &[1, 2])
    }
}

// ----- linalg.contract -----

/// Per iteration-space dim, how often the inputs and the output use it.
struct Occurrences {
    dims: Option<u32>,
    inputs: Vec<usize>,
    output: Vec<usize>,
}

impl Occurrences {
    /// `checkAffineMapAndType` of one operand's map.
    fn add(&mut self, ctx: &Context, map: &AffineMap, ty: Type, is_input: bool) -> Result<(), &'static str> {
        if !map.is_projected_permutation(false) {
            return Err("provided affine_map is not a projected permutation");
        }
        match shaped_rank(ctx, ty) {
            Some(rank) if rank != map.results.len() => {
                return Err("ranks of shaped operand and results of corresponding affine_map differ")
            }
            None if !map.results.is_empty() => {
                return Err("affine_map specifies shaped access while operand has non-shaped type")
            }
            _ => {}
        }
        match self.dims {
            None => {
                self.dims = Some(map.num_dims);
                self.inputs = vec![0; map.num_dims as usize];
                self.output = vec![0; map.num_dims as usize];
            }
            Some(n) if n != map.num_dims => return Err("iteration spaces of provided affine_maps differ"),
            Some(_) => {}
        }
        let counts = if is_input { &mut self.inputs } else { &mut self.output };
        for e in &map.results {
            if let AffineExpr::Dim(d) = e {
                if let Some(slot) = counts.get_mut(*d as usize) {
                    *slot += 1;
                }
            }
        }
        Ok(())
    }

    /// The dims' classification: every dim used, each a contracting dim or
    /// a parallel one, at least one contracting dim.
    fn check(&self) -> Result<(), String> {
        if self.dims.is_none() {
            // Upstream reads past its empty counts here: dim 0 is unused.
            return Err("iteration space dim at index 0 not used to access any operand".into());
        }
        let mut contracting = false;
        for (d, (&i, &o)) in self.inputs.iter().zip(&self.output).enumerate() {
            contracting |= i == 2 && o == 0;
            if i == 0 && o == 0 {
                return Err(format!(
                    "iteration space dim at index {d} not used to access any operand"
                ));
            }
            if i == 1 && o != 1 {
                return Err(format!(
                    "iteration space dim at index {d} is neither a contracting dim nor of parallel iteration type"
                ));
            }
        }
        if !contracting {
            return Err("'indexing_maps' do not specify a contracting dimension".into());
        }
        Ok(())
    }
}

/// The rank of a shaped type, `None` for other types.
fn shaped_rank(ctx: &Context, ty: Type) -> Option<usize> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } | TypeKind::Vector { shape, .. } => {
            Some(shape.len())
        }
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(usize::MAX),
        _ => None,
    }
}

impl ContractOp {
    /// `ContractOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let maps = maps_attr_opt(ctx, arena, op).unwrap_or_default();
        let types: Vec<Type> = arena.operands(op).map(|v| arena.value_type(v)).collect();
        let mut occ = Occurrences {
            dims: None,
            inputs: Vec::new(),
            output: Vec::new(),
        };
        for (i, (map, &ty)) in maps.iter().zip(&types).take(3).enumerate() {
            occ.add(ctx, map, ty, i < 2).map_err(|m| plain_err(ctx, arena, op, m))?;
        }
        occ.check().map_err(|m| plain_err(ctx, arena, op, m))
    }
}

// ----- ContractionOpInterface -----

/// `getSourceSkipUnary`: through single-operand ops without effects.
fn skip_unary(ctx: &Context, arena: &IrArena, mut v: Value) -> Value {
    while let Some(def) = arena.defining_op(v) {
        let pure = ctx.op_info(arena.op_name(def)).traits().pure;
        let operands: Vec<Value> = arena.operands(def).collect();
        match operands.as_slice() {
            [only] if pure => v = *only,
            _ => break,
        }
    }
    v
}

/// The (elementwise, reduction) op pairs a contraction body may use.
const MUL_ADD_PAIRS: &[(&str, &str)] = &[
    ("arith.mulf", "arith.addf"),
    ("arith.muli", "arith.addi"),
    ("complex.mul", "complex.add"),
    ("arith.andi", "arith.ori"),
];

/// A single-result op with two operands defining `v`.
fn binary_def(arena: &IrArena, v: Value) -> Option<(OpId, Value, Value)> {
    let def = arena.defining_op(v)?;
    let operands: Vec<Value> = arena.operands(def).collect();
    match operands.as_slice() {
        [a, b] if arena.num_results(def) == 1 => Some((def, *a, *b)),
        _ => None,
    }
}

/// `isContractionBody` with the mul/add pairs.
fn is_contraction_body(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let Some(block) = entry_block(arena, op) else {
        return false;
    };
    if arena.num_args(block) != 3 {
        return false;
    }
    let args: Vec<Value> = (0..3).map(|i| arena.arg(block, i)).collect();
    let Some(term) = arena.last_op(block) else {
        return false;
    };
    let yielded: Vec<Value> = arena.operands(term).collect();
    let [yielded] = yielded.as_slice() else {
        return false;
    };
    let Some((red, l, r)) = binary_def(arena, skip_unary(ctx, arena, *yielded)) else {
        return false;
    };
    let (l, r) = (skip_unary(ctx, arena, l), skip_unary(ctx, arena, r));
    if args.get(2) != Some(&l) && args.get(2) != Some(&r) {
        return false;
    }
    let contributed = if matches!(l, Value::Arg { .. }) { r } else { l };
    let Some((elem, a, b)) = binary_def(arena, skip_unary(ctx, arena, contributed)) else {
        return false;
    };
    let pair = (name_of(ctx, arena, elem), name_of(ctx, arena, red));
    if !MUL_ADD_PAIRS.iter().any(|&(m, a)| pair.0 == m && pair.1 == a) {
        return false;
    }
    let (a, b) = (skip_unary(ctx, arena, a), skip_unary(ctx, arena, b));
    (args.first() == Some(&a) && args.get(1) == Some(&b)) || (args.first() == Some(&b) && args.get(1) == Some(&a))
}

/// `verifyContractionInterface`: two inputs and one init, a reduction
/// loop, projected-permutation maps and a mul/add body.
pub(crate) fn verify_contraction_interface(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    n_inputs: usize,
    maps: &[AffineMap],
    reductions: usize,
) -> VResult {
    let err = |m: &str| Err(plain_err(ctx, arena, op, m));
    if n_inputs != 2 || arena.num_operands(op) != 3 {
        return err("expected op with 2 inputs and 1 output");
    }
    if reductions == 0 {
        return err("expected at least 1 reduction");
    }
    if maps.iter().any(|m| !m.is_projected_permutation(false)) {
        return err("expected indexing maps to be projected permutations");
    }
    if !is_contraction_body(ctx, arena, op) {
        return err("expected add/mul op in the body");
    }
    Ok(())
}

/// `getNumReductionLoops` of ops whose iterators follow from their maps:
/// the dims the last (output) map does not use.
pub(crate) fn reductions_from_maps(maps: &[AffineMap]) -> usize {
    let Some(out) = maps.last() else {
        return 0;
    };
    (0..out.num_dims)
        .filter(|&d| !out.results.iter().any(|e| e.is_function_of_dim(d)))
        .count()
}
