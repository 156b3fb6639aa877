//! Constraints: a predicate plus the summary MLIR prints when it fails.
//! Predicates mirror `ir::ods::TypePred` / `ir::ods::AttrPred` one to one.

use super::Span;

/// Signedness of an integer predicate.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sign {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// A predicate on a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypePred {
    /// Every type.
    Any,
    /// Integer types, optionally of one width and signedness.
    Integer {
        /// Required width.
        width: Option<u32>,
        /// Required signedness.
        sign: Option<Sign>,
    },
    /// `index`
    Index,
    /// Float types, optionally one kind (MLIR spelling such as `f32`).
    Float(Option<String>),
    /// `none`
    NoneType,
    /// `complex<T>` whose element satisfies the predicate.
    Complex(Box<TypePred>),
    /// Ranked or unranked tensors.
    Tensor,
    /// Ranked tensors.
    RankedTensor,
    /// Unranked tensors.
    UnrankedTensor,
    /// Ranked or unranked memrefs.
    MemRef,
    /// Ranked memrefs.
    RankedMemRef,
    /// Unranked memrefs.
    UnrankedMemRef,
    /// Vectors.
    Vector,
    /// Tensors, memrefs and vectors.
    Shaped,
    /// Tuples.
    Tuple,
    /// Function types.
    Function,
    /// A shaped (or complex) type whose element type satisfies the predicate.
    Element(Box<TypePred>),
    /// A shaped type with a rank.
    HasRank,
    /// A shaped type with a static shape.
    StaticShape,
    /// A shaped type with one of these ranks.
    Rank(Vec<i64>),
    /// Ranked shaped type with exactly this shape.
    Shape(Vec<i64>),
    /// A dialect type `!dialect.mnemonic...`.
    DialectType {
        /// Namespace.
        dialect: String,
        /// Mnemonic.
        mnemonic: String,
    },
    /// A Rust function `fn(&Context, Type) -> bool`, as a path.
    Rust(String),
    /// All of.
    And(Vec<TypePred>),
    /// Any of.
    Or(Vec<TypePred>),
    /// Not.
    Not(Box<TypePred>),
}

/// A predicate on an attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrPred {
    /// Every attribute.
    Any,
    /// Integer attributes, optionally of one width and signedness.
    Integer {
        /// Required width.
        width: Option<u32>,
        /// Required signedness.
        sign: Option<Sign>,
    },
    /// Integer attributes of type `index`.
    IndexAttr,
    /// Float attributes, optionally of one kind.
    Float(Option<String>),
    /// `true`/`false`
    Bool,
    /// String attributes.
    String,
    /// `unit`
    Unit,
    /// Type attributes whose type satisfies the predicate.
    TypeAttr(TypePred),
    /// Array attributes whose elements satisfy the predicate.
    Array(Box<AttrPred>),
    /// Dictionaries.
    Dictionary,
    /// Symbol references (`flat` for one part only).
    SymbolRef {
        /// Only flat references.
        flat: bool,
    },
    /// `array<T: ...>` of this element type (MLIR spelling: i1, i8 .. i64, f32, f64).
    DenseArray(String),
    /// Dense, sparse or resource elements.
    Elements,
    /// Dense elements of integer type.
    IntElements,
    /// Dense elements of float type.
    FloatElements,
    /// Elements attributes whose shaped type satisfies the predicate.
    ElementsType(TypePred),
    /// Locations.
    Location,
    /// A dialect attribute `#dialect.mnemonic...`.
    DialectAttr {
        /// Namespace.
        dialect: String,
        /// Mnemonic.
        mnemonic: String,
    },
    /// Integer value is one of these (enum cases).
    IntIn(Vec<i64>),
    /// Integer value only has bits of this mask (bit enums).
    BitsIn(i64),
    /// Integer value >= n.
    IntMin(i64),
    /// Integer value <= n.
    IntMax(i64),
    /// Integer value != n.
    IntNe(i64),
    /// Integer value is a power of two.
    IntPowerOf2,
    /// Array (or dense array) has at least n elements.
    ArrayMinCount(i64),
    /// Array (or dense array) has at most n elements.
    ArrayMaxCount(i64),
    /// Array (or dense array) has exactly n elements.
    ArrayCount(i64),
    /// Dense array elements are > 0.
    DenseArrayStrictlyPositive,
    /// Dense array elements are >= 0.
    DenseArrayNonNegative,
    /// Dense array elements are sorted (non-decreasing).
    DenseArraySorted,
    /// Dense array elements are strictly increasing.
    DenseArrayStrictlySorted,
    /// Element `i` of an integer array is == n.
    NthElemEq(i64, i64),
    /// Element `i` of an integer array is >= n.
    NthElemMin(i64, i64),
    /// Element `i` of an integer array is <= n.
    NthElemMax(i64, i64),
    /// Element `i` of an integer array is in [m, n].
    NthElemInRange(i64, i64, i64),
    /// Never present (`IsNullAttr`).
    IsNull,
    /// A Rust function `fn(&Context, Attr) -> bool`, as a path.
    Rust(String),
    /// An attribute declared in Rust (an `#[attr_def]` enum attribute or
    /// attribute definition), as the path of its type: checked by its
    /// `ir::ods::DeclaredAttr::is`, whose `SUMMARY` a failure prints.
    Declared(String),
    /// All of.
    And(Vec<AttrPred>),
    /// Any of.
    Or(Vec<AttrPred>),
    /// Not.
    Not(Box<AttrPred>),
}

