//! Declarative rewrite patterns (MLIR's DRR) after validation: a matcher
//! over the source DAG's ops, the checks and native calls to run, and the
//! ops to build. Code generation walks it in order; names are the locals
//! the generated code uses.

use super::{AttrConstraint, Span, TypeConstraint};

/// A validated `pattern Name : Pat<...>` / `Pattern<...>`.
#[derive(Clone, Debug)]
pub struct PatternDef {
    /// Upstream's pattern name (the Rust struct's name).
    pub name: String,
    /// The root op's full name (`arith.addi`).
    pub root: String,
    /// DRR's benefit: the number of ops in the source DAG plus `addBenefit`.
    pub benefit: u16,
    /// The source DAG's root.
    pub source: SourceOp,
    /// Extra constraints, after the source DAG matched.
    pub constraints: Vec<NativeUse>,
    /// Attribute values computed before anything is built (native calls,
    /// constant attributes), in order: `n0`, `n1`, ...
    pub computed: Vec<Computed>,
    /// The matched ops whose locations fuse into the location of every
    /// built op: DRR's `tblgen_ops` (the root, then nested matches in post
    /// order), the first as many as the source has ops.
    pub loc_ops: Vec<String>,
    /// The result DAGs, built in post order: each replaces the next of the
    /// root's results.
    pub results: Vec<ResultNode>,
    /// Definition site.
    pub span: Span,
}

/// One op of the source DAG.
#[derive(Clone, Debug)]
pub struct SourceOp {
    /// The op handle's Rust name (`AddIOp`); the view is `{name}View`.
    pub rust_name: String,
    /// The local holding the view (`o0`).
    pub var: String,
    /// Its arguments, in the op's argument order (operands, then attributes).
    pub args: Vec<SourceArg>,
}

/// How one argument of a source op is matched.
#[derive(Clone, Debug)]
pub enum SourceArg {
    /// An operand, read with the view accessor `accessor`.
    Operand {
        /// Accessor name.
        accessor: String,
        /// The match.
        matcher: OperandMatch,
    },
    /// An attribute, read with the view accessor `accessor` (`x_attr`).
    Attr {
        /// Accessor name.
        accessor: String,
        /// Whether the attribute is required (bound as `Attr`, else `Option<Attr>`).
        required: bool,
        /// The match.
        matcher: AttrMatch,
    },
}

/// How an operand value is matched.
#[derive(Clone, Debug)]
pub enum OperandMatch {
    /// Any value.
    Any,
    /// Binds the value to a new local.
    Bind(String),
    /// Must equal an earlier bound value (the same `$name` twice).
    Same(String),
    /// Must satisfy a type constraint, and may bind.
    Typed(TypeConstraint, Option<String>),
    /// Must be defined by this op.
    Op(Box<SourceOp>),
    /// `(ConstantLikeMatcher A:$c)`: defined by a constant-like op (held in
    /// local `op_var`) whose value matches.
    Constant {
        /// Local of the constant op.
        op_var: String,
        /// The value's match (the value is always present).
        attr: AttrMatch,
    },
}

/// How an attribute is matched.
#[derive(Clone, Debug, Default)]
pub struct AttrMatch {
    /// The local binding it.
    pub bind: Option<String>,
    /// A constraint it must satisfy.
    pub constraint: Option<AttrConstraint>,
    /// `ConstantAttr<A, "v">`: the MLIR text of the value it must equal.
    pub equals: Option<String>,
}

/// A bound value as an argument of a native call, a constraint or a built op.
#[derive(Clone, Debug)]
pub enum SymbolRef {
    /// A local of kind [`SymbolKind`].
    Local(String, SymbolKind),
    /// Result `index` of the matched op in local `var` (`$res`, `$res__1`).
    OpResult(String, usize),
    /// The fused location (`$_loc`).
    Loc,
}

/// The Rust type of a bound local.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SymbolKind {
    /// `Value`
    Value,
    /// `Attr`
    Attr,
    /// `Option<Attr>` (an optional or default-valued attribute)
    OptAttr,
}

impl SymbolRef {
    /// What the reference gives.
    pub fn kind(&self) -> SymbolKind {
        match self {
            SymbolRef::Local(_, k) => *k,
            SymbolRef::OpResult(..) => SymbolKind::Value,
            SymbolRef::Loc => SymbolKind::Attr,
        }
    }
}

/// A call of a Rust function named by path (relative to the dialect's module).
#[derive(Clone, Debug)]
pub struct NativeUse {
    /// The function's path.
    pub path: String,
    /// Its arguments after `(&Context, &IrArena)`.
    pub args: Vec<SymbolRef>,
}

/// An attribute computed once the source matched.
#[derive(Clone, Debug)]
pub enum Computed {
    /// `NativeCodeCall<"path">`: `fn(&Context, &IrArena, args...) -> Option<Attr>`.
    Native(NativeUse),
    /// `ConstantAttr<A, "v">`: the attribute of this MLIR text.
    Constant(String),
}

/// One node of a result DAG.
#[derive(Clone, Debug)]
pub enum ResultNode {
    /// A new op (local `var`, its op id).
    Op(ResultOp),
    /// `(replaceWithValue $x)`.
    Replace(SymbolRef),
}

/// An op a result DAG builds.
#[derive(Clone, Debug)]
pub struct ResultOp {
    /// The op handle's Rust name.
    pub rust_name: String,
    /// The local holding the new op's id (`r0`).
    pub var: String,
    /// Nested ops built first.
    pub nested: Vec<ResultOp>,
    /// The builder's arguments after the result types (operands, then attributes).
    pub args: Vec<ResultArg>,
    /// `Some((first, count))`: it replaces these root results and takes
    /// their types (`build_with_result_types`); `None`: an auxiliary op
    /// whose types are inferred (`build_inferred`).
    pub replaces: Option<(usize, usize)>,
}

/// A builder argument.
#[derive(Clone, Debug)]
pub enum ResultArg {
    /// An operand: a bound value.
    Value(SymbolRef),
    /// An operand: the first result of nested op `var`.
    Built(String),
    /// An attribute from a bound local or the location; `optional`: the builder takes `Option<Attr>`.
    Attr(SymbolRef, bool),
    /// An attribute computed before building (`n{index}`).
    Computed(usize, bool),
    /// An optional attribute left out (`None`).
    Absent,
}
