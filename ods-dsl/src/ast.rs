//! The syntax tree of one `.ods` file, with byte spans. It says what was
//! written; [`crate::sema`] turns it into the [`crate::model`].

use crate::model::Span;

/// A name with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    /// The text.
    pub name: String,
    /// Where it was written.
    pub span: Span,
}

/// A string literal (escapes already processed) with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Str {
    /// The value.
    pub value: String,
    /// Where it was written (quotes included).
    pub span: Span,
}

/// One parsed file.
#[derive(Clone, Debug, Default)]
pub struct File {
    /// Items in source order.
    pub items: Vec<Item>,
}

/// A top-level item.
#[derive(Clone, Debug)]
pub enum Item {
    /// `include "path";`
    Include(Str),
    /// `dialect name { ... }`
    Dialect(Dialect),
    /// `constraint type|attr Name = "summary" where pred ...`
    Constraint(Constraint),
    /// `op Name "dialect.mnemonic" [traits] : Class<args> { ... }`
    Op(Op),
    /// `class Name<params> [traits] : Base<args> { ... }`: fields ops inherit.
    Class(Class),
    /// `enum` / `bit_enum`
    Enum(Enum),
    /// `enum_attr Name "dialect.mnemonic" : Enum;`
    EnumAttr(EnumAttr),
    /// `typedef` / `attrdef`
    Def(Def),
    /// `op_interface Name<Params> { ... }` (or `attr_interface`, `type_interface`)
    Interface(Interface),
    /// `def Name : NativeCodeCall<"path">;` or `def Name : Constraint<CPred<"path">>;`
    Native(NativeDef),
    /// `pattern Name : Pat<...>;` (MLIR's DRR `Pat`/`Pattern`)
    Pattern(Pattern),
    /// `property_type Name { storage "T"; to_attr "f"; ... }`
    PropertyType(PropertyType),
}

/// `property_type Name { key "value"; ... }`: a custom-storage property
/// kind (upstream's `Property<"storageType">`) with its hooks.
#[derive(Clone, Debug)]
pub struct PropertyType {
    /// Name.
    pub name: Ident,
    /// The `key value;` entries.
    pub fields: Vec<(Ident, Value)>,
    /// The whole item.
    pub span: Span,
}

/// `def Name : Value;`: a named native call or constraint used by patterns.
#[derive(Clone, Debug)]
pub struct NativeDef {
    /// Name.
    pub name: Ident,
    /// What it names (`NativeCodeCall<"path">`, `Constraint<CPred<"path">, "summary">`).
    pub value: TExpr,
    /// The whole item.
    pub span: Span,
}

/// `pattern Name : Pat<source, result, [constraints], [supplemental], (addBenefit n)>;`
#[derive(Clone, Debug)]
pub struct Pattern {
    /// Name.
    pub name: Ident,
    /// Whether written `Pattern<...>` (a list of results) rather than `Pat<...>`.
    pub multi: bool,
    /// The source DAG.
    pub source: Dag,
    /// The result DAGs (one for `Pat`).
    pub results: Vec<Dag>,
    /// Whether the results were written as a list `[...]`.
    pub results_listed: bool,
    /// Extra constraints.
    pub constraints: Vec<Dag>,
    /// Supplemental result patterns.
    pub supplemental: Vec<Dag>,
    /// `(addBenefit n)`.
    pub add_benefit: Option<(i64, Span)>,
    /// The whole item.
    pub span: Span,
}

/// `(Operator:$name arg, ...)` in a pattern.
#[derive(Clone, Debug)]
pub struct Dag {
    /// The operator: an op definition, a native call, a directive or a constraint.
    pub op: TExpr,
    /// `:$name`.
    pub bind: Option<Ident>,
    /// Arguments.
    pub args: Vec<DagArg>,
    /// The whole DAG.
    pub span: Span,
}

/// One argument of a DAG.
#[derive(Clone, Debug)]
pub enum DagArg {
    /// A nested DAG.
    Dag(Dag),
    /// `$name` (its span covers the `$`).
    Var(Ident),
    /// `Constraint:$name`, `Constraint`, `ConstantAttr<A, "v">`.
    Leaf {
        /// The constraint.
        constraint: TExpr,
        /// `:$name`.
        bind: Option<Ident>,
        /// The whole argument.
        span: Span,
    },
}