/// A type constraint.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeConstraint {
    /// Name, for named (declared) constraints.
    pub name: Option<String>,
    /// Summary printed in messages (`floating-point-like`).
    pub summary: String,
    /// Predicate.
    pub pred: TypePred,
    /// MLIR text of the one type it accepts, when buildable (`f32`).
    pub buildable: Option<String>,
}

impl TypeConstraint {
    /// Whether no check is needed.
    pub fn is_any(&self) -> bool {
        self.pred == TypePred::Any
    }
}

/// Rust value an attribute converts to in typed accessors and setters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrValue {
    /// Only the raw `Attr`.
    None,
    /// Integer attribute as `i64` (with its MLIR type, e.g. `i64`).
    Int(String),
    /// An unsigned C++ integer property (`IntProp<"uint8_t">`) as `i64`,
    /// zero-extended, stored with its signless MLIR type (`i8`).
    UInt(String),
    /// Float attribute as `f64` (with its MLIR type).
    Float(String),
    /// `bool`
    Bool,
    /// `String` (from a string attribute)
    Str,
    /// `Type` (from a type attribute)
    Type,
    /// `Vec<i64>` from `array<iN: ...>` (with element MLIR type)
    DenseInts(String),
    /// `Vec<i64>` from an array attribute of integer attributes of this type
    IntArray(String),
    /// `Vec<Attr>` from an array attribute
    AttrArray,
    /// `bool` presence of a unit attribute
    Unit,
    /// An enum of the module (integer attribute of its width).
    Enum(String),
    /// A dialect enum attribute of the module (`#d<mnemonic Case>`): the
    /// enum's value, read and built by the attribute's Rust type.
    EnumAttr {
        /// The enum's name.
        enum_name: String,
        /// The enum attribute's name.
        attr_name: String,
    },
    /// An attribute definition of the module: its parameter struct.
    Def(String),
    /// An attribute declared in Rust, as the path of its type: its
    /// `ir::ods::DeclaredAttr::Value`.
    Declared(String),
    /// `ArrayProp<P>`: the element property's constraint (typed accessors:
    /// `Vec<i64>` for integer elements, else `Vec<Attr>`).
    PropArray(Box<AttrConstraint>),
    /// A custom-storage property (`property_type`, by name): its attribute
    /// form, converted by its hooks.
    CustomProp(String),
    /// `OptionalProp<P>` as a value (an `ArrayProp` element or the value of
    /// another `OptionalProp`): `[v]` or `[]`, `P`'s constraint; `long`:
    /// printed `some<v>` (MLIR's general syntax).
    PropOptional {
        /// The value's property.
        elem: Box<AttrConstraint>,
        /// `some<...>` around the value.
        long: bool,
    },
}

