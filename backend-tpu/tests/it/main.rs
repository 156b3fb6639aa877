//! backend-tpu's integration tests.
//!
//! One integration-test binary for the crate: each module below was a
//! test file of its own, and every extra binary is another link of the
//! whole workspace.

mod support;

mod cmdbuf_golden;
mod codegen_final;
mod compile_top;
mod dis_reg_json;
mod golden_cmds;
mod linear_bmodel;
mod malformed;
mod reassemble;
mod tosa_cnn;
mod tpu_oracle;
mod tpu_oracle_f16;
mod tpu_oracle_int8_f16;
mod tpu_oracle_outside;
