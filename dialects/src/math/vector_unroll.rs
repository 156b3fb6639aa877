//! `VectorUnrollOpInterface` of math's ops (`MathOps.td`'s `Math_Op` base), with
//! the default body: the first result's vector shape (upstream's `sincos`
//! overrides it with its operand's, the same shape).

use super::ops;

crate::common::interface_defaults::default_interface_impls! {
    VectorUnrollOpInterface:
    AbsFOp, AbsIOp, AcoshOp, AsinOp, AsinhOp, AtanOp, AtanhOp, Atan2Op, CbrtOp, CeilOp, ClampFOp,
    CopySignOp, CosOp, AcosOp, CoshOp, SinOp, SinhOp, SincosOp, CountLeadingZerosOp,
    CountTrailingZerosOp, CtPopOp, ErfOp, ErfcOp, ExpOp, Exp2Op, ExpM1Op, FloorOp, FmaOp, IPowIOp,
    IsFiniteOp, IsInfOp, IsNaNOp, IsNormalOp, LogOp, Log10Op, Log1pOp, Log2Op, PowFOp, RsqrtOp,
    SqrtOp, TanOp, TanhOp, RoundEvenOp, RoundOp, TruncOp, FPowIOp,
}
