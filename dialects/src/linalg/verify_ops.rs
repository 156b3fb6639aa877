//! Verifiers of `LinalgOps.cpp` for the non-contraction ops: `linalg.yield`,
//! `linalg.index`, `linalg.reduce`, `linalg.softmax` and the winograd
//! transforms, plus what they ask of the enclosing `LinalgOp` (its loops
//! and inits).

use crate::common::entry_block;
use crate::common::op_checks::expect_equal;
use ir::affine::{AffineExpr, AffineMap};
use ir::types::DYNAMIC;
use ir::{Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

use crate::affine::element_type;
use crate::linalg::contraction::maps_or_default;
use crate::linalg::named::{spec, Iters};
use crate::linalg::ops::{
    BroadcastOp, IndexOp, MapOp, ReduceOp, SoftmaxOp, TransposeOp, WinogradFilterTransformOp, WinogradInputTransformOp,
    WinogradOutputTransformOp, YieldOp,
};

type VResult = Result<(), Diagnostic>;

/// An `emitOpError` diagnostic (`'name' op msg`).
pub(crate) fn op_err(ctx: &Context, arena: &IrArena, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    ir::ods::verify::op_error(ctx, arena, op, msg)
}

/// A type as diagnostics print it.
pub(crate) fn ty_str(ctx: &Context, ty: Type) -> String {
    ir::text::printer::type_to_string(ctx, ty)
}

/// The shape of a ranked shaped type (empty otherwise).
pub(crate) fn shape_of(ctx: &Context, ty: Type) -> Vec<i64> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } | TypeKind::Vector { shape, .. } => {
            shape.clone()
        }
        _ => Vec::new(),
    }
}

/// `verifyCompatibleShape`: same rank, each dim equal or dynamic.
pub(crate) fn compatible_shape(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
}

/// The op's name.
pub(crate) fn name_of(ctx: &Context, arena: &IrArena, op: OpId) -> String {
    ctx.op_info(arena.op_name(op)).name().to_string()
}

fn operand_rank(ctx: &Context, arena: &IrArena, v: Option<Value>) -> usize {
    v.map(|v| shape_of(ctx, arena.value_type(v)).len()).unwrap_or(0)
}

/// `getDpsInits` of a `LinalgOp`, `None` for other ops.
pub(crate) fn linalg_inits(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<Value>> {
    let name = name_of(ctx, arena, op);
    let operands: Vec<Value> = arena.operands(op).collect();
    let n_in = match name.as_str() {
        "linalg.map" | "linalg.transpose" | "linalg.broadcast" => operands.len().saturating_sub(1),
        "linalg.reduce" => operands.len() / 2,
        "linalg.generic"
        | "linalg.matmul"
        | "linalg.batch_matmul"
        | "linalg.batch_reduce_matmul"
        | "linalg.contract"
        | "linalg.elementwise" => segment_inputs(ctx, arena, op),
        _ if spec(&name).is_some() => segment_inputs(ctx, arena, op),
        _ => return None,
    };
    Some(operands.get(n_in.min(operands.len())..).unwrap_or_default().to_vec())
}

/// The first `operandSegmentSizes` entry.
fn segment_inputs(ctx: &Context, arena: &IrArena, op: OpId) -> usize {
    let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
    usize::try_from(segs.first().copied().unwrap_or(0)).unwrap_or(0)
}

/// `getNumLoops` of a `LinalgOp` (`None` for other ops).
fn linalg_loops(ctx: &Context, arena: &IrArena, op: OpId) -> Option<usize> {
    let name = name_of(ctx, arena, op);
    let inits = linalg_inits(ctx, arena, op)?;
    let first_init_rank = operand_rank(ctx, arena, inits.first().copied());
    Some(match name.as_str() {
        "linalg.generic" => ir::ods::access::inherent(ctx, arena, op, "iterator_types")
            .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
            .map(|v| v.len())
            .unwrap_or(0),
        "linalg.matmul" => 3,
        "linalg.batch_matmul" | "linalg.batch_reduce_matmul" => 4,
        "linalg.contract" => maps_or_default(ctx, arena, op, Vec::new)
            .last()
            .map(|m| m.num_dims as usize)
            .unwrap_or(0),
        "linalg.reduce" => operand_rank(ctx, arena, arena.operands(op).next()),
        "linalg.map" | "linalg.transpose" | "linalg.broadcast" | "linalg.elementwise" => first_init_rank,
        _ => match spec(&name).map(|s| s.iters) {
            Some(Iters::Fixed(s)) => s.len(),
            _ => first_init_rank,
        },
    })
}

impl IndexOp {
    /// `IndexOp::verify`: inside a `LinalgOp`, below its number of loops.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let loops = arena.parent_op(op).and_then(|p| linalg_loops(ctx, arena, p));
        let Some(loops) = loops else {
            return Err(op_err(ctx, arena, op, "expected parent op with LinalgOp interface"));
        };
        let dim = ir::ods::access::inherent(ctx, arena, op, "dim")
            .and_then(|a| ir::ods::values::as_int(ctx, a))
            .unwrap_or(0);
        if usize::try_from(dim).map_or(true, |d| d >= loops) {
            return Err(op_err(
                ctx,
                arena,
                op,
                format!(
                    "expected dim ({dim}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"
                ),
            ));
        }
        Ok(())
    }
}

