//! Building dense elements storage from a parsed literal (a port of MLIR's
//! `TensorLiteralParser`).

use num_bigint::BigUint;

use super::super::float;
use super::storage::{self, Comp, Layout};
use super::{tensor_type_text, DenseData, DenseError, DenseStrings, ElemKind, Literal, Signedness};

/// One scalar token of the literal, as MLIR's parser keeps it.
#[derive(Clone, Copy, Debug)]
enum Tok<'a> {
    Int { negative: bool, text: &'a str },
    Float { negative: bool, text: &'a str },
    Bool(bool),
    Str(&'a [u8]),
}

impl Tok<'_> {
    /// The token's spelling as MLIR would quote it in "got ..." messages.
    fn spelling(&self) -> String {
        match self {
            Tok::Int { text, .. } | Tok::Float { text, .. } => (*text).to_string(),
            Tok::Bool(b) => if *b { "true" } else { "false" }.to_string(),
            Tok::Str(s) => {
                let mut out = String::from("\"");
                super::escape_string(&mut out, s);
                out.push('"');
                out
            }
        }
    }
}

/// What the parse phase produced (nothing for a `dense<>` without a literal).
#[derive(Default)]
struct Parsed<'a> {
    /// A top-level string (a hex string for int/float element types).
    hex: Option<&'a [u8]>,
    /// Shape inferred from nested lists; empty for a single element.
    shape: Vec<i64>,
    /// Every scalar token in source order, with its offset.
    storage: Vec<(Tok<'a>, usize)>,
}

fn scalar(lit: &Literal) -> Option<Tok<'_>> {
    match lit {
        Literal::Int { negative, text } => Some(Tok::Int {
            negative: *negative,
            text,
        }),
        Literal::Float { negative, text } => Some(Tok::Float {
            negative: *negative,
            text,
        }),
        Literal::Bool(b) => Some(Tok::Bool(*b)),
        Literal::Str(s) => Some(Tok::Str(s)),
        Literal::List(_) | Literal::Complex(..) => None,
    }
}

/// MLIR's `parseElement`: a scalar, or a complex pair of elements (flattened
/// into `storage`); a list here is an error.
fn parse_element<'a>(lit: &'a Literal, offset: usize, storage: &mut Vec<(Tok<'a>, usize)>) -> Result<(), DenseError> {
    let mut pending: Vec<(&'a Literal, usize)> = vec![(lit, offset)];
    while let Some((lit, offset)) = pending.pop() {
        match lit {
            Literal::Complex(re, im) => {
                pending.push((&im.0, im.1));
                pending.push((&re.0, re.1));
            }
            Literal::List(_) => return Err(DenseError::new(offset, "expected element literal of primitive type")),
            other => {
                if let Some(tok) = scalar(other) {
                    storage.push((tok, offset));
                }
            }
        }
    }
    Ok(())
}

/// One open list while walking nested lists.
struct Frame<'a> {
    items: &'a [(Literal, usize)],
    next: usize,
    /// Dimensions (innermost first) of the first element, once known.
    first: Option<Vec<i64>>,
}

/// Where the token after an element starts, assuming nothing but the
/// element's own spelling before it (no whitespace before `,` or `]`, the
/// usual formatting): MLIR reports rank mismatches there, and the literal
/// tree records only where elements start. Strings count with MLIR's
/// escaping.
fn approx_end(lit: &Literal, offset: usize) -> usize {
    let mut closers = 0usize;
    let (mut lit, mut offset) = (lit, offset);
    let len = loop {
        match lit {
            Literal::List(items) => match items.last() {
                None => break 2,
                Some((l, o)) => {
                    closers = closers.saturating_add(1);
                    (lit, offset) = (l, *o);
                }
            },
            Literal::Complex(_, im) => {
                closers = closers.saturating_add(1);
                (lit, offset) = (&im.0, im.1);
            }
            Literal::Int { text, .. } | Literal::Float { text, .. } => break text.len(),
            Literal::Bool(b) => break if *b { 4 } else { 5 },
            Literal::Str(s) => {
                let escaped: usize = s
                    .iter()
                    .map(|&b| match b {
                        b'\\' => 2,
                        b'"' => 3,
                        0x20..=0x7E => 1,
                        _ => 3,
                    })
                    .sum();
                break escaped.saturating_add(2);
            }
        }
    };
    offset.saturating_add(len).saturating_add(closers)
}

