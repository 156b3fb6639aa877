//! Deterministic random generator of valid MLIR modules in *generic* form.
//!
//! The generator feeds the differential tests that compare `rods-opt` with
//! upstream `mlir-opt-22`. Every module it produces is accepted by
//! `mlir-opt-22 --allow-unregistered-dialect`: it only uses unregistered
//! dialects (`ut`, `rnd`) plus `builtin.module`, respects SSA dominance,
//! keeps successors on the last operation of a block of a multi-block region,
//! and only builds types and attributes the builtin verifiers accept.
//!
//! Integration tests include it with
//!
//! ```ignore
//! #[path = "support/random_mlir.rs"]
//! mod random_mlir;
//! ```
//!
//! It depends on `std` only and carries its own SplitMix64 generator, so a
//! seed names the same module on every platform and toolchain.
//!
//! Every construct can be switched off through [`Features`], which makes it
//! easy to narrow a failure down to the feature that causes it.

// Each test crate that includes this file uses a different subset of it.
#![allow(dead_code)]

use std::collections::BTreeSet;

// ---------------------------------------------------------------------------
// Pseudo-random numbers
// ---------------------------------------------------------------------------

/// A SplitMix64 pseudo-random number generator: tiny, fast, and identical on
/// every platform, so a seed always reproduces the same module.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// Creates a generator whose stream is fully determined by `seed`.
    pub fn new(seed: u64) -> Self {
        Rng { state: seed }
    }

    /// Returns the next 64 pseudo-random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Returns 128 pseudo-random bits.
    pub fn next_u128(&mut self) -> u128 {
        (u128::from(self.next_u64()) << 64) | u128::from(self.next_u64())
    }

    /// Returns a number in `0..n`; `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0)");
        (self.next_u64() % n as u64) as usize
    }

    /// Returns a number in `lo..=hi`.
    pub fn between(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// Returns `true` with the given probability in percent.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.next_u64() % 100 < u64::from(percent)
    }

    /// Returns a uniformly chosen element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// Picks a value among `(value, weight)` pairs; pairs of weight zero are
    /// never chosen. Returns `None` when every weight is zero.
    pub fn weighted<K: Copy>(&mut self, options: &[(K, u32)]) -> Option<K> {
        let total: u64 = options.iter().map(|&(_, w)| u64::from(w)).sum();
        if total == 0 {
            return None;
        }
        let mut roll = self.next_u64() % total;
        for &(kind, weight) in options {
            if roll < u64::from(weight) {
                return Some(kind);
            }
            roll -= u64::from(weight);
        }
        unreachable!("weights add up to the total")
    }
}

// ---------------------------------------------------------------------------
// Feature switches
// ---------------------------------------------------------------------------

macro_rules! define_features {
    ($($(#[$meta:meta])* $name:ident,)*) => {
        /// Switches for every construct the generator can emit.
        ///
        /// A disabled feature is never emitted; an enabled one is emitted
        /// with some probability, so [`Features::all`] still yields a wide
        /// mix of small and large modules. Use [`Features::from_spec`] to
        /// build a set from a string such as `"all,-dense_elements"`.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct Features {
            $($(#[$meta])* pub $name: bool,)*
            /// Maximum nesting depth of regions (1 means no nested regions
            /// inside the top-level operations' regions).
            pub max_depth: usize,
        }

        impl Features {
            /// The names of all boolean switches, as accepted by
            /// [`Features::set`] and [`Features::from_spec`].
            pub const NAMES: &'static [&'static str] = &[$(stringify!($name),)*];

            /// Every feature enabled, regions nested up to depth 4.
            pub fn all() -> Self {
                Features { $($name: true,)* max_depth: 4 }
            }

            /// Every feature disabled: modules of plain `i32`-typed
            /// operations without attributes, regions or locations.
            pub fn none() -> Self {
                Features { $($name: false,)* max_depth: 4 }
            }

            /// Turns the named feature on or off; returns `false` if no
            /// feature has that name.
            pub fn set(&mut self, name: &str, on: bool) -> bool {
                match name {
                    $(stringify!($name) => { self.$name = on; true })*
                    _ => false,
                }
            }
        }
    };
}

define_features! {
    // ----- structure -----
    /// Wrap the body in an explicit `"builtin.module"() ({...}) : () -> ()`.
    explicit_module,
    /// `builtin.module` operations nested inside regions (isolated scopes).
    nested_modules,
    /// `#alias = ...` and `!alias = ...` definitions at the top, then used.
    aliases,
    /// Operations with regions.
    regions,
    /// Regions with several blocks.
    multi_block,
    /// Block arguments (entry and non-entry blocks).
    block_args,
    /// Successor lists `[^bb1, ^bb2]` on the last operation of a block.
    successors,
    /// Operations with several results, `%x:3` and `%x#1`.
    multi_results,
    /// Result groups `%a, %b:2 = ...`.
    result_groups,
    /// Operations whose results are left unnamed.
    unnamed_results,
    /// Uses of values defined in enclosing regions.
    outer_values,
    /// Uses before definition inside graph regions (module bodies).
    forward_refs,
    /// Properties `<{...}>` on operations.
    properties,
    /// Discardable attribute dictionaries `{...}` on operations.
    attr_dicts,
    /// Trailing `loc(...)` on operations.
    op_locs,
    /// `loc(...)` on block arguments.
    block_arg_locs,
    /// Value and block names with punctuation (`%a.b`, `%x$1`, `^b-2`).
    fancy_names,
    /// `// comments` between operations.
    comments,
    // ----- types -----
    /// Signless integer types (`i1`, `i32`, ...).
    int_types,
    /// Signed and unsigned integer types (`si8`, `ui16`).
    signed_int_types,
    /// Unusual integer widths (`i0`, `i7`, `i128`, `i256`).
    wide_int_types,
    /// The `index` type.
    index_type,
    /// `f16`, `bf16`, `f32`, `f64`.
    float_types,
    /// `f80`, `f128`, `tf32` and the 8/6/4-bit float types.
    exotic_float_types,
    /// `complex<...>`.
    complex_types,
    /// `tuple<...>`.
    tuple_types,
    /// Function types `(i32) -> f32`.
    function_types,
    /// The `none` type.
    none_type,
    /// `vector<...>` types.
    vector_types,
    /// Scalable vector dimensions `vector<[4]xf32>`.
    scalable_vectors,
    /// Ranked tensors (`?` dims, 0-d).
    tensor_types,
    /// Unranked tensors `tensor<*xf32>`.
    unranked_tensors,
    /// Tensor encodings `tensor<4xf32, "enc">`.
    tensor_encodings,
    /// Ranked memrefs.
    memref_types,
    /// Strided and affine-map memref layouts.
    memref_layouts,
    /// Memref memory spaces.
    memref_spaces,
    /// Unranked memrefs `memref<*xf32>`.
    unranked_memrefs,
    /// Dialect types of unregistered dialects `!ut.t<"x">`.
    opaque_types,
    // ----- attributes -----
    /// Integer attributes.
    int_attrs,
    /// Hexadecimal integer literals.
    hex_ints,
    /// `true` and `false`.
    bool_attrs,
    /// Float attributes in decimal form.
    float_attrs,
    /// Float attributes and elements given as `0x` bit patterns.
    hex_floats,
    /// String attributes.
    string_attrs,
    /// Escapes and UTF-8 inside strings.
    string_escapes,
    /// Array attributes `[...]`.
    array_attrs,
    /// Dictionary attributes `{...}`.
    dict_attrs,
    /// Unit attributes.
    unit_attrs,
    /// Symbol references `@a::@b`.
    symbol_refs,
    /// Type attributes.
    type_attrs,
    /// `dense<...>` elements attributes.
    dense_elements,
    /// `dense<"0x...">` hexadecimal elements input.
    dense_hex,
    /// Elements attributes with more than 100 elements.
    large_dense,
    /// `sparse<...>` elements attributes.
    sparse_elements,
    /// `dense_resource<...>` (without blobs).
    dense_resources,
    /// Dense arrays `array<i32: 1, 2>`.
    dense_arrays,
    /// `affine_map<...>`.
    affine_maps,
    /// `affine_set<...>`.
    integer_sets,
    /// `strided<...>` layout attributes.
    strided_layouts,
    /// `distinct[N]<...>`.
    distinct_attrs,
    /// Dialect attributes of unregistered dialects `#ut.foo<...>`.
    opaque_attrs,
    /// Locations used as attribute values.
    loc_attrs,
}

impl Default for Features {
    fn default() -> Self {
        Features::all()
    }
}

impl Features {
    /// Builds a feature set from a comma-separated spec: `all` or `none`
    /// resets every switch, `name` or `+name` enables one, `-name` disables
    /// one, and `max_depth=N` sets the depth. An empty spec means `all`.
    ///
    /// Example: `"all,-dense_elements,-affine_maps,max_depth=2"`.
    pub fn from_spec(spec: &str) -> Result<Features, String> {
        let mut features = Features::all();
        for item in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            if item == "all" {
                features = Features {
                    max_depth: features.max_depth,
                    ..Features::all()
                };
            } else if item == "none" {
                features = Features {
                    max_depth: features.max_depth,
                    ..Features::none()
                };
            } else if let Some(depth) = item.strip_prefix("max_depth=") {
                features.max_depth = depth
                    .parse()
                    .map_err(|_| format!("bad max_depth in feature spec: {item:?}"))?;
            } else {
                let (name, on) = match item.strip_prefix('-') {
                    Some(name) => (name, false),
                    None => (item.strip_prefix('+').unwrap_or(item), true),
                };
                if !features.set(name, on) {
                    return Err(format!(
                        "unknown feature {name:?}; known features: {}",
                        Features::NAMES.join(", ")
                    ));
                }
            }
        }
        Ok(features)
    }
}

// ---------------------------------------------------------------------------
// Public entry points
// ---------------------------------------------------------------------------

/// Generates a module with every feature enabled. `size` is the approximate
/// number of operations; the same `(seed, size)` always gives the same text.
pub fn generate_module(seed: u64, size: usize) -> String {
    generate_module_with(seed, size, &Features::all())
}

/// Generates a module using only the enabled `features`.
///
/// The text never contains the `// -----` split marker, so modules can be
/// joined into one `--split-input-file` batch.
pub fn generate_module_with(seed: u64, size: usize, features: &Features) -> String {
    let mut generator = Generator::new(seed, size, features);
    generator.module();
    debug_assert!(!generator.out.contains("// ---"));
    generator.out
}

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// A float type with its storage width in bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FloatKind {
    name: &'static str,
    bits: u32,
}