impl DagArg {
    /// Where it was written.
    pub fn span(&self) -> Span {
        match self {
            DagArg::Dag(d) => d.span,
            DagArg::Var(v) => v.span,
            DagArg::Leaf { span, .. } => *span,
        }
    }
}

/// `op_interface Name<Params> { summary ...; method name(arg: "Type") -> "Type" "doc"; }`
/// (MLIR's `OpInterface`; `attr_interface`/`type_interface`: `AttrInterface`/`TypeInterface`).
#[derive(Clone, Debug)]
pub struct Interface {
    /// What implements it: ops, attributes or types.
    pub kind: crate::model::InterfaceKind,
    /// Name (the Rust trait's name).
    pub name: Ident,
    /// Type parameters of the trait (types the implementer chooses).
    pub generics: Vec<Ident>,
    /// The interfaces it extends (`: Base, ...`, MLIR's `baseInterfaces`).
    pub bases: Vec<Ident>,
    /// `summary`.
    pub summary: Vec<Str>,
    /// `description`.
    pub description: Vec<Str>,
    /// Methods.
    pub methods: Vec<Method>,
    /// `verify "{ ... }";` (MLIR's interface `verify`), at most one.
    pub verify: Vec<Str>,
    /// Each `verify_with_regions;` (MLIR's `verifyWithRegions = 1`), at most one.
    pub verify_with_regions: Vec<Span>,
    /// The whole item.
    pub span: Span,
}

/// One method of an interface: the op handle is its receiver.
#[derive(Clone, Debug)]
pub struct Method {
    /// Name.
    pub name: Ident,
    /// Parameters: name and Rust type.
    pub args: Vec<(Ident, Str)>,
    /// Rust return type (`()` when absent).
    pub ret: Option<Str>,
    /// Documentation.
    pub doc: Option<Str>,
    /// Default body (a Rust block), if the interface provides one.
    pub default: Option<Str>,
    /// `static_method` (MLIR's `StaticInterfaceMethod`): no op receiver.
    pub is_static: bool,
    /// The whole method.
    pub span: Span,
}

/// A dialect declaration.
#[derive(Clone, Debug)]
pub struct Dialect {
    /// Namespace.
    pub name: Ident,
    /// `summary`.
    pub summary: Vec<Str>,
    /// `description`.
    pub description: Vec<Str>,
    /// `version` (each a version's components: `2.0` is `[2, 0]`).
    pub version: Vec<(Vec<i64>, Span)>,
    /// `upgrade "path"`: the Rust function upgrading IR read from an older
    /// version.
    pub upgrade: Vec<Str>,
    /// `dependent [..]`.
    pub dependent: Vec<Ident>,
    /// `use_properties_for_attributes true|false;` (MLIR's
    /// `usePropertiesForAttributes`).
    pub use_properties: Vec<(bool, Span)>,
    /// `cpp_namespace "::ns";` (MLIR's `cppNamespace`, used in messages).
    pub cpp_namespace: Vec<Str>,
    /// `type_parser "path";`: the dialect's own type parser.
    pub type_parser: Vec<Str>,
    /// `constant_materializer "path";`: the dialect's constant
    /// materializer (MLIR's `materializeConstant`).
    pub constant_materializer: Vec<Str>,
    /// The whole item.
    pub span: Span,
}

impl Dialect {
    /// A dialect with only its name (and no fields), declared at `span`:
    /// what the parser starts from, and what the macros declare for the
    /// prefix of a definition's name.
    pub fn named(name: Ident, span: Span) -> Self {
        Dialect {
            name,
            summary: Vec::new(),
            description: Vec::new(),
            version: Vec::new(),
            upgrade: Vec::new(),
            dependent: Vec::new(),
            use_properties: Vec::new(),
            cpp_namespace: Vec::new(),
            type_parser: Vec::new(),
            constant_materializer: Vec::new(),
            span,
        }
    }
}

/// What a constraint applies to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConstraintKind {
    /// A type constraint.
    Type,
    /// An attribute constraint.
    Attr,
}

