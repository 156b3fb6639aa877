//! Runtime support of op interfaces declared in `.ods` (`op_interface`): the trait every
//! typed op handle implements, the per-op interface map of the registry (where an
//! interface without type parameters keeps its implementations: MLIR's interface map,
//! queried with `op.interface::<FooRef>(ctx, arena)`), and the table of one generic
//! interface's implementations by op name that the generated code wraps.
//!
//! A generic interface's table is a value the implementing code builds, not state in
//! the context: its methods may take the implementer's own types (a code generator's
//! context, say), which the dialect that declares the interface cannot name.

use std::any::{Any, TypeId};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{OnceLock, RwLock};

use rustc_hash::FxHashMap;

use super::trait_verifiers::TraitVerifiers;
use crate::{Context, IrArena, OpId};
use std::borrow::Cow;

/// An op interface whose implementations are registered with the ops: its generated
/// handle type (`BranchOpInterfaceRef`), an op seen through the interface.
pub trait OpInterface: Sized {
    /// The interface's name.
    const NAME: &'static str;
    /// `op` seen through the interface, if its op registered an implementation
    /// (MLIR's `dyn_cast<Interface>(op)`).
    fn get(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Self>;
}

impl OpId {
    /// This op seen through interface `I` (its generated handle, `FooRef`), if its op
    /// implements it: `op.interface::<BranchOpInterfaceRef>(ctx, arena)`.
    pub fn interface<I: OpInterface>(self, ctx: &Context, arena: &IrArena) -> Option<I> {
        I::get(ctx, arena, self)
    }
}

/// The interfaces one op implements: each interface's generated method table (a
/// `Copy` struct of function pointers), by its type.
#[derive(Default)]
pub struct InterfaceMap {
    tables: RwLock<Vec<(TypeId, Box<dyn Any + Send + Sync>)>>,
    /// The interfaces' verifiers (MLIR's interface `verify`), by interface name.
    verifiers: RwLock<Vec<(&'static str, InterfaceVerifier)>>,
    /// The bases of the interfaces the op registered: (interface, direct base),
    /// in declaration order.
    bases: RwLock<Vec<(&'static str, &'static str)>>,
    /// The verifiers of each entry of the op's schema traits (none but for the
    /// `OpTrait::Interface` entries, [`super::trait_verifiers`]), resolved on
    /// the op's first verification so that later ones index it.
    resolved: OnceLock<Box<[TraitVerifiers]>>,
    /// Set when a verifier or base is attached after `resolved` was: the op's
    /// verifiers are then resolved at each call (an external model attached late).
    stale: AtomicBool,
}

/// An op interface's verifier function (MLIR's interface `verify`, `verifyTrait`).
pub type InterfaceVerifyFn = fn(&Context, &IrArena, OpId) -> Result<(), crate::diag::Diagnostic>;

/// An op interface's verifier: its function and when it runs.
#[derive(Clone, Copy, Debug)]
pub struct InterfaceVerifier {
    /// The check.
    pub verify: InterfaceVerifyFn,
    /// Whether it runs after the op's nested ops were verified (MLIR's
    /// `verifyWithRegions`, `verifyRegionTrait`), not with the op's traits.
    pub with_regions: bool,
}

impl std::fmt::Debug for InterfaceMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.tables.read().map_or(0, |t| t.len());
        write!(f, "InterfaceMap({n} interfaces)")
    }
}