const fn fk(name: &'static str, bits: u32) -> FloatKind {
    FloatKind { name, bits }
}

const COMMON_FLOATS: &[FloatKind] = &[fk("f16", 16), fk("bf16", 16), fk("f32", 32), fk("f64", 64)];

const EXOTIC_FLOATS: &[FloatKind] = &[
    fk("f80", 80),
    fk("f128", 128),
    fk("tf32", 19),
    fk("f8E5M2", 8),
    fk("f8E4M3", 8),
    fk("f8E4M3FN", 8),
    fk("f8E5M2FNUZ", 8),
    fk("f8E4M3FNUZ", 8),
    fk("f8E4M3B11FNUZ", 8),
    fk("f8E3M4", 8),
    fk("f8E8M0FNU", 8),
    fk("f6E2M3FN", 6),
    fk("f6E3M2FN", 6),
    fk("f4E2M1FN", 4),
];

/// A generated type. Rendering is deterministic, so a value's type can be
/// spelled again wherever the value is used.
#[derive(Clone, Debug)]
enum Ty {
    Int {
        width: u32,
        sign: Signedness,
    },
    Index,
    Float(FloatKind),
    Complex(Box<Ty>),
    Tuple(Vec<Ty>),
    /// `paren_single` spells a single result as `-> (t)` instead of `-> t`.
    Function {
        inputs: Vec<Ty>,
        results: Vec<Ty>,
        paren_single: bool,
    },
    None,
    /// Dimensions as `(size, scalable)`.
    Vector {
        dims: Vec<(u64, bool)>,
        elem: Box<Ty>,
    },
    /// `None` dimensions are dynamic (`?`).
    Tensor {
        dims: Vec<Option<u64>>,
        elem: Box<Ty>,
        encoding: Option<String>,
    },
    UnrankedTensor(Box<Ty>),
    MemRef {
        dims: Vec<Option<u64>>,
        elem: Box<Ty>,
        layout: Option<String>,
        space: Option<String>,
    },
    UnrankedMemRef {
        elem: Box<Ty>,
        space: Option<String>,
    },
    /// A type of an unregistered dialect, spelled verbatim.
    Opaque(String),
    /// A use of a `!name = ...` alias.
    Alias {
        name: String,
        target: Box<Ty>,
    },
}

fn i32_ty() -> Ty {
    Ty::Int {
        width: 32,
        sign: Signedness::Signless,
    }
}

fn join<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    items.iter().map(f).collect::<Vec<_>>().join(", ")
}

impl Ty {
    fn render(&self) -> String {
        match self {
            Ty::Int { width, sign } => {
                let prefix = match sign {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                format!("{prefix}{width}")
            }
            Ty::Index => "index".to_string(),
            Ty::Float(kind) => kind.name.to_string(),
            Ty::Complex(elem) => format!("complex<{}>", elem.render()),
            Ty::Tuple(elems) => format!("tuple<{}>", join(elems, Ty::render)),
            Ty::Function {
                inputs,
                results,
                paren_single,
            } => {
                let results = match results.as_slice() {
                    [single] if !paren_single && !matches!(single, Ty::Function { .. }) => single.render(),
                    _ => format!("({})", join(results, Ty::render)),
                };
                format!("({}) -> {results}", join(inputs, Ty::render))
            }
            Ty::None => "none".to_string(),
            Ty::Vector { dims, elem } => {
                let mut s = String::from("vector<");
                for &(size, scalable) in dims {
                    if scalable {
                        s.push_str(&format!("[{size}]x"));
                    } else {
                        s.push_str(&format!("{size}x"));
                    }
                }
                s.push_str(&elem.render());
                s.push('>');
                s
            }
            Ty::Tensor { dims, elem, encoding } => {
                let mut s = format!("tensor<{}{}", render_dims(dims), elem.render());
                if let Some(encoding) = encoding {
                    s.push_str(", ");
                    s.push_str(encoding);
                }
                s.push('>');
                s
            }
            Ty::UnrankedTensor(elem) => format!("tensor<*x{}>", elem.render()),
            Ty::MemRef {
                dims,
                elem,
                layout,
                space,
            } => {
                let mut s = format!("memref<{}{}", render_dims(dims), elem.render());
                for extra in [layout, space].into_iter().flatten() {
                    s.push_str(", ");
                    s.push_str(extra);
                }
                s.push('>');
                s
            }
            Ty::UnrankedMemRef { elem, space } => match space {
                Some(space) => format!("memref<*x{}, {space}>", elem.render()),
                None => format!("memref<*x{}>", elem.render()),
            },
            Ty::Opaque(text) => text.clone(),
            Ty::Alias { name, .. } => name.clone(),
        }
    }

    /// The type behind any aliases.
    fn resolved(&self) -> &Ty {
        match self {
            Ty::Alias { target, .. } => target.resolved(),
            other => other,
        }
    }

    fn is_int(&self) -> bool {
        matches!(self.resolved(), Ty::Int { .. })
    }

    fn is_float(&self) -> bool {
        matches!(self.resolved(), Ty::Float(_))
    }

    /// Integers, floats and `index`.
    fn is_scalar(&self) -> bool {
        matches!(self.resolved(), Ty::Int { .. } | Ty::Float(_) | Ty::Index)
    }

    fn is_vector_elem(&self) -> bool {
        self.is_scalar()
    }

    fn is_complex_elem(&self) -> bool {
        self.is_int() || self.is_float()
    }

    fn is_tensor_elem(&self) -> bool {
        self.is_scalar() || matches!(self.resolved(), Ty::Complex(_) | Ty::Vector { .. } | Ty::Opaque(_))
    }

    fn is_memref_elem(&self) -> bool {
        self.is_scalar() || matches!(self.resolved(), Ty::Complex(_) | Ty::Vector { .. })
    }
}

fn render_dims(dims: &[Option<u64>]) -> String {
    dims.iter()
        .map(|d| match d {
            Some(size) => format!("{size}x"),
            None => "?x".to_string(),
        })
        .collect()
}

/// What an element generator must produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ElemKind {
    Vector,
    Complex,
    Tensor,
    MemRef,
}

impl ElemKind {
    fn accepts(self, ty: &Ty) -> bool {
        match self {
            ElemKind::Vector => ty.is_vector_elem(),
            ElemKind::Complex => ty.is_complex_elem(),
            ElemKind::Tensor => ty.is_tensor_elem(),
            ElemKind::MemRef => ty.is_memref_elem(),
        }
    }
}

// ---------------------------------------------------------------------------
// Values and scopes
// ---------------------------------------------------------------------------

/// An SSA value that may be used as an operand: its use spelling
/// (`%x` or `%x#1`) and its type.
#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: Ty,
}

/// The values defined by one block (plus, for non-entry blocks, those
/// inherited from dominating blocks of the same region).
#[derive(Debug, Default)]
struct Frame {
    vals: Vec<Val>,
    /// Values of enclosing frames are invisible (`builtin.module` bodies).
    isolated: bool,
    /// The block belongs to a graph region: uses may precede definitions.
    graph: bool,
    /// Forward-referenced values that still need a definition in this block.
    pending: Vec<Val>,
}

/// Operation names; the dialect is the part before the first dot.
const OP_DIALECTS: &[&str] = &["ut", "rnd"];
const OP_NAMES: &[&str] = &[
    "op", "add", "def", "use", "br", "cond_br", "yield", "region", "wrap", "call", "mix", "for", "if", "a.b", "x_y",
    "cst", "term", "node",
];
const IDENT_WORDS: &[&str] = &[
    "foo", "bar", "baz", "qux", "alpha", "beta", "k", "x", "y", "value", "attr", "node", "w",
];
const UTF8_SNIPPETS: &[&str] = &["é", "€", "日本", "ß", "Ω", "😀", "ñ"];

// ---------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------

struct Generator<'a> {
    rng: Rng,
    f: &'a Features,
    out: String,
    /// Operations still to generate (approximate).
    budget: usize,
    /// Counter that makes value, block and alias names unique.
    next_id: usize,
    frames: Vec<Frame>,
    type_aliases: Vec<(String, Ty)>,
    attr_aliases: Vec<String>,
    loc_aliases: Vec<String>,
    next_distinct: u64,
    /// Spelled distinct attributes, which may be spelled again to refer to
    /// the same attribute.
    distincts: Vec<String>,
}

impl<'a> Generator<'a> {
    fn new(seed: u64, size: usize, f: &'a Features) -> Self {
        Generator {
            // Mix the seed so that nearby seeds start far apart.
            rng: Rng::new(seed.wrapping_mul(0xA076_1D64_78BD_642F) ^ 0x5851_F42D_4C95_7F2D),
            f,
            out: String::new(),
            budget: size,
            next_id: 0,
            frames: Vec::new(),
            type_aliases: Vec::new(),
            attr_aliases: Vec::new(),
            loc_aliases: Vec::new(),
            next_distinct: 0,
            distincts: Vec::new(),
        }
    }

