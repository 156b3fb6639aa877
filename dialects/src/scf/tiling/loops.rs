//! The loops around a tile (upstream's `generateLoopNestUsingForOp` and
//! `generateLoopNestUsingForallOp`): a shell built before the body ([`Nest`],
//! the insertion point left where the body goes), then closed with the
//! tiled results written back ([`Nest::finish`]): `tensor.insert_slice`s and
//! `scf.yield`s for `scf.for`, `tensor.parallel_insert_slice`s in the
//! `scf.forall.in_parallel` terminator for `scf.forall`.

use super::tile::is_zero;
use crate::common::reify::value_or_constant_index;
use crate::linalg::slices::{dispatch_to_attr, insert_slice, parallel_insert_slice, SliceParameters};
use crate::scf::ops::{ForOp, ForallOp, InParallelOp, YieldOp};
use ir::reify::OpFoldResult;
use ir::rewrite::PatternRewriter;
use ir::tiling::{Range, TilePosition};
use ir::{Attr, AttrKind, BlockId, OpId, Type, Value};

/// The kind of a built loop shell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A nest of `scf.for`.
    For,
    /// One `scf.forall` and the block of its terminator.
    Forall(BlockId),
}

/// A loop shell: the loops (outermost first), their bodies, the induction
/// variables of the tiled loops and the innermost region arguments carrying
/// the destinations.
#[derive(Clone, Debug)]
pub(super) struct Nest {
    kind: Kind,
    /// The loops, outermost first.
    pub loops: Vec<OpId>,
    bodies: Vec<BlockId>,
    /// The induction variables, one per tiled loop.
    pub ivs: Vec<Value>,
    /// The innermost `iter_args` (`shared_outs` of an `scf.forall`).
    pub region_args: Vec<Value>,
}

/// `getLoopBounds`: the offset, size and tile size of each tiled loop.
fn loop_bounds(
    rw: &PatternRewriter<'_>,
    domain: &[Range],
    tile_sizes: &[OpFoldResult],
) -> (Vec<OpFoldResult>, Vec<OpFoldResult>, Vec<OpFoldResult>) {
    let mut out = (Vec::new(), Vec::new(), Vec::new());
    for (r, &t) in domain.iter().zip(tile_sizes) {
        if is_zero(rw, t) {
            continue;
        }
        out.0.push(r.offset);
        out.1.push(r.size);
        out.2.push(t);
    }
    out
}

/// `generateLoopNestUsingForOp`'s shell: index values of every lower bound,
/// then upper bound, then step, and one `scf.for` per tiled loop carrying
/// `destinations`; the insertion point at the end of the innermost body.
pub(super) fn for_nest(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    domain: &[Range],
    tile_sizes: &[OpFoldResult],
    destinations: &[Value],
) -> Option<Nest> {
    let (lbs, ubs, steps) = loop_bounds(rw, domain, tile_sizes);
    let mut bounds = Vec::with_capacity(lbs.len() * 3);
    for ofr in lbs.iter().chain(&ubs).chain(&steps) {
        bounds.push(value_or_constant_index(rw, loc, *ofr)?);
    }
    let n = lbs.len();
    let mut nest = Nest {
        kind: Kind::For,
        loops: Vec::with_capacity(n),
        bodies: Vec::with_capacity(n),
        ivs: Vec::with_capacity(n),
        region_args: destinations.to_vec(),
    };
    for i in 0..n {
        let (for_op, body) = build_for(rw, loc, bounds[i], bounds[n + i], bounds[2 * n + i], &nest.region_args)?;
        nest.loops.push(for_op);
        nest.bodies.push(body);
        nest.ivs.push(rw.arena.arg(body, 0));
        nest.region_args = (1..rw.arena.num_args(body)).map(|a| rw.arena.arg(body, a)).collect();
        rw.set_insertion_point_to_end(body);
    }
    Some(nest)
}

/// An `scf.for` from `lb` to `ub` by `step` carrying `inits`, with an entry
/// block (induction variable, iter_args) and no terminator yet.
fn build_for(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
) -> Option<(OpId, BlockId)> {
    let types: Vec<Type> = inits.iter().map(|&v| rw.arena.value_type(v)).collect();
    let for_op = rw
        .build(loc, |b| ForOp::build(b, &types, lb, ub, step, inits, None))
        .ok()?;
    let region = *rw.arena.regions(for_op.0).first()?;
    let mut args = vec![(rw.ctx.index_type(), loc)];
    args.extend(types.iter().map(|&t| (t, loc)));
    let block = rw.arena.create_block(&args);
    rw.arena.append_block(region, block);
    Some((for_op.0, block))
}

