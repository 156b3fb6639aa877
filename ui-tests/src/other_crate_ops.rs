//! Ops declared with `#[op]` in this crate for the `tests/ui/pass` cases,
//! which are crates of their own: `patterns_across_crates.rs` names them in
//! a `patterns!` by their path from there (`ui_tests::other_crate_ops::NegOp`).

use ods_macros::op;

/// Integer negation (`t2.neg %x : i32`).
#[op("t2.neg", traits = [Pure, SameOperandsAndResultType], format = "$input attr-dict `:` type($out)")]
pub struct NegOp {
    #[operand]
    input: AnyInteger,
    #[result]
    out: AnyInteger,
}
