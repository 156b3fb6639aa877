//! INT8 code generation, in layer groups and as global ops: `tpu.Cast` between f32 and 8-bit
//! integers, the quantized `tpu.Conv2D` (with its requantization and TPU-MLIR's
//! "3ic" input folding), the quantized `tpu.MatMul`, `tpu.Add`, `tpu.Relu`, `tpu.Pool2D` and `tpu.Lut`, as TPU-MLIR 1.30.2 emits them for BM1684X. The rules, found by
//! sweeping TPU-MLIR's own builds, are in `docs/int8.md`.
//!
//! - [`tiu`]: the quantized TIU command encoders;
//! - `cast`: [`LocalGenInterface`](super::interface::LocalGenInterface) and
//!   [`GlobalGenInterface`](super::interface::GlobalGenInterface) for `tpu.Cast`;
//! - [`conv`]: the quantized convolution of a group slice;
//! - [`conv_global`]: the quantized convolution as a global op;
//! - `conv_half`: the 16-bit float convolution (F16, BF16 models) of a group slice and as a
//!   global op, folding its input as the quantized one does;
//! - [`binary`]: the quantized multiplication and subtraction as global ops;
//! - `conv_group`: grouped quantized convolutions (more than 64 input channels) as global ops;
//! - [`matmul`]: the quantized fully connected `tpu.MatMul` as a global op;
//! - [`eltwise`]: the 8-bit relu and the quantized add;
//! - `lut`: the 8-bit table look-up `tpu.Lut` (INT8 sigmoid), in groups and as a global op;
//! - [`pool`]: 8-bit max and average pooling;
//! - `pipeline`: the software pipeline of global ops.

pub(crate) mod binary;
pub(crate) mod binary_group;
mod cast;
pub mod conv;
pub mod conv_global;
mod conv_group;
mod conv_half;
pub mod eltwise;
mod lut;
pub mod matmul;
pub(crate) mod pipeline;
pub mod pool;
pub mod tiu;

use dialects::tpu::ops::RoundMode;

use super::error::CodegenError;
pub use conv_half::{codegen_global as conv_half_global, codegen_local as conv_half_local};

/// The chip's rounding code of a `round_mode` (the `opd2_n_str` field of casts and
/// requantizations).
pub fn round_code(mode: RoundMode) -> Result<u8, CodegenError> {
    Ok(match mode {
        RoundMode::HalfToEven => 0,
        RoundMode::HalfAwayFromZero => 1,
        RoundMode::TowardsZero => 2,
        RoundMode::Down => 3,
        RoundMode::Up => 4,
        RoundMode::HalfUp => 5,
        RoundMode::HalfDown => 6,
        other => {
            return Err(CodegenError::new(format!(
                "round mode {other:?} has no BM1684X rounding code"
            )))
        }
    })
}
