//! A minimal reader of numpy `.npz` files as `np.savez` writes them: a zip of stored
//! (uncompressed) `.npy` members, little-endian float32 arrays.

use std::collections::BTreeMap;

/// One array: shape and f32 data.
#[derive(Debug, Clone, PartialEq)]
pub struct Array {
    pub shape: Vec<usize>,
    pub data: Vec<f32>,
}

fn u16_at(b: &[u8], at: usize) -> usize {
    u16::from_le_bytes([b[at], b[at + 1]]) as usize
}

fn u32_at(b: &[u8], at: usize) -> usize {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]) as usize
}

/// Every array of the file, by name (without `.npy`).
pub fn read(path: &std::path::Path) -> BTreeMap<String, Array> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = BTreeMap::new();
    let mut pos = 0;
    while pos + 30 <= bytes.len() && u32_at(&bytes, pos) == 0x0403_4b50 {
        assert_eq!(u16_at(&bytes, pos + 8), 0, "only stored members are supported");
        let mut size = u32_at(&bytes, pos + 18);
        let name_len = u16_at(&bytes, pos + 26);
        let extra_len = u16_at(&bytes, pos + 28);
        let name = String::from_utf8(bytes[pos + 30..pos + 30 + name_len].to_vec()).expect("utf-8 name");
        if size == 0xFFFF_FFFF {
            // zip64 extra: id 1, then uncompressed size (u64)
            let extra = pos + 30 + name_len;
            size = u32_at(&bytes, extra + 4);
        }
        let data_at = pos + 30 + name_len + extra_len;
        let member = &bytes[data_at..data_at + size];
        out.insert(name.trim_end_matches(".npy").to_string(), npy(member));
        pos = data_at + size;
    }
    out
}

fn npy(b: &[u8]) -> Array {
    assert_eq!(&b[..6], b"\x93NUMPY");
    let (header_len, start) = if b[6] == 1 {
        (u16_at(b, 8), 10)
    } else {
        (u32_at(b, 8), 12)
    };
    let header = std::str::from_utf8(&b[start..start + header_len]).expect("ascii header");
    assert!(header.contains("'descr': '<f4'"), "only little-endian f32: {header}");
    assert!(header.contains("'fortran_order': False"));
    let shape_text = header
        .split("'shape': (")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .expect("shape");
    let shape: Vec<usize> = shape_text
        .split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| s.trim().parse().expect("dim"))
        .collect();
    let data = b[start + header_len..]
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    Array { shape, data }
}
