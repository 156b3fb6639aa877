//! Chips and their tables: layouts, ops, engines, id width, end-of-group commands.

use std::fmt;

use super::{bits, bm1684x, Engine, FieldValues, LayoutDef, OpDef, RegError};

/// A TPU chip. Every chip-specific table is reached through [`Chip::spec`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Chip {
    /// Sophgo BM1684X (TPU-MLIR `bm1684x`).
    Bm1684x,
}

impl Chip {
    /// Every supported chip.
    pub const ALL: [Chip; 1] = [Chip::Bm1684x];

    /// The chip's tables.
    pub fn spec(self) -> &'static ChipSpec {
        match self {
            Chip::Bm1684x => &bm1684x::SPEC,
        }
    }

    /// The name stored in bmodels (`"BM1684X"`).
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The chip whose bmodel name is `name` (case-insensitive).
    pub fn from_name(name: &str) -> Option<Chip> {
        Chip::ALL.into_iter().find(|c| c.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Chip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a header field sits: bit offset and width.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BitRange {
    /// First bit.
    pub offset: u32,
    /// Width in bits.
    pub width: u32,
}

/// How to tell which layout a command of one engine has, from its first bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dispatch {
    /// The engine.
    pub engine: Engine,
    /// Short-form flag.
    pub short: BitRange,
    /// Opcode (`tsk_typ`, `cmd_type`).
    pub opcode: BitRange,
    /// Subtype (`tsk_eu_typ`, `cmd_special_function`).
    pub subtype: BitRange,
}

/// The command that closes a command group on one engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EndCommand {
    /// The engine.
    pub engine: Engine,
    /// Index of its layout in the chip's layout table.
    pub layout: usize,
    /// Fixed field values (by table name); `cmd_id` is set by the command buffer.
    pub fields: &'static [(&'static str, u64)],
}

/// Everything chip-specific the encoder, the command buffers and the disassembler need.
#[derive(Debug)]
pub struct ChipSpec {
    /// Name stored in bmodels.
    pub name: &'static str,
    /// Command layouts.
    pub layouts: &'static [LayoutDef],
    /// Ops (opcode/subtype to name).
    pub ops: &'static [OpDef],
    /// Engines that exist on the chip, in buffer order.
    pub engines: &'static [Engine],
    /// Width of command ids; ids run from 1 to `2^id_bits - 1` within a group.
    pub id_bits: u32,
    /// Every engine buffer of a group is zero-padded to a multiple of this many bytes.
    pub buffer_align: usize,
    /// Layout identification per engine.
    pub dispatch: &'static [Dispatch],
    /// End-of-group command per engine.
    pub end_commands: &'static [EndCommand],
}

/// A command identified in a buffer: its layout, its op (if the subtype is known) and values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identified {
    /// Field values (their layout says how long the command is).
    pub values: FieldValues,
    /// The op, when the table knows the subtype.
    pub op: Option<&'static OpDef>,
}

impl ChipSpec {
    /// Whether the chip has `engine`.
    pub fn has_engine(&self, engine: Engine) -> bool {
        self.engines.contains(&engine)
    }

    /// The layout named `name` in the field table (`sMM`, `DMA_tensor（0x000）`) or its Rust name.
    pub fn layout(&self, name: &str) -> Option<&'static LayoutDef> {
        self.layouts
            .iter()
            .find(|l| l.name == name)
            .or_else(|| self.layouts.iter().find(|l| l.rust_name == name))
    }

    /// Largest command id within a group.
    pub fn max_id(&self) -> u32 {
        if self.id_bits >= 32 {
            u32::MAX
        } else {
            (1u32 << self.id_bits) - 1
        }
    }

    /// The op a command with these header values is, if any.
    fn find_op(&self, engine: Engine, short: bool, opcode: u64, subtype: u64) -> Option<&'static OpDef> {
        self.ops.iter().find(|o| {
            o.engine == engine && o.opcode == opcode && o.subtype == subtype && o.short.is_none_or(|s| s == short)
        })
    }

    /// The layout of a command whose op is unknown but whose opcode and form are.
    fn find_layout(&self, engine: Engine, short: bool, opcode: u64) -> Option<usize> {
        let mut hits = self
            .ops
            .iter()
            .filter(|o| o.engine == engine && o.opcode == opcode && o.short.is_none_or(|s| s == short))
            .map(|o| o.layout);
        let first = hits.next()?;
        hits.all(|l| l == first).then_some(first)
    }

    /// Identifies and decodes the command at the start of `bytes` (which may continue with
    /// further commands). Errors when the header matches no layout or the bytes end early.
    pub fn identify(&self, engine: Engine, bytes: &[u8]) -> Result<Identified, RegError> {
        let d = self
            .dispatch
            .iter()
            .find(|d| d.engine == engine)
            .ok_or(RegError::NoSuchEngine {
                chip: self.name,
                engine,
            })?;
        let header_bits = [d.short, d.opcode, d.subtype]
            .iter()
            .map(|r| r.offset + r.width)
            .max()
            .unwrap_or(0);
        let header_bytes = header_bits.div_ceil(8) as usize;
        if bytes.len() < header_bytes {
            return Err(RegError::Truncated {
                engine,
                needed: header_bytes,
                left: bytes.len(),
            });
        }
        let short = bits::get(bytes, d.short.offset, d.short.width) != 0;
        let opcode = bits::get(bytes, d.opcode.offset, d.opcode.width);
        let subtype = bits::get(bytes, d.subtype.offset, d.subtype.width);
        let op = self.find_op(engine, short, opcode, subtype);
        let layout_index = match op {
            Some(op) => op.layout,
            None => self
                .find_layout(engine, short, opcode)
                .ok_or(RegError::UnknownCommand {
                    engine,
                    short: Some(short),
                    opcode,
                    subtype,
                })?,
        };
        let layout = &self.layouts[layout_index];
        let len = layout.bytes();
        let body = bytes.get(..len).ok_or(RegError::Truncated {
            engine,
            needed: len,
            left: bytes.len(),
        })?;
        Ok(Identified {
            values: FieldValues::decode(layout, body)?,
            op,
        })
    }

    /// The end-of-group command of `engine` with command id `id`.
    pub fn end_command(&self, engine: Engine, id: u32) -> Result<FieldValues, RegError> {
        let end = self
            .end_commands
            .iter()
            .find(|e| e.engine == engine)
            .ok_or(RegError::NoSuchEngine {
                chip: self.name,
                engine,
            })?;
        let mut values = FieldValues::new(&self.layouts[end.layout]);
        for (name, value) in end.fields {
            values.set(name, *value)?;
        }
        values.set("cmd_id", u64::from(id))?;
        Ok(values)
    }
}
