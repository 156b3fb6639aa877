//! `ArithFastMathInterface` of arith's floating-point ops (`ArithOps.td`).

use super::ops;

crate::common::fast_math::fast_math_ops! {
    AddFOp, SubFOp, MulFOp, DivFOp, RemFOp, MaximumFOp, MaxNumFOp, MinimumFOp, MinNumFOp,
    NegFOp, ExtFOp, TruncFOp, CmpFOp, ScalingExtFOp, ScalingTruncFOp,
}
