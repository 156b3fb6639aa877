//! Global code generation of the tpu ops: each op loads its operands from global memory
//! into local memory, computes, and stores its result back (TPU-MLIR's
//! `codegen_global_bm1684x`).

mod conv;
mod eltwise;
mod matmul;
mod pool;

use super::error::CodegenError;

/// An error about an op's shape or attributes that code generation does not handle yet.
pub(crate) fn unsupported(op: &str, what: impl std::fmt::Display) -> CodegenError {
    CodegenError::new(format!(
        "'{op}' op: {what} is not supported by BM1684X code generation yet"
    ))
}

/// Whether an f64 attribute holds TPU-MLIR's "no limit" for relu (`relu_limit <= 0`).
pub(crate) fn no_relu_limit(limit: Option<f64>) -> bool {
    limit.is_none_or(|l| l <= 0.0)
}
