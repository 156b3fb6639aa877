//! The `calc` dialect, declared with `#[op]` on Rust structs: what an
//! out-of-tree crate writes to get a dialect from rods without a `.ods`
//! file. The macros run ods-dsl's validation and code generation, so the
//! ops get the same typed handles, builders, verifiers and formats as a
//! `.ods` declaration; the folders below are the hooks `folder` asks for,
//! and `CalcPatterns` declares rewrite patterns over the ops (MLIR's DRR, with
//! `ods_macros::patterns!`), which the dialect registers for canonicalize.

use ir::ods::FoldResult;
use ir::{Attr, Context, IrArena};
use ods_macros::{dialect, op};

mod fold;
pub mod program;

/// Integer calculator
///
/// 64-bit integer constants, addition and multiplication, and a print.
#[dialect("calc", ops = [ConstOp, AddOp, MulOp, PrintOp], patterns = [CalcPatterns], dependent = [func])]
pub struct CalcDialect;

/// Registers the calc dialect, and the upstream dialects its programs use
/// (`func`), into `ctx`.
pub fn register(ctx: &Context) {
    dialects::register_all(ctx);
    CalcDialect::register(ctx);
}

ods_macros::patterns! {
    /// The calc dialect's declarative rewrite patterns (MLIR's DRR), over the
    /// ops below, named by their Rust paths.
    pub struct CalcPatterns;

    def AddInts : NativeCodeCall<fold::add_ints>;
    def IsTwo : Constraint<CPred<fold::is_two>>;

    // const a + const b -> const (a + b)
    pattern AddConstants : Pat<(self::AddOp (self::ConstOp $a), (self::ConstOp $b)),
                               (self::ConstOp (AddInts $a, $b))>;
    // x * 2 -> x + x
    pattern MulByTwo : Pat<(self::MulOp $x, (self::ConstOp $c)), (self::AddOp $x, $x),
                           [(IsTwo $c)], [], (addBenefit 1)>;
}

/// A 64-bit integer constant
#[op("calc.const", traits = [ConstantLike, Pure], format = "$value attr-dict", folder)]
pub struct ConstOp {
    #[attr]
    value: I64Attr,
    #[result]
    result: I64,
}

/// Integer addition: `x + 0` folds to `x`
#[op("calc.add", traits = [Pure, Commutative, SameOperandsAndResultType],
     format = "$lhs `,` $rhs attr-dict", folder)]
pub struct AddOp {
    #[operand]
    lhs: I64,
    #[operand]
    rhs: I64,
    #[result]
    result: I64,
}

/// Integer multiplication: `x * 1` folds to `x`
#[op("calc.mul", traits = [Pure, Commutative, SameOperandsAndResultType],
     format = "$lhs `,` $rhs attr-dict", folder)]
pub struct MulOp {
    #[operand]
    lhs: I64,
    #[operand]
    rhs: I64,
    #[result]
    result: I64,
}

/// Prints an integer (a side effect: never erased)
#[op("calc.print", format = "$input attr-dict")]
pub struct PrintOp {
    #[operand]
    input: I64,
}

/// The integer a constant operand holds.
fn constant(ctx: &Context, operand: Option<&Option<Attr>>) -> Option<i64> {
    operand.copied().flatten().and_then(|a| ir::ods::values::as_int(ctx, a))
}

impl ConstOp {
    /// A constant folds to its value.
    pub fn fold(self, ctx: &Context, arena: &IrArena, _operands: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
        self.value_attr(ctx, arena).map(|v| vec![FoldResult::Attr(v)])
    }
}

impl AddOp {
    /// `x + 0` is `x` (canonicalization has moved constants to the right,
    /// the op being `Commutative`).
    pub fn fold(self, ctx: &Context, arena: &IrArena, operands: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
        (constant(ctx, operands.get(1)) == Some(0)).then(|| vec![FoldResult::Value(self.lhs(ctx, arena))])
    }
}

impl MulOp {
    /// `x * 1` is `x`.
    pub fn fold(self, ctx: &Context, arena: &IrArena, operands: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
        (constant(ctx, operands.get(1)) == Some(1)).then(|| vec![FoldResult::Value(self.lhs(ctx, arena))])
    }
}

#[cfg(test)]
mod tests;
