//! `convert-linalg-to-loops` and `convert-linalg-to-affine-loops`
//! (upstream `Loops.cpp`): every linalg structured op on buffers becomes a
//! nest of `scf.for` (or `affine.for`) loops, one per iterator, whose
//! bounds are the operands' sizes (`createLoopRanges`: a constant for a
//! static size, a `memref.dim` for a dynamic one), with in the innermost
//! loop a load of every shaped input and init at its indexing map
//! (`affine.apply`s of the induction variables), the op's body cloned on
//! the loaded elements, and a store of each yielded value into its init;
//! `linalg.index` becomes the loop's induction variable. Ops on tensors
//! stay. Run with the greedy driver and the patterns upstream adds
//! (`memref.dim`/`tensor.dim`/`affine.apply` canonicalizations and
//! `FoldAffineOp`), so the result is folded as upstream's is.

use ir::affine::{AffineExpr, AffineMap};
use ir::pass::{DiagnosticSink, Pass, PassContext, PassFailure};
use ir::rewrite::{
    apply_patterns_greedily, GreedyConfig, IrMapping, OpTable, PatternRewriter, PatternSet, RewritePattern,
};
use ir::{Attr, AttrKind, BlockId, Context, IrArena, OpId, Type, TypeKind, Value};

use super::structured::{structured_op, StructuredOp};
use crate::affine::canonical_map::canonicalize_map_and_operands;
use crate::affine::ops as affine;
use crate::arith::ops as arith;
use crate::memref::ops as memref;
use crate::scf::ops as scf;

/// Which loops the lowering builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopKind {
    /// `scf.for` with `memref.load`/`memref.store`.
    Scf,
    /// `affine.for` with `affine.load`/`affine.store`.
    Affine,
}

/// A loop bound: a static size or an SSA value.
#[derive(Clone, Copy, Debug)]
enum Size {
    Static(i64),
    Dynamic(Value),
}

/// `LinalgRewritePattern<LoopTy>`: any linalg op with pure buffer
/// semantics.
struct LinalgRewritePattern(LoopKind);

impl RewritePattern for LinalgRewritePattern {
    fn name(&self) -> &str {
        "LinalgRewritePattern"
    }
    fn root(&self) -> Option<&str> {
        None
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        lower_to_loops(op, rw, self.0).is_some()
    }
}

/// `FoldAffineOp`: an `affine.apply` of one result over at most one
/// operand that is a constant, a dim or a symbol.
fn fold_affine_apply(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(apply) = affine::ApplyOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let Some(map) = crate::affine::map_of(rw.ctx, apply.map_attr(rw.ctx, rw.arena)) else {
        return false;
    };
    if map.results.len() != 1 || map.num_inputs() > 1 {
        return false;
    }
    let expr = map.results[0].clone();
    if map.num_inputs() == 0 {
        let AffineExpr::Constant(c) = expr else {
            return false;
        };
        let loc = rw.arena.op_loc(op);
        rw.set_insertion_point_before(op);
        let Some(value) = index_constant(rw, loc, c) else {
            return false;
        };
        rw.replace_op(op, &[value]);
        return true;
    }
    if matches!(expr, AffineExpr::Dim(_) | AffineExpr::Symbol(_)) {
        let Some(operand) = rw.arena.operands(op).next() else {
            return false;
        };
        rw.replace_op(op, &[operand]);
        return true;
    }
    false
}

fn index_constant(rw: &mut PatternRewriter<'_>, loc: Attr, value: i64) -> Option<Value> {
    let attr = ir::ods::values::int_attr(rw.ctx, value, "index").ok()?;
    let ty = rw.ctx.index_type();
    let op = rw.build(loc, |b| arith::ConstantOp::build(b, ty, attr)).ok()?;
    Some(rw.arena.result(op.0, 0))
}

/// `hasPureBufferSemantics`: no tensor operand, at least one memref.
fn has_pure_buffer_semantics(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let kinds: Vec<&TypeKind> = arena.operands(op).map(|v| ctx.type_kind(arena.value_type(v))).collect();
    !kinds
        .iter()
        .any(|k| matches!(k, TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }))
        && kinds.iter().any(|k| matches!(k, TypeKind::MemRef { .. }))
}

fn memref_shape(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } => Some((shape.clone(), *element)),
        _ => None,
    }
}