/// `generateLoopNestUsingForallOp`'s shell: one `scf.forall` over the tiled
/// loops (from each offset to its size by the tile size, or, with
/// `num_threads`, over the nonzero numbers of threads), its `shared_outs`
/// `destinations`, its `mapping` when given; the insertion point before its
/// terminator.
pub(super) fn forall_nest(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    domain: &[Range],
    tile_sizes: &[OpFoldResult],
    num_threads: &[OpFoldResult],
    mapping: &[Attr],
    destinations: &[Value],
) -> Option<Nest> {
    let (lbs, ubs, steps) = if num_threads.is_empty() {
        loop_bounds(rw, domain, tile_sizes)
    } else {
        let ubs: Vec<OpFoldResult> = num_threads.iter().copied().filter(|&nt| !is_zero(rw, nt)).collect();
        let zero = OpFoldResult::index(rw.ctx, 0);
        let one = OpFoldResult::index(rw.ctx, 1);
        let n = ubs.len();
        (vec![zero; n], ubs, vec![one; n])
    };
    let mapping = (!mapping.is_empty()).then(|| rw.ctx.get_attr(AttrKind::Array(mapping.to_vec())));
    let (forall, body) = build_forall(rw, loc, &lbs, &ubs, &steps, destinations, mapping)?;
    let terminator = rw.build(loc, InParallelOp::build).ok()?.0;
    let region = *rw.arena.regions(terminator).first()?;
    let terminator_body = rw.arena.create_block(&[]);
    rw.arena.append_block(region, terminator_body);
    // Built at the end of the body (empty until now): the body goes before
    // it.
    rw.set_insertion_point_before(terminator);
    let n = lbs.len();
    let ivs = (0..n).map(|a| rw.arena.arg(body, a)).collect();
    let region_args = (n..rw.arena.num_args(body)).map(|a| rw.arena.arg(body, a)).collect();
    Some(Nest {
        kind: Kind::Forall(terminator_body),
        loops: vec![forall],
        bodies: vec![body],
        ivs,
        region_args,
    })
}

/// An `scf.forall` from `lbs` to `ubs` by `steps` with `shared_outs`
/// `outputs` and an entry block (induction variables, `shared_outs`) and no
/// terminator, inserted; the insertion point at the end of its body.
pub(super) fn build_forall(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    lbs: &[OpFoldResult],
    ubs: &[OpFoldResult],
    steps: &[OpFoldResult],
    outputs: &[Value],
    mapping: Option<Attr>,
) -> Option<(OpId, BlockId)> {
    let (lb_attr, lb_values) = dispatch_to_attr(rw, lbs)?;
    let (ub_attr, ub_values) = dispatch_to_attr(rw, ubs)?;
    let (step_attr, step_values) = dispatch_to_attr(rw, steps)?;
    let types: Vec<Type> = outputs.iter().map(|&v| rw.arena.value_type(v)).collect();
    let forall = rw
        .build(loc, |b| {
            ForallOp::build(
                b,
                &types,
                &lb_values,
                &ub_values,
                &step_values,
                outputs,
                lb_attr,
                ub_attr,
                step_attr,
                mapping,
            )
        })
        .ok()?
        .0;
    let region = *rw.arena.regions(forall).first()?;
    let mut args = vec![(rw.ctx.index_type(), loc); lbs.len()];
    args.extend(types.iter().map(|&t| (t, loc)));
    let block = rw.arena.create_block(&args);
    rw.arena.append_block(region, block);
    rw.set_insertion_point_to_end(block);
    Some((forall, block))
}

impl Nest {
    /// Writes each tiled value back into its region argument at its
    /// position (a `tensor.insert_slice` yielded, then the inner loops'
    /// results yielded by the outer ones; or a `tensor.parallel_insert_slice`
    /// in the `scf.forall.in_parallel`). The insertion point is the end of
    /// the innermost body for `scf.for`.
    pub(super) fn finish(
        &self,
        rw: &mut PatternRewriter<'_>,
        loc: Attr,
        tiled_values: &[Value],
        positions: Vec<TilePosition>,
    ) -> Option<()> {
        let one = OpFoldResult::index(rw.ctx, 1);
        let slices = positions.into_iter().map(|position| SliceParameters {
            strides: vec![one; position.offsets.len()],
            offsets: position.offsets,
            sizes: position.sizes,
        });
        match self.kind {
            Kind::Forall(terminator_body) => {
                rw.set_insertion_point_to_end(terminator_body);
                for ((&value, &dest), p) in tiled_values.iter().zip(&self.region_args).zip(slices) {
                    parallel_insert_slice(rw, loc, value, dest, &p)?;
                }
            }
            Kind::For => {
                let mut yielded = Vec::with_capacity(tiled_values.len());
                for ((&value, &dest), p) in tiled_values.iter().zip(&self.region_args).zip(slices) {
                    yielded.push(insert_slice(rw, loc, value, dest, &p)?);
                }
                rw.build(loc, |b| YieldOp::build(b, &yielded)).ok()?;
                for (outer, inner) in self.bodies.iter().zip(self.loops.iter().skip(1)) {
                    rw.set_insertion_point_to_end(*outer);
                    let results: Vec<Value> = (0..rw.arena.num_results(*inner))
                        .map(|i| rw.arena.result(*inner, i))
                        .collect();
                    rw.build(loc, |b| YieldOp::build(b, &results)).ok()?;
                }
            }
        }
        Some(())
    }
}
