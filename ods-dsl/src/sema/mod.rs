//! Semantic analysis: name resolution and validation, from ASTs to the
//! [`crate::model`]. Errors are collected per phase (declarations, then
//! definitions) and each points at its span.

pub mod classes;
mod defs;
mod interface_order;
mod interfaces;
mod op;
mod params;
mod patterns;
mod pred;
mod props;
mod template;
mod texpr;
mod traits;

pub use interfaces::interface_model;
pub use pred::{ATTR_ATOMS, DENSE_ARRAY_ELEMENTS, FLOAT_KINDS, TYPE_ATOMS};

use crate::ast::{self, ConstraintKind, Item, Value};
use crate::diag::{Diagnostic, SourceMap};
use crate::model::{self, AttrConstraint, AttrValue, Module, Span, TypeConstraint};
use std::collections::{BTreeMap, HashMap, HashSet};

/// One parsed input handed to [`analyze`].
pub struct Input<'a> {
    /// File id in the [`SourceMap`].
    pub file: u32,
    /// The syntax tree.
    pub ast: &'a ast::File,
    /// Whether this is the builtin prelude (its constraints are not emitted).
    pub prelude: bool,
}

/// A declared name: where and what.
#[derive(Clone, Copy)]
enum TypeDecl<'a> {
    Constraint(&'a ast::Constraint),
    Def(&'a ast::Def),
}

#[derive(Clone, Copy)]
enum AttrDecl<'a> {
    Constraint(&'a ast::Constraint),
    Enum(&'a ast::Enum),
    EnumAttr(&'a ast::EnumAttr),
    Def(&'a ast::Def),
}

/// Analysis state.
pub(crate) struct Sema<'a> {
    sources: &'a SourceMap,
    type_decls: HashMap<String, (TypeDecl<'a>, Span)>,
    attr_decls: HashMap<String, (AttrDecl<'a>, Span)>,
    type_cache: HashMap<String, Option<TypeConstraint>>,
    attr_cache: HashMap<String, Option<AttrConstraint>>,
    resolving: HashSet<String>,
    dialects: BTreeMap<String, model::Dialect>,
    enums: HashMap<String, model::EnumDef>,
    /// Custom-storage property kinds (`property_type`), with their names' spans.
    prop_types: HashMap<String, (model::PropType, Span)>,
    /// Op interfaces declared by the inputs.
    interfaces: HashMap<String, (&'a ast::Interface, Span)>,
    /// The interfaces declared by the prelude (upstream's, generated in `ir`).
    upstream_interfaces: HashSet<String>,
    /// Interfaces declared in Rust (`#[op_interface]`), outside the inputs: ops may
    /// list them; rustc resolves them.
    rust_interfaces: HashSet<String>,
    /// Custom-storage property kinds declared in Rust (`#[property_type]`), outside
    /// the inputs, by the path ops name them with: ops may use them; rustc resolves
    /// them.
    rust_prop_kinds: HashSet<String>,
    /// The parameters of the parameterised constraint being instantiated.
    scope: params::Scope,
}

/// Validates parsed inputs and builds the model; every error found in the
/// failing phase is returned.
pub fn analyze(sources: &SourceMap, inputs: &[Input<'_>]) -> Result<Module, Vec<Diagnostic>> {
    analyze_with(sources, inputs, &RustItems::default())
}

/// Items declared in Rust, outside the inputs, that the inputs' ops may name
/// (what `#[op]` tells sema about, as it cannot see them).
#[derive(Default)]
pub struct RustItems<'r> {
    /// Interfaces (`#[op_interface]`, ...), by name: `#[op]` attaches them.
    pub interfaces: &'r [String],
    /// Custom-storage property kinds (`#[property_type]`), by the path ops name
    /// them with (`props::Nice`): the op's code uses the kind's items there.
    pub prop_kinds: &'r [String],
}

/// [`analyze`], where ops may also name the items declared in Rust `rust` lists.
pub fn analyze_with(
    sources: &SourceMap,
    inputs: &[Input<'_>],
    rust: &RustItems<'_>,
) -> Result<Module, Vec<Diagnostic>> {
    let mut s = Sema {
        sources,
        type_decls: HashMap::new(),
        attr_decls: HashMap::new(),
        type_cache: HashMap::new(),
        attr_cache: HashMap::new(),
        resolving: HashSet::new(),
        dialects: BTreeMap::new(),
        enums: HashMap::new(),
        prop_types: HashMap::new(),
        interfaces: HashMap::new(),
        upstream_interfaces: HashSet::new(),
        rust_interfaces: rust.interfaces.iter().cloned().collect(),
        rust_prop_kinds: rust.prop_kinds.iter().cloned().collect(),
        scope: params::Scope::new(),
    };
    // Phase 1: declarations.
    let mut d = Vec::new();
    let mut op_names: HashMap<String, Span> = HashMap::new();
    let mut op_idents: HashMap<String, Span> = HashMap::new();
    for input in inputs {
        for item in &input.ast.items {
            s.declare(item, &mut op_names, &mut op_idents, &mut d);
            if let (true, Item::Interface(i)) = (input.prelude, item) {
                s.upstream_interfaces.insert(i.name.name.clone());
            }
        }
    }
    if !d.is_empty() {
        return Err(d);
    }
    // Phase 2: definitions.
    let mut module = Module {
        dialects: s.dialects.values().cloned().collect(),
        ..Module::default()
    };
    for input in inputs {
        for item in &input.ast.items {
            match item {
                Item::Constraint(c) if !c.params.is_empty() => params::check_params(c, &mut d),
                Item::Constraint(c) => match c.kind {
                    ConstraintKind::Type => {
                        if let Some(tc) = s.lookup_type_constraint(&c.name.name, c.name.span, &mut d) {
                            if !input.prelude {
                                module.type_constraints.push(tc);
                            }
                        }
                    }
                    ConstraintKind::Attr => {
                        if let Some(ac) = s.lookup_attr_constraint(&c.name.name, c.name.span, &mut d) {
                            if !input.prelude {
                                module.attr_constraints.push(ac);
                            }
                        }
                    }
                },
                Item::Enum(e) => {
                    if let Some(en) = s.enums.get(&e.name.name) {
                        module.enums.push(en.clone());
                    }
                }
                Item::EnumAttr(e) => {
                    if let Some(m) = s.enum_attr(e, &mut d) {
                        module.enum_attrs.push(m);
                    }
                }
                Item::Def(def) => {
                    if let Some(m) = s.def(def, &mut d) {
                        module.defs.push(m);
                    }
                }
                Item::Op(op) => {
                    if let Some(m) = s.op(op, &mut d) {
                        module.ops.push(m);
                    }
                }
                Item::Interface(i) => {
                    if let Some(mut m) = s.interface_def(i, &mut d) {
                        if input.prelude {
                            m.home = Some(UPSTREAM_INTERFACES_HOME.to_string());
                        }
                        module.interfaces.push(m);
                    }
                }
                Item::PropertyType(p) => {
                    if let (false, Some((m, _))) = (input.prelude, s.prop_types.get(&p.name.name)) {
                        if !module.prop_types.contains(m) {
                            module.prop_types.push(m.clone());
                        }
                    }
                }
                Item::Include(_) | Item::Dialect(_) | Item::Native(_) | Item::Pattern(_) | Item::Class(_) => {}
            }
        }
    }
    // Phase 3: patterns, over the ops of every input.
    let items = || inputs.iter().flat_map(|i| i.ast.items.iter());
    let native_defs: Vec<&ast::NativeDef> = items()
        .filter_map(|i| match i {
            Item::Native(n) => Some(n),
            _ => None,
        })
        .collect();
    let pattern_items: Vec<&ast::Pattern> = items()
        .filter_map(|i| match i {
            Item::Pattern(p) => Some(p),
            _ => None,
        })
        .collect();
    if d.is_empty() && !(native_defs.is_empty() && pattern_items.is_empty()) {
        let natives = patterns::natives(&native_defs, &mut d);
        module.patterns = s.patterns(&pattern_items, &natives, &module.ops, &mut d);
    }
    for i in &mut module.interfaces {
        i.ops = match i.kind {
            model::InterfaceKind::Op => module
                .ops
                .iter()
                .filter(|o| o.interfaces.contains(&i.name))
                .map(|o| o.op_name.clone())
                .collect(),
            _ => module
                .defs
                .iter()
                .filter(|d| d.interfaces.contains(&i.name))
                .map(|d| d.name.clone())
                .collect(),
        };
    }
    defs::check_attr_mnemonics(&module, &mut d);
    if d.is_empty() {
        Ok(module)
    } else {
        Err(d)
    }
}

/// The Rust module upstream's interfaces (declared in the prelude) are generated in.
pub const UPSTREAM_INTERFACES_HOME: &str = "::ir::interfaces";

fn duplicate(what: &str, name: &str, span: Span, first: Span) -> Diagnostic {
    Diagnostic::error(span, format!("duplicate {what} '{name}'"))
        .label("redefined here")
        .with_secondary(first, "first defined here")
}

impl<'a> Sema<'a> {
    fn declare(
        &mut self,
        item: &'a Item,
        op_names: &mut HashMap<String, Span>,
        op_idents: &mut HashMap<String, Span>,
        d: &mut Vec<Diagnostic>,
    ) {
        match item {
            Item::Include(_) | Item::Native(_) | Item::Pattern(_) | Item::Class(_) => {}
            Item::PropertyType(p) => self.declare_prop_type(p, d),
            Item::Interface(i) => self.declare_interface(i, d),
            Item::Dialect(dl) => self.declare_dialect(dl, d),
            Item::Constraint(c) => {
                let n = &c.name.name;
                let first = self
                    .type_decls
                    .get(n)
                    .map(|x| x.1)
                    .or_else(|| self.attr_decls.get(n).map(|x| x.1));
                if let Some(first) = first {
                    d.push(duplicate("constraint", n, c.name.span, first));
                    return;
                }
                match c.kind {
                    ConstraintKind::Type => {
                        self.type_decls
                            .insert(n.clone(), (TypeDecl::Constraint(c), c.name.span));
                    }
                    ConstraintKind::Attr => {
                        self.attr_decls
                            .insert(n.clone(), (AttrDecl::Constraint(c), c.name.span));
                    }
                }
            }
            Item::Enum(e) => {
                let n = &e.name.name;
                let first = self
                    .type_decls
                    .get(n)
                    .map(|x| x.1)
                    .or_else(|| self.attr_decls.get(n).map(|x| x.1));
                if let Some(first) = first {
                    d.push(duplicate("enum", n, e.name.span, first));
                    return;
                }
                if let Some(en) = self.enum_def(e, d) {
                    self.enums.insert(n.clone(), en);
                }
                self.attr_decls.insert(n.clone(), (AttrDecl::Enum(e), e.name.span));
            }
            Item::EnumAttr(e) => {
                let n = &e.name.name;
                let first = self
                    .type_decls
                    .get(n)
                    .map(|x| x.1)
                    .or_else(|| self.attr_decls.get(n).map(|x| x.1));
                if let Some(first) = first {
                    d.push(duplicate("enum attribute", n, e.name.span, first));
                    return;
                }
                self.attr_decls.insert(n.clone(), (AttrDecl::EnumAttr(e), e.name.span));
            }
            Item::Def(def) => {
                let n = &def.name.name;
                let first = self
                    .type_decls
                    .get(n)
                    .map(|x| x.1)
                    .or_else(|| self.attr_decls.get(n).map(|x| x.1));
                if let Some(first) = first {
                    d.push(duplicate("definition", n, def.name.span, first));
                    return;
                }
                if def.is_attr {
                    self.attr_decls.insert(n.clone(), (AttrDecl::Def(def), def.name.span));
                } else {
                    self.type_decls.insert(n.clone(), (TypeDecl::Def(def), def.name.span));
                }
            }
            Item::Op(op) => {
                if let Some(first) = op_names.get(&op.op_name.value) {
                    d.push(duplicate("op", &op.op_name.value, op.op_name.span, *first));
                } else {
                    op_names.insert(op.op_name.value.clone(), op.op_name.span);
                }
                let rust = model::rust_name(&op.name.name);
                if let Some(first) = op_idents.get(&rust) {
                    d.push(
                        duplicate("op class", &rust, op.name.span, *first).with_note(
                            "ops are named after their definition with everything up to the first '_' removed",
                        ),
                    );
                } else {
                    op_idents.insert(rust, op.name.span);
                }
            }
        }
    }

    fn declare_dialect(&mut self, dl: &ast::Dialect, d: &mut Vec<Diagnostic>) {
        let n = &dl.name.name;
        if let Some(first) = self.dialects.get(n) {
            d.push(duplicate("dialect", n, dl.name.span, first.span));
            return;
        }
        if !is_identifier_like(n) || n.contains('.') {
            d.push(Diagnostic::error(dl.name.span, format!("invalid dialect name '{n}'")));
        }
        let summary = single(&dl.summary, "summary", d)
            .map(|s| s.value.clone())
            .unwrap_or_default();
        let description = single(&dl.description, "description", d)
            .map(|s| s.value.clone())
            .unwrap_or_default();
        let version = match dl.version.as_slice() {
            [] => None,
            [(v, span), rest @ ..] => {
                for (_, s) in rest {
                    d.push(Diagnostic::error(*s, "duplicate 'version'").with_secondary(*span, "first given here"));
                }
                if v.iter().any(|&c| c < 0 || c > u32::MAX as i64) {
                    let shown: Vec<String> = v.iter().map(i64::to_string).collect();
                    d.push(Diagnostic::error(
                        *span,
                        format!("dialect version {} is out of range", shown.join(".")),
                    ));
                }
                Some(
                    v.iter()
                        .map(|&c| c.clamp(0, u32::MAX as i64) as u32)
                        .collect::<Vec<u32>>(),
                )
            }
        };
        let upgrade = match dl.upgrade.as_slice() {
            [] => None,
            [s, rest @ ..] => {
                for r in rest {
                    d.push(Diagnostic::error(r.span, "duplicate 'upgrade'").with_secondary(s.span, "first given here"));
                }
                if syn::parse_str::<syn::Path>(&s.value).is_err() {
                    d.push(Diagnostic::error(s.span, format!("'{}' is not a Rust path", s.value)));
                }
                if dl.version.is_empty() {
                    d.push(
                        Diagnostic::error(s.span, "an upgrade hook needs a dialect version")
                            .with_note("declare the current version: `version N;`"),
                    );
                }
                Some(s.value.clone())
            }
        };
        let use_properties = match dl.use_properties.as_slice() {
            [] => true,
            [(v, span), rest @ ..] => {
                for (_, s) in rest {
                    d.push(
                        Diagnostic::error(*s, "duplicate 'use_properties_for_attributes'")
                            .with_secondary(*span, "first given here"),
                    );
                }
                *v
            }
        };
        let cpp_namespace = single(&dl.cpp_namespace, "cpp_namespace", d).map(|s| s.value.clone());
        let rust_path = |v: &[ast::Str], what: &str, d: &mut Vec<Diagnostic>| {
            single(v, what, d).map(|s| {
                if syn::parse_str::<syn::Path>(&s.value).is_err() {
                    d.push(Diagnostic::error(s.span, format!("'{}' is not a Rust path", s.value)));
                }
                s.value.clone()
            })
        };
        let type_parser = rust_path(&dl.type_parser, "type_parser", d);
        let constant_materializer = rust_path(&dl.constant_materializer, "constant_materializer", d);
        let mut dependent = Vec::new();
        for dep in &dl.dependent {
            if dependent.contains(&dep.name) {
                d.push(Diagnostic::error(
                    dep.span,
                    format!("dialect '{}' is listed twice", dep.name),
                ));
            }
            dependent.push(dep.name.clone());
        }
        self.dialects.insert(
            n.clone(),
            model::Dialect {
                name: n.clone(),
                summary,
                description,
                version,
                upgrade,
                dependent,
                use_properties,
                cpp_namespace,
                type_parser,
                constant_materializer,
                span: dl.span,
            },
        );
    }

    pub(super) fn type_decl_exists(&self, name: &str) -> bool {
        self.type_decls.contains_key(name)
    }

    pub(super) fn attr_decl_exists(&self, name: &str) -> bool {
        self.attr_decls.contains_key(name)
    }

    /// Resolves a named type constraint (declared constraint or typedef).
    pub(super) fn lookup_type_constraint(
        &mut self,
        name: &str,
        use_span: Span,
        d: &mut Vec<Diagnostic>,
    ) -> Option<TypeConstraint> {
        if let Some(c) = self.type_cache.get(name) {
            return c.clone();
        }
        if self.reject_bare_parameterised(name, use_span, ConstraintKind::Type, d) {
            return None;
        }
        let (decl, _) = *self.type_decls.get(name)?;
        self.resolve_once(
            name,
            use_span,
            d,
            |s| &mut s.type_cache,
            |s, d| match decl {
                TypeDecl::Constraint(c) => s.type_constraint_decl(c, d),
                TypeDecl::Def(def) => {
                    let (dialect, mnemonic) = def_dialect_and_mnemonic(def);
                    Some(TypeConstraint {
                        name: Some(name.to_string()),
                        summary: def_summary(def, name, "type"),
                        pred: model::TypePred::DialectType {
                            dialect: dialect.into(),
                            mnemonic: mnemonic.into(),
                        },
                        buildable: None,
                    })
                }
            },
        )
    }

    /// Runs `resolve` for the constraint `name`, unless it is being resolved
    /// already (a constraint that refers to itself, reported at `use_span`),
    /// and keeps the result in the cache `cache` gives.
    fn resolve_once<T: Clone>(
        &mut self,
        name: &str,
        use_span: Span,
        d: &mut Vec<Diagnostic>,
        cache: fn(&mut Self) -> &mut HashMap<String, Option<T>>,
        resolve: impl FnOnce(&mut Self, &mut Vec<Diagnostic>) -> Option<T>,
    ) -> Option<T> {
        if !self.resolving.insert(name.to_string()) {
            d.push(Diagnostic::error(
                use_span,
                format!("constraint '{name}' refers to itself"),
            ));
            return None;
        }
        let result = resolve(self, d);
        self.resolving.remove(name);
        cache(self).insert(name.to_string(), result.clone());
        result
    }

    fn type_constraint_decl(&mut self, c: &ast::Constraint, d: &mut Vec<Diagnostic>) -> Option<TypeConstraint> {
        let pred = self.type_pred(&c.pred, d);
        let mut buildable = None;
        for (k, v) in &c.fields {
            match (k.name.as_str(), v) {
                ("buildable", Value::Str(s)) => buildable = Some(s.value.clone()),
                ("buildable", other) => d.push(Diagnostic::error(other.span(), "'buildable' expects a string")),
                (other, _) => d.push(
                    Diagnostic::error(k.span, format!("unknown field '{other}' in a type constraint"))
                        .with_note("type constraints accept: buildable"),
                ),
            }
        }
        Some(TypeConstraint {
            name: Some(c.name.name.clone()),
            summary: c.summary.value.clone(),
            pred: pred?,
            buildable,
        })
    }

    /// Resolves a named attribute constraint (declared constraint, enum or attrdef).
    pub(super) fn lookup_attr_constraint(
        &mut self,
        name: &str,
        use_span: Span,
        d: &mut Vec<Diagnostic>,
    ) -> Option<AttrConstraint> {
        if let Some(c) = self.attr_cache.get(name) {
            return c.clone();
        }
        if self.reject_bare_parameterised(name, use_span, ConstraintKind::Attr, d) {
            return None;
        }
        let (decl, _) = *self.attr_decls.get(name)?;
        self.resolve_once(
            name,
            use_span,
            d,
            |s| &mut s.attr_cache,
            |s, d| match decl {
                AttrDecl::Constraint(c) => s.attr_constraint_decl(c, d),
                AttrDecl::Enum(e) => s.enums.get(&e.name.name).map(defs::enum_constraint),
                AttrDecl::EnumAttr(e) => {
                    let mut scratch = Vec::new();
                    s.enum_attr(e, &mut scratch).map(|ea| defs::enum_attr_constraint(&ea))
                }
                AttrDecl::Def(def) => {
                    let (dialect, mnemonic) = def_dialect_and_mnemonic(def);
                    Some(AttrConstraint {
                        name: Some(name.to_string()),
                        summary: def_summary(def, name, "attribute"),
                        pred: model::AttrPred::DialectAttr {
                            dialect: dialect.into(),
                            mnemonic: mnemonic.into(),
                        },
                        value: if def.is_attr {
                            AttrValue::Def(name.to_string())
                        } else {
                            AttrValue::None
                        },
                        const_builder: None,
                        storage: Some(model::AttrPred::DialectAttr {
                            dialect: dialect.into(),
                            mnemonic: mnemonic.into(),
                        }),
                        asm: model::AttrAsm::Stripped(None),
                    })
                }
            },
        )
    }

    fn attr_constraint_decl(&mut self, c: &ast::Constraint, d: &mut Vec<Diagnostic>) -> Option<AttrConstraint> {
        let pred = self.attr_pred(&c.pred, d);
        let mut value_kind: Option<(String, Span)> = None;
        let mut value_type: Option<String> = None;
        let mut const_builder = None;
        let mut asm: Option<model::AttrAsm> = None;
        for (k, v) in &c.fields {
            match (k.name.as_str(), v) {
                ("value", Value::Ident(i)) => value_kind = Some((i.name.clone(), i.span)),
                ("value_type", Value::Str(s)) => value_type = Some(s.value.clone()),
                ("build", Value::Str(s)) => const_builder = Some(s.value.clone()),
                ("parse_type", Value::Str(s)) => asm = Some(model::AttrAsm::WithoutType(s.value.clone())),
                ("parser", Value::Str(s)) => {
                    if syn::parse_str::<syn::Path>(&s.value).is_err() {
                        d.push(Diagnostic::error(s.span, format!("'{}' is not a Rust path", s.value)));
                    }
                    asm = Some(model::AttrAsm::Stripped(Some(s.value.clone())))
                }
                ("asm", Value::Ident(i)) => match i.name.as_str() {
                    "any" => asm = Some(model::AttrAsm::Any),
                    "full" => asm = Some(model::AttrAsm::Full),
                    "stripped" => asm = Some(model::AttrAsm::Stripped(None)),
                    "symbol_name" => asm = Some(model::AttrAsm::SymbolName),
                    other => d.push(
                        Diagnostic::error(i.span, format!("unknown assembly form '{other}'"))
                            .with_note("assembly forms: any, full, stripped, symbol_name (or `parse_type \"T\"`)"),
                    ),
                },
                ("value" | "value_type" | "build" | "parse_type" | "parser" | "asm", other) => d.push(
                    Diagnostic::error(other.span(), format!("'{}' has a value of the wrong kind", k.name)),
                ),
                (other, _) => d.push(
                    Diagnostic::error(k.span, format!("unknown field '{other}' in an attribute constraint"))
                        .with_note("attribute constraints accept: value, value_type, build, parse_type, parser, asm"),
                ),
            }
        }
        let vt = || value_type.clone().unwrap_or_else(|| "i64".into());
        let value = match value_kind {
            None => AttrValue::None,
            Some((k, span)) => match k.as_str() {
                "int" => AttrValue::Int(vt()),
                "float" => AttrValue::Float(value_type.clone().unwrap_or_else(|| "f64".into())),
                "bool" => AttrValue::Bool,
                "string" => AttrValue::Str,
                "type" => AttrValue::Type,
                "dense" => AttrValue::DenseInts(vt()),
                "int_array" => AttrValue::IntArray(vt()),
                "attrs" => AttrValue::AttrArray,
                "unit" => AttrValue::Unit,
                _ => {
                    d.push(
                        Diagnostic::error(span, format!("unknown value kind '{k}'"))
                            .with_note("value kinds: int, float, bool, string, type, dense, int_array, attrs, unit"),
                    );
                    AttrValue::None
                }
            },
        };
        let pred = pred?;
        Some(AttrConstraint {
            name: Some(c.name.name.clone()),
            summary: c.summary.value.clone(),
            storage: pred.storage(),
            asm: asm.unwrap_or_else(|| model::AttrAsm::default_for(&pred, &value)),
            pred,
            value,
            const_builder,
        })
    }

    /// The dialect of a `dialect.name` string, reporting errors.
    fn split_dialect_name(&self, s: &ast::Str, what: &str, d: &mut Vec<Diagnostic>) -> Option<(String, String)> {
        let Some((dialect, rest)) = s.value.split_once('.') else {
            d.push(
                Diagnostic::error(s.span, format!("{what} name '{}' has no dialect prefix", s.value))
                    .label("expected 'dialect.name'"),
            );
            return None;
        };
        if rest.is_empty()
            || !rest
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
        {
            d.push(Diagnostic::error(s.span, format!("invalid {what} name '{}'", s.value)));
            return None;
        }
        if !self.dialects.contains_key(dialect) {
            let mut diag =
                Diagnostic::error(s.span, format!("unknown dialect '{dialect}'")).label("no such dialect is declared");
            if !self.dialects.is_empty() {
                let known: Vec<&str> = self.dialects.keys().map(String::as_str).collect();
                diag = diag.with_note(format!("declared dialects: {}", known.join(", ")));
            }
            d.push(diag);
            return None;
        }
        Some((dialect.to_string(), rest.to_string()))
    }
}

/// The one value of a field that may be given once; later ones are errors.
fn single<'x>(v: &'x [ast::Str], what: &str, d: &mut Vec<Diagnostic>) -> Option<&'x ast::Str> {
    let first = v.first()?;
    for s in &v[1..] {
        d.push(Diagnostic::error(s.span, format!("duplicate '{what}'")).with_secondary(first.span, "first given here"));
    }
    Some(first)
}

fn is_identifier_like(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|f| f.is_ascii_alphabetic() || f == '_') && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

/// The dialect and mnemonic of a definition's `"dialect.mnemonic"` name
/// (empty when it has no `.`, which its own check reports).
fn def_dialect_and_mnemonic(def: &ast::Def) -> (&str, &str) {
    def.full_name.value.split_once('.').unwrap_or(("", ""))
}

/// A definition's summary as a constraint, `"{name} {what}"` without one.
fn def_summary(def: &ast::Def, name: &str, what: &str) -> String {
    def.summary
        .first()
        .map(|s| s.value.clone())
        .unwrap_or_else(|| format!("{name} {what}"))
}

#[cfg(test)]
mod tests {
    use crate::model::{Arity, Presence};

    fn op(body: &str) -> crate::model::Op {
        let text = format!("dialect t {{}}\n{body}\n");
        let c = crate::check_source("t.ods", &text).unwrap_or_else(|f| panic!("{}", f.render()));
        c.module.ops.into_iter().next().unwrap()
    }

    #[test]
    fn summaries_compose_as_in_ods() {
        let o = op(r#"op A "t.a" {
            operands { a: TensorOf<[F32, F64]>, b: Variadic<AnyTypeOf<[I32, Index]>>, c: MemRefOf<[I8]> }
            attributes { x: ConfinedAttr<I64Attr, [IntMinValue<2>]>, y: OptionalAttr<ConfinedAttr<I64ArrayAttr, [ArrayMinCount<1>]>>,
                         z: DefaultValuedAttr<I32Attr, "4"> }
        }"#);
        assert_eq!(
            o.operands[0].constraint.summary,
            "tensor of 32-bit float or 64-bit float values"
        );
        assert_eq!(o.operands[1].arity, Arity::Variadic);
        assert_eq!(
            o.operands[1].message_summary(),
            "variadic of 32-bit signless integer or index"
        );
        assert_eq!(
            o.operands[2].constraint.summary,
            "memref of 8-bit signless integer values"
        );
        assert_eq!(
            o.attributes[0].constraint.summary,
            "64-bit signless integer attribute whose minimum value is 2"
        );
        assert_eq!(o.attributes[1].presence, Presence::Optional);
        assert_eq!(
            o.attributes[1].constraint.summary,
            "64-bit integer array attribute with at least 1 elements"
        );
        assert_eq!(o.attributes[2].default_text().as_deref(), Some("4 : i32"));
        assert_eq!(o.attribute_names(), vec!["x", "y", "z"]);
    }

    #[test]
    fn op_interfaces_are_declared_listed_and_checked() {
        let text = r#"dialect t {}
op_interface Shape<Cx> {
  summary "Shapes";
  method rank(cx: "&Cx") -> "usize" "The rank.";
  method reset(cx: "&mut Cx");
}
op A "t.a" [Shape] {}
op B "t.b" { interfaces [Shape]; }
op C "t.c" {}
"#;
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let i = c.module.interfaces.iter().find(|i| i.name == "Shape").unwrap();
        assert_eq!(
            (i.name.as_str(), i.generics.as_slice()),
            ("Shape", &["Cx".to_string()][..])
        );
        assert_eq!(i.methods.len(), 2);
        assert_eq!(i.methods[0].ret.as_deref(), Some("usize"));
        assert_eq!(i.ops, vec!["t.a", "t.b"]);
        let bad = r#"dialect t {}
op_interface Shape<Cx, Cx> {
  method rank(x: "&&&") -> "usize";
  method rank(self: "u8");
}
op_interface Shape { method m(); }
op_interface BranchOpInterface { method m(); }
op A "t.a" { interfaces [Nope]; }
"#;
        let f = crate::check_source("t.ods", bad).err().unwrap();
        let messages: Vec<String> = f.diagnostics.iter().map(|d| d.message.clone()).collect();
        for expected in ["duplicate interface 'Shape'", "duplicate interface 'BranchOpInterface'"] {
            assert!(messages.iter().any(|m| m == expected), "{messages:?}");
        }
        let bad = bad.replace(
            "op_interface Shape { method m(); }\nop_interface BranchOpInterface { method m(); }\n",
            "",
        );
        let f = crate::check_source("t.ods", &bad).err().unwrap();
        let messages: Vec<String> = f.diagnostics.iter().map(|d| d.message.clone()).collect();
        for expected in [
            "duplicate type parameter 'Cx'",
            "duplicate method 'rank'",
            "parameter name 'self' is reserved",
        ] {
            assert!(messages.iter().any(|m| m == expected), "{messages:?}");
        }
        assert!(
            messages.iter().any(|m| m.starts_with("'&&&' is not a Rust type")),
            "{messages:?}"
        );
        assert!(messages.iter().any(|m| m == "unknown interface 'Nope'"), "{messages:?}");
    }

    #[test]
    fn attr_and_type_interfaces_are_listed_on_definitions() {
        let text = r#"
dialect t {}
type_interface Named { method name() -> "String"; }
type_interface Sized<Cx> { method size(cx: "&Cx") -> "u64"; }
attr_interface Tagged { method tag() -> "u32" default "{ 0 }"; }
typedef T_A "t.a" { interfaces [DeclareTypeInterfaceMethods<Named>, Sized, MemRefElementTypeInterface]; }
attrdef T_B "t.b" { interfaces [Tagged]; }
attrdef T_C "t.c" { interfaces [DeclareAttrInterfaceMethods<Tagged>]; }
"#;
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let def = |n: &str| c.module.defs.iter().find(|d| d.name == n).unwrap();
        let a = def("T_A");
        assert_eq!(a.interfaces, ["Named", "Sized", "MemRefElementTypeInterface"]);
        // `Sized` has a type parameter: the implementer attaches it.
        assert_eq!(
            a.registered_interfaces,
            ["NamedMethods", "::ir::interfaces::MemRefElementTypeInterfaceMethods"]
        );
        // Only a plainly listed interface of default methods is implemented for it.
        assert_eq!(a.provided_interfaces, ["::ir::interfaces::MemRefElementTypeInterface"]);
        assert_eq!(def("T_B").provided_interfaces, ["Tagged"]);
        assert!(def("T_C").provided_interfaces.is_empty());
        let tagged = c.module.interfaces.iter().find(|i| i.name == "Tagged").unwrap();
        assert_eq!(tagged.kind, crate::model::InterfaceKind::Attr);
        assert_eq!(tagged.ops, ["T_B", "T_C"]);
        let bad =
            "dialect t {}\ntype_interface N { method m(ctx: \"u32\"); }\nattrdef T_A \"t.a\" { interfaces [N, N]; }\n";
        let f = crate::check_source("t.ods", bad).err().unwrap();
        let messages: Vec<&str> = f.diagnostics.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "parameter name 'ctx' is reserved",
                "'N' is a type interface, not an attribute interface",
                "'N' is a type interface, not an attribute interface",
            ]
        );
    }

    #[test]
    fn interface_defaults_and_registration_paths() {
        let text = r#"dialect t {}
op_interface Count {
  method n() -> "usize" default "{ 2 }";
  method m() -> "usize";
}
op_interface Gen<Cx> { method run(cx: "&mut Cx"); }
op A "t.a" [Count, Gen, BranchOpInterface] {}
"#;
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let count = c.module.interfaces.iter().find(|i| i.name == "Count").unwrap();
        assert_eq!(count.methods[0].default.as_deref(), Some("{ 2 }"));
        assert_eq!(count.methods[1].default, None);
        assert!(count.is_registered() && count.home.is_none());
        let branch = c
            .module
            .interfaces
            .iter()
            .find(|i| i.name == "BranchOpInterface")
            .unwrap();
        assert_eq!(branch.home.as_deref(), Some(super::UPSTREAM_INTERFACES_HOME));
        assert_eq!(
            c.module.ops[0].registered_interfaces,
            vec![
                "CountMethods",
                "GenMethods",
                "::ir::interfaces::BranchOpInterfaceMethods"
            ],
            "a generic interface keeps its value table; its `__declared_by` records the op"
        );
    }

    #[test]
    fn traits_give_what_they_mean_upstream() {
        let text = r#"dialect t {}
op Y "t.yield" [ReturnLike, Terminator] { operands { v: Variadic<AnyType> } }
op Z "t.own" [ReturnLike, Terminator, DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>] {}
op E "t.e" [ElementwiseMappable] { operands { x: AnyType } results { r: AnyType } }
"#;
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let [y, z, e] = &c.module.ops[..] else {
            panic!("three ops")
        };
        // `ReturnLike` gives the terminator interface with its default bodies...
        assert_eq!(y.interfaces, vec!["RegionBranchTerminatorOpInterface"]);
        assert_eq!(
            y.provided_interfaces,
            vec!["::ir::interfaces::RegionBranchTerminatorOpInterface"]
        );
        assert_eq!(
            y.registered_interfaces,
            vec!["::ir::interfaces::RegionBranchTerminatorOpInterfaceMethods"]
        );
        // ...unless the op declares (and implements) it itself.
        assert!(z.provided_interfaces.is_empty());
        // Listed plainly, an interface whose methods all have default bodies is
        // upstream's `X::Trait`: the generator implements it as the trait gives it.
        let plain = "dialect t {}\nop Z \"t.z\" [Terminator, RegionBranchTerminatorOpInterface] {}\n";
        let c = crate::check_source("t.ods", plain).unwrap_or_else(|f| panic!("{}", f.render()));
        assert_eq!(
            c.module.ops[0].provided_interfaces,
            vec!["::ir::interfaces::RegionBranchTerminatorOpInterface"]
        );
        assert_eq!(z.interfaces, vec!["RegionBranchTerminatorOpInterface"]);
        // `ElementwiseMappable` is upstream's trait list: its four traits, in order.
        use crate::model::Trait;
        assert_eq!(
            e.traits,
            vec![
                Trait::Elementwise,
                Trait::Scalarizable,
                Trait::Vectorizable,
                Trait::Tensorizable
            ]
        );
        // mlir-tblgen-22: "Tensorizable requires Elementwise to precede it in traits
        // list"; a trait the list gives again is skipped.
        let message = |traits: &str| {
            let op = format!(
                "dialect t {{}}\nop A \"t.a\" [{traits}] {{ operands {{ x: AnyType }} results {{ r: AnyType }} }}\n"
            );
            crate::check_source("t.ods", &op)
                .err()
                .map(|f| f.diagnostics[0].message.clone())
        };
        let after = "trait 'Tensorizable' requires 'Elementwise' to precede it in the trait list";
        assert_eq!(message("Tensorizable").as_deref(), Some(after));
        assert_eq!(message("Tensorizable, Elementwise").as_deref(), Some(after));
        assert_eq!(message("Elementwise, Tensorizable"), None);
        assert_eq!(message("Elementwise, ElementwiseMappable"), None);
    }

    /// mlir-tblgen 22 attaches `BytecodeOpInterface::Trait` to the ops with
    /// properties storage (checked with `mlir-tblgen-22 -gen-op-decls`).
    #[test]
    fn ops_with_properties_get_the_bytecode_interface() {
        let text = r#"dialect t {}
dialect d { use_properties_for_attributes false; }
op None "t.none" { operands { x: AnyType } }
op Attr "t.attr" { attributes { a: I32Attr } }
op Prop "t.prop" { properties { p: I32Prop } }
op Seg "t.seg" [AttrSizedOperandSegments] { operands { a: Variadic<AnyType>, b: Variadic<AnyType> } }
op Own "t.own" { attributes { a: I32Attr } interfaces [BytecodeOpInterface]; }
op DictAttr "d.attr" { attributes { a: I32Attr } }
op DictProp "d.prop" { properties { p: I32Prop } }
"#;
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let provided = |name: &str| {
            let op = c.module.ops.iter().find(|o| o.op_name == name).unwrap();
            let provided = op
                .provided_interfaces
                .iter()
                .any(|p| p.ends_with("::BytecodeOpInterface"));
            let declared = op.interfaces.iter().any(|i| i == "BytecodeOpInterface");
            (declared, provided)
        };
        assert_eq!(provided("t.none"), (false, false));
        assert_eq!(provided("t.attr"), (true, true));
        assert_eq!(provided("t.prop"), (true, true));
        assert_eq!(provided("t.seg"), (true, true));
        // An op listing it implements its own encoding.
        assert_eq!(provided("t.own"), (true, false));
        // Attributes kept in the dictionary are no properties; native ones are.
        assert_eq!(provided("d.attr"), (false, false));
        assert_eq!(provided("d.prop"), (true, true));
    }

    /// An op interface's `verify` (MLIR's interface `verify`).
    #[test]
    fn interface_verifiers_are_op_interface_blocks() {
        let text = r#"dialect t {}
op_interface V { method m(); verify "{ Ok(()) }"; }
"#;
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let v = c.module.interfaces.iter().find(|i| i.name == "V").unwrap();
        assert_eq!(v.verify.as_deref(), Some("{ Ok(()) }"));
        for (bad, expected) in [
            (
                r#"op_interface V { method m(); verify "{}"; verify "{}"; }"#,
                "duplicate 'verify'",
            ),
            (
                r#"attr_interface V { verify "{}"; }"#,
                "'verify' is only supported on op interfaces without type parameters",
            ),
            (
                r#"op_interface V<C> { method m(c: "C"); verify "{}"; }"#,
                "'verify' is only supported on op interfaces without type parameters",
            ),
        ] {
            let f = crate::check_source("t.ods", &format!("dialect t {{}}\n{bad}\n"))
                .err()
                .unwrap();
            let messages: Vec<&str> = f.diagnostics.iter().map(|d| d.message.as_str()).collect();
            assert!(messages.contains(&expected), "{bad}: {messages:?}");
        }
        let f = crate::check_source(
            "t.ods",
            "dialect t {}\nop_interface V { method m(); verify \"Ok(\"; }\n",
        )
        .err()
        .unwrap();
        assert!(f.diagnostics[0]
            .message
            .starts_with("the verifier of 'V' is not a Rust block"));
    }

    #[test]
    fn symbol_and_function_interfaces_follow_upstream() {
        let text = r#"dialect t {}
op G "t.global" [Symbol] {}
op F "t.func" [Symbol] { interfaces [DeclareOpInterfaceMethods<FunctionOpInterface>]; }
op H "t.plain" [Symbol] { interfaces [FunctionOpInterface]; }
"#;
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let [g, f, h] = &c.module.ops[..] else {
            panic!("three ops")
        };
        // ODS's `Symbol` is `SymbolOpInterface`, with the default bodies...
        assert_eq!(g.interfaces, vec!["SymbolOpInterface"]);
        assert_eq!(g.provided_interfaces, vec!["::ir::interfaces::SymbolOpInterface"]);
        // ...and `FunctionOpInterface` declares its bases, plainly: the op implements
        // those with a method without default (`CallableOpInterface`), and those it
        // declares the methods of.
        assert_eq!(
            h.provided_interfaces,
            vec![
                "::ir::interfaces::FunctionOpInterface",
                "::ir::interfaces::SymbolOpInterface"
            ]
        );
        // Each base just before the interface extending it, as mlir-tblgen-22's
        // trait list (`SymbolOpInterface`, `CallableOpInterface`, then
        // `FunctionOpInterface`).
        assert_eq!(
            f.interfaces,
            vec!["SymbolOpInterface", "CallableOpInterface", "FunctionOpInterface"]
        );
        // `DeclareOpInterfaceMethods<FunctionOpInterface>`: the op's own, but for
        // its base with default bodies only (a base is listed plainly, as upstream).
        assert_eq!(f.provided_interfaces, vec!["::ir::interfaces::SymbolOpInterface"]);
        assert_eq!(
            f.registered_interfaces,
            vec![
                "::ir::interfaces::SymbolOpInterfaceMethods",
                "::ir::interfaces::CallableOpInterfaceMethods",
                "::ir::interfaces::FunctionOpInterfaceMethods"
            ]
        );
        // `FunctionOpInterface` has upstream's methods, each with a default body that
        // reads what ODS-defined functions store (`function_type`, `arg_attrs`, ...).
        let function = upstream_interface(&c.module.interfaces, "FunctionOpInterface");
        let names: Vec<&str> = function.methods.iter().map(|m| m.name.as_str()).collect();
        for m in ["function_type", "function_body", "is_external", "arg_attr_dict"] {
            assert!(names.contains(&m), "{m}");
        }
        // The signature and the attribute arrays are `CallableOpInterface`'s, a base.
        assert!(!names.contains(&"argument_types"));
        assert_eq!(
            function.bases,
            vec![
                "::ir::interfaces::SymbolOpInterface",
                "::ir::interfaces::CallableOpInterface"
            ]
        );
        assert!(function.methods.iter().all(|m| m.default.is_some()));
        assert_eq!(function.ops, vec!["t.func", "t.plain"]);
    }

    /// The upstream interface `name` among those a file sees.
    fn upstream_interface<'m>(all: &'m [crate::model::InterfaceDef], name: &str) -> &'m crate::model::InterfaceDef {
        all.iter().find(|i| i.name == name).expect("declared upstream")
    }

    #[test]
    fn speculation_traits_give_conditionally_speculatable() {
        let text = r#"dialect t {}
op P "t.pure" [Pure] {}
op A "t.always" [AlwaysSpeculatable] {}
op R "t.rec" [RecursivelySpeculatable, RecursiveMemoryEffects] {}
op C "t.cond" [DeclareOpInterfaceMethods<ConditionallySpeculatable>] {}
op N "t.none" [NoMemoryEffect] {}
"#;
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let iface = upstream_interface(&c.module.interfaces, "ConditionallySpeculatable");
        assert_eq!(iface.methods[0].name, "speculatability");
        let [p, a, r, own, none] = &c.module.ops[..] else {
            panic!("five ops")
        };
        // The traits give the interface with the default body (which reads them)...
        for op in [p, a, r] {
            assert!(
                op.interfaces.iter().any(|i| i == "ConditionallySpeculatable"),
                "{}",
                op.op_name
            );
            assert!(
                op.provided_interfaces
                    .contains(&"::ir::interfaces::ConditionallySpeculatable".to_string()),
                "{}",
                op.op_name
            );
        }
        // ...an op declaring it answers in Rust...
        assert_eq!(own.interfaces, vec!["ConditionallySpeculatable"]);
        assert!(own.provided_interfaces.is_empty());
        assert_eq!(
            own.registered_interfaces,
            vec!["::ir::interfaces::ConditionallySpeculatableMethods"]
        );
        // ...and `NoMemoryEffect` alone is not speculatable, as upstream.
        assert_eq!(none.interfaces, vec!["MemoryEffectsOpInterface"]);
    }

    /// The two ops of `text` (the same trait in two spellings) have the same traits
    /// and interfaces.
    fn same_speculation(text: &str, name: &str) {
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let [short, upstream] = &c.module.ops[..] else {
            panic!("two ops")
        };
        let names = |op: &crate::model::Op| op.traits.iter().map(|t| t.ods_name()).collect::<Vec<_>>();
        assert_eq!(names(upstream), vec![name.to_string()]);
        assert_eq!(names(upstream), names(short));
        assert_eq!(upstream.interfaces, vec!["ConditionallySpeculatable"]);
        assert_eq!(upstream.interfaces, short.interfaces);
        assert_eq!(upstream.provided_interfaces, short.provided_interfaces);
    }

    #[test]
    fn always_speculatable_impl_trait_is_always_speculatable() {
        same_speculation(
            "dialect t {}\nop A \"t.a\" [AlwaysSpeculatable] {}\nop B \"t.b\" [AlwaysSpeculatableImplTrait] {}\n",
            "AlwaysSpeculatable",
        );
    }

    #[test]
    fn recursively_speculatable_impl_trait_is_recursively_speculatable() {
        same_speculation(
            "dialect t {}\nop A \"t.a\" [RecursivelySpeculatable] {}\nop B \"t.b\" [RecursivelySpeculatableImplTrait] {}\n",
            "RecursivelySpeculatable",
        );
    }

    #[test]
    fn stated_effects_give_the_memory_effects_interface() {
        let text = r#"dialect t {}
op P "t.pure" [Pure] {}
op R "t.read" [MemoryEffects<[MemRead]>] {}
op L "t.load" { operands { m: Arg<AnyType, "", [MemRead]> } }
op Rec "t.rec" [RecursiveMemoryEffects] {}
op Own "t.own" [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>] {}
"#;
        let c = crate::check_source("t.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
        let iface = upstream_interface(&c.module.interfaces, "MemoryEffectsOpInterface");
        assert_eq!(iface.home.as_deref(), Some(super::UPSTREAM_INTERFACES_HOME));
        let effects = &iface.methods[0];
        assert_eq!(effects.name, "effects");
        assert_eq!(effects.ret.as_deref(), Some("Vec<::ir::effects::EffectInstance>"));
        assert!(iface.methods.iter().all(|m| m.default.is_some()));
        let provided = vec!["::ir::interfaces::MemoryEffectsOpInterface"];
        let [p, r, l, rec, own] = &c.module.ops[..] else {
            panic!("five ops")
        };
        // `Pure`, `MemoryEffects<[...]>` and effects on values give the generated
        // `getEffects` (the default bodies); `Pure` is also `AlwaysSpeculatable`...
        assert_eq!(
            p.interfaces,
            vec!["ConditionallySpeculatable", "MemoryEffectsOpInterface"]
        );
        assert_eq!(
            p.provided_interfaces,
            vec!["::ir::interfaces::ConditionallySpeculatable", provided[0]]
        );
        for op in [r, l] {
            assert_eq!(op.interfaces, vec!["MemoryEffectsOpInterface"], "{}", op.op_name);
            assert_eq!(op.provided_interfaces, provided, "{}", op.op_name);
        }
        // ...`RecursiveMemoryEffects` alone gives none, as upstream...
        assert!(rec.interfaces.is_empty());
        // ...and an op declaring it implements it itself.
        assert_eq!(own.interfaces, vec!["MemoryEffectsOpInterface"]);
        assert!(own.provided_interfaces.is_empty());
        assert_eq!(
            own.registered_interfaces,
            vec!["::ir::interfaces::MemoryEffectsOpInterfaceMethods"]
        );
        // Effects keep their resource (the default one when none is named).
        assert_eq!(
            l.operands[0].effects,
            vec![(crate::model::MemEffect::Read, crate::model::Resource::Default)]
        );
        let scoped = "dialect t {}\nop A \"t.alloca\" { results { m: Res<AnyType, \"\", [MemAlloc<AutomaticAllocationScopeResource>, MemReadAt<0, FullEffect>]> } }\n";
        let c = crate::check_source("t.ods", scoped).unwrap_or_else(|f| panic!("{}", f.render()));
        assert_eq!(
            c.module.ops[0].results[0].effects,
            vec![
                (
                    crate::model::MemEffect::Alloc,
                    crate::model::Resource::AutomaticAllocationScope
                ),
                (crate::model::MemEffect::Read, crate::model::Resource::Default)
            ]
        );
        let unknown = "dialect t {}\nop A \"t.a\" { operands { m: Arg<AnyType, \"\", [MemRead<MyResource>]> } }\n";
        let f = crate::check_source("t.ods", unknown).err().unwrap();
        assert_eq!(f.diagnostics[0].message, "unknown resource 'MyResource'");
        // It is no longer a name of the closed list: declaring it again is a duplicate.
        let again = "dialect t {}\nop_interface MemoryEffectsOpInterface { method f(); }\n";
        let f = crate::check_source("t.ods", again).err().unwrap();
        assert_eq!(
            f.diagnostics[0].message,
            "duplicate interface 'MemoryEffectsOpInterface'"
        );
    }

    #[test]
    fn errors_of_a_phase_are_all_collected() {
        let text = "dialect t {}\nop A \"t.a\" [Nope] { operands { x: Bad } }\nop B \"t.b\" [AlsoNope] {}\n";
        let f = crate::check_source("t.ods", text).err().unwrap();
        assert_eq!(f.diagnostics.len(), 3);
    }
}
