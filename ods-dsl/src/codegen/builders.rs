//! Builders: every ODS default form (separate result types, unwrapped
//! attribute values, aggregate result types, generic, inferred result
//! types) plus custom builders with default arguments.

use super::op::schema_ident;
use super::values::conv;
use crate::model::{Arity, AttrValue, Op, Presence, Trait, TypeTransform};
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

fn id(name: &str) -> Ident {
    super::field_ident(name)
}

/// How attributes are passed.
#[derive(Copy, Clone, PartialEq)]
enum AttrStyle {
    Raw,
    Unwrapped,
}

/// An attribute or property a builder takes, in declaration order (segment
/// attributes of `VariadicOfVariadic` operands are computed, not taken).
struct BAttr<'a> {
    name: &'a str,
    required: bool,
    /// An `OptionalProp`: built from its value as `[v]`, `[]` when `None`.
    optional_prop: bool,
    value: &'a AttrValue,
}

fn battrs(op: &Op) -> Vec<BAttr<'_>> {
    let segs: Vec<&str> = op
        .operands
        .iter()
        .filter_map(|v| match &v.arity {
            Arity::VariadicOfVariadic(s) => Some(s.as_str()),
            _ => None,
        })
        .collect();
    op.attributes
        .iter()
        .map(|a| BAttr {
            name: &a.name,
            required: a.presence == Presence::Required,
            optional_prop: false,
            value: &a.constraint.value,
        })
        .chain(op.properties.iter().map(|p| BAttr {
            name: &p.name,
            required: p.presence == Presence::Required,
            optional_prop: p.is_optional(),
            value: &p.constraint.value,
        }))
        .filter(|a| !segs.contains(&a.name))
        .collect()
}

