//! The data of the weights `convert-tosa-to-top` makes: a `tosa.const`'s f32 values as a
//! weight array, and a one-value bias repeated per channel (filters are transposed with
//! [`crate::top::canonicalize::permute::transpose`]).

use ir::{Attr, AttrKind, Context};

use crate::top::weights::{ElemType, WeightArray};

/// The f32 values of a dense elements attribute (`dense<...>`, or `dense_resource<key>`
/// with its blob in the context's resources) as a weight array; `None` when the
/// attribute is not an f32 tensor of static shape with all its data.
pub fn dense_f32(ctx: &Context, attr: Attr) -> Option<WeightArray> {
    if let AttrKind::DenseResource { ty, key } = ctx.attr_kind(attr) {
        return resource_f32(ctx, *ty, key);
    }
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(attr) else {
        return None;
    };
    let ir::TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(*ty) else {
        return None;
    };
    if !matches!(ctx.type_kind(*element), ir::TypeKind::Float(ir::float::FloatKind::F32)) {
        return None;
    }
    let elem = ir::dense_bridge::elem_kind(ctx, *element)?;
    let dims: Vec<u64> = shape.iter().map(|&d| u64::try_from(d).ok()).collect::<Option<_>>()?;
    let count = dims.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d))?;
    let mut bytes = Vec::with_capacity(usize::try_from(count).ok()?.checked_mul(4)?);
    for i in 0..count {
        let bits = u32::try_from(data.element_bits(&elem, i)?).ok()?;
        bytes.extend_from_slice(&bits.to_le_bytes());
    }
    Some(WeightArray {
        shape: dims,
        elem: ElemType::F32,
        bytes,
    })
}

/// The f32 tensor of type `ty` held by the builtin blob `key` (little-endian elements).
fn resource_f32(ctx: &Context, ty: ir::Type, key: &str) -> Option<WeightArray> {
    let ir::TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return None;
    };
    if !matches!(ctx.type_kind(*element), ir::TypeKind::Float(ir::float::FloatKind::F32)) {
        return None;
    }
    let dims: Vec<u64> = shape.iter().map(|&d| u64::try_from(d).ok()).collect::<Option<_>>()?;
    let count = dims.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d))?;
    let blob = ctx.resources().blob(key)?;
    if u64::try_from(blob.data.len()).ok()? != count.checked_mul(4)? {
        return None;
    }
    Some(WeightArray {
        shape: dims,
        elem: ElemType::F32,
        bytes: blob.data.clone(),
    })
}

/// `array` (one element) repeated `count` times, as a one-dimensional array.
pub fn repeat_scalar(array: &WeightArray, count: u64) -> Option<WeightArray> {
    if array.len() != 1 {
        return None;
    }
    let n = usize::try_from(count).ok()?;
    Some(WeightArray {
        shape: vec![count],
        elem: array.elem,
        bytes: array.bytes.repeat(n),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scalar_repeats() {
        let one = WeightArray {
            shape: vec![1],
            elem: ElemType::F32,
            bytes: 2.5f32.to_le_bytes().to_vec(),
        };
        let r = repeat_scalar(&one, 3).unwrap();
        assert_eq!((r.shape.clone(), r.bytes.len()), (vec![3], 12));
        assert_eq!(repeat_scalar(&r, 2), None);
    }
}
