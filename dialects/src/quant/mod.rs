//! The quant dialect (`quant.ods`): its types (`!quant.any`,
//! `!quant.uniform` per tensor, per axis and sub-channel,
//! `!quant.calibrated`) as generated type definitions, with MLIR 22's
//! parser (the dialect's own type parser: three types share `uniform`),
//! printer (their formats' custom directives), verifiers and bytecode
//! encodings (`QuantDialectBytecode.td`, declared in the `.ods`), and its
//! casts (`quant.dcast`, `quant.qcast`, `quant.scast`, checked in `casts`).

pub mod casts;
mod dense;
mod directives;
mod model;
mod parse;
mod verify;

#[cfg(test)]
mod tests;

use directives::*;
pub use model::{fmt_double, int_width, Storage};
pub use ops::{
    AnyQuantizedType, CalibratedQuantizedType, UniformQuantizedPerAxisType, UniformQuantizedSubChannelType,
    UniformQuantizedType,
};

crate::common::ods_ops!("quant");

/// The [`Storage`] of a quantized typedef's value (its `flags`,
/// `storage_type`, `storage_type_min` and `storage_type_max`).
macro_rules! storage_of {
    ($t:expr) => {
        $crate::quant::Storage {
            flags: $t.flags,
            ty: $t.storage_type,
            min: $t.storage_type_min,
            max: $t.storage_type_max,
        }
    };
}
pub(crate) use storage_of;

/// One quant dialect type, as its definition's parameters.
#[derive(Clone, Debug, PartialEq)]
pub enum QuantType {
    /// `!quant.any<...>`
    Any(AnyQuantizedType),
    /// `!quant.uniform<...>` per tensor.
    Uniform(UniformQuantizedType),
    /// `!quant.uniform<...>` per axis.
    PerAxis(UniformQuantizedPerAxisType),
    /// `!quant.uniform<...>` sub-channel.
    SubChannel(UniformQuantizedSubChannelType),
    /// `!quant.calibrated<...>`
    Calibrated(CalibratedQuantizedType),
}

impl QuantType {
    /// The quant type `ty` is; `None` for any other type.
    pub fn read(ctx: &ir::Context, ty: ir::Type) -> Option<Self> {
        let ir::TypeKind::Dialect(d) = ctx.type_kind(ty) else {
            return None;
        };
        AnyQuantizedType::from_attr(d)
            .map(QuantType::Any)
            .or_else(|| UniformQuantizedType::from_attr(d).map(QuantType::Uniform))
            .or_else(|| UniformQuantizedPerAxisType::from_attr(d).map(QuantType::PerAxis))
            .or_else(|| UniformQuantizedSubChannelType::from_attr(d).map(QuantType::SubChannel))
            .or_else(|| CalibratedQuantizedType::from_attr(d).map(QuantType::Calibrated))
    }

    /// The uniqued type.
    pub fn get(&self, ctx: &ir::Context) -> ir::Type {
        match self {
            QuantType::Any(t) => t.get(ctx),
            QuantType::Uniform(t) => t.get(ctx),
            QuantType::PerAxis(t) => t.get(ctx),
            QuantType::SubChannel(t) => t.get(ctx),
            QuantType::Calibrated(t) => t.get(ctx),
        }
    }

    /// Checks the type's invariants (MLIR's `verifyInvariants`).
    pub fn verify(&self, ctx: &ir::Context) -> Result<(), String> {
        match self {
            QuantType::Any(t) => t.verify(ctx),
            QuantType::Uniform(t) => t.verify(ctx),
            QuantType::PerAxis(t) => t.verify(ctx),
            QuantType::SubChannel(t) => t.verify(ctx),
            QuantType::Calibrated(t) => t.verify(ctx),
        }
    }

    /// The storage of a quantized type (`None` for a calibrated one).
    pub fn storage(&self) -> Option<Storage> {
        Some(match self {
            QuantType::Any(t) => storage_of!(t),
            QuantType::Uniform(t) => storage_of!(t),
            QuantType::PerAxis(t) => storage_of!(t),
            QuantType::SubChannel(t) => storage_of!(t),
            QuantType::Calibrated(_) => return None,
        })
    }
}

impl UniformQuantizedType {
    /// Whether the storage is signed (the `Signed` flag).
    pub fn signed(&self) -> bool {
        self.flags & model::FLAG_SIGNED != 0
    }
}

/// The quant dialect type `ty` as a value; `None` for any other type.
pub fn quant_type(ctx: &ir::Context, ty: ir::Type) -> Option<QuantType> {
    QuantType::read(ctx, ty)
}

/// The type a value of element type `ty` is held in: a quantized type's storage
/// type (`i8` of `!quant.uniform<i8:f32, ...>`), a calibrated type's expressed type
/// (`f32`), `ty` itself otherwise (TPU-MLIR's `module::getStorageType`).
pub fn storage_type(ctx: &ir::Context, ty: ir::Type) -> ir::Type {
    match quant_type(ctx, ty) {
        Some(QuantType::Calibrated(c)) => c.expressed_type,
        Some(q) => q.storage().map_or(ty, |s| s.ty),
        None => ty,
    }
}

/// Registers the quant dialect: its ops, types and bytecode encodings.
pub fn register(ctx: &ir::Context) {
    ctx.registry().register_dialect("quant");
}
