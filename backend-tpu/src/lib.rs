//! rods' TPU back end: Sophgo BM1684X command words, command buffers and bmodel files.
//!
//! - [`regdef`]: the command layouts of each chip, generated at build time from the field
//!   tables in `data/`, as typed structs with a width-checked LSB-first packer and a decoder.
//! - [`cmdbuf`]: per-engine command buffers with TPU-MLIR's id bookkeeping, command groups
//!   closed by end commands and padded, and a chain of store hooks.
//! - [`bmodel`]: reader and writer of the `.bmodel` container (header, FlatBuffers `Model`,
//!   binary region).
//! - [`codegen`]: code generation of an addressed tpu module into command buffers and a
//!   static net.
//! - [`weights`]: weight files (`.npz`), the `top` dialect's (re-exported).
//! - [`driver`]: the steps of `tpuc` as a library (read, verify, generate).
//! - [`dis`]: the disassembler and the model summary behind `tpuc dis` and `tpuc info`.

#![warn(missing_docs)]

pub mod bmodel;
pub mod cmdbuf;
pub mod codegen;
pub mod dis;
pub mod driver;
pub mod regdef;
pub use dialects::top::weights;
