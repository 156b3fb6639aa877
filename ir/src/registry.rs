//! Operation names and the registry of known dialects and operations.

use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::{OnceLock, RwLock};

/// An interned operation name such as `arith.addi`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) u32);

/// Structural traits the core verifier and printer need to know about.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits {
    /// The op ends a block (`IsTerminator`).
    pub is_terminator: bool,
    /// The op returns control to its parent op or callable, passing its
    /// operands (`ReturnLike`).
    pub return_like: bool,
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
    /// Stack allocations inside its regions are freed when control leaves
    /// them (`AutomaticAllocationScope`).
    pub automatic_allocation_scope: bool,
    /// Its regions start a new scope for affine dims and symbols
    /// (`AffineScope`).
    pub affine_scope: bool,
    /// It defines a constant from an attribute (`ConstantLike`, what
    /// `m_Constant` matches).
    pub constant_like: bool,
    /// Its results are its operands, which do not alias each other
    /// (`DistinctObjectsTrait`, what alias analysis asks).
    pub distinct_objects: bool,
    /// It maps elementwise over its vector and tensor operands (`Elementwise`).
    pub elementwise: bool,
    /// Its vectors and tensors may be replaced by scalars of their element
    /// types (`Scalarizable`).
    pub scalarizable: bool,
    /// Its scalars may be replaced by vectors (`Vectorizable`).
    pub vectorizable: bool,
    /// Its scalars may be replaced by tensors (`Tensorizable`).
    pub tensorizable: bool,
}

impl OpTraits {
    /// Upstream's `OpTrait::hasElementwiseMappableTraits`: `Elementwise`,
    /// `Scalarizable`, `Vectorizable` and `Tensorizable` (`ElementwiseMappable`'s
    /// traits) together.
    pub fn elementwise_mappable(&self) -> bool {
        self.elementwise && self.scalarizable && self.vectorizable && self.tensorizable
    }
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

/// A result-name hook of an op's schema, what its `OpAsmOpInterface`'s
/// `asm_result_names` gives by default (MLIR's `getAsmResultNames`):
/// calls `set_name(result_number, name)` for the results it names; the
/// printer uniques the names (`%c0`, `%c0_1`). An empty name asks for the
/// next number. Used in custom form only.
pub type ResultNamesFn = fn(&crate::Context, &crate::IrArena, crate::OpId, &mut dyn FnMut(u32, &str));

/// A block-argument-name hook of an op's schema, what its `OpAsmOpInterface`'s
/// `asm_block_argument_names` gives by default (MLIR's
/// `getAsmBlockArgumentNames`): called for each region of
/// the op with `set_name(block, argument_number, name)` for the arguments it
/// names (`%in`, `%out`); the printer uniques them. Custom form only.
pub type BlockArgNamesFn =
    fn(&crate::Context, &crate::IrArena, crate::OpId, crate::RegionId, &mut dyn FnMut(crate::BlockId, u32, &str));

/// What a registered operation brings.
#[derive(Clone, Debug, Default)]
pub struct OpDefinition {
    /// Structural traits.
    pub traits: OpTraits,
    /// Names of inherent attributes (stored as properties), sorted.
    pub inherent_attrs: Vec<&'static str>,
    /// Custom assembly form; `None` prints and parses generically only.
    pub assembly: Option<CustomAssembly>,
    /// The op's ODS schema, for ops declared in `.ods` or with `#[op]`:
    /// among others, the storage class of each inherent attribute, which
    /// decides whether an attribute-dictionary entry can be stored.
    pub schema: Option<&'static crate::ods::OpSchema>,
    /// The op's declarative assembly format, when it has one: what the
    /// generic [`crate::ods::format::parse_registered`] and
    /// [`crate::ods::format::print_registered`] run.
    pub format: Option<&'static crate::ods::format::OpFormat>,
    /// Whether the op keeps its inherent attributes in the attribute
    /// dictionary (its dialect does not use properties for attributes):
    /// then `inherent_attrs` is empty, the parser fills default-valued
    /// attributes into the dictionary, and builders and setters write
    /// there.
    pub attributes_in_dictionary: bool,
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

/// A verify-time memoization hook: MLIR verifiers may cache attributes
/// derived from an op on the op itself while verifying it (linalg's named
/// ops store `linalg.memoized_indexing_maps` from `getIndexingMaps`). Such
/// a hook makes the same change; it runs on every op of its name before the
/// verifier does (see [`crate::verify::verify_and_memoize`]) and must leave
/// an invalid op as it is rather than fail.
pub type MemoizeHook = fn(&crate::Context, &mut crate::IrArena, crate::OpId);

/// Everything known about one operation name.
#[derive(Debug)]
pub struct OpInfo {
    name: Box<str>,
    dialect_len: usize,
    definition: OnceLock<OpDefinition>,
    hooks: OnceLock<OpHooks>,
    memoize: OnceLock<MemoizeHook>,
    interfaces: crate::ods::InterfaceMap,
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

