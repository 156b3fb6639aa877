//! Per op: the static schema, the typed handle with its accessors and
//! setters, `TryFrom`, the operand adaptor, and registration.

use super::preds::{path_tokens, Table};
use super::values::conv;
use crate::model::{Arity, AttrValue, Op, Presence, RegionConstraint, Trait, TypeTransform};
use heck::ToShoutySnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The methods every op handle has (`ir::ods_op_base!`) and those of its
/// adaptor (`ir::ods_views!`: `new`, `verify`), which a typed attribute
/// accessor (on both) must not shadow.
const OP_BASE_METHODS: &[&str] = &[
    "build_generic",
    "cast",
    "new",
    "op",
    "schema",
    "verify",
    "verify_invariants",
];

/// The `static` name of an op's schema.
pub fn schema_ident(op: &Op) -> proc_macro2::Ident {
    format_ident!("__{}_SCHEMA", op.rust_name().to_shouty_snake_case())
}

fn arity(a: &Arity) -> TokenStream {
    match a {
        Arity::Single => quote!(::ir::ods::Arity::Single),
        Arity::Optional => quote!(::ir::ods::Arity::Optional),
        Arity::Variadic => quote!(::ir::ods::Arity::Variadic),
        Arity::VariadicOfVariadic(s) => quote!(::ir::ods::Arity::VariadicOfVariadic(#s)),
    }
}

fn trait_tokens(t: &Trait) -> Option<TokenStream> {
    // `OpTrait::Variant(&["a", "b"])`.
    let list_trait = |variant: &str, v: &[String]| {
        let variant = format_ident!("{variant}");
        quote!(::ir::ods::OpTrait::#variant(&[#(#v),*]))
    };
    Some(match t {
        Trait::SingleBlock => quote!(::ir::ods::OpTrait::SingleBlock),
        Trait::SingleBlockImplicitTerminator(n) => quote!(::ir::ods::OpTrait::SingleBlockImplicitTerminator(#n)),
        Trait::NoTerminator => quote!(::ir::ods::OpTrait::NoTerminator),
        Trait::HasOnlyGraphRegion => quote!(::ir::ods::OpTrait::HasOnlyGraphRegion),
        Trait::HasParent(p) => quote!(::ir::ods::OpTrait::HasParent(#p)),
        Trait::ParentOneOf(v) => list_trait("ParentOneOf", v),
        Trait::AttrSizedOperandSegments => quote!(::ir::ods::OpTrait::AttrSizedOperandSegments),
        Trait::AttrSizedResultSegments => quote!(::ir::ods::OpTrait::AttrSizedResultSegments),
        Trait::NoRegionArguments => quote!(::ir::ods::OpTrait::NoRegionArguments),
        Trait::Terminator => quote!(::ir::ods::OpTrait::Terminator),
        Trait::ReturnLike => quote!(::ir::ods::OpTrait::ReturnLike),
        Trait::IsolatedFromAbove => quote!(::ir::ods::OpTrait::IsolatedFromAbove),
        Trait::SymbolTable => quote!(::ir::ods::OpTrait::SymbolTable),
        Trait::AutomaticAllocationScope => quote!(::ir::ods::OpTrait::AutomaticAllocationScope),
        Trait::AffineScope => quote!(::ir::ods::OpTrait::AffineScope),
        Trait::Marker(m) if m == "ConstantLike" => quote!(::ir::ods::OpTrait::ConstantLike),
        Trait::Pure => quote!(::ir::ods::OpTrait::Pure),
        Trait::NoMemoryEffect => quote!(::ir::ods::OpTrait::NoMemoryEffect),
        Trait::AlwaysSpeculatable => quote!(::ir::ods::OpTrait::AlwaysSpeculatable),
        Trait::RecursivelySpeculatable => quote!(::ir::ods::OpTrait::RecursivelySpeculatable),
        Trait::MemoryEffects(names) => {
            let effects = names
                .iter()
                .filter_map(|n| crate::model::MemEffect::from_ods(n))
                .map(mem_effect);
            quote!(::ir::ods::OpTrait::MemoryEffects(&[#(#effects),*]))
        }
        Trait::RecursiveMemoryEffects => quote!(::ir::ods::OpTrait::RecursiveMemoryEffects),
        Trait::Marker(m) if m == "HasRecursiveMemoryEffects" => quote!(::ir::ods::OpTrait::RecursiveMemoryEffects),
        Trait::Marker(m) if m == "Commutative" => quote!(::ir::ods::OpTrait::Commutative),
        Trait::Marker(m) if m == "Idempotent" => quote!(::ir::ods::OpTrait::Idempotent),
        Trait::Marker(m) if m == "Involution" => quote!(::ir::ods::OpTrait::Involution),
        Trait::Marker(m) if m == "DistinctObjectsTrait" => quote!(::ir::ods::OpTrait::DistinctObjects),
        // ODS's `Symbol` is `SymbolOpInterface` (`def Symbol : OpInterface<"SymbolOpInterface">`).
        Trait::Marker(m) if m == "Symbol" => quote!(::ir::ods::OpTrait::Interface("SymbolOpInterface")),
        Trait::Elementwise => quote!(::ir::ods::OpTrait::Elementwise),
        Trait::Scalarizable => quote!(::ir::ods::OpTrait::Scalarizable),
        Trait::Vectorizable => quote!(::ir::ods::OpTrait::Vectorizable),
        Trait::Tensorizable => quote!(::ir::ods::OpTrait::Tensorizable),
        Trait::SameTypeOperands => quote!(::ir::ods::OpTrait::SameTypeOperands),
        Trait::SameOperandsAndResultType => quote!(::ir::ods::OpTrait::SameOperandsAndResultType),
        Trait::SameOperandsShape => quote!(::ir::ods::OpTrait::SameOperandsShape),
        Trait::SameOperandsAndResultShape => quote!(::ir::ods::OpTrait::SameOperandsAndResultShape),
        Trait::SameOperandsElementType => quote!(::ir::ods::OpTrait::SameOperandsElementType),
        Trait::SameOperandsAndResultElementType => quote!(::ir::ods::OpTrait::SameOperandsAndResultElementType),
        Trait::AllTypesMatch(v) => list_trait("AllTypesMatch", v),
        Trait::AllShapesMatch(v) => list_trait("AllShapesMatch", v),
        Trait::AllRanksMatch(v) => list_trait("AllRanksMatch", v),
        Trait::AllElementTypesMatch(v) => list_trait("AllElementTypesMatch", v),
        Trait::AllElementCountsMatch(v) => list_trait("AllElementCountsMatch", v),
        Trait::TypesMatchWith {
            summary,
            from,
            to,
            transform,
        } => {
            let tr = match transform {
                TypeTransform::Identity => quote!(::ir::ods::Transform::Identity),
                TypeTransform::ElementType => quote!(::ir::ods::Transform::ElementType),
                TypeTransform::Rust(p) => {
                    let p = path_tokens(p);
                    quote!(::ir::ods::Transform::Rust(#p))
                }
            };
            quote!(::ir::ods::OpTrait::TypesMatchWith { summary: #summary, from: #from, to: #to, transform: #tr })
        }
        Trait::PredOpTrait { description, path } => {
            let p = path_tokens(path);
            quote!(::ir::ods::OpTrait::Pred(#description, #p))
        }
        _ => return None,
    })
}

/// A memory effect in the schema.
fn mem_effect(e: crate::model::MemEffect) -> TokenStream {
    match e {
        crate::model::MemEffect::Read => quote!(::ir::ods::MemEffect::Read),
        crate::model::MemEffect::Write => quote!(::ir::ods::MemEffect::Write),
        crate::model::MemEffect::Alloc => quote!(::ir::ods::MemEffect::Alloc),
        crate::model::MemEffect::Free => quote!(::ir::ods::MemEffect::Free),
    }
}

/// How a group's sizes are known, when not fixed (`None`: the schema's default).
fn segments(op: &Op, sized: Trait, same: Trait) -> Option<TokenStream> {
    if op.has(&sized) {
        Some(quote!(::ir::ods::Segments::AttrSized))
    } else if op.has(&same) {
        Some(quote!(::ir::ods::Segments::SameSize))
    } else {
        None
    }
}

/// The `static` schema of an op.
pub fn schema(op: &Op, table: &mut Table) -> TokenStream {
    let id = schema_ident(op);
    let ty = format_ident!("{}", op.rust_name());
    let name = &op.op_name;
    let values = |vs: &[crate::model::Value], table: &mut Table| {
        let items: Vec<TokenStream> = vs
            .iter()
            .map(|v| {
                let n = &v.name;
                let a = arity(&v.arity);
                let c = table.type_ref(&v.constraint);
                if v.effects.is_empty() {
                    if v.arity == Arity::Single {
                        return quote!(::ir::ods::ValueDef::single(#n, #c));
                    }
                    return quote!(::ir::ods::ValueDef::new(#n, #a, #c));
                }
                let effects = v.effects.iter().map(|&(e, r)| {
                    let e = mem_effect(e);
                    let r = match r {
                        crate::model::Resource::Default => quote!(::ir::ods::Resource::Default),
                        crate::model::Resource::AutomaticAllocationScope => {
                            quote!(::ir::ods::Resource::AutomaticAllocationScope)
                        }
                    };
                    quote!((#e, #r))
                });
                quote!(::ir::ods::ValueDef::with_effects(#n, #a, #c, &[#(#effects),*]))
            })
            .collect();
        quote!(&[#(#items),*])
    };
    let operands = values(&op.operands, table);
    let results = values(&op.results, table);
    let presence = |p: &Presence, default: Option<String>| match (p, default) {
        (Presence::Required, _) => quote!(::ir::ods::Presence::Required),
        (Presence::Default(_), Some(t)) => {
            let t = super::preds::text_tokens(&t);
            quote!(::ir::ods::Presence::Default(#t))
        }
        _ => quote!(::ir::ods::Presence::Optional),
    };
    let mut attrs: Vec<TokenStream> = Vec::new();
    for p in &op.properties {
        let n = &p.name;
        let default = match &p.presence {
            Presence::Default(v) => Some(p.constraint.const_builder.as_deref().unwrap_or("$0").replace("$0", v)),
            _ => None,
        };
        let pr = presence(&p.presence, default);
        let c = table.attr_ref(&p.constraint);
        let conf = match &p.confined {
            Some(c) => table.attr_ref(c),
            None => quote!(None),
        };
        attrs.push(quote!(::ir::ods::AttrDef::prop(#n, #pr, #c, #conf)));
    }
    for a in &op.attributes {
        let n = &a.name;
        let pr = presence(&a.presence, a.default_text());
        let c = table.attr_ref(&a.constraint);
        let storage = match a
            .constraint
            .storage
            .as_ref()
            .filter(|s| **s != crate::model::AttrPred::Any)
        {
            Some(s) => {
                let p = super::preds::attr_pred(s);
                quote!(Some(#p))
            }
            None => quote!(None),
        };
        attrs.push(quote!(::ir::ods::AttrDef::attr(#n, #pr, #c, #storage)));
    }
    let regions = op.regions.iter().map(|r| {
        let n = &r.name;
        let kind = match r.constraint {
            RegionConstraint::Any => quote!(::ir::ods::RegionKind::Any),
            RegionConstraint::Sized(k) => quote!(::ir::ods::RegionKind::Sized(#k)),
            RegionConstraint::MinSized(k) => quote!(::ir::ods::RegionKind::MinSized(#k)),
            RegionConstraint::MaxSized(k) => quote!(::ir::ods::RegionKind::MaxSized(#k)),
        };
        let s = r.constraint.summary();
        let v = r.variadic;
        quote!(::ir::ods::RegionDef { name: #n, kind: #kind, summary: #s, variadic: #v })
    });
    let successors = op.successors.iter().map(|s| {
        let n = &s.name;
        let v = s.variadic;
        quote!(::ir::ods::SuccessorDef { name: #n, variadic: #v })
    });
    // The traits with the interfaces among them where the trait list puts them
    // (upstream's order of `verifyTrait`s); the others after all traits. An
    // interface the op's traits or stated effects give it is not listed: the
    // schema states those already.
    let interfaces_at = |k: Option<usize>| {
        op.interfaces
            .iter()
            .filter(move |i| op.interface_positions.iter().find(|(n, _)| n == *i).map(|p| p.1) == k)
            .filter(|i| !op.given_interfaces.contains(i))
            .map(|i| quote!(::ir::ods::OpTrait::Interface(#i)))
    };
    let mut traits: Vec<TokenStream> = Vec::new();
    for (k, t) in op.traits.iter().enumerate() {
        traits.extend(interfaces_at(Some(k)));
        if let Trait::SingleBlockImplicitTerminator(_) = t {
            if !op.has(&Trait::SingleBlock) {
                traits.push(quote!(::ir::ods::OpTrait::SingleBlock));
            }
        }
        if let Some(tt) = trait_tokens(t) {
            traits.push(tt);
        }
    }
    traits.extend(interfaces_at(Some(op.traits.len())));
    traits.extend(interfaces_at(None));
    // `Pure` and `NoMemoryEffect` both give `NoMemoryEffect`: list each trait once.
    let mut seen = std::collections::HashSet::new();
    traits.retain(|t| seen.insert(t.to_string()));
    let opseg = segments(op, Trait::AttrSizedOperandSegments, Trait::SameVariadicOperandSize);
    let resseg = segments(op, Trait::AttrSizedResultSegments, Trait::SameVariadicResultSize);
    let names = op.attribute_names();
    let fields: Vec<(&str, Option<TokenStream>)> = vec![
        ("operands", (!op.operands.is_empty()).then_some(operands)),
        ("results", (!op.results.is_empty()).then_some(results)),
        ("attrs", (!attrs.is_empty()).then(|| quote!(&[#(#attrs),*]))),
        ("regions", (!op.regions.is_empty()).then(|| quote!(&[#(#regions),*]))),
        (
            "successors",
            (!op.successors.is_empty()).then(|| quote!(&[#(#successors),*])),
        ),
        ("traits", (!traits.is_empty()).then(|| quote!(&[#(#traits),*]))),
        ("operand_segments", opseg),
        ("result_segments", resseg),
        ("attribute_names", (!names.is_empty()).then(|| quote!(&[#(#names),*]))),
        ("result_names", result_names_hook(op, &ty)),
        ("default_dialect", op.default_dialect.as_ref().map(|d| quote!(Some(#d)))),
    ];
    let fields = fields.into_iter().filter_map(|(name, value)| {
        let name = format_ident!("{}", name);
        value.map(|v| quote!(#name: #v,))
    });
    let fields = super::tables::short_paths(quote!(#(#fields)*));
    // The hooks calling the handle's own methods, which `ir::ods_hook!` spells out.
    let hooks: Vec<proc_macro2::Ident> = [
        ("verify", op.hooks.verifier),
        ("verify_regions", op.hooks.region_verifier),
        ("fold", op.hooks.folder),
        ("canonicalize", op.hooks.canonicalizer || op.hooks.canonicalize_method),
        ("block_arg_names", op.hooks.block_arg_names),
    ]
    .into_iter()
    .filter(|(_, on)| *on)
    .map(|(name, _)| format_ident!("{}", name))
    .collect();
    let hooks = (!hooks.is_empty()).then(|| quote!(hooks [#(#hooks),*]));
    let kind = if op.skip_default_builders {
        quote!(custom)
    } else {
        quote!(generic)
    };
    quote!(::ir::ods_schema!(#ty #kind: #id = #name { #fields } #hooks);)
}

/// The op handle struct, its accessors, `TryFrom`, and the adaptor, as
/// calls of the `ir::ods_*` macros.
pub fn handle(op: &Op) -> TokenStream {
    let ty = format_ident!("{}", op.rust_name());
    let schema = schema_ident(op);
    let doc = op_doc(op);
    let mut methods: Vec<TokenStream> = Vec::new();
    // The items of the op's adaptor and view (`ir::ods_views!`).
    let mut items: Vec<TokenStream> = Vec::new();
    for (i, v) in op.operands.iter().enumerate() {
        let i = proc_macro2::Literal::usize_unsuffixed(i);
        let f = super::field_ident(&v.name);
        match &v.arity {
            Arity::Single => {
                let set = super::field_ident_with(&v.name, "set_", "");
                methods.push(quote!(::ir::ods_operand!(#schema, #i, single, #f, #set);));
                items.push(quote!((operand single #f #i)));
            }
            Arity::Optional => {
                methods.push(quote!(::ir::ods_operand!(#schema, #i, optional, #f);));
                items.push(quote!((operand optional #f #i)));
            }
            Arity::Variadic => {
                methods.push(quote!(::ir::ods_operand!(#schema, #i, variadic, #f);));
                items.push(quote!((operand variadic #f #i)));
            }
            Arity::VariadicOfVariadic(_) => {
                methods.push(quote!(::ir::ods_operand!(#schema, #i, groups, #f);));
                items.push(quote!((operand groups #f #i)));
            }
        }
    }
    for (i, v) in op.results.iter().enumerate() {
        let i = proc_macro2::Literal::usize_unsuffixed(i);
        let f = super::field_ident(&v.name);
        let kind = match v.arity {
            Arity::Single => quote!(single),
            Arity::Optional => quote!(optional),
            _ => quote!(variadic),
        };
        methods.push(quote!(::ir::ods_result!(#schema, #i, #kind, #f);));
        items.push(quote!((result #kind #f #i)));
    }
    type AttrLike<'a> = (
        &'a str,
        &'a Presence,
        &'a crate::model::AttrConstraint,
        Option<String>,
        bool,
    );
    let attr_like: Vec<AttrLike<'_>> = op
        .attributes
        .iter()
        .map(|a| (a.name.as_str(), &a.presence, &a.constraint, a.default_text(), false))
        .chain(op.properties.iter().map(|p| {
            let default = match &p.presence {
                Presence::Default(v) => Some(p.constraint.const_builder.as_deref().unwrap_or("$0").replace("$0", v)),
                _ => None,
            };
            (p.name.as_str(), &p.presence, &p.constraint, default, p.is_optional())
        }))
        .collect();
    for (n, presence, c, default, optional_prop) in &attr_like {
        let raw = super::field_ident_with(n, "", "_attr");
        let set_raw = super::field_ident_with(n, "set_", "_attr");
        items.push(quote!((attr #raw #n)));
        // One `ods_attr!` per attribute: the raw accessors, then `remove`,
        // then the unit or value accessors.
        let mut parts: Vec<TokenStream> = Vec::new();
        if *optional_prop {
            // An `OptionalProp` is cleared to `[]`, not removed.
            let clear = super::field_ident_with(n, "clear_", "");
            parts.push(quote!(clear #clear));
        } else if !matches!(presence, Presence::Required) || c.value == AttrValue::Unit {
            let remove = super::field_ident_with(n, "remove_", "");
            parts.push(quote!(remove #remove));
        }
        // The typed accessor of an attribute named like one of the handle's
        // own methods (linalg's `cast`) takes a `_value` suffix.
        let typed = if OP_BASE_METHODS.contains(n) {
            super::field_ident_with(n, "", "_value")
        } else {
            super::field_ident(n)
        };
        let setter = super::field_ident_with(n, "set_", "");
        if let Some(cv) = optional_prop
            .then(|| super::values::optional_prop_conv(&c.value))
            .flatten()
        {
            let (rt, pt, from, to) = (cv.ty, cv.param, cv.from, cv.to);
            parts.push(quote!(value #typed: #rt = |ctx, attr| #from, #setter: #pt = |ctx, v| #to, default None));
            items.push(quote!((value #typed: #rt = |ctx, attr| #from, default None, #n)));
        } else if c.value == AttrValue::Unit {
            parts.push(quote!(unit #typed, #setter));
            items.push(quote!((unit #typed #n)));
        } else if let Some(cv) = conv(&c.value) {
            let (rt, pt, from, to) = (cv.ty, cv.param, cv.from, cv.to);
            let def = match default {
                Some(t) => {
                    let t = super::preds::text_tokens(t);
                    quote!(Some(#t))
                }
                None => quote!(None),
            };
            parts.push(quote!(value #typed: #rt = |ctx, attr| #from, #setter: #pt = |ctx, v| #to, default #def));
            items.push(quote!((value #typed: #rt = |ctx, attr| #from, default #def, #n)));
        }
        methods.push(quote!(::ir::ods_attr!(#n, #raw, #set_raw #(, #parts)*);));
    }
    for (i, r) in op.regions.iter().enumerate() {
        let i = proc_macro2::Literal::usize_unsuffixed(i);
        let f = super::field_ident(&r.name);
        let kind = if r.variadic { quote!(variadic) } else { quote!(single) };
        methods.push(quote!(::ir::ods_region!(#i, #kind, #f);));
        items.push(quote!((region #kind #f #i)));
    }
    for (i, s) in op.successors.iter().enumerate() {
        let i = proc_macro2::Literal::usize_unsuffixed(i);
        let f = super::field_ident(&s.name);
        let kind = if s.variadic { quote!(variadic) } else { quote!(single) };
        methods.push(quote!(::ir::ods_successor!(#i, #kind, #f);));
        items.push(quote!((successor #kind #f #i)));
    }
    let adaptor_ty = format_ident!("{}Adaptor", op.rust_name());
    let view_ty = format_ident!("{}View", op.rust_name());
    let fold_ty = format_ident!("{}FoldAdaptor", op.rust_name());
    let builders = super::builders::builders(op);
    let infer_tensor_type = op.traits.iter().find_map(|t| match t {
        Trait::InferTensorType { compatible: false } => Some(quote!(::ir::ods_infer_tensor_type!(#ty);)),
        Trait::InferTensorType { compatible: true } => Some(quote!(::ir::ods_infer_tensor_type!(#ty, compatible);)),
        _ => None,
    });
    // `ir::ods_op_base!` comes with the schema (`ir::ods_schema!`).
    quote! {
        #(#[doc = #doc])*
        pub struct #ty(pub ::ir::OpId);
        impl #ty {
            #(#methods)*
            #builders
        }
        ::ir::ods_views!(#view_ty, #adaptor_ty, #fold_ty for #ty, #schema { #(#items)* });
        #infer_tensor_type
    }
}

/// The empty implementations of the interfaces the op's traits and stated effects
/// give it (sema's `provided_interfaces`: the interfaces' default bodies), one
/// `impl` each; what `#[op]` expands to for a single op.
pub fn provided_impls(op: &Op) -> TokenStream {
    let ty = quote::format_ident!("{}", op.rust_name());
    let provided = op.provided_interfaces.iter().map(|p| path_tokens(p));
    quote! { #(impl #provided for #ty {})* }
}

/// The provided interfaces of a file's ops, grouped by interface (in order of first
/// use): one `ir::ods_provided_interfaces!` invocation implementing them and defining
/// `attach_provided_interfaces(ctx)` in the registration module, instead of an `impl`
/// and an `attach` line per op and interface.
fn provided_interface_groups(ops: &[Op]) -> TokenStream {
    let mut groups: Vec<(&str, Vec<proc_macro2::Ident>)> = Vec::new();
    for op in ops {
        for p in &op.provided_interfaces {
            let ty = quote::format_ident!("{}", op.rust_name());
            match groups.iter_mut().find(|(g, _)| *g == p.as_str()) {
                Some((_, tys)) => tys.push(ty),
                None => groups.push((p, vec![ty])),
            }
        }
    }
    let rows = groups.iter().map(|(p, tys)| {
        let trait_path = path_tokens(p);
        let methods = path_tokens(&format!("{p}Methods"));
        quote! { #trait_path, #methods: [#(#tys),*]; }
    });
    if groups.is_empty() {
        return TokenStream::new();
    }
    quote! { ::ir::ods_provided_interfaces! { #(#rows)* } }
}

/// The doc lines of an op handle: the name and summary, then the
/// description (one `#[doc]` per line, as rustdoc joins them).
fn op_doc(op: &Op) -> Vec<String> {
    let mut lines = vec![if op.summary.is_empty() {
        format!(" `{}`", op.op_name)
    } else {
        format!(" `{}`: {}", op.op_name, op.summary)
    }];
    if !op.description.trim().is_empty() {
        lines.push(String::new());
        lines.extend(op.description.trim_end().lines().map(|l| format!(" {l}")));
    }
    lines
}

/// The row of the op table registering `op` ([`register`]).
pub fn entry(op: &Op, table: &mut Table) -> TokenStream {
    let schema = schema_ident(op);
    let pure = op.has(&Trait::Pure) || op.has(&Trait::NoMemoryEffect);
    super::format::entry_tokens(op, quote!(&#schema), pure, table)
}

/// Statements attaching the op's implementations of the registered interfaces it
/// declares (run after the op is registered).
pub fn interface_attachments(op: &Op) -> TokenStream {
    let ty = quote::format_ident!("{}", op.rust_name());
    op.registered_interfaces
        .iter()
        .map(|path| super::interfaces::declared_by_call(path, &ty))
        .collect()
}

/// [`interface_attachments`] less the provided interfaces (attached by
/// [`provided_interface_groups`]).
fn declared_interface_attachments(op: &Op) -> TokenStream {
    let ty = quote::format_ident!("{}", op.rust_name());
    op.registered_interfaces
        .iter()
        .filter(|path| {
            let name = path.rsplit("::").next().unwrap_or(path);
            !is_provided(op, name.strip_suffix("Methods").unwrap_or(name))
        })
        .map(|path| super::interfaces::declared_by_call(path, &ty))
        .collect()
}

/// Whether interface `name` is one the op's traits or stated effects give it.
fn is_provided(op: &Op, name: &str) -> bool {
    op.provided_interfaces
        .iter()
        .any(|p| p.rsplit("::").next() == Some(name))
}

/// Registration of all ops of a file: `setup` statements (dialect options
/// the ops' registration reads), one loop over the op table, the ops'
/// interface implementations, then `extra` statements (the bytecode
/// registrations).
pub fn register(ops: &[Op], table: &mut Table, setup: TokenStream, extra: TokenStream) -> TokenStream {
    let entries: Vec<TokenStream> = ops.iter().map(|op| entry(op, table)).collect();
    let attach: TokenStream = ops.iter().map(declared_interface_attachments).collect();
    let provided = provided_interface_groups(ops);
    let attach_provided = (!provided.is_empty()).then(|| quote!(attach_provided_interfaces(ctx);));
    let schemas = ops.iter().map(schema_ident);
    // The ops of this file, in definition order, as `registration::register` registers them.
    let table = super::tables::table_item(
        quote!(static),
        &format_ident!("__OPS"),
        "OpTable",
        quote!(&[#(#entries),*]),
    );
    quote! {
        #table
        /// Registration of the ops of this file: `register(ctx)` and their `SCHEMAS`
        /// (in a module of their own, so that they take no name of the including module).
        pub mod registration {
            #[allow(unused_imports)]
            use super::*;
            /// Registers every op of this file (and their dialects) with `ctx`.
            pub fn register(ctx: &::ir::Context) {
                #setup
                ::ir::ods::register::register_ops(ctx, __OPS);
                #attach_provided
                #attach
                #extra
            }
            #provided
            ::ir::ods_schemas!(#(#schemas),*);
        }
    }
}

/// The schema's `result_names` hook: the op's own (`result_names;`), its
/// fixed names (`result_names "alloc";`), or
/// ODS's default for an op with several result groups that does not
/// declare `OpAsmOpInterface` (each group's first value named after it).
fn result_names_hook(op: &Op, ty: &proc_macro2::Ident) -> Option<TokenStream> {
    if op.hooks.result_names {
        return Some(quote!(Some(|ctx, arena, op, set| #ty(op).result_names(ctx, arena, set))));
    }
    if !op.fixed_result_names.is_empty() {
        let names = &op.fixed_result_names;
        return Some(
            quote!(Some(|_, arena, op, set| ::ir::ods::access::set_fixed_result_names(arena, op, &[#(#names),*], set))),
        );
    }
    op.result_group_names.then(|| {
        quote!(Some(|ctx, arena, op, set| ::ir::ods::access::name_result_groups(ctx, arena, op, #ty::schema(), set)))
    })
}
