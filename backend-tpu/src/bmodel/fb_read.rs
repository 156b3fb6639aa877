//! A bounds-checked FlatBuffers table reader.
//!
//! Every access checks its range against the buffer and reports the absolute file offset of
//! the first bad byte; nothing here panics on malformed input. Offsets to tables, strings
//! and vectors are unsigned and point forward, so no chain of them can loop.

use super::types::Binary;
use super::BModelError;

/// The flatbuffer bytes and the file offset of their first byte.
#[derive(Clone, Copy)]
pub(crate) struct Buf<'a> {
    data: &'a [u8],
    base: u64,
    binary_size: u64,
}

/// One table: its position, its vtable, and the schema name for error messages.
#[derive(Clone, Copy)]
pub(crate) struct Table<'a> {
    buf: Buf<'a>,
    pos: usize,
    vtable: usize,
    vtable_len: usize,
    table_len: usize,
    name: &'static str,
}

impl<'a> Buf<'a> {
    /// `data` starts at byte `base` of the file; `binary_size` is the length of the binary
    /// region that `Binary` ranges must stay inside.
    pub(crate) fn new(data: &'a [u8], base: u64, binary_size: u64) -> Self {
        Buf {
            data,
            base,
            binary_size,
        }
    }

    /// Decodes a `Binary` struct at `pos`, checking it lies inside the binary region.
    fn binary(&self, pos: usize, field: &str) -> Result<Binary, BModelError> {
        let b: [u8; 16] = self.array(pos, field)?;
        let mut start = [0u8; 8];
        let mut size = [0u8; 8];
        start.copy_from_slice(&b[..8]);
        size.copy_from_slice(&b[8..]);
        let bin = Binary {
            start: u64::from_le_bytes(start),
            size: u64::from_le_bytes(size),
        };
        match bin.range() {
            Some(r) if r.end <= self.binary_size => Ok(bin),
            _ => Err(self.err(
                pos,
                format!(
                    "{field}: range {}+{} runs past the binary region ({} bytes)",
                    bin.start, bin.size, self.binary_size
                ),
            )),
        }
    }

    /// An error at `pos`; a position past the end (from a bad offset) is reported as the end.
    fn err(&self, pos: usize, what: impl Into<String>) -> BModelError {
        BModelError::at(self.base + pos.min(self.data.len()) as u64, what)
    }