/// `constraint kind Name<params> = "summary" where pred { key value; }`
#[derive(Clone, Debug)]
pub struct Constraint {
    /// Type or attribute.
    pub kind: ConstraintKind,
    /// Name.
    pub name: Ident,
    /// Parameters (empty for a plain constraint).
    pub params: Vec<TParam>,
    /// Summary used in messages.
    pub summary: Str,
    /// Predicate.
    pub pred: Pred,
    /// Extra `key value;` entries.
    pub fields: Vec<(Ident, Value)>,
    /// The whole item.
    pub span: Span,
}

/// A literal value.
#[derive(Clone, Debug)]
pub enum Value {
    /// A string.
    Str(Str),
    /// An integer.
    Int(i64, Span),
    /// An identifier.
    Ident(Ident),
}

impl Value {
    /// Where it was written.
    pub fn span(&self) -> Span {
        match self {
            Value::Str(s) => s.span,
            Value::Int(_, s) => *s,
            Value::Ident(i) => i.span,
        }
    }
}

/// A predicate expression.
#[derive(Clone, Debug)]
pub enum Pred {
    /// `a || b || ...`
    Or(Vec<Pred>, Span),
    /// `a && b && ...`
    And(Vec<Pred>, Span),
    /// `!a`
    Not(Box<Pred>, Span),
    /// `name` or `name(args)`.
    Call {
        /// Atom or constraint name.
        name: Ident,
        /// Arguments (`None` without parentheses).
        args: Option<Vec<PredArg>>,
        /// Whole call.
        span: Span,
    },
}

impl Pred {
    /// Where it was written.
    pub fn span(&self) -> Span {
        match self {
            Pred::Or(_, s) | Pred::And(_, s) | Pred::Not(_, s) | Pred::Call { span: s, .. } => *s,
        }
    }
}

/// An argument of a predicate call.
#[derive(Clone, Debug)]
pub enum PredArg {
    /// An integer.
    Int(i64, Span),
    /// A string.
    Str(Str),
    /// A list of integers.
    IntList(Vec<i64>, Span),
    /// A nested predicate.
    Pred(Pred),
}

impl PredArg {
    /// Where it was written.
    pub fn span(&self) -> Span {
        match self {
            PredArg::Int(_, s) | PredArg::IntList(_, s) => *s,
            PredArg::Str(s) => s.span,
            PredArg::Pred(p) => p.span(),
        }
    }
}

/// `Name` or `Name<args>`: a use of a constraint, wrapper or trait.
#[derive(Clone, Debug)]
pub struct TExpr {
    /// The head name.
    pub name: Ident,
    /// Arguments (`None` without angle brackets).
    pub args: Option<Vec<TArg>>,
    /// Whole expression.
    pub span: Span,
}

/// An argument inside `<...>`.
#[derive(Clone, Debug)]
pub enum TArg {
    /// A string.
    Str(Str),
    /// An integer.
    Int(i64, Span),
    /// `[a, b]`
    List(Vec<TArg>, Span),
    /// A nested expression.
    Expr(TExpr),
}

impl TArg {
    /// Where it was written.
    pub fn span(&self) -> Span {
        match self {
            TArg::Str(s) => s.span,
            TArg::Int(_, s) | TArg::List(_, s) => *s,
            TArg::Expr(e) => e.span,
        }
    }
}

/// Which section of an op a field is in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SectionKind {
    /// `operands`
    Operands,
    /// `attributes`
    Attributes,
    /// `properties`
    Properties,
    /// `results`
    Results,
    /// `regions`
    Regions,
    /// `successors`
    Successors,
}

impl SectionKind {
    /// The keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            SectionKind::Operands => "operands",
            SectionKind::Attributes => "attributes",
            SectionKind::Properties => "properties",
            SectionKind::Results => "results",
            SectionKind::Regions => "regions",
            SectionKind::Successors => "successors",
        }
    }

    /// Every section, in the order of an expanded op.
    pub const ALL: [SectionKind; 6] = [
        SectionKind::Operands,
        SectionKind::Attributes,
        SectionKind::Properties,
        SectionKind::Results,
        SectionKind::Regions,
        SectionKind::Successors,
    ];

    /// The section a keyword (`operands`, ...) names, as `let` fields do.
    pub fn from_keyword(keyword: &str) -> Option<SectionKind> {
        SectionKind::ALL.into_iter().find(|k| k.keyword() == keyword)
    }
}