fn ranks_error(offset: usize) -> DenseError {
    DenseError::new(
        offset,
        "tensor literal is invalid; ranks are not consistent between elements",
    )
}

/// MLIR's `parseList`, without recursion: returns the inferred shape.
fn parse_list<'a>(items: &'a [(Literal, usize)], storage: &mut Vec<(Tok<'a>, usize)>) -> Result<Vec<i64>, DenseError> {
    let mut stack = vec![Frame {
        items,
        next: 0,
        first: None,
    }];
    // Dimensions (innermost first) of a list element that was just closed.
    let mut closed: Option<Vec<i64>> = None;
    loop {
        let Some(top) = stack.last_mut() else {
            return Ok(Vec::new());
        };
        if let Some(dims) = closed.take() {
            let element = top.next.checked_sub(1).and_then(|i| top.items.get(i));
            match &top.first {
                None => top.first = Some(dims),
                Some(first) if *first == dims => {}
                Some(_) => return Err(ranks_error(element.map_or(0, |(l, o)| approx_end(l, *o)))),
            }
        }
        let Some((lit, offset)) = top.items.get(top.next) else {
            // This list is complete: its dims are its length then the
            // dims of its elements.
            let len = i64::try_from(top.items.len()).unwrap_or(i64::MAX);
            let mut dims = top.first.take().unwrap_or_default();
            dims.push(len);
            stack.pop();
            if stack.is_empty() {
                dims.reverse();
                return Ok(dims);
            }
            closed = Some(dims);
            continue;
        };
        top.next += 1;
        match lit {
            Literal::List(sub) => stack.push(Frame {
                items: sub,
                next: 0,
                first: None,
            }),
            other => {
                parse_element(other, *offset, storage)?;
                match &top.first {
                    None => top.first = Some(Vec::new()),
                    Some(first) if first.is_empty() => {}
                    Some(_) => return Err(ranks_error(approx_end(other, *offset))),
                }
            }
        }
    }
}

/// MLIR's `TensorLiteralParser::parse(allowHex = true)`.
fn parse(lit: &Literal, offset: usize) -> Result<Parsed<'_>, DenseError> {
    let mut storage = Vec::new();
    match lit {
        Literal::Str(s) => Ok(Parsed {
            hex: Some(s),
            shape: Vec::new(),
            storage,
        }),
        Literal::List(items) => {
            let shape = parse_list(items, &mut storage)?;
            Ok(Parsed {
                hex: None,
                shape,
                storage,
            })
        }
        other => {
            parse_element(other, offset, &mut storage)?;
            Ok(Parsed {
                hex: None,
                shape: Vec::new(),
                storage,
            })
        }
    }
}

