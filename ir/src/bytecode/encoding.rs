//! Primitive encodings of the bytecode format: prefix varints, signed
//! (zigzag) varints, section framing with alignment, and a bounds-checked
//! reader that reports absolute byte offsets.

use super::Error;

/// The magic bytes every bytecode file starts with (`ML\xEFR`).
pub const MAGIC: [u8; 4] = [0x4d, 0x4c, 0xef, 0x52];
/// The newest bytecode version (`bytecode::kVersion`).
pub const VERSION: u64 = 6;
/// The padding byte used for alignment.
pub const ALIGNMENT_BYTE: u8 = 0xcb;

/// Section ids.
pub mod section {
    /// String table.
    pub const STRING: u8 = 0;
    /// Dialect and op names.
    pub const DIALECT: u8 = 1;
    /// Attribute and type entries.
    pub const ATTR_TYPE: u8 = 2;
    /// Attribute and type offsets.
    pub const ATTR_TYPE_OFFSET: u8 = 3;
    /// The IR (also used for nested isolated regions).
    pub const IR: u8 = 4;
    /// Resource payloads.
    pub const RESOURCE: u8 = 5;
    /// Resource keys and sizes.
    pub const RESOURCE_OFFSET: u8 = 6;
    /// Dialect version (nested in the dialect section).
    pub const DIALECT_VERSIONS: u8 = 7;
    /// Op properties.
    pub const PROPERTIES: u8 = 8;
    /// Number of section ids.
    pub const COUNT: u8 = 9;

    /// MLIR's name of a section id.
    pub fn name(id: u8) -> String {
        match id {
            STRING => "String (0)".into(),
            DIALECT => "Dialect (1)".into(),
            ATTR_TYPE => "AttrType (2)".into(),
            ATTR_TYPE_OFFSET => "AttrTypeOffset (3)".into(),
            IR => "IR (4)".into(),
            RESOURCE => "Resource (5)".into(),
            RESOURCE_OFFSET => "ResourceOffset (6)".into(),
            DIALECT_VERSIONS => "DialectVersions (7)".into(),
            PROPERTIES => "Properties (8)".into(),
            _ => format!("Unknown ({id})"),
        }
    }
}

/// Appends the prefix-varint encoding of `value`.
pub fn push_varint(out: &mut Vec<u8>, value: u64) {
    if value >> 7 == 0 {
        out.push(((value << 1) | 1) as u8);
        return;
    }
    let mut it = value >> 7;
    for num_bytes in 2..9usize {
        it >>= 7;
        if it == 0 {
            let encoded = ((value << 1) | 1) << (num_bytes - 1);
            out.extend_from_slice(&encoded.to_le_bytes()[..num_bytes]);
            return;
        }
    }
    out.push(0);
    out.extend_from_slice(&value.to_le_bytes());
}

/// Zigzag encoding of a signed value (as MLIR's `emitSignedVarInt`).
pub fn zigzag(value: u64) -> u64 {
    (value << 1) ^ (((value as i64) >> 63) as u64)
}

/// An output buffer that tracks the largest alignment requested inside it
/// (MLIR's `EncodingEmitter`). Alignment is relative to the buffer's start;
/// appending it as a section to a parent keeps it aligned.
#[derive(Default, Clone, Debug)]
pub struct Emitter {
    /// The bytes.
    pub buf: Vec<u8>,
    /// Largest alignment requested inside (1 if none).
    pub required_alignment: u32,
}

impl Emitter {
    /// An empty emitter.
    pub fn new() -> Self {
        Emitter {
            buf: Vec::new(),
            required_alignment: 1,
        }
    }

    /// Current size.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// Whether nothing was emitted.
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }

    /// One byte.
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }

    /// Raw bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }

    /// An unsigned varint.
    pub fn varint(&mut self, v: u64) {
        push_varint(&mut self.buf, v);
    }

    /// A signed (zigzag) varint.
    pub fn signed_varint(&mut self, v: u64) {
        push_varint(&mut self.buf, zigzag(v));
    }

    /// `varint((v << 1) | flag)`.
    pub fn varint_with_flag(&mut self, v: u64, flag: bool) {
        self.varint((v << 1) | u64::from(flag));
    }

    /// Bytes followed by a NUL.
    pub fn nul_terminated(&mut self, s: &[u8]) {
        self.bytes(s);
        self.byte(0);
    }

    /// Pads with `0xCB` to a multiple of `alignment` and records it.
    pub fn align_to(&mut self, alignment: u32) {
        if alignment < 2 {
            return;
        }
        let a = alignment as usize;
        while !self.buf.len().is_multiple_of(a) {
            self.buf.push(ALIGNMENT_BYTE);
        }
        self.required_alignment = self.required_alignment.max(alignment);
    }

    /// `alignment`, size, padding, then `data` (a resource blob).
    pub fn blob_and_alignment(&mut self, data: &[u8], alignment: u32) {
        self.varint(u64::from(alignment));
        self.varint(data.len() as u64);
        self.align_to(alignment);
        self.bytes(data);
    }

    /// Appends `inner` as a section with id `id` (MLIR's `emitSection`).
    pub fn section(&mut self, id: u8, inner: Emitter) {
        let code_offset = self.buf.len();
        self.byte(id);
        self.varint(inner.len() as u64);
        let align = inner.required_alignment;
        if align > 1 {
            if !self.buf.len().is_multiple_of(align as usize) {
                self.varint(u64::from(align));
                self.align_to(align);
                self.buf[code_offset] |= 0x80;
            } else {
                self.required_alignment = self.required_alignment.max(align);
            }
        }
        self.buf.extend_from_slice(&inner.buf);
    }
}

