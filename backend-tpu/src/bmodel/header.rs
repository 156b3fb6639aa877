//! The 64-byte file header (`MODEL_HEADER_T` in TPU-MLIR's `bmodel.hpp`, packed, little-endian).

use super::BModelError;

/// `magic` of every bmodel.
pub const MAGIC: u32 = 0xFF55_AAEE;
/// Size of the header in bytes.
pub const HEADER_SIZE: usize = 64;

/// The header: `u32 magic, u32 header_size, u32 flatbuffers_size, u64 binary_size, u32 reserved[11]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// Bytes of the flatbuffer region that follows the header (padding included).
    pub flatbuffers_size: u32,
    /// Bytes of the binary region that follows the flatbuffer.
    pub binary_size: u64,
}

impl Header {
    /// The 64 header bytes.
    pub fn to_bytes(&self) -> [u8; HEADER_SIZE] {
        let mut b = [0u8; HEADER_SIZE];
        b[0..4].copy_from_slice(&MAGIC.to_le_bytes());
        b[4..8].copy_from_slice(&(HEADER_SIZE as u32).to_le_bytes());
        b[8..12].copy_from_slice(&self.flatbuffers_size.to_le_bytes());
        b[12..20].copy_from_slice(&self.binary_size.to_le_bytes());
        b
    }

    /// Parses the header at the start of `bytes`.
    pub fn parse(bytes: &[u8]) -> Result<Header, BModelError> {
        let word = |at: usize| -> Result<u32, BModelError> {
            let b = bytes
                .get(at..at + 4)
                .ok_or_else(|| BModelError::at(at as u64, "file ends inside the header"))?;
            Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        };
        let magic = word(0)?;
        if magic != MAGIC {
            return Err(BModelError::at(
                0,
                format!("bad magic {magic:#010x}, expected {MAGIC:#010x}"),
            ));
        }
        let header_size = word(4)?;
        if header_size as usize != HEADER_SIZE {
            return Err(BModelError::at(
                4,
                format!("header_size is {header_size}, expected {HEADER_SIZE}"),
            ));
        }
        let flatbuffers_size = word(8)?;
        let binary_size = u64::from(word(12)?) | (u64::from(word(16)?) << 32);
        if bytes.len() < HEADER_SIZE {
            return Err(BModelError::at(bytes.len() as u64, "file ends inside the header"));
        }
        Ok(Header {
            flatbuffers_size,
            binary_size,
        })
    }
}
