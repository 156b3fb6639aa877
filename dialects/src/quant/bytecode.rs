//! The quant types' bytecode encoding (`QuantDialectBytecode.td`): a type
//! code, then the parameters; doubles are written as the signed varint of
//! their IEEE bits (`writeAPFloatWithKnownSemantics`), sub-channel scales
//! and zero points as builtin dense elements attributes.

use super::model::{float_kind, int_width, truncate_signed, QuantType, Storage, SubChannelParams};
use super::reparse::TextParser;
use ir::bytecode::dialect::{DialectReader, DialectWriter, ReadFail};
use ir::dense_bridge::elem_kind;
use ir::{Attr, AttrKind, Context, Type, TypeKind};

const ANY: u64 = 1;
const ANY_WITH_EXPRESSED: u64 = 2;
const CALIBRATED: u64 = 3;
const UNIFORM: u64 = 4;
const PER_AXIS: u64 = 5;
const SUB_CHANNEL: u64 = 6;

/// The most sub-channel parameters a file may hold (a splat could claim
/// any number).
const MAX_PARAMS: u64 = 1 << 24;

fn write_double(w: &mut dyn DialectWriter, v: f64) {
    w.write_signed_varint(v.to_bits() as i64);
}

fn write_list(w: &mut dyn DialectWriter, items: &[i64]) {
    w.write_varint(items.len() as u64);
    for &i in items {
        w.write_signed_varint(i);
    }
}

fn write_storage_head(w: &mut dyn DialectWriter, s: &Storage) {
    w.write_varint(s.flags);
    w.write_type(s.ty);
}

fn write_range(w: &mut dyn DialectWriter, s: &Storage) {
    w.write_signed_varint(s.min);
    w.write_signed_varint(s.max);
}

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

/// The dense elements attribute `dense<items> : tensor<shape x elem>`.
fn dense_attr(ctx: &Context, items: &[String], shape: &[i64], elem: Type) -> Option<Attr> {
    let ty = ctx.get_type(TypeKind::RankedTensor {
        shape: shape.to_vec(),
        element: elem,
        encoding: None,
    });
    let text = format!(
        "dense<{}> : {}",
        nested_literal(items, shape),
        ir::text::printer::type_to_string(ctx, ty)
    );
    ir::text::parse_attribute_str(ctx, &text).ok()
}

/// The two dense attributes of a sub-channel type.
fn sub_channel_attrs(ctx: &Context, s: &Storage, expressed: Type, p: &SubChannelParams) -> Option<(Attr, Attr)> {
    let kind = float_kind(ctx, expressed)?;
    let scales: Vec<String> = p.scales.iter().map(|b| ir::float::format_hex(kind, *b)).collect();
    let zps: Vec<String> = p.zero_points.iter().map(|z| z.to_string()).collect();
    let zps = match int_width(ctx, s.ty) {
        Some(2..=7) => sub_byte_dense(ctx, &p.zero_points, &p.shape, s.ty),
        _ => dense_attr(ctx, &zps, &p.shape, s.ty)?,
    };
    Some((dense_attr(ctx, &scales, &p.shape, expressed)?, zps))
}

/// Zero points of a storage type narrower than a byte: MLIR stores each
/// one's whole low byte (`APInt(width, zeroPoint)` is not truncated), so
/// `-1` in `i4` is `0xFF`, not the `0x0F` of a parsed `dense<-1>`.
fn sub_byte_dense(ctx: &Context, zero_points: &[i64], shape: &[i64], elem: Type) -> Attr {
    let raw: Vec<u8> = zero_points.iter().map(|&z| z as u8).collect();
    let splat = raw.windows(2).all(|w| w.first() == w.last());
    let raw = if splat { raw.into_iter().take(1).collect() } else { raw };
    let ty = ctx.get_type(TypeKind::RankedTensor {
        shape: shape.to_vec(),
        element: elem,
        encoding: None,
    });
    ctx.get_attr(AttrKind::DenseElements {
        ty,
        data: ir::dense::DenseData { raw, splat },
    })
}

/// The type encoder hook.
pub fn encode(ctx: &Context, data: &str, w: &mut dyn DialectWriter) -> bool {
    let Ok(q) = super::parse::parse(&mut TextParser::new(ctx, data)) else {
        return false;
    };
    // Everything that can fail comes before the first byte is written.
    let dense = match &q {
        QuantType::SubChannel {
            storage,
            expressed,
            params,
        } => match sub_channel_attrs(ctx, storage, *expressed, params) {
            Some(d) => Some(d),
            None => return false,
        },
        _ => None,
    };
    write(&q, dense, w);
    true
}

fn write(q: &QuantType, dense: Option<(Attr, Attr)>, w: &mut dyn DialectWriter) {
    match q {
        QuantType::Any { storage, expressed } => {
            w.write_varint(if expressed.is_some() { ANY_WITH_EXPRESSED } else { ANY });
            write_storage_head(w, storage);
            if let Some(e) = expressed {
                w.write_type(*e);
            }
            write_range(w, storage);
        }
        QuantType::Calibrated { expressed, min, max } => {
            w.write_varint(CALIBRATED);
            w.write_type(*expressed);
            write_double(w, *min);
            write_double(w, *max);
        }
        QuantType::Uniform {
            storage,
            expressed,
            scale,
            zero_point,
        } => {
            w.write_varint(UNIFORM);
            write_storage_head(w, storage);
            w.write_type(*expressed);
            write_double(w, *scale);
            w.write_signed_varint(*zero_point);
            write_range(w, storage);
        }
        QuantType::PerAxis {
            storage,
            expressed,
            scales,
            zero_points,
            dim,
        } => {
            w.write_varint(PER_AXIS);
            write_storage_head(w, storage);
            w.write_type(*expressed);
            w.write_varint(*dim as u64);
            write_range(w, storage);
            w.write_varint(scales.len() as u64);
            for s in scales {
                write_double(w, *s);
            }
            write_list(w, zero_points);
        }
        QuantType::SubChannel {
            storage,
            expressed,
            params,
        } => {
            w.write_varint(SUB_CHANNEL);
            write_storage_head(w, storage);
            w.write_type(*expressed);
            write_range(w, storage);
            write_list(w, &params.dims);
            write_list(w, &params.block_sizes);
            if let Some((scales, zps)) = dense {
                w.write_attr(scales);
                w.write_attr(zps);
            }
        }
    }
}

