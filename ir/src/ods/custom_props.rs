//! Custom-storage property kinds as types: what typed accessors and
//! builders of a property of such a kind (a `.ods` `property_type`, upstream's
//! `Property<"storageType">`) convert through. Rods stores the property in
//! its attribute form; the accessor converts it to the storage type with
//! the kind's `from_attr`, the setter back with `to_attr`.

use crate::attrs::Attr;
use crate::context::Context;

/// A custom-storage property kind, implemented by the type
/// [`custom_prop_kind!`](crate::custom_prop_kind) declares (beside the
/// `static` of its [`CustomProp`](crate::bytecode::props::CustomProp)).
pub trait CustomPropKind {
    /// The Rust storage type (upstream's `storageType`).
    type Storage;
    /// `convertFromAttribute`: the value an attribute form holds, or the
    /// hook's message.
    fn from_attr(ctx: &Context, attr: Attr) -> Result<Self::Storage, String>;
    /// `convertToAttribute`: the value's attribute form.
    fn to_attr(ctx: &Context, value: &Self::Storage) -> Attr;
    /// Whether the kind has an `optional_parse` hook (upstream's
    /// `optionalParser`), with which a defaulted property of the kind may
    /// anchor an optional group of a format.
    const OPTIONAL_PARSE: bool = false;
}

/// The storage type of kind `K` (typed accessors' return type).
pub type Storage<K> = <K as CustomPropKind>::Storage;

/// `K`'s value of the attribute form `attr` (`None` when the conversion
/// fails): what typed accessors give.
pub fn value<K: CustomPropKind>(ctx: &Context, attr: Attr) -> Option<K::Storage> {
    K::from_attr(ctx, attr).ok()
}

/// The attribute form of `value` of kind `K`: what setters and builders
/// store.
pub fn attr<K: CustomPropKind>(ctx: &Context, value: &K::Storage) -> Result<Attr, crate::ods::BuildError> {
    Ok(K::to_attr(ctx, value))
}

/// Compiles only for a custom-storage property kind: `#[op]` checks the
/// path of a property's kind with it (a path to anything else is rustc's
/// error at the path).
pub const fn is_kind<K: CustomPropKind>() {}

/// `.ods`'s anchor message for a kind without `optional_parse`.
const NO_OPTIONAL_PARSER: &str = "only properties with default values that can be optionally parsed (have the `let optionalParser = ...` field defined) can be used to anchor an optional group";

/// Compiles only for a kind with an `optional_parse` hook: `#[op]` checks
/// with it the kind of a defaulted property anchoring an optional group
/// when the kind is declared in Rust (`#[property_type]`, whose hooks the
/// op's macro cannot see), failing with `.ods`'s message (rustc's
/// `evaluation panicked: ...`).
pub const fn check_optional_parse<K: CustomPropKind>() {
    if !K::OPTIONAL_PARSE {
        panic!("{}", NO_OPTIONAL_PARSER);
    }
}
