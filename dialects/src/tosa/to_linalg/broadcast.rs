//! The target shape of an elementwise op and the run-time broadcast of
//! its dynamic dimensions (upstream `computeTargetShape` and
//! `broadcastDynamicDimensions`): per dimension, a static size above 1 of
//! some input, else the `tensor.dim` of the one input dynamic there (its
//! "master"), else the `arith.maxui` of all dynamic ones, else 1; an input
//! whose dynamic dimension does not give the size is broadcast under an
//! `scf.if` when that dimension is 1 at run time.

use crate::arith::builders::maxui;
use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::common::mixed::{dispatch, Bound};
use crate::scf::ops as scf;
use crate::tensor::ops as tensor;
use crate::tensor::{ranked_tensor, tensor_of};
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::to_tensor::index;
use ir::affine::{AffineExpr, AffineMap};
use ir::rewrite::InsertPoint;
use ir::types::DYNAMIC;
use ir::{Attr, Value};

/// `IndexPool`: index constants created once per pattern application.
#[derive(Default)]
pub(super) struct IndexPool(Vec<(i64, Value)>);

impl IndexPool {
    /// `createIndex`.
    fn index(&mut self, rw: &mut Rw<'_>, loc: Attr, v: i64) -> Option<Value> {
        if let Some(&(_, value)) = self.0.iter().find(|(k, _)| *k == v) {
            return Some(value);
        }
        let value = index::constant(rw, loc, v)?;
        self.0.push((v, value));
        Some(value)
    }

    /// `getTensorDim`: a new `tensor.dim` with a pooled index.
    fn dim(&mut self, rw: &mut Rw<'_>, loc: Attr, tensor: Value, d: usize) -> Option<Value> {
        let index = self.index(rw, loc, i64::try_from(d).ok()?)?;
        let ty = rw.ctx.index_type();
        emit::create(rw, loc, |b| Ok(tensor::DimOp::build(b, ty, tensor, index)?.op()))
    }
}

fn shape(rw: &Rw<'_>, v: Value) -> Option<Vec<i64>> {
    ranked_tensor(rw.ctx, rw.arena.value_type(v)).map(|(s, _, _)| s)
}

/// `computeTargetShape`: the size of every dimension and the input that
/// alone gives it (if one does).
pub(super) fn target_shape(
    rw: &mut Rw<'_>,
    loc: Attr,
    pool: &mut IndexPool,
    inputs: &[Value],
) -> Option<(Vec<Bound>, Vec<Option<Value>>)> {
    let shapes: Vec<Vec<i64>> = inputs.iter().map(|&v| shape(rw, v)).collect::<Option<_>>()?;
    let rank = shapes.first()?.len();
    if shapes.iter().any(|s| s.len() != rank) {
        return None;
    }
    let (mut sizes, mut masters) = (Vec::with_capacity(rank), Vec::with_capacity(rank));
    for d in 0..rank {
        // Each input with its size in dimension `d`.
        let column: Vec<(Value, i64)> = inputs
            .iter()
            .zip(&shapes)
            .map(|(&v, s)| (v, s.get(d).copied().unwrap_or(DYNAMIC)))
            .collect();
        if let Some(&(v, size)) = column.iter().find(|&&(_, s)| s != DYNAMIC && s > 1) {
            sizes.push(Bound::Static(size));
            masters.push(Some(v));
            continue;
        }
        let dynamic: Vec<Value> = column.iter().filter(|&&(_, s)| s == DYNAMIC).map(|&(v, _)| v).collect();
        let Some((&first, rest)) = dynamic.split_first() else {
            sizes.push(Bound::Static(1));
            masters.push(inputs.first().copied());
            continue;
        };
        let mut size = pool.dim(rw, loc, first, d)?;
        for &other in rest {
            let next = pool.dim(rw, loc, other, d)?;
            let ty = rw.ctx.index_type();
            size = emit::binary(rw, loc, ty, size, next, maxui)?;
        }
        sizes.push(Bound::Value(size));
        masters.push(rest.is_empty().then_some(first));
    }
    Some((sizes, masters))
}

