//! Ops with an operand `x` and a successor `s`,
//! each with its own format mistake (its `.ods` twin: the same ops, in order).
#![allow(dead_code)]

ui_tests::ops_with_formats! {
    {
        #[operand]
        x: AnyType,
        #[successor]
        s: AnySuccessor,
    }
    SuccessorBoundTwiceOp: "$x $s $s type($x) attr-dict",
    SuccessorNotFoundOp: "$x type($x) attr-dict",
    SuccessorsInTypeOp: "$x type(successors) attr-dict",
    SuccessorsOverlapOp: "$x $s successors type($x) attr-dict",
}

fn main() {}
