//! Raw storage layout of dense int-or-float elements (a port of the facts in
//! MLIR's `DenseElementsAttr` raw buffer handling and storage uniquing).

use super::{DenseData, ElemKind, FloatKind, Signedness};

/// Widest integer element supported (MLIR's `IntegerType::kMaxWidth`).
pub(super) const MAX_INT_WIDTH: u32 = 16_777_215;

/// Widest integer component handled with `u128` arithmetic; wider ones are
/// read and written as byte slices.
pub(super) const FAST_INT_WIDTH: u32 = 128;

/// The scalar kind of one component of an element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Comp {
    /// An integer (or `index`, with `index` set and width 64).
    Int {
        width: u32,
        signedness: Signedness,
        index: bool,
    },
    /// A float.
    Float(FloatKind),
}

/// Storage facts for one element type.
#[derive(Clone, Copy, Debug)]
pub(super) struct Layout {
    /// Kind of each scalar component.
    pub comp: Comp,
    /// Whether the element is a complex pair.
    pub complex: bool,
    /// Bit width of one component.
    pub comp_bits: u32,
    /// Bits from one component to the next when writing.
    pub comp_stride: u64,
    /// Bits from one component to the next when reading. MLIR reads the
    /// components of `complex<i1>` one bit apart although it writes them a
    /// byte apart; this keeps that behavior.
    pub read_stride: u64,
    /// MLIR's `getDenseElementBitWidth` of the element type.
    pub elem_bits: u64,
    /// MLIR's `getDenseElementStorageWidth` of the element type.
    pub elem_storage: u64,
    /// Whether the components are integers wider than [`FAST_INT_WIDTH`]
    /// (byte-aligned, handled as byte slices rather than `u128`).
    pub wide: bool,
}

fn align8(bits: u64) -> u64 {
    bits.div_ceil(8) * 8
}

fn storage_width(bits: u64) -> u64 {
    if bits == 1 {
        1
    } else {
        align8(bits)
    }
}

fn comp_of(elem: &ElemKind) -> Option<(Comp, u32)> {
    match elem {
        ElemKind::Int { width, signedness } if *width <= MAX_INT_WIDTH => Some((
            Comp::Int {
                width: *width,
                signedness: *signedness,
                index: false,
            },
            *width,
        )),
        ElemKind::Index => Some((
            Comp::Int {
                width: 64,
                signedness: Signedness::Signless,
                index: true,
            },
            64,
        )),
        ElemKind::Float(k) => Some((Comp::Float(*k), k.bit_width())),
        _ => None,
    }
}

impl Layout {
    /// Layout of `elem`, or `None` for an unsupported element type (integers
    /// wider than MLIR allows, complex of complex or of index).
    pub(super) fn of(elem: &ElemKind) -> Option<Layout> {
        match elem {
            ElemKind::Complex(inner) => {
                if matches!(**inner, ElemKind::Index) {
                    return None;
                }
                let (comp, bits) = comp_of(inner)?;
                let elem_bits = align8(u64::from(bits)) * 2;
                let elem_storage = storage_width(elem_bits);
                Some(Layout {
                    comp,
                    complex: true,
                    comp_bits: bits,
                    comp_stride: elem_storage / 2,
                    read_stride: storage_width(u64::from(bits)),
                    elem_bits,
                    elem_storage,
                    wide: bits > FAST_INT_WIDTH,
                })
            }
            _ => {
                let (comp, bits) = comp_of(elem)?;
                let elem_bits = u64::from(bits);
                let elem_storage = storage_width(elem_bits);
                Some(Layout {
                    comp,
                    complex: false,
                    comp_bits: bits,
                    comp_stride: elem_storage,
                    read_stride: elem_storage,
                    elem_bits,
                    elem_storage,
                    wide: bits > FAST_INT_WIDTH,
                })
            }
        }
    }

    /// Whether elements are bit-packed `i1` values.
    pub(super) fn is_bool(&self) -> bool {
        self.elem_storage == 1
    }
}

/// Number of elements of a static shape; `None` when a dimension is
/// negative or the product overflows `i64`.
pub fn num_elements(shape: &[i64]) -> Option<u64> {
    let mut n: i64 = 1;
    for &d in shape {
        if d < 0 {
            return None;
        }
        n = n.checked_mul(d)?;
    }
    u64::try_from(n).ok()
}

