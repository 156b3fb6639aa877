//! Operations: operands, attributes, properties, results, regions,
//! successors, traits, builders and hooks.

use super::{AttrConstraint, Span, Trait, TypeConstraint};

/// How many values an operand or result group holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
    /// Groups of groups; sizes in the named `DenseI32ArrayAttr` attribute.
    VariadicOfVariadic(String),
}

impl Arity {
    /// Whether the group has a variable length.
    pub fn is_variable(&self) -> bool {
        !matches!(self, Arity::Single)
    }
}

/// A memory effect on one operand or result (`Arg<T, "", [MemRead]>`) or of the
/// whole op (`MemoryEffects<[MemWrite]>`).
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

impl MemEffect {
    /// The effect an ODS effect name (`MemRead`, `MemWriteAt`, ...) stands for.
    pub fn from_ods(name: &str) -> Option<MemEffect> {
        Some(match name {
            "MemRead" | "MemReadAt" => MemEffect::Read,
            "MemWrite" | "MemWriteAt" => MemEffect::Write,
            "MemAlloc" | "MemAllocAt" => MemEffect::Alloc,
            "MemFree" | "MemFreeAt" => MemEffect::Free,
            _ => return None,
        })
    }

    /// The ODS spelling.
    pub fn ods_name(self) -> &'static str {
        match self {
            MemEffect::Read => "MemRead",
            MemEffect::Write => "MemWrite",
            MemEffect::Alloc => "MemAlloc",
            MemEffect::Free => "MemFree",
        }
    }
}

/// The resource an effect acts on (`MemRead<AutomaticAllocationScopeResource>`):
/// upstream's stock resources.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Resource {
    /// `DefaultResource` (also what an effect without a resource acts on).
    Default,
    /// `AutomaticAllocationScopeResource` (stack allocations).
    AutomaticAllocationScope,
}

impl Resource {
    /// The resource an ODS resource name stands for.
    pub fn from_ods(name: &str) -> Option<Resource> {
        match name {
            "DefaultResource" => Some(Resource::Default),
            "AutomaticAllocationScopeResource" => Some(Resource::AutomaticAllocationScope),
            _ => None,
        }
    }
}

/// An operand or result group.
#[derive(Clone, Debug)]
pub struct Value {
    /// Name (accessor name).
    pub name: String,
    /// Arity.
    pub arity: Arity,
    /// Type constraint of each value.
    pub constraint: TypeConstraint,
    /// Memory effects on these values and their resources (`Arg<T, "doc", [MemRead]>`,
    /// `Res<T, "", [MemAlloc<AutomaticAllocationScopeResource>]>`).
    pub effects: Vec<(MemEffect, Resource)>,
    /// Documentation.
    pub doc: String,
    /// Definition site.
    pub span: Span,
}

impl Value {
    /// Summary used in messages: `variadic of X` for variable groups.
    pub fn message_summary(&self) -> String {
        match self.arity {
            Arity::Single | Arity::Optional => self.constraint.summary.clone(),
            _ => format!("variadic of {}", self.constraint.summary),
        }
    }
}

/// Presence rule of an inherent attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Must be present.
    Required,
    /// May be absent.
    Optional,
    /// Absent means this default (the value substituted into the constraint's const builder).
    Default(String),
    /// May be absent; the getter returns this default.
    DefaultOptional(String),
}

/// An inherent attribute.
#[derive(Clone, Debug)]
pub struct Attribute {
    /// Name.
    pub name: String,
    /// Presence.
    pub presence: Presence,
    /// Constraint.
    pub constraint: AttrConstraint,
    /// Documentation.
    pub doc: String,
    /// Definition site.
    pub span: Span,
}

impl Attribute {
    /// MLIR text of the default value, if any.
    pub fn default_text(&self) -> Option<String> {
        match &self.presence {
            Presence::Default(v) | Presence::DefaultOptional(v) => {
                let b = self.constraint.const_builder.as_deref().unwrap_or("$0");
                Some(b.replace("$0", v))
            }
            _ => None,
        }
    }
}

/// A native property (stored in the op's properties).
#[derive(Clone, Debug)]
pub struct Property {
    /// Name.
    pub name: String,
    /// Presence (properties are required unless Optional/DefaultValued).
    pub presence: Presence,
    /// Storage kind and constraint (checked on the stored attribute).
    pub constraint: AttrConstraint,
    /// Extra constraint and its summary (`ConfinedProp`).
    pub confined: Option<AttrConstraint>,
    /// An `OptionalProp` printed `some<v>` in formats (MLIR's general
    /// syntax): `OptionalProp<P, 0>`, or a `P` with a default value
    /// (`UnitProp`, `DefaultValuedProp`) or optional itself.
    pub long_syntax: bool,
    /// Of a custom-storage kind with an `optional_parse` hook (upstream's
    /// `optionalParser`): with a default value, it may anchor an optional
    /// group.
    pub optional_parser: bool,
    /// Documentation.
    pub doc: String,
    /// Definition site.
    pub span: Span,
}

