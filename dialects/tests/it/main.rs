//! The dialects crate's integration tests.
//!
//! One integration-test binary for the crate: each module below was a
//! test file of its own, and every extra binary is another link of the
//! whole workspace.

mod support;

mod alias_analysis;
mod bytecode_corpus;
mod bytecode_differential;
mod bytecode_no_panic;
mod bytecode_ods;
mod cast_interfaces;
mod conformance;
mod constant_like;
mod conversion_passes;
mod corpus_text;
mod def_interfaces;
mod destination_style_interfaces;
mod dialect_errors;
mod differential_dialects;
mod differential_text;
mod dlti;
mod enum_attrs;
mod errors;
mod format_differential;
mod format_errors;
mod format_features;
mod format_roundtrip;
mod gen_large_roundtrip;
mod infer_type_interface;
mod loc_forms;
mod memory_effects_interfaces;
mod more_op_interfaces;
mod native_properties;
mod no_panic;
mod ods_docs;
mod ods_test_dialect;
mod pass_diagnostics;
mod printer_fast_paths;
mod region_branch_interfaces;
mod resolve_result_dims;
mod rods_opt_streaming;
mod run;
mod shaped_dim_interfaces;
mod shaped_type_interface;
mod speculation_interfaces;
mod symbol_call_interfaces;
mod tiling;
mod tiling_options;
mod top_permute;
mod tosa_corpus;
mod tpu_dialects;
mod trait_semantics;
mod transforms;
mod type_defs;
mod vector_unroll;
mod verifier_order;
