//! Contents of builtin `dense<...>` elements attributes.
//!
//! This module turns the literal found between `dense<` and `>` into the
//! storage MLIR 22 keeps for a `DenseIntOrFPElementsAttr` (or the list of
//! strings of a `DenseStringElementsAttr`), with the same checks and error
//! messages as MLIR's `TensorLiteralParser`, and prints that storage back the
//! way MLIR's `AsmPrinter` does.
//!
//! Storage layout (identical to MLIR 22's raw data, so it can be written to
//! bytecode verbatim):
//! - elements are stored little-endian, each padded to a whole number of
//!   bytes (`i3` takes one byte, `tf32` three, `f80` ten, `index` eight,
//!   `i130` seventeen); integers may have any width MLIR allows (up to
//!   `i16777215`), those over 128 bits being built and printed from their
//!   bytes rather than through `u128`;
//! - `i1` elements are bit-packed, element `k` in bit `k % 8` of byte `k / 8`;
//! - complex elements are stored as `(real, imaginary)` pairs, each component
//!   padded to whole bytes (so `complex<i1>` uses two bytes per element);
//! - a splat stores a single element; an `i1` splat is the byte `0xFF`
//!   (true) or `0x00` (false);
//! - a zero-sized buffer is never a splat;
//! - like MLIR, a literal with more scalars than elements (complex tuples
//!   flatten into scalars: `dense<[(1, 2), (3, 4)]> : tensor<2xi32>`) keeps
//!   all of them in the buffer; only the first elements are ever read.
//!
//! Hex strings are stored verbatim, padding bits included, and printing
//! keeps MLIR's quirks for them: integers print from the unmasked bytes
//! (see `print_int`), `complex<i1>` components are read one bit apart, and
//! an `i1` buffer whose unused high bits are set is not a splat.
//!
//! Diagnostics: MLIR reports element-level problems at the offending token
//! and attribute-level problems (shape mismatch, wrong element count, bad
//! hex size, non-string element in a string attribute) at the `dense`
//! keyword. [`build_full`] and [`build_strings_full`] take that keyword's
//! offset separately; [`build`] and [`build_strings`] use the literal's own
//! offset for both.
#![warn(missing_docs)]

mod build;
mod print;
mod storage;
#[cfg(test)]
mod tests;

use super::apint::ApInt;
use super::float::FloatKind;

pub use build::{build, build_full, build_strings, build_strings_full};
pub use print::{escape_string, print, print_nested_in, print_strings};
pub use storage::num_elements;

/// Signedness of an integer element type (`i8`, `si8`, `ui8`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: printed as a signed value.
    Signless,
    /// `siN`: printed as a signed value.
    Signed,
    /// `uiN`: printed as an unsigned value; negative literals are rejected.
    Unsigned,
}

