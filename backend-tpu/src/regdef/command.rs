//! The typed-command trait implemented by every generated layout struct.

use super::{Chip, FieldValues, LayoutDef, RegError};

/// A typed command: one struct per layout, one struct field per hardware field.
///
/// Naming a layout or a field that does not exist is a compile error:
///
/// ```compile_fail,E0560
/// use backend_tpu::regdef::bm1684x::SMm;
/// let _ = SMm { no_such_field: 1, ..Default::default() };
/// ```
///
/// ```compile_fail,E0432
/// use backend_tpu::regdef::bm1684x::NoSuchLayout;
/// ```
///
/// A value too wide for its field is an error when encoding, never truncated:
///
/// ```
/// use backend_tpu::regdef::{bm1684x::SMm, Command};
/// let mm = SMm { cmd_id: 1 << 20, ..Default::default() }; // cmd_id is 20 bits
/// assert!(mm.encode().is_err());
/// ```
pub trait Command: Sized {
    /// The layout this struct describes.
    fn layout_def() -> &'static LayoutDef;

    /// The field values, in the layout's field order.
    fn to_values(&self) -> FieldValues;

    /// The typed command from field values of the same layout; a value too wide for its
    /// field is an error.
    fn from_values(values: &FieldValues) -> Result<Self, RegError>;

    /// The chip whose table defines the layout.
    fn chip() -> Chip {
        Self::layout_def().chip
    }

    /// Packs the command into its bytes (width-checked).
    fn encode(&self) -> Result<Vec<u8>, RegError> {
        self.to_values().encode()
    }

    /// Unpacks a command of this layout from exactly its bytes.
    fn decode(bytes: &[u8]) -> Result<Self, RegError> {
        Self::from_values(&FieldValues::decode(Self::layout_def(), bytes)?)
    }
}

/// Converts a field value to the struct field's integer type, checking the field's width.
pub(crate) fn narrow<T: TryFrom<u64>>(layout: &'static LayoutDef, index: usize, value: u64) -> Result<T, RegError> {
    let field = &layout.fields[index];
    if value > field.max_value() {
        return Err(RegError::ValueTooWide {
            layout: layout.name,
            field: field.name,
            value,
            width: field.width,
        });
    }
    T::try_from(value).map_err(|_| RegError::ValueTooWide {
        layout: layout.name,
        field: field.name,
        value,
        width: field.width,
    })
}
