//! Printing dense elements the way MLIR's `AsmPrinter` does.

use std::fmt::Write as _;

use num_bigint::BigUint;

use super::super::float;
use super::storage::{self, Comp, Layout};
use super::{DenseData, DenseStrings, ElemKind, Signedness};

/// Non-splat attributes with more elements than this print as a hex string
/// (MLIR's default for `printElementsAttrWithHexIfLarger`).
const HEX_THRESHOLD: u64 = 100;

/// Appends `bytes` the way MLIR's `printEscapedString` does: printable
/// ASCII (0x20..=0x7E) other than `"` and `\` as is, `\\` for a backslash,
/// and every other byte as `\` followed by two uppercase hex digits.
pub fn escape_string(out: &mut String, bytes: &[u8]) {
    for &b in bytes {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..=0x7E).contains(&b) && b != b'"' {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// MLIR's `printDenseElementsAttrImpl`: a splat prints its one element,
/// otherwise the elements are nested in brackets following `shape`.
fn print_nested(out: &mut String, splat: bool, shape: &[i64], n: u64, mut elt: impl FnMut(&mut String, u64)) {
    if splat {
        elt(out, 0);
        return;
    }
    print_nested_in(out, ['[', ']'], shape, n, elt);
}

/// Elements `0..n`, `, `-separated, nested in `brackets` following `shape`
/// (row-major: each rolled-over index closes a bracket). MLIR's walk of a
/// dense literal, also quant's sub-channel parameters (in braces).
pub fn print_nested_in(
    out: &mut String,
    brackets: [char; 2],
    shape: &[i64],
    n: u64,
    mut elt: impl FnMut(&mut String, u64),
) {
    let [open_bracket, close_bracket] = brackets;
    if n == 0 {
        return;
    }
    let rank = shape.len();
    if rank == 0 {
        elt(out, 0);
        return;
    }
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for idx in 0..n {
        if idx != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push(open_bracket);
            open += 1;
        }
        elt(out, idx);
        // Bump the mixed-radix counter; each rolled-over digit closes a
        // bracket.
        if let Some(last) = counter.last_mut() {
            *last += 1;
        }
        for i in (1..rank).rev() {
            if counter[i] >= shape.get(i).copied().unwrap_or(0) {
                counter[i] = 0;
                counter[i - 1] += 1;
                open = open.saturating_sub(1);
                out.push(close_bracket);
            }
        }
    }
    for _ in 0..open {
        out.push(close_bracket);
    }
}

/// MLIR's `printDenseIntElement`: `true`/`false` for 1-bit values, otherwise
/// `APInt::print` of the value as MLIR reads it back from storage. That
/// `APInt` keeps the padding bits of its bytes (nonzero only when a hex
/// string put them there), and printing sees them: an unsigned value prints
/// with them, a signed one of at most 64 bits prints its sign-extended low
/// bits (nothing at all when those are zero but the padding is not), a
/// wider signed one prints with them unless its sign bit is set.
fn print_int(out: &mut String, raw: u128, width: u32, signed: bool) {
    if width == 1 {
        out.push_str(if raw & 1 != 0 { "true" } else { "false" });
        return;
    }
    if raw == 0 {
        out.push('0');
        return;
    }
    let width = width.min(128);
    if width <= 64 {
        if !signed {
            let _ = write!(out, "{raw}");
            return;
        }
        let shift = 128 - width;
        let v = ((storage::mask(raw, width) << shift) as i128) >> shift;
        if v != 0 {
            let _ = write!(out, "{v}");
        }
        return;
    }
    let low = storage::mask(raw, width);
    if signed && (low >> (width - 1)) & 1 != 0 {
        let magnitude = storage::mask(low.wrapping_neg(), width);
        let _ = write!(out, "-{magnitude}");
        return;
    }
    let _ = write!(out, "{raw}");
}

/// [`print_int`] for integers of more than 128 bits, from the storage bytes
/// of the value (padding bits included): zero prints `0`, a signed value
/// whose sign bit is set prints `-` and its negation within `width` bits,
/// and anything else prints the unmasked bytes as an unsigned number, the
/// way `APInt::toString` treats such a value.
fn print_wide_int(out: &mut String, bytes: &[u8], width: u32, signed: bool) {
    if bytes.iter().all(|&b| b == 0) {
        out.push('0');
        return;
    }
    let sign = width.saturating_sub(1) as usize;
    let negative = signed && bytes.get(sign / 8).is_some_and(|b| (b >> (sign % 8)) & 1 != 0);
    if negative {
        let mut magnitude = bytes.to_vec();
        storage::negate_in_place(&mut magnitude, width);
        let _ = write!(out, "-{}", BigUint::from_bytes_le(&magnitude));
        return;
    }
    let _ = write!(out, "{}", BigUint::from_bytes_le(bytes));
}

fn print_comp(out: &mut String, comp: Comp, raw: u128) {
    match comp {
        Comp::Int { width, signedness, .. } => print_int(out, raw, width, signedness != Signedness::Unsigned),
        Comp::Float(kind) => float::format_into(out, kind, raw),
    }
}

/// Append exactly what MLIR prints between `dense<` and `>` for this data:
/// nested lists (`[[1, 2], [3, 4]]`), a single element for a splat, nothing
/// for zero elements, `(re,im)` pairs for complex elements, and a quoted
/// `"0x..."` hex dump of the raw data for non-splats of more than 100
/// elements. Prints nothing for an unsupported element type or invalid
/// shape; elements missing from malformed raw data print as zero.
pub fn print(out: &mut String, data: &DenseData, shape: &[i64], elem: &ElemKind) {
    let Some(layout) = Layout::of(elem) else {
        return;
    };
    let Some(n) = storage::num_elements(shape) else {
        return;
    };
    if !data.splat && n > HEX_THRESHOLD {
        out.reserve(data.raw.len() * 2 + 4);
        out.push_str("\"0x");
        push_hex(out, &data.raw);
        out.push('"');
        return;
    }
    print_elements(out, data, shape, n, &layout);
}

/// Appends `bytes` as uppercase hex digits, two per byte.
fn push_hex(out: &mut String, bytes: &[u8]) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let mut buf = [0u8; 8192];
    for chunk in bytes.chunks(buf.len() / 2) {
        for (pair, &b) in buf.chunks_exact_mut(2).zip(chunk) {
            pair[0] = DIGITS[usize::from(b >> 4)];
            pair[1] = DIGITS[usize::from(b & 0xF)];
        }
        if let Ok(s) = std::str::from_utf8(&buf[..chunk.len() * 2]) {
            out.push_str(s);
        }
    }
}

