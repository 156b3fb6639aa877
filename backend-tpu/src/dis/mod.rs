//! The disassembler and model summary behind `tpuc dis` and `tpuc info`.
//!
//! [`disassemble`] decodes every command of every group of a [`crate::bmodel::BModel`]:
//! per group, its TIU commands in buffer order, then its GDMA commands. [`text`] and
//! [`json`] render the result; [`info`] summarises the model like `model_tool --info`.

mod decode;
mod info;
mod render;

pub use decode::{chip_of, command_groups, disassemble, DecodedCommand, GroupRef};
pub use info::{dtype_name, info};
pub use render::{json, text};
