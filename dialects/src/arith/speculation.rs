//! `ConditionallySpeculatable` of arith's divisions (upstream's
//! `DivUIOp::getSpeculatability` and friends): speculatable only when the
//! range of the divisor (`rhs`: a constant's value, or what its defining op's
//! `InferIntRangeInterface` infers) leaves out the values that trap.

use super::ops::{CeilDivSIOp, CeilDivUIOp, DivSIOp, DivUIOp};
use crate::common::speculation::division_speculatability;
use ir::interfaces::ConditionallySpeculatable;
use ir::speculation::Speculatability;
use ir::{Context, IrArena};

/// Implements `ConditionallySpeculatable` for divisions, signed or not.
macro_rules! division {
    ($($op:ident => $signed:literal),* $(,)?) => {$(
        impl ConditionallySpeculatable for $op {
            /// Speculatable when the divisor's range leaves out zero (and -1
            /// when signed).
            fn speculatability(self, ctx: &Context, arena: &IrArena) -> Speculatability {
                division_speculatability(ctx, arena, self.rhs(ctx, arena), $signed)
            }
        }
    )*};
}

division!(DivUIOp => false, CeilDivUIOp => false, DivSIOp => true, CeilDivSIOp => true);
