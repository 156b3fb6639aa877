//! The `.bmodel` container: reader and writer.
//!
//! A bmodel is a 64-byte [`Header`], a FlatBuffers [`Model`] per `data/bmodel.fbs`, and a
//! binary region that the model's `Binary { start, size }` ranges point into (coefficients,
//! TIU and GDMA command buffers). [`BinaryRegion`] lays that region out 4 KiB aligned, as
//! TPU-MLIR does; [`BModel`] reads and writes whole files; [`assemble`] builds a whole model
//! of [`StaticNet`]s the way TPU-MLIR's codegen lays them out. The flatbuffer is written with the
//! `flatbuffers` crate's builder and read by a bounds-checked reader of our own, so a
//! malformed file gives a [`BModelError`] with the byte offset, never a panic.

mod assemble;
mod error;
mod fb_decode;
mod fb_read;
mod fb_write;
mod file;
mod header;
mod region;
pub mod stamp;
mod types;

pub use assemble::{assemble, io_tensor, Coeff, StaticNet};
pub use error::BModelError;
pub use file::BModel;
pub use header::{Header, HEADER_SIZE, MAGIC};
pub use region::{check_code, BinaryRegion, ALIGN};
pub use types::*;
