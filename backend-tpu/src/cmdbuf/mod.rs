//! Command buffers: per-engine buffers, id bookkeeping, command groups and store hooks.
//!
//! A [`CmdBuf`] receives commands (typed [`Command`]s or [`FieldValues`]) in issue order,
//! gives each its `cmd_id` and `cmd_id_dep` from the [`IdNode`], encodes it, runs it through
//! the [`StoreHook`] chain and appends it to its engine's buffer. A group is closed by
//! appending each engine's end command and zero-padding each buffer to the chip's alignment
//! (128 bytes on BM1684X); when the ids of an engine would run out, the current group is
//! closed and a new one begun, with ids restarting at 1.
//!
//! ```
//! use backend_tpu::cmdbuf::CmdBuf;
//! use backend_tpu::regdef::{bm1684x::SMm, Chip, Engine};
//!
//! let mut buf = CmdBuf::new(Chip::Bm1684x);
//! let ids = buf.push(&SMm { cmd_short: 1, tsk_typ: 2, tsk_eu_typ: 1, cmd_id_en: 1, ..Default::default() })?;
//! assert_eq!((ids.id, ids.dep), (1, 0));
//! let groups = buf.finish()?;
//! assert_eq!(groups[0].count(Engine::Tiu), 2); // the matmul and sys.end
//! assert_eq!(groups[0].bytes(Engine::Tiu).len(), 128); // 48 + 16 bytes, padded
//! # Ok::<(), backend_tpu::cmdbuf::CmdBufError>(())
//! ```

mod error;
mod group;
mod hook;
mod id_node;

pub use error::CmdBufError;
pub use group::{CmdGroupData, EngineBuffer};
pub use hook::{Next, RecordLog, Recorder, StoreHook, StoredCommand, Tracer};
pub use id_node::{CmdIds, IdNode};

use crate::regdef::{Chip, ChipSpec, Command, FieldValues};

/// Command buffers of one chip, building a sequence of command groups.
pub struct CmdBuf {
    chip: Chip,
    spec: &'static ChipSpec,
    max_id: u32,
    node: IdNode,
    current: Vec<EngineBuffer>,
    groups: Vec<CmdGroupData>,
    hooks: Vec<Box<dyn StoreHook>>,
}

impl CmdBuf {
    /// Empty buffers for `chip`, with the chip's id limit.
    pub fn new(chip: Chip) -> Self {
        let spec = chip.spec();
        CmdBuf {
            chip,
            spec,
            max_id: spec.max_id(),
            node: IdNode::new(),
            current: Self::empty_buffers(spec),
            groups: Vec::new(),
            hooks: Vec::new(),
        }
    }

    /// Uses a lower id limit than the chip's (ids run from 1 to `max_id` within a group; the
    /// end command takes one). Needs at least 2.
    pub fn with_max_id(mut self, max_id: u32) -> Result<Self, CmdBufError> {
        if max_id < 2 || max_id > self.spec.max_id() {
            return Err(CmdBufError::IdLimit { max_id });
        }
        self.max_id = max_id;
        Ok(self)
    }

    /// Adds a store hook; hooks see each command in the order they were added.
    pub fn add_hook(&mut self, hook: Box<dyn StoreHook>) {
        self.hooks.push(hook);
    }

    /// The chip.
    pub fn chip(&self) -> Chip {
        self.chip
    }

    /// The id bookkeeping.
    pub fn id_node(&self) -> &IdNode {
        &self.node
    }

    /// Index of the group being filled.
    pub fn group_index(&self) -> usize {
        self.groups.len()
    }

    fn empty_buffers(spec: &ChipSpec) -> Vec<EngineBuffer> {
        spec.engines.iter().map(|&e| EngineBuffer::new(e)).collect()
    }

    /// Stores a typed command; returns the id and dependency it was given.
    pub fn push<C: Command>(&mut self, cmd: &C) -> Result<CmdIds, CmdBufError> {
        self.push_values(cmd.to_values())
    }

