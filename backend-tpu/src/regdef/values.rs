//! Field values of one command, with the width-checked packer and the decoder.

use super::{bits, Engine, FieldDef, LayoutDef, RegError};

/// The values of every field of one command, in the layout's field order.
///
/// This is the dynamic view of a command (fields by name or index); the typed structs in
/// [`super::bm1684x`] convert to and from it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FieldValues {
    layout: &'static LayoutDef,
    values: Vec<u64>,
}

impl FieldValues {
    /// All fields zero.
    pub fn new(layout: &'static LayoutDef) -> Self {
        FieldValues {
            layout,
            values: vec![0; layout.fields.len()],
        }
    }

    /// Values in field order; used by the generated code, which always passes one per field.
    pub fn from_raw(layout: &'static LayoutDef, mut values: Vec<u64>) -> Self {
        values.resize(layout.fields.len(), 0);
        FieldValues { layout, values }
    }

    /// The layout.
    pub fn layout(&self) -> &'static LayoutDef {
        self.layout
    }

    /// Engine that executes the command.
    pub fn engine(&self) -> Engine {
        self.layout.engine
    }

    /// The values, in field order.
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The values, checking that they belong to `layout`.
    pub fn expect_layout(&self, layout: &'static LayoutDef) -> Result<&[u64], RegError> {
        if std::ptr::eq(self.layout, layout) {
            Ok(&self.values)
        } else {
            Err(RegError::WrongLayout {
                expected: layout.name,
                found: self.layout.name,
            })
        }
    }

    fn index_of(&self, name: &str) -> Result<usize, RegError> {
        let fields = self.layout.fields;
        let by_name: Vec<usize> = (0..fields.len()).filter(|&i| fields[i].name == name).collect();
        match by_name.as_slice() {
            [i] => Ok(*i),
            [] => fields
                .iter()
                .position(|f| f.ident == name)
                .ok_or_else(|| RegError::UnknownField {
                    layout: self.layout.name,
                    name: name.to_string(),
                }),
            _ => Err(RegError::AmbiguousField {
                layout: self.layout.name,
                name: name.to_string(),
            }),
        }
    }

    /// Sets a field by table name or Rust name; a value too wide for the field is an error.
    pub fn set(&mut self, name: &str, value: u64) -> Result<(), RegError> {
        let i = self.index_of(name)?;
        self.set_index(i, value)
    }

    /// Sets the field at `index`; a value too wide for the field is an error.
    pub fn set_index(&mut self, index: usize, value: u64) -> Result<(), RegError> {
        let layout = self.layout;
        let field = layout.fields.get(index).ok_or_else(|| RegError::UnknownField {
            layout: layout.name,
            name: format!("#{index}"),
        })?;
        check(layout, field, value)?;
        self.values[index] = value;
        Ok(())
    }

    /// A field by table name or Rust name.
    pub fn get(&self, name: &str) -> Result<u64, RegError> {
        Ok(self.values[self.index_of(name)?])
    }

    /// The fields whose value is not zero, in bit order.
    pub fn nonzero(&self) -> impl Iterator<Item = (&'static FieldDef, u64)> + '_ {
        self.layout
            .fields
            .iter()
            .zip(self.values.iter().copied())
            .filter(|(_, v)| *v != 0)
    }

    /// Packs the command into its bytes: LSB-first, little-endian. Every value is checked
    /// against its field's width first; nothing is truncated.
    pub fn encode(&self) -> Result<Vec<u8>, RegError> {
        let layout = self.layout;
        let mut out = vec![0u8; layout.bytes()];
        for (field, &value) in layout.fields.iter().zip(&self.values) {
            check(layout, field, value)?;
            bits::set(&mut out, field.offset, field.width, value);
        }
        Ok(out)
    }

    /// Unpacks `bytes`, which must be exactly the layout's length.
    pub fn decode(layout: &'static LayoutDef, bytes: &[u8]) -> Result<Self, RegError> {
        if bytes.len() != layout.bytes() {
            return Err(RegError::WrongLength {
                layout: layout.name,
                expected: layout.bytes(),
                found: bytes.len(),
            });
        }
        let values = layout
            .fields
            .iter()
            .map(|f| bits::get(bytes, f.offset, f.width))
            .collect();
        Ok(FieldValues { layout, values })
    }
}

fn check(layout: &'static LayoutDef, field: &'static FieldDef, value: u64) -> Result<(), RegError> {
    if value > field.max_value() {
        Err(RegError::ValueTooWide {
            layout: layout.name,
            field: field.name,
            value,
            width: field.width,
        })
    } else {
        Ok(())
    }
}
