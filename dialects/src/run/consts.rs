//! Constant attributes as runtime values: integer and float attributes as
//! scalars, dense elements (splat or not) as tensors.

use std::rc::Rc;

use ir::{Attr, AttrKind, Context, Type, TypeKind};

use super::value::{num_elements, RtValue, Scalar, Tensor};

/// The scalar of element type `elem` whose bits are `bits`.
pub fn scalar_from_bits(ctx: &Context, elem: Type, bits: u128) -> Option<Scalar> {
    match *ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => Some(Scalar::int(width, bits as i128)),
        TypeKind::Index => Some(Scalar::int(64, bits as i128)),
        TypeKind::Float(kind) => Some(Scalar::Float {
            kind,
            value: ir::float::to_f64(kind, bits),
        }),
        _ => None,
    }
}

/// The elements of a dense elements attribute as a tensor.
pub fn dense_tensor(ctx: &Context, attr: Attr) -> Option<Tensor> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(attr) else {
        return None;
    };
    let shape = ctx.type_kind(*ty).shape()?.to_vec();
    let elem = ctx.type_kind(*ty).element()?;
    let kind = ir::dense_bridge::elem_kind(ctx, elem)?;
    let n = num_elements(&shape)?;
    let data = (0..n as u64)
        .map(|i| data.element_bits(&kind, i).and_then(|b| scalar_from_bits(ctx, elem, b)))
        .collect::<Option<Vec<_>>>()?;
    Some(Tensor { shape, elem, data })
}

/// The runtime value of a constant attribute (`42 : i32`, `1.0 : f32`,
/// `dense<...> : tensor<...>`).
pub fn attr_value(ctx: &Context, attr: Attr) -> Option<RtValue> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } => {
            let width = match ctx.type_kind(*ty) {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            let bits = value.to_u128().or_else(|| value.to_i128().map(|v| v as u128))?;
            Some(RtValue::Scalar(Scalar::int(width, bits as i128)))
        }
        AttrKind::Bool(b) => Some(RtValue::Scalar(Scalar::bool(*b))),
        AttrKind::Float { ty, bits } => scalar_from_bits(ctx, *ty, bits.get()).map(RtValue::Scalar),
        AttrKind::DenseElements { .. } => dense_tensor(ctx, attr).map(|t| RtValue::Tensor(Rc::new(t))),
        _ => None,
    }
}
