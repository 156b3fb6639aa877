//! Arith ops as plain builder functions of one shape (`fn(builder, type,
//! operands) -> op`), for code that picks the op to build at run time
//! (the TOSA lowerings): each calls the generated builder with the
//! default flags (`fastmath`, `overflowFlags`, `isExact` unset).

use crate::arith::ops as arith;
use ir::ods::{BuildError, OpBuilder};
use ir::{OpId, Type, Value};

/// Builds a binary op of result type `Type` from two operands.
pub type BinaryBuild = fn(&mut OpBuilder<'_>, Type, Value, Value) -> Result<OpId, BuildError>;

/// Builds a unary op of result type `Type` from one operand.
pub type UnaryBuild = fn(&mut OpBuilder<'_>, Type, Value) -> Result<OpId, BuildError>;

/// Declares binary builder functions: `name => Op` for ops whose builder
/// takes one optional flags attribute, `name => Op()` for ops without one.
macro_rules! binary_builders {
    ($($name:ident => $op:ident $( ( $($none:tt)? ) )?;)*) => {
        $(
            #[doc = concat!("`arith.", stringify!($name), "`.")]
            pub fn $name(b: &mut OpBuilder<'_>, ty: Type, lhs: Value, rhs: Value) -> Result<OpId, BuildError> {
                Ok(binary_builders!(@call $op, b, ty, lhs, rhs $( ( $($none)? ) )?).op())
            }
        )*
    };
    (@call $op:ident, $b:ident, $ty:ident, $l:ident, $r:ident ()) => { arith::$op::build($b, $ty, $l, $r)? };
    (@call $op:ident, $b:ident, $ty:ident, $l:ident, $r:ident) => { arith::$op::build($b, $ty, $l, $r, None)? };
}

binary_builders! {
    addi => AddIOp;
    subi => SubIOp;
    muli => MulIOp;
    divsi => DivSIOp;
    addf => AddFOp;
    subf => SubFOp;
    mulf => MulFOp;
    divf => DivFOp;
    minimumf => MinimumFOp;
    maximumf => MaximumFOp;
    maxsi => MaxSIOp();
    minsi => MinSIOp();
    maxui => MaxUIOp();
    andi => AndIOp();
    ori => OrIOp();
    xori => XOrIOp();
    shli => ShLIOp;
    shrui => ShRUIOp;
    shrsi => ShRSIOp;
}

/// `arith.negf`.
pub fn negf(b: &mut OpBuilder<'_>, ty: Type, operand: Value) -> Result<OpId, BuildError> {
    Ok(arith::NegFOp::build(b, ty, operand, None)?.op())
}