/// A bounds-checked cursor over a slice of the input; positions in errors are
/// absolute offsets in the whole file.
#[derive(Clone, Copy)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> Reader<'a> {
    /// A reader over `data`, which starts at absolute offset `base`.
    pub fn new(data: &'a [u8], base: usize) -> Self {
        Reader { data, pos: 0, base }
    }

    /// Absolute offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// Whether everything was read.
    pub fn is_empty(&self) -> bool {
        self.pos == self.data.len()
    }

    /// An error at the current position.
    pub fn err(&self, msg: impl Into<String>) -> Error {
        Error::at(self.offset(), msg)
    }

    /// One byte.
    pub fn byte(&mut self) -> Result<u8, Error> {
        let Some(&b) = self.data.get(self.pos) else {
            return Err(self.err("attempting to parse a byte at the end of the bytecode"));
        };
        self.pos += 1;
        Ok(b)
    }

    /// `n` bytes.
    pub fn bytes(&mut self, n: u64) -> Result<&'a [u8], Error> {
        if n > self.remaining() as u64 {
            return Err(self.err(format!(
                "attempting to parse {n} bytes when only {} remain",
                self.remaining()
            )));
        }
        let n = n as usize;
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    /// An unsigned varint.
    pub fn varint(&mut self) -> Result<u64, Error> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok(u64::from(first >> 1));
        }
        if first == 0 {
            let b = self.bytes(8)?;
            let mut a = [0u8; 8];
            a.copy_from_slice(b);
            return Ok(u64::from_le_bytes(a));
        }
        let n = first.trailing_zeros() as usize;
        let rest = self.bytes(n as u64)?;
        let mut a = [0u8; 8];
        a[0] = first;
        a[1..=n].copy_from_slice(rest);
        Ok(u64::from_le_bytes(a) >> (n + 1))
    }

    /// A signed (zigzag) varint, as the raw 64-bit pattern.
    pub fn signed_varint(&mut self) -> Result<u64, Error> {
        let v = self.varint()?;
        Ok((v >> 1) ^ (!(v & 1)).wrapping_add(1))
    }

    /// `(value, flag)` of `varint((value << 1) | flag)`.
    pub fn varint_with_flag(&mut self) -> Result<(u64, bool), Error> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A varint that counts items each taking at least one more byte of this
    /// reader: bounded by the bytes left, so it cannot ask for a huge
    /// allocation.
    pub fn count(&mut self, what: &str) -> Result<usize, Error> {
        let at = self.offset();
        let n = self.varint()?;
        if n > self.remaining() as u64 {
            return Err(Error::at(
                at,
                format!("{what} count {n} exceeds the {} bytes that remain", self.remaining()),
            ));
        }
        Ok(n as usize)
    }

    /// Bytes up to the next NUL (which is consumed).
    pub fn nul_terminated(&mut self) -> Result<&'a [u8], Error> {
        let rest = &self.data[self.pos..];
        let Some(nul) = rest.iter().position(|&b| b == 0) else {
            return Err(self.err("malformed null-terminated string, no null character found"));
        };
        self.pos += nul + 1;
        Ok(&rest[..nul])
    }

    /// Skips `0xCB` padding until the absolute offset is a multiple of
    /// `alignment`.
    pub fn align_to(&mut self, alignment: u64) -> Result<(), Error> {
        if !alignment.is_power_of_two() {
            return Err(self.err("expected alignment to be a power-of-two"));
        }
        while !(self.offset() as u64).is_multiple_of(alignment) {
            let b = self.byte()?;
            if b != ALIGNMENT_BYTE {
                return Err(Error::at(
                    self.offset() - 1,
                    format!("expected alignment byte (0xCB), but got: '0x{b:X}'"),
                ));
            }
        }
        Ok(())
    }

    /// A section header and its data: `(id, reader over the data)`.
    pub fn section(&mut self) -> Result<(u8, Reader<'a>), Error> {
        let id_and_align = self.byte()?;
        let len = self.varint()?;
        let id = id_and_align & 0x7f;
        if id >= section::COUNT {
            return Err(self.err(format!("invalid section ID: {id}")));
        }
        if id_and_align & 0x80 != 0 {
            let alignment = self.varint()?;
            self.align_to(alignment)?;
        }
        let start = self.offset();
        let data = self.bytes(len)?;
        Ok((id, Reader::new(data, start)))
    }

    /// An aligned blob: `(alignment, data)`.
    pub fn blob_and_alignment(&mut self) -> Result<(u64, &'a [u8]), Error> {
        let alignment = self.varint()?;
        let size = self.varint()?;
        self.align_to(alignment)?;
        Ok((alignment, self.bytes(size)?))
    }

    /// The whole remaining data (the reader is left empty).
    pub fn rest(&mut self) -> &'a [u8] {
        let s = &self.data[self.pos..];
        self.pos = self.data.len();
        s
    }

    /// The data this reader covers (from its start).
    pub fn data(&self) -> &'a [u8] {
        self.data
    }

    /// Absolute offset of the start of this reader's data.
    pub fn base(&self) -> usize {
        self.base
    }
}

