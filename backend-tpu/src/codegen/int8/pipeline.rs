//! TPU-MLIR's three-stage software pipeline of global ops: pieces loaded, computed and
//! stored, each section one parallel section.

use crate::codegen::error::CodegenError;
use crate::codegen::GenCx;

/// A step of a pipelined global op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Global to local.
    Load,
    /// The TIU commands.
    Compute,
    /// Local to global.
    Store,
}

/// Runs `step` over `count` pieces: in section `s`, the store of piece `s - 2`, the load
/// of piece `s` and the computation of piece `s - 1`, each section one parallel section.
pub fn pipeline(
    cx: &mut GenCx<'_>,
    count: usize,
    step: impl FnMut(&mut GenCx<'_>, Stage, usize) -> Result<(), CodegenError>,
) -> Result<(), CodegenError> {
    pipeline_ordered(cx, count, false, step)
}

/// [`pipeline`], the load of a section before its store when `loads_first` (the order
/// of TPU-MLIR's global look-up).
pub fn pipeline_ordered(
    cx: &mut GenCx<'_>,
    count: usize,
    loads_first: bool,
    mut step: impl FnMut(&mut GenCx<'_>, Stage, usize) -> Result<(), CodegenError>,
) -> Result<(), CodegenError> {
    for s in 0..count + 2 {
        cx.parallel(|cx| {
            let store = s.checked_sub(2);
            if !loads_first {
                if let Some(i) = store {
                    step(cx, Stage::Store, i)?;
                }
            }
            if s < count {
                step(cx, Stage::Load, s)?;
            }
            if loads_first {
                if let Some(i) = store {
                    step(cx, Stage::Store, i)?;
                }
            }
            if let Some(i) = s.checked_sub(1).filter(|&i| i < count) {
                step(cx, Stage::Compute, i)?;
            }
            Ok(())
        })?;
    }
    Ok(())
}
