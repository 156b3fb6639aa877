//! Maps builtin element types to the [`crate::dense`] module's element kinds.

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::dense::{self, ElemKind};
use crate::types::{Signedness, Type, TypeKind};

/// The dense element kind of `elem`, or `None` if it cannot be an element of
/// a dense int-or-float elements attribute.
pub fn elem_kind(ctx: &Context, elem: Type) -> Option<ElemKind> {
    Some(match *ctx.type_kind(elem) {
        TypeKind::Integer { width, signedness } => ElemKind::Int {
            width,
            signedness: match signedness {
                Signedness::Signless => dense::Signedness::Signless,
                Signedness::Signed => dense::Signedness::Signed,
                Signedness::Unsigned => dense::Signedness::Unsigned,
            },
        },
        TypeKind::Index => ElemKind::Index,
        TypeKind::Float(k) => ElemKind::Float(k),
        TypeKind::Complex(inner) => ElemKind::Complex(Box::new(elem_kind(ctx, inner)?)),
        _ => return None,
    })
}

/// Bytes one stored element of `kind` takes (`None` for complex elements).
fn elem_bytes(kind: &ElemKind) -> Option<usize> {
    Some(match kind {
        ElemKind::Int { width, .. } => (*width as usize).div_ceil(8),
        ElemKind::Index => 8,
        ElemKind::Float(k) => (k.bit_width() as usize).div_ceil(8),
        ElemKind::Complex(_) => return None,
    })
}

/// A dense elements attribute (`dense<...> : ty`) of the statically shaped tensor or
/// vector type `ty` from its elements' bits, low bits first (an integer's two's
/// complement, a float's IEEE bits). One value, or all values equal, make a splat, as
/// MLIR stores them. `None` when `ty` is not a static shaped type of integers, index
/// or floats, or when the number of values is neither 1 nor the element count.
pub fn dense_elements_attr(ctx: &Context, ty: Type, values: &[u128]) -> Option<Attr> {
    let kind = elem_kind(ctx, crate::ods::values::element_type_or_self(ctx, ty))?;
    let count = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => dense::num_elements(shape)?,
        _ => return None,
    };
    if values.len() != 1 && values.len() as u64 != count {
        return None;
    }
    let Some(&first) = values.first() else {
        // No elements (`dense<> : tensor<0xi32>`).
        return Some(ctx.get_attr(AttrKind::DenseElements {
            ty,
            data: dense::DenseData {
                raw: Vec::new(),
                splat: false,
            },
        }));
    };
    let splat = values.iter().all(|v| *v == first);
    let is_i1 = matches!(kind, ElemKind::Int { width: 1, .. });
    let n = elem_bytes(&kind)?;
    let raw = if splat && is_i1 {
        vec![if first & 1 != 0 { 0xFF } else { 0 }]
    } else if splat {
        first.to_le_bytes()[..n.min(16)].to_vec()
    } else if is_i1 {
        let mut raw = vec![0u8; values.len().div_ceil(8)];
        for (i, v) in values.iter().enumerate() {
            if v & 1 != 0 {
                raw[i / 8] |= 1 << (i % 8);
            }
        }
        raw
    } else if n <= 16 {
        values.iter().flat_map(|v| v.to_le_bytes()[..n].to_vec()).collect()
    } else {
        return None;
    };
    Some(ctx.get_attr(AttrKind::DenseElements {
        ty,
        data: dense::DenseData { raw, splat },
    }))
}

/// [`dense_elements_attr`] from `f32` values (`ty`'s element type must be `f32`).
pub fn dense_f32_attr(ctx: &Context, ty: Type, values: &[f32]) -> Option<Attr> {
    let bits: Vec<u128> = values.iter().map(|v| u128::from(v.to_bits())).collect();
    dense_float_attr(ctx, ty, crate::float::FloatKind::F32, &bits)
}

/// [`dense_elements_attr`] from `f64` values (`ty`'s element type must be `f64`).
pub fn dense_f64_attr(ctx: &Context, ty: Type, values: &[f64]) -> Option<Attr> {
    let bits: Vec<u128> = values.iter().map(|v| u128::from(v.to_bits())).collect();
    dense_float_attr(ctx, ty, crate::float::FloatKind::F64, &bits)
}

/// [`dense_elements_attr`] of float bits, when `ty`'s element type is the float `kind`.
fn dense_float_attr(ctx: &Context, ty: Type, kind: crate::float::FloatKind, bits: &[u128]) -> Option<Attr> {
    let elem = crate::ods::values::element_type_or_self(ctx, ty);
    if *ctx.type_kind(elem) != TypeKind::Float(kind) {
        return None;
    }
    dense_elements_attr(ctx, ty, bits)
}

/// [`dense_elements_attr`] from integers (`ty`'s element type must be an integer or
/// `index`); each value is truncated to the element width.
pub fn dense_int_attr(ctx: &Context, ty: Type, values: &[i64]) -> Option<Attr> {
    let elem = crate::ods::values::element_type_or_self(ctx, ty);
    let width = match *ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => width,
        TypeKind::Index => 64,
        _ => return None,
    };
    let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
    let bits: Vec<u128> = values.iter().map(|v| (*v as i128 as u128) & mask).collect();
    dense_elements_attr(ctx, ty, &bits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::float::FloatKind;

    fn tensor(ctx: &Context, shape: &[i64], elem: Type) -> Type {
        ctx.get_type(TypeKind::RankedTensor {
            shape: shape.to_vec(),
            element: elem,
            encoding: None,
        })
    }

    #[test]
    fn dense_elements_from_rust_values_print_as_mlir_does() {
        let ctx = Context::new();
        let f32 = ctx.float_type(FloatKind::F32);
        let print = |a: Attr| crate::text::printer::attr_to_string(&ctx, a);
        let t = tensor(&ctx, &[2, 2], f32);
        assert_eq!(
            print(dense_f32_attr(&ctx, t, &[1.0, 2.5, -3.0, 0.0]).unwrap()),
            "dense<[[1.000000e+00, 2.500000e+00], [-3.000000e+00, 0.000000e+00]]> : tensor<2x2xf32>"
        );
        assert_eq!(
            print(dense_f32_attr(&ctx, t, &[0.5]).unwrap()),
            "dense<5.000000e-01> : tensor<2x2xf32>"
        );
        let i8t = tensor(&ctx, &[3], ctx.int_type(8));
        assert_eq!(
            print(dense_int_attr(&ctx, i8t, &[-1, 127, 5]).unwrap()),
            "dense<[-1, 127, 5]> : tensor<3xi8>"
        );
        let i1t = tensor(&ctx, &[3], ctx.int_type(1));
        assert_eq!(
            print(dense_int_attr(&ctx, i1t, &[1, 0, 1]).unwrap()),
            "dense<[true, false, true]> : tensor<3xi1>"
        );
        // Wrong element type or count, or a dynamic shape: no attribute.
        assert!(dense_f32_attr(&ctx, i8t, &[1.0, 2.0, 3.0]).is_none());
        assert!(dense_int_attr(&ctx, i8t, &[1, 2]).is_none());
        let empty = tensor(&ctx, &[0], ctx.index_type());
        assert_eq!(
            print(dense_int_attr(&ctx, empty, &[]).unwrap()),
            "dense<> : tensor<0xindex>"
        );
        assert!(dense_int_attr(&ctx, tensor(&ctx, &[-1], ctx.int_type(8)), &[1]).is_none());
    }
}
