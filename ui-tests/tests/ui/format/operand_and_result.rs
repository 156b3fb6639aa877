//! Ops with an operand `x` and a result `r`,
//! each with its own format mistake (its `.ods` twin: the same ops, in order).
#![allow(dead_code)]

ui_tests::ops_with_formats! {
    {
        #[operand]
        x: AnyType,
        #[result]
        r: AnyType,
    }
    FunctionalTypeMissingCommaOp: "$x attr-dict `:` functional-type($x $r)",
    FunctionalTypeNestedOp: "$x custom<F>(functional-type($x, $r)) attr-dict",
    GroupSingleResultOp: "$x (`a` type($r)^)? type($x) attr-dict",
    ResultAtTopLevelOp: "$x $r type($x) attr-dict",
    ResultTypeNotInferableOp: "$x type($x) attr-dict",
    ResultsOutsideTypeOp: "$x results type($x) attr-dict",
    ResultsTypeBoundTwiceOp: "$x type($x) type($r) type(results) attr-dict",
}

fn main() {}
