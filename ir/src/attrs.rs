//! Builtin attributes, locations included (in MLIR a location is an
//! attribute). An [`Attr`] is a small `Copy` handle into the context's interner.

use crate::affine::{AffineMap, IntegerSet};
use crate::apint::ApInt;
use crate::dense::{DenseData, DenseStrings};
use crate::types::Type;

/// A uniqued attribute. Only meaningful with the [`crate::Context`] that made it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attr(pub(crate) u32);

impl Attr {
    /// The raw interner index (dense, stable for the context's lifetime).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A location is an attribute of one of the location kinds.
pub type Location = Attr;

/// An entry of a dictionary attribute: name (a string attribute) and value.
pub type NamedAttr = (Attr, Attr);

/// The bit pattern of a float attribute (up to 128 bits), kept as two
/// words so that [`AttrKind`] needs 8-byte alignment, not `u128`'s 16: every
/// attribute the context stores is 16 bytes smaller for it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FloatBits([u64; 2]);

impl FloatBits {
    /// The pattern `bits`.
    pub const fn new(bits: u128) -> Self {
        FloatBits([bits as u64, (bits >> 64) as u64])
    }

    /// The pattern as one integer.
    pub const fn get(self) -> u128 {
        self.0[0] as u128 | ((self.0[1] as u128) << 64)
    }
}

impl From<u128> for FloatBits {
    fn from(bits: u128) -> Self {
        FloatBits::new(bits)
    }
}

impl From<FloatBits> for u128 {
    fn from(bits: FloatBits) -> Self {
        bits.get()
    }
}

/// What an attribute is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`
    Unit,
    /// `true` / `false`
    Bool(bool),
    /// `42 : i32`
    Integer {
        /// Integer or index type.
        ty: Type,
        /// The value in the type's width (64 bits for index).
        value: ApInt,
    },
    /// `1.5 : f32`
    Float {
        /// Float type.
        ty: Type,
        /// Bit pattern in the type's width.
        bits: FloatBits,
    },
    /// `"text"` or `"text" : type`. Bytes, since escapes may produce any byte.
    String {
        /// The bytes.
        value: Box<[u8]>,
        /// The type; `None` for the default (`none`), which is not printed.
        ty: Option<Type>,
    },
    /// `[a, b]`
    Array(Vec<Attr>),
    /// `{a = 1, b}`; entries sorted by name, names unique.
    Dictionary(Vec<NamedAttr>),
    /// `i32` used as an attribute.
    Type(Type),
    /// `@root::@nested`; all parts are string attributes.
    SymbolRef {
        /// Root symbol name.
        root: Attr,
        /// Nested references, outermost first.
        nested: Vec<Attr>,
    },
    /// `affine_map<...>`
    AffineMap(AffineMap),
    /// `affine_set<...>`
    IntegerSet(IntegerSet),
    /// `dense<...> : type` with int, index, float or complex elements.
    DenseElements {
        /// Vector or tensor type.
        ty: Type,
        /// The element data.
        data: DenseData,
    },
    /// `dense<"a", "b"> : type` with string elements.
    DenseStrings {
        /// Vector or tensor type.
        ty: Type,
        /// The strings.
        data: DenseStrings,
    },
    /// `dense_resource<key> : type`
    DenseResource {
        /// Tensor type.
        ty: Type,
        /// Key of the blob in the context's builtin resources.
        key: Box<str>,
    },
    /// `array<i32: 1, 2>`
    DenseArray {
        /// Element type (bool, integer or float).
        element: Type,
        /// Number of elements.
        len: usize,
        /// Raw little-endian data (one byte per i1).
        raw: Box<[u8]>,
    },
    /// `sparse<indices, values> : type`
    Sparse {
        /// Tensor or vector type.
        ty: Type,
        /// Dense i64 elements: the indices.
        indices: Attr,
        /// Dense elements: the values.
        values: Attr,
    },
    /// `strided<[s0, s1], offset: o>`; [`crate::types::DYNAMIC`] for `?`.
    Strided {
        /// Offset.
        offset: i64,
        /// Strides.
        strides: Vec<i64>,
    },
    /// `distinct[N]<attr>`: never equal to another distinct attribute.
    Distinct {
        /// Creation number, unique per context.
        uid: u64,
        /// The referenced attribute.
        referenced: Attr,
    },
    /// An attribute of a dialect rods does not know: `#dialect.body` or `#dialect<"...">`.
    Opaque {
        /// Dialect namespace.
        dialect: String,
        /// Everything after the namespace as written (without the leading `.`).
        data: String,
    },
    /// [`AttrKind::Opaque`] with a type other than `none`:
    /// `#dialect.body : type` (MLIR's `OpaqueAttr` type, or a typed
    /// attribute of a dialect rods keeps as text, like `#complex.number`).
    TypedOpaque {
        /// Dialect namespace.
        dialect: String,
        /// Everything after the namespace as written (without the leading
        /// `.`; boxed to keep [`AttrKind`] small).
        data: Box<str>,
        /// The attribute's type, printed after it as ` : type`.
        ty: Type,
    },
    /// A dialect attribute declared with parameters (`attrdef`):
    /// `#dialect.mnemonic<...>` kept as its typed parameter values.
    Dialect(Box<crate::dialect_attr::DialectAttr>),
    /// `loc(unknown)`
    UnknownLoc,
    /// `loc("file":line:col)` and its range forms (MLIR's
    /// `FileLineColRange`, of which `FileLineColLoc` is the two-number form).
    FileLoc {
        /// File name (a string attribute).
        file: Attr,
        /// Start line.
        line: u32,
        /// Start column.
        col: u32,
        /// End line (equal to `line` unless a multi-line range).
        end_line: u32,
        /// End column (equal to `col` unless a range).
        end_col: u32,
        /// How many numbers the location was written with, which MLIR keeps:
        /// 0 (none, from bytecode), 1 (`"f":L`), 2 (`"f":L:C`, a
        /// `FileLineColLoc`), 3 (`"f":L:C to :EC`) or 4 (`"f":L:C to
        /// EL:EC`). Numbers not written are 0 (columns) or the start (ends).
        /// Two locations equal in every number but this are different
        /// attributes, as in MLIR (`loc("f":9)` is not `loc("f":9:0)`).
        nums: u8,
    },
    /// `loc("name"(child))`
    NameLoc {
        /// Name (a string attribute).
        name: Attr,
        /// Child location (`loc(unknown)` when absent).
        child: Attr,
    },
    /// `loc(callsite(callee at caller))`
    CallSiteLoc {
        /// Callee location.
        callee: Attr,
        /// Caller location.
        caller: Attr,
    },
    /// `loc(fused<metadata>[a, b])`
    FusedLoc {
        /// The fused locations.
        locs: Vec<Attr>,
        /// Optional metadata attribute.
        metadata: Option<Attr>,
    },
}

impl AttrKind {
    /// `loc("file":line:col)`: a file location at one point (`file` a
    /// string attribute).
    pub fn file_point(file: Attr, line: u32, col: u32) -> Self {
        AttrKind::FileLoc {
            file,
            line,
            col,
            end_line: line,
            end_col: col,
            nums: 2,
        }
    }

    /// Whether this attribute is a location.
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrKind::UnknownLoc
                | AttrKind::FileLoc { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{AttrKind, FloatBits};

    /// Every attribute of a context is stored as an `AttrKind`: keep it
    /// small (and 8-byte aligned, see [`FloatBits`]).
    #[test]
    fn attr_kind_stays_small() {
        assert_eq!(std::mem::align_of::<AttrKind>(), 8);
        assert!(
            std::mem::size_of::<AttrKind>() <= 56,
            "{}",
            std::mem::size_of::<AttrKind>()
        );
    }

    #[test]
    fn float_bits_round_trip() {
        for v in [0u128, 1, u64::MAX as u128, 1 << 64, u128::MAX, 0x3ff0_0000_0000_0000] {
            assert_eq!(FloatBits::new(v).get(), v);
            assert_eq!(u128::from(FloatBits::from(v)), v);
        }
    }
}
