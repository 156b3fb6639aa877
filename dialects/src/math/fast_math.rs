//! `ArithFastMathInterface` of math's floating-point ops (`MathOps.td`).

use super::ops;

crate::common::interface_defaults::default_interface_impls! {
    ArithFastMathInterface:
    AbsFOp, AcosOp, AcoshOp, AsinOp, AsinhOp, AtanOp, Atan2Op, AtanhOp, CbrtOp, CeilOp,
    ClampFOp, CopySignOp, CosOp, CoshOp, ErfOp, ErfcOp, ExpOp, Exp2Op, ExpM1Op, FloorOp,
    FmaOp, FPowIOp, IsFiniteOp, IsInfOp, IsNaNOp, IsNormalOp, LogOp, Log10Op, Log1pOp,
    Log2Op, PowFOp, RoundOp, RoundEvenOp, RsqrtOp, SinOp, SincosOp, SinhOp, SqrtOp, TanOp,
    TanhOp, TruncOp,
}