    /// Stores a command given by its field values; returns the id and dependency it was given.
    /// Its `cmd_id` and `cmd_id_dep` fields are overwritten.
    pub fn push_values(&mut self, mut values: FieldValues) -> Result<CmdIds, CmdBufError> {
        let layout = values.layout();
        if layout.chip != self.chip {
            return Err(CmdBufError::WrongChip {
                expected: self.spec.name,
                layout: layout.name,
            });
        }
        let engine = layout.engine;
        if !self.spec.has_engine(engine) {
            return Err(CmdBufError::NoSuchEngine { engine });
        }
        // Keep one id free for the group's end command.
        if self.node.peek(engine).id >= self.max_id {
            self.finish_group()?;
        }
        let ids = self.node.peek(engine);
        if let Some(i) = layout.id_field {
            values.set_index(i, u64::from(ids.id))?;
        }
        if let Some(i) = layout.dep_field {
            values.set_index(i, u64::from(ids.dep))?;
        }
        // Encode before taking the id, so a rejected command leaves the counters alone.
        let bytes = values.encode()?;
        self.node.assign(engine);
        self.store(ids, values, bytes)?;
        Ok(ids)
    }

    fn store(&mut self, ids: CmdIds, values: FieldValues, bytes: Vec<u8>) -> Result<(), CmdBufError> {
        let cmd = StoredCommand {
            group: self.groups.len(),
            ids,
            values,
            bytes,
        };
        Next {
            hooks: &mut self.hooks,
            buffers: &mut self.current,
        }
        .run(cmd)
    }

    /// Opens a parallel section (TPU-MLIR's `divide_sync_id`): until [`CmdBuf::end_parallel`],
    /// dependencies stay what they were now.
    pub fn begin_parallel(&mut self) -> Result<(), CmdBufError> {
        if self.node.divide() {
            Ok(())
        } else {
            Err(CmdBufError::Parallel("a parallel section is already open"))
        }
    }

    /// Closes the parallel section (`merge_sync_id`).
    pub fn end_parallel(&mut self) -> Result<(), CmdBufError> {
        if self.node.merge() {
            Ok(())
        } else {
            Err(CmdBufError::Parallel("no parallel section is open"))
        }
    }

    /// Closes the current group: appends each engine's end command (through the hooks),
    /// pads every buffer and restarts the ids.
    pub fn finish_group(&mut self) -> Result<(), CmdBufError> {
        for &engine in self.spec.engines {
            if self.spec.end_commands.iter().all(|e| e.engine != engine) {
                continue;
            }
            let id = self.node.id(engine) + 1;
            let values = self.spec.end_command(engine, id)?;
            let bytes = values.encode()?;
            self.store(CmdIds { id, dep: 0 }, values, bytes)?;
        }
        let mut buffers = std::mem::replace(&mut self.current, Self::empty_buffers(self.spec));
        for b in &mut buffers {
            b.pad_to(self.spec.buffer_align);
        }
        self.groups.push(CmdGroupData { buffers });
        self.node.reset();
        Ok(())
    }