/// `name: Constraint "doc"`
#[derive(Clone, Debug)]
pub struct Field {
    /// Name.
    pub name: Ident,
    /// Constraint expression.
    pub ty: TExpr,
    /// Optional documentation.
    pub doc: Option<Str>,
}

/// A section of an op body.
#[derive(Clone, Debug)]
pub struct Section {
    /// Which section.
    pub kind: SectionKind,
    /// Its fields.
    pub fields: Vec<Field>,
    /// The whole section.
    pub span: Span,
}

/// A parameter of a custom builder.
#[derive(Clone, Debug)]
pub struct BuilderParam {
    /// Name.
    pub name: Ident,
    /// Type: a known name (`Value`, `i64`...) or a Rust type in a string.
    pub ty: BuilderParamType,
    /// Default value: a Rust expression.
    pub default: Option<Str>,
}

/// The written type of a builder parameter.
#[derive(Clone, Debug)]
pub enum BuilderParamType {
    /// A Rust type in a string.
    Rust(Str),
    /// A named type.
    Named(TExpr),
}

/// `name(params);` in `builders { }`.
#[derive(Clone, Debug)]
pub struct Builder {
    /// Name of the generated function.
    pub name: Ident,
    /// Parameters.
    pub params: Vec<BuilderParam>,
    /// Whole declaration.
    pub span: Span,
}

/// A parameter of a class or a parameterised constraint: `name: kind = default`.
#[derive(Clone, Debug)]
pub struct TParam {
    /// Name.
    pub name: Ident,
    /// Kind (`int`, `string`, `Type`, `Attr`, `Trait`; the element kind of a list).
    pub kind: Ident,
    /// Whether it is a list `[kind]`.
    pub list: bool,
    /// Value when the argument is left out.
    pub default: Option<TArg>,
    /// The whole parameter.
    pub span: Span,
}

/// The value of a `let field = value;`.
#[derive(Clone, Debug)]
pub enum LetValue {
    /// `"text"` (summary, description, format, default_dialect).
    Str(Str),
    /// `[A, B]` (interfaces).
    List(Vec<TExpr>, Span),
    /// `{ name: T, ... }` (a section).
    Fields(Vec<Field>, Span),
    /// `true` / `false` (a flag).
    Bool(bool, Span),
}

impl LetValue {
    /// Where it was written.
    pub fn span(&self) -> Span {
        match self {
            LetValue::Str(s) => s.span,
            LetValue::List(_, s) | LetValue::Fields(_, s) | LetValue::Bool(_, s) => *s,
        }
    }
}

/// `let field = value;`: overrides a field an inherited class defines.
#[derive(Clone, Debug)]
pub struct Let {
    /// The field.
    pub field: Ident,
    /// Its new value.
    pub value: LetValue,
    /// The whole item.
    pub span: Span,
}

/// `class Name<params> [traits] : Base<args> { ... }`: an op class (MLIR's
/// `class Arith_CastOp<...> : Arith_Op<...>`), expanded into the ops that
/// inherit from it before analysis.
#[derive(Clone, Debug)]
pub struct Class {
    /// Name.
    pub name: Ident,
    /// Parameters.
    pub params: Vec<TParam>,
    /// Its traits, base, fields and `let`s (`op_name` is unused).
    pub body: Op,
    /// The whole item.
    pub span: Span,
}

/// An op definition.
#[derive(Clone, Debug)]
pub struct Op {
    /// Rust-side name (`AddF` gives `AddFOp`).
    pub name: Ident,
    /// Full op name (`arith.addf`).
    pub op_name: Str,
    /// Traits in order.
    pub traits: Vec<TExpr>,
    /// `summary`.
    pub summary: Vec<Str>,
    /// `description`.
    pub description: Vec<Str>,
    /// Sections.
    pub sections: Vec<Section>,
    /// Custom builders.
    pub builders: Vec<Builder>,
    /// `interfaces [..]`.
    pub interfaces: Vec<TExpr>,
    /// `format "..."`.
    pub format: Vec<Str>,
    /// `default_dialect "..."`.
    pub default_dialect: Vec<Str>,
    /// `result_names "..."`: fixed result names.
    pub result_names: Vec<Str>,
    /// Flags such as `verifier;`.
    pub flags: Vec<Ident>,
    /// `: Class<args>`: the class it inherits from.
    pub base: Option<TExpr>,
    /// `let field = value;` overrides of inherited fields.
    pub lets: Vec<Let>,
    /// The whole item.
    pub span: Span,
}