/// An attribute constraint.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AttrConstraint {
    /// Name, for named constraints.
    pub name: Option<String>,
    /// Summary printed in messages.
    pub summary: String,
    /// Predicate.
    pub pred: AttrPred,
    /// What typed accessors return.
    pub value: AttrValue,
    /// MLIR attribute text with `$0` for a value: how to build a constant
    /// (`$0 : i64`). Needed for default values.
    pub const_builder: Option<String>,
    /// The storage class an attribute must have to be stored at all (MLIR's
    /// property conversion, e.g. `IntegerAttr` for `I64Attr`).
    pub storage: Option<AttrPred>,
    /// How declarative assembly formats print and parse it.
    pub asm: AttrAsm,
}

/// How a declarative assembly format prints and parses an attribute variable
/// (what mlir-tblgen derives from the constraint's storage and value types).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrAsm {
    /// Storage `::mlir::Attribute`: `printAttribute` / `parseAttribute`.
    Any,
    /// A builtin storage class without a printer of its own: the full
    /// attribute, parsed generically and checked for its kind.
    Full,
    /// A buildable value type (MLIR text): printed without its type,
    /// parsed with that type (`printAttributeWithoutType`).
    WithoutType(String),
    /// An attribute class with its own printer: dialect attributes print
    /// without `#dialect.mnemonic`, dense arrays as `[1, 2]`. The Rust
    /// path, when given, parses the stripped form (`fn(&mut OpAsmParser) ->
    /// Result<String, Diagnostic>` returning the attribute's data).
    Stripped(Option<String>),
    /// `SymbolNameAttr`: `@name`.
    SymbolName,
    /// An enum: the case keyword (or string).
    Enum,
}

impl AttrAsm {
    /// The default for a constraint with this predicate and value kind.
    pub fn default_for(pred: &AttrPred, value: &AttrValue) -> AttrAsm {
        if let AttrValue::Enum(_) = value {
            return AttrAsm::Enum;
        }
        match pred {
            AttrPred::Any | AttrPred::Or(_) => AttrAsm::Any,
            AttrPred::DialectAttr { .. } | AttrPred::DenseArray(_) => AttrAsm::Stripped(None),
            AttrPred::And(v) => v.first().map_or(AttrAsm::Full, |p| AttrAsm::default_for(p, value)),
            _ => AttrAsm::Full,
        }
    }
}

impl AttrPred {
    /// The storage class this predicate implies (`None` when it says nothing).
    pub fn storage(&self) -> Option<AttrPred> {
        Some(match self {
            AttrPred::Any => AttrPred::Any,
            AttrPred::Integer { .. } | AttrPred::IndexAttr => AttrPred::Integer {
                width: None,
                sign: None,
            },
            AttrPred::Float(_) => AttrPred::Float(None),
            AttrPred::Bool => AttrPred::Bool,
            AttrPred::String => AttrPred::String,
            AttrPred::Unit => AttrPred::Unit,
            AttrPred::Dictionary => AttrPred::Dictionary,
            AttrPred::Location => AttrPred::Location,
            // `DenseIntElementsAttr` / `DenseFPElementsAttr` storage for the typed ones.
            AttrPred::Elements => AttrPred::Elements,
            AttrPred::IntElements => AttrPred::IntElements,
            AttrPred::FloatElements => AttrPred::FloatElements,
            AttrPred::ElementsType(_) => AttrPred::Elements,
            AttrPred::TypeAttr(_) => AttrPred::TypeAttr(TypePred::Any),
            AttrPred::Array(_) => AttrPred::Array(Box::new(AttrPred::Any)),
            AttrPred::SymbolRef { flat } => AttrPred::SymbolRef { flat: *flat },
            AttrPred::DenseArray(e) => AttrPred::DenseArray(e.clone()),
            AttrPred::DialectAttr { .. } | AttrPred::Declared(_) => self.clone(),
            AttrPred::And(v) => return v.iter().find_map(AttrPred::storage),
            AttrPred::Or(v) => AttrPred::Or(v.iter().map(AttrPred::storage).collect::<Option<Vec<_>>>()?),
            _ => return None,
        })
    }
}

/// A named type constraint declared in a file.
pub type NamedTypeConstraint = (TypeConstraint, Span);
