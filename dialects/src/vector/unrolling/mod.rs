//! Vector unrolling (upstream `mlir/lib/Dialect/Vector/Transforms/VectorUnroll.cpp`,
//! `populateVectorUnrollPatterns`): patterns splitting an op on vectors into
//! ops on tiles of a native shape, each tile cut out of the operands with
//! `vector.extract_strided_slice` and put back into the result with
//! `vector.insert_strided_slice`. What an op unrolls over is its
//! `VectorUnrollOpInterface` shape (`getShapeForUnroll`); an op is unrolled
//! when the options' filter accepts it, the native shape divides that shape
//! and differs from it ([`target_shape`]). The patterns: any elementwise op
//! implementing the interface ([`compute`]), `vector.contract`,
//! `vector.multi_reduction`, `vector.reduction`, `vector.transpose`,
//! `vector.broadcast`, the memory ops `vector.transfer_read`,
//! `vector.transfer_write`, `vector.gather`, `vector.load`, `vector.store`
//! ([`memory`]), `vector.from_elements` and `vector.to_elements` (row by
//! row, whatever the options: [`elements`]), `vector.step` and
//! `vector.shape_cast` ([`shape`]). [`test_pass`] holds upstream's test
//! passes driving them.

pub mod compute;
pub mod elements;
pub mod memory;
pub mod shape;
pub mod test_pass;
pub mod tiles;

use crate::vector::ops::{ExtractStridedSliceOp, InsertStridedSliceOp};
use ir::interfaces::VectorUnrollOpInterfaceRef;
use ir::rewrite::{PatternRewriter, PatternSet, RewritePattern};
use ir::{Attr, Context, IrArena, OpId, OpSpec, Type, TypeKind, Value};
use std::sync::Arc;

/// A function of an op giving a list of integers (a native shape, a
/// traversal order), or none.
pub type OpShapeFn = Arc<dyn Fn(&Context, &IrArena, OpId) -> Option<Vec<i64>> + Send + Sync>;

/// A predicate on ops.
pub type OpFilterFn = Arc<dyn Fn(&Context, &IrArena, OpId) -> bool + Send + Sync>;

/// `UnrollVectorOptions`: which ops to unroll, to what shape, in what order.
#[derive(Clone, Default)]
pub struct UnrollVectorOptions {
    /// `filterConstraint`: only ops it accepts are unrolled (all without one).
    pub filter: Option<OpFilterFn>,
    /// `nativeShape`: the shape to unroll an op to (none: leave it).
    pub native_shape: Option<OpShapeFn>,
    /// `traversalOrderCallback`: the order the tiles' dimensions are
    /// traversed in, outermost first (none: `0..rank`).
    pub traversal_order: Option<OpShapeFn>,
}

impl UnrollVectorOptions {
    /// `setNativeShape`: the same native shape for every op.
    pub fn with_native_shape(self, shape: Vec<i64>) -> Self {
        self.with_native_shape_fn(move |_, _, _| Some(shape.clone()))
    }

    /// `setNativeShapeFn`.
    pub fn with_native_shape_fn(
        mut self,
        f: impl Fn(&Context, &IrArena, OpId) -> Option<Vec<i64>> + Send + Sync + 'static,
    ) -> Self {
        self.native_shape = Some(Arc::new(f));
        self
    }

    /// `setFilterConstraint`.
    pub fn with_filter(mut self, f: impl Fn(&Context, &IrArena, OpId) -> bool + Send + Sync + 'static) -> Self {
        self.filter = Some(Arc::new(f));
        self
    }

    /// `setUnrollTraversalOrderFn`.
    pub fn with_traversal_order(
        mut self,
        f: impl Fn(&Context, &IrArena, OpId) -> Option<Vec<i64>> + Send + Sync + 'static,
    ) -> Self {
        self.traversal_order = Some(Arc::new(f));
        self
    }
}

