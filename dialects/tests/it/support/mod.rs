//! Helpers shared by the integration tests: the golden corpus walker, the
//! random MLIR and random TOSA generators,
//! and the large-module generators of the benches.

pub mod golden_corpus;
pub mod random_dialects;
pub mod random_mlir;
pub mod random_tosa;

#[path = "../../../benches/support/gen_arith.rs"]
pub mod gen_arith;
#[path = "../../../benches/support/gen_large.rs"]
pub mod gen_large;
