//! NumPy `.npy` arrays in and out of the interpreter, and `.npz` archives of
//! results (`result0`, `result1`, ...). Headers are read with `npyz`; the
//! archive is written with `zip` (stored, as `np.savez` does).

use std::io::{Cursor, Read, Write};

use ir::float::FloatKind;
use ir::{Context, Type, TypeKind};
use npyz::{DType, Endianness, NpyHeader, Order, TypeChar};

use super::value::{mask, num_elements, Scalar, Tensor};

/// How elements of an MLIR element type are stored in a `.npy` file.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum NpyElem {
    /// `<f2`, `<f4`, `<f8`: IEEE floats of that many bytes.
    Float(usize),
    /// `<iN` (signed) or `<uN`: integers of that many bytes.
    Int { bytes: usize, signed: bool },
    /// `|b1`.
    Bool,
}

impl NpyElem {
    fn descr(self) -> String {
        match self {
            NpyElem::Float(n) => format!("<f{n}"),
            NpyElem::Int { bytes: 1, signed } => format!("|{}1", if signed { 'i' } else { 'u' }),
            NpyElem::Int { bytes, signed } => format!("<{}{bytes}", if signed { 'i' } else { 'u' }),
            NpyElem::Bool => "|b1".into(),
        }
    }

    fn bytes(self) -> usize {
        match self {
            NpyElem::Float(n) | NpyElem::Int { bytes: n, .. } => n,
            NpyElem::Bool => 1,
        }
    }
}

/// The `.npy` element of the MLIR element type `elem` (bf16 and the 8-bit
/// floats, which numpy lacks, travel as `<f4`).
fn npy_elem(ctx: &Context, elem: Type) -> Result<NpyElem, String> {
    match *ctx.type_kind(elem) {
        TypeKind::Float(FloatKind::F16) => Ok(NpyElem::Float(2)),
        TypeKind::Float(FloatKind::F64) => Ok(NpyElem::Float(8)),
        TypeKind::Float(_) => Ok(NpyElem::Float(4)),
        TypeKind::Index => Ok(NpyElem::Int { bytes: 8, signed: true }),
        TypeKind::Integer { width: 1, .. } => Ok(NpyElem::Bool),
        TypeKind::Integer { width, signedness } if matches!(width, 8 | 16 | 32 | 64) => Ok(NpyElem::Int {
            bytes: width as usize / 8,
            signed: signedness != ir::Signedness::Unsigned,
        }),
        _ => Err(format!(
            "element type '{}' has no .npy representation",
            ir::text::printer::type_to_string(ctx, elem)
        )),
    }
}

fn shape_text(shape: &[i64]) -> String {
    if shape.is_empty() {
        return "()".into();
    }
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    dims.join("x")
}

/// Reads a `.npy` array as a tensor of element type `elem` and shape
/// `shape`; the array's dtype and shape must match.
pub fn read_npy(ctx: &Context, bytes: &[u8], elem: Type, shape: &[i64]) -> Result<Tensor, String> {
    let want = npy_elem(ctx, elem)?;
    let mut reader = Cursor::new(bytes);
    let header = NpyHeader::from_reader(&mut reader).map_err(|e| format!("bad .npy header: {e}"))?;
    let DType::Plain(type_str) = header.dtype() else {
        return Err("structured arrays are not supported".into());
    };
    let n = type_str.num_bytes().unwrap_or(0);
    let got = match type_str.type_char() {
        TypeChar::Float => Some(NpyElem::Float(n)),
        TypeChar::Int => Some(NpyElem::Int { bytes: n, signed: true }),
        TypeChar::Uint => Some(NpyElem::Int {
            bytes: n,
            signed: false,
        }),
        TypeChar::Bool => Some(NpyElem::Bool),
        _ => None,
    };
    let same_int =
        matches!((got, want), (Some(NpyElem::Int { bytes: a, .. }), NpyElem::Int { bytes: b, .. }) if a == b);
    if got != Some(want) && !same_int {
        return Err(format!(
            "dtype mismatch: expected {} for '{}', got {type_str}",
            want.descr(),
            ir::text::printer::type_to_string(ctx, elem)
        ));
    }
    if n > 1 && type_str.endianness() == Endianness::Big {
        return Err("big-endian arrays are not supported".into());
    }
    if header.order() != Order::C {
        return Err("Fortran-order arrays are not supported".into());
    }
    let got_shape: Vec<i64> = header.shape().iter().map(|&d| d as i64).collect();
    if got_shape != shape {
        return Err(format!(
            "shape mismatch: expected {}, got {}",
            shape_text(shape),
            shape_text(&got_shape)
        ));
    }
    let count = num_elements(shape).ok_or("the shape's size overflows")?;
    let size = want.bytes();
    let mut data_bytes = Vec::new();
    reader
        .read_to_end(&mut data_bytes)
        .map_err(|e| format!("cannot read the data: {e}"))?;
    if data_bytes.len() < count * size {
        return Err(format!(
            "the data ends after {} of {} bytes",
            data_bytes.len(),
            count * size
        ));
    }
    let kind = match ctx.type_kind(elem) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    };
    let width = match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let data = data_bytes
        .chunks_exact(size)
        .take(count)
        .map(|chunk| {
            let mut raw = [0u8; 16];
            raw[..size].copy_from_slice(chunk);
            let bits = u128::from_le_bytes(raw);
            match (want, kind) {
                (NpyElem::Float(2), Some(k)) => Scalar::float(k, ir::float::to_f64(FloatKind::F16, bits)),
                (NpyElem::Float(4), Some(k)) => Scalar::float(k, f32::from_bits(bits as u32) as f64),
                (NpyElem::Float(_), Some(k)) => Scalar::float(k, f64::from_bits(bits as u64)),
                (NpyElem::Bool, _) => Scalar::bool(bits != 0),
                _ => Scalar::Int {
                    width,
                    bits: bits & mask(width),
                },
            }
        })
        .collect();
    Ok(Tensor {
        shape: shape.to_vec(),
        elem,
        data,
    })
}

