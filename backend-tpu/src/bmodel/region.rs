//! The binary region: coefficients and command buffers, each 4 KiB aligned.

use sha2::{Digest, Sha256};

use super::types::{Binary, CmdGroup, CoeffMem, Location};
use super::BModelError;
use crate::cmdbuf::CmdGroupData;
use crate::regdef::Engine;

/// Alignment of every blob in the binary region, and of the region itself in the file.
pub const ALIGN: usize = 4096;

/// Builds the binary region blob by blob, as TPU-MLIR lays it out: each blob starts on a
/// 4 KiB boundary and the region ends on one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BinaryRegion {
    bytes: Vec<u8>,
}

impl BinaryRegion {
    /// An empty region.
    pub fn new() -> Self {
        Self::default()
    }

    fn align(&mut self) {
        let len = self.bytes.len().div_ceil(ALIGN) * ALIGN;
        self.bytes.resize(len, 0);
    }

    /// Appends a blob at the next 4 KiB boundary and returns where it is.
    pub fn append(&mut self, data: &[u8]) -> Binary {
        self.align();
        let start = self.bytes.len() as u64;
        self.bytes.extend_from_slice(data);
        Binary {
            start,
            size: data.len() as u64,
        }
    }

    /// The region's bytes, padded to a 4 KiB boundary.
    pub fn into_bytes(mut self) -> Vec<u8> {
        self.align();
        self.bytes
    }

    /// Current length, padding included, without the final alignment.
    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    /// Whether nothing was appended.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Appends the TIU and GDMA buffers of a closed group and describes them as a `CmdGroup`.
    pub fn cmd_group(&mut self, group: &CmdGroupData) -> Result<CmdGroup, BModelError> {
        let tiu = group.bytes(Engine::Tiu);
        let gdma = group.bytes(Engine::Gdma);
        let bdc_cmd_byte = u32::try_from(tiu.len()).map_err(|_| too_big("TIU buffer"))?;
        let gdma_cmd_byte = u32::try_from(gdma.len()).map_err(|_| too_big("GDMA buffer"))?;
        Ok(CmdGroup {
            bdc_num: group.count(Engine::Tiu),
            gdma_num: group.count(Engine::Gdma),
            binary_bdc: Some(self.append(tiu)),
            binary_gdma: Some(self.append(gdma)),
            bdc_cmd_byte,
            gdma_cmd_byte,
            reloc_entries: Vec::new(),
        })
    }

    /// Appends a coefficient blob (already laid out, e.g. 4 KiB per weight) and describes it
    /// as a `CoeffMem` at device `address`, with its SHA-256 check code.
    pub fn coeff_mem(&mut self, address: u64, blob: &[u8], locations: Vec<Location>) -> CoeffMem {
        CoeffMem {
            address,
            check_code: Sha256::digest(blob).to_vec(),
            binary_coeff: Some(self.append(blob)),
            locations,
            encrypt_mode: 0,
            decrypt_size: 0,
        }
    }
}

fn too_big(what: &str) -> BModelError {
    BModelError::Unwritable(format!("{what} is larger than 4 GiB"))
}

/// SHA-256 of `data`, as stored in `CoeffMem.check_code`.
pub fn check_code(data: &[u8]) -> Vec<u8> {
    Sha256::digest(data).to_vec()
}
