//! Where TPU-MLIR 1.30.2 puts an F32 global `conv.normal`'s operands in local memory:
//! whole 16 KiB banks, in one of two orders (`docs/grouped-conv.md` §3.1).
//!
//! * **input slicing** (the steps are batches or groups): the weight and bias in
//!   `W` banks at 0, two input buffers of `I` banks after them, two result buffers of
//!   `O` banks after those;
//! * **weight slicing** (the steps are runs of 64 output channels; also taken by a
//!   conv of one input channel): two weight buffers of `W` banks, one input buffer of
//!   `I` banks holding every batch, two result buffers of `O` banks.

use crate::codegen::layout::{BANK_BYTES, LMEM_BYTES};

/// Which operand takes turns between two buffers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ConvSlicing {
    /// The inputs take turns (pieces of batches or groups); one weight buffer.
    Input,
    /// The weights take turns (runs of output channels); one input buffer.
    Weight,
}

/// The local addresses of a global conv's buffers, indexed by the turn (0 or 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct ConvBanks {
    /// The weight buffers (the bias follows the weight in each).
    pub weight: [u64; 2],
    /// The input buffers.
    pub input: [u64; 2],
    /// The result buffers.
    pub output: [u64; 2],
}

/// Whole banks that hold `bytes` (at least one).
fn banks(bytes: u64) -> u64 {
    bytes.div_ceil(BANK_BYTES).max(1)
}

impl ConvBanks {
    /// The buffers of a conv whose weight and bias take `weight_bytes` per lane, whose
    /// input and result buffers `input_bytes` and `output_bytes`, or `None` when they
    /// do not fit local memory.
    pub fn new(slicing: ConvSlicing, weight_bytes: u64, input_bytes: u64, output_bytes: u64) -> Option<ConvBanks> {
        let (w, i, o) = (banks(weight_bytes), banks(input_bytes), banks(output_bytes));
        let (weights, inputs) = match slicing {
            ConvSlicing::Input => (1, 2),
            ConvSlicing::Weight => (2, 1),
        };
        let outputs_at = weights * w + inputs * i;
        if (outputs_at + 2 * o) * BANK_BYTES > LMEM_BYTES {
            return None;
        }
        let at = |bank: u64| bank * BANK_BYTES;
        let second = |first: u64, size: u64, count: u64| if count == 2 { first + size } else { first };
        Some(ConvBanks {
            weight: [0, at(second(0, w, weights))],
            input: [at(weights * w), at(second(weights * w, i, inputs))],
            output: [at(outputs_at), at(outputs_at + o)],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_bank_each() {
        let b = ConvBanks::new(ConvSlicing::Input, 64, 100, 100).unwrap();
        assert_eq!(
            (b.weight, b.input, b.output),
            ([0, 0], [0x4000, 0x8000], [0xC000, 0x10000])
        );
        let b = ConvBanks::new(ConvSlicing::Weight, 64, 100, 100).unwrap();
        assert_eq!(
            (b.weight, b.input, b.output),
            ([0, 0x4000], [0x8000, 0x8000], [0xC000, 0x10000])
        );
    }

    #[test]
    fn larger_buffers_take_whole_banks_or_do_not_fit() {
        // 1x2x60x80 k3 (TPU-MLIR: input 0x4000, result 0x14000).
        let b = ConvBanks::new(ConvSlicing::Input, 128, 19200, 18112).unwrap();
        assert_eq!((b.input, b.output), ([0x4000, 0xC000], [0x14000, 0x1C000]));
        assert_eq!(
            ConvBanks::new(ConvSlicing::Input, 64, 4 * BANK_BYTES, 4 * BANK_BYTES),
            None
        );
    }
}