impl Property {
    /// `OptionalProp<P>`: stored in its attribute form, `[v]` or `[]`.
    pub fn is_optional(&self) -> bool {
        matches!(self.presence, Presence::Optional | Presence::DefaultOptional(_))
    }
}

/// A region constraint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionConstraint {
    /// `AnyRegion`
    Any,
    /// `SizedRegion<n>`
    Sized(u32),
    /// `MinSizedRegion<n>`
    MinSized(u32),
    /// `MaxSizedRegion<n>`
    MaxSized(u32),
}

impl RegionConstraint {
    /// The summary used in messages.
    pub fn summary(&self) -> String {
        match self {
            RegionConstraint::Any => "any region".into(),
            RegionConstraint::Sized(n) => format!("region with {n} blocks"),
            RegionConstraint::MinSized(n) => format!("region with at least {n} blocks"),
            RegionConstraint::MaxSized(n) => format!("region with at most {n} blocks"),
        }
    }
}

/// A region.
#[derive(Clone, Debug)]
pub struct Region {
    /// Name.
    pub name: String,
    /// Constraint.
    pub constraint: RegionConstraint,
    /// `VariadicRegion<...>` (last only).
    pub variadic: bool,
    /// Documentation.
    pub doc: String,
    /// Definition site.
    pub span: Span,
}

/// A successor.
#[derive(Clone, Debug)]
pub struct Successor {
    /// Name.
    pub name: String,
    /// `VariadicSuccessor<...>` (last only).
    pub variadic: bool,
    /// Documentation.
    pub doc: String,
    /// Definition site.
    pub span: Span,
}

/// A parameter of a custom builder.
#[derive(Clone, Debug)]
pub struct BuilderParam {
    /// Name.
    pub name: String,
    /// Rust type.
    pub rust_type: String,
    /// Default value (a Rust expression): callers may pass `None`.
    pub default: Option<String>,
}

/// A custom builder: generated `name(b, params)` calls the user's `name_impl`.
#[derive(Clone, Debug)]
pub struct CustomBuilder {
    /// Function name.
    pub name: String,
    /// Parameters.
    pub params: Vec<BuilderParam>,
    /// Definition site.
    pub span: Span,
}

/// Hooks the user implements in Rust.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hooks {
    /// `verifier`: `fn verify_op(ctx, arena, op) -> Result<(), Diagnostic>`.
    pub verifier: bool,
    /// `region_verifier`: `fn verify_regions(...)`.
    pub region_verifier: bool,
    /// `folder`: `fn fold(...)`.
    pub folder: bool,
    /// `canonicalizer`: `fn canonicalization_patterns()`.
    pub canonicalizer: bool,
    /// `canonicalize_method`: `fn canonicalize(...)`.
    pub canonicalize_method: bool,
    /// `custom_assembly`: a hand-written custom form,
    /// `fn parse_assembly(&mut OpAsmParser, &mut OperationState)` and
    /// `fn print_assembly(self, &mut OpAsmPrinter)`.
    pub custom_assembly: bool,
    /// `result_names`: `fn result_names(self, &Context, &IrArena, &mut dyn FnMut(u32, &str))`
    /// (MLIR's `getAsmResultNames`).
    pub result_names: bool,
    /// `block_arg_names`: `fn block_arg_names(self, &Context, &IrArena, RegionId, &mut dyn FnMut(BlockId, u32, &str))`
    /// (MLIR's `getAsmBlockArgumentNames`).
    pub block_arg_names: bool,
}