/// `linalgOpToLoopsImpl`: builds the loop nest before `op`, then erases it.
fn lower_to_loops(op: OpId, rw: &mut PatternRewriter<'_>, kind: LoopKind) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    if !has_pure_buffer_semantics(ctx, arena, op) {
        return None;
    }
    let s = structured_op(ctx, arena, op)?;
    if arena.regions(op).len() != 1 {
        return None;
    }
    let body = *arena.region_blocks(*arena.regions(op).first()?).first()?;
    let operands: Vec<Value> = s.inputs.iter().chain(&s.inits).copied().collect();
    // Which operand dimension gives each loop its size (getLoopsToShapesMap).
    let mut dim_of_loop: Vec<Option<(usize, usize)>> = vec![None; s.iterators.len()];
    for (k, map) in s.maps.iter().enumerate() {
        for (r, e) in map.results.iter().enumerate() {
            if let AffineExpr::Dim(d) = e {
                if let Some(slot) = dim_of_loop.get_mut(*d as usize) {
                    slot.get_or_insert((k, r));
                }
            }
        }
    }
    let dim_of_loop = dim_of_loop.into_iter().collect::<Option<Vec<_>>>()?;
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    // createFlatListOfOperandDims: a memref.dim for every dynamic size.
    let mut sizes: Vec<Vec<Size>> = Vec::with_capacity(operands.len());
    for &v in &operands {
        let ty = rw.arena.value_type(v);
        let Some((shape, _)) = memref_shape(rw.ctx, ty) else {
            sizes.push(Vec::new());
            continue;
        };
        let mut dims = Vec::with_capacity(shape.len());
        for (i, &d) in shape.iter().enumerate() {
            if d != ir::types::DYNAMIC {
                dims.push(Size::Static(d));
                continue;
            }
            let index = index_constant(rw, loc, i as i64)?;
            let idx_ty = rw.ctx.index_type();
            let dim = rw.build(loc, |b| memref::DimOp::build(b, idx_ty, v, index)).ok()?;
            dims.push(Size::Dynamic(rw.arena.result(dim.0, 0)));
        }
        sizes.push(dims);
    }
    let ranges: Vec<Size> = dim_of_loop
        .iter()
        .map(|&(k, r)| sizes.get(k).and_then(|d| d.get(r)).copied())
        .collect::<Option<Vec<_>>>()?;
    // unpackRanges: lb, ub and step of every loop as values.
    let mut bounds = Vec::with_capacity(ranges.len());
    for size in &ranges {
        let lb = index_constant(rw, loc, 0)?;
        let ub = match *size {
            Size::Static(n) => index_constant(rw, loc, n)?,
            Size::Dynamic(v) => v,
        };
        let step = index_constant(rw, loc, 1)?;
        bounds.push((lb, ub, step, *size));
    }
    let ivs = match kind {
        LoopKind::Scf => build_scf_nest(rw, loc, &bounds)?,
        LoopKind::Affine => build_affine_nest(rw, loc, op, &bounds)?,
    };
    let innermost = ivs.last().and_then(|&iv| match iv {
        Value::Arg { block, .. } => Some(block),
        _ => None,
    });
    emit_scalar_implementation(rw, loc, kind, &s, body, &ivs)?;
    // replaceIndexOpsByInductionVariables.
    if let Some(block) = innermost {
        let index_ops: Vec<OpId> = rw
            .arena
            .block_ops(block)
            .filter(|&o| super::ops::IndexOp::cast(rw.ctx, rw.arena, o).is_some())
            .collect();
        for index_op in index_ops {
            let dim = ir::ods::access::inherent(rw.ctx, rw.arena, index_op, "dim")
                .and_then(|a| ir::ods::values::as_int(rw.ctx, a))
                .and_then(|d| usize::try_from(d).ok())
                .and_then(|d| ivs.get(d).copied())?;
            rw.replace_op(index_op, &[dim]);
        }
    }
    rw.erase_op(op);
    Some(())
}

/// `scf::buildLoopNest`: the loops outer to inner, the yields of the outer
/// loops, then the insertion point at the start of the innermost body
/// (before its yield). Returns the induction variables.
fn build_scf_nest(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    bounds: &[(Value, Value, Value, Size)],
) -> Option<Vec<Value>> {
    let idx = rw.ctx.index_type();
    let mut bodies: Vec<BlockId> = Vec::with_capacity(bounds.len());
    for &(lb, ub, step, _) in bounds {
        let for_op = rw
            .build(loc, |b| scf::ForOp::build(b, &[], lb, ub, step, &[], None))
            .ok()?;
        let region = *rw.arena.regions(for_op.0).first()?;
        let block = rw.arena.create_block(&[(idx, loc)]);
        rw.arena.append_block(region, block);
        rw.set_insertion_point_to_start(block);
        bodies.push(block);
    }
    let Some((&innermost, outer)) = bodies.split_last() else {
        return Some(Vec::new());
    };
    for &block in outer {
        rw.set_insertion_point_to_end(block);
        rw.build(loc, |b| scf::YieldOp::build(b, &[])).ok()?;
    }
    rw.set_insertion_point_to_end(innermost);
    let yield_op = rw.build(loc, |b| scf::YieldOp::build(b, &[])).ok()?;
    rw.set_insertion_point_before(yield_op.0);
    Some(bodies.iter().map(|&b| rw.arena.arg(b, 0)).collect())
}