    fn fresh_id(&mut self) -> usize {
        self.next_id += 1;
        self.next_id
    }

    // ----- module structure ------------------------------------------------

    fn module(&mut self) {
        if self.f.aliases && self.rng.chance(35) {
            self.alias_definitions();
        }
        let explicit = self.f.explicit_module && self.rng.chance(30);
        let graph_frame = Frame {
            isolated: true,
            graph: true,
            ..Frame::default()
        };
        if explicit {
            self.out.push_str("\"builtin.module\"()");
            self.module_props();
            self.out.push_str(" ({\n");
            self.module_entry_label(self.budget == 0, 0);
            self.frames.push(graph_frame);
            self.block_ops(None, 1, 1, &[], false);
            self.frames.pop();
            self.out.push('}');
            self.out.push(')');
            self.module_attrs();
            self.out.push_str(" : () -> ()");
            self.trailing_loc();
            self.out.push('\n');
        } else {
            self.frames.push(graph_frame);
            self.block_ops(None, 0, 0, &[], false);
            self.frames.pop();
        }
    }

    /// The entry block label of a `builtin.module` body, which is required
    /// when the body has no operations (the region still needs its block).
    fn module_entry_label(&mut self, required: bool, indent: usize) {
        if required || self.rng.chance(10) {
            let label = self.block_label();
            self.indent(indent);
            self.out.push_str(&label);
            self.out.push_str(":\n");
        }
    }

    /// Optional `<{sym_name = "..."}>` of a `builtin.module`. Names are
    /// unique: sibling modules live in the same symbol table.
    fn module_props(&mut self) {
        if self.f.properties && self.f.string_attrs && self.rng.chance(25) {
            let name = self.ident();
            let id = self.fresh_id();
            self.out.push_str(&format!(" <{{sym_name = \"{name}_{id}\"}}>"));
        }
    }

    /// Optional discardable attributes of a `builtin.module`; the module
    /// verifier requires dialect-prefixed names.
    fn module_attrs(&mut self) {
        if self.f.attr_dicts && self.rng.chance(25) {
            let n = self.rng.between(1, 2);
            let mut entries = Vec::new();
            for i in 0..n {
                let dialect = *self.rng.pick(OP_DIALECTS);
                let value = self.attr(1);
                entries.push(format!("{dialect}.m{i} = {value}"));
            }
            self.out.push_str(&format!(" {{{}}}", entries.join(", ")));
        }
    }

    fn alias_definitions(&mut self) {
        let n = self.rng.between(1, 5);
        for _ in 0..n {
            let kind = self
                .rng
                .weighted(&[(0u8, 4), (1, 4), (2, if self.f.loc_attrs { 2 } else { 0 })]);
            match kind {
                Some(0) => {
                    let ty = self.ty(1);
                    let name = format!("!{}", self.alias_name());
                    self.out.push_str(&format!("{name} = {}\n", ty.render()));
                    self.type_aliases.push((name, ty));
                }
                Some(1) => {
                    let attr = self.attr(1);
                    let name = format!("#{}", self.alias_name());
                    self.out.push_str(&format!("{name} = {attr}\n"));
                    self.attr_aliases.push(name);
                }
                _ => {
                    let loc = self.loc_body(0);
                    let name = format!("#{}", self.alias_name());
                    self.out.push_str(&format!("{name} = loc({loc})\n"));
                    self.loc_aliases.push(name);
                }
            }
        }
    }

    fn alias_name(&mut self) -> String {
        let id = self.fresh_id();
        let stem = *self.rng.pick(&["a", "alias", "t_", "my$", "x_y", "A"]);
        format!("{stem}{id}")
    }

    // ----- blocks and regions ------------------------------------------------

    fn indent(&mut self, level: usize) {
        for _ in 0..level {
            self.out.push_str("  ");
        }
    }

    /// Generates operations into the innermost frame: `count` of them, or
    /// as many as the budget allows when `None`. The last one receives
    /// `last_successors`; `needs_terminator` keeps a non-terminator
    /// (`builtin.module`) out of the last position.
    fn block_ops(
        &mut self,
        count: Option<usize>,
        depth: usize,
        indent: usize,
        last_successors: &[String],
        needs_terminator: bool,
    ) {
        let graph = self.frames.last().is_some_and(|frame| frame.graph);
        let mut i = 0;
        loop {
            let last = match count {
                Some(n) if i >= n => break,
                Some(n) => i + 1 == n,
                None if self.budget == 0 => break,
                None => false,
            };
            i += 1;
            if graph && self.rng.chance(30) {
                self.define_pending(indent, false);
            }
            if self.f.comments && self.rng.chance(5) {
                self.indent(indent);
                let word = self.ident();
                self.out.push_str(&format!("// {word} comment\n"));
            }
            self.budget = self.budget.saturating_sub(1);
            let module_ok = !last || (!needs_terminator && last_successors.is_empty());
            if self.f.nested_modules && module_ok && depth < self.f.max_depth && self.rng.chance(4) {
                self.nested_module(depth, indent);
            } else {
                let successors = if last { last_successors } else { &[] };
                self.generic_op(depth, indent, successors);
            }
        }
        if graph {
            self.define_pending(indent, true);
        }
    }

    /// Emits definitions for forward-referenced values of the innermost
    /// (graph) frame: one random value, or all of them when `all`.
    fn define_pending(&mut self, indent: usize, all: bool) {
        loop {
            let frame = self.frames.last_mut().expect("a frame");
            if frame.pending.is_empty() {
                return;
            }
            let index = self.rng.below(frame.pending.len());
            let val = frame.pending.remove(index);
            let op = self.op_name();
            self.indent(indent);
            let signature = Ty::Function {
                inputs: Vec::new(),
                results: vec![val.ty],
                paren_single: false,
            };
            self.out
                .push_str(&format!("{} = {op}() : {}", val.name, signature.render()));
            self.trailing_loc();
            self.out.push('\n');
            if !all {
                return;
            }
        }
    }

    fn nested_module(&mut self, depth: usize, indent: usize) {
        self.indent(indent);
        self.out.push_str("\"builtin.module\"()");
        self.module_props();
        self.out.push_str(" ({\n");
        let n_ops = self.nested_op_count(false);
        self.module_entry_label(n_ops == 0, indent);
        self.frames.push(Frame {
            isolated: true,
            graph: true,
            ..Frame::default()
        });
        self.block_ops(Some(n_ops), depth + 1, indent + 1, &[], false);
        self.frames.pop();
        self.indent(indent);
        self.out.push_str("})");
        self.module_attrs();
        self.out.push_str(" : () -> ()");
        self.trailing_loc();
        self.out.push('\n');
    }

    /// How many operations a nested block gets out of the remaining budget.
    fn nested_op_count(&mut self, non_empty: bool) -> usize {
        let max = self.budget.min(4);
        let n = if max == 0 { 0 } else { self.rng.between(0, max) };
        if non_empty {
            n.max(1)
        } else {
            n
        }
    }

    /// Generates one region, including its braces.
    fn region(&mut self, depth: usize, indent: usize) {
        self.out.push_str("{\n");
        #[derive(Clone, Copy)]
        enum Shape {
            Empty,
            Single,
            Multi,
        }
        let multi_weight = if self.f.multi_block && self.budget >= 2 { 25 } else { 0 };
        let shape = self
            .rng
            .weighted(&[(Shape::Empty, 5), (Shape::Single, 70), (Shape::Multi, multi_weight)])
            .unwrap_or(Shape::Single);
        match shape {
            Shape::Empty => {}
            Shape::Single => self.single_block(depth, indent),
            Shape::Multi => self.multi_block(depth, indent),
        }
        self.indent(indent);
        self.out.push('}');
    }

    fn single_block(&mut self, depth: usize, indent: usize) {
        let mut frame = Frame::default();
        if self.f.block_args && self.rng.chance(30) {
            let label = self.block_label();
            let args = self.block_arg_list();
            self.indent(indent);
            self.out.push_str(&format!("{label}{}:\n", render_block_args(&args)));
            frame.vals = args.into_iter().map(|(val, _)| val).collect();
        } else if self.rng.chance(10) {
            let label = self.block_label();
            self.indent(indent);
            self.out.push_str(&format!("{label}:\n"));
        }
        self.frames.push(frame);
        let n_ops = self.nested_op_count(false);
        self.block_ops(Some(n_ops), depth, indent + 1, &[], false);
        self.frames.pop();
    }

    /// A region with 2 to 4 blocks. The control flow graph is chosen first so
    /// that each block only uses values of blocks that dominate it.
    fn multi_block(&mut self, depth: usize, indent: usize) {
        let n_blocks = self.rng.between(2, 4);
        let labels: Vec<String> = (0..n_blocks).map(|_| self.block_label()).collect();
        let mut successors: Vec<Vec<usize>> = vec![Vec::new(); n_blocks];
        if self.f.successors {
            for succ in successors.iter_mut() {
                if self.rng.chance(75) {
                    let n = self.rng.between(1, 3);
                    for _ in 0..n {
                        succ.push(self.rng.between(1, n_blocks - 1));
                    }
                }
            }
        }
        let dominators = dominators(&successors);
        let mut block_vals: Vec<Vec<Val>> = Vec::new();
        for block in 0..n_blocks {
            let mut frame = Frame::default();
            for &dom in &dominators[block] {
                if dom < block {
                    frame.vals.extend(block_vals[dom].iter().cloned());
                }
            }
            let entry_label = block == 0 && self.rng.chance(50);
            let args = if block > 0 || entry_label {
                let args = if self.f.block_args && self.rng.chance(40) {
                    self.block_arg_list()
                } else {
                    Vec::new()
                };
                self.indent(indent);
                self.out
                    .push_str(&format!("{}{}:\n", labels[block], render_block_args(&args)));
                args.into_iter().map(|(val, _)| val).collect()
            } else {
                Vec::new()
            };
            frame.vals.extend(args.iter().cloned());
            let inherited = frame.vals.len() - args.len();
            self.frames.push(frame);
            let names: Vec<String> = successors[block].iter().map(|&target| labels[target].clone()).collect();
            let n_ops = self.nested_op_count(true);
            self.block_ops(Some(n_ops), depth, indent + 1, &names, true);
            let frame = self.frames.pop().expect("block frame");
            block_vals.push(frame.vals[inherited..].to_vec());
        }
    }

