//! The compile-time checks of the custom-storage property kinds anchoring an
//! optional group of an `#[op]` format. Sema lets a defaulted property of a
//! kind declared in Rust (`#[property_type]`) anchor a group, since the op's
//! macro cannot see the kind's hooks; the op then asks rustc whether the kind
//! has an `optional_parse` hook (upstream's `optionalParser`):
//! `ir::ods::custom_props::check_optional_parse::<Kind>()`, spelled at the
//! kind's path, fails with `.ods`'s message when it has none. The generated
//! parser calls the hook through the kind's `CustomProp` at run time, as for a
//! kind declared in `.ods`.

use ods_dsl::format::{ElementKind, OptionalGroup};
use ods_dsl::model::{self, AttrValue, Presence};
use proc_macro2::{Span, TokenStream};

/// The checks of op `m`'s anchoring properties, given the kind paths written in
/// the property field named `name` (`paths(name)`).
pub(crate) fn checks<'a>(m: &model::Op, paths: impl Fn(&str) -> Option<&'a [TokenStream]>) -> TokenStream {
    let Some(format) = &m.assembly else {
        return TokenStream::new();
    };
    let mut groups = Vec::new();
    collect_groups(&format.elements, &mut groups);
    let mut out = TokenStream::new();
    for g in groups {
        let ElementKind::Property(i) = &g.anchor_element().kind else {
            continue;
        };
        let Some(p) = m.properties.get(*i) else {
            continue;
        };
        let custom = matches!(p.constraint.value, AttrValue::CustomProp(_));
        if !custom || !matches!(p.presence, Presence::Default(_)) {
            continue;
        }
        for path in paths(&p.name).unwrap_or_default() {
            let span = path
                .clone()
                .into_iter()
                .last()
                .map_or_else(Span::call_site, |t| t.span());
            out.extend(quote::quote_spanned! {span=>
                const _: () = ::ir::ods::custom_props::check_optional_parse::<#path>();
            });
        }
    }
    out
}

/// The optional groups among `elements` (and within them).
fn collect_groups<'e>(elements: &'e [ods_dsl::format::Element], out: &mut Vec<&'e OptionalGroup>) {
    for e in elements {
        if let ElementKind::Optional(g) = &e.kind {
            out.push(g);
            collect_groups(&g.then_elements, out);
            collect_groups(&g.else_elements, out);
        }
    }
}
