//! [`DeclaredAttr`]: what an op's attribute constraint needs from an
//! attribute declared by a definition (an enum attribute, a bit enum's
//! attribute or an attribute definition), so that an `#[op]` can name one
//! declared in Rust by its path.

use super::format::StrippedParseFn;
use super::pred::{attr_matches, AttrPred};
use crate::{Attr, Context};

/// An attribute kind declared by a definition. Implemented by the generated
/// type of every enum attribute and attribute definition (`.ods` and
/// `#[attr_def]` alike); an op's constraint on a Rust-declared attribute
/// checks with [`DeclaredAttr::is`], prints [`DeclaredAttr::SUMMARY`] when
/// that fails, and its typed accessor reads and builds
/// [`DeclaredAttr::Value`].
pub trait DeclaredAttr {
    /// What typed accessors return: the enum of an enum attribute, the
    /// definition's struct of an attribute definition.
    type Value;
    /// What typed setters and builders take, as the included definition's
    /// take it: the enum by value, the definition's struct by reference.
    type Param<'a>;
    /// Dialect namespace.
    const NAMESPACE: &'static str;
    /// Mnemonic.
    const KEYWORD: &'static str;
    /// The summary a failed constraint prints (MLIR's `summary`).
    const SUMMARY: &'static str;
    /// The parser of the stripped form an op's format prints (`HalfUp` for
    /// `#d<mode HalfUp>`); `None` keeps the body as written.
    const STRIPPED_PARSER: Option<StrippedParseFn> = None;
    /// The attribute text around a constant's value (MLIR's
    /// `constBuilderCall`): `("#d<mode ", ">")` for an enum attribute, so that
    /// an op's default value `HalfUp` is `#d<mode HalfUp>`; `None` for an
    /// attribute definition, which has no constant builder (as in `.ods`).
    const CONST_BUILDER: Option<(&'static str, &'static str)> = None;
    /// The case spellings a default value may name: an enum attribute's or a
    /// bit enum attribute's (a default names one case, as `.ods`'s sema
    /// checks it); `None` for an attribute definition.
    const CASES: Option<&'static [(i64, &'static str)]> = None;
    /// The name of the enum an enum attribute wraps (what the message of a
    /// default naming no case says); empty for an attribute definition.
    const ENUM: &'static str = "";

    /// Whether `attr` is of this kind (`#dialect<mnemonic ...>` or
    /// `#dialect.mnemonic<...>`), as the constraint of an included
    /// definition checks it.
    fn is(ctx: &Context, attr: Attr) -> bool {
        attr_matches(ctx, attr, &AttrPred::DialectAttr(Self::NAMESPACE, Self::KEYWORD))
    }

    /// The value of an attribute of this kind.
    fn read_value(ctx: &Context, attr: Attr) -> Option<Self::Value>;

    /// The uniqued attribute of a value.
    fn build(ctx: &Context, value: Self::Param<'_>) -> Attr;
}

/// Compiles only when `T` is a declared attribute: what an `#[op]` naming
/// one by its path checks, at the path.
pub const fn is_declared<T: DeclaredAttr>() {}

/// Compiles only when `T` has a constant builder (an enum attribute): what an
/// `#[op]` giving a declared attribute a default value checks, at its path,
/// with `.ods`'s message (an attribute definition has no constant builder).
/// Whether the value is a case is [`unknown_case_message`]'s.
pub const fn check_default<T: DeclaredAttr>() {
    if T::CONST_BUILDER.is_none() {
        panic!("the attribute has no constant builder, so it cannot have a default value");
    }
}

/// The parts of the message of a default value `written` (naming the case
/// `case`) of `T` that names none of its cases, `.ods`'s: `'written' is not
/// a case of enum 'E'` and, on the next line, `cases: A, B`; empty when it
/// names one (or `T` has no cases).
const fn unknown_case_parts<T: DeclaredAttr>(written: &'static str) -> [&'static str; 5] {
    ["'", written, "' is not a case of enum '", T::ENUM, "'\ncases: "]
}

/// Whether `case` is one of `T`'s case spellings (true without cases).
const fn names_a_case<T: DeclaredAttr>(case: &str) -> bool {
    let Some(cases) = T::CASES else { return true };
    let mut i = 0;
    while i < cases.len() {
        if super::dialect_checks::same(cases[i].1.as_bytes(), case.as_bytes()) {
            return true;
        }
        i += 1;
    }
    false
}

/// The length of [`unknown_case_message`]'s message (0 when `case` is a
/// case of `T`).
pub const fn unknown_case_message_len<T: DeclaredAttr>(written: &'static str, case: &str) -> usize {
    if names_a_case::<T>(case) {
        return 0;
    }
    let mut n = concat_len(&unknown_case_parts::<T>(written));
    if let Some(cases) = T::CASES {
        let mut i = 0;
        while i < cases.len() {
            n += cases[i].1.len() + if i > 0 { 2 } else { 0 };
            i += 1;
        }
    }
    n
}