/// The `.npy` bytes of a tensor.
pub fn write_npy(ctx: &Context, tensor: &Tensor) -> Result<Vec<u8>, String> {
    let elem = npy_elem(ctx, tensor.elem)?;
    let shape = match tensor.shape.as_slice() {
        [] => "()".to_string(),
        [d] => format!("({d},)"),
        dims => format!(
            "({})",
            dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
        ),
    };
    let mut header = format!(
        "{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}",
        elem.descr()
    );
    // Magic (6) + version (2) + length (2) + header + '\n', padded to 64 bytes.
    let unpadded = 10 + header.len() + 1;
    header.push_str(&" ".repeat(unpadded.next_multiple_of(64) - unpadded));
    header.push('\n');
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    let len = u16::try_from(header.len()).map_err(|_| "the .npy header is too long")?;
    out.extend_from_slice(&len.to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    for s in &tensor.data {
        let bits: u128 = match (*s, elem) {
            (Scalar::Float { value, .. }, NpyElem::Float(2)) => ir::float::from_f64(FloatKind::F16, value),
            (Scalar::Float { value, .. }, NpyElem::Float(4)) => (value as f32).to_bits() as u128,
            (Scalar::Float { value, .. }, _) => value.to_bits() as u128,
            (Scalar::Int { bits, .. }, NpyElem::Int { signed: true, .. }) => {
                s.signed().map(|v| v as u128).unwrap_or(bits)
            }
            (Scalar::Int { bits, .. }, _) => bits,
        };
        out.extend_from_slice(&bits.to_le_bytes()[..elem.bytes()]);
    }
    Ok(out)
}

/// An `.npz` archive of named `.npy` arrays (stored, as `np.savez` does).
pub fn write_npz(members: &[(String, Vec<u8>)]) -> Result<Vec<u8>, String> {
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, bytes) in members {
        zip.start_file(format!("{name}.npy"), options)
            .map_err(|e| format!("cannot write the archive: {e}"))?;
        zip.write_all(bytes)
            .map_err(|e| format!("cannot write the archive: {e}"))?;
    }
    let cursor = zip.finish().map_err(|e| format!("cannot write the archive: {e}"))?;
    Ok(cursor.into_inner())
}

/// The members of an `.npz` archive, by name without `.npy` (for tests and
/// for comparing results).
pub fn read_npz_members(bytes: &[u8]) -> Result<Vec<(String, Vec<u8>)>, String> {
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| format!("not an .npz archive: {e}"))?;
    let mut out = Vec::new();
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).map_err(|e| format!("bad archive member: {e}"))?;
        let name = entry.name().trim_end_matches(".npy").to_string();
        let mut data = Vec::new();
        entry
            .read_to_end(&mut data)
            .map_err(|e| format!("cannot read member {name}: {e}"))?;
        out.push((name, data));
    }
    Ok(out)
}