impl YieldOp {
    /// `YieldOp::verify`: one value per init of the enclosing `LinalgOp`,
    /// of its element type.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let err = |m: String| Err(op_err(ctx, arena, op, m));
        if let Some(parent) = arena.parent_op(op) {
            let regions = arena.regions(parent);
            if regions.len() != 1 || regions.iter().any(|&r| arena.region_blocks(r).is_empty()) {
                return err("expected single non-empty parent region".into());
            }
        }
        let Some(inits) = arena.parent_op(op).and_then(|p| linalg_inits(ctx, arena, p)) else {
            return err("expected parent op with LinalgOp interface".into());
        };
        let values: Vec<Value> = arena.operands(op).collect();
        if values.len() != inits.len() {
            return err(format!(
                "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
                values.len(),
                inits.len()
            ));
        }
        for (i, (&v, &init)) in values.iter().zip(&inits).enumerate() {
            let init_ty = arena.value_type(init);
            let elem = match ctx.type_kind(init_ty) {
                TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. } => element_type(ctx, init_ty),
                _ => init_ty,
            };
            let ty = arena.value_type(v);
            if ty != elem {
                return err(format!(
                    "type of yield operand {} ('{}') doesn't match the element type of the enclosing linalg.generic op ('{}')",
                    i + 1,
                    ty_str(ctx, ty),
                    ty_str(ctx, elem)
                ));
            }
        }
        Ok(())
    }
}

// ----- linalg.reduce -----

/// `1, 2, 3`.
pub(crate) fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// The first operand whose shape differs from the first one's.
fn first_shape_mismatch(ctx: &Context, arena: &IrArena, values: &[Value]) -> Option<usize> {
    let shapes: Vec<Vec<i64>> = values.iter().map(|&v| shape_of(ctx, arena.value_type(v))).collect();
    let first = shapes.first()?;
    shapes.iter().position(|s| s != first)
}

/// The reduce op's shapes: all inputs alike, all inits alike, the init
/// the input without the reduced dimensions.
fn verify_reduce_shapes(ctx: &Context, arena: &IrArena, op: OpId, inputs: &[Value], inits: &[Value]) -> VResult {
    let err = |m: String| Err(op_err(ctx, arena, op, m));
    for (values, kind) in [(inputs, "input"), (inits, "output")] {
        if let Some(i) = first_shape_mismatch(ctx, arena, values) {
            return err(format!(
                "expects all {kind}s to have the same shapes. Shape at {kind}-index {i} is not equal to the shape at {kind}-index 0."
            ));
        }
    }
    let (Some(&input), Some(&init)) = (inputs.first(), inits.first()) else {
        return Ok(());
    };
    let input_dims = shape_of(ctx, arena.value_type(input));
    let init_dims = shape_of(ctx, arena.value_type(init));
    let dims = ir::ods::access::inherent(ctx, arena, op, "dimensions")
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default();
    let rank = input_dims.len() as i64;
    if dims.iter().any(|&d| d < 0 || d >= rank) {
        return err(format!(
            "dimensions for reduction should be in the range [0, {}].",
            rank - 1
        ));
    }
    let reduced: Vec<i64> = input_dims
        .iter()
        .enumerate()
        .filter(|(i, _)| !dims.contains(&(*i as i64)))
        .map(|(_, &d)| d)
        .collect();
    if reduced.len() != init_dims.len() {
        return err(format!(
            "number of dimensions after reduction {} doesn't match the init rank {}",
            reduced.len(),
            init_dims.len()
        ));
    }
    if reduced != init_dims {
        return err(format!(
            "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
            join(&init_dims),
            join(&reduced)
        ));
    }
    Ok(())
}

