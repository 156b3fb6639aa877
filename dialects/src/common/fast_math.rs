//! `ArithFastMathInterface` (`ArithOpsInterfaces.td`) on the ops of a dialect that
//! declare it: every method has upstream's default body (the `fastmath` attribute).

/// `impl ArithFastMathInterface` with the default bodies for each named op of the
/// calling dialect's `ops` module.
macro_rules! fast_math_ops {
    ($($op:ident),* $(,)?) => {$(
        impl ::ir::interfaces::ArithFastMathInterface for ops::$op {}
    )*};
}
pub(crate) use fast_math_ops;