/// `buildAffineLoopNest` from values: constant bounds become constant maps,
/// other bounds an identity map over the value (a symbol when it is a
/// valid symbol, as `AffineForOp`'s folder canonicalizes it).
fn build_affine_nest(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    op: OpId,
    bounds: &[(Value, Value, Value, Size)],
) -> Option<Vec<Value>> {
    let idx = rw.ctx.index_type();
    let scope = crate::affine::symbols::affine_scope(rw.ctx, rw.arena, op);
    let one = ir::ods::values::int_attr(rw.ctx, 1, "index").ok()?;
    let mut ivs = Vec::with_capacity(bounds.len());
    for &(_, _, _, size) in bounds {
        let lb_map = map_attr(rw.ctx, AffineMap::new(0, 0, vec![AffineExpr::constant(0)]));
        let (ub_map, ub_operands) = match size {
            Size::Static(n) => (AffineMap::new(0, 0, vec![AffineExpr::constant(n)]), Vec::new()),
            Size::Dynamic(v) if crate::affine::symbols::is_valid_symbol(rw.ctx, rw.arena, v, scope) => {
                (AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]), vec![v])
            }
            Size::Dynamic(v) => (AffineMap::identity(1), vec![v]),
        };
        let ub_map = map_attr(rw.ctx, ub_map);
        let for_op = rw
            .build(loc, |b| {
                affine::ForOp::build(b, &[], &[], &ub_operands, &[], lb_map, ub_map, one)
            })
            .ok()?;
        let region = *rw.arena.regions(for_op.0).first()?;
        let block = rw.arena.create_block(&[(idx, loc)]);
        rw.arena.append_block(region, block);
        rw.set_insertion_point_to_start(block);
        let yield_op = rw.build(loc, |b| affine::YieldOp::build(b, &[])).ok()?;
        rw.set_insertion_point_before(yield_op.0);
        ivs.push(rw.arena.arg(block, 0));
    }
    Some(ivs)
}

fn map_attr(ctx: &Context, map: AffineMap) -> Attr {
    ctx.get_attr(AttrKind::AffineMap(map))
}

/// `makeCanonicalAffineApplies`: one `affine.apply` per result of `map`
/// over the induction variables, its map canonicalized.
fn canonical_applies(rw: &mut PatternRewriter<'_>, loc: Attr, map: &AffineMap, ivs: &[Value]) -> Option<Vec<Value>> {
    let idx = rw.ctx.index_type();
    let mut out = Vec::with_capacity(map.results.len());
    for e in &map.results {
        let single = AffineMap::new(map.num_dims, map.num_symbols, vec![e.clone()]);
        let (single, operands) = canonicalize_map_and_operands(rw.ctx, rw.arena, &single, ivs);
        let attr = map_attr(rw.ctx, single);
        let apply = rw
            .build(loc, |b| affine::ApplyOp::build(b, idx, &operands, attr))
            .ok()?;
        out.push(rw.arena.result(apply.0, 0));
    }
    Some(out)
}

fn load(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    kind: LoopKind,
    memref_value: Value,
    indices: &[Value],
) -> Option<Value> {
    let (_, element) = memref_shape(rw.ctx, rw.arena.value_type(memref_value))?;
    let op = match kind {
        LoopKind::Scf => {
            rw.build(loc, |b| {
                memref::LoadOp::build(b, element, memref_value, indices, None, None)
            })
            .ok()?
            .0
        }
        LoopKind::Affine => {
            let map = map_attr(rw.ctx, AffineMap::identity(indices.len() as u32));
            rw.build(loc, |b| affine::LoadOp::build(b, element, memref_value, indices, map))
                .ok()?
                .0
        }
    };
    Some(rw.arena.result(op, 0))
}

