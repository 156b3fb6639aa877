//! The data of the weights `convert-tosa-to-top` makes: a `tosa.const`'s f32 values as a
//! weight array, and arrays transposed or broadcast for the NCHW top ops.

use ir::{Attr, AttrKind, Context};

use crate::top::weights::{ElemType, WeightArray};

/// The f32 values of a dense elements attribute as a weight array; `None` when the
/// attribute is not a dense f32 tensor of static shape.
pub fn dense_f32(ctx: &Context, attr: Attr) -> Option<WeightArray> {
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

/// `array` with its dimensions permuted: dimension `i` of the result is dimension
/// `order[i]` of `array` (as `top.Permute` and numpy's `transpose`). `None` when `order`
/// is not a permutation of the array's dimensions or the bytes do not fit the shape.
pub fn transpose(array: &WeightArray, order: &[usize]) -> Option<WeightArray> {
    let rank = array.shape.len();
    let mut seen = vec![false; rank];
    for &o in order {
        if o >= rank || std::mem::replace(&mut seen[o], true) {
            return None;
        }
    }
    if order.len() != rank {
        return None;
    }
    let size = array.elem.size();
    let count = usize::try_from(array.len()).ok()?;
    if array.bytes.len() != count.checked_mul(size)? {
        return None;
    }
    let dims: Vec<usize> = array
        .shape
        .iter()
        .map(|&d| usize::try_from(d).ok())
        .collect::<Option<_>>()?;
    // Row-major strides of the input, in elements.
    let mut strides = vec![1usize; rank];
    for i in (0..rank.saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * dims[i + 1];
    }
    let out_dims: Vec<usize> = order.iter().map(|&o| dims[o]).collect();
    let out_strides: Vec<usize> = order.iter().map(|&o| strides[o]).collect();
    let mut bytes = Vec::with_capacity(array.bytes.len());
    let mut index = vec![0usize; rank];
    for _ in 0..count {
        let offset: usize = index.iter().zip(&out_strides).map(|(i, s)| i * s).sum();
        bytes.extend_from_slice(&array.bytes[offset * size..(offset + 1) * size]);
        for d in (0..rank).rev() {
            index[d] += 1;
            if index[d] < out_dims[d] {
                break;
            }
            index[d] = 0;
        }
    }
    Some(WeightArray {
        shape: out_dims.iter().map(|&d| d as u64).collect(),
        elem: array.elem,
        bytes,
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

    fn array(shape: &[u64], values: &[f32]) -> WeightArray {
        WeightArray {
            shape: shape.to_vec(),
            elem: ElemType::F32,
            bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
        }
    }

    #[test]
    fn transposes_as_numpy_does() {
        // np.arange(6).reshape(2, 3).T
        let a = array(&[2, 3], &[0., 1., 2., 3., 4., 5.]);
        assert_eq!(transpose(&a, &[1, 0]), Some(array(&[3, 2], &[0., 3., 1., 4., 2., 5.])));
        // np.arange(24).reshape(2, 3, 2, 2).transpose(0, 3, 1, 2)[1, 1, 2, 0] == 21
        let values: Vec<f32> = (0..24).map(|v| v as f32).collect();
        let t = transpose(&array(&[2, 3, 2, 2], &values), &[0, 3, 1, 2]).unwrap();
        assert_eq!(t.shape, vec![2, 2, 3, 2]);
        let at = |i: usize| f32::from_le_bytes(t.bytes[i * 4..i * 4 + 4].try_into().unwrap());
        assert_eq!(at(12 + 6 + 2 * 2), 21.0);
        assert_eq!(transpose(&a, &[0, 0]), None);
        assert_eq!(transpose(&a, &[0]), None);
    }
}
