//! Upstream's test passes of vector unrolling
//! (`mlir/test/lib/Dialect/Vector/TestVectorTransforms.cpp`):
//! `test-vector-unrolling-patterns` (`TestVectorUnrollingPatterns`) and
//! `test-vector-transfer-unrolling-patterns`
//! (`TestVectorTransferUnrollingPatterns`), each applying the unroll patterns
//! with upstream's native shapes and filters greedily to a `func.func`.
//! Both add `populateVectorToVectorCanonicalizationPatterns` (the folders
//! of constant masks, masked memory ops and transposes:
//! [`crate::vector::folds::populate_vector_to_vector_canonicalization_patterns`]).

use super::{populate_vector_unroll_patterns, UnrollVectorOptions};
use ir::pass::{Pass, PassContext, PassFailure, PassOptionError};
use ir::rewrite::{apply_patterns_greedily, GreedyConfig, OpTable, PatternSet};
use ir::{Context, IrArena, OpId};

/// Whether `op` is named one of `names` (upstream's `isa<...>` filters).
fn named(ctx: &Context, arena: &IrArena, op: OpId, names: &[&str]) -> bool {
    let name = arena.op_name(op);
    names.iter().any(|n| ctx.op_name(n) == name)
}

/// The number of iterator types of a `vector.contract`.
fn iterator_count(ctx: &Context, arena: &IrArena, op: OpId) -> Option<usize> {
    ir::ods::access::inherent(ctx, arena, op, "iterator_types")
        .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
        .map(|list| list.len())
}

/// Applies `patterns` greedily (with `GreedyRewriteConfig`'s defaults) to
/// `op`, with `populateVectorToVectorCanonicalizationPatterns` added as
/// upstream's test passes add them, handing the patterns' diagnostics to
/// `pc`.
fn apply(ctx: &Context, arena: &mut IrArena, op: OpId, mut patterns: PatternSet, pc: &mut PassContext) {
    crate::vector::folds::populate_vector_to_vector_canonicalization_patterns(&mut patterns);
    let config = GreedyConfig::default();
    let outcome = apply_patterns_greedily(ctx, arena, op, &patterns.freeze(ctx), &OpTable::new(ctx), &config);
    ir::pass::DiagnosticSink::emit_all(pc, outcome.diagnostics);
}

/// Parses a list option's value (`2,0,1` or `{2,0,1}`) as LLVM does.
fn parse_list(key: &str, value: &str) -> Result<Vec<i64>, PassOptionError> {
    let inner = value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .unwrap_or(value);
    inner
        .split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| ir::passes::parse_i64(key, s.trim()).map_err(PassOptionError::from))
        .collect()
}

/// `test-vector-unrolling-patterns`: `arith.addf`, `vector.fma`,
/// `vector.multi_reduction`, `vector.broadcast`, `vector.load` and
/// `vector.store` unrolled to 2x2, `vector.reduction` to 2,
/// `vector.transpose` to 1x3x4x2, `vector.step` to 8, `vector.shape_cast`
/// to 2x4 (as mlir-opt-22 does), and `vector.contract` to 2 in every
/// iteration dimension or, with `unroll-based-on-type`, to 4 but 2 in the
/// last one (4 when the left operand is `f16`), traversed in `unroll-order`
/// when it has one entry per iteration dimension.
#[derive(Clone, Debug, Default)]
pub struct TestVectorUnrollingPatterns {
    /// `unroll-order`: the traversal order of a contraction's tiles.
    pub unroll_order: Vec<i64>,
    /// `unroll-based-on-type`: the contraction's native shape depends on its
    /// element type.
    pub unroll_based_on_type: bool,
}

