//! Errors of the command buffers.

use std::fmt;

use crate::regdef::{Engine, RegError};

/// What went wrong while storing commands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CmdBufError {
    /// Encoding a command failed (a value too wide for its field, ...).
    Reg(RegError),
    /// The command belongs to another chip's table.
    WrongChip {
        /// The buffer's chip.
        expected: &'static str,
        /// The command's layout.
        layout: &'static str,
    },
    /// The chip has no buffer for this engine.
    NoSuchEngine {
        /// The engine.
        engine: Engine,
    },
    /// `begin_parallel` inside a parallel section, or `end_parallel` outside one.
    Parallel(&'static str),
    /// The id limit leaves no room for a command and the group's end command.
    IdLimit {
        /// The limit.
        max_id: u32,
    },
    /// A store hook failed.
    Hook(String),
}

impl fmt::Display for CmdBufError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CmdBufError::Reg(e) => e.fmt(f),
            CmdBufError::WrongChip { expected, layout } => write!(f, "layout {layout} is not a {expected} layout"),
            CmdBufError::NoSuchEngine { engine } => write!(f, "the chip has no {engine} engine"),
            CmdBufError::Parallel(msg) => f.write_str(msg),
            CmdBufError::IdLimit { max_id } => {
                write!(
                    f,
                    "command id limit {max_id} leaves no room for a command and an end command"
                )
            }
            CmdBufError::Hook(msg) => write!(f, "store hook failed: {msg}"),
        }
    }
}

impl std::error::Error for CmdBufError {}

impl From<RegError> for CmdBufError {
    fn from(e: RegError) -> Self {
        CmdBufError::Reg(e)
    }
}