/// The message of a default value `written` (naming the case `case`) of `T`
/// that is none of its cases, as `.ods`'s sema words it (`'Sideways' is not a
/// case of enum 'Mode'`, then `cases: Up, Down`), in `N` bytes
/// ([`unknown_case_message_len`]); all zeros when it is a case.
pub const fn unknown_case_message<T: DeclaredAttr, const N: usize>(written: &'static str, case: &str) -> [u8; N] {
    let mut out = [0u8; N];
    if N == 0 || names_a_case::<T>(case) {
        return out;
    }
    let parts = unknown_case_parts::<T>(written);
    let mut at = 0;
    let mut p = 0;
    while p < parts.len() {
        at = copy_into(&mut out, at, parts[p]);
        p += 1;
    }
    if let Some(cases) = T::CASES {
        let mut i = 0;
        while i < cases.len() {
            if i > 0 {
                at = copy_into(&mut out, at, ", ");
            }
            at = copy_into(&mut out, at, cases[i].1);
            i += 1;
        }
    }
    out
}

/// Copies `s` into `out` from `at` (as far as it fits); the position after it.
const fn copy_into(out: &mut [u8], at: usize, s: &str) -> usize {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() && at + i < out.len() {
        out[at + i] = b[i];
        i += 1;
    }
    at + i
}

/// Compiles only when `message` is empty: the check of an `#[op]`'s default
/// value of a declared enum attribute, whose failure is rustc's error with
/// [`unknown_case_message`]'s text, at the default value.
pub const fn check_default_case(message: &[u8]) {
    if message.is_empty() {
        return;
    }
    match core::str::from_utf8(message) {
        Ok(m) => panic!("{}", m),
        Err(_) => panic!("the default value is not a case of the enum"),
    }
}

/// The text of `T`'s constant builder before the value (empty without one,
/// which [`check_default`] reports).
pub const fn builder_prefix<T: DeclaredAttr>() -> &'static str {
    match T::CONST_BUILDER {
        Some((prefix, _)) => prefix,
        None => "",
    }
}

/// The text of `T`'s constant builder after the value (see [`builder_prefix`]).
pub const fn builder_suffix<T: DeclaredAttr>() -> &'static str {
    match T::CONST_BUILDER {
        Some((_, suffix)) => suffix,
        None => "",
    }
}

/// The total length of `parts` (for [`crate::ods_concat_str!`]).
pub const fn concat_len(parts: &[&str]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// The bytes of `parts`, one after the other (`N`: their total length; for
/// [`crate::ods_concat_str!`]).
pub const fn concat_bytes<const N: usize>(parts: &[&str]) -> [u8; N] {
    let mut out = [0u8; N];
    let mut k = 0;
    let mut i = 0;
    while i < parts.len() {
        let bytes = parts[i].as_bytes();
        let mut j = 0;
        while j < bytes.len() && k < N {
            out[k] = bytes[j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    out
}

/// The concatenation of string constants, as a `&'static str` constant: how
/// an op's generated tables compose a summary or a default value with a
/// declared attribute's ([`DeclaredAttr::SUMMARY`], [`builder_prefix`]), which
/// only rustc knows.
#[macro_export]
macro_rules! ods_concat_str {
    ($($part:expr),+ $(,)?) => {{
        const PARTS: &[&str] = &[$($part),+];
        const BYTES: [u8; $crate::ods::declared::concat_len(PARTS)] = $crate::ods::declared::concat_bytes(PARTS);
        const TEXT: &str = match ::core::str::from_utf8(&BYTES) {
            Ok(text) => text,
            // (Whole strings joined are UTF-8.)
            Err(_) => panic!("a concatenation of strings is UTF-8"),
        };
        TEXT
    }};
}

/// The [`DeclaredAttr`] of attribute definition `$ty` (a struct with `get`
/// and `read`), whose value is the struct itself, taken by reference.
#[macro_export]
macro_rules! ods_declared_attr {
    ($ty:ident, $dialect:literal, $mnemonic:literal, $summary:literal) => {
        impl $crate::ods::DeclaredAttr for $ty {
            type Value = Self;
            type Param<'a> = &'a Self;
            const NAMESPACE: &'static str = $dialect;
            const KEYWORD: &'static str = $mnemonic;
            const SUMMARY: &'static str = $summary;
            fn read_value(ctx: &$crate::Context, attr: $crate::Attr) -> Option<Self> {
                Self::read(ctx, attr)
            }
            fn build(ctx: &$crate::Context, value: &Self) -> $crate::Attr {
                value.get(ctx)
            }
        }
    };
}