    /// Closes the last group (if it holds commands, or if there is no group yet) and returns
    /// every group.
    pub fn finish(mut self) -> Result<Vec<CmdGroupData>, CmdBufError> {
        if self.groups.is_empty() || self.current.iter().any(|b| b.count > 0) {
            self.finish_group()?;
        }
        Ok(self.groups)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::regdef::bm1684x::{DmaMatrix, SMm, Sysid};
    use crate::regdef::Engine;

    fn load() -> DmaMatrix {
        DmaMatrix {
            cmd_id_en: 1,
            cmd_type: 1,
            ..Default::default()
        }
    }

    fn mm() -> SMm {
        SMm {
            cmd_short: 1,
            tsk_typ: 2,
            tsk_eu_typ: 1,
            cmd_id_en: 1,
            ..Default::default()
        }
    }

    #[test]
    fn group_is_closed_with_end_commands_and_padded() -> Result<(), CmdBufError> {
        let mut buf = CmdBuf::new(Chip::Bm1684x);
        for _ in 0..3 {
            buf.push(&load())?;
        }
        assert_eq!(buf.push(&mm())?, CmdIds { id: 1, dep: 3 });
        assert_eq!(buf.push(&load())?, CmdIds { id: 4, dep: 1 });
        let groups = buf.finish()?;
        assert_eq!(groups.len(), 1);
        let g = &groups[0];
        assert_eq!((g.count(Engine::Tiu), g.count(Engine::Gdma)), (2, 5));
        assert_eq!((g.bytes(Engine::Tiu).len(), g.bytes(Engine::Gdma).len()), (128, 512));
        let end = Sysid::decode(&g.bytes(Engine::Tiu)[48..64]).map_err(CmdBufError::Reg)?;
        assert_eq!(
            (end.cmd_id, end.cmd_id_dep, end.tsk_typ, end.tsk_eu_typ),
            (2, 0, 15, 31)
        );
        Ok(())
    }

    #[test]
    fn splits_groups_when_ids_run_out() -> Result<(), CmdBufError> {
        let mut buf = CmdBuf::new(Chip::Bm1684x).with_max_id(3)?;
        for _ in 0..5 {
            buf.push(&load())?;
        }
        let groups = buf.finish()?;
        // Two loads and dma.sys fit a group whose ids stop at 3.
        let counts: Vec<u32> = groups.iter().map(|g| g.count(Engine::Gdma)).collect();
        assert_eq!(counts, vec![3, 3, 2]);
        assert!(groups.iter().all(|g| g.count(Engine::Tiu) == 1));
        Ok(())
    }

    #[test]
    fn hooks_see_every_command_in_order() -> Result<(), CmdBufError> {
        let mut buf = CmdBuf::new(Chip::Bm1684x);
        let (rec, log) = Recorder::new();
        buf.add_hook(Box::new(rec));
        buf.add_hook(Box::new(Tracer::new(Vec::new())));
        buf.push(&load())?;
        buf.push(&mm())?;
        buf.finish()?;
        let names: Vec<&str> = log.commands().iter().map(|c| c.values.layout().name).collect();
        assert_eq!(names, ["DMA_matrix", "sMM", "SYSID", "sDMA_sys"]);
        Ok(())
    }

    /// A decorator that raises the interrupt flag of every GDMA command before passing it on.
    struct InterruptGdma;

    impl StoreHook for InterruptGdma {
        fn store(&mut self, mut cmd: StoredCommand, next: Next<'_>) -> Result<(), CmdBufError> {
            if cmd.engine() == Engine::Gdma {
                cmd.values.set("intr_en", 1)?;
                cmd.bytes = cmd.values.encode()?;
            }
            next.run(cmd)
        }
    }

    /// A decorator that refuses everything.
    struct Refuse;

    impl StoreHook for Refuse {
        fn store(&mut self, _cmd: StoredCommand, _next: Next<'_>) -> Result<(), CmdBufError> {
            Err(CmdBufError::Hook("refused".into()))
        }
    }

    #[test]
    fn decorators_can_change_or_stop_commands() -> Result<(), CmdBufError> {
        let mut buf = CmdBuf::new(Chip::Bm1684x);
        let (rec, log) = Recorder::new();
        buf.add_hook(Box::new(InterruptGdma));
        buf.add_hook(Box::new(rec)); // sees what the first hook made of the command
        buf.push(&load())?;
        let groups = buf.finish()?;
        assert_eq!(
            groups[0].bytes(Engine::Gdma)[0] & 1,
            1,
            "intr_en is bit 0 of GDMA commands"
        );
        assert!(log
            .commands()
            .iter()
            .filter(|c| c.engine() == Engine::Gdma)
            .all(|c| c.bytes[0] & 1 == 1));

        let mut buf = CmdBuf::new(Chip::Bm1684x);
        buf.add_hook(Box::new(Refuse));
        assert_eq!(buf.push(&load()), Err(CmdBufError::Hook("refused".into())));
        Ok(())
    }

    #[test]
    fn rejects_wrong_use() {
        let mut buf = CmdBuf::new(Chip::Bm1684x);
        assert!(buf.end_parallel().is_err());
        assert!(buf.begin_parallel().is_ok());
        assert!(buf.begin_parallel().is_err());
        assert!(CmdBuf::new(Chip::Bm1684x).with_max_id(1).is_err());
        let too_wide = SMm { opd0_prec: 8, ..mm() };
        assert!(matches!(buf.push(&too_wide), Err(CmdBufError::Reg(_))));
    }
}
