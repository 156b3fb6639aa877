//! Errors of command encoding and decoding.

use std::fmt;

use super::Engine;

/// What went wrong while packing, unpacking or identifying a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RegError {
    /// A value does not fit its field (never silently truncated).
    ValueTooWide {
        /// Layout name.
        layout: &'static str,
        /// Field name.
        field: &'static str,
        /// The value.
        value: u64,
        /// Field width in bits.
        width: u32,
    },
    /// No field of that name in the layout.
    UnknownField {
        /// Layout name.
        layout: &'static str,
        /// The name asked for.
        name: String,
    },
    /// The name matches several fields of the layout (e.g. `reserved`); use the index.
    AmbiguousField {
        /// Layout name.
        layout: &'static str,
        /// The name asked for.
        name: String,
    },
    /// A byte slice has the wrong length for the layout.
    WrongLength {
        /// Layout name.
        layout: &'static str,
        /// Bytes the layout needs.
        expected: usize,
        /// Bytes given.
        found: usize,
    },
    /// Values of one layout were given where another was expected.
    WrongLayout {
        /// Layout expected.
        expected: &'static str,
        /// Layout given.
        found: &'static str,
    },
    /// A layout of another chip was given.
    WrongChip {
        /// Layout name.
        layout: &'static str,
    },
    /// The command's header matches no op of the chip.
    UnknownCommand {
        /// Engine whose buffer held it.
        engine: Engine,
        /// Short-form flag read from the header (if the engine has one).
        short: Option<bool>,
        /// Opcode read from the header.
        opcode: u64,
        /// Subtype read from the header.
        subtype: u64,
    },
    /// Fewer bytes left than a command header needs.
    Truncated {
        /// Engine whose buffer held it.
        engine: Engine,
        /// Bytes needed.
        needed: usize,
        /// Bytes left.
        left: usize,
    },
    /// The chip has no such engine.
    NoSuchEngine {
        /// Chip name.
        chip: &'static str,
        /// The engine.
        engine: Engine,
    },
}

impl fmt::Display for RegError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegError::ValueTooWide {
                layout,
                field,
                value,
                width,
            } => {
                write!(f, "{layout}.{field}: value {value:#x} does not fit in {width} bits")
            }
            RegError::UnknownField { layout, name } => write!(f, "layout {layout} has no field `{name}`"),
            RegError::AmbiguousField { layout, name } => {
                write!(
                    f,
                    "layout {layout} has several fields named `{name}`; use the Rust name"
                )
            }
            RegError::WrongLength {
                layout,
                expected,
                found,
            } => {
                write!(f, "layout {layout} is {expected} bytes, got {found}")
            }
            RegError::WrongLayout { expected, found } => write!(f, "expected layout {expected}, got {found}"),
            RegError::WrongChip { layout } => write!(f, "layout {layout} belongs to another chip"),
            RegError::UnknownCommand {
                engine,
                short,
                opcode,
                subtype,
            } => {
                write!(f, "unknown {engine} command (")?;
                if let Some(s) = short {
                    write!(f, "short={}, ", u8::from(*s))?;
                }
                write!(f, "opcode={opcode}, subtype={subtype})")
            }
            RegError::Truncated { engine, needed, left } => {
                write!(f, "truncated {engine} command: {needed} bytes needed, {left} left")
            }
            RegError::NoSuchEngine { chip, engine } => write!(f, "{chip} has no {engine} engine"),
        }
    }
}

impl std::error::Error for RegError {}
