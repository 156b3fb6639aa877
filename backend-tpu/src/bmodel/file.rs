//! The whole file: header, flatbuffer, binary region.

use std::path::Path;

use super::header::{Header, HEADER_SIZE};
use super::region::ALIGN;
use super::types::{Binary, Model};
use super::{fb_decode, fb_write, BModelError};

/// A bmodel: the `Model` flatbuffer and the binary region its `Binary` ranges point into.
#[derive(Debug, Clone, PartialEq)]
pub struct BModel {
    /// The flatbuffer contents.
    pub model: Model,
    /// The binary region (coefficients, command buffers, ...).
    pub binary: Vec<u8>,
    /// File offset of the binary region when this model was read (0 for a new model).
    pub binary_offset: u64,
}

impl BModel {
    /// A model with its binary region.
    pub fn new(model: Model, binary: Vec<u8>) -> Self {
        BModel {
            model,
            binary,
            binary_offset: 0,
        }
    }

    /// Parses a bmodel file. Every error names the byte offset where the file is wrong.
    pub fn from_bytes(bytes: &[u8]) -> Result<BModel, BModelError> {
        let header = Header::parse(bytes)?;
        let fb_end = HEADER_SIZE as u64 + u64::from(header.flatbuffers_size);
        let bin_end = fb_end
            .checked_add(header.binary_size)
            .ok_or_else(|| BModelError::at(12, "binary_size overflows"))?;
        if (bytes.len() as u64) < bin_end {
            return Err(BModelError::at(
                bytes.len() as u64,
                format!("file is {} bytes, the header announces {bin_end}", bytes.len()),
            ));
        }
        // In range: bin_end <= bytes.len().
        let fb = &bytes[HEADER_SIZE..fb_end as usize];
        let model = fb_decode::model(fb, HEADER_SIZE as u64, header.binary_size)?;
        let binary = bytes[fb_end as usize..bin_end as usize].to_vec();
        Ok(BModel {
            model,
            binary,
            binary_offset: fb_end,
        })
    }

    /// Reads and parses a bmodel file.
    pub fn read(path: &Path) -> Result<BModel, BModelError> {
        let bytes = std::fs::read(path).map_err(|e| BModelError::Io(format!("{}: {e}", path.display())))?;
        Self::from_bytes(&bytes)
    }

    /// The file bytes: header, flatbuffer padded so the binary region starts on a 4 KiB
    /// boundary (as TPU-MLIR writes it), binary region.
    pub fn to_bytes(&self) -> Result<Vec<u8>, BModelError> {
        let fb = fb_write::model_bytes(&self.model);
        let fb_padded = (HEADER_SIZE + fb.len()).div_ceil(ALIGN) * ALIGN - HEADER_SIZE;
        let header = Header {
            flatbuffers_size: u32::try_from(fb_padded)
                .map_err(|_| BModelError::Unwritable("flatbuffer is larger than 4 GiB".into()))?,
            binary_size: self.binary.len() as u64,
        };
        let mut out = Vec::with_capacity(HEADER_SIZE + fb_padded + self.binary.len());
        out.extend_from_slice(&header.to_bytes());
        out.extend_from_slice(&fb);
        out.resize(HEADER_SIZE + fb_padded, 0);
        out.extend_from_slice(&self.binary);
        Ok(out)
    }

    /// Writes the file.
    pub fn write(&self, path: &Path) -> Result<(), BModelError> {
        std::fs::write(path, self.to_bytes()?).map_err(|e| BModelError::Io(format!("{}: {e}", path.display())))
    }

    /// The bytes a `Binary` points to; `what` names it in the error when out of range.
    pub fn slice(&self, b: &Binary, what: &str) -> Result<&[u8], BModelError> {
        let range = b
            .range()
            .and_then(|r| Some(usize::try_from(r.start).ok()?..usize::try_from(r.end).ok()?));
        range.and_then(|r| self.binary.get(r)).ok_or_else(|| {
            BModelError::at(
                self.binary_offset.saturating_add(b.start),
                format!(
                    "{what}: range {}+{} runs past the binary region ({} bytes)",
                    b.start,
                    b.size,
                    self.binary.len()
                ),
            )
        })
    }
}
