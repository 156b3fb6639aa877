//! Bytecode hooks: each op's properties encoding (what mlir-tblgen emits as
//! `writeProperties`/`readProperties`) as a static layout registered with
//! `ir::bytecode::props::register_generated`, and each dialect's bytecode
//! interface (version, upgrade hook, custom encodings of its `typedef`s and
//! `attrdef`s) registered with `ir::bytecode::dialect::register`.
//!
//! The order is mlir-tblgen 22's: inherent attributes and the segment-size
//! arrays sorted by name (`writeAttribute` when required,
//! `writeOptionalAttribute` otherwise; before version 6 a segment array is a
//! `DenseI32ArrayAttr` reference at its sorted place), then native
//! properties in declaration order, then (version 6 and newer) operand and
//! result segment sizes as sparse arrays.

use crate::model::{AttrValue, Module, Op, ParamKind, Presence, Trait};
use proc_macro2::TokenStream;
use quote::quote;

/// One field of an op's layout, in encoding order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutField {
    /// A required attribute.
    Attr(String),
    /// An optional, default-valued or unit attribute.
    OptionalAttr(String),
    /// `operandSegmentSizes`/`resultSegmentSizes` with the group count.
    Segments(String, usize),
    /// A native property: name, kind (`I32`, `I64`, `Bool`, `Unit`,
    /// `String`, `IntArray32`, `IntArray64`, `Enum(width, "d::E")`), optional,
    /// default.
    Prop(String, String, bool, Option<String>),
}

/// The properties layout of `op`; `None` when the op has no properties
/// storage (no inherent attributes, properties or segment sizes).
pub fn layout(op: &Op) -> Option<Vec<LayoutField>> {
    let mut sorted: Vec<LayoutField> = op
        .attributes
        .iter()
        .map(|a| {
            let required = a.presence == Presence::Required && a.constraint.value != AttrValue::Unit;
            if required {
                LayoutField::Attr(a.name.clone())
            } else {
                LayoutField::OptionalAttr(a.name.clone())
            }
        })
        .collect();
    if op.has(&Trait::AttrSizedOperandSegments) {
        sorted.push(LayoutField::Segments("operandSegmentSizes".into(), op.operands.len()));
    }
    if op.has(&Trait::AttrSizedResultSegments) {
        sorted.push(LayoutField::Segments("resultSegmentSizes".into(), op.results.len()));
    }
    sorted.sort_by(|a, b| field_name(a).cmp(field_name(b)));
    for p in &op.properties {
        let kind = prop_kind(op, &p.constraint);
        let (optional, default) = match &p.presence {
            Presence::Optional | Presence::DefaultOptional(_) => (true, None),
            Presence::Default(v) => (false, Some(v.clone())),
            Presence::Required => (false, None),
        };
        sorted.push(LayoutField::Prop(p.name.clone(), kind, optional, default));
    }
    (!sorted.is_empty()).then_some(sorted)
}

/// The `PropKind` (after `PropKind::`) of a native property of `op` with
/// constraint `c`; an `ArrayProp`'s is `Array(&...)` of its element's.
fn prop_kind(op: &Op, c: &crate::model::AttrConstraint) -> String {
    match (c.name.as_deref(), &c.value) {
        (Some("I32Prop"), _) => "I32".to_string(),
        (Some("I64Prop"), _) => "I64".to_string(),
        (Some("BoolProp"), _) => "Bool".to_string(),
        (Some("StringProp"), _) => "String".to_string(),
        (_, AttrValue::PropArray(elem)) => {
            format!("Array(&::ir::bytecode::props::PropKind::{})", prop_kind(op, elem))
        }
        (_, AttrValue::CustomProp(name)) => format!("Custom(&{name})"),
        (_, AttrValue::PropOptional { elem, .. }) => {
            format!("Optional(&::ir::bytecode::props::PropKind::{})", prop_kind(op, elem))
        }
        (_, AttrValue::Int(t) | AttrValue::UInt(t)) => {
            let width = t.trim_start_matches('i');
            format!("IntN({width}, {})", matches!(c.value, AttrValue::UInt(_)))
        }
        (_, AttrValue::DenseInts(t)) if t == "i32" => "IntArray32".to_string(),
        (_, AttrValue::DenseInts(_)) => "IntArray64".to_string(),
        (_, AttrValue::Enum(name)) => {
            let dialect = op.op_name.split_once('.').map_or(op.op_name.as_str(), |(d, _)| d);
            format!("Enum({}, \"{dialect}::{name}\")", enum_width(&c.pred))
        }
        _ => "Unit".to_string(),
    }
}

