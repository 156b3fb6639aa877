//! Strided layouts of memref types: `strided<>` attributes and
//! `MemRefType::getStridesAndOffset`.

use ir::attrs::{Attr, AttrKind};
use ir::Context;

/// A `strided<strides, offset: offset>` layout.
pub(crate) fn strided_layout(ctx: &Context, offset: i64, strides: Vec<i64>) -> Attr {
    ctx.get_attr(AttrKind::Strided { offset, strides })
}

/// `MemRefType::getStridesAndOffset` (the verifiers' implementation).
pub(crate) use crate::memref::layout::strides_and_offset;
