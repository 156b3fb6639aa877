//! Runtime support of op interfaces declared in `.ods` (`op_interface`): the trait every
//! typed op handle implements, and the table of one interface's implementations by op
//! name that the generated code wraps (MLIR's per-op interface map; implementations
//! attached from another crate are MLIR's external models).
//!
//! The table is a value the implementing code builds, not state in the context: an
//! interface's methods may take the implementer's own types (a code generator's
//! context, say), which the dialect that declares the interface cannot name.

use rustc_hash::FxHashMap;

use crate::{Context, IrArena, OpId};

/// A typed op handle generated from a definition.
pub trait TypedOp: Copy {
    /// The op's full name (`dialect.mnemonic`).
    const NAME: &'static str;
    /// The handle of `op`, which must be an instance of this op (checked by name by the
    /// callers in this module).
    fn from_op_unchecked(op: OpId) -> Self;
    /// The generic op.
    fn op_id(self) -> OpId;
    /// The static description the op is verified and built with.
    fn op_schema() -> &'static super::OpSchema;

    /// The typed handle of `op` if it is this op with a well-formed structure.
    fn cast_op(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Self> {
        super::access::is_instance(ctx, arena, op, Self::op_schema()).then(|| Self::from_op_unchecked(op))
    }

    /// The typed handle of the op defining `value`, if that is this op
    /// (well-formed): `AddIOp::defining(ctx, arena, v)`.
    fn defining(ctx: &Context, arena: &IrArena, value: crate::Value) -> Option<Self> {
        Self::cast_op(ctx, arena, arena.defining_op(value)?)
    }
}

/// The implementations of one interface (`F`: its generated table of method
/// pointers), by op name, with the names of the ops whose definitions declare it.
pub struct InterfaceImpls<F> {
    interface: &'static str,
    declared: &'static [&'static str],
    by_name: FxHashMap<&'static str, F>,
}

impl<F: Copy> InterfaceImpls<F> {
    /// An empty table for `interface`, declared by the ops named in `declared`.
    pub fn new(interface: &'static str, declared: &'static [&'static str]) -> Self {
        InterfaceImpls {
            interface,
            declared,
            by_name: FxHashMap::default(),
        }
    }

    /// Adds (or replaces) the implementation of the op named `op_name`.
    pub fn insert(&mut self, op_name: &'static str, methods: F) {
        self.by_name.insert(op_name, methods);
    }

    /// The implementation for `op`, if its op has one.
    pub fn get(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Option<F> {
        self.by_name.get(ctx.op_info(arena.op_name(op)).name()).copied()
    }

    /// The ops whose definitions declare the interface but that have no implementation
    /// here, sorted.
    pub fn missing(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = self
            .declared
            .iter()
            .copied()
            .filter(|n| !self.by_name.contains_key(n))
            .collect();
        out.sort_unstable();
        out
    }

    /// The interface's name.
    pub fn interface(&self) -> &'static str {
        self.interface
    }

    /// Whether the definition of the op named `op_name` declares the interface.
    pub fn is_declared_by(&self, op_name: &str) -> bool {
        self.declared.contains(&op_name)
    }
}
