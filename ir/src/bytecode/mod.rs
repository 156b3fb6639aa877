//! MLIR's bytecode format (`.mlirbc`): a reader for versions 0 to 6 and a
//! writer for any of them whose output is byte-identical to MLIR 22.1.8's
//! `mlir-opt --emit-bytecode [--emit-bytecode-version=N]`.
//!
//! The format is described in `shared/spec/bytecode.md`; the submodules are
//! [`encoding`] (varints, sections, alignment), `reader`, `writer`
//! (with `numbering`, the port of upstream's `IRNumbering`) and [`props`]
//! (how registered ops encode their properties).
//!
//! Entry points: [`write`], [`read`], [`read_with`] and [`read_lazy`]
//! (isolated regions left unparsed until [`LazyModule::materialize`]).

pub mod dialect;
pub mod encoding;
mod idmap;
pub mod props;
mod reader;
mod reader_attrs;
mod uselists;
mod writer;
mod writer_attrs;

use std::fmt;

pub use reader::{read, read_lazy, read_with, LazyModule, ReadOptions};
pub use writer::{write, WriteOptions};

/// The producer string MLIR 22.1.8 writes.
pub const DEFAULT_PRODUCER: &str = "MLIR22.1.8";

/// A bytecode error: what went wrong and, for input errors, the absolute
/// byte offset in the file where it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// Byte offset in the input (reader errors).
    pub offset: Option<usize>,
    /// The message (MLIR's wording where MLIR has one).
    pub message: String,
}

impl Error {
    /// An error at byte `offset` of the input.
    pub fn at(offset: usize, message: impl Into<String>) -> Self {
        Error {
            offset: Some(offset),
            message: message.into(),
        }
    }

    /// An error without a position (writer errors).
    pub fn msg(message: impl Into<String>) -> Self {
        Error {
            offset: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.offset {
            Some(o) => write!(f, "bytecode offset {o}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Error {}

/// Whether `bytes` starts with the bytecode magic number.
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(&encoding::MAGIC)
}

#[cfg(test)]
mod tests;
