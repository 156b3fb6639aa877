//! The store hook chain: decorators around the engine storers.
//!
//! TPU-MLIR's kernels hand every command to `store_cmd(engine, cmd, node, port)`, whose
//! storer can be wrapped to record or dump commands. Here every command, end commands
//! included, goes through the [`StoreHook`]s of the [`super::CmdBuf`] in the order they were
//! added; each hook sees a [`StoredCommand`] and passes it on (possibly changed) with
//! [`Next::run`], or stops it by not doing so. After the last hook the command is appended
//! to its engine's buffer.

use std::io::Write;
use std::sync::{Arc, Mutex};

use super::{CmdBufError, CmdIds, EngineBuffer};
use crate::regdef::{Engine, FieldValues};

/// One command on its way to its engine buffer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredCommand {
    /// Index of the group it belongs to.
    pub group: usize,
    /// Its id and dependency.
    pub ids: CmdIds,
    /// Its field values (`cmd_id`/`cmd_id_dep` already set).
    pub values: FieldValues,
    /// Its encoded bytes; this is what the buffer receives.
    pub bytes: Vec<u8>,
}

impl StoredCommand {
    /// The engine that executes it.
    pub fn engine(&self) -> Engine {
        self.values.engine()
    }
}

/// A decorator around the engine storers.
pub trait StoreHook: Send {
    /// Handles one command; call `next.run(cmd)` to pass it on.
    fn store(&mut self, cmd: StoredCommand, next: Next<'_>) -> Result<(), CmdBufError>;
}

/// The rest of the chain after the current hook.
pub struct Next<'a> {
    pub(super) hooks: &'a mut [Box<dyn StoreHook>],
    pub(super) buffers: &'a mut [EngineBuffer],
}

impl Next<'_> {
    /// Passes `cmd` to the next hook, or appends it to its engine buffer after the last one.
    pub fn run(self, cmd: StoredCommand) -> Result<(), CmdBufError> {
        match self.hooks.split_first_mut() {
            Some((hook, rest)) => hook.store(
                cmd,
                Next {
                    hooks: rest,
                    buffers: self.buffers,
                },
            ),
            None => {
                let engine = cmd.engine();
                let buffer = self
                    .buffers
                    .iter_mut()
                    .find(|b| b.engine == engine)
                    .ok_or(CmdBufError::NoSuchEngine { engine })?;
                buffer.append(&cmd.bytes);
                Ok(())
            }
        }
    }
}

/// A hook that keeps a copy of every command; read them through the [`RecordLog`].
pub struct Recorder {
    log: Arc<Mutex<Vec<StoredCommand>>>,
}

/// The commands a [`Recorder`] has seen.
#[derive(Clone)]
pub struct RecordLog {
    log: Arc<Mutex<Vec<StoredCommand>>>,
}

impl Recorder {
    /// A recorder and the handle to read what it records.
    pub fn new() -> (Recorder, RecordLog) {
        let log = Arc::new(Mutex::new(Vec::new()));
        (Recorder { log: Arc::clone(&log) }, RecordLog { log })
    }
}

impl StoreHook for Recorder {
    fn store(&mut self, cmd: StoredCommand, next: Next<'_>) -> Result<(), CmdBufError> {
        self.log.lock().unwrap_or_else(|e| e.into_inner()).push(cmd.clone());
        next.run(cmd)
    }
}

impl RecordLog {
    /// Every command recorded so far, in store order.
    pub fn commands(&self) -> Vec<StoredCommand> {
        self.log.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

/// A hook that writes one line per command: group, engine, id, dependency, layout, bytes.
pub struct Tracer<W: Write + Send> {
    out: W,
}

impl<W: Write + Send> Tracer<W> {
    /// A tracer writing to `out`.
    pub fn new(out: W) -> Self {
        Tracer { out }
    }

    /// The writer back.
    pub fn into_inner(self) -> W {
        self.out
    }
}

impl<W: Write + Send> StoreHook for Tracer<W> {
    fn store(&mut self, cmd: StoredCommand, next: Next<'_>) -> Result<(), CmdBufError> {
        let hex: String = cmd.bytes.iter().map(|b| format!("{b:02x}")).collect();
        writeln!(
            self.out,
            "group {} {} id={} dep={} {} {}",
            cmd.group,
            cmd.engine(),
            cmd.ids.id,
            cmd.ids.dep,
            cmd.values.layout().name,
            hex
        )
        .map_err(|e| CmdBufError::Hook(e.to_string()))?;
        next.run(cmd)
    }
}