impl InterfaceMap {
    /// Adds (or replaces) the method table `M` (an interface's `FooMethods`).
    pub fn insert<M: Copy + Send + Sync + 'static>(&self, methods: M) {
        let mut tables = self.tables.write().unwrap_or_else(|e| e.into_inner());
        let id = TypeId::of::<M>();
        match tables.iter_mut().find(|(t, _)| *t == id) {
            Some(entry) => entry.1 = Box::new(methods),
            None => tables.push((id, Box::new(methods))),
        }
    }

    /// Adds (or replaces) the verifier of interface `name`.
    pub fn insert_verifier(&self, name: &'static str, verifier: InterfaceVerifier) {
        let mut verifiers = self.verifiers.write().unwrap_or_else(|e| e.into_inner());
        match verifiers.iter_mut().find(|(n, _)| *n == name) {
            Some(entry) => entry.1 = verifier,
            None => verifiers.push((name, verifier)),
        }
        // Under the write lock: a resolution (under the read lock) either saw
        // this verifier or is complete, and then is stale.
        if self.resolved.get().is_some() {
            self.stale.store(true, Ordering::Release);
        }
    }

    /// The verifier of interface `name`, if registered.
    pub fn verifier(&self, name: &str) -> Option<InterfaceVerifier> {
        let verifiers = self.verifiers.read().unwrap_or_else(|e| e.into_inner());
        verifiers.iter().find(|(n, _)| *n == name).map(|e| e.1)
    }

    /// Records that interface `name` extends `base` (bases in declaration order).
    pub fn insert_base(&self, name: &'static str, base: &'static str) {
        let mut bases = self.bases.write().unwrap_or_else(|e| e.into_inner());
        if !bases.contains(&(name, base)) {
            bases.push((name, base));
        }
        if self.resolved.get().is_some() {
            self.stale.store(true, Ordering::Release);
        }
    }

    /// The verifiers run at entry `index` of `traits` (the op's schema traits;
    /// the same list at every call): for an `OpTrait::Interface` entry, those of
    /// the interface's bases not verified before it, then its own
    /// ([`super::trait_verifiers`]). Resolved for every entry on the first call,
    /// then an index.
    pub fn trait_verifiers(&self, traits: &[super::OpTrait], index: usize) -> Cow<'_, [InterfaceVerifier]> {
        let resolved = match self.resolved.get() {
            Some(r) => r,
            None => {
                // The read locks are held until the table is stored: an
                // attachment in between marks it stale.
                let verifiers = self.verifiers.read().unwrap_or_else(|e| e.into_inner());
                let bases = self.bases.read().unwrap_or_else(|e| e.into_inner());
                self.resolved
                    .get_or_init(|| super::trait_verifiers::resolve(traits, &verifiers, &bases))
            }
        };
        if resolved.len() != traits.len() || self.stale.load(Ordering::Acquire) {
            let verifiers = self.verifiers.read().unwrap_or_else(|e| e.into_inner());
            let bases = self.bases.read().unwrap_or_else(|e| e.into_inner());
            let fresh = super::trait_verifiers::resolve(traits, &verifiers, &bases);
            return Cow::Owned(fresh.get(index).map(|v| v.to_vec()).unwrap_or_default());
        }
        // Borrowed from the table: no copy per op and entry.
        Cow::Borrowed(resolved.get(index).map_or(&[], |v| v.as_slice()))
    }

    /// The method table `M`, if registered.
    pub fn get<M: Copy + Send + Sync + 'static>(&self) -> Option<M> {
        let tables = self.tables.read().unwrap_or_else(|e| e.into_inner());
        let id = TypeId::of::<M>();
        tables
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, m)| m.downcast_ref::<M>())
            .copied()
    }
}

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
        self.missing_among(self.declared)
    }

    /// The ops of `declared` (the ops declaring the interface, as
    /// [`declaring_ops`] gives them) that have no implementation here, sorted.
    pub fn missing_among(&self, declared: &[&'static str]) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = declared
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

/// The ops declaring an op interface: `declared`, those of the definitions generated
/// with it (its `FOO_OPS`), and `registered`, the registered ops that declare it from
/// another item ([`crate::registry::Registry::interface_declarers`]); sorted, each
/// once.
pub fn declaring_ops(declared: &[&'static str], registered: Vec<&'static str>) -> Vec<&'static str> {
    let mut out = registered;
    out.extend_from_slice(declared);
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::{InterfaceMap, InterfaceVerifier};
    use crate::ods::OpTrait;
    use crate::{Context, Diagnostic, IrArena, OpId};

    fn fails(_: &Context, _: &IrArena, _: OpId) -> Result<(), Diagnostic> {
        Err(Diagnostic::error(crate::diag::DiagLoc::Offset(0), "fails"))
    }

    #[test]
    fn trait_verifiers_are_resolved_once_and_see_late_attachments() {
        let traits = [OpTrait::Terminator, OpTrait::Interface("A"), OpTrait::Interface("B")];
        let map = InterfaceMap::default();
        let a = InterfaceVerifier {
            verify: fails,
            with_regions: false,
        };
        map.insert_verifier("A", a);
        // Resolved on the first call: by trait index.
        assert!(map.trait_verifiers(&traits, 0).is_empty());
        assert!(map.trait_verifiers(&traits, 1).first().is_some_and(|v| !v.with_regions));
        assert!(map.trait_verifiers(&traits, 2).is_empty());
        assert!(map.trait_verifiers(&traits, 3).is_empty());
        // Attached after the resolution: still found.
        let b = InterfaceVerifier {
            verify: fails,
            with_regions: true,
        };
        map.insert_verifier("B", b);
        assert!(map.trait_verifiers(&traits, 2).first().is_some_and(|v| v.with_regions));
        assert_eq!(map.trait_verifiers(&traits, 1).len(), 1);
        // A base attached late: verified just before the interface extending it.
        map.insert_base("B", "A");
        let traits = [OpTrait::Interface("B")];
        let at_b: Vec<bool> = map.trait_verifiers(&traits, 0).iter().map(|v| v.with_regions).collect();
        assert_eq!(at_b, [false, true]);
    }

    #[test]
    fn an_interface_listed_twice_verifies_at_its_first_entry() {
        let traits = [OpTrait::Interface("A"), OpTrait::Terminator, OpTrait::Interface("A")];
        let map = InterfaceMap::default();
        let a = InterfaceVerifier {
            verify: fails,
            with_regions: false,
        };
        map.insert_verifier("A", a);
        assert_eq!(map.trait_verifiers(&traits, 0).len(), 1);
        assert!(map.trait_verifiers(&traits, 2).is_empty());
    }
}
