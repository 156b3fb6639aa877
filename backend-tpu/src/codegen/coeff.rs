//! The coefficient blob: every `top.Weight` of the subnets, at the address address
//! assignment gave it (4 KiB aligned, in the coefficient region), with its data from the
//! weight file and a location entry named after the weight's `path` (TPU-MLIR's
//! `tpu.MatMul.weight`), or after its location name when it has no path.

use dialects::top::ops::WeightOp;
use ir::{Context, IrArena};

use super::error::CodegenError;
use super::layout::align_up;
use super::net::AddressedNet;
use super::tensor::{loc_name, tensor_info};
use crate::bmodel::{Coeff, Location};
use crate::weights::{ElemType, Weights};

/// Alignment of each weight in the coefficient region.
pub const WEIGHT_ALIGN: u64 = 4096;

/// The coefficients of `net`, or `None` if it has no weights.
pub fn collect(
    ctx: &Context,
    arena: &IrArena,
    net: &AddressedNet,
    weights: &Weights,
) -> Result<Option<Coeff>, CodegenError> {
    let size = usize::try_from(net.coeff_size).map_err(|_| CodegenError::new("coefficient region too large"))?;
    let mut blob = vec![0u8; size];
    let mut locations = Vec::new();
    let mut placed: Vec<(u64, u64, String)> = Vec::new();
    for f in &net.subfuncs {
        for op in super::ops_of(arena, f.op()) {
            let Some(w) = WeightOp::cast(ctx, arena, op) else {
                continue;
            };
            let loc = arena.op_loc(op);
            let info = tensor_info(ctx, arena.value_type(arena.result(op, 0))).map_err(|e| e.or_at(loc))?;
            let name = loc_name(ctx, loc)
                .ok_or_else(|| CodegenError::at(loc, "top.Weight has no location name to find its data by"))?;
            let array = weights
                .get(&name)
                .ok_or_else(|| CodegenError::at(loc, format!("weight `{name}` is not in the weight file")))?;
            if array.len() != info.count() {
                return Err(CodegenError::at(
                    loc,
                    format!(
                        "weight `{name}` has shape {:?} in the weight file but {:?} in the IR",
                        array.shape, info.shape
                    ),
                ));
            }
            // TPU-MLIR writes f16 and bf16 weights as `uint16` arrays of their bits.
            let bits16 = array.elem == ElemType::U16 && matches!(info.elem, ElemType::F16 | ElemType::BF16);
            if array.elem != info.elem && !bits16 {
                return Err(CodegenError::at(
                    loc,
                    format!(
                        "weight `{name}` is {} in the weight file but {} in the IR",
                        array.elem.mlir_name(),
                        info.elem.mlir_name()
                    ),
                ));
            }
            let addr = info.global_addr().map_err(|e| e.or_at(loc))?;
            let offset = addr
                .checked_sub(net.coeff_addr)
                .filter(|o| o + info.bytes() <= net.coeff_size)
                .ok_or_else(|| {
                    CodegenError::at(
                        loc,
                        format!("weight `{name}` at {addr:#x} is outside the coefficient region"),
                    )
                })?;
            if let Some((_, _, other)) = placed
                .iter()
                .find(|(s, e, _)| offset < *e && *s < offset + info.bytes())
            {
                return Err(CodegenError::at(
                    loc,
                    format!("weight `{name}` at {addr:#x} overlaps weight `{other}`"),
                ));
            }
            placed.push((offset, offset + info.bytes(), name.clone()));
            let at = offset as usize;
            blob[at..at + array.bytes.len()].copy_from_slice(&array.bytes);
            let path = w.path_attr(ctx, arena).and_then(|a| ir::ods::values::as_str(ctx, a));
            locations.push(Location {
                name: path.unwrap_or(name),
                offset,
                size: align_up(info.bytes(), WEIGHT_ALIGN),
            });
        }
    }
    if locations.is_empty() && size == 0 {
        return Ok(None);
    }
    Ok(Some(Coeff {
        address: net.coeff_addr,
        blob,
        locations,
    }))
}