    fn block_label(&mut self) -> String {
        let id = self.fresh_id();
        if self.f.fancy_names && self.rng.chance(40) {
            let stem = *self.rng.pick(&["^b.", "^blk_", "^x-", "^", "^B$", "^bb"]);
            format!("{stem}{id}")
        } else {
            format!("^bb{id}")
        }
    }

    /// Block arguments with their optional location text.
    fn block_arg_list(&mut self) -> Vec<(Val, Option<String>)> {
        let n = self.rng.between(0, 3);
        let mut args = Vec::new();
        for _ in 0..n {
            let name = self.value_name();
            let ty = self.ty(0);
            let loc = if self.f.block_arg_locs && self.rng.chance(30) {
                Some(self.loc())
            } else {
                None
            };
            args.push((Val { name, ty }, loc));
        }
        args
    }

    // ----- operations --------------------------------------------------------

    fn op_name(&mut self) -> String {
        let dialect = *self.rng.pick(OP_DIALECTS);
        let name = *self.rng.pick(OP_NAMES);
        format!("\"{dialect}.{name}\"")
    }

    fn value_name(&mut self) -> String {
        let id = self.fresh_id();
        if self.f.fancy_names && self.rng.chance(40) {
            let stem = *self.rng.pick(&["%v", "%_", "%x.", "%a$", "%-", "%arg", "%T"]);
            format!("{stem}{id}")
        } else {
            format!("%{id}")
        }
    }

    /// All values usable at this point, innermost last.
    fn visible_values(&self) -> Vec<Val> {
        let mut start = self.frames.len().saturating_sub(1);
        if self.f.outer_values {
            while start > 0 && !self.frames[start].isolated {
                start -= 1;
            }
        }
        self.frames[start..]
            .iter()
            .flat_map(|frame| frame.vals.iter().cloned())
            .collect()
    }

    /// Index of the nearest visible graph frame, for forward references.
    fn visible_graph_frame(&self) -> Option<usize> {
        let mut index = self.frames.len().checked_sub(1)?;
        loop {
            if self.frames[index].graph {
                return Some(index);
            }
            if self.frames[index].isolated || index == 0 || !self.f.outer_values {
                return None;
            }
            index -= 1;
        }
    }

    fn operands(&mut self) -> Vec<Val> {
        let visible = self.visible_values();
        let n = self
            .rng
            .weighted(&[(0usize, 3), (1, 4), (2, 3), (3, 2), (4, 1)])
            .unwrap_or(0);
        let mut operands = Vec::new();
        for _ in 0..n {
            if self.f.forward_refs && self.rng.chance(6) {
                if let Some(frame) = self.visible_graph_frame() {
                    let val = Val {
                        name: self.value_name(),
                        ty: self.ty(0),
                    };
                    self.frames[frame].pending.push(val.clone());
                    self.frames[frame].vals.push(val.clone());
                    operands.push(val);
                    continue;
                }
            }
            if !visible.is_empty() {
                operands.push(self.rng.pick(&visible).clone());
            }
        }
        operands
    }

    /// Chooses result names: returns the text before ` = ` (empty when the
    /// op has no named results) and the usable values.
    fn results(&mut self) -> (String, Vec<Val>) {
        let max = if self.f.multi_results { 5 } else { 1 };
        let n = self
            .rng
            .weighted(&[(0usize, 4), (1, 6), (2, 2), (3, 1), (max, 1)])
            .unwrap_or(0);
        let n = n.min(max);
        if n == 0 {
            return (String::new(), Vec::new());
        }
        let types: Vec<Ty> = (0..n).map(|_| self.ty(0)).collect();
        if self.f.unnamed_results && self.rng.chance(5) {
            // Results without names can't be used, but they still exist.
            return (
                String::new(),
                types
                    .into_iter()
                    .map(|ty| Val {
                        name: String::new(),
                        ty,
                    })
                    .collect(),
            );
        }
        let mut groups = vec![n];
        if self.f.result_groups && n >= 2 && self.rng.chance(30) {
            let split = self.rng.between(1, n - 1);
            groups = vec![split, n - split];
        }
        let mut defs = Vec::new();
        let mut vals = Vec::new();
        let mut types = types.into_iter();
        for size in groups {
            let name = self.value_name();
            if size == 1 && self.rng.chance(90) {
                defs.push(name.clone());
                let use_name = if self.rng.chance(5) { format!("{name}#0") } else { name };
                vals.push(Val {
                    name: use_name,
                    ty: types.next().expect("type"),
                });
            } else {
                defs.push(format!("{name}:{size}"));
                for i in 0..size {
                    vals.push(Val {
                        name: format!("{name}#{i}"),
                        ty: types.next().expect("type"),
                    });
                }
            }
        }
        (format!("{} = ", defs.join(", ")), vals)
    }

    /// One operation in generic form, results registered in the innermost
    /// frame afterwards.
    fn generic_op(&mut self, depth: usize, indent: usize, successors: &[String]) {
        let name = self.op_name();
        let operands = self.operands();
        let (defs, results) = self.results();
        self.indent(indent);
        self.out.push_str(&defs);
        self.out.push_str(&name);
        self.out.push('(');
        self.out.push_str(&join(&operands, |v| v.name.clone()));
        self.out.push(')');
        if !successors.is_empty() {
            self.out.push_str(&format!("[{}]", successors.join(", ")));
        }
        if self.f.properties && self.rng.chance(30) {
            let props = if self.rng.chance(85) {
                self.attr_dict(4)
            } else {
                self.attr(1)
            };
            self.out.push_str(&format!(" <{props}>"));
        }
        if self.f.regions && depth < self.f.max_depth && self.budget > 0 && self.rng.chance(25) {
            let n_regions = self.rng.weighted(&[(1usize, 6), (2, 3), (3, 1)]).unwrap_or(1);
            self.out.push_str(" (");
            for i in 0..n_regions {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(depth + 1, indent);
            }
            self.out.push(')');
        }
        if self.f.attr_dicts && self.rng.chance(35) {
            let dict = self.attr_dict(4);
            self.out.push(' ');
            self.out.push_str(&dict);
        }
        let result_types = Ty::Function {
            inputs: operands.iter().map(|v| v.ty.clone()).collect(),
            results: results.iter().map(|v| v.ty.clone()).collect(),
            paren_single: self.rng.chance(20),
        };
        self.out.push_str(" : ");
        self.out.push_str(&result_types.render());
        self.trailing_loc();
        self.out.push('\n');
        let frame = self.frames.last_mut().expect("a frame");
        frame.vals.extend(results.into_iter().filter(|v| !v.name.is_empty()));
    }

    fn trailing_loc(&mut self) {
        if self.f.op_locs && self.rng.chance(30) {
            let loc = self.loc();
            self.out.push(' ');
            self.out.push_str(&loc);
        }
    }

    // ----- types -------------------------------------------------------------

    /// Any type; `depth` bounds the nesting of container types.
    fn ty(&mut self, depth: usize) -> Ty {
        #[derive(Clone, Copy)]
        enum K {
            Scalar,
            Complex,
            Tuple,
            Function,
            None,
            Vector,
            Tensor,
            UnrankedTensor,
            MemRef,
            UnrankedMemRef,
            Opaque,
            Alias,
        }
        let f = self.f;
        let nest = depth < 2;
        let w = |on: bool, weight: u32| if on { weight } else { 0 };
        let kind = self.rng.weighted(&[
            (K::Scalar, 30),
            (K::Complex, w(f.complex_types, 4)),
            (K::Tuple, w(f.tuple_types && nest, 3)),
            (K::Function, w(f.function_types && nest, 3)),
            (K::None, w(f.none_type, 2)),
            (K::Vector, w(f.vector_types, 7)),
            (K::Tensor, w(f.tensor_types, 7)),
            (K::UnrankedTensor, w(f.unranked_tensors, 2)),
            (K::MemRef, w(f.memref_types, 6)),
            (K::UnrankedMemRef, w(f.unranked_memrefs, 2)),
            (K::Opaque, w(f.opaque_types, 5)),
            (K::Alias, w(!self.type_aliases.is_empty(), 6)),
        ]);
        match kind.unwrap_or(K::Scalar) {
            K::Scalar => self.scalar_ty(),
            K::Complex => Ty::Complex(Box::new(self.elem_ty(ElemKind::Complex, depth))),
            K::Tuple => {
                let n = self.rng.between(0, 3);
                Ty::Tuple((0..n).map(|_| self.ty(depth + 1)).collect())
            }
            K::Function => {
                let n_in = self.rng.between(0, 2);
                let n_out = self.rng.between(0, 2);
                Ty::Function {
                    inputs: (0..n_in).map(|_| self.ty(depth + 1)).collect(),
                    results: (0..n_out).map(|_| self.ty(depth + 1)).collect(),
                    paren_single: self.rng.chance(30),
                }
            }
            K::None => Ty::None,
            K::Vector => self.vector_ty(depth),
            K::Tensor => self.tensor_ty(depth),
            K::UnrankedTensor => Ty::UnrankedTensor(Box::new(self.elem_ty(ElemKind::Tensor, depth))),
            K::MemRef => self.memref_ty(depth),
            K::UnrankedMemRef => {
                let elem = self.elem_ty(ElemKind::MemRef, depth);
                let space = self.memory_space();
                Ty::UnrankedMemRef {
                    elem: Box::new(elem),
                    space,
                }
            }
            K::Opaque => Ty::Opaque(self.opaque_ty()),
            K::Alias => {
                let (name, target) = self.rng.pick(&self.type_aliases).clone();
                Ty::Alias {
                    name,
                    target: Box::new(target),
                }
            }
        }
    }

