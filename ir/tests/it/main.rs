//! The ir crate's integration tests.
//!
//! One integration-test binary for the crate: each module below was a
//! test file of its own, and every extra binary is another link of the
//! whole workspace.

mod bytecode_op_interface;
mod conversion;
mod conversion_cost_model;
mod custom_assembly;
mod custom_props;
mod driver_diagnostics;
mod int_range;
mod ir_api;
mod pass_diagnostics;
mod region_simplify;
