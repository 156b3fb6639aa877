//! BM1684X: command layouts generated from `data/bm1684x_reg_fields.csv` and
//! `data/bm1684x_opcodes.csv` at build time, and the chip's constants.
//!
//! Each layout is a struct named after the table's layout name in Rust case (`sMM` is
//! [`SMm`], `DMA_tensor（0x000）` is [`DmaTensor`], `sRQ&sDQ` is [`SRqSDq`]); each field keeps
//! the table's name in snake case, and a repeated name gets `_1`, `_2`, ... (`reserved_1`).

use super::command::narrow;
use super::{BitRange, Chip, ChipSpec, Command, Dispatch, EndCommand, Engine, FieldDef, FieldValues, LayoutDef};
use super::{OpDef, RegError};

include!(concat!(env!("OUT_DIR"), "/bm1684x_regdef.rs"));

/// Index of a layout in [`LAYOUTS`] by its table name; used for the constant tables below.
/// Only evaluated at compile time: a missing name stops the build, it cannot panic at run time.
const fn layout_index(name: &str) -> usize {
    let mut i = 0;
    while i < LAYOUTS.len() {
        if str_eq(LAYOUTS[i].name, name) {
            return i;
        }
        i += 1;
    }
    panic!("layout missing from the BM1684X field table")
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

const TIU_DISPATCH: Dispatch = Dispatch {
    engine: Engine::Tiu,
    short: BitRange { offset: 0, width: 1 },
    opcode: BitRange { offset: 41, width: 4 },
    subtype: BitRange { offset: 45, width: 5 },
};

const GDMA_DISPATCH: Dispatch = Dispatch {
    engine: Engine::Gdma,
    short: BitRange { offset: 3, width: 1 },
    opcode: BitRange { offset: 32, width: 4 },
    subtype: BitRange { offset: 36, width: 3 },
};

/// TIU: `SYSID` with `tsk_typ=15, tsk_eu_typ=31` (`sys.end`), `cmd_id_en=0`, no dependency.
/// GDMA: `sDMA_sys` with `cmd_short=1, cmd_type=6` (`dma.sys`) and `cmd_id_en=1`.
const END_COMMANDS: [EndCommand; 2] = [
    EndCommand {
        engine: Engine::Tiu,
        layout: layout_index("SYSID"),
        fields: &[("tsk_typ", 15), ("tsk_eu_typ", 31)],
    },
    EndCommand {
        engine: Engine::Gdma,
        layout: layout_index("sDMA_sys"),
        fields: &[("cmd_short", 1), ("cmd_id_en", 1), ("cmd_type", 6)],
    },
];

/// The BM1684X tables: 20-bit command ids, TIU and GDMA engines, 128-byte buffer padding.
pub static SPEC: ChipSpec = ChipSpec {
    name: "BM1684X",
    layouts: &LAYOUTS,
    ops: &OPS,
    engines: &[Engine::Tiu, Engine::Gdma],
    id_bits: 20,
    buffer_align: 128,
    dispatch: &[TIU_DISPATCH, GDMA_DISPATCH],
    end_commands: &END_COMMANDS,
};
