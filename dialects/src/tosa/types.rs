//! The tosa types (`TosaTypesBase.td`, declared as `typedef`s in
//! `tosa.ods`): `!tosa.shape<N>` with its verifier
//! (`ShapeType::verify`), and readers of both types for the constraints.

use ir::{Context, Type};

use super::ops::{MXInt8, Shape};

impl Shape {
    /// `ShapeType::verify`: the rank is zero or positive.
    pub fn verify(&self, _ctx: &Context) -> Result<(), String> {
        if self.rank < 0 {
            return Err(format!("invalid rank (must be >= 0): {}", self.rank));
        }
        Ok(())
    }
}

/// The rank of a `!tosa.shape<N>` type; `None` for any other type.
pub(super) fn shape_rank(ctx: &Context, t: Type) -> Option<i64> {
    Shape::read(ctx, t).map(|s| i64::from(s.rank))
}

/// Whether `t` is `!tosa.mxint8`.
pub(super) fn is_mxint8(ctx: &Context, t: Type) -> bool {
    MXInt8::read(ctx, t).is_some()
}
