//! The scales and zero points of a sub-channel type, which it keeps as
//! builtin dense elements attributes (`DenseElementsAttr` parameters): made
//! from the parsed nested lists, and read back for printing.

use super::model::{float_kind, int_width, truncate_signed};
use ir::dense_bridge::elem_kind;
use ir::{Attr, AttrKind, Context, Type, TypeKind};

/// The most sub-channel parameters a type may hold (a splat could claim
/// any number).
const MAX_PARAMS: u64 = 1 << 24;

/// Nested `[...]` literal of `items` in `shape`.
fn nested_literal(items: &[String], shape: &[i64]) -> String {
    let Some((&first, rest)) = shape.split_first() else {
        return items.first().cloned().unwrap_or_default();
    };
    let inner: usize = rest.iter().map(|&d| usize::try_from(d).unwrap_or(0)).product();
    let parts: Vec<String> = (0..usize::try_from(first).unwrap_or(0))
        .map(|i| nested_literal(items.get(i * inner..(i + 1) * inner).unwrap_or(&[]), rest))
        .collect();
    format!("[{}]", parts.join(", "))
}

fn tensor_type(ctx: &Context, shape: &[i64], elem: Type) -> Type {
    ctx.get_type(TypeKind::RankedTensor {
        shape: shape.to_vec(),
        element: elem,
        encoding: None,
    })
}

/// The dense elements attribute `dense<items> : tensor<shape x elem>`.
fn dense_attr(ctx: &Context, items: &[String], shape: &[i64], elem: Type) -> Option<Attr> {
    let text = format!(
        "dense<{}> : {}",
        nested_literal(items, shape),
        ir::text::printer::type_to_string(ctx, tensor_type(ctx, shape, elem))
    );
    ir::text::parse_attribute_str(ctx, &text).ok()
}

/// Zero points of a storage type narrower than a byte: MLIR stores each
/// one's whole low byte (`APInt(width, zeroPoint)` is not truncated), so
/// `-1` in `i4` is `0xFF`, not the `0x0F` of a parsed `dense<-1>`.
fn sub_byte_dense(ctx: &Context, zero_points: &[i64], shape: &[i64], elem: Type) -> Attr {
    let raw: Vec<u8> = zero_points.iter().map(|&z| z as u8).collect();
    let splat = raw.windows(2).all(|w| w.first() == w.last());
    let raw = if splat { raw.into_iter().take(1).collect() } else { raw };
    ctx.get_attr(AttrKind::DenseElements {
        ty: tensor_type(ctx, shape, elem),
        data: ir::dense::DenseData { raw, splat },
    })
}

/// The two dense attributes of a sub-channel type with these parsed
/// `scales` and `zero_points` of `shape`: scales converted to the expressed
/// type, zero points to the storage type.
pub fn sub_channel_attrs(
    ctx: &Context,
    storage: Type,
    expressed: Type,
    shape: &[i64],
    scales: &[f64],
    zero_points: &[i64],
) -> Option<(Attr, Attr)> {
    let kind = float_kind(ctx, expressed)?;
    let scales: Vec<String> = scales
        .iter()
        .map(|s| ir::float::format_hex(kind, ir::float::from_f64(kind, *s)))
        .collect();
    let zps = match int_width(ctx, storage) {
        Some(2..=7) => sub_byte_dense(ctx, zero_points, shape, storage),
        _ => {
            let zps: Vec<String> = zero_points.iter().map(|z| z.to_string()).collect();
            dense_attr(ctx, &zps, shape, storage)?
        }
    };
    Some((dense_attr(ctx, &scales, shape, expressed)?, zps))
}

/// The shape, element type and elements (as bit patterns) of a dense
/// elements attribute.
pub fn dense_values(ctx: &Context, a: Attr) -> Option<(Vec<i64>, Type, Vec<u128>)> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(*ty) else {
        return None;
    };
    let kind = elem_kind(ctx, *element)?;
    let n = ir::dense::num_elements(shape).filter(|&n| n <= MAX_PARAMS)?;
    let values = (0..n)
        .map(|i| data.element_bits(&kind, i))
        .collect::<Option<Vec<_>>>()?;
    Some((shape.clone(), *element, values))
}

/// The zero points of a sub-channel type, sign-extended from its storage
/// width.
pub fn zero_points(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    let (_, elem, bits) = dense_values(ctx, a)?;
    let width = int_width(ctx, elem).unwrap_or(64);
    Some(bits.iter().map(|z| truncate_signed(*z as i64, width)).collect())
}