    /// An integer, float or index type; `i32` when all are disabled.
    fn scalar_ty(&mut self) -> Ty {
        let f = self.f;
        let w = |on: bool, weight: u32| if on { weight } else { 0 };
        match self.rng.weighted(&[
            (0u8, w(f.int_types || f.signed_int_types || f.wide_int_types, 10)),
            (1, w(f.index_type, 3)),
            (2, w(f.float_types, 6)),
            (3, w(f.exotic_float_types, 3)),
        ]) {
            Some(0) => self.int_ty(true),
            Some(1) => Ty::Index,
            Some(2) => Ty::Float(*self.rng.pick(COMMON_FLOATS)),
            Some(3) => Ty::Float(*self.rng.pick(EXOTIC_FLOATS)),
            _ => i32_ty(),
        }
    }

    /// An integer type; `allow_zero` permits `i0`.
    fn int_ty(&mut self, allow_zero: bool) -> Ty {
        let width = if self.f.wide_int_types && self.rng.chance(25) {
            let widths: &[u32] = if allow_zero {
                &[0, 2, 7, 13, 33, 48, 65, 100, 128, 256]
            } else {
                &[2, 7, 13, 33, 48, 65, 100, 128, 256]
            };
            *self.rng.pick(widths)
        } else {
            *self.rng.pick(&[1, 8, 16, 32, 64])
        };
        let sign = if self.f.signed_int_types && self.rng.chance(25) {
            *self.rng.pick(&[Signedness::Signed, Signedness::Unsigned])
        } else {
            Signedness::Signless
        };
        Ty::Int { width, sign }
    }

    fn float_ty(&mut self) -> FloatKind {
        if self.f.exotic_float_types && (!self.f.float_types || self.rng.chance(30)) {
            *self.rng.pick(EXOTIC_FLOATS)
        } else {
            *self.rng.pick(COMMON_FLOATS)
        }
    }

    /// An element type for a container, sometimes through an alias.
    fn elem_ty(&mut self, kind: ElemKind, depth: usize) -> Ty {
        let aliases: Vec<(String, Ty)> = self
            .type_aliases
            .iter()
            .filter(|(_, ty)| kind.accepts(ty))
            .cloned()
            .collect();
        if !aliases.is_empty() && self.rng.chance(15) {
            let (name, target) = self.rng.pick(&aliases).clone();
            return Ty::Alias {
                name,
                target: Box::new(target),
            };
        }
        let f = self.f;
        let nest = depth < 2;
        let w = |on: bool, weight: u32| if on { weight } else { 0 };
        let choice = self.rng.weighted(&[
            (0u8, 20),
            (
                1,
                w(
                    f.complex_types && matches!(kind, ElemKind::Tensor | ElemKind::MemRef),
                    3,
                ),
            ),
            (
                2,
                w(
                    f.vector_types && nest && matches!(kind, ElemKind::Tensor | ElemKind::MemRef),
                    3,
                ),
            ),
            (3, w(f.opaque_types && kind == ElemKind::Tensor, 3)),
        ]);
        match choice {
            Some(1) => Ty::Complex(Box::new(self.elem_ty(ElemKind::Complex, depth + 1))),
            Some(2) => self.vector_ty(depth + 1),
            Some(3) => Ty::Opaque(self.opaque_ty()),
            _ => {
                let ty = self.scalar_ty();
                if kind == ElemKind::Complex && !ty.is_complex_elem() {
                    Ty::Float(fk("f32", 32))
                } else {
                    ty
                }
            }
        }
    }

    fn vector_ty(&mut self, depth: usize) -> Ty {
        let rank = self.rng.weighted(&[(0usize, 1), (1, 5), (2, 3), (3, 1)]).unwrap_or(1);
        let dims = (0..rank)
            .map(|_| {
                let size = self.rng.between(1, 8) as u64;
                (size, self.f.scalable_vectors && self.rng.chance(20))
            })
            .collect();
        Ty::Vector {
            dims,
            elem: Box::new(self.elem_ty(ElemKind::Vector, depth + 1)),
        }
    }

    fn shape_dims(&mut self, rank: usize) -> Vec<Option<u64>> {
        (0..rank)
            .map(|_| match self.rng.below(10) {
                0..=2 => None,
                3 => Some(0),
                _ => Some(self.rng.between(1, 10) as u64),
            })
            .collect()
    }

    fn tensor_ty(&mut self, depth: usize) -> Ty {
        let rank = self.rng.weighted(&[(0usize, 1), (1, 4), (2, 3), (3, 1)]).unwrap_or(1);
        let dims = self.shape_dims(rank);
        let elem = self.elem_ty(ElemKind::Tensor, depth + 1);
        let encoding = if self.f.tensor_encodings && self.rng.chance(20) {
            Some(self.encoding_attr())
        } else {
            None
        };
        Ty::Tensor {
            dims,
            elem: Box::new(elem),
            encoding,
        }
    }

    /// A tensor encoding: any attribute will do, keep them simple.
    fn encoding_attr(&mut self) -> String {
        match self.rng.below(4) {
            0 => format!("\"{}\"", self.ident()),
            1 => format!("{} : i32", self.rng.between(0, 99)),
            2 => format!("[{}, {}]", self.rng.between(0, 9), self.rng.between(0, 9)),
            _ => format!("#{}.enc<{}>", self.rng.pick(OP_DIALECTS), self.ident()),
        }
    }

    fn memref_ty(&mut self, depth: usize) -> Ty {
        let rank = self.rng.weighted(&[(0usize, 1), (1, 4), (2, 3), (3, 1)]).unwrap_or(1);
        let dims = self.shape_dims(rank);
        let elem = self.elem_ty(ElemKind::MemRef, depth + 1);
        let layout = if self.f.memref_layouts && self.rng.chance(30) {
            if self.rng.chance(50) {
                Some(self.strided_attr(rank))
            } else {
                let syms = self.rng.between(0, 1);
                Some(self.affine_map_with(rank, syms))
            }
        } else {
            None
        };
        let space = self.memory_space();
        Ty::MemRef {
            dims,
            elem: Box::new(elem),
            layout,
            space,
        }
    }

    /// A memref memory space: an integer attribute, optionally typed.
    fn memory_space(&mut self) -> Option<String> {
        if !(self.f.memref_spaces && self.rng.chance(25)) {
            return None;
        }
        let value = self.rng.between(0, 7);
        Some(match self.rng.below(3) {
            0 => format!("{value} : {}", self.rng.pick(&["i8", "i32", "i64"])),
            _ => value.to_string(),
        })
    }

    /// A type of an unregistered dialect with a balanced body.
    fn opaque_ty(&mut self) -> String {
        let dialect = *self.rng.pick(OP_DIALECTS);
        let name = self.ident();
        let other = self.ident();
        match self.rng.below(5) {
            0 => format!("!{dialect}.{name}"),
            1 => format!("!{dialect}.{name}<\"{}\">", self.plain_text(6)),
            2 => format!("!{dialect}<\"{}\">", self.plain_text(6)),
            3 => format!(
                "!{dialect}.{name}<{}, {other}, [{}]>",
                self.rng.below(100),
                self.rng.below(9)
            ),
            _ => format!("!{dialect}.{name}<{other}<{}>, \"a\\\"b\">", self.rng.below(9)),
        }
    }

    // ----- attributes ----------------------------------------------------------

    /// Any attribute value; `depth` bounds nesting.
    fn attr(&mut self, depth: usize) -> String {
        #[derive(Clone, Copy)]
        enum K {
            Int,
            Bool,
            Float,
            Str,
            Array,
            Dict,
            Unit,
            SymbolRef,
            Type,
            Dense,
            Sparse,
            DenseResource,
            DenseArray,
            AffineMap,
            IntegerSet,
            Strided,
            Distinct,
            Opaque,
            Loc,
            Alias,
        }
        let f = self.f;
        let nest = depth < 3;
        let w = |on: bool, weight: u32| if on { weight } else { 0 };
        let kind = self.rng.weighted(&[
            (K::Int, w(f.int_attrs, 12)),
            (K::Bool, w(f.bool_attrs, 3)),
            (K::Float, w(f.float_attrs, 8)),
            (K::Str, w(f.string_attrs, 8)),
            (K::Array, w(f.array_attrs && nest, 6)),
            (K::Dict, w(f.dict_attrs && nest, 4)),
            (K::Unit, w(f.unit_attrs, 2)),
            (K::SymbolRef, w(f.symbol_refs, 4)),
            (K::Type, w(f.type_attrs, 5)),
            (K::Dense, w(f.dense_elements, 7)),
            (K::Sparse, w(f.sparse_elements, 2)),
            (K::DenseResource, w(f.dense_resources, 1)),
            (K::DenseArray, w(f.dense_arrays, 4)),
            (K::AffineMap, w(f.affine_maps, 3)),
            (K::IntegerSet, w(f.integer_sets, 2)),
            (K::Strided, w(f.strided_layouts, 2)),
            (K::Distinct, w(f.distinct_attrs && nest, 2)),
            (K::Opaque, w(f.opaque_attrs, 4)),
            (K::Loc, w(f.loc_attrs, 3)),
            (K::Alias, w(!self.attr_aliases.is_empty(), 5)),
        ]);
        match kind {
            None => "\"s\"".to_string(),
            Some(K::Int) => self.int_attr(),
            Some(K::Bool) => self.rng.pick(&["true", "false"]).to_string(),
            Some(K::Float) => self.float_attr(),
            Some(K::Str) => self.string_literal(),
            Some(K::Array) => {
                let n = self.rng.between(0, 4);
                let items: Vec<String> = (0..n).map(|_| self.attr(depth + 1)).collect();
                format!("[{}]", items.join(", "))
            }
            Some(K::Dict) => self.attr_dict_at(3, depth + 1),
            Some(K::Unit) => "unit".to_string(),
            Some(K::SymbolRef) => self.symbol_ref(),
            Some(K::Type) => self.ty(1).render(),
            Some(K::Dense) => self.dense_attr(),
            Some(K::Sparse) => self.sparse_attr(),
            Some(K::DenseResource) => {
                let ty = self.static_shaped_ty(false);
                format!("dense_resource<{}{}> : {ty}", self.ident(), self.rng.below(10))
            }
            Some(K::DenseArray) => self.dense_array(),
            Some(K::AffineMap) => {
                let dims = self.rng.between(0, 3);
                let syms = self.rng.between(0, 2);
                self.affine_map_with(dims, syms)
            }
            Some(K::IntegerSet) => self.integer_set(),
            Some(K::Strided) => {
                let rank = self.rng.between(0, 3);
                self.strided_attr(rank)
            }
            Some(K::Distinct) => self.distinct_attr(depth),
            Some(K::Opaque) => self.opaque_attr(),
            Some(K::Loc) => self.loc(),
            Some(K::Alias) => self.rng.pick(&self.attr_aliases).clone(),
        }
    }