fn format_shape(shape: &[i64]) -> String {
    shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

/// Shape checks shared by both attribute kinds; returns the element count.
fn check_shape(parsed: &Parsed<'_>, attr_offset: usize, shape: &[i64], type_text: &str) -> Result<u64, DenseError> {
    let Some(n) = storage::num_elements(shape) else {
        return Err(DenseError::new(
            attr_offset,
            format!("invalid static shape for elements literal type ('{type_text}')"),
        ));
    };
    if parsed.hex.is_some() {
        return Ok(n);
    }
    if !parsed.shape.is_empty() && parsed.shape != shape {
        return Err(DenseError::new(
            attr_offset,
            format!(
                "inferred shape of elements literal ([{}]) does not match type ([{}])",
                format_shape(&parsed.shape),
                format_shape(shape)
            ),
        ));
    }
    if parsed.storage.is_empty() && n != 0 {
        return Err(DenseError::new(
            attr_offset,
            format!("parsed zero elements, but type ('{type_text}') expected at least 1"),
        ));
    }
    Ok(n)
}

/// Build from a literal for a shaped type with this static shape (all dims
/// >= 0) and element kind; `lit_offset` is the literal's own offset.
///
/// Mirrors MLIR's `TensorLiteralParser`: shape inference, splat
/// (`dense<1>`), hex strings (`dense<"0x...">`) with their size checks,
/// `true`/`false` for `i1`, hex integer literals for floats, complex tuples,
/// and the same diagnostics. Attribute-level diagnostics are reported at
/// `lit_offset` and name the type as `tensor<...>`; use [`build_full`] for
/// exact locations and type text. An empty list literal means `[]`; for
/// `dense<>` use [`build_full`] with no literal.
pub fn build(lit: &Literal, lit_offset: usize, shape: &[i64], elem: &ElemKind) -> Result<DenseData, DenseError> {
    let type_text = tensor_type_text(shape, &elem.type_text());
    build_full(Some((lit, lit_offset)), lit_offset, shape, elem, &type_text)
}

/// Like [`build`], with the full context: `lit` is `None` for `dense<>`,
/// `attr_offset` is where MLIR reports attribute-level errors (the `dense`
/// keyword) and `type_text` is the shaped type as MLIR prints it
/// (`vector<4xf32>`), used in messages.
pub fn build_full(
    lit: Option<(&Literal, usize)>,
    attr_offset: usize,
    shape: &[i64],
    elem: &ElemKind,
    type_text: &str,
) -> Result<DenseData, DenseError> {
    let parsed = match lit {
        Some((lit, offset)) => parse(lit, offset)?,
        None => Parsed::default(),
    };
    let Some(layout) = Layout::of(elem) else {
        return Err(DenseError::new(
            attr_offset,
            format!("unsupported element type for dense elements: '{}'", elem.type_text()),
        ));
    };
    if let Some(hex) = parsed.hex {
        let hex_offset = lit.map_or(attr_offset, |l| l.1);
        let n = check_shape(&parsed, attr_offset, shape, type_text)?;
        let data = decode_hex(hex)
            .ok_or_else(|| DenseError::new(hex_offset, "expected string containing hex digits starting with `0x`"))?;
        let (valid, splat) = storage::check_raw_buffer(&layout, &data, n);
        if !valid {
            return Err(DenseError::new(
                attr_offset,
                format!("elements hex data size is invalid for provided type: '{type_text}'"),
            ));
        }
        let data = storage::finalize(&layout, data, n, splat);
        return guard(data, &layout, n, attr_offset, type_text);
    }
    let n = check_shape(&parsed, attr_offset, shape, type_text)?;
    let count = parsed.storage.len();
    if layout.complex {
        if parsed.shape.is_empty() && n != 0 && count != 2 {
            return Err(DenseError::new(
                attr_offset,
                format!(
                    "parsed {count} elements, but type ('{}') expected 2 elements",
                    elem.type_text()
                ),
            ));
        }
        if !parsed.shape.is_empty() && count as u128 != u128::from(n) * 2 {
            return Err(DenseError::new(
                attr_offset,
                format!(
                    "parsed {count} elements, but type ('{type_text}') expected {} elements",
                    u128::from(n) * 2
                ),
            ));
        }
    }
    if layout.wide {
        let data = build_wide(&parsed.storage, &layout, attr_offset)?;
        let (_, splat) = storage::check_raw_buffer(&layout, &data, n);
        let data = storage::finalize(&layout, data, n, splat);
        return guard(data, &layout, n, attr_offset, type_text);
    }
    let mut values = Vec::with_capacity(count);
    for (tok, offset) in &parsed.storage {
        let v = match layout.comp {
            Comp::Int {
                width,
                signedness,
                index,
            } => int_value(tok, *offset, width, signedness, index)?,
            Comp::Float(kind) => float_value(tok, *offset, kind)?,
        };
        values.push(v);
    }
    // A complex element consumes two values; an odd leftover is dropped.
    let count = if layout.complex {
        values.len() / 2 * 2
    } else {
        values.len()
    };
    let stride = layout.comp_stride;
    let total_bits = u128::from(stride) * count as u128;
    let len = usize::try_from(total_bits.div_ceil(8))
        .map_err(|_| DenseError::new(attr_offset, "elements literal is too large"))?;
    let mut data = vec![0u8; len];
    for (i, v) in values.iter().take(count).enumerate() {
        storage::write_bits(&mut data, i as u64 * stride, layout.comp_bits, *v);
    }
    // A single i1 value is encoded as an all-ones or all-zeros byte.
    if count == 1 && layout.comp_bits == 1 {
        if let Some(b) = data.first_mut() {
            *b = if *b != 0 { 0xFF } else { 0 };
        }
    }
    let (_, splat) = storage::check_raw_buffer(&layout, &data, n);
    let data = storage::finalize(&layout, data, n, splat);
    guard(data, &layout, n, attr_offset, type_text)
}

/// The raw buffer for the integer tokens of a wide integer layout (integers,
/// or complex of integers, of more than 128 bits). All tokens are checked in
/// order, like MLIR's `getIntAttrElements`, and an odd token of a complex
/// literal is dropped. While every element equals the first, only the first
/// is kept (MLIR would then store a splat of it), so the buffer holds one
/// element for a splat and all elements otherwise: memory follows what the
/// attribute stores, never the shape.
fn build_wide(storage: &[(Tok<'_>, usize)], layout: &Layout, attr_offset: usize) -> Result<Vec<u8>, DenseError> {
    let Comp::Int { width, signedness, .. } = layout.comp else {
        return Ok(Vec::new());
    };
    if storage.is_empty() {
        return Ok(Vec::new());
    }
    let too_large = || DenseError::new(attr_offset, "elements literal is too large");
    let per_elem: usize = if layout.complex { 2 } else { 1 };
    let comp_bytes = usize::try_from(layout.comp_stride / 8).map_err(|_| too_large())?;
    let elem_bytes = comp_bytes.checked_mul(per_elem).ok_or_else(too_large)?;
    let count = storage.len() / per_elem * per_elem;
    // The element being assembled, the first element, and (once two
    // elements differ) the whole buffer.
    let mut cur = vec![0u8; elem_bytes];
    let mut first: Option<Vec<u8>> = None;
    let mut all: Option<Vec<u8>> = None;
    let mut done = 0usize;
    // The spelling each component of `cur` holds, and whether `cur` changed
    // since it was last found equal to `first`: a repeated spelling is
    // neither encoded nor compared again.
    let mut spelled: [Option<(bool, &str)>; 2] = [None, None];
    let mut changed = true;
    for (i, (tok, offset)) in storage.iter().enumerate() {
        let part = i % per_elem;
        let key = match tok {
            Tok::Int { negative, text } => Some((*negative, *text)),
            _ => None,
        };
        let slot = spelled.get_mut(part).ok_or_else(too_large)?;
        if key.is_none() || *slot != key {
            if let Some(dst) = cur.chunks_exact_mut(comp_bytes).nth(part) {
                wide_int_value(tok, *offset, width, signedness, dst)?;
            }
            *slot = key;
            changed = true;
        }
        if i >= count || part + 1 < per_elem {
            continue;
        }
        if let Some(buf) = all.as_mut() {
            buf.extend_from_slice(&cur);
        } else if let Some(f) = &first {
            if changed && *f != cur {
                let total = (count / per_elem).checked_mul(elem_bytes).ok_or_else(too_large)?;
                let mut buf = Vec::new();
                buf.try_reserve_exact(total).map_err(|_| too_large())?;
                for _ in 0..done {
                    buf.extend_from_slice(f);
                }
                buf.extend_from_slice(&cur);
                all = Some(buf);
            }
        } else {
            first = Some(cur.clone());
        }
        changed = false;
        done += 1;
    }
    Ok(all.or(first).unwrap_or_default())
}

/// Rejects results MLIR itself cannot represent (it would read past its
/// buffer).
fn guard(
    data: DenseData,
    layout: &Layout,
    n: u64,
    attr_offset: usize,
    type_text: &str,
) -> Result<DenseData, DenseError> {
    if !data.splat {
        let needed = u128::from(layout.elem_storage) * u128::from(n);
        let have = data.raw.len() as u128 * 8;
        if have < needed {
            return Err(DenseError::new(
                attr_offset,
                format!("elements literal does not provide all {n} elements of type ('{type_text}')"),
            ));
        }
    }
    Ok(data)
}

/// `llvm::tryGetFromHex` on the text after `0x`, as MLIR's
/// `Token::getHexStringValue` does.
fn decode_hex(s: &[u8]) -> Option<Vec<u8>> {
    let digits = s.strip_prefix(b"0x")?;
    if digits.len() % 2 != 0 {
        return None;
    }
    let nibble = |c: u8| -> Option<u8> {
        match c {
            b'0'..=b'9' => Some(c - b'0'),
            b'a'..=b'f' => Some(c - b'a' + 10),
            b'A'..=b'F' => Some(c - b'A' + 10),
            _ => None,
        }
    };
    digits
        .chunks(2)
        .map(|p| match p {
            [h, l] => Some(nibble(*h)? << 4 | nibble(*l)?),
            _ => None,
        })
        .collect()
}

/// Parses an integer literal's digits (`StringRef::getAsInteger` with radix
/// 10, or 16 after `0x`). Returns `Ok(None)` when the value does not fit in
/// 128 bits, `Err(())` for a malformed spelling.
fn parse_magnitude(text: &str) -> Result<Option<u128>, ()> {
    let (digits, radix) = match text.strip_prefix("0x") {
        Some(h) => (h, 16u32),
        None => (text, 10u32),
    };
    if digits.is_empty() {
        return Err(());
    }
    let mut v: Option<u128> = Some(0);
    for c in digits.chars() {
        let d = c.to_digit(radix).ok_or(())?;
        v = v
            .and_then(|v| v.checked_mul(u128::from(radix)))
            .and_then(|v| v.checked_add(u128::from(d)));
    }
    Ok(v)
}

/// Whether an integer literal's spelling is hexadecimal (MLIR checks the
/// second character).
fn is_hex(text: &str) -> bool {
    text.as_bytes().get(1) == Some(&b'x')
}

/// MLIR's `buildAttributeAPInt`: the bits of an integer literal for a type
/// of `width` bits, or `None` when out of range.
fn int_bits(text: &str, negative: bool, width: u32, signed_check: bool) -> Option<u128> {
    let v = parse_magnitude(text).ok()??;
    if width < 128 && v >> width != 0 {
        return None;
    }
    if width == 0 {
        return if negative { None } else { Some(0) };
    }
    let sign_bit = 1u128 << (width - 1);
    if negative {
        // -v in `width` bits must have its sign bit set.
        if v == 0 || v > sign_bit {
            return None;
        }
        return Some(storage::mask(v.wrapping_neg(), width));
    }
    if signed_check && v & sign_bit != 0 {
        return None;
    }
    Some(v)
}

/// MLIR's `buildAttributeAPInt` for a type of more than 128 bits: writes the
/// `width`-bit value of an integer literal little-endian into `dst` (its
/// `ceil(width / 8)` storage bytes, padding bits clear); `None` when the
/// spelling is malformed or the value out of range. Work and memory are
/// bounded by the literal's length and the width.
fn wide_int_bits(text: &str, negative: bool, width: u32, signed_check: bool, dst: &mut [u8]) -> Option<()> {
    if width == 0 || dst.len() != width.div_ceil(8) as usize {
        return None;
    }
    dst.fill(0);
    let width_bits = u64::from(width);
    if let Some(hex) = text.strip_prefix("0x") {
        if hex.is_empty() {
            return None;
        }
        // Nibble `k` counts from the least significant digit.
        for (k, c) in hex.bytes().rev().enumerate() {
            let d = char::from(c).to_digit(16)? as u8;
            if d == 0 {
                continue;
            }
            let bits = (k as u64)
                .checked_mul(4)?
                .checked_add(u64::from(8 - d.leading_zeros()))?;
            if bits > width_bits {
                return None;
            }
            *dst.get_mut(k / 2)? |= d << (4 * (k % 2));
        }
    } else {
        if text.is_empty() || !text.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let digits = text.trim_start_matches('0');
        // A `width`-bit value has at most floor(width * log10(2)) + 1
        // digits; longer spellings are out of range without parsing.
        if digits.len() as u64 > width_bits * 30103 / 100_000 + 1 {
            return None;
        }
        if !digits.is_empty() {
            let v = BigUint::parse_bytes(digits.as_bytes(), 10)?;
            if v.bits() > width_bits {
                return None;
            }
            let bytes = v.to_bytes_le();
            dst.get_mut(..bytes.len())?.copy_from_slice(&bytes);
        }
    }
    let sign = (width - 1) as usize;
    let sign_byte = sign / 8;
    let sign_mask = 1u8 << (sign % 8);
    let sign_set = dst.get(sign_byte).is_some_and(|b| b & sign_mask != 0);
    if negative {
        // -v in `width` bits must have its sign bit set: 0 < v <= 2^(width-1).
        if sign_set {
            let rest_zero = dst.get(..sign_byte).is_some_and(|b| b.iter().all(|&b| b == 0))
                && dst.get(sign_byte).is_some_and(|&b| b & !sign_mask == 0);
            if !rest_zero {
                return None;
            }
        } else if dst.iter().all(|&b| b == 0) {
            return None;
        }
        storage::negate_in_place(dst, width);
        return Some(());
    }
    if signed_check && sign_set {
        return None;
    }
    Some(())
}

/// What MLIR's `getIntAttrElements` refuses before reading a token: a
/// negative value for an unsigned type, then a floating-point literal.
fn refuse_non_integer(tok: &Tok<'_>, offset: usize, signedness: Signedness) -> Result<(), DenseError> {
    let negative = matches!(tok, Tok::Int { negative: true, .. } | Tok::Float { negative: true, .. });
    if negative && signedness == Signedness::Unsigned {
        return Err(DenseError::new(
            offset,
            "expected unsigned integer elements, but parsed negative value",
        ));
    }
    if matches!(tok, Tok::Float { .. }) {
        return Err(DenseError::new(
            offset,
            "expected integer elements, but parsed floating-point",
        ));
    }
    Ok(())
}

/// MLIR's `getIntAttrElements` for one token of a wide integer type (see
/// [`wide_int_bits`]).
fn wide_int_value(
    tok: &Tok<'_>,
    offset: usize,
    width: u32,
    signedness: Signedness,
    dst: &mut [u8],
) -> Result<(), DenseError> {
    let out_of_range = || DenseError::new(offset, "integer constant out of range for type");
    refuse_non_integer(tok, offset, signedness)?;
    match tok {
        // Refused above.
        Tok::Float { .. } => Err(out_of_range()),
        Tok::Bool(_) => Err(DenseError::new(offset, "expected i1 type for 'true' or 'false' values")),
        Tok::Str(_) => Err(out_of_range()),
        Tok::Int { negative, text } => {
            wide_int_bits(text, *negative, width, signedness == Signedness::Signed, dst).ok_or_else(out_of_range)
        }
    }
}

/// MLIR's `getIntAttrElements` for one token.
fn int_value(
    tok: &Tok<'_>,
    offset: usize,
    width: u32,
    signedness: Signedness,
    index: bool,
) -> Result<u128, DenseError> {
    let out_of_range = || DenseError::new(offset, "integer constant out of range for type");
    refuse_non_integer(tok, offset, signedness)?;
    match tok {
        // Refused above.
        Tok::Float { .. } => Err(out_of_range()),
        Tok::Bool(b) => {
            if width != 1 || index {
                return Err(DenseError::new(offset, "expected i1 type for 'true' or 'false' values"));
            }
            Ok(u128::from(*b))
        }
        // A string token has no integer spelling.
        Tok::Str(_) => Err(out_of_range()),
        Tok::Int { negative, text } => {
            let signed_check = index || signedness == Signedness::Signed;
            int_bits(text, *negative, width, signed_check).ok_or_else(out_of_range)
        }
    }
}

/// MLIR's `parseFloatFromLiteral` for one token.
fn float_value(tok: &Tok<'_>, offset: usize, kind: float::FloatKind) -> Result<u128, DenseError> {
    match tok {
        Tok::Float { negative, text } => {
            float::parse_decimal(kind, text, *negative).map_err(|e| DenseError::new(offset, e.0))
        }
        Tok::Int { negative, text } => {
            if !is_hex(text) {
                return Err(
                    DenseError::new(offset, "unexpected decimal integer literal for a floating point value")
                        .with_note("add a trailing dot to make the literal a float"),
                );
            }
            if *negative {
                return Err(DenseError::new(
                    offset,
                    "hexadecimal float literal should not have a leading minus",
                ));
            }
            let out_of_range = || DenseError::new(offset, "hexadecimal float constant out of range for type");
            // A malformed spelling reads as zero, like MLIR's unchecked
            // getAsInteger.
            let bits = match parse_magnitude(text) {
                Ok(Some(v)) => v,
                Ok(None) => return Err(out_of_range()),
                Err(()) => 0,
            };
            let width = kind.bit_width();
            if width < 128 && bits >> width != 0 {
                return Err(out_of_range());
            }
            float::from_hex_bits(kind, bits).map_err(|e| DenseError::new(offset, e.0))
        }
        Tok::Bool(_) | Tok::Str(_) => Err(DenseError::new(offset, "expected floating point literal")),
    }
}

/// Build a dense string elements attribute (all `Str` leaves) for the shape.
///
/// A top-level string is a splat of that string (MLIR does not decode hex
/// for string element types). Attribute-level diagnostics are reported at
/// `lit_offset` and name the type as `tensor<...x!unknown>`; use
/// [`build_strings_full`] for exact locations and type text.
pub fn build_strings(lit: &Literal, lit_offset: usize, shape: &[i64]) -> Result<DenseStrings, DenseError> {
    let type_text = tensor_type_text(shape, "!unknown");
    build_strings_full(Some((lit, lit_offset)), lit_offset, shape, &type_text)
}

/// Like [`build_strings`], with the full context: `lit` is `None` for
/// `dense<>`, `attr_offset` is where MLIR reports attribute-level errors
/// (the `dense` keyword) and `type_text` is the shaped type as MLIR prints
/// it, used in messages.
pub fn build_strings_full(
    lit: Option<(&Literal, usize)>,
    attr_offset: usize,
    shape: &[i64],
    type_text: &str,
) -> Result<DenseStrings, DenseError> {
    let parsed = match lit {
        Some((lit, offset)) => parse(lit, offset)?,
        None => Parsed::default(),
    };
    let n = check_shape(&parsed, attr_offset, shape, type_text)?;
    if let Some(s) = parsed.hex {
        return Ok(DenseStrings {
            values: vec![s.to_vec()],
            splat: true,
        });
    }
    let mut values: Vec<Vec<u8>> = Vec::with_capacity(parsed.storage.len());
    for (tok, _) in &parsed.storage {
        match tok {
            Tok::Str(s) => values.push(s.to_vec()),
            other => {
                return Err(DenseError::new(
                    attr_offset,
                    format!("expected string token, got {}", other.spelling()),
                ))
            }
        }
    }
    let splat = match values.split_first() {
        None => false,
        Some((first, rest)) => rest.iter().all(|v| v == first),
    };
    if splat {
        values.truncate(1);
        return Ok(DenseStrings { values, splat: true });
    }
    if (values.len() as u128) < u128::from(n) || (shape.is_empty() && !values.is_empty()) {
        return Err(DenseError::new(
            attr_offset,
            format!("elements literal does not provide all {n} elements of type ('{type_text}')"),
        ));
    }
    Ok(DenseStrings { values, splat: false })
}

#[cfg(test)]
mod unit {
    use super::*;

    #[test]
    fn magnitude() {
        assert_eq!(parse_magnitude("000"), Ok(Some(0)));
        assert_eq!(parse_magnitude("0x0"), Ok(Some(0)));
        assert_eq!(parse_magnitude("0xFfe"), Ok(Some(0xffe)));
        assert_eq!(
            parse_magnitude("340282366920938463463374607431768211455"),
            Ok(Some(u128::MAX))
        );
        assert_eq!(parse_magnitude("340282366920938463463374607431768211456"), Ok(None));
        assert_eq!(parse_magnitude("12a"), Err(()));
        assert_eq!(parse_magnitude(""), Err(()));
    }

    #[test]
    fn int_ranges() {
        assert_eq!(int_bits("255", false, 8, false), Some(255));
        assert_eq!(int_bits("256", false, 8, false), None);
        assert_eq!(int_bits("128", true, 8, false), Some(0x80));
        assert_eq!(int_bits("129", true, 8, false), None);
        assert_eq!(int_bits("0", true, 8, false), None);
        assert_eq!(int_bits("127", false, 8, true), Some(127));
        assert_eq!(int_bits("128", false, 8, true), None);
        assert_eq!(int_bits("1", true, 1, false), Some(1));
        assert_eq!(int_bits("0", false, 0, false), Some(0));
        assert_eq!(int_bits("1", false, 0, false), None);
        assert_eq!(int_bits("1", true, 128, false), Some(u128::MAX));
    }

    #[test]
    fn hex_decoding() {
        assert_eq!(decode_hex(b"0x"), Some(vec![]));
        assert_eq!(decode_hex(b"0x0aFF"), Some(vec![0x0a, 0xff]));
        assert_eq!(decode_hex(b"0x0"), None);
        assert_eq!(decode_hex(b"0X00"), None);
        assert_eq!(decode_hex(b"0xzz"), None);
        assert_eq!(decode_hex(b"ab"), None);
    }
}
