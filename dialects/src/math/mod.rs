//! The `math` dialect: its ops, declared in `math.ods` with upstream's
//! declarative formats, and their folders (`folds.rs`).

// Hooks `math.ods` names.
use crate::arith::ops::FastMathAttr;
use crate::common::i1_same_shape;

mod fast_math;
pub mod folds;
mod libm;
pub mod run;
mod vector_unroll;
// The constant materializer `math.ods` names (`constant_materializer`).
use crate::common::build::materialize;
crate::common::ods_ops!("math");