    /// A dictionary `{...}` with up to `max` entries and unique keys.
    fn attr_dict(&mut self, max: usize) -> String {
        self.attr_dict_at(max, 1)
    }

    fn attr_dict_at(&mut self, max: usize, depth: usize) -> String {
        let n = self.rng.between(0, max);
        let mut keys = BTreeSet::new();
        let mut entries = Vec::new();
        for _ in 0..n {
            let key = self.attr_key();
            if !keys.insert(key.clone()) {
                continue;
            }
            if self.f.unit_attrs && self.rng.chance(10) {
                entries.push(key);
            } else {
                let value = self.attr(depth);
                entries.push(format!("{key} = {value}"));
            }
        }
        format!("{{{}}}", entries.join(", "))
    }

    /// A dictionary key: bare identifier, keyword, or quoted string.
    fn attr_key(&mut self) -> String {
        match self.rng.below(20) {
            0 => self
                .rng
                .pick(&["loc", "dense", "true", "i32", "f32", "index", "unit"])
                .to_string(),
            1 | 2 => format!("\"{} {}\"", self.ident(), self.rng.below(10)),
            3 => format!("{}.{}", self.ident(), self.ident()),
            4 => format!("_{}${}", self.ident(), self.rng.below(10)),
            _ => self.ident(),
        }
    }

    /// An identifier made of lowercase words and digits.
    fn ident(&mut self) -> String {
        let word = *self.rng.pick(IDENT_WORDS);
        if self.rng.chance(40) {
            format!("{word}{}", self.rng.below(20))
        } else {
            word.to_string()
        }
    }

    /// Text without quotes, backslashes or slashes.
    fn plain_text(&mut self, max_len: usize) -> String {
        const CHARS: &[u8] =
            b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _.,:;!?()#@%&*+=<>{}[]-~'`|^$";
        let n = self.rng.between(0, max_len);
        (0..n).map(|_| char::from(*self.rng.pick(CHARS))).collect()
    }

    /// A quoted string literal, with escapes and UTF-8 when enabled.
    fn string_literal(&mut self) -> String {
        let mut s = String::from("\"");
        let pieces = self.rng.between(0, 6);
        for _ in 0..pieces {
            if self.f.string_escapes && self.rng.chance(30) {
                match self.rng.below(6) {
                    0 => {
                        let escape = *self.rng.pick(&["\\n", "\\t", "\\\"", "\\\\"]);
                        s.push_str(escape);
                    }
                    1 | 2 => s.push_str(&format!("\\{:02X}", self.rng.below(256))),
                    3 => s.push_str(&format!("\\{:02x}", self.rng.below(256))),
                    _ => {
                        let snippet = *self.rng.pick(UTF8_SNIPPETS);
                        s.push_str(snippet);
                    }
                }
            } else {
                let text = self.plain_text(5);
                s.push_str(&text);
            }
        }
        s.push('"');
        s
    }

    fn symbol_ref(&mut self) -> String {
        let n = self.rng.weighted(&[(1usize, 6), (2, 3), (3, 1)]).unwrap_or(1);
        let parts: Vec<String> = (0..n)
            .map(|_| {
                if self.rng.chance(25) {
                    let text = self.plain_text(6);
                    format!("@\"{text} {}\"", self.rng.below(10))
                } else {
                    format!("@{}", self.ident())
                }
            })
            .collect();
        parts.join("::")
    }

    fn opaque_attr(&mut self) -> String {
        let dialect = *self.rng.pick(OP_DIALECTS);
        let name = self.ident();
        match self.rng.below(5) {
            0 => format!("#{dialect}.{name}"),
            1 => format!("#{dialect}.{name}<\"{}\">", self.plain_text(6)),
            2 => format!("#{dialect}<\"{}\">", self.plain_text(6)),
            3 => format!(
                "#{dialect}.{name}<{}, [{}], {{{}}}>",
                self.rng.below(50),
                self.ident(),
                self.ident()
            ),
            _ => format!(
                "#{dialect}.{name}<{}<{}>, ({})>",
                self.ident(),
                self.rng.below(9),
                self.ident()
            ),
        }
    }

    fn distinct_attr(&mut self, depth: usize) -> String {
        if !self.distincts.is_empty() && self.rng.chance(20) {
            return self.rng.pick(&self.distincts).clone();
        }
        self.next_distinct += self.rng.between(0, 3) as u64;
        let id = self.next_distinct;
        self.next_distinct += 1;
        let inner = match self.rng.below(5) {
            0 => String::new(),
            1 => "unit".to_string(),
            _ => self.attr(depth + 1),
        };
        let text = format!("distinct[{id}]<{inner}>");
        self.distincts.push(text.clone());
        text
    }

    // ----- numbers ---------------------------------------------------------------

    fn int_attr(&mut self) -> String {
        match self.rng.below(10) {
            0 | 1 => {
                // Untyped: an i64.
                self.int_literal(64, Signedness::Signed, false)
            }
            2 if self.f.index_type => {
                let v = self.int_literal(64, Signedness::Signed, false);
                format!("{v} : index")
            }
            _ => {
                let ty = self.int_ty(true);
                let Ty::Int { width, sign } = ty else { unreachable!() };
                let v = self.int_literal(width, sign, true);
                format!("{v} : {}", ty.render())
            }
        }
    }

    /// An integer literal valid for an integer type of the given width and
    /// signedness. Signless types accept both signed and unsigned ranges.
    /// `allow_full_unsigned` lets signless values use the unsigned range.
    fn int_literal(&mut self, width: u32, sign: Signedness, allow_full_unsigned: bool) -> String {
        if width == 0 {
            return "0".to_string();
        }
        let w = width.min(128);
        // Bounds as (min, max) in i128 for the signed interpretation, and the
        // unsigned maximum as u128.
        let signed_max: i128 = if w >= 128 { i128::MAX } else { (1i128 << (w - 1)) - 1 };
        let signed_min: i128 = -signed_max - 1;
        let unsigned_max: u128 = if w >= 128 { u128::MAX } else { (1u128 << w) - 1 };
        let use_unsigned = match sign {
            Signedness::Unsigned => true,
            Signedness::Signed => false,
            Signedness::Signless => allow_full_unsigned && self.rng.chance(20),
        };
        let (negative, magnitude): (bool, u128) = if use_unsigned {
            let v = match self.rng.below(6) {
                0 => 0,
                1 => 1,
                2 => unsigned_max,
                3 => u128::from(self.rng.next_u64() % 100).min(unsigned_max),
                _ => self.rng.next_u128() & unsigned_max,
            };
            (false, v)
        } else {
            let v: i128 = match self.rng.below(8) {
                0 => 0,
                1 => 1.min(signed_max),
                2 => -1,
                3 => signed_max,
                4 => signed_min,
                5 | 6 => (self.rng.below(201) as i128 - 100).clamp(signed_min, signed_max),
                _ => {
                    let bits = self.rng.next_u128() as i128;
                    if w >= 128 {
                        bits
                    } else {
                        // Sign-extend the low `w` bits.
                        (bits << (128 - w)) >> (128 - w)
                    }
                }
            };
            (v < 0, v.unsigned_abs())
        };
        let sign_text = if negative { "-" } else { "" };
        if self.f.hex_ints && self.rng.chance(20) {
            if self.rng.chance(50) {
                format!("{sign_text}0x{magnitude:X}")
            } else {
                format!("{sign_text}0x{magnitude:x}")
            }
        } else {
            format!("{sign_text}{magnitude}")
        }
    }

    fn float_attr(&mut self) -> String {
        if self.rng.chance(15) {
            // Untyped: an f64.
            return self.decimal_float();
        }
        let kind = self.float_ty();
        let ty_text = match self
            .type_aliases
            .iter()
            .find(|(_, ty)| matches!(ty.resolved(), Ty::Float(k) if *k == kind))
        {
            Some((name, _)) if self.rng.chance(30) => name.clone(),
            _ => kind.name.to_string(),
        };
        let value = self.float_literal(kind);
        format!("{value} : {ty_text}")
    }