impl ReduceOp {
    /// `ReduceOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let operands: Vec<Value> = arena.operands(op).collect();
        let (inputs, inits) = operands.split_at(operands.len() / 2);
        verify_reduce_shapes(ctx, arena, op, inputs, inits)?;
        let Some(block) = entry_block(arena, op) else {
            return Ok(());
        };
        let n_args = arena.num_args(block);
        expect_equal(ctx, arena, op, n_args, operands.len(), |_, _| {
            "mismatching number of operands and block arguments".into()
        })?;
        let args: Vec<Value> = (0..n_args).map(|i| arena.arg(block, i)).collect();
        let init_args = args.get(n_args.saturating_sub(inits.len())..).unwrap_or_default();
        for (values, bb, kind) in [(inputs, &args[..], "input"), (inits, init_args, "output")] {
            for (&v, &arg) in values.iter().zip(bb) {
                let elem = element_type(ctx, arena.value_type(v));
                expect_equal(ctx, arena, op, elem, arena.value_type(arg), |elem, arg_ty| {
                    format!(
                        "{kind} element type '{}' does not match corresponding block argument type '{}'",
                        ty_str(ctx, elem),
                        ty_str(ctx, arg_ty)
                    )
                })?;
            }
        }
        Ok(())
    }
}

// ----- linalg.softmax -----

impl SoftmaxOp {
    /// `SoftmaxOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let shapes: Vec<Vec<i64>> = arena.operands(op).map(|v| shape_of(ctx, arena.value_type(v))).collect();
        let [input, output] = shapes.as_slice() else {
            return Ok(());
        };
        if !compatible_shape(input, output) {
            return Err(op_err(ctx, arena, op, "incompatible output shape"));
        }
        let dim = ir::ods::access::inherent(ctx, arena, op, "dimension")
            .and_then(|a| ir::ods::values::as_int(ctx, a))
            .unwrap_or(0);
        if dim < 0 || dim >= input.len() as i64 {
            return Err(op_err(ctx, arena, op, "incorrect dimension specified"));
        }
        Ok(())
    }
}

// ----- winograd transforms -----

/// `getFmrFromWinogradConv2DFmr`: `(m, r)` of the `fmr` attribute
/// (`F_2_3`, `F_4_3`, `F_2_5`).
fn fmr(ctx: &Context, arena: &IrArena, op: OpId) -> (i64, i64) {
    let kind = ir::ods::access::inherent(ctx, arena, op, "fmr").and_then(|a| ir::ods::values::as_int(ctx, a));
    match kind {
        Some(1) => (4, 3),
        Some(2) => (2, 5),
        _ => (2, 3),
    }
}

/// The two operands' shapes (both of the ranks the op's ODS checked).
fn two_shapes(ctx: &Context, arena: &IrArena, op: OpId) -> Option<(Vec<i64>, Vec<i64>)> {
    let shapes: Vec<Vec<i64>> = arena.operands(op).map(|v| shape_of(ctx, arena.value_type(v))).collect();
    match shapes.as_slice() {
        [a, b] => Some((a.clone(), b.clone())),
        _ => None,
    }
}

fn dim(shape: &[i64], i: usize) -> i64 {
    shape.get(i).copied().unwrap_or(DYNAMIC)
}

fn check_output(ctx: &Context, arena: &IrArena, op: OpId, expected: &[i64], output: &[i64]) -> VResult {
    if compatible_shape(expected, output) {
        Ok(())
    } else {
        Err(op_err(ctx, arena, op, "the output shape is not expected"))
    }
}