/// Masks `v` to its low `width` bits.
pub(super) fn mask(v: u128, width: u32) -> u128 {
    if width >= 128 {
        v
    } else {
        v & ((1u128 << width) - 1)
    }
}

/// Reads the storage of a `width`-bit value at bit position `bit_pos`
/// (MLIR's `readBits`): a single bit for width 1, otherwise the whole
/// little-endian bytes starting at a byte boundary, padding bits included.
/// `None` when the buffer is too short.
pub(super) fn read_unmasked(raw: &[u8], bit_pos: u128, width: u32) -> Option<u128> {
    if width == 0 {
        return Some(0);
    }
    let start = usize::try_from(bit_pos / 8).ok()?;
    if width == 1 {
        let shift = (bit_pos % 8) as u32;
        return raw.get(start).map(|b| u128::from((b >> shift) & 1));
    }
    let len = usize::try_from(width.div_ceil(8)).ok()?;
    let bytes = raw.get(start..start.checked_add(len)?)?;
    let mut v = 0u128;
    for (i, b) in bytes.iter().enumerate().take(16) {
        v |= u128::from(*b) << (8 * i);
    }
    Some(v)
}

/// Like [`read_unmasked`], keeping only the low `width` bits.
pub(super) fn read_bits(raw: &[u8], bit_pos: u128, width: u32) -> Option<u128> {
    read_unmasked(raw, bit_pos, width).map(|v| mask(v, width))
}

/// Writes the low `width` bits of `value` at bit position `bit_pos` (MLIR's
/// `writeBits`); bits outside the buffer are dropped.
pub(super) fn write_bits(buf: &mut [u8], bit_pos: u64, width: u32, value: u128) {
    if width == 0 {
        return;
    }
    let Ok(start) = usize::try_from(bit_pos / 8) else {
        return;
    };
    if width == 1 {
        if let Some(b) = buf.get_mut(start) {
            let bit = 1u8 << (bit_pos % 8);
            if value & 1 != 0 {
                *b |= bit;
            } else {
                *b &= !bit;
            }
        }
        return;
    }
    let value = mask(value, width);
    let len = width.div_ceil(8) as usize;
    for i in 0..len.min(16) {
        if let Some(b) = start.checked_add(i).and_then(|j| buf.get_mut(j)) {
            *b = (value >> (8 * i)) as u8;
        }
    }
}

/// The storage bytes of a wide (byte-aligned, more than 8 bits) value of
/// `width` bits at bit position `bit_pos`, padding bits included; `None`
/// when the buffer is too short.
pub(super) fn read_wide(raw: &[u8], bit_pos: u128, width: u32) -> Option<&[u8]> {
    let start = usize::try_from(bit_pos / 8).ok()?;
    let len = usize::try_from(width.div_ceil(8)).ok()?;
    raw.get(start..start.checked_add(len)?)
}

/// Bit position of component `part` of element `index` when reading.
fn component_pos(layout: &Layout, splat: bool, index: u64, part: u64) -> u128 {
    let index = if splat { 0 } else { index };
    let per_elem: u64 = if layout.complex { 2 } else { 1 };
    (u128::from(index) * u128::from(per_elem) + u128::from(part)) * u128::from(layout.read_stride)
}

/// Like [`read_component`] for a wide integer layout: the component's
/// storage bytes, padding bits included.
pub(super) fn read_component_wide<'a>(
    raw: &'a [u8],
    layout: &Layout,
    splat: bool,
    index: u64,
    part: u64,
) -> Option<&'a [u8]> {
    read_wide(raw, component_pos(layout, splat, index, part), layout.comp_bits)
}

/// Clears the bits of a little-endian `width`-bit value stored in `bytes`
/// above `width` (the padding bits of its last byte and any later bytes).
pub(super) fn clear_padding(bytes: &mut [u8], width: u32) {
    let full = (width / 8) as usize;
    let used = width % 8;
    let mut rest = full;
    if used != 0 {
        if let Some(b) = bytes.get_mut(full) {
            *b &= (1u8 << used) - 1;
        }
        rest = full.saturating_add(1);
    }
    if let Some(tail) = bytes.get_mut(rest..) {
        tail.fill(0);
    }
}