    /// A literal for a float element: decimal, or a bit pattern when enabled.
    fn float_literal(&mut self, kind: FloatKind) -> String {
        if self.f.hex_floats && self.rng.chance(25) {
            self.hex_float(kind)
        } else if kind.name == "f8E8M0FNU" || kind.bits <= 6 {
            // Negative values of the unsigned E8M0 format, and literals that
            // overflow the tiny FN formats, hit undefined behaviour in
            // upstream's APFloat (it keeps a value with no bit pattern).
            // Stay with small non-negative values there.
            format!("{}.5", self.rng.below(3))
        } else {
            self.decimal_float()
        }
    }

    fn hex_float(&mut self, kind: FloatKind) -> String {
        let mask = if kind.bits >= 128 {
            u128::MAX
        } else {
            (1u128 << kind.bits) - 1
        };
        let bits = match self.rng.below(4) {
            0 => 0,
            _ => self.rng.next_u128() & mask,
        };
        let digits = kind.bits.div_ceil(4) as usize;
        if self.rng.chance(50) {
            format!("0x{bits:0digits$X}")
        } else {
            format!("0x{bits:X}")
        }
    }

    /// A decimal float literal (always with a `.` so it lexes as a float).
    fn decimal_float(&mut self) -> String {
        let sign = if self.rng.chance(30) { "-" } else { "" };
        match self.rng.below(8) {
            0 => format!("{sign}0.0"),
            1 => format!("{sign}1.0"),
            2 => format!("{sign}{}.5", self.rng.below(10)),
            3 => format!("{sign}{}.", self.rng.below(100)),
            4 => format!(
                "{sign}{}.{}e{}",
                self.rng.below(10),
                self.rng.below(1000),
                self.rng.below(40)
            ),
            5 => format!(
                "{sign}{}.{:03}e-{}",
                self.rng.below(10),
                self.rng.below(1000),
                self.rng.below(50)
            ),
            6 => format!(
                "{sign}{}.{}E+{}",
                self.rng.below(10),
                self.rng.below(100),
                self.rng.below(10)
            ),
            _ => format!("{sign}{}.{}", self.rng.below(100_000), self.rng.below(100_000)),
        }
    }

    // ----- elements attributes -----------------------------------------------------

    /// Element types usable in `dense`/`sparse` literals.
    fn dense_elem_ty(&mut self, allow_complex: bool) -> Ty {
        let f = self.f;
        let w = |on: bool, weight: u32| if on { weight } else { 0 };
        match self.rng.weighted(&[
            (0u8, 10),
            (1, w(f.index_type, 2)),
            (2, w(f.float_types || f.exotic_float_types, 8)),
            (3, w(f.complex_types && allow_complex, 2)),
        ]) {
            Some(1) => Ty::Index,
            Some(2) => Ty::Float(self.float_ty()),
            Some(3) => {
                let inner = if self.rng.chance(50) {
                    self.int_ty(false)
                } else {
                    Ty::Float(self.float_ty())
                };
                Ty::Complex(Box::new(inner))
            }
            _ => self.int_ty(false),
        }
    }

    /// One element literal of the given (resolved) element type.
    fn elem_literal(&mut self, elem: &Ty) -> String {
        match elem.resolved() {
            Ty::Int {
                width: 1,
                sign: Signedness::Signless,
            } => self.rng.pick(&["true", "false"]).to_string(),
            Ty::Int { width, sign } => self.int_literal(*width, *sign, true),
            Ty::Index => self.int_literal(64, Signedness::Signed, false),
            Ty::Float(kind) => self.float_literal(*kind),
            Ty::Complex(inner) => {
                let inner = inner.resolved().clone();
                let re = self.elem_literal(&inner);
                let im = self.elem_literal(&inner);
                format!("({re}, {im})")
            }
            _ => format!("\"{}\"", self.plain_text(4)),
        }
    }

    /// A statically shaped tensor or vector type text, for elements
    /// attributes whose contents don't matter.
    fn static_shaped_ty(&mut self, allow_empty: bool) -> String {
        let elem = self.dense_elem_ty(false);
        let rank = self.rng.between(1, 2);
        let dims: Vec<Option<u64>> = (0..rank)
            .map(|_| Some(self.rng.between(usize::from(!allow_empty), 4) as u64))
            .collect();
        format!("tensor<{}{}>", render_dims(&dims), elem.render())
    }

    fn dense_attr(&mut self) -> String {
        // Strings need a non-numeric element type.
        let string_elems = self.f.opaque_types && self.rng.chance(8);
        let elem = if string_elems {
            Ty::Opaque(format!("!{}.str", self.rng.pick(OP_DIALECTS)))
        } else {
            self.dense_elem_ty(true)
        };
        let vector = !string_elems && self.f.vector_types && elem.is_vector_elem() && self.rng.chance(25);
        let large = self.f.large_dense && self.rng.chance(8);
        let dims: Vec<u64> = if large {
            match self.rng.below(3) {
                0 => vec![self.rng.between(101, 160) as u64],
                1 => vec![11, self.rng.between(10, 12) as u64],
                _ => vec![3, 5, 7],
            }
        } else {
            let rank = self.rng.weighted(&[(0usize, 2), (1, 5), (2, 3), (3, 1)]).unwrap_or(1);
            (0..rank)
                .map(|_| {
                    if !vector && self.rng.chance(5) {
                        0
                    } else {
                        self.rng.between(1, 4) as u64
                    }
                })
                .collect()
        };
        let count: u64 = dims.iter().product();
        let ty = if vector {
            let scalable = self.f.scalable_vectors && self.rng.chance(15);
            let dims_text: String = dims
                .iter()
                .enumerate()
                .map(|(i, d)| {
                    if scalable && i + 1 == dims.len() {
                        format!("[{d}]x")
                    } else {
                        format!("{d}x")
                    }
                })
                .collect();
            format!("vector<{dims_text}{}>", elem.render())
        } else {
            let dims: Vec<Option<u64>> = dims.iter().map(|&d| Some(d)).collect();
            format!("tensor<{}{}>", render_dims(&dims), elem.render())
        };
        if count == 0 {
            return format!("dense<> : {ty}");
        }
        let hex_bytes = match elem.resolved() {
            Ty::Int {
                width: w @ (8 | 16 | 32 | 64),
                ..
            } => Some(*w as usize / 8),
            Ty::Float(kind) if matches!(kind.bits, 16 | 32 | 64) => Some(kind.bits as usize / 8),
            _ => None,
        };
        if let (Some(bytes), true) = (hex_bytes, self.f.dense_hex && self.rng.chance(15)) {
            let n = if self.rng.chance(30) { 1 } else { count as usize };
            let hex: String = (0..n * bytes).map(|_| format!("{:02X}", self.rng.below(256))).collect();
            return format!("dense<\"0x{hex}\"> : {ty}");
        }
        if self.rng.chance(30) {
            let value = self.elem_literal(&elem);
            return format!("dense<{value}> : {ty}");
        }
        let body = self.nested_literal(&dims, &elem);
        format!("dense<{body}> : {ty}")
    }

    /// A nested list literal of the given shape.
    fn nested_literal(&mut self, dims: &[u64], elem: &Ty) -> String {
        match dims.split_first() {
            None => self.elem_literal(elem),
            Some((&n, rest)) => {
                let items: Vec<String> = (0..n).map(|_| self.nested_literal(rest, elem)).collect();
                format!("[{}]", items.join(", "))
            }
        }
    }

    fn sparse_attr(&mut self) -> String {
        let elem = self.dense_elem_ty(false);
        let rank = self.rng.between(1, 3);
        let dims: Vec<u64> = (0..rank).map(|_| self.rng.between(1, 5) as u64).collect();
        let ty = format!(
            "tensor<{}{}>",
            render_dims(&dims.iter().map(|&d| Some(d)).collect::<Vec<_>>()),
            elem.render()
        );
        let n = self.rng.between(0, 3);
        if n == 0 {
            return format!("sparse<> : {ty}");
        }
        let indices: Vec<String> = (0..n)
            .map(|_| {
                let coords: Vec<String> = dims.iter().map(|&d| self.rng.below(d as usize).to_string()).collect();
                format!("[{}]", coords.join(", "))
            })
            .collect();
        let values = if self.rng.chance(25) {
            self.elem_literal(&elem)
        } else {
            let values: Vec<String> = (0..n).map(|_| self.elem_literal(&elem)).collect();
            format!("[{}]", values.join(", "))
        };
        format!("sparse<[{}], {values}> : {ty}", indices.join(", "))
    }

    fn dense_array(&mut self) -> String {
        let elem = *self.rng.pick(&["i1", "i8", "i16", "i32", "i64", "f32", "f64"]);
        let n = self.rng.between(0, 6);
        if n == 0 {
            return format!("array<{elem}>");
        }
        let values: Vec<String> = (0..n)
            .map(|_| match elem {
                "i1" => self.rng.pick(&["true", "false"]).to_string(),
                "f32" => self.float_literal(fk("f32", 32)),
                "f64" => self.float_literal(fk("f64", 64)),
                int => {
                    let width: u32 = int[1..].parse().expect("integer width");
                    self.int_literal(width, Signedness::Signless, true)
                }
            })
            .collect();
        format!("array<{elem}: {}>", values.join(", "))
    }

    // ----- affine structures ---------------------------------------------------------

    /// Dimension and symbol names: usually `d0`/`s0`, sometimes custom.
    fn affine_names(&mut self, dims: usize, syms: usize) -> (Vec<String>, Vec<String>) {
        if self.rng.chance(15) {
            let d = ["i", "j", "k", "l"];
            let s = ["n", "m", "p"];
            (
                (0..dims).map(|i| d[i % d.len()].to_string()).collect(),
                (0..syms).map(|i| s[i % s.len()].to_string()).collect(),
            )
        } else {
            (
                (0..dims).map(|i| format!("d{i}")).collect(),
                (0..syms).map(|i| format!("s{i}")).collect(),
            )
        }
    }

