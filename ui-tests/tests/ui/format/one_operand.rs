//! Ops with one operand `x`,
//! each with its own format mistake (its `.ods` twin: the same ops, in order).
#![allow(dead_code)]

ui_tests::ops_with_formats! {
    {
        #[operand]
        x: AnyType,
    }
    AttrDictInTypeOp: "$x type(attr-dict) attr-dict",
    AttrDictMissingOp: "$x type($x)",
    AttrDictTwiceOp: "$x type($x) attr-dict attr-dict",
    BareIdentifierOp: "$x to type($x) attr-dict",
    CustomEmptyArgumentsOp: "$x custom<F>() type($x) attr-dict",
    CustomMissingGreaterOp: "custom<F($x) type($x) attr-dict",
    CustomMissingLessOp: "$x custom F($x) type($x) attr-dict",
    CustomMissingLparenOp: "custom<F> $x type($x) attr-dict",
    CustomMissingNameOp: "custom<>($x) type($x) attr-dict",
    CustomMissingRparenOp: "custom<F>($x type($x) attr-dict",
    CustomOperandsArgumentOp: "custom<F>(operands) type($x) attr-dict",
    CustomTypeOfOperandsOp: "$x custom<F>(type(operands)) attr-dict",
    GroupCustomAnchorWithoutVariablesOp: "$x (custom<F>(\"s\")^ `a`)? type($x) attr-dict",
    GroupNotTopLevelOp: "$x type((`a` $x^)?) attr-dict",
    GroupSingleOperandOp: "($x^ `a`)? type($x) attr-dict",
    LiteralBadKeywordOp: "$x `a b` type($x) attr-dict",
    LiteralBadPunctuationOp: "$x `%` type($x) attr-dict",
    LiteralBadStartOp: "$x `1a` type($x) attr-dict",
    LiteralInTypeOp: "$x type(`a`) attr-dict",
    OilistMissingParenOp: "$x oilist `a` type($x) attr-dict",
    OilistSingleOperandOp: "oilist(`a` $x) type($x) attr-dict",
    OperandBoundTwiceOp: "$x `,` $x type($x) attr-dict",
    OperandNotFoundOp: "type($x) attr-dict",
    OperandTypeNotInferableOp: "$x attr-dict",
    OperandsOverlapOp: "$x operands type($x) attr-dict",
    OperandsTypeBoundTwiceOp: "$x type($x) type(operands) attr-dict",
    ParamsDirectiveOp: "$x params type($x) attr-dict",
    PropDictInTypeOp: "$x type(prop-dict) attr-dict",
    PropDictTwiceOp: "$x type($x) prop-dict prop-dict attr-dict",
    QualifiedOperandOp: "qualified($x) type($x) attr-dict",
    RefBeforeBindOp: "custom<F>(ref($x)) $x type($x) attr-dict",
    RefOutsideCustomOp: "$x ref($x) type($x) attr-dict",
    RefTypeBeforeBindOp: "$x custom<F>(ref(type($x))) type($x) attr-dict",
    StringOutsideCustomOp: "$x \"s\" type($x) attr-dict",
    TypeBoundTwiceOp: "$x type($x) type($x) attr-dict",
    TypeInTypeOp: "$x type(type($x)) attr-dict",
    UnexpectedCharacterOp: "$x % type($x) attr-dict",
    UnknownVariableOp: "$x $y type($x) attr-dict",
    UnterminatedLiteralOp: "$x type($x) attr-dict `:",
    VariableWithoutNameOp: "$x $ type($x) attr-dict",
}

fn main() {}
