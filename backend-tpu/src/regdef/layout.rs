//! Static descriptions of command layouts, fields and ops (the generated tables use these).

use super::{Chip, Engine};

/// One hardware field of a command layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FieldDef {
    /// Name as in the field table (may repeat, e.g. `reserved`, and may contain punctuation).
    pub name: &'static str,
    /// Rust field name of the typed struct (unique within the layout).
    pub ident: &'static str,
    /// First bit, counted LSB-first from bit 0 of byte 0.
    pub offset: u32,
    /// Width in bits (1..=64).
    pub width: u32,
}

impl FieldDef {
    /// Largest value the field holds.
    pub fn max_value(&self) -> u64 {
        if self.width >= 64 {
            u64::MAX
        } else {
            (1u64 << self.width) - 1
        }
    }
}

/// One command layout (a register map such as `sMM` or `DMA_matrix`).
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct LayoutDef {
    /// The chip whose table defines it.
    pub chip: Chip,
    /// Position in the chip's layout table.
    pub index: usize,
    /// Name as in the field table (`sMM`, `DMA_tensor（0x000）`).
    pub name: &'static str,
    /// Name of the typed Rust struct (`SMm`, `DmaTensor`).
    pub rust_name: &'static str,
    /// Engine that executes it.
    pub engine: Engine,
    /// Length in bits (a multiple of 64).
    pub bits: u32,
    /// Fields in bit order; together they cover every bit exactly once.
    pub fields: &'static [FieldDef],
    /// Index of the `cmd_id` field, if the layout has one.
    pub id_field: Option<usize>,
    /// Index of the `cmd_id_dep` field, if the layout has one.
    pub dep_field: Option<usize>,
}

impl LayoutDef {
    /// Length in bytes.
    pub fn bytes(&self) -> usize {
        (self.bits / 8) as usize
    }

    /// Index of the first field whose table name or Rust name is `name`.
    pub fn field_index(&self, name: &str) -> Option<usize> {
        self.fields
            .iter()
            .position(|f| f.name == name)
            .or_else(|| self.fields.iter().position(|f| f.ident == name))
    }
}

/// One op: the layout and the opcode/subtype values that select it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OpDef {
    /// Engine that executes it.
    pub engine: Engine,
    /// Index of the layout in the chip's layout table.
    pub layout: usize,
    /// Required value of the short-form flag, or `None` when the layout has no such flag.
    pub short: Option<bool>,
    /// Opcode field value (TIU `tsk_typ`, GDMA `cmd_type`).
    pub opcode: u64,
    /// Subtype field value (TIU `tsk_eu_typ`, GDMA `cmd_special_function`).
    pub subtype: u64,
    /// TPU-MLIR's op name (`mm.normal`, `dma.matrix`, `sys.end`, ...).
    pub name: &'static str,
}
