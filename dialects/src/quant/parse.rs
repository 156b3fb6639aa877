//! The quant dialect's type parser (`TypeParser.cpp`), declared
//! `type_parser "types::parse_type"` in `quant.ods`: it reads the keyword
//! and, for `uniform`, tells the per-tensor, per-axis and sub-channel types
//! apart by what follows the expressed type; the values it builds are the
//! typedefs' structs, verified at the keyword (`getChecked`). The pieces
//! are also the parsers of the typedefs' custom directives.

use super::model::{default_range, float_kind, truncate_signed, Storage, FLAG_SIGNED, MAX_STORAGE_BITS};
use super::ops::{
    AnyQuantizedType, CalibratedQuantizedType, UniformQuantizedPerAxisType, UniformQuantizedSubChannelType,
    UniformQuantizedType,
};
use super::verify::check_scale_range;
use super::QuantType;
use ir::context::DialectTypeParser;
use ir::{Diagnostic, Signedness, Type, TypeKind};

type PResult<T> = Result<T, Diagnostic>;

/// `parseInteger<IntT>`: an integer of `bits` bits or "expected integer
/// value" at the current token.
pub(super) fn parse_integer(p: &mut dyn DialectTypeParser, bits: u32) -> PResult<i64> {
    let at = p.current_offset();
    match p.parse_optional_integer(bits)? {
        Some(v) => Ok(v),
        None => Err(p.error_at(at, "expected integer value".to_string())),
    }
}

/// `parseType(FloatType&)`.
pub(super) fn parse_float_type(p: &mut dyn DialectTypeParser) -> PResult<Type> {
    let at = p.current_offset();
    let t = p.parse_type()?;
    if float_kind(p.context(), t).is_none() {
        return Err(p.error_at(at, "invalid kind of type specified".to_string()));
    }
    Ok(t)
}

/// `parseStorageType`: the storage type and whether it is signed.
fn parse_storage_type(p: &mut dyn DialectTypeParser) -> PResult<(Type, bool)> {
    let at = p.current_offset();
    let (ty, signed, width) = match p.parse_optional_type()? {
        Some(t) => match p.context().type_kind(t) {
            TypeKind::Integer { width, signedness } => (t, *signedness != Signedness::Unsigned, *width),
            // MLIR reads the width of a non-integer type out of bounds.
            _ => (t, true, 0),
        },
        None => {
            let keyword = p.parse_keyword()?;
            let Some(digits) = keyword.strip_prefix('u') else {
                return Err(p.error_at(at, "illegal storage type prefix".to_string()));
            };
            let Some(width) = digits
                .parse::<u32>()
                .ok()
                .filter(|_| digits.bytes().all(|b| b.is_ascii_digit()))
            else {
                return Err(p.error_at(at, "expected storage type width".to_string()));
            };
            (p.context().int_type(width), false, width)
        }
    };
    if width == 0 || width > MAX_STORAGE_BITS {
        return Err(p.error_at(at, format!("illegal storage type size: {width}")));
    }
    Ok((ty, signed))
}

/// `parseStorageRange` after the storage type: the explicit `<min:max>`
/// or the type's full range.
pub(super) fn parse_storage(p: &mut dyn DialectTypeParser) -> PResult<Storage> {
    let (ty, signed) = parse_storage_type(p)?;
    let width = super::model::int_width(p.context(), ty).unwrap_or(0);
    let (lo, hi) = default_range(signed, width);
    let flags = if signed { FLAG_SIGNED } else { 0 };
    if !p.parse_optional_punct('<') {
        return Ok(Storage {
            flags,
            ty,
            min: lo,
            max: hi,
        });
    }
    let min_at = p.current_offset();
    let min = parse_integer(p, 64)?;
    p.parse_punct(':')?;
    let max_at = p.current_offset();
    let max = parse_integer(p, 64)?;
    p.parse_punct('>')?;
    if min < lo {
        return Err(p.error_at(min_at, format!("illegal storage type minimum: {min}")));
    }
    if max > hi {
        return Err(p.error_at(max_at, format!("illegal storage type maximum: {max}")));
    }
    Ok(Storage { flags, ty, min, max })
}

/// `parseQuantParams`: `scale (: zero-point)?`.
pub(super) fn parse_quant_params(p: &mut dyn DialectTypeParser, expressed: Type) -> PResult<(f64, i64)> {
    let scale = p.parse_float()?;
    if let Err(m) = check_scale_range(p.context(), expressed, scale) {
        return Err(p.error_at(p.current_offset(), m));
    }
    if !p.parse_optional_punct(':') {
        return Ok((scale, 0));
    }
    Ok((scale, parse_integer(p, 64)?))
}