/// `getTargetShape`: the native shape `op` unrolls to, when the filter
/// accepts it, it implements `VectorUnrollOpInterface` with a shape, the
/// native shape divides that shape and unrolling would split it.
pub fn target_shape(options: &UnrollVectorOptions, ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<i64>> {
    if options.filter.as_ref().is_some_and(|f| !f(ctx, arena, op)) {
        return None;
    }
    let native = options.native_shape.as_ref()?;
    let shape = shape_for_unroll(ctx, arena, op)?;
    let target = native(ctx, arena, op)?;
    let ratio = tiles::shape_ratio(&shape, &target)?;
    if ratio.iter().all(|&r| r == 1) {
        return None;
    }
    Some(target)
}

/// `VectorUnrollOpInterface::getShapeForUnroll` of `op`, if it implements it.
pub fn shape_for_unroll(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<i64>> {
    VectorUnrollOpInterfaceRef::get(ctx, arena, op)?.shape_for_unroll(ctx, arena)
}

/// `getUnrollOrder`: the options' traversal order for `op`, or `0..rank`.
fn unroll_order(options: &UnrollVectorOptions, ctx: &Context, arena: &IrArena, op: OpId, rank: usize) -> Vec<i64> {
    options
        .traversal_order
        .as_ref()
        .and_then(|f| f(ctx, arena, op))
        .unwrap_or_else(|| (0..rank as i64).collect())
}

/// Which of the unroll patterns a [`UnrollPattern`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    TransferRead,
    TransferWrite,
    Contraction,
    Elementwise,
    Reduction,
    MultiReduction,
    Transpose,
    Gather,
    Load,
    Store,
    Broadcast,
    FromElements,
    ToElements,
    Step,
    ShapeCast,
}

impl Kind {
    /// Upstream's pattern name and the op it is rooted on (none: any op).
    fn name_and_root(self) -> (&'static str, Option<&'static str>) {
        match self {
            Kind::TransferRead => ("UnrollTransferReadPattern", Some("vector.transfer_read")),
            Kind::TransferWrite => ("UnrollTransferWritePattern", Some("vector.transfer_write")),
            Kind::Contraction => ("UnrollContractionPattern", Some("vector.contract")),
            Kind::Elementwise => ("UnrollElementwisePattern", None),
            Kind::Reduction => ("UnrollReductionPattern", Some("vector.reduction")),
            Kind::MultiReduction => ("UnrollMultiReductionPattern", Some("vector.multi_reduction")),
            Kind::Transpose => ("UnrollTransposePattern", Some("vector.transpose")),
            Kind::Gather => ("UnrollGatherPattern", Some("vector.gather")),
            Kind::Load => ("UnrollLoadPattern", Some("vector.load")),
            Kind::Store => ("UnrollStorePattern", Some("vector.store")),
            Kind::Broadcast => ("UnrollBroadcastPattern", Some("vector.broadcast")),
            Kind::FromElements => ("UnrollFromElements", Some("vector.from_elements")),
            Kind::ToElements => ("UnrollToElements", Some("vector.to_elements")),
            Kind::Step => ("UnrollStepPattern", Some("vector.step")),
            Kind::ShapeCast => ("UnrollShapeCastPattern", Some("vector.shape_cast")),
        }
    }
}

/// One unroll pattern with its options.
struct UnrollPattern {
    kind: Kind,
    options: UnrollVectorOptions,
}

impl RewritePattern for UnrollPattern {
    fn name(&self) -> &str {
        self.kind.name_and_root().0
    }
    fn root(&self) -> Option<&str> {
        self.kind.name_and_root().1
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let o = &self.options;
        match self.kind {
            Kind::TransferRead => memory::unroll_transfer_read(o, op, rw),
            Kind::TransferWrite => memory::unroll_transfer_write(o, op, rw),
            Kind::Contraction => compute::unroll_contraction(o, op, rw),
            Kind::Elementwise => compute::unroll_elementwise(o, op, rw),
            Kind::Reduction => compute::unroll_reduction(o, op, rw),
            Kind::MultiReduction => compute::unroll_multi_reduction(o, op, rw),
            Kind::Transpose => compute::unroll_transpose(o, op, rw),
            Kind::Gather => memory::unroll_gather(o, op, rw),
            Kind::Load => memory::unroll_load(o, op, rw),
            Kind::Store => memory::unroll_store(o, op, rw),
            Kind::Broadcast => compute::unroll_broadcast(o, op, rw),
            Kind::FromElements => elements::unroll_from_elements(op, rw),
            Kind::ToElements => elements::unroll_to_elements(op, rw),
            Kind::Step => shape::unroll_step(o, op, rw),
            Kind::ShapeCast => shape::unroll_shape_cast(o, op, rw),
        }
        .is_some()
    }
}

/// `populateVectorUnrollPatterns`: adds the unroll patterns with `options`,
/// in upstream's order.
pub fn populate_vector_unroll_patterns(patterns: &mut PatternSet, options: &UnrollVectorOptions) {
    for kind in [
        Kind::TransferRead,
        Kind::TransferWrite,
        Kind::Contraction,
        Kind::Elementwise,
        Kind::Reduction,
        Kind::MultiReduction,
        Kind::Transpose,
        Kind::Gather,
        Kind::Load,
        Kind::Store,
        Kind::Broadcast,
        Kind::FromElements,
        Kind::ToElements,
        Kind::Step,
        Kind::ShapeCast,
    ] {
        patterns.add(UnrollPattern {
            kind,
            options: options.clone(),
        });
    }
}

// ----- building the pieces -----

/// The shape, scalable flags and element type of vector type `ty`.
fn vector_parts(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    super::vector_parts(ctx, ty)
}

/// The fixed vector type of `shape` and `element`.
fn vector_type(ctx: &Context, shape: &[i64], element: Type) -> Type {
    ctx.get_type(TypeKind::Vector {
        shape: shape.to_vec(),
        scalable: vec![false; shape.len()],
        element,
    })
}

/// `createOrFold<vector::ExtractStridedSliceOp>(loc, source, offsets, sizes,
/// strides)`: the slice's type keeps `source`'s trailing dimensions beyond
/// `sizes` and its scalable flags (`inferStridedSliceOpResultType`).
fn extract_slice(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    source: Value,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Value> {
    let (shape, scalable, element) = vector_parts(rw.ctx, rw.arena.value_type(source))?;
    let mut dims = sizes.to_vec();
    dims.extend_from_slice(shape.get(sizes.len()..)?);
    let ty = rw.ctx.get_type(TypeKind::Vector {
        shape: dims,
        scalable,
        element,
    });
    let folded = rw.create_or_fold(loc, |b| {
        ExtractStridedSliceOp::build_unwrapped(b, ty, source, offsets, sizes, strides)
    });
    folded.ok()?.first().copied()
}

/// `createOrFold<vector::InsertStridedSliceOp>(loc, value, dest, offsets,
/// strides)`.
fn insert_slice(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    value: Value,
    dest: Value,
    offsets: &[i64],
    strides: &[i64],
) -> Option<Value> {
    let ty = rw.arena.value_type(dest);
    let folded = rw.create_or_fold(loc, |b| {
        InsertStridedSliceOp::build_unwrapped(b, ty, value, dest, offsets, strides)
    });
    folded.ok()?.first().copied()
}

/// `arith.constant` of `ty`'s zero (`rewriter.getZeroAttr(ty)`).
fn zero(rw: &mut PatternRewriter<'_>, loc: Attr, ty: Type) -> Option<Value> {
    let attr = crate::arith::folds::zero_attr(rw.ctx, ty)?;
    Some(crate::common::build::constant(rw, attr, ty, loc))
}

/// `cloneOpWithOperandsAndTypes`: an op like `op` (name, attributes and
/// properties) on `operands` with `result_types`, at the insertion point;
/// its first result.
fn clone_with(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    op: OpId,
    operands: Vec<Value>,
    result_types: Vec<Type>,
) -> Option<Value> {
    let spec = OpSpec {
        operands,
        result_types,
        properties: rw.arena.properties(op),
        attrs: rw.arena.attrs(op),
        ..OpSpec::new(rw.arena.op_name(op), loc)
    };
    let new = rw.create(spec);
    (rw.arena.num_results(new) > 0).then(|| rw.arena.result(new, 0))
}

/// The unrolled value of type `ty`: a zero vector with the tile `tile`
/// builds at each of `tiles` inserted there (with `strides`), in order.
fn assemble(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    ty: Type,
    tiles: Vec<Vec<i64>>,
    strides: &[i64],
    mut tile: impl FnMut(&mut PatternRewriter<'_>, &[i64]) -> Option<Value>,
) -> Option<Value> {
    let mut result = zero(rw, loc, ty)?;
    for offsets in tiles {
        let value = tile(rw, &offsets)?;
        result = insert_slice(rw, loc, value, result, &offsets, strides)?;
    }
    Some(result)
}

/// All-ones strides of `rank` dimensions.
fn unit_strides(rank: usize) -> Vec<i64> {
    vec![1; rank]
}

/// The vector type a transfer or gather op moves (`getVectorType`): its
/// result's, or for a `vector.transfer_write` its stored value's.
fn shaped_vector(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Type> {
    if arena.op_name(op) == ctx.op_name("vector.transfer_write") {
        return arena.operands(op).next().map(|v| arena.value_type(v));
    }
    arena.result_types(op).next()
}