fn store(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    kind: LoopKind,
    value: Value,
    memref_value: Value,
    indices: &[Value],
) -> Option<()> {
    match kind {
        LoopKind::Scf => {
            rw.build(loc, |b| {
                memref::StoreOp::build(b, value, memref_value, indices, None, None)
            })
            .ok()?;
        }
        LoopKind::Affine => {
            let map = map_attr(rw.ctx, AffineMap::identity(indices.len() as u32));
            rw.build(loc, |b| affine::StoreOp::build(b, value, memref_value, indices, map))
                .ok()?;
        }
    }
    Some(())
}

/// `emitScalarImplementation`: loads, the cloned body, stores.
fn emit_scalar_implementation(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    kind: LoopKind,
    s: &StructuredOp,
    body: BlockId,
    ivs: &[Value],
) -> Option<()> {
    let n_in = s.inputs.len();
    let mut indexed = Vec::with_capacity(n_in + s.inits.len());
    for (k, &input) in s.inputs.iter().enumerate() {
        if memref_shape(rw.ctx, rw.arena.value_type(input)).is_none() {
            indexed.push(input);
            continue;
        }
        let indices = canonical_applies(rw, loc, s.maps.get(k)?, ivs)?;
        indexed.push(load(rw, loc, kind, input, &indices)?);
    }
    for (j, &init) in s.inits.iter().enumerate() {
        let indices = canonical_applies(rw, loc, s.maps.get(n_in + j)?, ivs)?;
        indexed.push(load(rw, loc, kind, init, &indices)?);
    }
    let mut store_indices = Vec::with_capacity(s.inits.len());
    for j in 0..s.inits.len() {
        store_indices.push(canonical_applies(rw, loc, s.maps.get(n_in + j)?, ivs)?);
    }
    let mut mapping = IrMapping::new();
    for (i, &v) in indexed.iter().enumerate().take(rw.arena.num_args(body)) {
        mapping.map(rw.arena.arg(body, i), v);
    }
    let ops: Vec<OpId> = rw.arena.block_ops(body).collect();
    let (&terminator, inner) = ops.split_last()?;
    for &inner_op in inner {
        rw.clone_op(inner_op, &mut mapping);
    }
    let yielded: Vec<Value> = rw.arena.operands(terminator).collect();
    for (j, v) in yielded.into_iter().enumerate() {
        let value = mapping.lookup_or_default(v);
        store(rw, loc, kind, value, *s.inits.get(j)?, store_indices.get(j)?)?;
    }
    Some(())
}

/// `lowerLinalgToLoopsImpl`: the patterns, applied greedily; what they emit
/// goes to `pc`.
fn lower_function(ctx: &Context, arena: &mut IrArena, op: OpId, kind: LoopKind, pc: &mut PassContext) {
    let mut patterns = PatternSet::new();
    patterns.add(LinalgRewritePattern(kind));
    for (name, transforms) in ctx.registry().all_op_transforms() {
        if !matches!(ctx.op_info(name).name(), "memref.dim" | "tensor.dim" | "affine.apply") {
            continue;
        }
        for p in transforms.canonicalization {
            p(ctx, &mut patterns);
        }
        for p in transforms.patterns {
            patterns.add_shared(p.0);
        }
    }
    patterns.add(ir::rewrite::FnPattern {
        name: "FoldAffineOp",
        root: Some("affine.apply"),
        benefit: 0,
        apply: fold_affine_apply,
    });
    // `GreedyRewriteConfig`'s defaults: bottom-up, aggressive region
    // simplification.
    let config = GreedyConfig::default();
    let outcome = apply_patterns_greedily(ctx, arena, op, &patterns.freeze(ctx), &OpTable::new(ctx), &config);
    pc.emit_all(outcome.diagnostics);
}

/// `convert-linalg-to-loops` (`LoopKind::Scf`) and
/// `convert-linalg-to-affine-loops` (`LoopKind::Affine`).
#[derive(Clone, Debug)]
pub struct ConvertLinalgToLoops(pub LoopKind);

impl Pass for ConvertLinalgToLoops {
    fn argument(&self) -> &'static str {
        match self.0 {
            LoopKind::Scf => "convert-linalg-to-loops",
            LoopKind::Affine => "convert-linalg-to-affine-loops",
        }
    }
    fn name(&self) -> &'static str {
        match self.0 {
            LoopKind::Scf => "ConvertLinalgToLoopsPass",
            LoopKind::Affine => "ConvertLinalgToAffineLoopsPass",
        }
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        lower_function(ctx, arena, op, self.0, pc);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