impl WinogradFilterTransformOp {
    /// `WinogradFilterTransformOp::verify`: filter `FHWC` to output
    /// `(alphaH, alphaW, C, F)`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let Some((filter, output)) = two_shapes(ctx, arena, op) else {
            return Ok(());
        };
        let (m, r) = fmr(ctx, arena, op);
        let (h, w) = (dim(&filter, 1), dim(&filter, 2));
        let err = |m: &str| Err(op_err(ctx, arena, op, m));
        if h != r && h != 1 {
            return err("expect filter height either equals to r or 1");
        }
        if w != r && w != 1 {
            return err("expect filter width either equals to r or 1");
        }
        if h == 1 && w == 1 {
            return err("expect either filter height or width equals to r");
        }
        let alpha = |d: i64| if d == r { m + r - 1 } else { 1 };
        let expected = [alpha(h), alpha(w), dim(&filter, 3), dim(&filter, 0)];
        check_output(ctx, arena, op, &expected, &output)
    }
}

/// One spatial dim of the input transform: `(alpha, tiles)` for input
/// size `size` when `transform` applies.
fn input_tiles(size: i64, transform: bool, m: i64, r: i64) -> (i64, i64) {
    if size == DYNAMIC {
        (m + r - 1, DYNAMIC)
    } else if transform {
        (m + r - 1, (size - (r - 1)) / m)
    } else {
        (1, size)
    }
}

impl WinogradInputTransformOp {
    /// `WinogradInputTransformOp::verify`: input `NHWC` to output
    /// `(alphaH, alphaW, tileH, tileW, N, C)`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let Some((input, output)) = two_shapes(ctx, arena, op) else {
            return Ok(());
        };
        let (m, r) = fmr(ctx, arena, op);
        let (alpha_h, tile_h) = input_tiles(dim(&input, 1), dim(&output, 0) != 1, m, r);
        let (alpha_w, tile_w) = input_tiles(dim(&input, 2), dim(&output, 1) != 1, m, r);
        let expected = [alpha_h, alpha_w, tile_h, tile_w, dim(&input, 0), dim(&input, 3)];
        check_output(ctx, arena, op, &expected, &output)
    }
}

/// One spatial dim of the output transform: the output size for value
/// dims `alpha` and `tiles`, or the error when `alpha` is not the tile size.
fn output_size(alpha: i64, tiles: i64, m: i64, r: i64) -> Result<i64, ()> {
    if alpha == DYNAMIC || tiles == DYNAMIC {
        return Ok(DYNAMIC);
    }
    let transform = alpha != 1;
    if alpha != (if transform { m + r - 1 } else { 1 }) {
        return Err(());
    }
    Ok((if transform { m } else { 1 }) * tiles)
}

impl WinogradOutputTransformOp {
    /// `WinogradOutputTransformOp::verify`: value
    /// `(alphaH, alphaW, tileH, tileW, N, F)` to output `NHWF`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> VResult {
        let op = self.0;
        let Some((value, output)) = two_shapes(ctx, arena, op) else {
            return Ok(());
        };
        let (m, r) = fmr(ctx, arena, op);
        let err = |m: &str| op_err(ctx, arena, op, m);
        let h = output_size(dim(&value, 0), dim(&value, 2), m, r)
            .map_err(|_| err("expect input height equals to input tile size"))?;
        let w = output_size(dim(&value, 1), dim(&value, 3), m, r)
            .map_err(|_| err("expect input width equals to input tile size"))?;
        let expected = [dim(&value, 4), h, w, dim(&value, 5)];
        check_output(ctx, arena, op, &expected, &output)
    }
}

// ----- verifyStructuredOpInterface of map, reduce, transpose, broadcast -----

/// `verifyStructuredOpInterface` with the maps the op derives.
fn verify_derived_maps(ctx: &Context, arena: &IrArena, op: OpId, maps: &[AffineMap], loops: usize) -> VResult {
    crate::linalg::named::verify_structured(ctx, arena, op, maps, loops).map_err(|m| op_err(ctx, arena, op, m))
}

