//! Op traits: the ODS traits rods knows, with their arguments.

/// How `TypesMatchWith` derives the second type from the first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeTransform {
    /// The type itself.
    Identity,
    /// Element type of a shaped type (or the type itself).
    ElementType,
    /// A Rust function `fn(&Context, Type) -> Type`, as a path.
    Rust(String),
}

/// An op trait.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Trait {
    /// `Pure` (`AlwaysSpeculatable` + `NoMemoryEffect`).
    Pure,
    /// `NoMemoryEffect`
    NoMemoryEffect,
    /// `AlwaysSpeculatable`: gives `ConditionallySpeculatable` answering
    /// `Speculatable`.
    AlwaysSpeculatable,
    /// `RecursivelySpeculatable`: gives `ConditionallySpeculatable` answering
    /// `RecursivelySpeculatable` (speculatable when the ops in its regions are).
    RecursivelySpeculatable,
    /// `RecursiveMemoryEffects`
    RecursiveMemoryEffects,
    /// `MemoryEffects<[MemRead, ...]>`
    MemoryEffects(Vec<String>),
    /// A marker trait without a runtime check (`Commutative`, `Idempotent`, ...).
    Marker(String),
    /// `Elementwise` (with its shape checks).
    Elementwise,
    /// `Scalarizable`: an `Elementwise` op that applies to scalars (upstream's
    /// `OpTrait::Scalarizable`, which `Elementwise` must precede).
    Scalarizable,
    /// `Vectorizable`: an `Elementwise` op that applies to all-vector operands.
    Vectorizable,
    /// `Tensorizable`: an `Elementwise` op that applies to all-tensor operands.
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
    /// `AllTypesMatch<[names]>`
    AllTypesMatch(Vec<String>),
    /// `AllShapesMatch<[names]>`
    AllShapesMatch(Vec<String>),
    /// `AllRanksMatch<[names]>`
    AllRanksMatch(Vec<String>),
    /// `AllElementTypesMatch<[names]>`
    AllElementTypesMatch(Vec<String>),
    /// `AllElementCountsMatch<[names]>`
    AllElementCountsMatch(Vec<String>),
    /// `TypesMatchWith<"summary", "from", "to", transform>`
    TypesMatchWith {
        /// Message text after "failed to verify that ".
        summary: String,
        /// Source value name.
        from: String,
        /// Target value name.
        to: String,
        /// Transform applied to the source type.
        transform: TypeTransform,
    },
    /// `PredOpTrait<"descr", "rust::path">`: `fn(&Context, &IrArena, OpId) -> bool`.
    PredOpTrait {
        /// Message text after "failed to verify that ".
        description: String,
        /// Rust path of the predicate.
        path: String,
    },
    /// `Terminator` (`IsTerminator`).
    Terminator,
    /// `ReturnLike`
    ReturnLike,
    /// `IsolatedFromAbove`
    IsolatedFromAbove,
    /// `SingleBlock`
    SingleBlock,
    /// `SingleBlockImplicitTerminator<"dialect.op">`
    SingleBlockImplicitTerminator(String),
    /// `NoTerminator`
    NoTerminator,
    /// `HasOnlyGraphRegion`: every region is a graph region (no dominance
    /// between its ops, at most one block).
    HasOnlyGraphRegion,
    /// `HasParent<"dialect.op">`
    HasParent(String),
    /// `ParentOneOf<["a.b", "c.d"]>`
    ParentOneOf(Vec<String>),
    /// `AttrSizedOperandSegments`
    AttrSizedOperandSegments,
    /// `AttrSizedResultSegments`
    AttrSizedResultSegments,
    /// `SameVariadicOperandSize`
    SameVariadicOperandSize,
    /// `SameVariadicResultSize`
    SameVariadicResultSize,
    /// `FirstAttrDerivedResultType`
    FirstAttrDerivedResultType,
    /// `NoRegionArguments`
    NoRegionArguments,
    /// `SymbolTable`
    SymbolTable,
    /// `AffineScope`
    AffineScope,
    /// `AutomaticAllocationScope`
    AutomaticAllocationScope,
    /// `MemRefsNormalizable`
    MemRefsNormalizable,
    /// Upstream's `InferTensorType` (also `InferTensorTypeAdaptor`, the same
    /// here): with `InferTypeOpInterface` and `InferShapedTypeOpInterface`,
    /// whose `inferReturnTypes` the generator implements through the op's
    /// `inferReturnTypeComponents` (`ir::ods::infer_shaped::infer_tensor_types`).
    /// `compatible`: the op declares `isCompatibleReturnTypes` itself
    /// (`DeclareOpInterfaceMethods<InferTypeOpInterface,
    /// ["isCompatibleReturnTypes"]>`), an inherent `fn
    /// is_compatible_return_types(&Context, &[Type], &[Type]) -> bool`
    /// beside the op, which the generated implementation calls.
    InferTensorType {
        /// Whether the op has its own `isCompatibleReturnTypes`.
        compatible: bool,
    },
}

