//! The static description of an op that generated code hands to the shared
//! runtime: value groups, attributes, regions, successors, traits, hooks.

use super::pred::{AttrConstraint, TypeConstraint};
use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::types::Type;

/// A verifier hook: `Err` with the diagnostic when the op is invalid.
pub type VerifyFn = fn(&Context, &IrArena, OpId) -> Result<(), Diagnostic>;

/// A custom op predicate (`PredOpTrait`).
pub type OpPredFn = fn(&Context, &IrArena, OpId) -> bool;

/// A type transform (`TypesMatchWith`).
pub type TypeFn = fn(&Context, Type) -> Type;

/// One result of folding: a constant attribute or an existing value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// The result is this constant.
    Attr(crate::attrs::Attr),
    /// The result is this value.
    Value(crate::body::Value),
}

/// A folder (`folder;`): from the constant operands (`None` when not
/// constant), the folded results, or `None` when the op does not fold.
pub type FoldFn = fn(&Context, &IrArena, OpId, &[Option<crate::attrs::Attr>]) -> Option<Vec<FoldResult>>;

/// A canonicalization (`canonicalizer;` / `canonicalize_method;`): rewrites
/// the op in place; `true` when it changed something.
pub type CanonicalizeFn = fn(&Context, &mut IrArena, OpId) -> bool;

/// How many values a group holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
    /// Groups of groups, sizes in the named attribute.
    VariadicOfVariadic(&'static str),
}

impl Arity {
    /// Whether the group is variable-length.
    pub fn is_variable(self) -> bool {
        !matches!(self, Arity::Single)
    }
}

/// An operand or result group.
#[derive(Copy, Clone, Debug)]
pub struct ValueDef {
    /// Name.
    pub name: &'static str,
    /// Arity.
    pub arity: Arity,
    /// Constraint on each value; `None` when any type is fine.
    pub constraint: Option<&'static TypeConstraint>,
    /// Memory effects on these values and their resources (`Arg<T, "", [MemRead]>`).
    pub effects: &'static [(MemEffect, Resource)],
}

impl ValueDef {
    /// A group without memory effects.
    pub const fn new(name: &'static str, arity: Arity, constraint: Option<&'static TypeConstraint>) -> Self {
        ValueDef {
            name,
            arity,
            constraint,
            effects: &[],
        }
    }

    /// A single value without memory effects (`new(name, Arity::Single, constraint)`).
    pub const fn single(name: &'static str, constraint: Option<&'static TypeConstraint>) -> Self {
        Self::new(name, Arity::Single, constraint)
    }

    /// A group with memory effects on its values.
    pub const fn with_effects(
        name: &'static str,
        arity: Arity,
        constraint: Option<&'static TypeConstraint>,
        effects: &'static [(MemEffect, Resource)],
    ) -> Self {
        ValueDef {
            name,
            arity,
            constraint,
            effects,
        }
    }
}

/// A memory effect, on one operand or result or of the whole op.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MemEffect {
    /// `MemRead`
    Read,
    /// `MemWrite`
    Write,
    /// `MemAlloc`
    Alloc,
    /// `MemFree`
    Free,
}

/// The resource an effect acts on (upstream's `SideEffects::Resource`): the stock
/// ones an effect list names (`MemAlloc<AutomaticAllocationScopeResource>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Resource {
    /// `SideEffects::DefaultResource`.
    Default,
    /// `SideEffects::AutomaticAllocationScopeResource` (stack allocations).
    AutomaticAllocationScope,
}

/// How the sizes of variable-length groups are known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Segments {
    /// At most one variable-length group: it takes what the fixed ones leave.
    Fixed,
    /// `SameVariadic{Operand,Result}Size`.
    SameSize,
    /// `AttrSized{Operand,Result}Segments`.
    AttrSized,
}

/// Presence rule of an inherent attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Must be present.
    Required,
    /// May be absent.
    Optional,
    /// Absent means this default (MLIR attribute text).
    Default(&'static str),
}

/// An inherent attribute or native property.
#[derive(Copy, Clone, Debug)]
pub struct AttrDef {
    /// Name.
    pub name: &'static str,
    /// Whether this is a native property (`property '...'` in messages).
    pub property: bool,
    /// Presence.
    pub presence: Presence,
    /// Storage constraint; `None` for any attribute.
    pub constraint: Option<&'static AttrConstraint>,
    /// Extra constraint of a confined property.
    pub confined: Option<&'static AttrConstraint>,
    /// Storage class the attribute must have to be stored (MLIR's property
    /// conversion); `None` when unchecked.
    pub storage: Option<super::pred::AttrPred>,
}

impl AttrDef {
    /// An inherent attribute; `storage` is the storage class it must have.
    pub const fn attr(
        name: &'static str,
        presence: Presence,
        constraint: Option<&'static AttrConstraint>,
        storage: Option<super::pred::AttrPred>,
    ) -> Self {
        AttrDef {
            name,
            property: false,
            presence,
            constraint,
            confined: None,
            storage,
        }
    }