fn print_elements(out: &mut String, data: &DenseData, shape: &[i64], n: u64, layout: &Layout) {
    if layout.wide {
        print_elements_wide(out, data, shape, n, layout);
        return;
    }
    // Floats take the value's own bits; integers print from the unmasked
    // storage like MLIR does.
    let masked = matches!(layout.comp, Comp::Float(_));
    let read =
        |idx: u64, part: u64| storage::read_component(&data.raw, layout, data.splat, idx, part, masked).unwrap_or(0);
    if layout.complex {
        print_nested(out, data.splat, shape, n, |out, idx| {
            out.push('(');
            print_comp(out, layout.comp, read(idx, 0));
            out.push(',');
            print_comp(out, layout.comp, read(idx, 1));
            out.push(')');
        });
    } else {
        print_nested(out, data.splat, shape, n, |out, idx| {
            print_comp(out, layout.comp, read(idx, 0));
        });
    }
}

/// [`print_elements`] for integers of more than 128 bits.
fn print_elements_wide(out: &mut String, data: &DenseData, shape: &[i64], n: u64, layout: &Layout) {
    let Comp::Int { width, signedness, .. } = layout.comp else {
        return;
    };
    let signed = signedness != Signedness::Unsigned;
    let comp = |out: &mut String, idx: u64, part: u64| {
        let bytes = storage::read_component_wide(&data.raw, layout, data.splat, idx, part);
        match bytes {
            Some(bytes) => print_wide_int(out, bytes, width, signed),
            None => out.push('0'),
        }
    };
    if layout.complex {
        print_nested(out, data.splat, shape, n, |out, idx| {
            out.push('(');
            comp(out, idx, 0);
            out.push(',');
            comp(out, idx, 1);
            out.push(')');
        });
    } else {
        print_nested(out, data.splat, shape, n, |out, idx| comp(out, idx, 0));
    }
}

/// Append exactly what MLIR prints between `dense<` and `>` for a dense
/// string elements attribute: quoted, escaped strings nested in brackets
/// following `shape`, or a single string for a splat. Missing strings of
/// malformed data print as `""`.
pub fn print_strings(out: &mut String, data: &DenseStrings, shape: &[i64]) {
    let Some(n) = storage::num_elements(shape) else {
        return;
    };
    print_nested(out, data.splat, shape, n, |out, idx| {
        out.push('"');
        if let Some(s) = data.element(idx) {
            escape_string(out, s);
        }
        out.push('"');
    });
}
