//! The interpreter's values: scalars of every integer and float width, tensors
//! as shaped element buffers, memrefs as strided views into heap buffers, and
//! TOSA shapes.

use std::rc::Rc;

use ir::float::FloatKind;
use ir::{Context, Type, TypeKind};

/// One scalar. Integers keep their bits (zero-extended, masked to the width:
/// MLIR's wrap-around semantics); floats keep an `f64` that is exactly a
/// value of their kind (every operation rounds its result to the kind).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Scalar {
    /// An integer or `index` (width 64) value.
    Int {
        /// Bit width.
        width: u32,
        /// The bits, zero-extended.
        bits: u128,
    },
    /// A float value of `kind`.
    Float {
        /// The float format.
        kind: FloatKind,
        /// The value, representable in `kind`.
        value: f64,
    },
}

/// The mask of the low `width` bits.
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `value` rounded to the nearest value of `kind` (MLIR's float semantics for
/// every format; f32 and f64 natively).
pub fn round_to(kind: FloatKind, value: f64) -> f64 {
    match kind {
        FloatKind::F64 => value,
        FloatKind::F32 => value as f32 as f64,
        _ => ir::float::to_f64(kind, ir::float::from_f64(kind, value)),
    }
}

impl Scalar {
    /// The integer `value` truncated to `width` bits.
    pub fn int(width: u32, value: i128) -> Scalar {
        Scalar::Int {
            width,
            bits: (value as u128) & mask(width),
        }
    }

    /// The float `value` rounded to `kind`.
    pub fn float(kind: FloatKind, value: f64) -> Scalar {
        Scalar::Float {
            kind,
            value: round_to(kind, value),
        }
    }

    /// The boolean `b` as an `i1`.
    pub fn bool(b: bool) -> Scalar {
        Scalar::Int {
            width: 1,
            bits: b as u128,
        }
    }

    /// An `index` value.
    pub fn index(value: i64) -> Scalar {
        Scalar::int(64, value as i128)
    }

    /// The integer read as signed (sign-extended from its width).
    pub fn signed(self) -> Option<i128> {
        match self {
            Scalar::Int { width, bits } => {
                if width == 0 {
                    return Some(0);
                }
                if width >= 128 {
                    return Some(bits as i128);
                }
                let sign = 1u128 << (width - 1);
                Some(if bits & sign != 0 {
                    (bits | !mask(width)) as i128
                } else {
                    bits as i128
                })
            }
            Scalar::Float { .. } => None,
        }
    }

    /// The integer read as unsigned.
    pub fn unsigned(self) -> Option<u128> {
        match self {
            Scalar::Int { bits, .. } => Some(bits),
            Scalar::Float { .. } => None,
        }
    }

    /// The float value.
    pub fn as_f64(self) -> Option<f64> {
        match self {
            Scalar::Float { value, .. } => Some(value),
            Scalar::Int { .. } => None,
        }
    }

    /// The zero of the element type `ty` (`None` for types without scalars).
    pub fn zero(ctx: &Context, ty: Type) -> Option<Scalar> {
        match *ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(Scalar::int(width, 0)),
            TypeKind::Index => Some(Scalar::index(0)),
            TypeKind::Float(kind) => Some(Scalar::float(kind, 0.0)),
            _ => None,
        }
    }
}

/// A tensor value: a shape, an element type and the elements in row-major
/// order. Immutable once made (shared by [`Rc`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    /// The dimension sizes.
    pub shape: Vec<i64>,
    /// The element type.
    pub elem: Type,
    /// The elements, row-major.
    pub data: Vec<Scalar>,
}

impl Tensor {
    /// A tensor of `shape` and element type `elem` holding `data`.
    pub fn new(shape: Vec<i64>, elem: Type, data: Vec<Scalar>) -> Tensor {
        Tensor { shape, elem, data }
    }

    /// A tensor of `shape` whose element at each index `f` gives, row-major.
    pub fn build<E>(shape: Vec<i64>, elem: Type, mut f: impl FnMut(&[i64]) -> Result<Scalar, E>) -> Result<Tensor, E> {
        let mut data = Vec::with_capacity(num_elements(&shape).unwrap_or(0));
        for_each_index(&shape, |idx| {
            data.push(f(idx)?);
            Ok(())
        })?;
        Ok(Tensor { shape, elem, data })
    }
}

/// A memref value: a strided view into one heap buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemRefView {
    /// The buffer's index in the heap.
    pub buffer: usize,
    /// The offset of element `[0, ..., 0]`, in elements.
    pub offset: i64,
    /// The view's sizes.
    pub sizes: Vec<i64>,
    /// The view's strides, in elements.
    pub strides: Vec<i64>,
    /// The element type.
    pub elem: Type,
}

/// Any runtime value.
#[derive(Clone, Debug, PartialEq)]
pub enum RtValue {
    /// A scalar (integer, index or float).
    Scalar(Scalar),
    /// A ranked tensor.
    Tensor(Rc<Tensor>),
    /// A memref view.
    MemRef(MemRefView),
    /// A `!tosa.shape` value.
    Shape(Rc<[i64]>),
}

/// The row-major strides of `shape`.
pub fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].saturating_mul(shape[i + 1].max(0));
    }
    strides
}

/// The most elements one tensor or buffer may have (2^28): larger ones are
/// errors, not allocation failures.
pub const MAX_ELEMENTS: usize = 1 << 28;

/// The number of elements of `shape` (`None` on overflow, a negative size or
/// more than [`MAX_ELEMENTS`]).
pub fn num_elements(shape: &[i64]) -> Option<usize> {
    shape
        .iter()
        .try_fold(1usize, |acc, &d| {
            let d = usize::try_from(d).ok()?;
            acc.checked_mul(d)
        })
        .filter(|&n| n <= MAX_ELEMENTS)
}

/// Calls `f` with every index of `shape` in row-major order.
pub fn for_each_index<E>(shape: &[i64], mut f: impl FnMut(&[i64]) -> Result<(), E>) -> Result<(), E> {
    if shape.iter().any(|&d| d <= 0) {
        return Ok(());
    }
    let mut index = vec![0i64; shape.len()];
    loop {
        f(&index)?;
        let mut dim = shape.len();
        loop {
            if dim == 0 {
                return Ok(());
            }
            dim -= 1;
            index[dim] += 1;
            if index[dim] < shape[dim] {
                break;
            }
            index[dim] = 0;
        }
    }
}

/// The row-major position of `index` in `shape` (`None` when out of bounds).
pub fn linear_index(shape: &[i64], index: &[i64]) -> Option<usize> {
    if shape.len() != index.len() {
        return None;
    }
    let mut pos: usize = 0;
    for (&d, &i) in shape.iter().zip(index) {
        if i < 0 || i >= d {
            return None;
        }
        pos = pos.checked_mul(d as usize)?.checked_add(i as usize)?;
    }
    Some(pos)
}