/// The top-level sections of a bytecode file in file order, each as its id
/// and its data (alignment padding skipped), after the header (magic,
/// version, producer). For tools and tests that look inside a file; it checks
/// only the framing, the reader checks the rest.
pub fn top_level_sections(bytes: &[u8]) -> Result<Vec<(u8, &[u8])>, Error> {
    if !bytes.starts_with(&MAGIC) {
        return Err(Error::at(0, "input buffer is not an MLIR bytecode file"));
    }
    let mut r = Reader::new(bytes, 0);
    r.bytes(MAGIC.len() as u64)?;
    r.varint()?;
    r.nul_terminated()?;
    let mut sections = Vec::new();
    while !r.is_empty() {
        let (id, mut data) = r.section()?;
        sections.push((id, data.rest()));
    }
    Ok(sections)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(v: u64) -> Vec<u8> {
        let mut out = Vec::new();
        push_varint(&mut out, v);
        out
    }

    #[test]
    fn varints_match_the_spec_examples() {
        let cases: &[(u64, &[u8])] = &[
            (0, &[0x01]),
            (1, &[0x03]),
            (42, &[0x55]),
            (127, &[0xff]),
            (128, &[0x02, 0x02]),
            (255, &[0xfe, 0x03]),
            (16383, &[0xfe, 0xff]),
            (16384, &[0x04, 0x00, 0x02]),
            (1 << 21, &[0x08, 0x00, 0x00, 0x02]),
            ((1 << 56) - 1, &[0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
            (1 << 56, &[0, 0, 0, 0, 0, 0, 0, 0, 1]),
            (u64::MAX, &[0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
        ];
        for &(v, bytes) in cases {
            assert_eq!(enc(v), bytes, "{v}");
            let mut r = Reader::new(bytes, 0);
            assert_eq!(r.varint().unwrap(), v);
            assert!(r.is_empty());
        }
        for v in [0i64, -1, 1, -2, 2, -64, 63, 64, i64::MIN, i64::MAX] {
            let mut out = Vec::new();
            push_varint(&mut out, zigzag(v as u64));
            let mut r = Reader::new(&out, 0);
            assert_eq!(r.signed_varint().unwrap() as i64, v);
        }
        assert_eq!(zigzag(-64i64 as u64), 127);
    }

    #[test]
    fn sections_align_relative_to_the_parent() {
        let mut inner = Emitter::new();
        inner.byte(1);
        inner.align_to(4);
        inner.bytes(&[9, 9]);
        let mut outer = Emitter::new();
        outer.byte(7);
        outer.section(5, inner);
        assert_eq!(outer.buf, vec![7, 0x85, 0x0d, 0x09, 1, 0xcb, 0xcb, 0xcb, 9, 9]);
        let mut r = Reader::new(&outer.buf, 0);
        r.byte().unwrap();
        let (id, mut data) = r.section().unwrap();
        assert_eq!(id, 5);
        assert_eq!(data.byte().unwrap(), 1);
    }

    #[test]
    fn top_level_sections_skip_the_header_and_alignment() {
        let mut aligned = Emitter::new();
        aligned.align_to(8);
        aligned.bytes(&[4, 2]);
        let mut file = Emitter::new();
        file.bytes(&MAGIC);
        file.varint(6);
        file.bytes(b"rods\0");
        file.section(1, aligned);
        let mut plain = Emitter::new();
        plain.bytes(&[3]);
        file.section(0, plain);
        let sections = top_level_sections(&file.buf).unwrap();
        assert_eq!(sections, vec![(1, &[4u8, 2][..]), (0, &[3u8][..])]);
        assert!(top_level_sections(b"not bytecode").is_err());
        assert!(top_level_sections(&file.buf[..file.buf.len() - 1]).is_err());
    }
}