fn operand_parts(op: &Op) -> (Vec<TokenStream>, Vec<TokenStream>) {
    let mut params = Vec::new();
    let mut body = Vec::new();
    for v in &op.operands {
        let n = id(&v.name);
        match &v.arity {
            Arity::Single => {
                params.push(quote!(#n: ::ir::Value));
                body.push(quote!(state.operands(&[#n]);));
            }
            Arity::Optional => {
                params.push(quote!(#n: Option<::ir::Value>));
                body.push(quote!(state.operands(#n.as_slice());));
            }
            Arity::Variadic => {
                params.push(quote!(#n: &[::ir::Value]));
                body.push(quote!(state.operands(#n);));
            }
            Arity::VariadicOfVariadic(seg) => {
                params.push(quote!(#n: &[&[::ir::Value]]));
                body.push(quote!(state.operand_groups(#n, #seg, ctx)?;));
            }
        }
    }
    (params, body)
}

fn result_parts(op: &Op) -> (Vec<TokenStream>, Vec<TokenStream>) {
    let mut params = Vec::new();
    let mut body = Vec::new();
    for v in &op.results {
        let n = super::field_ident_with(&v.name, "", "_type");
        match &v.arity {
            Arity::Single => {
                params.push(quote!(#n: ::ir::Type));
                body.push(quote!(state.results(&[#n]);));
            }
            Arity::Optional => {
                params.push(quote!(#n: Option<::ir::Type>));
                body.push(quote!(state.results(#n.as_slice());));
            }
            _ => {
                params.push(quote!(#n: &[::ir::Type]));
                body.push(quote!(state.results(#n);));
            }
        }
    }
    (params, body)
}

fn attr_parts(op: &Op, style: AttrStyle) -> (Vec<TokenStream>, Vec<TokenStream>) {
    let mut params = Vec::new();
    let mut body = Vec::new();
    for a in battrs(op) {
        let n = id(a.name);
        let name = a.name;
        let c = if style == AttrStyle::Unwrapped {
            conv(a.value)
        } else {
            None
        };
        if a.optional_prop {
            // `[v]` from the value, `[]` without one.
            let cv = if style == AttrStyle::Unwrapped {
                super::values::optional_prop_conv(a.value)
            } else {
                None
            };
            match cv {
                Some(cv) => {
                    let (pt, to) = (cv.param, cv.to);
                    params.push(quote!(#n: Option<#pt>));
                    body.push(quote!(state.attr(#name, Some(match #n {
                        Some(v) => #to?,
                        None => ::ir::ods::values::optional_prop(ctx, None),
                    }));));
                }
                None => {
                    params.push(quote!(#n: Option<::ir::Attr>));
                    body.push(quote!(state.attr(#name, Some(::ir::ods::values::optional_prop(ctx, #n)));));
                }
            }
            continue;
        }
        if style == AttrStyle::Unwrapped && *a.value == AttrValue::Unit {
            params.push(quote!(#n: bool));
            body.push(quote!(state.attr(#name, #n.then_some(ctx.unit_attr()));));
            continue;
        }
        match (c, a.required) {
            (None, true) => {
                params.push(quote!(#n: ::ir::Attr));
                body.push(quote!(state.attr(#name, Some(#n));));
            }
            (None, false) => {
                params.push(quote!(#n: Option<::ir::Attr>));
                body.push(quote!(state.attr(#name, #n);));
            }
            (Some(cv), true) => {
                let (pt, to) = (cv.param, cv.to);
                params.push(quote!(#n: #pt));
                body.push(quote!({ let v = #n; let a: ::ir::Attr = #to?; state.attr(#name, Some(a)); }));
            }
            (Some(cv), false) => {
                let (pt, to) = (cv.param, cv.to);
                params.push(quote!(#n: Option<#pt>));
                body.push(quote!(if let Some(v) = #n { let a: ::ir::Attr = #to?; state.attr(#name, Some(a)); }));
            }
        }
    }
    (params, body)
}

/// Statements turning `build_unwrapped`'s plain attribute values into the
/// attributes `build` takes (each rebinding its parameter's name), or
/// `None` when a required unit attribute has no such form.
fn raw_attr_lets(op: &Op) -> Option<Vec<TokenStream>> {
    let mut lets = Vec::new();
    for a in battrs(op) {
        let n = id(a.name);
        if a.optional_prop {
            // `build` takes the value's attribute and wraps it (`[v]`).
            let inner = match *a.value {
                AttrValue::Unit => quote!(Ok(::ir::ods::values::unit_prop(ctx, v))),
                _ => match conv(a.value) {
                    Some(c) => c.to,
                    None => quote!(Ok(v)),
                },
            };
            lets.push(quote!(let #n: Option<::ir::Attr> = match #n { Some(v) => Some({ let r: Result<::ir::Attr, ::ir::ods::BuildError> = #inner; r }?), None => None };));
            continue;
        }
        if *a.value == AttrValue::Unit {
            if a.required {
                return None;
            }
            lets.push(quote!(let #n = #n.then_some(ctx.unit_attr());));
            continue;
        }
        let Some(cv) = conv(a.value) else { continue };
        let to = cv.to;
        lets.push(if a.required {
            quote!(let #n: ::ir::Attr = { let v = #n; #to }?;)
        } else {
            quote!(let #n: Option<::ir::Attr> = match #n { Some(v) => Some(#to?), None => None };)
        });
    }
    Some(lets)
}

fn tail_parts(op: &Op) -> (Vec<TokenStream>, Vec<TokenStream>) {
    let mut params = Vec::new();
    let mut body = Vec::new();
    let fixed = op.regions.iter().filter(|r| !r.variadic).count();
    if fixed > 0 {
        let fixed = proc_macro2::Literal::usize_unsuffixed(fixed);
        body.push(quote!(state.regions(#fixed);));
    }
    for r in op.regions.iter().filter(|r| r.variadic) {
        let n = super::field_ident_with(&r.name, "num_", "");
        params.push(quote!(#n: usize));
        body.push(quote!(state.regions(#n);));
    }
    for s in &op.successors {
        let n = id(&s.name);
        if s.variadic {
            params.push(quote!(#n: &[::ir::BlockId]));
            body.push(quote!(state.successors(#n);));
        } else {
            params.push(quote!(#n: ::ir::BlockId));
            body.push(quote!(state.successors(&[#n]);));
        }
    }
    (params, body)
}

/// Whether `tokens` name the identifier `name`.
fn uses_ident(tokens: &[TokenStream], name: &str) -> bool {
    tokens.iter().any(|t| {
        t.clone().into_iter().any(|tt| match tt {
            proc_macro2::TokenTree::Ident(i) => i == name,
            proc_macro2::TokenTree::Group(g) => uses_ident(&[g.stream()], name),
            _ => false,
        })
    })
}

/// `let ctx = builder.ctx;` when `body` needs it.
fn ctx_binding(body: &[TokenStream]) -> TokenStream {
    if uses_ident(body, "ctx") {
        quote!(let ctx = builder.ctx;)
    } else {
        quote!()
    }
}

/// A builder that fills an `OpState` (`state`) and creates the op
/// (`ir::ods_builders!` adds both ends).
fn func(name: &str, params: Vec<TokenStream>, body: Vec<TokenStream>) -> TokenStream {
    let f = format_ident!("{}", name);
    let ctx = ctx_binding(&body);
    quote! {
        fn #f(builder #(, #params)*) |state| {
            #ctx
            #(#body)*
        }
    }
}

/// A builder with the given body.
fn delegating_func(name: &str, params: Vec<TokenStream>, body: Vec<TokenStream>) -> TokenStream {
    let f = format_ident!("{}", name);
    quote! {
        fn #f(builder #(, #params)*) {
            #(#body)*
        }
    }
}

/// The names of the parameters operand, attribute (raw) and tail parameters,
/// in order: the arguments a delegating builder passes on.
fn param_names(params: &[TokenStream]) -> Vec<TokenStream> {
    params
        .iter()
        .map(|p| {
            p.clone()
                .into_iter()
                .take_while(|t| !matches!(t, proc_macro2::TokenTree::Punct(c) if c.as_char() == ':'))
                .collect()
        })
        .collect()
}

/// How a result type is inferred: from the builder's parameters alone, or
/// from the op state being filled (its operand types or attributes).
enum Inferred {
    /// An expression of the parameters (and `ctx`, `builder`).
    FromParams(TokenStream),
    /// An expression of `state` and `operand_types`.
    FromState(TokenStream),
}

/// The result type of single result `i` without explicit types, if ODS can infer it.
fn inferred_result(op: &Op, i: usize) -> Option<Inferred> {
    let r = &op.results[i];
    if r.arity != Arity::Single {
        return None;
    }
    if let Some(text) = &r.constraint.buildable {
        return Some(Inferred::FromParams(quote!(__v::type_from_text(ctx, #text)?)));
    }
    let single_operand = |name: &str| {
        op.operands
            .iter()
            .find(|v| v.name == name && v.arity == Arity::Single)
            .map(|v| id(&v.name))
    };
    for t in &op.traits {
        match t {
            Trait::SameOperandsAndResultType => {
                if let Some(first) = op.operands.first().filter(|v| v.arity == Arity::Single) {
                    let o = id(&first.name);
                    return Some(Inferred::FromParams(quote!(builder.type_of(#o))));
                }
                return Some(Inferred::FromState(quote!(*operand_types.first().ok_or_else(
                    || ::ir::ods::BuildError("an operand is needed to infer the result type".into())
                )?)));
            }
            Trait::AllTypesMatch(names) if names.contains(&r.name) => {
                if let Some(o) = names.iter().find_map(|n| single_operand(n)) {
                    return Some(Inferred::FromParams(quote!(builder.type_of(#o))));
                }
                // A required typed attribute gives its type (`arith.constant`'s
                // `value`, as its `TypedAttr` builder).
                let required_attr = names.iter().find_map(|n| {
                    op.attributes
                        .iter()
                        .find(|a| &a.name == n && matches!(a.presence, Presence::Required))
                });
                if let Some(a) = required_attr {
                    let a = id(&a.name);
                    return Some(Inferred::FromParams(quote!(__v::attr_type(ctx, #a).ok_or_else(
                        || ::ir::ods::BuildError("the attribute has no type to infer the result type from".into())
                    )?)));
                }
            }
            Trait::TypesMatchWith {
                from, to, transform, ..
            } if *to == r.name => {
                if let Some(o) = single_operand(from) {
                    return Some(Inferred::FromParams(match transform {
                        TypeTransform::Identity => quote!(builder.type_of(#o)),
                        TypeTransform::ElementType => {
                            quote!(__v::element_type_or_self(ctx, builder.type_of(#o)))
                        }
                        TypeTransform::Rust(p) => {
                            let p = super::preds::path_tokens(p);
                            quote!(#p(ctx, builder.type_of(#o)))
                        }
                    }));
                }
            }
            Trait::FirstAttrDerivedResultType => {
                let first = op.attributes.first()?;
                let n = &first.name;
                return Some(Inferred::FromState(
                    quote!(state.attr_value(#n).and_then(|a| __v::attr_type(ctx, a)).ok_or_else(|| ::ir::ods::BuildError("the first attribute has no type".into()))?),
                ));
            }
            _ => {}
        }
    }
    None
}

/// Whether the op gets a `build_inferred` builder (its result types follow
/// from its operands and attributes).
pub fn has_inferred_builder(op: &Op) -> bool {
    if op.skip_default_builders || op.results.is_empty() {
        return false;
    }
    if op.infers_types() {
        return op.results.len() == 1 || op.results.iter().all(|r| r.arity == Arity::Single);
    }
    (0..op.results.len()).all(|i| inferred_result(op, i).is_some())
}

/// All builders of an op.
pub fn builders(op: &Op) -> TokenStream {
    let mut out = Vec::new();
    if !op.skip_default_builders {
        let (rp, rb) = result_parts(op);
        let (op_p, op_b) = operand_parts(op);
        let (ap, ab) = attr_parts(op, AttrStyle::Raw);
        let (tp, tb) = tail_parts(op);
        let cat = |a: &[&Vec<TokenStream>]| a.iter().flat_map(|v| v.iter().cloned()).collect::<Vec<_>>();
        let has_aggregate = !op.results.is_empty() && !op.has(&Trait::AttrSizedResultSegments);
        let all_single = op.results.iter().all(|r| r.arity == Arity::Single);
        // The arguments a builder delegating to `build_with_result_types` passes after the types.
        let rest = param_names(&cat(&[&op_p, &ap, &tp]));
        if has_aggregate && (all_single || op.results.len() == 1) {
            // The result types as the one list `build_with_result_types` takes.
            let types = param_names(&rp);
            let list = match op.results.first().map(|r| &r.arity) {
                Some(Arity::Optional) if op.results.len() == 1 => {
                    let t = &types[0];
                    quote!(#t.as_slice())
                }
                Some(Arity::Variadic) if op.results.len() == 1 => types[0].clone(),
                _ => quote!(&[#(#types),*]),
            };
            out.push(delegating_func(
                "build",
                cat(&[&rp, &op_p, &ap, &tp]),
                vec![quote!(Self::build_with_result_types(builder, #list, #(#rest),*))],
            ));
        } else {
            out.push(func(
                "build",
                cat(&[&rp, &op_p, &ap, &tp]),
                cat(&[&rb, &op_b, &ab, &tb]),
            ));
        }
        if battrs(op)
            .iter()
            .any(|a| conv(a.value).is_some() || *a.value == AttrValue::Unit)
        {
            let (up, ub) = attr_parts(op, AttrStyle::Unwrapped);
            match raw_attr_lets(op) {
                // Convert the plain values, then build as `build` does.
                Some(lets) => {
                    let ctx = ctx_binding(&lets);
                    let args = param_names(&cat(&[&rp, &op_p, &ap, &tp]));
                    out.push(delegating_func(
                        "build_unwrapped",
                        cat(&[&rp, &op_p, &up, &tp]),
                        vec![quote! {
                            #ctx
                            #(#lets)*
                            Self::build(builder, #(#args),*)
                        }],
                    ));
                }
                None => out.push(func(
                    "build_unwrapped",
                    cat(&[&rp, &op_p, &up, &tp]),
                    cat(&[&rb, &op_b, &ub, &tb]),
                )),
            }
        }
        if has_aggregate {
            let agg_p = vec![quote!(result_types: &[::ir::Type])];
            let agg_b = vec![quote!(state.results(result_types);)];
            out.push(func(
                "build_with_result_types",
                cat(&[&agg_p, &op_p, &ap, &tp]),
                cat(&[&agg_b, &op_b, &ab, &tb]),
            ));
        }
        // Inferred result types.
        let inferred: Option<Vec<TokenStream>> = if op.infers_types() {
            let n = op.results.len();
            if op.results.iter().all(|r| r.arity == Arity::Single) {
                Some(vec![quote! {
                    let types = ::ir::ods::infer::build_result_types::<Self>(builder, &state)?;
                    if types.len() != #n {
                        return Err(::ir::ods::BuildError(format!("inferred {} result types, expected {}", types.len(), #n)));
                    }
                    for t in types { state.results(&[t]); }
                }])
            } else if n == 1 {
                Some(vec![quote! {
                    let types = ::ir::ods::infer::build_result_types::<Self>(builder, &state)?;
                    state.results(&types);
                }])
            } else {
                None
            }
        } else if !op.results.is_empty() {
            let results: Option<Vec<Inferred>> = (0..op.results.len()).map(|i| inferred_result(op, i)).collect();
            match results {
                // Every type from the parameters: compute them, then build.
                Some(results) if has_aggregate && results.iter().all(|r| matches!(r, Inferred::FromParams(_))) => {
                    let names: Vec<Ident> = (0..results.len()).map(|i| format_ident!("t{}", i)).collect();
                    let lets: Vec<TokenStream> = results
                        .iter()
                        .zip(&names)
                        .map(|(r, n)| match r {
                            Inferred::FromParams(e) | Inferred::FromState(e) => quote!(let #n: ::ir::Type = #e;),
                        })
                        .collect();
                    let ctx = ctx_binding(&lets);
                    out.push(delegating_func(
                        "build_inferred",
                        cat(&[&op_p, &ap, &tp]),
                        vec![quote! {
                            #ctx
                            #(#lets)*
                            Self::build_with_result_types(builder, &[#(#names),*], #(#rest),*)
                        }],
                    ));
                    None
                }
                Some(results) => Some(
                    results
                        .into_iter()
                        .map(|r| match r {
                            Inferred::FromParams(e) | Inferred::FromState(e) => {
                                quote!(let t: ::ir::Type = #e; state.results(&[t]);)
                            }
                        })
                        .collect(),
                ),
                None => None,
            }
        } else {
            None
        };
        if let Some(res) = inferred {
            let pre = quote! {
                let operand_types: Vec<::ir::Type> = state.operand_values().iter().map(|v| builder.type_of(*v)).collect();
            };
            let mut body = cat(&[&op_b, &ab]);
            if uses_ident(&res, "operand_types") {
                body.push(pre);
            }
            body.extend(res);
            body.extend(tb.iter().cloned());
            out.push(func("build_inferred", cat(&[&op_p, &ap, &tp]), body));
        }
    }
    for b in &op.builders {
        let f = format_ident!("{}", b.name);
        let imp = format_ident!("{}_impl", b.name);
        let mut params = Vec::new();
        let mut args = Vec::new();
        let mut defaults = Vec::new();
        for p in &b.params {
            let n = format_ident!("{}", p.name);
            let t: syn::Type = syn::parse_str(&p.rust_type).unwrap_or_else(|_| syn::parse_quote!(()));
            match &p.default {
                Some(d) => {
                    let e: syn::Expr = syn::parse_str(d).unwrap_or_else(|_| syn::parse_quote!(()));
                    params.push(quote!(#n: Option<#t>));
                    defaults.push(quote!(let #n: #t = ::ir::ods::build::arg_or(#n, || #e);));
                }
                None => params.push(quote!(#n: #t)),
            }
            args.push(quote!(#n));
        }
        let doc = format!(
            " Custom builder `{}` (implemented by `{}_impl`; `None` arguments take their default).",
            b.name, b.name
        );
        out.push(quote! {
            #[doc = #doc]
            fn #f(builder #(, #params)*) {
                #(#defaults)*
                Self::#imp(builder, #(#args),*)
            }
        });
    }
    if out.is_empty() {
        return quote!();
    }
    let schema = schema_ident(op);
    // The builders as `ir::ods_builders!` items: the macro adds the builder
    // parameter's type and the result type.
    quote!(::ir::ods_builders! { #schema; #(#out)* })
}