/// Parses `elem (, elem)*`.
fn comma_list(
    p: &mut dyn DialectTypeParser,
    f: &mut dyn FnMut(&mut dyn DialectTypeParser) -> PResult<()>,
) -> PResult<()> {
    f(p)?;
    while p.parse_optional_punct(',') {
        f(p)?;
    }
    Ok(())
}

/// `parseBlockSizeInfoUntilRBrace`: `(dim : size (, dim : size)*)? }`.
pub(super) fn parse_block_sizes(p: &mut dyn DialectTypeParser) -> PResult<(Vec<i64>, Vec<i64>)> {
    let (mut dims, mut sizes) = (Vec::new(), Vec::new());
    if p.parse_optional_punct('}') {
        return Ok((dims, sizes));
    }
    comma_list(p, &mut |p| {
        dims.push(parse_integer(p, 32)?);
        p.parse_punct(':')?;
        sizes.push(parse_integer(p, 64)?);
        Ok(())
    })?;
    p.parse_punct('}')?;
    Ok((dims, sizes))
}

/// The scales and zero points of a braced list, flattened.
#[derive(Default)]
pub(super) struct ParamList {
    /// Scales.
    pub(super) scales: Vec<f64>,
    /// Zero points.
    pub(super) zero_points: Vec<i64>,
}

/// `parseQuantParamListUntilRBrace`: returns the dimensions of the list.
fn parse_param_list(p: &mut dyn DialectTypeParser, expressed: Type, out: &mut ParamList) -> PResult<Vec<i64>> {
    let mut first: Option<Vec<i64>> = None;
    let mut size = 0i64;
    comma_list(p, &mut |p| {
        let this = if p.parse_optional_punct('{') {
            parse_param_list(p, expressed, out)?
        } else {
            let (s, z) = parse_quant_params(p, expressed)?;
            out.scales.push(s);
            out.zero_points.push(z);
            Vec::new()
        };
        size += 1;
        match &first {
            Some(prev) if *prev != this => Err(p.error_at(
                p.current_offset(),
                "tensor literal is invalid; ranks are not consistent between elements".to_string(),
            )),
            Some(_) => Ok(()),
            None => {
                first = Some(this);
                Ok(())
            }
        }
    })?;
    p.parse_punct('}')?;
    let mut dims = vec![size];
    dims.extend(first.unwrap_or_default());
    Ok(dims)
}

/// The axis part after the expressed type: none, `:dim`, or `:{blocks}`.
enum Scheme {
    PerTensor,
    PerAxis(i64),
    SubChannel(Vec<i64>, Vec<i64>),
}

fn parse_scheme(p: &mut dyn DialectTypeParser) -> PResult<Scheme> {
    if !p.parse_optional_punct(':') {
        return Ok(Scheme::PerTensor);
    }
    if p.parse_optional_punct('{') {
        let (dims, sizes) = parse_block_sizes(p)?;
        return Ok(Scheme::SubChannel(dims, sizes));
    }
    Ok(Scheme::PerAxis(parse_integer(p, 32)?))
}

/// `{ params }` after the `,` of a per-axis or sub-channel type: the
/// flattened parameters and their shape.
pub(super) fn parse_braced_params(p: &mut dyn DialectTypeParser, expressed: Type) -> PResult<(ParamList, Vec<i64>)> {
    p.parse_punct('{')?;
    let mut list = ParamList::default();
    let shape = parse_param_list(p, expressed, &mut list)?;
    Ok((list, shape))
}

/// `parseUniformType` (after `uniform`).
fn parse_uniform(p: &mut dyn DialectTypeParser) -> PResult<QuantType> {
    p.parse_punct('<')?;
    let storage = parse_storage(p)?;
    p.parse_punct(':')?;
    let expressed = parse_float_type(p)?;
    let scheme = parse_scheme(p)?;
    p.parse_punct(',')?;
    let q = match scheme {
        Scheme::PerTensor => {
            let (scale, zero_point) = parse_quant_params(p, expressed)?;
            QuantType::Uniform(UniformQuantizedType {
                flags: storage.flags,
                storage_type: storage.ty,
                expressed_type: expressed,
                scale,
                zero_point,
                storage_type_min: storage.min,
                storage_type_max: storage.max,
            })
        }
        Scheme::PerAxis(dim) => {
            let (list, _) = parse_braced_params(p, expressed)?;
            QuantType::PerAxis(UniformQuantizedPerAxisType {
                flags: storage.flags,
                storage_type: storage.ty,
                expressed_type: expressed,
                scales: list.scales,
                zero_points: list.zero_points,
                quantized_dimension: i32::try_from(dim).unwrap_or(i32::MIN),
                storage_type_min: storage.min,
                storage_type_max: storage.max,
            })
        }
        Scheme::SubChannel(dims, block_sizes) => {
            let at = p.current_offset();
            let (list, shape) = parse_braced_params(p, expressed)?;
            QuantType::SubChannel(sub_channel(
                p,
                at,
                storage,
                expressed,
                &shape,
                &list,
                dims,
                block_sizes,
            )?)
        }
    };
    p.parse_punct('>')?;
    Ok(q)
}