/// `getMultiDimIdentityMap(rank).dropResults(dropped)`: the positions
/// erased one by one from the highest (a repeated position erases twice).
fn identity_without(rank: usize, dropped: &[i64]) -> AffineMap {
    let mut results: Vec<AffineExpr> = (0..rank as u32).map(AffineExpr::dim).collect();
    let mut positions = dropped.to_vec();
    positions.sort_unstable_by(|a, b| b.cmp(a));
    for p in positions {
        if let Some(p) = usize::try_from(p).ok().filter(|&p| p < results.len()) {
            results.remove(p);
        }
    }
    AffineMap::new(rank as u32, 0, results)
}

fn dense_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

fn last_operand_rank(ctx: &Context, arena: &IrArena, op: OpId) -> usize {
    operand_rank(ctx, arena, arena.operands(op).last())
}

impl MapOp {
    /// `verifyStructuredOpInterface`: identity maps of the init's rank.
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> VResult {
        let rank = last_operand_rank(ctx, arena, self.0);
        verify_derived_maps(ctx, arena, self.0, &self.derived_maps(ctx, arena), rank)
    }

    /// `getIndexingMapsArray`: identity maps of the init's rank.
    pub(crate) fn derived_maps(self, ctx: &Context, arena: &IrArena) -> Vec<AffineMap> {
        let rank = last_operand_rank(ctx, arena, self.0);
        vec![AffineMap::identity(rank as u32); arena.num_operands(self.0)]
    }
}

impl ReduceOp {
    /// `verifyStructuredOpInterface`: identity maps of the input's rank,
    /// without the reduced dims for the inits.
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> VResult {
        let rank = operand_rank(ctx, arena, arena.operands(self.0).next());
        verify_derived_maps(ctx, arena, self.0, &self.derived_maps(ctx, arena), rank)
    }

    /// `getIndexingMapsArray`: identity maps of the input's rank, without
    /// the reduced dims for the inits.
    pub(crate) fn derived_maps(self, ctx: &Context, arena: &IrArena) -> Vec<AffineMap> {
        let op = self.0;
        let n = arena.num_operands(op);
        let rank = operand_rank(ctx, arena, arena.operands(op).next());
        let dims = dense_attr(ctx, arena, op, "dimensions");
        let mut maps = vec![AffineMap::identity(rank as u32); n / 2];
        maps.extend(std::iter::repeat_n(identity_without(rank, &dims), n - n / 2));
        maps
    }
}

impl TransposeOp {
    /// `verifyStructuredOpInterface`: the inverse permutation for the
    /// input, the identity for the init.
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> VResult {
        let rank = last_operand_rank(ctx, arena, self.0);
        verify_derived_maps(ctx, arena, self.0, &self.derived_maps(ctx, arena), rank)
    }

    /// `getIndexingMapsArray`: the inverse permutation for the input, the
    /// identity for the init.
    pub(crate) fn derived_maps(self, ctx: &Context, arena: &IrArena) -> Vec<AffineMap> {
        let op = self.0;
        let rank = last_operand_rank(ctx, arena, op);
        let perm = dense_attr(ctx, arena, op, "permutation");
        let mut results = vec![AffineExpr::constant(0); perm.len()];
        for (i, &p) in perm.iter().enumerate() {
            if let Some(slot) = usize::try_from(p).ok().and_then(|p| results.get_mut(p)) {
                *slot = AffineExpr::dim(i as u32);
            }
        }
        vec![
            AffineMap::new(rank as u32, 0, results),
            AffineMap::identity(rank as u32),
        ]
    }
}

impl BroadcastOp {
    /// `verifyStructuredOpInterface`: the identity without the added
    /// dims for the input, the identity for the init.
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> VResult {
        let rank = last_operand_rank(ctx, arena, self.0);
        verify_derived_maps(ctx, arena, self.0, &self.derived_maps(ctx, arena), rank)
    }

    /// `getIndexingMapsArray`: the identity without the added dims for the
    /// input, the identity for the init.
    pub(crate) fn derived_maps(self, ctx: &Context, arena: &IrArena) -> Vec<AffineMap> {
        let rank = last_operand_rank(ctx, arena, self.0);
        let dims = dense_attr(ctx, arena, self.0, "dimensions");
        vec![identity_without(rank, &dims), AffineMap::identity(rank as u32)]
    }
}