    /// An affine expression; `symbolic` restricts it to symbols and
    /// constants (valid right-hand side of `*`, `floordiv`, ...).
    fn affine_expr(&mut self, dims: &[String], syms: &[String], depth: usize, symbolic: bool) -> String {
        let leaf = depth >= 3 || self.rng.chance(40);
        if leaf {
            let use_dim = !symbolic && !dims.is_empty() && self.rng.chance(60);
            if use_dim {
                return self.rng.pick(dims).clone();
            }
            if !syms.is_empty() && self.rng.chance(50) {
                return self.rng.pick(syms).clone();
            }
            let c = self.rng.below(21) as i64 - 6;
            return if c < 0 { format!("({c})") } else { c.to_string() };
        }
        let lhs = self.affine_expr(dims, syms, depth + 1, symbolic);
        match self.rng.below(7) {
            0 | 1 => {
                let rhs = self.affine_expr(dims, syms, depth + 1, symbolic);
                format!("({lhs} + {rhs})")
            }
            2 => {
                let rhs = self.affine_expr(dims, syms, depth + 1, symbolic);
                format!("({lhs} - {rhs})")
            }
            3 => {
                let rhs = self.affine_expr(dims, syms, depth + 1, true);
                format!("({lhs} * {rhs})")
            }
            4 => format!("(-{lhs})"),
            _ => {
                let op = *self.rng.pick(&["floordiv", "ceildiv", "mod"]);
                let rhs = if !syms.is_empty() && self.rng.chance(20) {
                    self.rng.pick(syms).clone()
                } else {
                    self.rng.between(1, 8).to_string()
                };
                format!("({lhs} {op} {rhs})")
            }
        }
    }

    fn affine_map_with(&mut self, dims: usize, syms: usize) -> String {
        let (d, s) = self.affine_names(dims, syms);
        let n_results = self.rng.between(0, 3);
        let results: Vec<String> = (0..n_results).map(|_| self.affine_expr(&d, &s, 0, false)).collect();
        let syms_text = if s.is_empty() && self.rng.chance(80) {
            String::new()
        } else {
            format!("[{}]", s.join(", "))
        };
        format!("affine_map<({}){syms_text} -> ({})>", d.join(", "), results.join(", "))
    }

    fn integer_set(&mut self) -> String {
        let dims = self.rng.between(0, 3);
        let syms = self.rng.between(0, 2);
        let (d, s) = self.affine_names(dims, syms);
        let n = self.rng.between(1, 3);
        let constraints: Vec<String> = (0..n)
            .map(|_| {
                let lhs = self.affine_expr(&d, &s, 0, false);
                match self.rng.below(4) {
                    0 => format!("{lhs} == 0"),
                    1 => format!("{lhs} >= 0"),
                    2 => format!("{lhs} >= {}", self.affine_expr(&d, &s, 1, false)),
                    _ => format!("{lhs} <= {}", self.affine_expr(&d, &s, 1, false)),
                }
            })
            .collect();
        let syms_text = if s.is_empty() {
            String::new()
        } else {
            format!("[{}]", s.join(", "))
        };
        format!(
            "affine_set<({}){syms_text} : ({})>",
            d.join(", "),
            constraints.join(", ")
        )
    }

    /// `strided<[...], offset: ...>` with `rank` strides.
    fn strided_attr(&mut self, rank: usize) -> String {
        let strides: Vec<String> = (0..rank)
            .map(|_| {
                if self.rng.chance(25) {
                    "?".to_string()
                } else {
                    self.rng.between(0, 64).to_string()
                }
            })
            .collect();
        let offset = match self.rng.below(3) {
            0 => String::new(),
            1 => ", offset: ?".to_string(),
            _ => format!(", offset: {}", self.rng.between(0, 99)),
        };
        format!("strided<[{}]{offset}>", strides.join(", "))
    }

    // ----- locations -------------------------------------------------------------------

    /// A full `loc(...)`.
    fn loc(&mut self) -> String {
        let body = self.loc_body(0);
        format!("loc({body})")
    }

    /// The inside of a `loc(...)`.
    fn loc_body(&mut self, depth: usize) -> String {
        let nest = depth < 2;
        let w = |on: bool, weight: u32| if on { weight } else { 0 };
        let kind = self
            .rng
            .weighted(&[
                (0u8, 30),
                (1, 4),
                (2, 6),
                (3, 8),
                (4, 10),
                (5, w(nest, 8)),
                (6, w(nest, 8)),
                (7, w(!self.loc_aliases.is_empty(), 8)),
            ])
            .unwrap_or(0);
        match kind {
            0 => format!("{}:{}:{}", self.file_name(), self.rng.below(200), self.rng.below(80)),
            1 => format!("{}:{}", self.file_name(), self.rng.below(200)),
            2 => {
                let file = self.file_name();
                let (line, col) = (self.rng.below(100), self.rng.below(80));
                if self.rng.chance(50) {
                    format!(
                        "{file}:{line}:{col} to {}:{}",
                        line + self.rng.below(5),
                        self.rng.below(80)
                    )
                } else {
                    format!("{file}:{line}:{col} to :{}", col + self.rng.below(20))
                }
            }
            3 => "unknown".to_string(),
            4 => {
                let name = self.loc_name();
                if nest && self.rng.chance(50) {
                    format!("{name}({})", self.loc_body(depth + 1))
                } else {
                    name
                }
            }
            5 => format!("callsite({} at {})", self.loc_body(depth + 1), self.loc_body(depth + 1)),
            6 => {
                let n = self.rng.between(0, 3);
                let locs: Vec<String> = (0..n).map(|_| self.loc_body(depth + 1)).collect();
                let metadata = if self.rng.chance(30) {
                    let attr = match self.rng.below(3) {
                        0 => "unit".to_string(),
                        1 => format!("\"{}\"", self.ident()),
                        _ => format!("{} : i32", self.rng.below(100)),
                    };
                    format!("<{attr}>")
                } else {
                    String::new()
                };
                format!("fused{metadata}[{}]", locs.join(", "))
            }
            _ => self.rng.pick(&self.loc_aliases).clone(),
        }
    }

    fn file_name(&mut self) -> String {
        let stem = self.ident();
        let ext = *self.rng.pick(&[".mlir", ".c", ".py", "", ".cpp"]);
        let dir = if self.rng.chance(20) { "dir/" } else { "" };
        format!("\"{dir}{stem}{ext}\"")
    }

    fn loc_name(&mut self) -> String {
        if self.f.string_escapes && self.rng.chance(20) {
            self.string_literal()
        } else {
            format!("\"{}\"", self.ident())
        }
    }
}

fn render_block_args(args: &[(Val, Option<String>)]) -> String {
    if args.is_empty() {
        return String::new();
    }
    let args = join(args, |(val, loc)| match loc {
        Some(loc) => format!("{}: {} {loc}", val.name, val.ty.render()),
        None => format!("{}: {}", val.name, val.ty.render()),
    });
    format!("({args})")
}

/// Dominator sets of a control flow graph whose entry is block 0, given the
/// successor lists. Unreachable blocks get `{entry, self}`: they are
/// dominated by everything, and the entry's values are the safe choice.
fn dominators(successors: &[Vec<usize>]) -> Vec<BTreeSet<usize>> {
    let n = successors.len();
    let mut reachable = vec![false; n];
    let mut stack = vec![0];
    while let Some(block) = stack.pop() {
        if !std::mem::replace(&mut reachable[block], true) {
            stack.extend(successors[block].iter().copied());
        }
    }
    let all: BTreeSet<usize> = (0..n).collect();
    let mut dom: Vec<BTreeSet<usize>> = (0..n)
        .map(|b| if b == 0 { BTreeSet::from([0]) } else { all.clone() })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for block in 1..n {
            if !reachable[block] {
                continue;
            }
            let mut new: Option<BTreeSet<usize>> = None;
            for pred in (0..n).filter(|&p| reachable[p] && successors[p].contains(&block)) {
                new = Some(match new {
                    None => dom[pred].clone(),
                    Some(acc) => acc.intersection(&dom[pred]).copied().collect(),
                });
            }
            let mut new = new.unwrap_or_default();
            new.insert(block);
            if new != dom[block] {
                dom[block] = new;
                changed = true;
            }
        }
    }
    for block in 1..n {
        if !reachable[block] {
            dom[block] = BTreeSet::from([0, block]);
        }
    }
    dom
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_text() {
        for seed in 0..50 {
            assert_eq!(generate_module(seed, 30), generate_module(seed, 30), "seed {seed}");
        }
    }

    #[test]
    fn different_seeds_differ() {
        let texts: BTreeSet<String> = (0..50).map(|seed| generate_module(seed, 30)).collect();
        assert_eq!(texts.len(), 50, "50 seeds should give 50 different modules");
    }

    #[test]
    fn never_contains_split_marker() {
        for seed in 0..200 {
            assert!(!generate_module(seed, 40).contains("// -----"), "seed {seed}");
        }
    }

    #[test]
    fn feature_spec_parses() {
        let f = Features::from_spec("none,+int_types,regions,max_depth=2").unwrap();
        assert!(f.int_types && f.regions && !f.dense_elements);
        assert_eq!(f.max_depth, 2);
        assert!(Features::from_spec("all,-nope").is_err());
        assert_eq!(Features::from_spec("").unwrap(), Features::all());
    }

    #[test]
    fn dominators_of_a_diamond() {
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3.
        let dom = dominators(&[vec![1, 2], vec![3], vec![3], vec![]]);
        assert_eq!(dom[3], BTreeSet::from([0, 3]));
        assert_eq!(dom[1], BTreeSet::from([0, 1]));
    }
}
