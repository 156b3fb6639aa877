//! The custom directives of the quant typedefs' formats (`quant.ods`):
//! each prints its parameters as `TypeParser.cpp`'s printers do, and parses
//! them with the dialect parser's pieces ([`super::parse`]).

use super::dense;
use super::model::{default_range, fmt_double, Storage};
use super::parse::{parse_block_sizes, parse_braced_params, parse_float_type, parse_quant_params, parse_storage};
use ir::context::DialectTypeParser;
use ir::dialect_attr::ParamValue;
use ir::ods::attr_format::DefPrinter;
use ir::{Diagnostic, TypeKind};

type PResult = Result<(), Diagnostic>;
type Slots<'a> = &'a mut [Option<ParamValue>];

fn set(args: Slots<'_>, i: usize, v: ParamValue) {
    if let Some(slot) = args.get_mut(i) {
        *slot = Some(v);
    }
}

fn ty_arg(args: &[Option<ParamValue>], i: usize) -> Option<ir::Type> {
    args.get(i).and_then(|v| v.as_ref()).and_then(ParamValue::as_type)
}

fn ints(items: &[i64]) -> ParamValue {
    ParamValue::List(items.iter().map(|&v| ParamValue::Int(v)).collect())
}

/// `printQuantParams`: `scale` and, when not zero, `:zero_point`.
fn write_params(w: &mut DefPrinter<'_>, scale: &str, zero_point: i64) {
    w.write(scale);
    if zero_point != 0 {
        w.write(&format!(":{zero_point}"));
    }
}

/// `custom<StorageSpec>($flags, $storage_type, $min, $max)`: `i8`, `u4<1:9>`.
pub fn parse_storage_spec(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> PResult {
    let s = parse_storage(p)?;
    set(args, 0, ParamValue::UInt(u64::from(s.flags)));
    set(args, 1, ParamValue::Type(s.ty));
    set(args, 2, ParamValue::Int(s.min));
    set(args, 3, ParamValue::Int(s.max));
    Ok(())
}

/// `printStorageType`: `i` or `u` by the `Signed` flag (not by the storage
/// type's signedness), the width, and the range when it is not the full one.
pub fn print_storage_spec(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    let (Some(flags), Some(ty), Some(min), Some(max)) = (
        args.first().and_then(|v| v.as_u32()),
        args.get(1).and_then(|v| v.as_type()),
        args.get(2).and_then(|v| v.as_i64()),
        args.get(3).and_then(|v| v.as_i64()),
    ) else {
        return;
    };
    let s = Storage { flags, ty, min, max };
    let width = match w.context().type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 0,
    };
    w.write(&format!("{}{width}", if s.signed() { 'i' } else { 'u' }));
    if default_range(s.signed(), width) != (min, max) {
        w.write(&format!("<{min}:{max}>"));
    }
}

