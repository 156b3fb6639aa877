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
