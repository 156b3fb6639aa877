//! `--resolve-ranked-shaped-type-result-dims` and
//! `--resolve-shaped-type-result-dims` (upstream's
//! `ResolveShapedTypeResultDims.cpp`): a `tensor.dim` or `memref.dim` with a
//! constant index of an op's result is replaced by the size the op reifies
//! for that dimension (`ReifyRankedShapedTypeOpInterface`, `ir::reify`); the
//! second pass also extracts it from the shape tensor an op's
//! `InferShapedTypeOpInterface::reifyReturnTypeShapes` builds. A `tensor.dim`
//! of an `scf.forall` shared output measures the output's init instead
//! (`IterArgsToInitArgs`). Both run the
//! greedy driver on the op they are given (with its folding and dead-op
//! erasure) and, with `error-on-pattern-iteration-limit` (the default), fail
//! when it does not converge. What reifying reports (`'tensor.empty' op
//! invalid dimension` for a dim out of its result's rank) is emitted through
//! the pass context: the pass still succeeds, as upstream's does.

use crate::common::reify::{constant_index, value_or_constant_index};
use crate::tensor::ops::ExtractOp;
use ir::interfaces::InferShapedTypeOpInterfaceRef;
use ir::pass::{DiagnosticSink, Pass, PassContext, PassFailure, PassOptionError};
use ir::reify::reify_dim_of_result;
use ir::rewrite::{apply_patterns_greedily, GreedyConfig, OpTable, PatternRewriter, PatternSet};
use ir::{Context, IrArena, OpId, TypeKind, Value};

/// The dim ops both passes resolve.
const DIM_OPS: [&str; 2] = ["memref.dim", "tensor.dim"];

/// The result a dim op measures and its constant index
/// (`getSource().dyn_cast<OpResult>()`, `getConstantIndex()`).
fn dim_of_result(rw: &PatternRewriter<'_>, dim_op: OpId) -> Option<(OpId, usize, i64)> {
    if rw.arena.num_operands(dim_op) != 2 {
        return None;
    }
    let Value::Result { op, index } = rw.arena.operand(dim_op, 0) else {
        return None;
    };
    let attr = rw.constant_of(rw.arena.operand(dim_op, 1))?;
    let dim = crate::common::consts::int_attr_value(rw.ctx, Some(attr))?;
    Some((op, index as usize, dim))
}

/// `DimOfReifyRankedShapedTypeOpInterface`: the dim op becomes the size the
/// result's op reifies for the dimension. The ops a failed reification
/// created are erased again (a failed pattern leaves the IR as it was).
fn dim_of_reify_ranked(dim_op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((owner, result, dim)) = dim_of_result(rw, dim_op) else {
        return false;
    };
    let Ok(dim) = usize::try_from(dim) else {
        return false;
    };
    let before = rw.arena.prev_op(dim_op);
    rw.set_insertion_point_before(dim_op);
    let loc = rw.arena.op_loc(dim_op);
    let replacement = match reify_dim_of_result(rw, owner, result, dim) {
        Ok(Some(ofr)) => value_or_constant_index(rw, loc, ofr),
        _ => None,
    };
    let Some(value) = replacement else {
        erase_ops_between(rw, before, dim_op);
        return false;
    };
    rw.replace_op(dim_op, &[value]);
    true
}

/// Erases the ops after `before` (from the start of the block when none) up
/// to `end`, last first.
fn erase_ops_between(rw: &mut PatternRewriter<'_>, before: Option<OpId>, end: OpId) {
    let mut created = Vec::new();
    let mut cur = rw.arena.prev_op(end);
    while let Some(op) = cur {
        if Some(op) == before {
            break;
        }
        created.push(op);
        cur = rw.arena.prev_op(op);
    }
    for op in created {
        rw.erase_op(op);
    }
}

/// `IterArgsToInitArgs`: a `tensor.dim` of a shared output of an
/// `scf.forall` (a block argument after the induction variables) measures
/// the init tied to it.
fn iter_args_to_init_args(dim_op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Value::Arg { block, index } = rw.arena.operand(dim_op, 0) else {
        return false;
    };
    let Some(forall) = rw.arena.block_parent_op(block) else {
        return false;
    };
    if rw.ctx.op_info(rw.arena.op_name(forall)).name() != "scf.forall" {
        return false;
    }
    let outputs = crate::scf::ops::ForallOp(forall).outputs(rw.ctx, rw.arena);
    let Some(first_output) = rw.arena.num_args(block).checked_sub(outputs.len()) else {
        return false;
    };
    let Some(&init) = (index as usize).checked_sub(first_output).and_then(|i| outputs.get(i)) else {
        return false;
    };
    let source = ir::Use { op: dim_op, operand: 0 };
    rw.modify_in_place(dim_op, |arena| arena.set_operand(source, init));
    true
}

