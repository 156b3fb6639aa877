//! Engine buffers and closed command groups.

use crate::regdef::Engine;

/// The commands one engine stored in one group: their bytes, back to back, and their count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineBuffer {
    /// The engine.
    pub engine: Engine,
    /// The command bytes; zero-padded once the group is closed.
    pub bytes: Vec<u8>,
    /// Number of commands, the end command included.
    pub count: u32,
}

impl EngineBuffer {
    /// An empty buffer of `engine`.
    pub fn new(engine: Engine) -> Self {
        EngineBuffer {
            engine,
            bytes: Vec::new(),
            count: 0,
        }
    }

    /// Appends one command.
    pub fn append(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
        self.count += 1;
    }

    /// Zero-pads the bytes to a multiple of `align`.
    pub fn pad_to(&mut self, align: usize) {
        if align > 1 {
            let len = self.bytes.len().div_ceil(align) * align;
            self.bytes.resize(len, 0);
        }
    }
}

/// One closed command group: per engine, the commands and their count. TPU-MLIR stores one
/// `CmdGroup` per such group (`bdc_num`/`gdma_num`, `binary_bdc`/`binary_gdma`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CmdGroupData {
    /// One buffer per engine of the chip, in the chip's engine order.
    pub buffers: Vec<EngineBuffer>,
}

impl CmdGroupData {
    /// The buffer of `engine`, if the chip has it.
    pub fn engine(&self, engine: Engine) -> Option<&EngineBuffer> {
        self.buffers.iter().find(|b| b.engine == engine)
    }

    /// Bytes of `engine` (empty if the chip has no such engine).
    pub fn bytes(&self, engine: Engine) -> &[u8] {
        self.engine(engine).map(|b| b.bytes.as_slice()).unwrap_or(&[])
    }

    /// Command count of `engine` (0 if the chip has no such engine).
    pub fn count(&self, engine: Engine) -> u32 {
        self.engine(engine).map(|b| b.count).unwrap_or(0)
    }

    /// Whether no engine holds a command.
    pub fn is_empty(&self) -> bool {
        self.buffers.iter().all(|b| b.count == 0)
    }
}
