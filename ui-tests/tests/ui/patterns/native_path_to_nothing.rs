#![allow(dead_code)]
use ods_macros::{op, patterns};

/// patterns
#[op("t.add", traits = [Pure, SameOperandsAndResultType])]
pub struct AddOp {
    #[operand]
    lhs: AnyInteger,
    #[operand]
    rhs: AnyInteger,
    #[attr]
    flags: Option<I64Attr>,
    #[result]
    result: AnyInteger,
}

#[op("t.ext")]
pub struct ExtOp {
    #[operand]
    input: AnyInteger,
    #[result]
    out: AnyInteger,
}

#[op("t.pair")]
pub struct PairOp {
    #[operand]
    a: AnyInteger,
    #[operand]
    b: AnyInteger,
    #[result]
    x: AnyInteger,
    #[result]
    y: AnyInteger,
}

fn same(_: &ir::Context, _: &ir::IrArena, _: ir::Value, _: ir::Value) -> bool {
    true
}

fn twice(_: &ir::Context, _: &ir::IrArena, a: ir::Attr) -> Option<ir::Attr> {
    Some(a)
}

patterns! {
    pub struct Patterns;
    def Thrice : NativeCodeCall<thrice>;
    pattern P : Pat<(self::AddOp $x, $y, $f), (self::AddOp $x, $y, (Thrice $f))>;
}

fn main() {}
