//! The command engines of Sophgo TPUs.

use std::fmt;

/// A command engine: each has its own command buffer and id counter.
///
/// BM1684X has TIU (compute) and GDMA (global/local DMA). SDMA, HAU and CDMA exist on later
/// chips (BM1690/SG2260 family) and are modelled so their buffers can be added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Engine {
    /// Tensor computing unit (TPU-MLIR's "BDC").
    Tiu,
    /// General DMA between global and local memory.
    Gdma,
    /// System DMA (multi-core chips).
    Sdma,
    /// Hardware accelerator unit for sort/top-k (multi-core chips).
    Hau,
    /// Chip-to-chip DMA (multi-chip parts).
    Cdma,
}

impl Engine {
    /// Every engine, in TPU-MLIR's order.
    pub const ALL: [Engine; 5] = [Engine::Tiu, Engine::Gdma, Engine::Sdma, Engine::Hau, Engine::Cdma];

    /// The lower-case name used in the field table and in JSON output (`"tiu"`, `"gdma"`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Engine::Tiu => "tiu",
            Engine::Gdma => "gdma",
            Engine::Sdma => "sdma",
            Engine::Hau => "hau",
            Engine::Cdma => "cdma",
        }
    }

    /// Position of this engine in [`Engine::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