    /// Whether the op is registered and keeps its inherent attributes in
    /// the attribute dictionary ([`OpDefinition::attributes_in_dictionary`]).
    pub fn attributes_in_dictionary(&self) -> bool {
        self.definition().is_some_and(|d| d.attributes_in_dictionary)
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

    /// The op's verify-time memoization hook, if it has one.
    pub fn memoize_hook(&self) -> Option<MemoizeHook> {
        self.memoize.get().copied()
    }
}

/// Interned op names plus registered dialects and ops.
pub struct Registry {
    names: RwLock<FxHashMap<Box<str>, u32>>,
    infos: boxcar::Vec<OpInfo>,
    dialects: RwLock<Vec<String>>,
    /// Dialects whose ops keep inherent attributes in the attribute
    /// dictionary (MLIR's `usePropertiesForAttributes = 0`).
    dictionary_dialects: RwLock<Vec<String>>,
    /// Dialects the reference tool registers that rods keeps as text (see
    /// [`Registry::register_text_dialect`]).
    text_dialects: RwLock<Vec<String>>,
    /// Dialects that allow unknown operations
    /// (`Dialect::allowUnknownOperations`).
    open_dialects: RwLock<Vec<String>>,
    transforms: RwLock<FxHashMap<u32, OpTransforms>>,
    dialect_transforms: RwLock<FxHashMap<String, DialectTransforms>>,
    /// The attribute and type interfaces each definition implements
    /// (`ir::ods::def_interface`), builtin kinds excepted.
    def_interfaces: RwLock<FxHashMap<crate::ods::DefKey, crate::ods::InterfaceMap>>,
    /// Those of each builtin kind, by its index in `BUILTIN_KINDS` (what shape
    /// and element-type checks ask about, on every op: no lock or hash of the
    /// key's names to get there).
    builtin_def_interfaces: Box<[crate::ods::InterfaceMap]>,
    /// The registered ops that declare each op interface, by the interface's method
    /// table type, in registration order (each once: the set): what its `FOO_OPS`
    /// cannot list (ops of other items and crates, `#[op]`s, definitions).
    interface_declarers: RwLock<FxHashMap<std::any::TypeId, Declarers>>,
    /// Whether any op has a memoization hook (lets verification skip the
    /// memoization walk).
    any_memoize: std::sync::atomic::AtomicBool,
}

/// The ops (definitions) declaring one interface, in registration order, each
/// once (the set).
type Declarers = (Vec<&'static str>, FxHashSet<&'static str>);

/// Adds `name` to a list of dialect namespaces (once).
fn add_name(list: &RwLock<Vec<String>>, name: &str) {
    let mut d = list.write().unwrap_or_else(|e| e.into_inner());
    if !d.iter().any(|n| n == name) {
        d.push(name.to_string());
    }
}

/// Whether a list of dialect namespaces holds `name`.
fn has_name(list: &RwLock<Vec<String>>, name: &str) -> bool {
    list.read().unwrap_or_else(|e| e.into_inner()).iter().any(|n| n == name)
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
            dictionary_dialects: RwLock::new(Vec::new()),
            text_dialects: RwLock::new(Vec::new()),
            open_dialects: RwLock::new(Vec::new()),
            transforms: RwLock::new(FxHashMap::default()),
            dialect_transforms: RwLock::new(FxHashMap::default()),
            def_interfaces: RwLock::new(FxHashMap::default()),
            builtin_def_interfaces: crate::ods::def_interface::BUILTIN_KINDS
                .iter()
                .map(|_| crate::ods::InterfaceMap::default())
                .collect(),
            interface_declarers: RwLock::new(FxHashMap::default()),
            any_memoize: std::sync::atomic::AtomicBool::new(false),
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
            memoize: OnceLock::new(),
            interfaces: crate::ods::InterfaceMap::default(),
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

    /// Marks `namespace` as a dialect whose ops keep their inherent
    /// attributes in the attribute dictionary rather than in properties
    /// (MLIR's `usePropertiesForAttributes = 0`, as TPU-MLIR's dialects
    /// are declared). Ops registered afterwards from their schemas get
    /// [`OpDefinition::attributes_in_dictionary`].
    pub fn set_attributes_in_dictionary(&self, namespace: &str) {
        add_name(&self.dictionary_dialects, namespace);
    }

    /// Whether `namespace` keeps inherent attributes in the attribute
    /// dictionary (see [`Registry::set_attributes_in_dictionary`]).
    pub fn attributes_in_dictionary(&self, namespace: &str) -> bool {
        has_name(&self.dictionary_dialects, namespace)
    }

    /// Registers `namespace` as a dialect that allows unknown operations
    /// (MLIR's `Dialect::allowUnknownOperations`): its ops that are not
    /// registered parse and verify as unregistered ops without
    /// `--allow-unregistered-dialect`.
    pub fn register_open_dialect(&self, namespace: &str) {
        self.register_dialect(namespace);
        add_name(&self.open_dialects, namespace);
    }

    /// Whether the dialect `namespace` allows unknown operations.
    pub fn allows_unknown_operations(&self, namespace: &str) -> bool {
        has_name(&self.open_dialects, namespace)
    }

    /// Whether a dialect namespace is registered.
    pub fn is_dialect_registered(&self, namespace: &str) -> bool {
        has_name(&self.dialects, namespace)
    }

    /// Records `namespace` as a dialect that MLIR registers but rods has no
    /// definitions for: its attributes and types are kept as opaque text, yet
    /// they are that dialect's own symbols, not MLIR's builtin `OpaqueAttr`
    /// of an unregistered dialect (which, for one, is no memory space).
    /// Its ops stay unregistered.
    pub fn register_text_dialect(&self, namespace: &str) {
        add_name(&self.text_dialects, namespace);
    }

    /// Whether `namespace` was recorded with [`Registry::register_text_dialect`].
    pub fn is_text_dialect(&self, namespace: &str) -> bool {
        has_name(&self.text_dialects, namespace)
    }

    /// Registered dialect namespaces, sorted.
    pub fn dialects(&self) -> Vec<String> {
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Registers an operation; its dialect must be registered too.
    ///
    /// # Panics
    /// When `name` is registered already with another definition: two definitions of
    /// one op are a bug in the program (MLIR's "operation ... is already registered"
    /// fatal error). Registering the same generated definition again (a dialect
    /// registered twice) does nothing.
    pub fn register_op(&self, name: &str, definition: OpDefinition) -> OpName {
        self.register_op_with_hooks(name, definition, OpHooks::default())
    }

    /// Sets the verify-time memoization hook of `name` (the first one set is
    /// kept).
    pub fn set_memoize_hook(&self, name: &str, hook: MemoizeHook) {
        let op = self.intern(name);
        let _ = self.info(op).memoize.set(hook);
        self.any_memoize.store(true, std::sync::atomic::Ordering::Release);
    }

    /// Registers `methods`, the op `name`'s implementation of an interface (its
    /// generated method table `FooMethods`; replaces an earlier one).
    pub fn attach_interface<M: Copy + Send + Sync + 'static>(&self, name: &str, methods: M) {
        let op = self.intern(name);
        self.info(op).interfaces.insert(methods);
    }

    /// Registers `verify`, the verifier of interface `interface` (MLIR's interface
    /// `verify`), with op `name`: the op's verifier runs it when the op declares
    /// the interface (what the interface's generated `attach` does), with the op's
    /// traits or, `with_regions`, after its nested ops (MLIR's `verifyWithRegions`).
    pub fn attach_interface_verifier(
        &self,
        name: &str,
        interface: &'static str,
        verify: crate::ods::InterfaceVerifyFn,
        with_regions: bool,
    ) {
        let op = self.intern(name);
        let verifier = crate::ods::InterfaceVerifier { verify, with_regions };
        self.info(op).interfaces.insert_verifier(interface, verifier);
    }

    /// The verifier of interface `interface` registered with `op`, if any.
    pub fn interface_verifier(&self, op: OpName, interface: &str) -> Option<crate::ods::InterfaceVerifier> {
        self.info(op).interfaces.verifier(interface)
    }

    /// Records that the op named `name` registered interface `interface`, which
    /// extends `base` (MLIR's `baseInterfaces`): `base`'s verifier runs just
    /// before `interface`'s unless the op's trait list has `base` before it.
    pub fn attach_interface_base(&self, name: &str, interface: &'static str, base: &'static str) {
        let op = self.intern(name);
        self.info(op).interfaces.insert_base(interface, base);
    }

    /// The verifiers run at entry `index` of `traits`, the schema traits of `op`:
    /// for an `OpTrait::Interface` entry, those registered with `op` of the
    /// interface's bases not verified before it, then the interface's own.
    /// Resolved once per op (an index afterwards; a verifier attached later is
    /// still found).
    pub fn trait_verifiers(
        &self,
        op: OpName,
        traits: &[crate::ods::OpTrait],
        index: usize,
    ) -> std::borrow::Cow<'_, [crate::ods::interface::InterfaceVerifier]> {
        self.info(op).interfaces.trait_verifiers(traits, index)
    }