    /// A native property; `confined` is its extra constraint.
    pub const fn prop(
        name: &'static str,
        presence: Presence,
        constraint: Option<&'static AttrConstraint>,
        confined: Option<&'static AttrConstraint>,
    ) -> Self {
        AttrDef {
            name,
            property: true,
            presence,
            constraint,
            confined,
            storage: None,
        }
    }
}

/// A region constraint.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionKind {
    /// Any region.
    Any,
    /// Exactly n blocks.
    Sized(u32),
    /// At least n blocks.
    MinSized(u32),
    /// At most n blocks.
    MaxSized(u32),
}

/// A region.
#[derive(Copy, Clone, Debug)]
pub struct RegionDef {
    /// Name.
    pub name: &'static str,
    /// Constraint.
    pub kind: RegionKind,
    /// Summary used in messages.
    pub summary: &'static str,
    /// `VariadicRegion`.
    pub variadic: bool,
}

/// A successor.
#[derive(Copy, Clone, Debug)]
pub struct SuccessorDef {
    /// Name.
    pub name: &'static str,
    /// `VariadicSuccessor`.
    pub variadic: bool,
}

/// Type transform of `TypesMatchWith`.
#[derive(Copy, Clone, Debug)]
pub enum Transform {
    /// The type itself.
    Identity,
    /// Element type (or the type itself when not shaped).
    ElementType,
    /// A Rust function.
    Rust(TypeFn),
}

/// An op trait with a runtime meaning.
#[derive(Copy, Clone, Debug)]
pub enum OpTrait {
    /// `SingleBlock` (structural).
    SingleBlock,
    /// `SingleBlockImplicitTerminator<op>` (structural).
    SingleBlockImplicitTerminator(&'static str),
    /// `NoTerminator` (structural).
    NoTerminator,
    /// `HasParent<op>` (structural).
    HasParent(&'static str),
    /// `ParentOneOf<[...]>` (structural).
    ParentOneOf(&'static [&'static str]),
    /// `AttrSizedOperandSegments` (structural).
    AttrSizedOperandSegments,
    /// `AttrSizedResultSegments` (structural).
    AttrSizedResultSegments,
    /// `NoRegionArguments` (structural).
    NoRegionArguments,
    /// `Terminator`
    Terminator,
    /// `ReturnLike`: a terminator returning control to its parent op or
    /// callable with its operands (`op->hasTrait<OpTrait::ReturnLike>()`,
    /// what the data-flow analyses ask of a callable's terminators).
    ReturnLike,
    /// `HasOnlyGraphRegion` (structural): its regions are graph regions.
    HasOnlyGraphRegion,
    /// `IsolatedFromAbove`
    IsolatedFromAbove,
    /// `SymbolTable`
    SymbolTable,
    /// `AutomaticAllocationScope`: `alloca`s inside are freed on exit.
    AutomaticAllocationScope,
    /// `AffineScope`: starts a new scope for affine dims and symbols.
    AffineScope,
    /// `ConstantLike`: materializes a constant, its value an attribute.
    ConstantLike,
    /// `NoMemoryEffect`
    NoMemoryEffect,
    /// `Pure`: `NoMemoryEffect` and `AlwaysSpeculatable` (upstream's list).
    Pure,
    /// `AlwaysSpeculatable`: the op may be executed speculatively
    /// (`ConditionallySpeculatable` answering `Speculatable`).
    AlwaysSpeculatable,
    /// `RecursivelySpeculatable`: speculatable when the ops in its regions are
    /// (`ConditionallySpeculatable` answering `RecursivelySpeculatable`).
    RecursivelySpeculatable,
    /// `MemoryEffects<[...]>`: effects of the op itself.
    MemoryEffects(&'static [MemEffect]),
    /// `RecursiveMemoryEffects`: the effects of the ops in its regions are its own.
    RecursiveMemoryEffects,
    /// `Commutative`: operands may be reordered (constants last).
    Commutative,
    /// `Idempotent`: `op(op(x)) = op(x)`, `op(x, x) = x`.
    Idempotent,
    /// `Involution`: `op(op(x)) = x`.
    Involution,
    /// `DistinctObjectsTrait`: the op's results are its operands, known not
    /// to alias each other (what alias analysis asks).
    DistinctObjects,
    /// A declared interface (`SymbolOpInterface`, `MemoryEffectsOpInterface`, ...) or a
    /// marker trait that stands for one (`Symbol`), by name.
    Interface(&'static str),
    /// `Elementwise`
    Elementwise,
    /// `Scalarizable`: an `Elementwise` op that applies to scalars in place of
    /// its vectors and tensors (upstream's `OpTrait::Scalarizable`).
    Scalarizable,
    /// `Vectorizable`: an `Elementwise` op that applies to vectors in place of
    /// its scalars (upstream's `OpTrait::Vectorizable`).
    Vectorizable,
    /// `Tensorizable`: an `Elementwise` op that applies to tensors in place of
    /// its scalars (upstream's `OpTrait::Tensorizable`).
    Tensorizable,
    /// `SameTypeOperands`
    SameTypeOperands,
    /// `SameOperandsAndResultType`
    SameOperandsAndResultType,
    /// `SameOperandsShape`
    SameOperandsShape,
    /// `SameOperandsAndResultShape`
    SameOperandsAndResultShape,
    /// `SameOperandsElementType`
    SameOperandsElementType,
    /// `SameOperandsAndResultElementType`
    SameOperandsAndResultElementType,
    /// `AllTypesMatch<[...]>` (checked with the generated constraints).
    AllTypesMatch(&'static [&'static str]),
    /// `AllShapesMatch<[...]>`
    AllShapesMatch(&'static [&'static str]),
    /// `AllRanksMatch<[...]>`
    AllRanksMatch(&'static [&'static str]),
    /// `AllElementTypesMatch<[...]>`
    AllElementTypesMatch(&'static [&'static str]),
    /// `AllElementCountsMatch<[...]>`
    AllElementCountsMatch(&'static [&'static str]),
    /// `TypesMatchWith`
    TypesMatchWith {
        /// Text after "failed to verify that ".
        summary: &'static str,
        /// Source name.
        from: &'static str,
        /// Target name.
        to: &'static str,
        /// Transform.
        transform: Transform,
    },
    /// `PredOpTrait`
    Pred(&'static str, OpPredFn),
}

