//! `MemRefLayoutAttrInterface` of the builtin affine map and strided layout
//! attributes, and what the memref type parser and bytecode reader ask of a layout:
//! upstream's `dyn_cast<MemRefLayoutAttrInterface>` then `verifyLayout`
//! ([`memref_layout`]).

use super::{AffineMapAttr, StridedLayoutAttr};
use crate::affine::AffineMap;
use crate::interfaces::{MemRefLayoutAttrInterface, MemRefLayoutAttrInterfaceMethods, MemRefLayoutAttrInterfaceRef};
use crate::{Attr, AttrKind, Context};

impl MemRefLayoutAttrInterface for AffineMapAttr {
    fn affine_map(ctx: &Context, attr: Attr) -> AffineMap {
        match ctx.attr_kind(attr) {
            AttrKind::AffineMap(map) => map.clone(),
            _ => AffineMap::empty(0, 0),
        }
    }
}

impl MemRefLayoutAttrInterface for StridedLayoutAttr {
    fn affine_map(ctx: &Context, attr: Attr) -> AffineMap {
        match ctx.attr_kind(attr) {
            AttrKind::Strided { offset, strides } => AffineMap::strided_linear_layout(strides, *offset),
            _ => AffineMap::empty(0, 0),
        }
    }

    /// `StridedLayoutAttr::verifyLayout`: a stride per dimension.
    fn verify_layout(ctx: &Context, attr: Attr, shape: &[i64]) -> Result<(), String> {
        match ctx.attr_kind(attr) {
            AttrKind::Strided { strides, .. } if strides.len() != shape.len() => {
                Err("expected the number of strides to match the rank".into())
            }
            _ => Ok(()),
        }
    }
}

/// Attaches the layout kinds' implementations.
pub(super) fn register(ctx: &Context) {
    MemRefLayoutAttrInterfaceMethods::attach::<AffineMapAttr>(ctx);
    MemRefLayoutAttrInterfaceMethods::attach::<StridedLayoutAttr>(ctx);
}

/// MLIR's `verifyAffineMapAsLayout`, the default `verifyLayout`: the map takes a
/// dimension per dimension of `shape`.
pub fn verify_affine_map_as_layout(map: &AffineMap, shape: &[i64]) -> Result<(), String> {
    if map.num_dims as usize == shape.len() {
        return Ok(());
    }
    Err(format!(
        "memref layout mismatch between rank and affine map: {} != {}",
        shape.len(),
        map.num_dims
    ))
}

/// `attr` as the layout of a memref of `shape` (MLIR's `MemRefType::getChecked` on a
/// `MemRefLayoutAttrInterface`): `None` when it is no layout (a memory space, say),
/// `Some(Err(message))` when its `verify_layout` rejects `shape`.
pub fn memref_layout(ctx: &Context, attr: Attr, shape: &[i64]) -> Option<Result<(), String>> {
    let layout = attr.interface::<MemRefLayoutAttrInterfaceRef>(ctx)?;
    Some(layout.verify_layout(ctx, shape))
}