/// An operation definition.
#[derive(Clone, Debug)]
pub struct Op {
    /// Rust name without the `Op` suffix (`AddF`).
    pub name: String,
    /// Dialect namespace.
    pub dialect: String,
    /// Full name (`arith.addf`).
    pub op_name: String,
    /// Summary.
    pub summary: String,
    /// Description (Markdown).
    pub description: String,
    /// Operand groups.
    pub operands: Vec<Value>,
    /// Inherent attributes in declaration order.
    pub attributes: Vec<Attribute>,
    /// Native properties in declaration order.
    pub properties: Vec<Property>,
    /// Result groups.
    pub results: Vec<Value>,
    /// Regions.
    pub regions: Vec<Region>,
    /// Successors.
    pub successors: Vec<Successor>,
    /// User traits in order.
    pub traits: Vec<Trait>,
    /// Declared interfaces.
    pub interfaces: Vec<String>,
    /// Where the interfaces of `interfaces` that the trait list declares (or a
    /// listed trait gives) stand among the traits: the number of `traits` before
    /// each, as upstream's trait list orders the interface's `verifyTrait` with
    /// the traits' (`BytecodeOpInterface`, which mlir-tblgen adds, first); an
    /// interface not here (`interfaces [...]`, a base) follows all traits.
    pub interface_positions: Vec<(String, usize)>,
    /// The Rust paths of the method tables (`FooMethods`) of the declared interfaces
    /// the op's registration declares in the context's registry: it attaches its
    /// implementation of each without type parameters (registered with the op), and
    /// records the op as declaring each (`FooMethods::declaring_ops(ctx)`), those
    /// with type parameters too.
    pub registered_interfaces: Vec<String>,
    /// The Rust paths of interfaces a trait gives the op (upstream's `ReturnLike`
    /// gives `RegionBranchTerminatorOpInterface`): the generator implements them
    /// with the interface's default bodies.
    pub provided_interfaces: Vec<String>,
    /// The names of the interfaces the op's traits, stated effects or shorthands
    /// give it without its listing them (the schema states those through the
    /// traits; a listed interface is in the schema's interface list).
    pub given_interfaces: Vec<String>,
    /// Custom builders.
    pub builders: Vec<CustomBuilder>,
    /// `skip_default_builders`.
    pub skip_default_builders: bool,
    /// Hooks.
    pub hooks: Hooks,
    /// Declarative assembly format, as written.
    pub format: Option<String>,
    /// The validated assembly format (see [`crate::format`]).
    pub assembly: Option<crate::format::Format>,
    /// `default_dialect "..."`: the dialect whose prefix may be left out of
    /// op names in this op's regions (MLIR's `getDefaultDialect`).
    pub default_dialect: Option<String>,
    /// `result_names "a, b"`: the names results 0, 1, ... print with (MLIR's
    /// `getAsmResultNames` with fixed names); empty when not given.
    pub fixed_result_names: Vec<String>,
    /// Whether results get ODS's names of several result groups (an op with
    /// several results that does not list `OpAsmOpInterface`: each group's first
    /// value named after it).
    pub result_group_names: bool,
    /// Definition site.
    pub span: Span,
    /// Line of the definition (for traceability comments).
    pub line: u32,
    /// File name of the definition.
    pub file_name: String,
}

impl Op {
    /// Whether a trait is present.
    pub fn has(&self, t: &Trait) -> bool {
        self.traits.contains(t)
    }

    /// Whether the op declares `InferTypeOpInterface` (in its trait or interface list).
    pub fn infers_types(&self) -> bool {
        self.interfaces.iter().any(|i| i == "InferTypeOpInterface")
    }

    /// Names of inherent attributes as MLIR's `getAttributeNames()` lists
    /// them: attributes and properties sorted, segment sizes last.
    pub fn attribute_names(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .attributes
            .iter()
            .map(|a| a.name.clone())
            .chain(self.properties.iter().map(|p| p.name.clone()))
            .collect();
        v.sort();
        if self.has(&Trait::AttrSizedOperandSegments) {
            v.push("operandSegmentSizes".into());
        }
        if self.has(&Trait::AttrSizedResultSegments) {
            v.push("resultSegmentSizes".into());
        }
        v
    }

    /// The Rust type name: like ODS's C++ class name, everything up to and
    /// including the first `_` is dropped, then `Op` is appended
    /// (`Arith_AddF` gives `AddFOp`).
    pub fn rust_name(&self) -> String {
        rust_name(&self.name)
    }
}

/// The Rust type name of an op definition named `name` (see [`Op::rust_name`]).
pub fn rust_name(name: &str) -> String {
    format!("{}Op", rust_type_name(name))
}

/// The Rust name of an enum or type/attribute definition: everything up to
/// and including the first `_` is dropped (`Arith_CmpIPredicate` gives
/// `CmpIPredicate`).
pub fn rust_type_name(name: &str) -> String {
    match name.split_once('_') {
        Some((_, rest)) if rest.starts_with(|c: char| c.is_ascii_alphabetic()) => rest.to_string(),
        _ => name.to_string(),
    }
}