impl OpTrait {
    /// Whether MLIR verifies this trait before the generated invariants.
    pub fn is_structural(&self) -> bool {
        matches!(
            self,
            OpTrait::SingleBlock
                | OpTrait::SingleBlockImplicitTerminator(_)
                | OpTrait::NoTerminator
                | OpTrait::HasParent(_)
                | OpTrait::ParentOneOf(_)
                | OpTrait::AttrSizedOperandSegments
                | OpTrait::AttrSizedResultSegments
                | OpTrait::NoRegionArguments
        )
    }

    /// Whether the check is part of the generated invariants (a `PredOpTrait`).
    pub fn is_pred(&self) -> bool {
        matches!(
            self,
            OpTrait::AllTypesMatch(_)
                | OpTrait::AllShapesMatch(_)
                | OpTrait::AllRanksMatch(_)
                | OpTrait::AllElementTypesMatch(_)
                | OpTrait::AllElementCountsMatch(_)
                | OpTrait::TypesMatchWith { .. }
                | OpTrait::Pred(..)
        )
    }
}

/// Everything the runtime needs to know about one op.
#[derive(Debug)]
pub struct OpSchema {
    /// Full name.
    pub name: &'static str,
    /// Operand groups.
    pub operands: &'static [ValueDef],
    /// Result groups.
    pub results: &'static [ValueDef],
    /// Inherent attributes and native properties, in declaration order
    /// (properties first, as MLIR verifies them first).
    pub attrs: &'static [AttrDef],
    /// Regions.
    pub regions: &'static [RegionDef],
    /// Successors.
    pub successors: &'static [SuccessorDef],
    /// Traits in declaration order.
    pub traits: &'static [OpTrait],
    /// How operand group sizes are known.
    pub operand_segments: Segments,
    /// How result group sizes are known.
    pub result_segments: Segments,
    /// `getAttributeNames()`: sorted, segment sizes last.
    pub attribute_names: &'static [&'static str],
    /// User verifier (`verifier;`), run after the generated checks and traits.
    pub verify: Option<VerifyFn>,
    /// User region verifier (`region_verifier;`).
    pub verify_regions: Option<VerifyFn>,
    /// Folder hook (`folder;`).
    pub fold: Option<FoldFn>,
    /// Canonicalization hook (`canonicalizer;` or `canonicalize_method;`).
    pub canonicalize: Option<CanonicalizeFn>,
    /// Result names in custom form (`result_names;`).
    pub result_names: Option<crate::registry::ResultNamesFn>,
    /// Block argument names in custom form (`block_arg_names;`).
    pub block_arg_names: Option<crate::registry::BlockArgNamesFn>,
    /// Dialect whose prefix may be left out in the op's regions
    /// (`default_dialect "...";`).
    pub default_dialect: Option<&'static str>,
}

impl OpSchema {
    /// A schema with no operands, results, attributes, regions, successors,
    /// traits or hooks: generated schemas name what they have and take the
    /// rest from here (`..OpSchema::EMPTY`).
    pub const EMPTY: OpSchema = OpSchema {
        name: "",
        operands: &[],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        traits: &[],
        operand_segments: Segments::Fixed,
        result_segments: Segments::Fixed,
        attribute_names: &[],
        verify: None,
        verify_regions: None,
        fold: None,
        canonicalize: None,
        result_names: None,
        block_arg_names: None,
        default_dialect: None,
    };

    /// Whether the op has the given kind of trait.
    pub fn has(&self, f: impl Fn(&OpTrait) -> bool) -> bool {
        self.traits.iter().any(f)
    }
}
