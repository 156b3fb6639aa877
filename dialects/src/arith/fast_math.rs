//! `ArithFastMathInterface` of arith's floating-point ops (`ArithOps.td`).

use super::ops;

crate::common::interface_defaults::default_interface_impls! {
    ArithFastMathInterface:
    AddFOp, SubFOp, MulFOp, DivFOp, RemFOp, MaximumFOp, MaxNumFOp, MinimumFOp, MinNumFOp,
    NegFOp, ExtFOp, TruncFOp, CmpFOp, ScalingExtFOp, ScalingTruncFOp,
}
