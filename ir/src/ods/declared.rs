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
    /// Dialect namespace.
    const NAMESPACE: &'static str;
    /// Mnemonic.
    const KEYWORD: &'static str;
    /// The summary a failed constraint prints (MLIR's `summary`).
    const SUMMARY: &'static str;
    /// The parser of the stripped form an op's format prints (`HalfUp` for
    /// `#d<mode HalfUp>`); `None` keeps the body as written.
    const STRIPPED_PARSER: Option<StrippedParseFn> = None;

    /// Whether `attr` is of this kind (`#dialect<mnemonic ...>` or
    /// `#dialect.mnemonic<...>`), as the constraint of an included
    /// definition checks it.
    fn is(ctx: &Context, attr: Attr) -> bool {
        attr_matches(ctx, attr, &AttrPred::DialectAttr(Self::NAMESPACE, Self::KEYWORD))
    }

    /// The value of an attribute of this kind.
    fn read_value(ctx: &Context, attr: Attr) -> Option<Self::Value>;

    /// The uniqued attribute of a value.
    fn build(ctx: &Context, value: Self::Value) -> Attr;
}

/// Compiles only when `T` is a declared attribute: what an `#[op]` naming
/// one by its path checks, at the path.
pub const fn is_declared<T: DeclaredAttr>() {}

/// The [`DeclaredAttr`] of attribute definition `$ty` (a struct with `get`
/// and `read`), whose value is the struct itself.
#[macro_export]
macro_rules! ods_declared_attr {
    ($ty:ident, $dialect:literal, $mnemonic:literal, $summary:literal) => {
        impl $crate::ods::DeclaredAttr for $ty {
            type Value = Self;
            const NAMESPACE: &'static str = $dialect;
            const KEYWORD: &'static str = $mnemonic;
            const SUMMARY: &'static str = $summary;
            fn read_value(ctx: &$crate::Context, attr: $crate::Attr) -> Option<Self> {
                Self::read(ctx, attr)
            }
            fn build(ctx: &$crate::Context, value: Self) -> $crate::Attr {
                value.get(ctx)
            }
        }
    };
}