fn read_double(r: &mut dyn DialectReader) -> Result<f64, ReadFail> {
    Ok(f64::from_bits(r.read_signed_varint()? as u64))
}

fn read_list(r: &mut dyn DialectReader) -> Result<Vec<i64>, ReadFail> {
    let n = r.read_varint()?;
    let mut out = Vec::new();
    for _ in 0..n {
        out.push(r.read_signed_varint()?);
    }
    Ok(out)
}

fn read_range(r: &mut dyn DialectReader, flags: u64, ty: Type) -> Result<Storage, ReadFail> {
    let min = r.read_signed_varint()?;
    let max = r.read_signed_varint()?;
    Ok(Storage { flags, ty, min, max })
}

/// The shape and elements of a dense elements attribute, as bit patterns.
fn dense_values(ctx: &Context, a: Attr) -> Option<(Vec<i64>, Vec<u128>)> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(*ty) else {
        return None;
    };
    let kind = elem_kind(ctx, *element)?;
    // A splat stands for every element: bound what it may expand to.
    let n = ir::dense::num_elements(shape).filter(|&n| n <= MAX_PARAMS)?;
    let values = (0..n)
        .map(|i| data.element_bits(&kind, i))
        .collect::<Option<Vec<_>>>()?;
    Some((shape.clone(), values))
}

fn read_sub_channel(ctx: &Context, r: &mut dyn DialectReader, flags: u64) -> Result<QuantType, ReadFail> {
    let ty = r.read_type()?;
    let expressed = r.read_type()?;
    let storage = read_range(r, flags, ty)?;
    let dims = read_list(r)?;
    let block_sizes = read_list(r)?;
    let scales = r.read_attr()?;
    let zps = r.read_attr()?;
    let (Some((shape, scales)), Some((_, zps))) = (dense_values(ctx, scales), dense_values(ctx, zps)) else {
        return Err(r.fail("invalid sub-channel quantization parameters".to_string()));
    };
    let width = int_width(ctx, ty).unwrap_or(64);
    let zero_points = zps.iter().map(|z| truncate_signed(*z as i64, width)).collect();
    Ok(QuantType::SubChannel {
        storage,
        expressed,
        params: SubChannelParams {
            shape,
            scales,
            zero_points,
            dims,
            block_sizes,
        },
    })
}

fn read_uniform(r: &mut dyn DialectReader, flags: u64, ty: Type) -> Result<QuantType, ReadFail> {
    let expressed = r.read_type()?;
    let scale = read_double(r)?;
    let zero_point = r.read_signed_varint()?;
    let storage = read_range(r, flags, ty)?;
    Ok(QuantType::Uniform {
        storage,
        expressed,
        scale,
        zero_point,
    })
}

fn read_per_axis(r: &mut dyn DialectReader, flags: u64, ty: Type) -> Result<QuantType, ReadFail> {
    let expressed = r.read_type()?;
    let dim = r.read_varint()? as i64;
    let storage = read_range(r, flags, ty)?;
    let n = r.read_varint()?;
    let mut scales = Vec::new();
    for _ in 0..n {
        scales.push(read_double(r)?);
    }
    let zero_points = read_list(r)?;
    Ok(QuantType::PerAxis {
        storage,
        expressed,
        scales,
        zero_points,
        dim,
    })
}

fn read(ctx: &Context, r: &mut dyn DialectReader) -> Result<QuantType, ReadFail> {
    let code = r.read_varint()?;
    if code == CALIBRATED {
        let expressed = r.read_type()?;
        let min = read_double(r)?;
        let max = read_double(r)?;
        return Ok(QuantType::Calibrated { expressed, min, max });
    }
    if code == SUB_CHANNEL {
        let flags = r.read_varint()?;
        return read_sub_channel(ctx, r, flags);
    }
    if !(ANY..=PER_AXIS).contains(&code) {
        return Err(r.fail(format!("invalid type code {code} for dialect 'quant'")));
    }
    let flags = r.read_varint()?;
    let ty = r.read_type()?;
    match code {
        ANY => Ok(QuantType::Any {
            storage: read_range(r, flags, ty)?,
            expressed: None,
        }),
        ANY_WITH_EXPRESSED => {
            let expressed = Some(r.read_type()?);
            let storage = read_range(r, flags, ty)?;
            Ok(QuantType::Any { storage, expressed })
        }
        UNIFORM => read_uniform(r, flags, ty),
        _ => read_per_axis(r, flags, ty),
    }
}

/// The type decoder hook.
pub fn decode(ctx: &Context, r: &mut dyn DialectReader) -> Result<String, ReadFail> {
    let q = read(ctx, r)?;
    Ok(q.key(ctx))
}
