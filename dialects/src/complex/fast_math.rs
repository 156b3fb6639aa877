//! `ArithFastMathInterface` of complex's ops with a `fastmath` attribute
//! (`ComplexOps.td`).

use super::ops;

crate::common::interface_defaults::default_interface_impls! {
    ArithFastMathInterface:
    AbsOp, AddOp, AngleOp, Atan2Op, ConjOp, CosOp, DivOp, ExpOp, Expm1Op, ImOp, LogOp,
    Log1pOp, MulOp, NegOp, PowOp, PowiOp, ReOp, RsqrtOp, SignOp, SinOp, SqrtOp, SubOp,
    TanOp, TanhOp,
}
