//! Command layouts: field tables, the width-checked LSB-first packer and the decoder.
//!
//! The layouts of each chip are generated at build time from its field table (`data/*.csv`)
//! into typed structs ([`bm1684x::SMm`], ...) that implement [`Command`]. [`FieldValues`] is
//! the dynamic view of any command; [`ChipSpec::identify`] finds the layout of a command in a
//! buffer from its header bits.

mod bits;
pub mod bm1684x;
mod chip;
mod command;
mod engine;
mod error;
mod layout;
mod values;

pub use chip::{BitRange, Chip, ChipSpec, Dispatch, EndCommand, Identified};
pub use command::Command;
pub use engine::Engine;
pub use error::RegError;
pub use layout::{FieldDef, LayoutDef, OpDef};
pub use values::FieldValues;