impl Trait {
    /// The ODS spelling (for docs).
    pub fn ods_name(&self) -> String {
        let list = |n: &str, v: &[String]| {
            let items: Vec<String> = v.iter().map(|s| format!("\"{s}\"")).collect();
            format!("{n}<[{}]>", items.join(", "))
        };
        match self {
            Trait::Pure => "Pure".into(),
            Trait::NoMemoryEffect => "NoMemoryEffect".into(),
            Trait::AlwaysSpeculatable => "AlwaysSpeculatable".into(),
            Trait::RecursivelySpeculatable => "RecursivelySpeculatable".into(),
            Trait::RecursiveMemoryEffects => "RecursiveMemoryEffects".into(),
            Trait::MemoryEffects(v) => format!("MemoryEffects<[{}]>", v.join(", ")),
            Trait::Marker(n) => n.clone(),
            Trait::Elementwise => "Elementwise".into(),
            Trait::Scalarizable => "Scalarizable".into(),
            Trait::Vectorizable => "Vectorizable".into(),
            Trait::Tensorizable => "Tensorizable".into(),
            Trait::SameTypeOperands => "SameTypeOperands".into(),
            Trait::SameOperandsAndResultType => "SameOperandsAndResultType".into(),
            Trait::SameOperandsShape => "SameOperandsShape".into(),
            Trait::SameOperandsAndResultShape => "SameOperandsAndResultShape".into(),
            Trait::SameOperandsElementType => "SameOperandsElementType".into(),
            Trait::SameOperandsAndResultElementType => "SameOperandsAndResultElementType".into(),
            Trait::AllTypesMatch(v) => list("AllTypesMatch", v),
            Trait::AllShapesMatch(v) => list("AllShapesMatch", v),
            Trait::AllRanksMatch(v) => list("AllRanksMatch", v),
            Trait::AllElementTypesMatch(v) => list("AllElementTypesMatch", v),
            Trait::AllElementCountsMatch(v) => list("AllElementCountsMatch", v),
            Trait::TypesMatchWith { from, to, .. } => format!("TypesMatchWith<\"{from}\", \"{to}\">"),
            Trait::PredOpTrait { description, .. } => format!("PredOpTrait<\"{description}\">"),
            Trait::Terminator => "Terminator".into(),
            Trait::ReturnLike => "ReturnLike".into(),
            Trait::IsolatedFromAbove => "IsolatedFromAbove".into(),
            Trait::SingleBlock => "SingleBlock".into(),
            Trait::SingleBlockImplicitTerminator(t) => format!("SingleBlockImplicitTerminator<\"{t}\">"),
            Trait::NoTerminator => "NoTerminator".into(),
            Trait::HasOnlyGraphRegion => "HasOnlyGraphRegion".into(),
            Trait::HasParent(p) => format!("HasParent<\"{p}\">"),
            Trait::ParentOneOf(v) => list("ParentOneOf", v),
            Trait::AttrSizedOperandSegments => "AttrSizedOperandSegments".into(),
            Trait::AttrSizedResultSegments => "AttrSizedResultSegments".into(),
            Trait::SameVariadicOperandSize => "SameVariadicOperandSize".into(),
            Trait::SameVariadicResultSize => "SameVariadicResultSize".into(),
            Trait::FirstAttrDerivedResultType => "FirstAttrDerivedResultType".into(),
            Trait::NoRegionArguments => "NoRegionArguments".into(),
            Trait::SymbolTable => "SymbolTable".into(),
            Trait::AffineScope => "AffineScope".into(),
            Trait::AutomaticAllocationScope => "AutomaticAllocationScope".into(),
            Trait::MemRefsNormalizable => "MemRefsNormalizable".into(),
            Trait::InferTensorType { .. } => "InferTensorType".into(),
        }
    }
}
