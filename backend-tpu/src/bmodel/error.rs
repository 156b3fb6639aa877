//! Errors of the bmodel reader and writer.

use std::fmt;

/// What went wrong while reading or writing a bmodel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BModelError {
    /// The file is malformed at byte `offset` (from the start of the file).
    Malformed {
        /// Byte offset in the file.
        offset: u64,
        /// What is wrong there.
        what: String,
    },
    /// The model cannot be written (e.g. a size does not fit its field).
    Unwritable(String),
    /// An I/O error, with the path.
    Io(String),
}

impl BModelError {
    pub(crate) fn at(offset: u64, what: impl Into<String>) -> Self {
        BModelError::Malformed {
            offset,
            what: what.into(),
        }
    }
}

impl fmt::Display for BModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BModelError::Malformed { offset, what } => {
                write!(f, "malformed bmodel at byte {offset} ({offset:#x}): {what}")
            }
            BModelError::Unwritable(msg) => write!(f, "cannot write bmodel: {msg}"),
            BModelError::Io(msg) => f.write_str(msg),
        }
    }
}

impl std::error::Error for BModelError {}
