//! Op classes declared with `#[op_class]` in this crate for the
//! `tests/ui/pass` cases, which are crates of their own:
//! `rust_op_classes.rs` inherits from them by their path from there
//! (`ui_tests::other_crate_classes::T2_BinaryOp<I32>`).

use ods_macros::op_class;

/// Binary ops whose operands and result have one type (`t2.x %a, %b : i32`).
#[op_class(params(operand: Type), traits = [SameOperandsAndResultType, Pure],
           format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct T2_BinaryOp {
    #[operand]
    lhs: operand,
    #[operand]
    rhs: operand,
    #[result]
    result: operand,
}

/// Unary ops with a custom form, based on a class of a `.ods` file this class
/// includes (the path resolved here, where the class is).
#[op_class(include = "src/op_classes.ods", class = T2_Unary<AnyInteger>, traits = [Pure],
           format = "$input attr-dict `:` type($out)")]
pub struct T2_FormattedUnary {}