    fn bytes(&self, pos: usize, len: usize, what: &str) -> Result<&'a [u8], BModelError> {
        pos.checked_add(len)
            .and_then(|end| self.data.get(pos..end))
            .ok_or_else(|| self.err(pos, format!("{what}: {len} bytes run past the flatbuffer end")))
    }

    fn array<const N: usize>(&self, pos: usize, what: &str) -> Result<[u8; N], BModelError> {
        let b = self.bytes(pos, N, what)?;
        let mut out = [0u8; N];
        out.copy_from_slice(b);
        Ok(out)
    }

    pub(crate) fn u16(&self, pos: usize, what: &str) -> Result<u16, BModelError> {
        Ok(u16::from_le_bytes(self.array(pos, what)?))
    }

    pub(crate) fn u32(&self, pos: usize, what: &str) -> Result<u32, BModelError> {
        Ok(u32::from_le_bytes(self.array(pos, what)?))
    }

    /// Follows the unsigned offset stored at `pos`.
    fn follow(&self, pos: usize, what: &str) -> Result<usize, BModelError> {
        let off = self.u32(pos, what)? as usize;
        let target = pos.checked_add(off).filter(|&t| t < self.data.len());
        target.ok_or_else(|| self.err(pos, format!("{what}: offset {off} points past the flatbuffer end")))
    }

    /// The root table.
    pub(crate) fn root(&self, name: &'static str) -> Result<Table<'a>, BModelError> {
        let pos = self.follow(0, "root offset")?;
        self.table(pos, name)
    }

    fn table(&self, pos: usize, name: &'static str) -> Result<Table<'a>, BModelError> {
        let soff = i32::from_le_bytes(self.array(pos, name)?);
        let vtable = i64::try_from(pos)
            .ok()
            .and_then(|p| p.checked_sub(i64::from(soff)))
            .and_then(|v| usize::try_from(v).ok())
            .filter(|&v| v.saturating_add(4) <= self.data.len())
            .ok_or_else(|| {
                self.err(
                    pos,
                    format!("{name}: vtable offset {soff} points outside the flatbuffer"),
                )
            })?;
        let vtable_len = self.u16(vtable, name)? as usize;
        let table_len = self.u16(vtable + 2, name)? as usize;
        if vtable_len < 4 || vtable_len % 2 != 0 {
            return Err(self.err(vtable, format!("{name}: bad vtable length {vtable_len}")));
        }
        self.bytes(vtable, vtable_len, name)?;
        if table_len < 4 {
            return Err(self.err(vtable, format!("{name}: bad table length {table_len}")));
        }
        self.bytes(pos, table_len, name)?;
        Ok(Table {
            buf: *self,
            pos,
            vtable,
            vtable_len,
            table_len,
            name,
        })
    }
}

impl<'a> Table<'a> {
    /// Position of field `slot` inside the table, if present; checks it has `size` bytes.
    fn field(&self, slot: usize, size: usize, field: &str) -> Result<Option<usize>, BModelError> {
        let voff = 4 + 2 * slot;
        if voff + 2 > self.vtable_len {
            return Ok(None);
        }
        let off = self.buf.u16(self.vtable + voff, self.name)? as usize;
        if off == 0 {
            return Ok(None);
        }
        if off + size > self.table_len {
            return Err(self.buf.err(
                self.vtable + voff,
                format!(
                    "{}.{field}: field at {off} (+{size}) lies outside the table ({} bytes)",
                    self.name, self.table_len
                ),
            ));
        }
        Ok(Some(self.pos + off))
    }

    fn scalar<const N: usize>(&self, slot: usize, field: &str) -> Result<Option<[u8; N]>, BModelError> {
        match self.field(slot, N, field)? {
            Some(p) => Ok(Some(self.buf.array(p, field)?)),
            None => Ok(None),
        }
    }

    /// An unsigned 32-bit field.
    pub(crate) fn u32(&self, slot: usize, field: &str, default: u32) -> Result<u32, BModelError> {
        Ok(self.scalar(slot, field)?.map(u32::from_le_bytes).unwrap_or(default))
    }

    /// A signed 32-bit field.
    pub(crate) fn i32(&self, slot: usize, field: &str, default: i32) -> Result<i32, BModelError> {
        Ok(self.scalar(slot, field)?.map(i32::from_le_bytes).unwrap_or(default))
    }

    /// An unsigned 64-bit field.
    pub(crate) fn u64(&self, slot: usize, field: &str, default: u64) -> Result<u64, BModelError> {
        Ok(self.scalar(slot, field)?.map(u64::from_le_bytes).unwrap_or(default))
    }

    /// A 32-bit float field.
    pub(crate) fn f32(&self, slot: usize, field: &str, default: f32) -> Result<f32, BModelError> {
        Ok(self.scalar(slot, field)?.map(f32::from_le_bytes).unwrap_or(default))
    }

    /// An inline struct of `N` bytes.
    pub(crate) fn inline<const N: usize>(&self, slot: usize, field: &str) -> Result<Option<[u8; N]>, BModelError> {
        self.scalar(slot, field)
    }

    fn target(&self, slot: usize, field: &str) -> Result<Option<usize>, BModelError> {
        match self.field(slot, 4, field)? {
            Some(p) => Ok(Some(self.buf.follow(p, field)?)),
            None => Ok(None),
        }
    }

    /// A `Binary` struct field, checked against the binary region.
    pub(crate) fn binary(&self, slot: usize, field: &str) -> Result<Option<Binary>, BModelError> {
        match self.field(slot, 16, field)? {
            Some(p) => Ok(Some(self.buf.binary(p, field)?)),
            None => Ok(None),
        }
    }

    /// A vector of `Binary` structs, each checked against the binary region.
    pub(crate) fn binaries(&self, slot: usize, field: &str) -> Result<Vec<Binary>, BModelError> {
        let Some((start, len)) = self.vector(slot, 16, field)? else {
            return Ok(Vec::new());
        };
        (0..len).map(|i| self.buf.binary(start + 16 * i, field)).collect()
    }

    /// A sub-table.
    pub(crate) fn table(&self, slot: usize, field: &str, name: &'static str) -> Result<Option<Table<'a>>, BModelError> {
        match self.target(slot, field)? {
            Some(p) => Ok(Some(self.buf.table(p, name)?)),
            None => Ok(None),
        }
    }

    /// A string (must be UTF-8).
    pub(crate) fn string(&self, slot: usize, field: &str) -> Result<Option<String>, BModelError> {
        let Some(p) = self.target(slot, field)? else {
            return Ok(None);
        };
        let len = self.buf.u32(p, field)? as usize;
        let bytes = self.buf.bytes(p + 4, len, field)?;
        match std::str::from_utf8(bytes) {
            Ok(s) => Ok(Some(s.to_string())),
            Err(e) => Err(self
                .buf
                .err(p + 4 + e.valid_up_to(), format!("{}.{field}: not UTF-8", self.name))),
        }
    }

    /// A required string.
    pub(crate) fn required_string(&self, slot: usize, field: &str) -> Result<String, BModelError> {
        self.string(slot, field)?.ok_or_else(|| self.missing(field))
    }

    /// The error for a required field that is absent.
    pub(crate) fn missing(&self, field: &str) -> BModelError {
        self.buf
            .err(self.pos, format!("{}: required field `{field}` is missing", self.name))
    }

    /// A vector of `elem_size`-byte elements: position of the first and the count.
    fn vector(&self, slot: usize, elem_size: usize, field: &str) -> Result<Option<(usize, usize)>, BModelError> {
        let Some(p) = self.target(slot, field)? else {
            return Ok(None);
        };
        let len = self.buf.u32(p, field)? as usize;
        let total = len.checked_mul(elem_size).ok_or_else(|| {
            self.buf
                .err(p, format!("{}.{field}: vector length {len} is too large", self.name))
        })?;
        self.buf.bytes(p + 4, total, field)?;
        Ok(Some((p + 4, len)))
    }

    /// A vector of fixed-size elements (scalars or structs), each as its bytes.
    pub(crate) fn fixed_vec<const N: usize>(&self, slot: usize, field: &str) -> Result<Vec<[u8; N]>, BModelError> {
        let Some((start, len)) = self.vector(slot, N, field)? else {
            return Ok(Vec::new());
        };
        (0..len).map(|i| self.buf.array::<N>(start + i * N, field)).collect()
    }

    /// A vector of tables.
    pub(crate) fn tables(&self, slot: usize, field: &str, name: &'static str) -> Result<Vec<Table<'a>>, BModelError> {
        let Some((start, len)) = self.vector(slot, 4, field)? else {
            return Ok(Vec::new());
        };
        (0..len)
            .map(|i| {
                let p = self.buf.follow(start + 4 * i, field)?;
                self.buf.table(p, name)
            })
            .collect()
    }

    /// Whether field `slot` is present.
    pub(crate) fn has(&self, slot: usize, field: &str) -> Result<bool, BModelError> {
        Ok(self.field(slot, 0, field)?.is_some())
    }
}