/// `custom<OptionalExpressed>($expressed_type)`: `:f32` or nothing.
pub fn parse_optional_expressed(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> PResult {
    if p.parse_optional_punct(':') {
        let t = parse_float_type(p)?;
        set(args, 0, ParamValue::Type(t));
    }
    Ok(())
}

/// Prints `:` and the expressed type when there is one.
pub fn print_optional_expressed(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    if let Some(v) = args.first().filter(|v| v.as_type().is_some()) {
        w.write(":");
        w.value(v);
    }
}

/// `custom<Double>($x)`: a `double`.
pub fn parse_double(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> PResult {
    let v = p.parse_float()?;
    set(args, 0, ParamValue::Float(v.to_bits()));
    Ok(())
}

/// A `double` as MLIR's quant printer writes it (`printFloatValue`).
pub fn print_double(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    if let Some(v) = args.first().and_then(|v| v.as_f64()) {
        w.write(&fmt_double(v));
    }
}

/// `custom<UniformParams>(ref($expressed_type), $scale, $zero_point)`.
pub fn parse_uniform_params(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> PResult {
    let Some(expressed) = ty_arg(args, 0) else {
        return Ok(());
    };
    let (scale, zero_point) = parse_quant_params(p, expressed)?;
    set(args, 1, ParamValue::Float(scale.to_bits()));
    set(args, 2, ParamValue::Int(zero_point));
    Ok(())
}

/// `scale:zero_point` of a per-tensor type.
pub fn print_uniform_params(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    if let (Some(scale), Some(zero_point)) = (
        args.get(1).and_then(|v| v.as_f64()),
        args.get(2).and_then(|v| v.as_i64()),
    ) {
        write_params(w, &fmt_double(scale), zero_point);
    }
}

/// `custom<PerAxisParams>(ref($expressed_type), $scales, $zero_points)`:
/// `{s:z, s}`.
pub fn parse_per_axis_params(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> PResult {
    let Some(expressed) = ty_arg(args, 0) else {
        return Ok(());
    };
    let (list, _) = parse_braced_params(p, expressed)?;
    let scales = list.scales.iter().map(|s| ParamValue::Float(s.to_bits())).collect();
    set(args, 1, ParamValue::List(scales));
    set(args, 2, ints(&list.zero_points));
    Ok(())
}

/// The list parameter `i` of `args` with each element read by `element`;
/// empty when it is missing or not such a list.
fn list_arg<T>(args: &[&ParamValue], i: usize, element: impl Fn(&ParamValue) -> Option<T>) -> Vec<T> {
    args.get(i).and_then(|v| v.list_of(element)).unwrap_or_default()
}

/// The per-axis parameters, comma-separated without spaces in braces.
pub fn print_per_axis_params(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    let scales = list_arg(args, 1, ParamValue::as_f64);
    let zero_points = list_arg(args, 2, ParamValue::as_i64);
    w.write("{");
    for (i, s) in scales.iter().enumerate() {
        if i != 0 {
            w.write(",");
        }
        write_params(w, &fmt_double(*s), zero_points.get(i).copied().unwrap_or(0));
    }
    w.write("}");
}

/// `custom<BlockSizeInfo>($quantized_dimensions, $block_sizes)`: `{0:1, 1:2}`.
pub fn parse_block_size_info(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> PResult {
    p.parse_punct('{')?;
    let (dims, sizes) = parse_block_sizes(p)?;
    set(args, 0, ints(&dims));
    set(args, 1, ints(&sizes));
    Ok(())
}

/// `printBlockSizeInfo`.
pub fn print_block_size_info(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    let dims = list_arg(args, 0, ParamValue::as_i64);
    let sizes = list_arg(args, 1, ParamValue::as_i64);
    let blocks: Vec<String> = dims.iter().zip(&sizes).map(|(d, b)| format!("{d}:{b}")).collect();
    w.write(&format!("{{{}}}", blocks.join(", ")));
}

/// `custom<SubChannelParams>(ref($storage_type), ref($expressed_type),
/// $scales, $zero_points)`: the nested `{...}` lists, kept as dense
/// attributes.
pub fn parse_sub_channel_params(p: &mut dyn DialectTypeParser, args: Slots<'_>) -> PResult {
    let (Some(storage), Some(expressed)) = (ty_arg(args, 0), ty_arg(args, 1)) else {
        return Ok(());
    };
    let at = p.current_offset();
    let (list, shape) = parse_braced_params(p, expressed)?;
    let ctx = p.context();
    let width = super::model::int_width(ctx, storage).unwrap_or(64);
    let zps: Vec<i64> = list
        .zero_points
        .iter()
        .map(|z| super::model::truncate_signed(*z, width))
        .collect();
    let Some((scales, zero_points)) = dense::sub_channel_attrs(ctx, storage, expressed, &shape, &list.scales, &zps)
    else {
        return Err(p.error_at(at, "invalid sub-channel quantization parameters".to_string()));
    };
    set(args, 2, ParamValue::Attr(scales));
    set(args, 3, ParamValue::Attr(zero_points));
    Ok(())
}

/// `printDenseQuantizationParameters`: the parameters in nested `{...}`
/// lists of the dense attributes' shape.
pub fn print_sub_channel_params(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    let ctx = w.context();
    let (Some(scales), Some(zps)) = (
        args.get(2).and_then(|v| v.as_attr()),
        args.get(3).and_then(|v| v.as_attr()),
    ) else {
        return;
    };
    let (Some((shape, elem, bits)), Some(zero_points)) =
        (dense::dense_values(ctx, scales), dense::zero_points(ctx, zps))
    else {
        return;
    };
    let kind = super::model::float_kind(ctx, elem).unwrap_or(ir::float::FloatKind::F32);
    let scales: Vec<String> = bits.iter().map(|b| ir::float::format(kind, *b)).collect();
    // `printDenseQuantizationParameters`: the parameters nested in braces.
    let mut out = String::new();
    ir::dense::print_nested_in(&mut out, ['{', '}'], &shape, scales.len() as u64, |out, idx| {
        let idx = idx as usize;
        out.push_str(scales.get(idx).map_or("", String::as_str));
        let zero_point = zero_points.get(idx).copied().unwrap_or(0);
        if zero_point != 0 {
            out.push_str(&format!(":{zero_point}"));
        }
    });
    w.write(&out);
}
