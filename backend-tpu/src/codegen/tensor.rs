//! What code generation reads off a tensor value: shape, element type and, after address
//! assignment, the global address TPU-MLIR keeps as the tensor type's encoding
//! (`tensor<1x16xf32, 4294975488 : i64>`).

use ir::float::FloatKind;
use ir::types::{Signedness, TypeKind};
use ir::{AttrKind, Context, IrArena, Type, Value};

use super::error::CodegenError;
use super::layout::Nchw;
use crate::weights::ElemType;

/// A ranked tensor value as code generation sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorInfo {
    /// Static dimensions.
    pub shape: Vec<u64>,
    /// Element type.
    pub elem: ElemType,
    /// Global address (the type's integer encoding), if assigned.
    pub addr: Option<u64>,
}

impl TensorInfo {
    /// Number of elements.
    pub fn count(&self) -> u64 {
        self.shape.iter().product()
    }

    /// Bytes of the whole tensor.
    pub fn bytes(&self) -> u64 {
        self.count() * self.elem.size() as u64
    }

    /// TPU-MLIR's 4-D view of the shape: `n, c, h` from the first three dimensions and
    /// `w` the product of the rest; missing dimensions are 1.
    pub fn nchw(&self) -> Nchw {
        let d = |i: usize| self.shape.get(i).copied().unwrap_or(1);
        let w = if self.shape.len() > 3 {
            self.shape[3..].iter().product()
        } else {
            1
        };
        Nchw::new(d(0), d(1), d(2), w)
    }

    /// The global address, or an error saying the tensor has none.
    pub fn global_addr(&self) -> Result<u64, CodegenError> {
        self.addr
            .ok_or_else(|| CodegenError::new("tensor has no global address (run address assignment first)"))
    }
}

/// The element type of `ty`, if code generation supports it.
pub fn elem_type(ctx: &Context, ty: Type) -> Option<ElemType> {
    Some(match ctx.type_kind(ty) {
        TypeKind::Float(FloatKind::F32) => ElemType::F32,
        TypeKind::Float(FloatKind::F16) => ElemType::F16,
        TypeKind::Float(FloatKind::BF16) => ElemType::BF16,
        TypeKind::Integer { width, signedness } => match (width, signedness) {
            (8, Signedness::Unsigned) => ElemType::U8,
            (8, _) => ElemType::I8,
            (16, Signedness::Unsigned) => ElemType::U16,
            (16, _) => ElemType::I16,
            (32, Signedness::Unsigned) => ElemType::U32,
            (32, _) => ElemType::I32,
            _ => return None,
        },
        TypeKind::Dialect(_) => return quant_elem_type(ctx, ty),
        _ => return None,
    })
}

/// The element type a quant type is stored as: the storage type of `!quant.uniform`
/// (`i8` signed, `u8` unsigned), the expressed type of `!quant.calibrated`.
fn quant_elem_type(ctx: &Context, ty: Type) -> Option<ElemType> {
    use dialects::quant::QuantType;
    match dialects::quant::quant_type(ctx, ty)? {
        QuantType::Uniform(u) => match (dialects::quant::int_width(ctx, u.storage_type)?, u.signed()) {
            (8, true) => Some(ElemType::I8),
            (8, false) => Some(ElemType::U8),
            (16, true) => Some(ElemType::I16),
            (16, false) => Some(ElemType::U16),
            _ => None,
        },
        QuantType::Calibrated(c) => elem_type(ctx, c.expressed_type),
        _ => None,
    }
}

/// The element type of a ranked tensor type.
pub fn element_type(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { element, .. } => Some(*element),
        _ => None,
    }
}

/// The scale and zero point of a per-layer `!quant.uniform` element type.
pub fn uniform_params(ctx: &Context, elem: Type) -> Option<(f64, i64)> {
    match dialects::quant::quant_type(ctx, elem)? {
        dialects::quant::QuantType::Uniform(u) => Some((u.scale, u.zero_point)),
        _ => None,
    }
}

/// The tensor information of type `ty`.
pub fn tensor_info(ctx: &Context, ty: Type) -> Result<TensorInfo, CodegenError> {
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = ctx.type_kind(ty)
    else {
        return Err(CodegenError::new(format!(
            "expected a ranked tensor, found {}",
            ir::text::printer::type_to_string(ctx, ty)
        )));
    };
    let dims = shape
        .iter()
        .map(|&d| u64::try_from(d).ok())
        .collect::<Option<Vec<u64>>>()
        .ok_or_else(|| {
            CodegenError::new(format!(
                "{} has a dynamic dimension",
                ir::text::printer::type_to_string(ctx, ty)
            ))
        })?;
    let elem = elem_type(ctx, *element).ok_or_else(|| {
        CodegenError::new(format!(
            "unsupported element type in {}",
            ir::text::printer::type_to_string(ctx, ty)
        ))
    })?;
    let addr = match encoding.map(|e| ctx.attr_kind(e)) {
        None => None,
        Some(AttrKind::Integer { value, .. }) => Some(
            value
                .to_u128()
                .and_then(|v| u64::try_from(v).ok())
                .ok_or_else(|| CodegenError::new("tensor address out of range"))?,
        ),
        Some(_) => {
            return Err(CodegenError::new(format!(
                "{}: the encoding is not an address",
                ir::text::printer::type_to_string(ctx, ty)
            )))
        }
    };
    Ok(TensorInfo {
        shape: dims,
        elem,
        addr,
    })
}

/// The tensor information of value `v`.
pub fn value_info(ctx: &Context, arena: &IrArena, v: Value) -> Result<TensorInfo, CodegenError> {
    tensor_info(ctx, arena.value_type(v))
}

pub use dialects::common::loc_name;
