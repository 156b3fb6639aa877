//! Ops with an operand `x` and an `I64Attr` attribute `a`,
//! each with its own format mistake (its `.ods` twin: the same ops, in order).
#![allow(dead_code)]

ui_tests::ops_with_formats! {
    {
        #[operand]
        x: AnyType,
        #[attr]
        a: I64Attr,
    }
    AttributeBoundTwiceOp: "$x $a $a type($x) attr-dict",
    AttributeInTypeOp: "$x type($a) attr-dict",
    GroupRequiredAttributeAnchorOp: "$x (`a` $a^)? type($x) attr-dict",
    OilistRequiredAttributeOp: "$x oilist(`a` $a) type($x) attr-dict",
}

fn main() {}
