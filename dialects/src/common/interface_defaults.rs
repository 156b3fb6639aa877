//! Upstream op interfaces whose every method has a default body, listed by ops
//! that keep all of them (`ArithFastMathInterface`, `VectorUnrollOpInterface`):
//! the `impl`s, for the ops of the calling dialect's `ops` module.

/// `impl $iface for ops::$op {}` (the default bodies) for each named op.
macro_rules! default_interface_impls {
    ($iface:ident: $($op:ident),* $(,)?) => {$(
        impl ::ir::interfaces::$iface for ops::$op {}
    )*};
}
pub(crate) use default_interface_impls;
