//! Operation names and the registry of known dialects and operations.

use rustc_hash::FxHashMap;
use std::sync::{OnceLock, RwLock};

/// An interned operation name such as `arith.addi`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) u32);

/// Structural traits the core verifier and printer need to know about.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits {
    /// The op ends a block (`IsTerminator`).
    pub is_terminator: bool,
    /// Its regions' blocks need no terminator (`NoTerminator`).
    pub no_terminator: bool,
    /// Its regions may not use values from outside (`IsolatedFromAbove`).
    pub isolated_from_above: bool,
    /// Its single region is a symbol table (`SymbolTable`).
    pub symbol_table: bool,
    /// Its regions are graph regions (`RegionKindInterface` returning Graph).
    pub graph_regions: bool,
    /// Its regions have at most one block (`SingleBlock`).
    pub single_block: bool,
    /// The op has no side effects and may be removed when unused.
    pub pure: bool,
}

/// A custom parser: reads the op's syntax after its name into the state.
pub type CustomParseFn = fn(
    &mut crate::text::parser::asm::OpAsmParser<'_, '_>,
    &mut crate::text::parser::asm::OperationState,
) -> Result<(), crate::diag::Diagnostic>;

/// A custom printer: writes the op's syntax after its name (and ` = `).
pub type CustomPrintFn = fn(&mut crate::text::asm_printer::OpAsmPrinter<'_, '_>, crate::body::OpId);

/// An op's custom assembly form (hand-written or generated from a format).
#[derive(Clone, Copy, Debug)]
pub struct CustomAssembly {
    /// Parses the custom form.
    pub parse: CustomParseFn,
    /// Prints the custom form.
    pub print: CustomPrintFn,
}

/// What a registered operation brings.
#[derive(Clone, Debug, Default)]
pub struct OpDefinition {
    /// Structural traits.
    pub traits: OpTraits,
    /// Names of inherent attributes (stored as properties), sorted.
    pub inherent_attrs: Vec<&'static str>,
    /// Custom assembly form; `None` prints and parses generically only.
    pub assembly: Option<CustomAssembly>,
}

/// An op verifier hook: `Err` with the diagnostic when the op is invalid.
pub type VerifyHook = fn(&crate::Context, &crate::IrArena, crate::OpId) -> Result<(), crate::Diagnostic>;

/// Verifier hooks of a registered op (generated from its definition).
#[derive(Copy, Clone, Debug, Default)]
pub struct OpHooks {
    /// `verifyInvariants`: traits, generated constraints, user verifier.
    pub verify: Option<VerifyHook>,
    /// `verifyRegionInvariants`: run after the ops nested in it are verified.
    pub verify_regions: Option<VerifyHook>,
}

/// Everything known about one operation name.
#[derive(Debug)]
pub struct OpInfo {
    name: Box<str>,
    dialect_len: usize,
    definition: OnceLock<OpDefinition>,
    hooks: OnceLock<OpHooks>,
}

impl OpInfo {
    /// Full name, e.g. `arith.addi`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Dialect namespace: what comes before the first `.` (empty if none).
    pub fn dialect(&self) -> &str {
        &self.name[..self.dialect_len]
    }

    /// The registration, if the op is registered.
    pub fn definition(&self) -> Option<&OpDefinition> {
        self.definition.get()
    }

    /// Whether the op is registered.
    pub fn is_registered(&self) -> bool {
        self.definition.get().is_some()
    }

    /// Verifier hooks, if the op was registered with some.
    pub fn hooks(&self) -> Option<&OpHooks> {
        self.hooks.get()
    }

    /// Structural traits (all false for unregistered ops).
    pub fn traits(&self) -> OpTraits {
        self.definition.get().map(|d| d.traits).unwrap_or_default()
    }
}

/// Interned op names plus registered dialects and ops.
pub struct Registry {
    names: RwLock<FxHashMap<Box<str>, u32>>,
    infos: boxcar::Vec<OpInfo>,
    dialects: RwLock<Vec<String>>,
}

impl Default for Registry {
    fn default() -> Self {
        Self::new()
    }
}

impl Registry {
    /// An empty registry.
    pub fn new() -> Self {
        Registry {
            names: RwLock::new(FxHashMap::default()),
            infos: boxcar::Vec::new(),
            dialects: RwLock::new(Vec::new()),
        }
    }

    /// The handle of `name`, interning it if new.
    pub fn intern(&self, name: &str) -> OpName {
        if let Some(&id) = self.names.read().unwrap_or_else(|e| e.into_inner()).get(name) {
            return OpName(id);
        }
        let mut names = self.names.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = names.get(name) {
            return OpName(id);
        }
        let dialect_len = name.find('.').unwrap_or(0);
        let id = self.infos.push(OpInfo {
            name: name.into(),
            dialect_len,
            definition: OnceLock::new(),
            hooks: OnceLock::new(),
        }) as u32;
        names.insert(name.into(), id);
        OpName(id)
    }

    /// Looks a name up without interning it.
    pub fn lookup(&self, name: &str) -> Option<OpName> {
        self.names
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(name)
            .map(|&id| OpName(id))
    }

    /// Facts about an interned name.
    pub fn info(&self, name: OpName) -> &OpInfo {
        &self.infos[name.0 as usize]
    }

    /// Registers a dialect namespace (idempotent).
    pub fn register_dialect(&self, namespace: &str) {
        let mut d = self.dialects.write().unwrap_or_else(|e| e.into_inner());
        if !d.iter().any(|n| n == namespace) {
            d.push(namespace.to_string());
            d.sort();
        }
    }

    /// Whether a dialect namespace is registered.
    pub fn is_dialect_registered(&self, namespace: &str) -> bool {
        self.dialects
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .any(|n| n == namespace)
    }

    /// Registered dialect namespaces, sorted.
    pub fn dialects(&self) -> Vec<String> {
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Registers an operation; its dialect must be registered too. A second
    /// registration of the same name keeps the first.
    pub fn register_op(&self, name: &str, definition: OpDefinition) -> OpName {
        let op = self.intern(name);
        let _ = self.info(op).definition.set(definition);
        op
    }

    /// Registers an operation with verifier hooks; a second registration of
    /// the same name keeps the first.
    pub fn register_op_with_hooks(&self, name: &str, definition: OpDefinition, hooks: OpHooks) -> OpName {
        let op = self.intern(name);
        if self.info(op).definition.set(definition).is_ok() {
            let _ = self.info(op).hooks.set(hooks);
        }
        op
    }
}