    /// Registers `methods`, the implementation of an attribute or type interface by
    /// the definition (or builtin kind) `key`.
    pub fn attach_def_interface<M: Copy + Send + Sync + 'static>(&self, key: crate::ods::DefKey, methods: M) {
        if let Some(map) = key.builtin_index().and_then(|i| self.builtin_def_interfaces.get(i)) {
            map.insert(methods);
            return;
        }
        let mut map = self.def_interfaces.write().unwrap_or_else(|e| e.into_inner());
        map.entry(key).or_default().insert(methods);
    }

    /// The implementation by definition `key` of the attribute or type interface whose
    /// method table is `M`, if registered.
    pub fn def_interface<M: Copy + Send + Sync + 'static>(&self, key: crate::ods::DefKey) -> Option<M> {
        if let Some(map) = key.builtin_index().and_then(|i| self.builtin_def_interfaces.get(i)) {
            return map.get::<M>();
        }
        let map = self.def_interfaces.read().unwrap_or_else(|e| e.into_inner());
        map.get(&key)?.get::<M>()
    }

    /// Records that the op named `op_name` declares the op interface whose method
    /// table is `M` (its registration does, for every registered interface it lists
    /// or its traits give it); once per op. An attribute or type definition's registration records
    /// its name (`DefKey::name`) so for an attribute or type interface.
    pub fn declare_interface<M: 'static>(&self, op_name: &'static str) {
        let mut map = self.interface_declarers.write().unwrap_or_else(|e| e.into_inner());
        let (ops, seen) = map.entry(std::any::TypeId::of::<M>()).or_default();
        if seen.insert(op_name) {
            ops.push(op_name);
        }
    }

    /// The registered ops (definitions) recorded by [`Registry::declare_interface`]
    /// for the interface whose method table is `M`, in registration order.
    pub fn interface_declarers<M: 'static>(&self) -> Vec<&'static str> {
        let map = self.interface_declarers.read().unwrap_or_else(|e| e.into_inner());
        map.get(&std::any::TypeId::of::<M>())
            .map(|(ops, _)| ops.clone())
            .unwrap_or_default()
    }

    /// The op's implementation of the interface whose method table is `M`, if
    /// registered.
    pub fn interface<M: Copy + Send + Sync + 'static>(&self, op: OpName) -> Option<M> {
        self.info(op).interfaces.get::<M>()
    }

    /// Whether some op has a memoization hook.
    pub fn has_memoize_hooks(&self) -> bool {
        self.any_memoize.load(std::sync::atomic::Ordering::Acquire)
    }

    /// Registers an operation with verifier hooks.
    ///
    /// # Panics
    /// As [`Registry::register_op`], when `name` has another definition already.
    pub fn register_op_with_hooks(&self, name: &str, definition: OpDefinition, hooks: OpHooks) -> OpName {
        let op = self.intern(name);
        let info = self.info(op);
        let schema = definition.schema;
        match info.definition.set(definition) {
            Ok(()) => {
                let _ = info.hooks.set(hooks);
            }
            Err(_) => {
                let same_schema = match (info.definition().and_then(|d| d.schema), schema) {
                    (Some(a), Some(b)) => std::ptr::eq(a, b),
                    _ => false,
                };
                assert!(
                    same_schema,
                    "operation '{name}' is already registered with another definition"
                );
            }
        }
        op
    }
}