/// An enum case.
#[derive(Clone, Debug)]
pub struct Case {
    /// Symbol.
    pub name: Ident,
    /// Value.
    pub value: i64,
    /// Span of the value.
    pub value_span: Span,
    /// Spelling, when not the symbol.
    pub spelling: Option<Str>,
}

/// `enum Name : i32 "summary" { a = 0, ... }` or `bit_enum`.
#[derive(Clone, Debug)]
pub struct Enum {
    /// Whether this is a bit enum.
    pub bits: bool,
    /// Name.
    pub name: Ident,
    /// Underlying integer type (`i32` or `i64`).
    pub underlying: Ident,
    /// Summary.
    pub summary: Option<Str>,
    /// Cases.
    pub cases: Vec<Case>,
    /// `separator "..."` clauses (bit enums).
    pub separator: Vec<Str>,
    /// `primary_groups` clauses (bit enums), by span.
    pub primary_groups: Vec<Span>,
    /// The whole item.
    pub span: Span,
}

/// `enum_attr Name "dialect.mnemonic" : Enum;` (MLIR's `EnumAttr`).
#[derive(Clone, Debug)]
pub struct EnumAttr {
    /// Name (also the constraint's name).
    pub name: Ident,
    /// `dialect.mnemonic`.
    pub full_name: Str,
    /// The enum it wraps.
    pub enum_name: Ident,
    /// `format "..."` fields (its assembly format).
    pub format: Vec<Str>,
    /// `cpp_type "..."` fields (the enum's C++ type in messages).
    pub cpp_type: Vec<Str>,
    /// The whole item.
    pub span: Span,
}

/// A parameter of a type or attribute definition.
#[derive(Clone, Debug)]
pub struct Param {
    /// Name.
    pub name: Ident,
    /// Element type name.
    pub ty: Ident,
    /// Whether it is a list `[T]`.
    pub list: bool,
    /// `Optional<T>` or `DefaultValued<T, "v">`.
    pub presence: ParamPresence,
    /// `cpp_type "int"`: the declared C++ type name.
    pub cpp_type: Option<Str>,
    /// Documentation.
    pub doc: Option<Str>,
}

/// How a definition parameter was declared.
#[derive(Clone, Debug)]
pub enum ParamPresence {
    /// `name: T`.
    Required,
    /// `name: Optional<T>` (the span of the whole type).
    Optional(Span),
    /// `name: DefaultValued<T, "value">`: the value.
    Default(Str),
}

/// `typedef` or `attrdef`.
#[derive(Clone, Debug)]
pub struct Def {
    /// Whether this is an attribute definition.
    pub is_attr: bool,
    /// Name.
    pub name: Ident,
    /// `dialect.mnemonic`.
    pub full_name: Str,
    /// `summary`.
    pub summary: Vec<Str>,
    /// `description`.
    pub description: Vec<Str>,
    /// Parameter sections.
    pub params: Vec<Vec<Param>>,
    /// `format "..."` (the assembly format).
    pub format: Vec<Str>,
    /// `verifier;` items (their spans).
    pub verifier: Vec<Span>,
    /// `bytecode N ... (...);` items: declared encodings.
    pub bytecode: Vec<DefBytecode>,
    /// `interfaces [..]`: the attribute or type interfaces it implements.
    pub interfaces: Vec<TExpr>,
    /// The whole item.
    pub span: Span,
}

/// `bytecode N [when present|absent($p)] (Enc:$p, ...);` in a definition.
#[derive(Clone, Debug)]
pub struct DefBytecode {
    /// The entry's code.
    pub code: (i64, Span),
    /// `when present($p)` (`true`) or `when absent($p)` (`false`).
    pub when: Option<(bool, Ident)>,
    /// The fields: encoding name, its element encoding for `List<E>`, the
    /// parameter.
    pub fields: Vec<(Ident, Option<Ident>, Ident)>,
    /// The whole item.
    pub span: Span,
}