/// `DimOfShapedTypeOpInterface`: the dim op becomes a `tensor.extract` of
/// the shape tensor the result's op builds (`reifyReturnTypeShapes`), at
/// the dimension's index.
fn dim_of_shaped_type(dim_op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((owner, result, dim)) = dim_of_result(rw, dim_op) else {
        return false;
    };
    let Some(shaped) = InferShapedTypeOpInterfaceRef::get(rw.ctx, rw.arena, owner) else {
        return false;
    };
    let operands: Vec<Value> = rw.arena.operands(owner).collect();
    rw.set_insertion_point_before(dim_op);
    let Some(shapes) = shaped.reify_return_type_shapes(rw, &operands) else {
        return false;
    };
    if shapes.len() != rw.arena.num_results(owner) {
        return false;
    }
    let shape = shapes[result];
    let index_ty = rw.ctx.index_type();
    let is_index_tensor = matches!(
        rw.ctx.type_kind(rw.arena.value_type(shape)),
        TypeKind::RankedTensor { element, .. } if *element == index_ty
    );
    if !is_index_tensor {
        return false;
    }
    let loc = rw.arena.op_loc(dim_op);
    let Some(index) = constant_index(rw, loc, dim) else {
        return false;
    };
    rw.replace_op_with_built(dim_op, |b| ExtractOp::build(b, index_ty, shape, &[index]))
        .is_ok()
}

/// Runs the patterns greedily on `op`, handing what they report to `pc`;
/// with `error_on_limit`, a run that does not converge fails with upstream's
/// error.
fn resolve(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    pc: &mut PassContext,
    shaped: bool,
    error_on_limit: bool,
) -> Result<(), PassFailure> {
    let mut patterns = PatternSet::new();
    for root in DIM_OPS {
        patterns.add_fn("DimOfReifyRankedShapedTypeOpInterface", root, 1, dim_of_reify_ranked);
    }
    patterns.add_fn("IterArgsToInitArgs", "tensor.dim", 1, iter_args_to_init_args);
    if shaped {
        for root in DIM_OPS {
            patterns.add_fn("DimOfShapedTypeOpInterface", root, 1, dim_of_shaped_type);
        }
    }
    let outcome = apply_patterns_greedily(
        ctx,
        arena,
        op,
        &patterns.freeze(ctx),
        &OpTable::new(ctx),
        &GreedyConfig::default(),
    );
    pc.emit_all(outcome.diagnostics);
    if error_on_limit && !outcome.converged {
        let message = "dim operation resolution hit pattern iteration limit".to_string();
        let name = ctx.op_info(arena.op_name(op)).name().to_string();
        return Err(PassFailure {
            diagnostics: vec![ir::verify::op_error(ctx, arena, op, format!("'{name}' op {message}"))],
        });
    }
    Ok(())
}

/// Declares one of the two passes: its option and its run.
macro_rules! resolve_pass {
    ($(#[$attr:meta])* $name:ident($argument:literal, $display:literal, shaped = $shaped:literal)) => {
        $(#[$attr])*
        #[derive(Clone, Debug)]
        pub struct $name {
            /// `error-on-pattern-iteration-limit`: fail when the rewrite does
            /// not converge (default true).
            pub error_on_pattern_iteration_limit: bool,
        }

        impl Default for $name {
            fn default() -> Self {
                $name {
                    error_on_pattern_iteration_limit: true,
                }
            }
        }

        impl Pass for $name {
            crate::common::pass::pass_identity!($argument, $display);
            fn set_option(&mut self, key: &str, value: &str) -> Result<(), PassOptionError> {
                match key {
                    "error-on-pattern-iteration-limit" => {
                        self.error_on_pattern_iteration_limit = ir::passes::parse_bool(key, value)?
                    }
                    _ => return Err(PassOptionError::NoSuchOption(key.to_string())),
                }
                Ok(())
            }
            fn options_text(&self) -> String {
                format!("error-on-pattern-iteration-limit={}", self.error_on_pattern_iteration_limit)
            }
            fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
                resolve(ctx, arena, op, pc, $shaped, self.error_on_pattern_iteration_limit)
            }
        }
    };
}

resolve_pass! {
    /// `--resolve-ranked-shaped-type-result-dims`: dims of results through
    /// `ReifyRankedShapedTypeOpInterface`.
    ResolveRankedShapedTypeResultDims(
        "resolve-ranked-shaped-type-result-dims",
        "ResolveRankedShapeTypeResultDimsPass",
        shaped = false
    )
}

resolve_pass! {
    /// `--resolve-shaped-type-result-dims`: the same, and through
    /// `InferShapedTypeOpInterface`'s `reifyReturnTypeShapes`.
    ResolveShapedTypeResultDims(
        "resolve-shaped-type-result-dims",
        "ResolveShapedTypeResultDimsPass",
        shaped = true
    )
}
