//! `VectorUnrollOpInterface` of arith's elementwise ops (`ArithOps.td`'s
//! `Arith_Op` base: every op but `arith.constant`), with the default body: the
//! first result's vector shape (upstream's `addui_extended`, `mulsi_extended` and
//! `mului_extended` override it with the same answer).

use super::ops;

crate::common::interface_defaults::default_interface_impls! {
    VectorUnrollOpInterface:
    AddIOp, SubIOp, MulIOp, ShLIOp, DivUIOp, DivSIOp, ShRUIOp, ShRSIOp, CeilDivUIOp, CeilDivSIOp,
    FloorDivSIOp, RemUIOp, RemSIOp, AndIOp, OrIOp, XOrIOp, MaxSIOp, MaxUIOp, MinSIOp, MinUIOp,
    AddFOp, SubFOp, MulFOp, DivFOp, RemFOp, MaximumFOp, MaxNumFOp, MinimumFOp, MinNumFOp, NegFOp,
    AddUIExtendedOp, MulSIExtendedOp, MulUIExtendedOp, ExtUIOp, ExtSIOp, UIToFPOp, SIToFPOp,
    FPToUIOp, FPToSIOp, IndexCastOp, IndexCastUIOp, BitcastOp, ExtFOp, TruncIOp, TruncFOp, CmpIOp,
    CmpFOp, SelectOp, ScalingExtFOp, ScalingTruncFOp,
}