/// The kind a `property_type` declares: `ir::custom_prop_kind!` with its
/// hooks (the `static` the layouts of its properties name, and the type
/// typed accessors convert through).
pub fn prop_type_def(p: &crate::model::PropType) -> TokenStream {
    let name = quote::format_ident!("{}", p.name);
    let storage: syn::Type = syn::parse_str(&p.storage).unwrap_or_else(|_| syn::parse_quote!(()));
    let path = crate::codegen::preds::path_tokens;
    let (from, to) = (path(&p.from_attr), path(&p.to_attr));
    let mut hooks = TokenStream::new();
    if let (Some(write), Some(read)) = (&p.write_bytecode, &p.read_bytecode) {
        let (write, read) = (path(write), path(read));
        hooks.extend(quote!(, write = #write, read = #read));
    }
    if let Some(hash) = &p.hash {
        let hash = path(hash);
        hooks.extend(quote!(, hash = #hash));
    }
    if let (Some(print), Some(parse)) = (&p.print, &p.parse) {
        let (print, parse) = (path(print), path(parse));
        hooks.extend(quote!(, print = #print, parse = #parse));
    }
    if let Some(optional_parse) = &p.optional_parse {
        let optional_parse = path(optional_parse);
        hooks.extend(quote!(, optional_parse = #optional_parse));
    }
    if let Some(default) = &p.default {
        let default = path(default);
        hooks.extend(quote!(, default = #default));
    }
    quote! {
        ::ir::custom_prop_kind!(#name: #storage, from_attr = #from, to_attr = #to #hooks);
    }
}

/// The integer width of an enum property's constraint (32 when unstated).
fn enum_width(pred: &crate::model::AttrPred) -> u32 {
    match pred {
        crate::model::AttrPred::Integer { width: Some(w), .. } => *w,
        crate::model::AttrPred::And(v) => v
            .iter()
            .find_map(|p| match p {
                crate::model::AttrPred::Integer { width: Some(w), .. } => Some(*w),
                _ => None,
            })
            .unwrap_or(32),
        _ => 32,
    }
}

fn field_name(f: &LayoutField) -> &str {
    match f {
        LayoutField::Attr(n)
        | LayoutField::OptionalAttr(n)
        | LayoutField::Segments(n, _)
        | LayoutField::Prop(n, ..) => n,
    }
}

/// The statement registering `op`'s layout (`ctx` in scope).
pub fn layout_registration(op: &Op) -> TokenStream {
    let name = &op.op_name;
    let fields = match layout(op) {
        None => quote!(None),
        Some(fields) => {
            // In a `static`: a custom kind's field refers to its `static`.
            let items = fields.iter().map(static_field);
            quote!(Some({
                static FIELDS: &[::ir::bytecode::props::StaticField] = &[#(#items),*];
                FIELDS
            }))
        }
    };
    quote!(::ir::bytecode::props::register_generated(ctx, #name, #fields);)
}

/// The row of `op`'s layout in a file's layout table: `(name, fields)`. In a
/// dialect keeping inherent attributes in the dictionary only the native
/// properties are properties (mlir-tblgen's `writeProperties` then writes
/// those alone).
fn layout_row(op: &Op, uses_properties: bool) -> TokenStream {
    let name = &op.op_name;
    let layout = layout(op).map(|mut fields| {
        if !uses_properties {
            fields.retain(|f| matches!(f, LayoutField::Prop(..)));
        }
        fields
    });
    let fields = match layout.filter(|f| !f.is_empty()) {
        None => quote!(None),
        Some(fields) => {
            let items = fields.iter().map(static_field);
            quote!(Some(&[#(#items),*]))
        }
    };
    quote!((#name, #fields))
}

/// A `StaticField` of a layout.
fn static_field(f: &LayoutField) -> TokenStream {
    match f {
        LayoutField::Attr(n) => quote!(::ir::bytecode::props::StaticField::Attr(#n)),
        LayoutField::OptionalAttr(n) => quote!(::ir::bytecode::props::StaticField::OptionalAttr(#n)),
        LayoutField::Segments(n, s) => quote!(::ir::bytecode::props::StaticField::Segments(#n, #s)),
        LayoutField::Prop(n, kind, optional, default) => {
            let kind: TokenStream = kind.parse().unwrap_or_else(|_| quote!(Unit));
            let default = match default {
                Some(d) => quote!(Some(#d)),
                None => quote!(None),
            };
            quote!(::ir::bytecode::props::StaticField::Prop(#n, ::ir::bytecode::props::PropKind::#kind, #optional, #default))
        }
    }
}

fn param_kind(k: ParamKind) -> TokenStream {
    let id = match k {
        ParamKind::I64 | ParamKind::I32 => "Int",
        ParamKind::U64 | ParamKind::U32 => "UInt",
        ParamKind::Bool => "Bool",
        ParamKind::F64 => "Float",
        ParamKind::String => "String",
        ParamKind::Type => "Type",
        // Definitions with a type-or-attribute parameter are written as
        // text (`has_encoding`), so this kind never gets here.
        ParamKind::Attr | ParamKind::TypeOrAttr => "Attr",
        // Written as a list of integers (see `registrations`).
        ParamKind::DenseI64Array => "Int",
    };
    let id = quote::format_ident!("{}", id);
    quote!(::ir::bytecode::dialect::ParamKind::#id)
}

/// One declared encoding of definition `d` (an
/// `ir::bytecode::dialect::DeclaredEncoding`).
fn declared_encoding(d: &crate::model::TypeAttrDef, b: &crate::model::DefBytecode) -> TokenStream {
    let m = quote!(::ir::bytecode::dialect);
    let ty = quote::format_ident!("{}", crate::model::rust_type_name(&d.name));
    let code = b.code;
    let when = match b.when {
        Some((i, present)) => quote!(Some((#i, #present))),
        None => quote!(None),
    };
    let fields = b.fields.iter().map(|f| {
        let enc = quote::format_ident!("{}", format!("{:?}", f.enc));
        let (param, list) = (f.param, f.list);
        quote!(#m::Field { param: #param, enc: #m::FieldEncoding::#enc, list: #list })
    });
    quote!(#m::DeclaredEncoding { def: &#ty::INFO, code: #code, when: #when, fields: &[#(#fields),*] })
}

/// Whether a definition gets a custom bytecode encoding: those in rods'
/// default positional form (no declared format). Definitions with a
/// declared format (like TPU-MLIR's struct-format attributes, or the types
/// of upstream's test dialect, whose bytecode interfaces do not encode
/// them) are written as text, as MLIR writes them.
fn has_encoding(module: &Module, d: &crate::model::TypeAttrDef) -> bool {
    // Declared encodings are then the dialect's only ones.
    let declared = module
        .defs
        .iter()
        .any(|x| x.dialect == d.dialect && x.is_attr == d.is_attr && !x.bytecode.is_empty());
    !declared && has_default_encoding(d)
}

/// Whether a definition on its own is in the default positional form (its
/// dialect may still declare encodings, which then replace it).
fn has_default_encoding(d: &crate::model::TypeAttrDef) -> bool {
    d.bytecode.is_empty()
        && d.format.declared.is_none()
        && d.format.is_positional(&d.params)
        && d.params.iter().all(|p| p.kind != crate::model::ParamKind::TypeOrAttr)
}

/// The default positional encoding of a definition (an
/// `ir::bytecode::dialect::DefEncoding`).
fn default_encoding(d: &crate::model::TypeAttrDef) -> TokenStream {
    let m = &d.mnemonic;
    let params = d.params.iter().map(|p| {
        let k = param_kind(p.kind);
        let list = p.list || p.kind == ParamKind::DenseI64Array;
        quote!(::ir::bytecode::dialect::Param { kind: #k, list: #list })
    });
    quote!(::ir::bytecode::dialect::DefEncoding { mnemonic: #m, params: &[#(#params),*] })
}

/// The bytecode of a definition standing on its own (what `#[type_def]`
/// and `#[attr_def]` expand to): `DEFAULT_BYTECODE` and
/// `DECLARED_BYTECODE`, which `#[dialect(types = [...], attrs = [...])]`
/// gathers into the dialect's interface as `registrations` does for a
/// `.ods` file (`ir::ods::def_bytecode`).
pub fn def_consts(d: &crate::model::TypeAttrDef) -> TokenStream {
    let ty = quote::format_ident!("{}", crate::model::rust_type_name(&d.name));
    let default = if has_default_encoding(d) {
        let e = default_encoding(d);
        quote!(Some(#e))
    } else {
        quote!(None)
    };
    let declared = d.bytecode.iter().map(|b| declared_encoding(d, b));
    quote! {
        impl #ty {
            /// The default positional bytecode encoding, when the definition
            /// has one (its dialect's declared encodings replace it).
            pub const DEFAULT_BYTECODE: Option<::ir::bytecode::dialect::DefEncoding> = #default;
            /// The declared bytecode encodings (`bytecode = "..."`), in order.
            pub const DECLARED_BYTECODE: &'static [::ir::bytecode::dialect::DeclaredEncoding] = &[#(#declared),*];
        }
    }
}

/// The bytecode registrations of a module: every op's layout, then the
/// interface of each dialect that declares a version or defines types or
/// attributes (`ctx` in scope).
pub fn registrations(module: &Module) -> TokenStream {
    // Ops of a dialect that keeps inherent attributes in the dictionary have
    // no properties to encode.
    let uses_properties = |op: &Op| {
        module
            .dialects
            .iter()
            .find(|d| d.name == op.dialect)
            .is_none_or(|d| d.use_properties)
    };
    let rows = module.ops.iter().map(|op| layout_row(op, uses_properties(op)));
    let table = super::tables::table_item(
        quote!(static),
        &quote::format_ident!("__LAYOUTS"),
        "OpLayouts",
        quote!(&[#(#rows),*]),
    );
    let mut out: Vec<TokenStream> = vec![quote! {
        #table
        for (op, fields) in __LAYOUTS {
            ::ir::bytecode::props::register_generated(ctx, op, *fields);
        }
    }];
    let mut names: Vec<&str> = module.dialects.iter().map(|d| d.name.as_str()).collect();
    for d in &module.defs {
        if !names.contains(&d.dialect.as_str()) {
            names.push(&d.dialect);
        }
    }
    for name in names {
        let dialect = module.dialects.iter().find(|d| d.name == name);
        let version = dialect.and_then(|d| d.version.as_deref());
        let defs = |attrs: bool| {
            let items = module
                .defs
                .iter()
                .filter(|d| d.dialect == name && d.is_attr == attrs && has_encoding(module, d))
                .map(default_encoding);
            quote!(&[#(#items),*])
        };
        let declared = |attrs: bool| {
            let items = module
                .defs
                .iter()
                .filter(|d| d.dialect == name && d.is_attr == attrs)
                .flat_map(|d| d.bytecode.iter().map(move |b| declared_encoding(d, b)));
            quote!(&[#(#items),*])
        };
        let has_defs = module
            .defs
            .iter()
            .any(|d| d.dialect == name && (has_encoding(module, d) || !d.bytecode.is_empty()));
        if version.is_none() && !has_defs {
            continue;
        }
        let version = match version {
            Some(v) => {
                let v = v.iter().map(|&c| u64::from(c));
                quote!(Some(&[#(#v),*]))
            }
            None => quote!(None),
        };
        let upgrade = match dialect.and_then(|d| d.upgrade.as_deref()) {
            Some(p) => {
                let p = super::preds::path_tokens(p);
                quote!(Some(#p))
            }
            None => quote!(None),
        };
        let (attrs, types) = (defs(true), defs(false));
        let (declared_attrs, declared_types) = (declared(true), declared(false));
        out.push(quote! {
            ::ir::bytecode::dialect::register(ctx, #name, ::ir::bytecode::dialect::DialectBytecode {
                version: #version,
                upgrade: #upgrade,
                attrs: #attrs,
                types: #types,
                declared_attrs: #declared_attrs,
                declared_types: #declared_types,
            });
        });
    }
    quote!(#(#out)*)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(src: &str) -> Module {
        let mut s = crate::Session::new();
        s.add_source("t.ods", src);
        match s.analyze() {
            Ok(c) => c.module,
            Err(f) => panic!("{:?}", f.diagnostics),
        }
    }

    /// The order mlir-tblgen 22 writes for this op (checked with
    /// `mlir-tblgen-22 -gen-op-defs`: alpha, mid, operandSegmentSizes (< v6),
    /// u, zed, n, name, three, up, bp, operandSegmentSizes (>= v6)).
    #[test]
    fn layout_follows_mlir_tblgen_order() {
        let m = module(
            r#"
            dialect t {}
            op X "t.x" [AttrSizedOperandSegments] {
              operands { a: Variadic<AnyType>, b: Optional<AnyType> }
              attributes { zed: I64Attr, alpha: OptionalAttr<StrAttr>, mid: DefaultValued<I32Attr, "7">, u: UnitAttr }
              properties { n: I64Prop, name: OptionalProp<StringProp>, three: DefaultValuedProp<I32Prop, "3">, up: UnitProp, bp: BoolProp }
            }
            op Y "t.y" { operands { a: AnyType } }
            "#,
        );
        let l = layout(&m.ops[0]).expect("has properties");
        use LayoutField::*;
        assert_eq!(
            l,
            vec![
                OptionalAttr("alpha".into()),
                OptionalAttr("mid".into()),
                Segments("operandSegmentSizes".into(), 2),
                OptionalAttr("u".into()),
                Attr("zed".into()),
                Prop("n".into(), "I64".into(), false, None),
                Prop("name".into(), "String".into(), true, None),
                Prop("three".into(), "I32".into(), false, Some("3".into())),
                Prop("up".into(), "Unit".into(), false, None),
                Prop("bp".into(), "Bool".into(), false, None),
            ]
        );
        assert_eq!(layout(&m.ops[1]), None);
    }

    #[test]
    fn int_array_and_enum_properties_have_their_kinds() {
        let m = module(
            r#"dialect t { summary "t"; }
            enum Mode : i64 "a mode" { a = 0, b = 1 }
            op A "t.a" { properties { xs: IntArrayProp<I32Prop>, ys: OptionalProp<IntArrayProp<I64Prop>>, m: EnumProp<Mode>,
                                      d: DefaultValuedProp<EnumProp<Mode>, "Mode::b"> } }"#,
        );
        // A defaulted enum property's default is its case's value.
        assert_eq!(
            layout(&m.ops[0]).unwrap_or_default(),
            vec![
                LayoutField::Prop("xs".into(), "IntArray32".into(), false, None),
                LayoutField::Prop("ys".into(), "IntArray64".into(), true, None),
                LayoutField::Prop("m".into(), "Enum(64, \"t::Mode\")".into(), false, None),
                LayoutField::Prop("d".into(), "Enum(64, \"t::Mode\")".into(), false, Some("1".into())),
            ]
        );
    }
}