/// Element type of a dense int-or-float elements attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ElemKind {
    /// An integer type of the given width (any width MLIR allows, up to
    /// 16777215 bits).
    Int {
        /// Bit width (`i0` to `i16777215`).
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`, stored and printed as a 64-bit signed integer.
    Index,
    /// A floating point type.
    Float(FloatKind),
    /// `complex<T>` where `T` is an integer or float type.
    Complex(Box<ElemKind>),
}

impl ElemKind {
    /// The element type as MLIR prints it, e.g. `i32`, `ui8`, `index`,
    /// `bf16`, `complex<f32>`.
    pub fn type_text(&self) -> String {
        match self {
            ElemKind::Int { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                format!("{prefix}{width}")
            }
            ElemKind::Index => "index".to_string(),
            ElemKind::Float(kind) => kind.name().to_string(),
            ElemKind::Complex(inner) => format!("complex<{}>", inner.type_text()),
        }
    }
}

/// Formats a ranked tensor type (`tensor<2x3xf32>`, `tensor<i1>`) around the
/// given element type text; used for the type in diagnostics when the caller
/// does not supply the exact shaped type text.
pub fn tensor_type_text(shape: &[i64], elem_text: &str) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        s.push_str(&d.to_string());
        s.push('x');
    }
    s.push_str(elem_text);
    s.push('>');
    s
}

/// A literal as the parser read it inside `dense<...>` (the caller's lexer
/// produces this tree; hex strings come as `Str`).
///
/// Offsets are byte offsets in the caller's source. For a negative number
/// MLIR points diagnostics at the number token after the `-`, so that is the
/// offset to record for exact locations.
#[derive(Clone, Debug, PartialEq)]
pub enum Literal {
    /// `[a, b, ...]`: each element with its byte offset.
    List(Vec<(Literal, usize)>),
    /// An integer literal: decimal digits, or `0x` followed by hex digits.
    Int {
        /// Whether a `-` preceded the literal.
        negative: bool,
        /// The digits as written (`42`, `0x2A`).
        text: String,
    },
    /// A floating point literal as written (`1.5`, `2.0e-3`).
    Float {
        /// Whether a `-` preceded the literal.
        negative: bool,
        /// The literal as written, without the sign.
        text: String,
    },
    /// `true` or `false`.
    Bool(bool),
    /// A string literal, escapes already decoded.
    Str(Vec<u8>),
    /// `(re, im)`: a complex element, each part with its byte offset.
    Complex(Box<(Literal, usize)>, Box<(Literal, usize)>),
}

/// Storage exactly as MLIR's `DenseIntOrFPElementsAttr` raw data:
/// little-endian, each element in its storage size, `i1` bit-packed, complex
/// as (re, im) pairs, a splat stored once.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseData {
    /// The raw bytes.
    pub raw: Vec<u8>,
    /// Whether `raw` holds a single element standing for all of them.
    pub splat: bool,
}

/// The elements of a `DenseStringElementsAttr`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseStrings {
    /// The strings, in row-major order (a single one for a splat).
    pub values: Vec<Vec<u8>>,
    /// Whether `values` holds a single string standing for all elements.
    pub splat: bool,
}

/// An error at a byte offset with MLIR's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DenseError {
    /// Byte offset the diagnostic points at.
    pub offset: usize,
    /// The message, worded as MLIR words it.
    pub message: String,
    /// A note MLIR attaches at the same offset, if any.
    pub note: Option<&'static str>,
}

impl DenseError {
    fn new(offset: usize, message: impl Into<String>) -> Self {
        DenseError {
            offset,
            message: message.into(),
            note: None,
        }
    }

    fn with_note(mut self, note: &'static str) -> Self {
        self.note = Some(note);
        self
    }
}

impl std::fmt::Display for DenseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.offset, self.message)
    }
}

impl std::error::Error for DenseError {}

impl DenseData {
    /// Whether the data is a splat (one stored element for all).
    pub fn is_splat(&self) -> bool {
        self.splat
    }

    /// Bits of element `index` of a non-complex element type (the low
    /// `width` bits of the result; floats as their bit pattern, `i1` as 0 or
    /// 1). A splat returns its single element for every index. `None` for a
    /// complex or unsupported element type, an integer type wider than 128
    /// bits (see [`DenseData::element_apint`]), or when the raw data does not
    /// hold that element.
    pub fn element_bits(&self, elem: &ElemKind, index: u64) -> Option<u128> {
        let layout = storage::Layout::of(elem)?;
        if layout.complex || layout.wide {
            return None;
        }
        storage::read_component(&self.raw, &layout, self.splat, index, 0, true)
    }

    /// Bits of the (real, imaginary) parts of element `index` of a complex
    /// element type. A splat returns its single element for every index.
    /// `None` for a non-complex element type, components wider than 128
    /// bits (see [`DenseData::complex_apint`]), or when the raw data does not
    /// hold that element.
    pub fn complex_bits(&self, elem: &ElemKind, index: u64) -> Option<(u128, u128)> {
        let layout = storage::Layout::of(elem)?;
        if !layout.complex || layout.wide {
            return None;
        }
        let re = storage::read_component(&self.raw, &layout, self.splat, index, 0, true)?;
        let im = storage::read_component(&self.raw, &layout, self.splat, index, 1, true)?;
        Some((re, im))
    }

    /// Element `index` of a non-complex element type of any width as a
    /// value of the component's bit width (padding bits dropped; floats as
    /// their bit pattern, `index` as 64 bits). A splat returns its single
    /// element for every index. `None` for a complex or unsupported element
    /// type, or when the raw data does not hold that element.
    pub fn element_apint(&self, elem: &ElemKind, index: u64) -> Option<ApInt> {
        let layout = storage::Layout::of(elem)?;
        if layout.complex {
            return None;
        }
        self.component_apint(&layout, index, 0)
    }

    /// The (real, imaginary) parts of element `index` of a complex element
    /// type of any component width, like [`DenseData::element_apint`].
    pub fn complex_apint(&self, elem: &ElemKind, index: u64) -> Option<(ApInt, ApInt)> {
        let layout = storage::Layout::of(elem)?;
        if !layout.complex {
            return None;
        }
        Some((
            self.component_apint(&layout, index, 0)?,
            self.component_apint(&layout, index, 1)?,
        ))
    }

    fn component_apint(&self, layout: &storage::Layout, index: u64, part: u64) -> Option<ApInt> {
        let width = layout.comp_bits;
        if !layout.wide {
            let bits = storage::read_component(&self.raw, layout, self.splat, index, part, true)?;
            return Some(ApInt::from_u128(width, bits));
        }
        let bytes = storage::read_component_wide(&self.raw, layout, self.splat, index, part)?;
        let words: Vec<u64> = bytes
            .chunks(8)
            .map(|c| c.iter().rev().fold(0u64, |w, &b| (w << 8) | u64::from(b)))
            .collect();
        Some(ApInt::from_words(width, &words))
    }
}

impl DenseStrings {
    /// Whether the data is a splat (one stored string for all elements).
    pub fn is_splat(&self) -> bool {
        self.splat
    }

    /// String element `index` (a splat returns its single value for every
    /// index); `None` when not stored.
    pub fn element(&self, index: u64) -> Option<&[u8]> {
        let i = if self.splat { 0 } else { usize::try_from(index).ok()? };
        self.values.get(i).map(|v| v.as_slice())
    }
}
