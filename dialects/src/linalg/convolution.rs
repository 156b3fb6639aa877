//! `verifyConvolutionInterface` (LinalgInterfaces.cpp) of the OpDSL
//! convolutions and poolings: the input map must be made of convolved
//! (`d0 * s + d1`) and plain dimensions, the filter and output maps must be
//! projected permutations, and every loop must be a batch, output image,
//! output channel, depth, filter loop or input channel loop with the
//! matching iterator type.

use ir::affine::{AffineExpr, AffineMap};
use std::collections::BTreeSet;

/// `MatchConvolutionResult`'s failures, as `getMatchConvolutionMessage`
/// words them.
const WRONG_NUM_OPERANDS: &str = "expected op with 2 inputs and 1 output";
const WRONG_INPUT_MAP: &str = "unexpected input index map for convolutions";
const NOT_PROJECTED: &str = "expected output/filter indexing maps to be projected permutations";
const NON_CONVOLUTION_LOOP: &str = "unexpected loop dimension for convolution op";
const OUTPUT_NOT_PARALLEL: &str = "expected all iterators used to access outputs to be parallel";
const NON_OUTPUT_NOT_REDUCTION: &str = "expected all iterators not used to access outputs to be reduction";
const EMPTY_CONVOLVED: &str = "expected convolved dim to be non-empty";

/// Whether `name` implements `ConvolutionOpInterface` (every OpDSL
/// convolution, depthwise convolution and pooling).
pub(crate) fn is_convolution_op(name: &str) -> bool {
    ["linalg.conv_", "linalg.depthwise_conv_", "linalg.pooling_"]
        .iter()
        .any(|p| name.starts_with(p))
}

/// `ConvAccessExprWalker`: sorts the input map's dimensions into convolved
/// ones (in `a * s + b` sums) and plain ones.
#[derive(Default)]
struct InputWalker {
    convolved: BTreeSet<u32>,
    unconvolved: BTreeSet<u32>,
}

impl InputWalker {
    fn seen(&self, d: u32) -> bool {
        self.convolved.contains(&d) || self.unconvolved.contains(&d)
    }

    /// `visit` of one result (no recursion beyond what the walker does).
    fn visit(&mut self, e: &AffineExpr) -> bool {
        match e {
            AffineExpr::Dim(d) => {
                if self.seen(*d) {
                    return false;
                }
                self.unconvolved.insert(*d);
                true
            }
            AffineExpr::Add(l, r) => self.convolved_dim(l).is_some() && self.convolved_dim(r).is_some(),
            _ => false,
        }
    }

    /// `getDimExprOrMulExprDimPos`: `d` or `d * (symbol or constant)` in
    /// either order.
    fn convolved_dim(&mut self, e: &AffineExpr) -> Option<u32> {
        let d = match e {
            AffineExpr::Dim(d) => *d,
            AffineExpr::Mul(l, r) => {
                let factor = |x: &AffineExpr| matches!(x, AffineExpr::Symbol(_) | AffineExpr::Constant(_));
                match (&**l, &**r) {
                    (AffineExpr::Dim(d), f) | (f, AffineExpr::Dim(d)) if factor(f) => *d,
                    _ => return None,
                }
            }
            _ => return None,
        };
        if self.seen(d) {
            return None;
        }
        self.convolved.insert(d);
        Some(d)
    }
}

/// The dimensions of a projected permutation's results.
fn preserved_dims(map: &AffineMap) -> BTreeSet<u32> {
    map.results.iter().filter_map(as_dim).collect()
}

/// `isConvolutionInterfaceImpl`: `Err` with the failure's message.
/// `iterators` has one letter per loop, `p`arallel or `r`eduction.
pub(crate) fn check(n_inputs: usize, n_inits: usize, maps: &[AffineMap], iterators: &str) -> Result<(), &'static str> {
    if n_inputs < 2 || n_inits != 1 {
        return Err(WRONG_NUM_OPERANDS);
    }
    let (Some(input), Some(filter), Some(output)) = (maps.first(), maps.get(1), maps.last()) else {
        return Err(WRONG_NUM_OPERANDS);
    };
    let mut walker = InputWalker::default();
    if !input.results.iter().all(|e| walker.visit(e)) {
        return Err(WRONG_INPUT_MAP);
    }
    if !filter.is_projected_permutation(false) || !output.is_projected_permutation(false) {
        return Err(NOT_PROJECTED);
    }
    let iter = |d: u32| iterators.as_bytes().get(d as usize).copied();
    let output_dims = preserved_dims(output);
    let filter_dims = preserved_dims(filter);
    let mut all_loops = BTreeSet::new();
    for d in output.results.iter().filter_map(as_dim) {
        let (conv, unconv, in_filter) = (
            walker.convolved.contains(&d),
            walker.unconvolved.contains(&d),
            filter_dims.contains(&d),
        );
        // A batch or depth multiplier loop (plain in the input), an output
        // image loop (convolved, not in the filter) or an output channel
        // (not in the input, in the filter). A dimension is never both
        // convolved and plain.
        if !(unconv || conv != in_filter) {
            return Err(NON_CONVOLUTION_LOOP);
        }
        if iter(d) != Some(b'p') {
            return Err(OUTPUT_NOT_PARALLEL);
        }
        all_loops.insert(d);
    }
    for d in filter.results.iter().filter_map(as_dim) {
        let (conv, unconv, in_output) = (
            walker.convolved.contains(&d),
            walker.unconvolved.contains(&d),
            output_dims.contains(&d),
        );
        if in_output && !conv {
            // An output channel or depthwise loop, already seen.
            continue;
        }
        if !((conv || unconv) && !in_output) {
            return Err(NON_CONVOLUTION_LOOP);
        }
        // A filter loop or an input channel.
        if iter(d) != Some(b'r') {
            return Err(NON_OUTPUT_NOT_REDUCTION);
        }
        if !all_loops.insert(d) {
            return Err(NON_CONVOLUTION_LOOP);
        }
    }
    if all_loops.len() != iterators.len() {
        return Err(NON_CONVOLUTION_LOOP);
    }
    if walker.convolved.is_empty() {
        return Err(EMPTY_CONVOLVED);
    }
    Ok(())
}

fn as_dim(e: &AffineExpr) -> Option<u32> {
    match e {
        AffineExpr::Dim(d) => Some(*d),
        _ => None,
    }
}