/// A sub-channel type: scales converted to the expressed type, zero points
/// truncated to the storage width, both held as dense attributes.
#[allow(clippy::too_many_arguments)]
pub(super) fn sub_channel(
    p: &dyn DialectTypeParser,
    at: usize,
    storage: Storage,
    expressed: Type,
    shape: &[i64],
    list: &ParamList,
    dims: Vec<i64>,
    block_sizes: Vec<i64>,
) -> PResult<UniformQuantizedSubChannelType> {
    let ctx = p.context();
    let width = super::model::int_width(ctx, storage.ty).unwrap_or(64);
    let zero_points: Vec<i64> = list.zero_points.iter().map(|z| truncate_signed(*z, width)).collect();
    let Some((scales, zero_points)) =
        super::dense::sub_channel_attrs(ctx, storage.ty, expressed, shape, &list.scales, &zero_points)
    else {
        return Err(p.error_at(at, "invalid sub-channel quantization parameters".to_string()));
    };
    Ok(UniformQuantizedSubChannelType {
        flags: storage.flags,
        storage_type: storage.ty,
        expressed_type: expressed,
        scales,
        zero_points,
        quantized_dimensions: dims.iter().map(|&d| i32::try_from(d).unwrap_or(i32::MIN)).collect(),
        block_sizes,
        storage_type_min: storage.min,
        storage_type_max: storage.max,
    })
}

/// `parseAnyType` (after `any`).
fn parse_any(p: &mut dyn DialectTypeParser) -> PResult<QuantType> {
    p.parse_punct('<')?;
    let storage = parse_storage(p)?;
    let expressed = if p.parse_optional_punct(':') {
        Some(parse_float_type(p)?)
    } else {
        None
    };
    p.parse_punct('>')?;
    Ok(QuantType::Any(AnyQuantizedType {
        flags: storage.flags,
        storage_type: storage.ty,
        expressed_type: expressed,
        storage_type_min: storage.min,
        storage_type_max: storage.max,
    }))
}

/// `parseCalibratedType` (after `calibrated`), with
/// `parseExpressedTypeAndRange`'s second errors at the expressed type:
/// "expecting float expressed type" after a failed type, "calibrated values
/// must be present" after a failed range.
fn parse_calibrated(p: &mut dyn DialectTypeParser) -> PResult<QuantType> {
    p.parse_punct('<')?;
    let type_at = p.current_offset();
    let then_error = |p: &mut dyn DialectTypeParser, mut e: Diagnostic, message: &str| {
        e.followups.push(p.error_at(type_at, message.to_string()));
        e
    };
    let expressed = parse_float_type(p).map_err(|e| then_error(p, e, "expecting float expressed type"))?;
    let range = |p: &mut dyn DialectTypeParser| -> PResult<(f64, f64)> {
        p.parse_punct('<')?;
        let min = p.parse_float()?;
        p.parse_punct(':')?;
        let max = p.parse_float()?;
        p.parse_punct('>')?;
        Ok((min, max))
    };
    let (min, max) = range(p).map_err(|e| then_error(p, e, "calibrated values must be present"))?;
    p.parse_punct('>')?;
    Ok(QuantType::Calibrated(CalibratedQuantizedType {
        expressed_type: expressed,
        min,
        max,
    }))
}

/// `QuantDialect::parseType` followed by `getChecked`: the type, verified
/// (errors at the type's name).
pub fn parse(p: &mut dyn DialectTypeParser) -> PResult<QuantType> {
    let name_at = p.current_offset();
    let name = p.parse_keyword()?;
    let q = match name.as_str() {
        "uniform" => parse_uniform(p)?,
        "any" => parse_any(p)?,
        "calibrated" => parse_calibrated(p)?,
        _ => return Err(p.error_at(name_at, format!("unknown quantized type {name}"))),
    };
    q.verify(p.context()).map_err(|m| p.error_at(name_at, m))?;
    Ok(q)
}

/// The dialect's type parser (`type_parser` in `quant.ods`).
pub fn parse_type(p: &mut dyn DialectTypeParser) -> PResult<Type> {
    let q = parse(p)?;
    Ok(q.get(p.context()))
}