impl TestVectorUnrollingPatterns {
    /// The patterns with the pass's options.
    fn patterns(&self) -> PatternSet {
        let mut patterns = PatternSet::new();
        let square = UnrollVectorOptions::default()
            .with_native_shape(vec![2, 2])
            .with_filter(|ctx, arena, op| {
                named(
                    ctx,
                    arena,
                    op,
                    &[
                        "arith.addf",
                        "vector.fma",
                        "vector.multi_reduction",
                        "vector.broadcast",
                        "vector.load",
                        "vector.store",
                    ],
                )
            });
        populate_vector_unroll_patterns(&mut patterns, &square);
        let pairs = UnrollVectorOptions::default()
            .with_native_shape(vec![2])
            .with_filter(|ctx, arena, op| named(ctx, arena, op, &["vector.reduction"]));
        populate_vector_unroll_patterns(&mut patterns, &pairs);
        let transposes = UnrollVectorOptions::default()
            .with_native_shape(vec![1, 3, 4, 2])
            .with_filter(|ctx, arena, op| named(ctx, arena, op, &["vector.transpose"]));
        populate_vector_unroll_patterns(&mut patterns, &transposes);
        let steps = UnrollVectorOptions::default()
            .with_native_shape(vec![8])
            .with_filter(|ctx, arena, op| named(ctx, arena, op, &["vector.step"]));
        populate_vector_unroll_patterns(&mut patterns, &steps);
        let shape_casts = UnrollVectorOptions::default()
            .with_native_shape(vec![2, 4])
            .with_filter(|ctx, arena, op| named(ctx, arena, op, &["vector.shape_cast"]));
        populate_vector_unroll_patterns(&mut patterns, &shape_casts);
        let contracts =
            UnrollVectorOptions::default().with_filter(|ctx, arena, op| named(ctx, arena, op, &["vector.contract"]));
        let contracts = if self.unroll_based_on_type {
            let by_type = contracts.with_native_shape_fn(|ctx, arena, op| {
                let mut shape = vec![4; iterator_count(ctx, arena, op)?];
                let lhs = arena.operands(op).next()?;
                let element = ir::ods::values::element_type_or_self(ctx, arena.value_type(lhs));
                let f16 = matches!(ctx.type_kind(element), ir::TypeKind::Float(ir::float::FloatKind::F16));
                *shape.last_mut()? = if f16 { 4 } else { 2 };
                Some(shape)
            });
            if self.unroll_order.is_empty() {
                by_type
            } else {
                let order = self.unroll_order.clone();
                by_type.with_traversal_order(move |ctx, arena, op| {
                    (iterator_count(ctx, arena, op)? == order.len()).then(|| order.clone())
                })
            }
        } else {
            contracts.with_native_shape_fn(|ctx, arena, op| Some(vec![2; iterator_count(ctx, arena, op)?]))
        };
        populate_vector_unroll_patterns(&mut patterns, &contracts);
        patterns
    }
}

impl Pass for TestVectorUnrollingPatterns {
    ir::pass_identity!(
        "test-vector-unrolling-patterns",
        "(anonymous namespace)::TestVectorUnrollingPatterns",
        anchor "func.func"
    );
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), PassOptionError> {
        match key {
            "unroll-order" => self.unroll_order = parse_list(key, value)?,
            "unroll-based-on-type" => self.unroll_based_on_type = ir::passes::parse_bool(key, value)?,
            _ => return Err(PassOptionError::NoSuchOption(key.to_string())),
        }
        Ok(())
    }
    fn options_text(&self) -> String {
        // As mlir-opt prints them: sorted, an empty list printed as nothing.
        let order = if self.unroll_order.is_empty() {
            String::new()
        } else {
            let list: Vec<String> = self.unroll_order.iter().map(i64::to_string).collect();
            format!("unroll-order={{{}}}", list.join(","))
        };
        format!("unroll-based-on-type={} {order}", self.unroll_based_on_type)
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        apply(ctx, arena, op, self.patterns(), pc);
        Ok(())
    }
}

/// `test-vector-transfer-unrolling-patterns`: `vector.transfer_read`,
/// `vector.transfer_write` and `vector.gather` unrolled to 2x2, their tiles
/// traversed last dimension outermost with `reverse-unroll-order`.
#[derive(Clone, Debug, Default)]
pub struct TestVectorTransferUnrollingPatterns {
    /// `reverse-unroll-order`.
    pub reverse_unroll_order: bool,
}

impl Pass for TestVectorTransferUnrollingPatterns {
    ir::pass_identity!(
        "test-vector-transfer-unrolling-patterns",
        "(anonymous namespace)::TestVectorTransferUnrollingPatterns",
        anchor "func.func"
    );
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), PassOptionError> {
        match key {
            "reverse-unroll-order" => self.reverse_unroll_order = ir::passes::parse_bool(key, value)?,
            _ => return Err(PassOptionError::NoSuchOption(key.to_string())),
        }
        Ok(())
    }
    fn options_text(&self) -> String {
        format!("reverse-unroll-order={}", self.reverse_unroll_order)
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        const OPS: [&str; 3] = ["vector.transfer_read", "vector.transfer_write", "vector.gather"];
        let mut options = UnrollVectorOptions::default()
            .with_native_shape(vec![2, 2])
            .with_filter(|ctx, arena, op| named(ctx, arena, op, &OPS));
        if self.reverse_unroll_order {
            options = options.with_traversal_order(|ctx, arena, op| {
                if !named(ctx, arena, op, &OPS) {
                    return None;
                }
                let (shape, ..) = crate::vector::unrolling::vector_parts(ctx, super::shaped_vector(ctx, arena, op)?)?;
                Some((0..shape.len() as i64).rev().collect())
            });
        }
        let mut patterns = PatternSet::new();
        populate_vector_unroll_patterns(&mut patterns, &options);
        apply(ctx, arena, op, patterns, pc);
        Ok(())
    }
}
