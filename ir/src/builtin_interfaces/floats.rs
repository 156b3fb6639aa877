//! `FloatTypeInterface` (upstream's `FloatType`) of the builtin float types: the
//! kind is the semantics, and upstream's `scaleElementBitwidth` of `f16`, `bf16`
//! and `f32` (`BuiltinTypes.cpp`).

use super::FloatType;
use crate::float::FloatKind;
use crate::interfaces::{FloatTypeInterface, FloatTypeInterfaceMethods, FloatTypeInterfaceRef};
use crate::{Context, Type, TypeKind};

impl FloatTypeInterface for FloatType {
    fn float_semantics(ctx: &Context, ty: Type) -> FloatKind {
        // Attached to the builtin float kind only: every type seen here is a float.
        float_kind_of(ctx, ty).unwrap_or(FloatKind::F32)
    }

    /// `f16`/`bf16` scale by 2 to `f32` and by 4 to `f64`, `f32` by 2 to `f64`.
    fn scale_element_bitwidth(ctx: &Context, ty: Type, scale: u32) -> Option<Type> {
        let scaled = match (float_kind_of(ctx, ty)?, scale) {
            (FloatKind::F16 | FloatKind::BF16, 2) => FloatKind::F32,
            (FloatKind::F16 | FloatKind::BF16, 4) | (FloatKind::F32, 2) => FloatKind::F64,
            _ => return None,
        };
        Some(ctx.float_type(scaled))
    }
}

/// The kind of a builtin float type.
fn float_kind_of(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// Upstream's `dyn_cast<FloatType>(ty)` and `getFloatSemantics`: the semantics of
/// a type implementing `FloatTypeInterface` (the builtin float types, or a
/// dialect's), else `None`.
pub fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    Some(FloatTypeInterfaceRef::get(ctx, ty)?.float_semantics(ctx))
}

/// Attaches the float types' implementation (and its base's,
/// `VectorElementTypeInterface`).
pub(super) fn register(ctx: &Context) {
    FloatTypeInterfaceMethods::attach::<FloatType>(ctx);
}