// ---------------------------------------------------------------------------
// Transformation hooks: folders, canonicalization patterns, memory effects
// and the other op facts the rewriter and the passes need.
// ---------------------------------------------------------------------------

/// A folder that may modify the op in place (MLIR's `fold` may call
/// `setOperand` and return the op's own result). Same results as
/// [`crate::ods::schema::FoldFn`].
pub type FoldMutFn = fn(
    &crate::Context,
    &mut crate::IrArena,
    crate::OpId,
    &[Option<crate::Attr>],
) -> Option<Vec<crate::ods::FoldResult>>;

/// An op's folder: `None` from the hook when the op does not fold; an empty
/// list when it was modified in place (multi-result ops); for single-result
/// ops, the op's own result also means "modified in place".
#[derive(Copy, Clone, Debug)]
pub enum FoldHook {
    /// A folder that only reads the IR (what `.ods` `folder;` generates).
    Pure(crate::ods::schema::FoldFn),
    /// A folder that may update the op in place.
    InPlace(FoldMutFn),
}

/// Adds an op's canonicalization patterns to a set
/// (`getCanonicalizationPatterns`).
pub type PatternProvider = fn(&crate::Context, &mut crate::rewrite::PatternSet);

/// Builds a constant op for `value` of type `ty` at `loc`
/// (`Dialect::materializeConstant`); `None` when the dialect cannot.
pub type MaterializeConstantFn =
    fn(&crate::Context, value: crate::Attr, ty: crate::Type, loc: crate::Attr) -> Option<crate::OpSpec>;

