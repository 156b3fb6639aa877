//! Ops with an operand `x` and an optional operand `y`,
//! each with its own format mistake (its `.ods` twin: the same ops, in order).
#![allow(dead_code)]

ui_tests::ops_with_formats! {
    {
        #[operand]
        x: AnyType,
        #[operand]
        y: Optional<AnyType>,
    }
    GroupElseWithoutParenOp: "$x (`a` $y^) : `b` ? type($x) attr-dict",
    GroupLiteralAnchorOp: "$x (`a`^ $y)? type($x) attr-dict",
    GroupMissingQuestionOp: "$x (`a` $y^) type($x) attr-dict",
    GroupStartsWithTypeOp: "$x (type($y)^ `a`)? type($x) attr-dict",
    GroupTwoAnchorsOp: "$x (`a`^ $y^)? type($x) attr-dict",
    GroupWithAttrDictOp: "$x (`a` $y^ attr-dict)? type($x)",
    GroupWithoutAnchorOp: "$x (`a` $y)? type($x) attr-dict",
}

fn main() {}
