//! The per-op table of a declarative assembly format
//! (`ir::ods::format::OpFormat`), with mlir-tblgen's printer spacing
//! decided here, at generation time, exactly as mlir-tblgen decides it.

use super::preds::{attr_pred, path_tokens, type_pred, Table};
use crate::format::{Element, ElementKind, Format, OIClause, OptionalGroup, TypeResolution};
use crate::model::{Arity, AttrAsm, AttrPred, AttrValue, Op, Presence, Trait, TypePred, TypeTransform};
use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// `shouldEmitSpaceBefore`: whether a literal wants a space before it.
fn want_space(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.chars().next().unwrap_or(' ');
    if last_was_punct {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

/// mlir-tblgen's two printer spacing flags (`shouldEmitSpace`,
/// `lastWasPunctuation`), followed through a format at generation time (op
/// formats and attribute formats alike).
#[derive(Copy, Clone)]
pub(super) struct Spacing {
    pub(super) should_space: bool,
    pub(super) last_punct: bool,
}

impl Spacing {
    /// The flags at the start of a format.
    pub(super) fn start() -> Self {
        Spacing {
            should_space: true,
            last_punct: false,
        }
    }

    /// A literal `v`: whether a space goes before it.
    pub(super) fn literal(&mut self, v: &str) -> bool {
        let space = self.should_space && want_space(v, self.last_punct);
        let c = v.chars().next().unwrap_or(' ');
        self.should_space = !(v.len() == 1 && "<({[".contains(c));
        self.last_punct = !(c == '_' || c.is_ascii_alphabetic());
        space
    }

    /// A variable or directive: whether a space goes before it.
    pub(super) fn other(&mut self) -> bool {
        let space = self.should_space || !self.last_punct;
        self.last_punct = false;
        self.should_space = true;
        space
    }
}

/// The generator: the op, and mlir-tblgen's two spacing flags.
struct Gen<'a> {
    op: &'a Op,
    sp: Spacing,
}

const F: fn() -> TokenStream = || quote!(::ir::ods::format);

/// An index into a table (`u16` in `ir::ods::format`), written without suffix.
fn idx(i: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::u16_unsuffixed(i as u16)
}

impl Gen<'_> {
    fn literal_flags(&mut self, v: &str) -> bool {
        self.sp.literal(v)
    }

    fn other_flags(&mut self) -> bool {
        self.sp.other()
    }

    fn elements(&mut self, elements: &[Element], elided_unit: Option<&Element>) -> Vec<TokenStream> {
        let mut out = Vec::new();
        for e in elements {
            if elided_unit.is_some_and(|u| u.kind == e.kind) {
                continue;
            }
            if let Some(t) = self.element(e) {
                out.push(t);
            }
        }
        out
    }

    fn element(&mut self, e: &Element) -> Option<TokenStream> {
        let f = F();
        Some(match &e.kind {
            ElementKind::Literal(v) => {
                let space = self.literal_flags(v);
                quote!(#f::Elem::Literal { text: #v, space: #space })
            }
            ElementKind::Space => {
                self.sp.last_punct = false;
                self.sp.should_space = false;
                quote!(#f::Elem::Space)
            }
            ElementKind::NoSpace => {
                self.sp.last_punct = true;
                self.sp.should_space = false;
                return None;
            }
            ElementKind::Newline => quote!(#f::Elem::Newline),
            ElementKind::AttrDict { keyword } => {
                self.sp.last_punct = false;
                quote!(#f::Elem::AttrDict { keyword: #keyword })
            }
            ElementKind::PropDict => {
                self.sp.last_punct = false;
                quote!(#f::Elem::PropDict)
            }
            ElementKind::Optional(g) => self.group(g),
            ElementKind::OIList(clauses) => self.oilist(clauses),
            _ => {
                let space = self.other_flags();
                self.value_element(e, space)
            }
        })
    }

    fn value_element(&self, e: &Element, space: bool) -> TokenStream {
        let f = F();
        match &e.kind {
            ElementKind::Operand(i) => {
                let i = idx(*i);
                quote!(#f::Elem::Operand { group: #i, space: #space })
            }
            ElementKind::Attribute { index, qualified } => {
                let var = attr_var(self.op, *index, *qualified, false);
                quote!(#f::Elem::Attr { var: #var, space: #space })
            }
            ElementKind::Property(i) => {
                let var = prop_var(self.op, *i, false);
                quote!(#f::Elem::Attr { var: #var, space: #space })
            }
            ElementKind::Region(i) => {
                let i = idx(*i);
                quote!(#f::Elem::Region { index: #i, space: #space })
            }
            ElementKind::Successor(i) => {
                let i = idx(*i);
                quote!(#f::Elem::Successor { index: #i, space: #space })
            }
            ElementKind::Operands => quote!(#f::Elem::Operands { space: #space }),
            ElementKind::Regions => quote!(#f::Elem::Regions { space: #space }),
            ElementKind::Successors => quote!(#f::Elem::Successors { space: #space }),
            ElementKind::Type { arg, qualified } => {
                let ty = type_elem(self.op, arg, *qualified);
                quote!(#f::Elem::Type { ty: #ty, space: #space })
            }
            ElementKind::FunctionalType { inputs, results } => {
                let (i, r) = (type_arg(inputs), type_arg(results));
                quote!(#f::Elem::FunctionalType { inputs: #i, results: #r, space: #space })
            }
            ElementKind::Custom { name, args } => {
                let parse = format_ident!("parse_{}", name.to_snake_case());
                let print = format_ident!("print_{}", name.to_snake_case());
                let args = args.iter().map(|a| custom_arg(self.op, a));
                quote! {
                    #f::Elem::Custom {
                        directive: #f::CustomDirective { name: #name, parse: #parse, print: #print },
                        args: &[#(#args),*],
                        space: #space,
                    }
                }
            }
            _ => quote!(#f::Elem::Space),
        }
    }

    fn group(&mut self, g: &OptionalGroup) -> TokenStream {
        let f = F();
        let anchor_el = g.anchor_element();
        // A unit attribute or property anchoring the group, not its first
        // element, is not printed: the group's presence implies it.
        let unit_anchor = match &anchor_el.kind {
            ElementKind::Attribute { index, .. } => self.op.attributes[*index].constraint.value == AttrValue::Unit,
            ElementKind::Property(i) => {
                let p = &self.op.properties[*i];
                p.constraint.value == AttrValue::Unit && !p.is_optional()
            }
            _ => false,
        };
        let not_then_front = !std::ptr::eq(anchor_el, &g.then_elements[0]);
        let not_else_front = g.else_elements.first().is_none_or(|e| !std::ptr::eq(anchor_el, e));
        let elided = (unit_anchor && not_then_front && not_else_front).then_some(anchor_el);
        let then = self.elements(&g.then_elements, elided);
        let els = self.elements(&g.else_elements, elided);
        let anchor = anchor(self.op, anchor_el);
        let inverted = g.inverted;
        let elided_unit = match elided.map(|e| &e.kind) {
            Some(ElementKind::Attribute { index, .. }) => {
                let v = attr_var(self.op, *index, false, false);
                quote!(Some(#v))
            }
            Some(ElementKind::Property(i)) => {
                let v = prop_var(self.op, *i, false);
                quote!(Some(#v))
            }
            _ => quote!(None),
        };
        // Start indices count only the whitespace elements that stay in the
        // table (` `` ` prints nothing and is dropped).
        let emitted = |els: &[Element], upto: usize| {
            els[..upto]
                .iter()
                .filter(|e| matches!(e.kind, ElementKind::Space | ElementKind::Newline))
                .count()
        };
        let (ts, es) = (
            idx(emitted(&g.then_elements, g.then_parse_start)),
            idx(emitted(&g.else_elements, g.else_parse_start)),
        );
        quote! {
            #f::Elem::Optional(&#f::OptGroup {
                then_elements: &[#(#then),*],
                else_elements: &[#(#els),*],
                anchor: #anchor,
                inverted: #inverted,
                then_start: #ts,
                else_start: #es,
                elided_unit: #elided_unit,
            })
        }
    }

    fn oilist(&mut self, clauses: &[OIClause]) -> TokenStream {
        let f = F();
        let mut items = Vec::new();
        for c in clauses {
            let kw = &c.keyword;
            let space = self.literal_flags(kw);
            let unit_index = match c.elements.as_slice() {
                [Element {
                    kind: ElementKind::Attribute { index, .. },
                    ..
                }] if self.op.attributes[*index].constraint.value == AttrValue::Unit => Some(*index),
                _ => None,
            };
            let elements = if unit_index.is_some() {
                Vec::new()
            } else {
                self.elements(&c.elements, None)
            };
            let unit = match unit_index {
                Some(i) => {
                    let v = attr_var(self.op, i, false, true);
                    quote!(Some(#v))
                }
                None => quote!(None),
            };
            let mut vars = Vec::new();
            for e in &c.elements {
                crate::format::collect_variables(e, &mut vars);
            }
            let present = vars.iter().filter_map(|v| presence_anchor(self.op, v));
            items.push(quote! {
                #f::OIClause {
                    keyword: #kw,
                    space: #space,
                    elements: &[#(#elements),*],
                    unit: #unit,
                    present: &[#(#present),*],
                }
            });
        }
        quote!(#f::Elem::OIList { clauses: &[#(#items),*] })
    }
}

/// An attribute variable. `no_default`: presence is plain presence (oilists).
fn attr_var(op: &Op, index: usize, qualified: bool, no_default: bool) -> TokenStream {
    let f = F();
    let a = &op.attributes[index];
    let name = &a.name;
    let slot = idx(op.properties.len() + index);
    let c = &a.constraint;
    let optional = matches!(a.presence, Presence::Optional | Presence::DefaultOptional(_));
    let default = match (&a.presence, no_default) {
        (Presence::Default(_), false) => a.default_text().map(|t| {
            let t = super::preds::text_tokens(&t);
            quote!(Some(#t))
        }),
        _ => None,
    };
    let unit = c.value == AttrValue::Unit;
    let full = || match c.storage.as_ref().filter(|s| **s != AttrPred::Any) {
        Some(s) => {
            let p = attr_pred(s);
            quote!(#f::AttrForm::Full(Some(&#p)))
        }
        None => quote!(#f::AttrForm::Full(None)),
    };
    let form = match &c.asm {
        AttrAsm::WithoutType(t) => quote!(#f::AttrForm::WithoutType(#t)),
        AttrAsm::Any => quote!(#f::AttrForm::Any),
        _ if qualified => full(),
        AttrAsm::Full => full(),
        AttrAsm::SymbolName => quote!(#f::AttrForm::SymbolName),
        AttrAsm::Enum => enum_form(c, false),
        AttrAsm::Stripped(parser) => match (
            &c.pred,
            dialect_of(&c.pred).or_else(|| c.storage.as_ref().and_then(dialect_of)),
        ) {
            // An attribute declared in Rust: its `DeclaredAttr` says.
            (AttrPred::Declared(p), _) => {
                let t = path_tokens(p);
                let t = quote!(<#t as ::ir::ods::DeclaredAttr>);
                quote!(#f::AttrForm::Stripped { dialect: #t::NAMESPACE, mnemonic: #t::KEYWORD, parser: #t::STRIPPED_PARSER })
            }
            (_, Some(Dialectish::Attr(d, m))) => {
                let parser = match parser {
                    Some(p) => {
                        let p = path_tokens(p);
                        quote!(Some(#p))
                    }
                    None => quote!(None),
                };
                quote!(#f::AttrForm::Stripped { dialect: #d, mnemonic: #m, parser: #parser })
            }
            (_, Some(Dialectish::Dense(e))) => quote!(#f::AttrForm::DenseArray(#e)),
            (_, None) => full(),
        },
    };
    let lead = match c.storage.as_ref().unwrap_or(&c.pred) {
        AttrPred::String => Some(quote!(#f::Lead::String)),
        AttrPred::Array(_) => Some(quote!(#f::Lead::LSquare)),
        AttrPred::SymbolRef { .. } => Some(quote!(#f::Lead::At)),
        _ => None,
    };
    let storage = c.storage.as_ref().filter(|s| **s != AttrPred::Any).map(|s| {
        let p = attr_pred(s);
        quote!(Some(&#p))
    });
    let head = quote!(name: #name, slot: #slot, form: #form,);
    attr_var_tokens(head, (optional, default, unit), lead, storage)
}

/// An `AttrVar` with `head` (name, slot, form), presence (optional,
/// default, unit), lead and storage, naming only what differs from
/// `AttrVar::BASE` (`None`, `false`: the base's value).
fn attr_var_tokens(
    head: TokenStream,
    (optional, default, unit): (bool, Option<TokenStream>, bool),
    lead: Option<TokenStream>,
    storage: Option<TokenStream>,
) -> TokenStream {
    let f = F();
    let fields = [
        ("optional", optional.then(|| quote!(true))),
        ("default", default),
        ("unit", unit.then(|| quote!(true))),
        ("lead", lead),
        ("storage", storage),
    ];
    let rest = fields.into_iter().filter_map(|(name, value)| {
        let name = format_ident!("{}", name);
        value.map(|v| quote!(#name: #v,))
    });
    quote!(#f::AttrVar { #head #(#rest)* ..#f::AttrVar::BASE })
}

enum Dialectish {
    Attr(String, String),
    Dense(String),
}

fn dialect_of(p: &AttrPred) -> Option<Dialectish> {
    match p {
        AttrPred::DialectAttr { dialect, mnemonic } => Some(Dialectish::Attr(dialect.clone(), mnemonic.clone())),
        AttrPred::DenseArray(e) => Some(Dialectish::Dense(e.clone())),
        AttrPred::And(v) => v.iter().find_map(dialect_of),
        _ => None,
    }
}

/// The `AttrForm` of an enum attribute, or with `property` of an `EnumProp`
/// (whose parse errors name the enum's summary).
fn enum_form(c: &crate::model::AttrConstraint, property: bool) -> TokenStream {
    let f = F();
    let AttrValue::Enum(name) = &c.value else {
        return quote!(#f::AttrForm::Any);
    };
    let width = enum_width(&c.pred).unwrap_or(64);
    let ty = format_ident!("{}", crate::model::rust_type_name(name));
    if property {
        let summary = &c.summary;
        quote!(#f::AttrForm::EnumProperty { cases: #ty::CASES, width: #width, summary: #summary })
    } else {
        quote!(#f::AttrForm::Enum { cases: #ty::CASES, width: #width })
    }
}

/// A property's summary as MLIR's messages name it (`int64_t`, `string`).
fn prop_summary(c: &crate::model::AttrConstraint) -> String {
    match &c.value {
        AttrValue::Str => "string".into(),
        AttrValue::Bool => "boolean".into(),
        AttrValue::Unit => "unit property".into(),
        AttrValue::PropOptional { elem, .. } => format!("optional {}", prop_summary(elem)),
        AttrValue::PropArray(elem) => format!("array of {}", prop_summary(elem)),
        // Integers: their C++ type (`int64_t`, `uint8_t`).
        _ => c.summary.clone(),
    }
}

/// The `PropElem` of an `ArrayProp` whose element property is `c`.
fn prop_elem(c: &crate::model::AttrConstraint) -> TokenStream {
    let f = F();
    match &c.value {
        AttrValue::Int(t) => quote!(#f::PropElem::Int(#t)),
        AttrValue::UInt(t) => quote!(#f::PropElem::UInt(#t)),
        AttrValue::Bool => quote!(#f::PropElem::Bool),
        AttrValue::Unit => quote!(#f::PropElem::Unit),
        AttrValue::Enum(name) => {
            let width = enum_width(&c.pred).unwrap_or(64);
            let ty = format_ident!("{}", crate::model::rust_type_name(name));
            let summary = &c.summary;
            quote!(#f::PropElem::Enum { cases: #ty::CASES, width: #width, summary: #summary })
        }
        AttrValue::PropArray(inner) => {
            let inner = prop_elem(inner);
            quote!(#f::PropElem::Array(&#inner))
        }
        AttrValue::DenseInts(t) => quote!(#f::PropElem::Dense(#t)),
        AttrValue::PropOptional { elem, long } => {
            let summary = prop_summary(c);
            let elem = prop_elem(elem);
            quote!(#f::PropElem::Optional { elem: &#elem, long: #long, summary: #summary })
        }
        _ => quote!(#f::PropElem::String),
    }
}

fn enum_width(p: &AttrPred) -> Option<u32> {
    match p {
        AttrPred::Integer { width, .. } => *width,
        AttrPred::And(v) => v.iter().find_map(enum_width),
        _ => None,
    }
}

fn prop_var(op: &Op, index: usize, no_default: bool) -> TokenStream {
    let f = F();
    let p = &op.properties[index];
    let name = &p.name;
    let slot = idx(index);
    let unit = p.constraint.value == AttrValue::Unit && !p.is_optional();
    let optional = unit || p.is_optional();
    let default = match (&p.presence, no_default) {
        (Presence::Default(v), false) => {
            let t = p.constraint.const_builder.as_deref().unwrap_or("$0").replace("$0", v);
            Some(quote!(Some(#t)))
        }
        _ => None,
    };
    let form = match &p.constraint.value {
        // An `OptionalProp` of a kind with its own printer: `none`, the
        // value, or `some<value>` in MLIR's general syntax
        // (`Property::long_syntax`).
        AttrValue::PropArray(_)
        | AttrValue::DenseInts(_)
        | AttrValue::Int(_)
        | AttrValue::UInt(_)
        | AttrValue::Bool
        | AttrValue::Str
        | AttrValue::Unit
        | AttrValue::Enum(_)
        | AttrValue::PropOptional { .. }
            if p.is_optional() =>
        {
            let elem = prop_elem(&p.constraint);
            let long = p.long_syntax;
            let summary = format!("optional {}", prop_summary(&p.constraint));
            quote!(#f::AttrForm::Property(#f::PropElem::Optional { elem: &#elem, long: #long, summary: #summary }))
        }
        AttrValue::PropArray(elem) => {
            let elem = prop_elem(elem);
            quote!(#f::AttrForm::PropertyArray(#elem))
        }
        AttrValue::Int(t) if t == "i32" || t == "i64" => quote!(#f::AttrForm::IntProperty(#t)),
        // Other C++ integers: their own printer and parser.
        AttrValue::Int(_) | AttrValue::UInt(_) => {
            let elem = prop_elem(&p.constraint);
            quote!(#f::AttrForm::Property(#elem))
        }
        AttrValue::DenseInts(t) => quote!(#f::AttrForm::DenseArray(#t)),
        AttrValue::CustomProp(name) => {
            let name = super::preds::path_tokens(name);
            quote!(#f::AttrForm::CustomProperty(&#name))
        }
        AttrValue::Enum(_) => enum_form(&p.constraint, true),
        _ => quote!(#f::AttrForm::Any),
    };
    let head = quote!(name: #name, slot: #slot, form: #form,);
    attr_var_tokens(head, (optional, default, unit), None, None)
}

fn type_arg(e: &Element) -> TokenStream {
    let f = F();
    match &e.kind {
        ElementKind::Operand(i) => {
            let i = idx(*i);
            quote!(#f::TypeArg::Operand(#i))
        }
        ElementKind::Result(i) => {
            let i = idx(*i);
            quote!(#f::TypeArg::Result(#i))
        }
        ElementKind::Results => quote!(#f::TypeArg::Results),
        _ => quote!(#f::TypeArg::Operands),
    }
}

/// The builtin class of a constraint, when it names exactly one.
fn type_class(p: &TypePred) -> Option<(&'static str, TypePred)> {
    Some(match p {
        TypePred::RankedTensor => ("builtin.tensor", p.clone()),
        TypePred::UnrankedTensor => ("builtin.unranked_tensor", p.clone()),
        TypePred::MemRef | TypePred::RankedMemRef => ("builtin.memref", p.clone()),
        TypePred::UnrankedMemRef => ("builtin.unranked_memref", p.clone()),
        TypePred::Vector => ("builtin.vector", p.clone()),
        TypePred::Integer { .. } => (
            "builtin.integer",
            TypePred::Integer {
                width: None,
                sign: None,
            },
        ),
        TypePred::Index => ("builtin.index", p.clone()),
        TypePred::Function => ("builtin.function", p.clone()),
        TypePred::Tuple => ("builtin.tuple", p.clone()),
        TypePred::And(v) => return v.first().and_then(type_class),
        _ => return None,
    })
}

fn type_elem(op: &Op, arg: &Element, qualified: bool) -> TokenStream {
    let f = F();
    let a = type_arg(arg);
    let value = match &arg.kind {
        ElementKind::Operand(i) => Some(&op.operands[*i]),
        ElementKind::Result(i) => Some(&op.results[*i]),
        _ => None,
    };
    let single = value.filter(|v| v.arity == Arity::Single);
    let stripped = match single.map(|v| &v.constraint.pred) {
        Some(TypePred::DialectType { dialect, mnemonic }) => Some(quote!(Some((#dialect, #mnemonic)))),
        _ => None,
    };
    let class = single.and_then(|v| type_class(&v.constraint.pred)).map(|(name, pred)| {
        let p = type_pred(&pred);
        quote!(Some(#f::TypeClass { name: #name, pred: &#p }))
    });
    if !qualified && stripped.is_none() && class.is_none() {
        return quote!(#f::TypeElem::of(#a));
    }
    let stripped = stripped.unwrap_or_else(|| quote!(None));
    let class = class.unwrap_or_else(|| quote!(None));
    quote!(#f::TypeElem { arg: #a, qualified: #qualified, stripped: #stripped, class: #class })
}

fn custom_arg(op: &Op, e: &Element) -> TokenStream {
    let f = F();
    match &e.kind {
        ElementKind::Operand(i) => {
            let i = idx(*i);
            quote!(#f::CustomArg::Operand(#i))
        }
        ElementKind::Attribute { index, qualified } => {
            let v = attr_var(op, *index, *qualified, false);
            quote!(#f::CustomArg::Attr(#v))
        }
        ElementKind::Property(i) => {
            let v = prop_var(op, *i, false);
            quote!(#f::CustomArg::Attr(#v))
        }
        ElementKind::Region(i) => {
            let i = idx(*i);
            quote!(#f::CustomArg::Region(#i))
        }
        ElementKind::Successor(i) => {
            let i = idx(*i);
            quote!(#f::CustomArg::Successor(#i))
        }
        ElementKind::Type { arg, .. } => {
            let a = type_arg(arg);
            quote!(#f::CustomArg::Type(#a))
        }
        ElementKind::AttrDict { .. } => quote!(#f::CustomArg::AttrDict),
        ElementKind::PropDict => quote!(#f::CustomArg::PropDict),
        ElementKind::Ref(inner) => {
            let i = custom_arg(op, inner);
            quote!(#f::CustomArg::Ref(&#i))
        }
        ElementKind::String(s) => quote!(#f::CustomArg::Str(#s)),
        ElementKind::Operands => quote!(#f::CustomArg::Type(#f::TypeArg::Operands)),
        _ => quote!(#f::CustomArg::Str("")),
    }
}

/// What makes an optional group present (`genOptionalGroupPrinterAnchor`).
fn anchor(op: &Op, e: &Element) -> TokenStream {
    let f = F();
    match &e.kind {
        ElementKind::Operand(i) => {
            let i = idx(*i);
            quote!(#f::Anchor::Operand(#i))
        }
        ElementKind::Result(i) => {
            let i = idx(*i);
            quote!(#f::Anchor::Result(#i))
        }
        ElementKind::Region(i) => {
            let i = idx(*i);
            quote!(#f::Anchor::Region(#i))
        }
        ElementKind::Type { arg, .. } => anchor(op, arg),
        ElementKind::FunctionalType { inputs, .. } => anchor(op, inputs),
        ElementKind::Attribute { index, .. } => {
            let v = attr_var(op, *index, false, false);
            quote!(#f::Anchor::Attr(#v))
        }
        ElementKind::Property(i) => {
            let v = prop_var(op, *i, false);
            quote!(#f::Anchor::Attr(#v))
        }
        ElementKind::Custom { args, .. } => {
            let list = args
                .iter()
                .filter(|a| !matches!(a.kind, ElementKind::Ref(_) | ElementKind::String(_)))
                .map(|a| anchor(op, a));
            quote!(#f::Anchor::Any(&[#(#list),*]))
        }
        _ => quote!(#f::Anchor::Any(&[])),
    }
}

/// Presence of a variable inside an oilist clause (non-null / non-empty; a
/// default-valued attribute counts when it is not its default, as in
/// mlir-tblgen's printer: `vector.print` omits `punctuation <newline>`).
fn presence_anchor(op: &Op, e: &Element) -> Option<TokenStream> {
    let f = F();
    Some(match &e.kind {
        ElementKind::Attribute { index, .. } => {
            let v = attr_var(op, *index, false, false);
            quote!(#f::Anchor::Attr(#v))
        }
        ElementKind::Operand(_) | ElementKind::Result(_) | ElementKind::Region(_) => anchor(op, e),
        _ => return None,
    })
}

fn xform(t: &Option<TypeTransform>) -> TokenStream {
    let f = F();
    match t {
        None => quote!(None),
        Some(TypeTransform::Identity) => quote!(Some(#f::Xform::Identity)),
        Some(TypeTransform::ElementType) => quote!(Some(#f::Xform::ElementType)),
        Some(TypeTransform::Rust(p)) => {
            let p = path_tokens(p);
            quote!(Some(#f::Xform::Rust(#p)))
        }
    }
}

fn type_res(op: &Op, r: &TypeResolution) -> TokenStream {
    let f = F();
    match r {
        TypeResolution::Explicit => quote!(#f::TypeRes::Explicit),
        TypeResolution::Buildable(t) => quote!(#f::TypeRes::Buildable(#t)),
        TypeResolution::Operand(i, t) => {
            let (i, t) = (idx(*i), xform(t));
            quote!(#f::TypeRes::Operand(#i, #t))
        }
        TypeResolution::Result(i, t) => {
            let (i, t) = (idx(*i), xform(t));
            quote!(#f::TypeRes::Result(#i, #t))
        }
        TypeResolution::Attribute(i, t) => {
            let (i, t) = (idx(op.properties.len() + *i), xform(t));
            quote!(#f::TypeRes::Attr(#i, #t))
        }
        TypeResolution::Inferred => quote!(#f::TypeRes::Inferred),
    }
}

/// The format table of an op (an `OpFormat` expression), when it has a format.
fn format_value(op: &Op) -> Option<TokenStream> {
    let fmt = op.assembly.as_ref()?;
    let f = F();
    let mut g = Gen {
        op,
        sp: Spacing::start(),
    };
    let elements = g.elements(&fmt.elements, None);
    let operand_types = fmt.operand_types.iter().map(|r| type_res(op, r));
    let result_types = fmt.result_types.iter().map(|r| type_res(op, r));
    let (infer, all_operands, all_operand_types, all_result_types, all_regions, all_successors) = (
        fmt.infers_result_types,
        fmt.all_operands,
        fmt.all_operand_types,
        fmt.all_result_types,
        fmt.all_regions,
        fmt.all_successors,
    );
    let elided = elided_names(op, fmt);
    let defaults = op.attributes.iter().filter_map(|a| {
        let t = super::preds::text_tokens(&a.default_text()?);
        let n = &a.name;
        Some(quote!((#n, #t)))
    });
    let prop_dict = fmt.has_prop_dict;
    let elided_props: Vec<&String> = fmt
        .used_properties
        .iter()
        .map(|&i| &op.properties[i].name)
        .chain(fmt.used_attributes.iter().map(|&i| &op.attributes[i].name))
        .collect();
    let implicit = op.traits.iter().find_map(|t| match t {
        Trait::SingleBlockImplicitTerminator(n) => Some(n.clone()),
        _ => None,
    });
    let implicit = implicit.map(|n| quote!(Some(#n)));
    let single_block = op
        .traits
        .iter()
        .any(|t| matches!(t, Trait::SingleBlock | Trait::SingleBlockImplicitTerminator(_)));
    let isolated = op.has(&Trait::IsolatedFromAbove);
    let unit_props = op
        .properties
        .iter()
        .enumerate()
        .filter(|(_, p)| p.constraint.value == AttrValue::Unit && !p.is_optional())
        .map(|(i, _)| idx(i));
    let list = |items: Vec<TokenStream>| (!items.is_empty()).then(|| quote!(&[#(#items),*]));
    let flag = |on: bool| on.then(|| quote!(true));
    let fields: Vec<(&str, Option<TokenStream>)> = vec![
        ("elements", list(elements)),
        ("operand_types", list(operand_types.collect())),
        ("result_types", list(result_types.collect())),
        ("infer_results", flag(infer)),
        ("all_operands", flag(all_operands)),
        ("all_operand_types", flag(all_operand_types)),
        ("all_result_types", flag(all_result_types)),
        ("all_regions", flag(all_regions)),
        ("all_successors", flag(all_successors)),
        ("elided", list(elided.iter().map(|e| quote!(#e)).collect())),
        ("defaults", list(defaults.collect())),
        ("prop_dict", flag(prop_dict)),
        ("elided_props", list(elided_props.iter().map(|e| quote!(#e)).collect())),
        ("implicit_terminator", implicit),
        ("single_block", flag(single_block)),
        ("isolated", flag(isolated)),
        ("unit_props", list(unit_props.map(|i| quote!(#i)).collect())),
    ];
    let fields = fields.into_iter().filter_map(|(name, value)| {
        let name = format_ident!("{}", name);
        value.map(|v| quote!(#name: #v,))
    });
    Some(quote!(#f::OpFormat { #(#fields)* ..#f::OpFormat::BASE }))
}

fn elided_names(op: &Op, fmt: &Format) -> Vec<String> {
    let mut v: Vec<String> = Vec::new();
    if !fmt.all_operands && op.has(&Trait::AttrSizedOperandSegments) {
        v.push("operandSegmentSizes".into());
    }
    if !fmt.all_result_types && op.has(&Trait::AttrSizedResultSegments) {
        v.push("resultSegmentSizes".into());
    }
    v.extend(fmt.inferred_attributes.iter().cloned());
    v.extend(fmt.used_attributes.iter().map(|&i| op.attributes[i].name.clone()));
    v.extend(fmt.used_properties.iter().map(|&i| op.properties[i].name.clone()));
    v
}

/// The row of the op table registering `op` with `schema` (an
/// `OpEntry`): with its format (a table shared with the ops whose formats
/// are the same), a hand-written custom form (`custom_assembly`), or the
/// generic form only.
pub fn entry_tokens(op: &Op, schema: TokenStream, pure: bool, table: &mut Table) -> TokenStream {
    let entry = quote!(::ir::ods::register::OpEntry);
    if op.hooks.custom_assembly {
        let ty = format_ident!("{}", op.rust_name());
        return quote! {
            #entry::custom(#schema, #pure, ::ir::registry::CustomAssembly {
                parse: #ty::parse_assembly,
                print: |p, op| #ty(op).print_assembly(p),
            })
        };
    }
    match format_value(op) {
        Some(value) => {
            let id = table.format_ref(value);
            quote!(#entry::format(#schema, #pure, &#id))
        }
        None => quote!(#entry::generic(#schema, #pure)),
    }
}
