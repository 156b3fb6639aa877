//! Code generation errors: what went wrong and, when it is about one op, the op's
//! location, so that `tpuc` reports `file:line:col` or the op's name location.

use std::fmt;

use ir::diag::{DiagLoc, Diagnostic};
use ir::Attr;

use crate::cmdbuf::CmdBufError;

/// Why code generation failed.
#[derive(Clone, Debug, PartialEq)]
pub struct CodegenError {
    /// The location of the op concerned, if any.
    pub loc: Option<Attr>,
    /// The message, in MLIR's style (`'tpu.Softmax' op ...`).
    pub message: String,
}

impl CodegenError {
    /// An error about the op at `loc`.
    pub fn at(loc: Attr, message: impl Into<String>) -> CodegenError {
        CodegenError {
            loc: Some(loc),
            message: message.into(),
        }
    }

    /// An error about the whole module.
    pub fn new(message: impl Into<String>) -> CodegenError {
        CodegenError {
            loc: None,
            message: message.into(),
        }
    }

    /// Attaches `loc` if the error has no location yet.
    pub fn or_at(mut self, loc: Attr) -> CodegenError {
        self.loc.get_or_insert(loc);
        self
    }

    /// The error as an IR diagnostic (offset 0 when it has no location).
    pub fn to_diagnostic(&self) -> Diagnostic {
        let loc = self.loc.map_or(DiagLoc::Offset(0), DiagLoc::Attr);
        Diagnostic::error(loc, self.message.clone())
    }
}

impl fmt::Display for CodegenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CodegenError {}

impl From<CmdBufError> for CodegenError {
    fn from(e: CmdBufError) -> CodegenError {
        CodegenError::new(format!("cannot store a command: {e}"))
    }
}

/// `value` converted to a command field's integer type, or an error naming the field
/// when it does not fit.
pub fn fit<T: TryFrom<u64>>(field: &str, value: u64) -> Result<T, CodegenError> {
    T::try_from(value).map_err(|_| CodegenError::new(format!("{field} = {value} does not fit its command field")))
}