/// What an op does to memory, as MLIR's side-effect interfaces say.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpEffects {
    /// The op implements `MemoryEffectOpInterface` with the effects below
    /// (`false`: effects unknown, the op is assumed to do anything).
    pub known: bool,
    /// `MemRead`.
    pub read: bool,
    /// `MemWrite`.
    pub write: bool,
    /// `MemAlloc` of the op's own results.
    pub allocate: bool,
    /// `MemFree`.
    pub free: bool,
    /// `RecursiveMemoryEffects`: nested ops' effects are the op's too.
    pub recursive: bool,
    /// The op's `getEffects` is its own code (it declares
    /// `MemoryEffectsOpInterface` and implements it): the effects above are
    /// unknown until the interface is asked about one op (`OpTable::op`).
    pub from_interface: bool,
}

impl OpEffects {
    /// `NoMemoryEffect` / `Pure`.
    pub const NONE: OpEffects = OpEffects {
        known: true,
        read: false,
        write: false,
        allocate: false,
        free: false,
        recursive: false,
        from_interface: false,
    };

    /// `RecursiveMemoryEffects` alone.
    pub const RECURSIVE: OpEffects = OpEffects {
        known: false,
        read: false,
        write: false,
        allocate: false,
        free: false,
        recursive: true,
        from_interface: false,
    };

    /// Whether the op itself has no effect (`hasNoEffect`).
    pub fn has_no_effect(&self) -> bool {
        self.known && !self.read && !self.write && !self.allocate && !self.free
    }

    /// Whether the only effects are reads (`onlyHasEffect<Read>`).
    pub fn only_reads(&self) -> bool {
        self.known && self.read && !self.write && !self.allocate && !self.free
    }
}

/// Traits and interfaces of an op the transformations consult.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpFacts {
    /// `ConstantLike`: folds to its value without operands.
    pub constant_like: bool,
    /// `Commutative`.
    pub commutative: bool,
    /// `Idempotent`.
    pub idempotent: bool,
    /// `Involution`.
    pub involution: bool,
    /// Implements `SymbolOpInterface` (never trivially dead).
    pub symbol: bool,
    /// Implements `CastOpInterface` (a cast to the same type folds away).
    pub cast: bool,
    /// Memory effects.
    pub effects: OpEffects,
}

/// Transformation hooks of one op name.
#[derive(Clone, Debug, Default)]
pub struct OpTransforms {
    /// Op facts; `None` derives them from the structural traits (`pure`).
    pub facts: Option<OpFacts>,
    /// Folder.
    pub fold: Option<FoldHook>,
    /// Canonicalization pattern providers, in registration order.
    pub canonicalization: Vec<PatternProvider>,
    /// Ready-made canonicalization patterns (added after the providers').
    pub patterns: Vec<PatternObject>,
}