/// Two's complement negation of the little-endian `width`-bit value in
/// `bytes`, within `width` bits (padding bits end up cleared, like
/// `APInt::negate`).
pub(super) fn negate_in_place(bytes: &mut [u8], width: u32) {
    let mut carry = true;
    for b in bytes.iter_mut() {
        let (v, c) = (!*b).overflowing_add(u8::from(carry));
        *b = v;
        carry = c;
    }
    clear_padding(bytes, width);
}

/// Reads component `part` (0 = real or the only one, 1 = imaginary) of
/// element `index`; with `masked` false the padding bits of the component's
/// bytes are kept (MLIR prints integers from such unmasked values).
/// Only for components of at most 128 bits (see [`read_component_wide`]).
pub(super) fn read_component(
    raw: &[u8],
    layout: &Layout,
    splat: bool,
    index: u64,
    part: u64,
    masked: bool,
) -> Option<u128> {
    let index = if splat { 0 } else { index };
    let per_elem: u64 = if layout.complex { 2 } else { 1 };
    let stride = u128::from(layout.read_stride);
    let pos = (u128::from(index) * u128::from(per_elem) + u128::from(part)) * stride;
    if masked {
        read_bits(raw, pos, layout.comp_bits)
    } else {
        read_unmasked(raw, pos, layout.comp_bits)
    }
}

/// MLIR's `DenseElementsAttr::isValidRawBuffer`: returns (valid, splat).
pub(super) fn check_raw_buffer(layout: &Layout, raw: &[u8], num_elements: u64) -> (bool, bool) {
    let storage = u128::from(layout.elem_storage);
    let raw_bits = raw.len() as u128 * 8;
    let n = u128::from(num_elements);
    let detected_splat = num_elements == 1;
    if storage == 1 {
        if let [b] = raw {
            if *b == 0 || *b == 0xFF {
                return (true, true);
            }
        }
        return (raw_bits == n.div_ceil(8) * 8, detected_splat);
    }
    if raw_bits == storage {
        return (true, true);
    }
    (raw_bits == storage * n, detected_splat)
}

/// The storage MLIR ends up with for a raw buffer (the uniquing key: splat
/// detection and the single-byte encoding of an `i1` splat).
pub(super) fn finalize(layout: &Layout, data: Vec<u8>, num_elements: u64, known_splat: bool) -> DenseData {
    let Some(&first) = data.first() else {
        return DenseData {
            raw: data,
            splat: false,
        };
    };
    let bool_splat = |value: bool| DenseData {
        raw: vec![if value { 0xFF } else { 0x00 }],
        splat: true,
    };
    if known_splat {
        if layout.is_bool() {
            return bool_splat(first != 0);
        }
        return DenseData { raw: data, splat: true };
    }
    if layout.is_bool() {
        let splat_value = first & 1 != 0;
        let mut body: &[u8] = &data;
        let odd = (num_elements % 8) as u32;
        if splat_value && odd != 0 {
            let last = data.last().copied().unwrap_or(0);
            if u32::from(last) != (1u32 << odd) - 1 {
                return DenseData {
                    raw: data,
                    splat: false,
                };
            }
            if data.len() == 1 {
                return bool_splat(true);
            }
            body = &data[..data.len() - 1];
        }
        let want = if splat_value { 0xFF } else { 0x00 };
        if body.iter().all(|&b| b == want) {
            return bool_splat(splat_value);
        }
        return DenseData {
            raw: data,
            splat: false,
        };
    }
    let size = usize::try_from(layout.elem_bits.div_ceil(8)).unwrap_or(usize::MAX);
    if size == 0 || size >= data.len() {
        // A single stored element (or zero-sized elements) is not detected
        // here; MLIR only gets here with more elements than one.
        return DenseData {
            raw: data,
            splat: false,
        };
    }
    let head = &data[..size];
    let splat = data.chunks(size).all(|c| c == head);
    if splat {
        DenseData {
            raw: head.to_vec(),
            splat: true,
        }
    } else {
        DenseData {
            raw: data,
            splat: false,
        }
    }
}