/// `broadcastDynamicDimensions`: every input with its dynamic dimensions
/// broadcast to the target sizes where it is not their master.
pub(super) fn broadcast_inputs(
    rw: &mut Rw<'_>,
    loc: Attr,
    pool: &mut IndexPool,
    inputs: &[Value],
    target: &[Bound],
    masters: &[Option<Value>],
) -> Option<Vec<Value>> {
    if inputs.len() == 1 {
        return Some(inputs.to_vec());
    }
    let mut all_static = true;
    for &v in inputs {
        all_static &= !shape(rw, v)?.contains(&DYNAMIC);
    }
    if all_static {
        return Some(inputs.to_vec());
    }
    let mut out = Vec::with_capacity(inputs.len());
    for &input in inputs {
        let mut operand = input;
        for (d, (size, master)) in target.iter().zip(masters).enumerate() {
            operand = broadcast_dim(rw, loc, pool, operand, d, size, *master)?;
        }
        out.push(operand);
    }
    Some(out)
}

/// `broadcastDynamicDimension`: `operand` itself, or an `scf.if` that
/// broadcasts its dimension `d` to `size` when it is 1 at run time.
fn broadcast_dim(
    rw: &mut Rw<'_>,
    loc: Attr,
    pool: &mut IndexPool,
    operand: Value,
    d: usize,
    size: &Bound,
    master: Option<Value>,
) -> Option<Value> {
    let operand_shape = shape(rw, operand)?;
    if *operand_shape.get(d)? != DYNAMIC || master == Some(operand) {
        return Some(operand);
    }
    let rank = u32::try_from(operand_shape.len()).ok()?;
    let exprs = (0..rank)
        .map(|i| {
            if i as usize == d {
                AffineExpr::constant(0)
            } else {
                AffineExpr::dim(i)
            }
        })
        .collect();
    let maps = vec![AffineMap::new(rank, 0, exprs), AffineMap::identity(rank)];
    let one = pool.index(rw, loc, 1)?;
    let runtime = pool.dim(rw, loc, operand, d)?;
    let i1 = rw.ctx.int_type(1);
    let necessary = emit::create(rw, loc, |b| {
        Ok(arith::CmpIOp::build_unwrapped(b, i1, runtime, one, arith::CmpIPredicate::Eq)?.op())
    })?;
    let operand_ty = rw.arena.value_type(operand);
    let if_op = rw
        .build(loc, |b| Ok(scf::IfOp::build(b, &[operand_ty], necessary)?.op()))
        .ok()?;
    let regions = rw.arena.regions(if_op).to_vec();
    let (&then_region, &else_region) = (regions.first()?, regions.get(1)?);
    let ip = rw.insertion_point();
    let then_block = rw.create_block(&[]);
    rw.arena.append_block(then_region, then_block);
    rw.set_insertion_point(InsertPoint::End(then_block));
    let then = (|| {
        // Constants are not shared across regions.
        let mut local = IndexPool::default();
        let mut sizes = Vec::with_capacity(operand_shape.len());
        for (i, &s) in operand_shape.iter().enumerate() {
            sizes.push(if i == d {
                *size
            } else if s == DYNAMIC {
                Bound::Value(local.dim(rw, loc, operand, i)?)
            } else {
                Bound::Static(s)
            });
        }
        let (statics, dynamic) = dispatch(&sizes);
        let element = c::element_type(rw.ctx, operand_ty);
        let empty_ty = tensor_of(rw.ctx, statics, element, None);
        let empty = emit::empty(rw, loc, empty_ty, &dynamic)?;
        let broadcast = emit::generic(rw, loc, empty_ty, &[operand], empty, maps, |_, args| {
            args.first().copied()
        })?;
        let cast = *rw
            .create_or_fold(loc, |b| Ok(tensor::CastOp::build(b, operand_ty, broadcast)?.op()))
            .ok()?
            .first()?;
        rw.build(loc, |b| Ok(scf::YieldOp::build(b, &[cast])?.op())).ok()
    })();
    let else_block = rw.create_block(&[]);
    rw.arena.append_block(else_region, else_block);
    rw.set_insertion_point(InsertPoint::End(else_block));
    let otherwise = rw.build(loc, |b| Ok(scf::YieldOp::build(b, &[operand])?.op())).ok();
    rw.set_insertion_point(ip);
    then?;
    otherwise?;
    Some(rw.arena.result(if_op, 0))
}