/// A shared rewrite pattern registered for an op.
#[derive(Clone)]
pub struct PatternObject(pub std::sync::Arc<dyn crate::rewrite::RewritePattern>);

impl std::fmt::Debug for PatternObject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PatternObject({})", self.0.name())
    }
}

/// Transformation hooks of a dialect.
#[derive(Clone, Debug, Default)]
pub struct DialectTransforms {
    /// `materializeConstant`.
    pub materialize_constant: Option<MaterializeConstantFn>,
    /// Dialect-level canonicalization patterns.
    pub canonicalization: Vec<PatternProvider>,
}

impl Registry {
    fn edit_transforms(&self, name: &str, f: impl FnOnce(&mut OpTransforms)) {
        let op = self.intern(name);
        let mut map = self.transforms.write().unwrap_or_else(|e| e.into_inner());
        f(map.entry(op.0).or_default());
    }

    /// Sets the folder of `name` (a later call replaces it).
    pub fn set_fold_hook(&self, name: &str, hook: FoldHook) {
        self.edit_transforms(name, |t| t.fold = Some(hook));
    }

    /// Sets the transformation facts of `name`.
    pub fn set_op_facts(&self, name: &str, facts: OpFacts) {
        self.edit_transforms(name, |t| t.facts = Some(facts));
    }

    /// Adds a canonicalization pattern provider to `name`.
    pub fn add_canonicalization(&self, name: &str, provider: PatternProvider) {
        self.edit_transforms(name, |t| t.canonicalization.push(provider));
    }

    /// Adds a ready-made canonicalization pattern to `name`.
    pub fn add_canonicalization_pattern(
        &self,
        name: &str,
        pattern: std::sync::Arc<dyn crate::rewrite::RewritePattern>,
    ) {
        self.edit_transforms(name, |t| t.patterns.push(PatternObject(pattern)));
    }

    /// The transformation hooks of `op` (empty when none were registered).
    pub fn op_transforms(&self, op: OpName) -> OpTransforms {
        self.transforms
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&op.0)
            .cloned()
            .unwrap_or_default()
    }

    /// Every op name with transformation hooks, with them, sorted by name.
    pub fn all_op_transforms(&self) -> Vec<(OpName, OpTransforms)> {
        let map = self.transforms.read().unwrap_or_else(|e| e.into_inner());
        let mut v: Vec<(OpName, OpTransforms)> = map.iter().map(|(&k, t)| (OpName(k), t.clone())).collect();
        drop(map);
        v.sort_by(|a, b| self.info(a.0).name().cmp(self.info(b.0).name()));
        v
    }

    /// Sets the constant materializer of `dialect`.
    pub fn set_materialize_constant(&self, dialect: &str, hook: MaterializeConstantFn) {
        let mut map = self.dialect_transforms.write().unwrap_or_else(|e| e.into_inner());
        map.entry(dialect.to_string()).or_default().materialize_constant = Some(hook);
    }

    /// Adds a dialect-level canonicalization pattern provider.
    pub fn add_dialect_canonicalization(&self, dialect: &str, provider: PatternProvider) {
        let mut map = self.dialect_transforms.write().unwrap_or_else(|e| e.into_inner());
        map.entry(dialect.to_string())
            .or_default()
            .canonicalization
            .push(provider);
    }

    /// The transformation hooks of `dialect`.
    pub fn dialect_transforms(&self, dialect: &str) -> DialectTransforms {
        self.dialect_transforms
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(dialect)
            .cloned()
            .unwrap_or_default()
    }

    /// Every dialect with transformation hooks, sorted by namespace.
    pub fn all_dialect_transforms(&self) -> Vec<(String, DialectTransforms)> {
        let map = self.dialect_transforms.read().unwrap_or_else(|e| e.into_inner());
        let mut v: Vec<(String, DialectTransforms)> = map.iter().map(|(k, t)| (k.clone(), t.clone())).collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        v
    }

    /// Number of interned op names (handles are `0..count`).
    pub fn op_name_count(&self) -> usize {
        self.infos.count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[should_panic(expected = "operation 't.x' is already registered with another definition")]
    fn two_definitions_of_one_op_are_a_bug() {
        let ctx = crate::Context::new();
        ctx.registry().register_dialect("t");
        ctx.registry().register_op("t.x", OpDefinition::default());
        ctx.registry().register_op("t.x", OpDefinition::default());
    }
}
