//! What the tosa ops do when `rods-run` runs them, following the TOSA
//! specification's pseudocode: elementwise ops with broadcasting
//! ([`elementwise`]), data movement ([`data`]), and the tensor ops
//! (matmul, convolutions, poolings, reductions: [`nn`]).

pub mod data;
pub mod elementwise;
pub mod nn;

use ir::{Context, OpId};

use crate::run::{Machine, RunResult, RunTable};

/// The integer list of the dense array (or elements) attribute `name` of `op`.
fn ints_attr(m: &Machine<'_>, op: OpId, name: &str) -> RunResult<Vec<i64>> {
    m.attr(op, name)
        .and_then(|a| ir::ods::values::as_dense(m.ctx, a))
        .ok_or_else(|| m.op_error(op, format!("has no '{name}' values")))
}

/// The integer attribute `name` of `op`.
fn int_attr(m: &Machine<'_>, op: OpId, name: &str) -> RunResult<i64> {
    m.attr(op, name)
        .and_then(|a| ir::ods::values::as_int(m.ctx, a))
        .ok_or_else(|| m.op_error(op, format!("has no '{name}' value")))
}

/// Registers the tosa runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    elementwise::register(ctx, t);
    data::register(ctx, t);
    nn::register(ctx, t);
}
