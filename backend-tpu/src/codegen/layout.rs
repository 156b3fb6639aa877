//! BM1684X memory geometry: the NCHW shapes and strides of tensors in global memory
//! (contiguous) and in local memory (channels over the 64 lanes, EU-aligned or compact),
//! and the addresses GDMA uses for local memory.

/// Lanes (NPUs) of the BM1684X.
pub const NPU_NUM: u64 = 64;
/// Bytes of local memory per lane.
pub const LMEM_BYTES: u64 = 256 * 1024;
/// Bytes of one local-memory bank.
pub const BANK_BYTES: u64 = 16 * 1024;
/// Bytes an execution unit processes at once (the EU alignment).
pub const EU_BYTES: u64 = 64;
/// Where GDMA sees lane 0's local memory.
pub const LMEM_DMA_BASE: u64 = 0x0800_0000;

/// `x` rounded up to a multiple of `a` (`A(x, a)`).
pub fn align_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

/// A 4-D shape, TPU-MLIR's `n, c, h, w`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Nchw {
    /// Batch.
    pub n: u64,
    /// Channels (spread over the lanes in local memory).
    pub c: u64,
    /// Height.
    pub h: u64,
    /// Width.
    pub w: u64,
}

/// Element strides of the four dimensions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Strides {
    /// Batch stride.
    pub n: u64,
    /// Channel stride (within a lane, for local tensors).
    pub c: u64,
    /// Row stride.
    pub h: u64,
    /// Element stride.
    pub w: u64,
}

/// How a tensor is laid out in each lane.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LocalLayout {
    /// Each channel's `h*w` block starts at an EU boundary.
    EuAligned,
    /// Channels packed back to back.
    Compact,
}

impl Nchw {
    /// `n, c, h, w`.
    pub fn new(n: u64, c: u64, h: u64, w: u64) -> Nchw {
        Nchw { n, c, h, w }
    }

    /// Number of elements.
    pub fn count(&self) -> u64 {
        self.n * self.c * self.h * self.w
    }

    /// Strides of the contiguous global tensor: `(c·h·w, h·w, w, 1)`.
    pub fn global_strides(&self) -> Strides {
        Strides {
            n: self.c * self.h * self.w,
            c: self.h * self.w,
            h: self.w,
            w: 1,
        }
    }

    /// Channels per lane: `⌈c / 64⌉`.
    pub fn c_per_lane(&self) -> u64 {
        self.c.div_ceil(NPU_NUM)
    }

    /// Strides in local memory for elements of `elem_bytes` bytes: EU-aligned
    /// `(⌈c/64⌉·A(h·w, eu), A(h·w, eu), w, 1)` or compact `(⌈c/64⌉·h·w, h·w, w, 1)`.
    pub fn local_strides(&self, layout: LocalLayout, elem_bytes: u64) -> Strides {
        let hw = self.h * self.w;
        let c_stride = match layout {
            LocalLayout::EuAligned => align_up(hw, EU_BYTES / elem_bytes),
            LocalLayout::Compact => hw,
        };
        Strides {
            n: self.c_per_lane() * c_stride,
            c: c_stride,
            h: self.w,
            w: 1,
        }
    }

    /// Bytes the tensor takes in each lane.
    pub fn local_bytes(&self, layout: LocalLayout, elem_bytes: u64) -> u64 {
        self.n * self.local_strides(layout, elem_bytes).n * elem_bytes
    }
}

/// A tensor in local memory: per-lane byte offset (starting at lane 0), shape, layout.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LocalTensor {
    /// Byte offset within each lane.
    pub addr: u64,
    /// Shape.
    pub shape: Nchw,
    /// Layout in each lane.
    pub layout: LocalLayout,
}

impl LocalTensor {
    /// A tensor at per-lane offset `addr` whose channels start on EU boundaries
    /// ([`LocalLayout::EuAligned`]).
    pub fn eu_aligned(addr: u64, shape: Nchw) -> LocalTensor {
        LocalTensor {
            addr,
            shape,
            layout: LocalLayout::EuAligned,
        }
    }

    /// A tensor at per-lane offset `addr` with its channels packed back to back
    /// ([`LocalLayout::Compact`]).
    pub fn compact(addr: u64, shape: Nchw) -> LocalTensor {
        LocalTensor {
            addr,
            shape,
            layout: LocalLayout::Compact,
        }
    }
}

/// A tensor in global memory (contiguous).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GlobalTensor {
    /// Device address.
    pub addr: u64,
    /// Shape.
    pub shape: Nchw,
}

/// A matrix in local memory: `rows` rows (the `n` dimension), each row's `cols` columns
/// split into lanes of `w` columns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LocalMatrix {
    /// Byte offset within each lane.
    pub addr: u64,
    /// Rows.
    pub rows: u64,
    /// Columns.
    pub cols: u64,
    /// Columns per lane.
    pub w: u64,
}

impl LocalMatrix {
    /// Lanes a row covers: `⌈cols / w⌉`.
    pub fn lanes(&self) -> u64 {
        self.cols.div_ceil(self.w)
    }

    /// Element stride between lanes' column blocks within one lane: `A(w, eu)`.
    pub fn c_stride(&self, elem_bytes: u64) -> u64 {
        align_up(self.w, EU_BYTES / elem_bytes)
    }

    /// Element stride between rows: `A(w, eu)·⌈lanes/64⌉`.
    pub fn n_stride(&self, elem_bytes: u64) -> u64 {
        self.c_stride(elem_bytes) * self.lanes().div_ceil(NPU_NUM)
    }

    /// Bytes the matrix takes in each lane.
    pub fn local_bytes(&self, elem_bytes: u64) -> u64 {
        self.rows * self.n_stride(elem_bytes) * elem_bytes
    }
}

/// Bytes per lane TPU-MLIR's matmuls (`mm.normal`, F32 and 8-bit) plan for each row of
/// an `m x n` result of `elem_bytes`-byte elements: the smallest multiple of 64 bytes
/// `b`, at most 256, with `m·b² ≥ c·n·elem_bytes`, `c = 282.4` (70.6 per F32 element),
/// and at least 128 for 8-bit elements (64 for F32). More rows thus take narrower
/// lanes, spread over more of them. Found by sweeping M, N (and K, which does not
/// matter) with TPU-MLIR 1.30.2 (`docs/int8.md` §20, §22): the boundaries put `c` within
/// (282.2, 282.48]. The 8-bit matmul also sizes its bias buffer by it (4 bytes per
/// planned column).
pub fn matmul_lane_bytes(m: u64, n: u64, elem_bytes: u64) -> u64 {
    /// The most bytes per lane.
    const MAX_BYTES: u64 = 256;
    // 8-bit lanes are never planned narrower than two EU rows (`docs/int8.md` §22).
    let mut bytes = if elem_bytes == 1 { 2 * EU_BYTES } else { EU_BYTES };
    // m·b² ≥ 282.4·n·elem_bytes, in integers.
    while bytes < MAX_BYTES && 5 * m * bytes * bytes < 1412 * n * elem_bytes {
        bytes += EU_BYTES;
    }
    bytes
}

/// Columns per lane of a matmul's `m x n` result ([`matmul_lane_bytes`]), never more
/// than the `n` columns.
pub fn matmul_result_w(m: u64, n: u64, elem_bytes: u64) -> u64 {
    (matmul_lane_bytes(m, n, elem_bytes) / elem_bytes).min(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strides_follow_the_reference_commands() {
        // conv3x3_relu's input 1x3x8x8, EU-aligned: (64, 64, 8, 1).
        let s = Nchw::new(1, 3, 8, 8).local_strides(LocalLayout::EuAligned, 4);
        assert_eq!((s.n, s.c, s.h, s.w), (64, 64, 8, 1));
        // its weight [1, 4, 27, 1], compact: (27, 27, 1, 1).
        let s = Nchw::new(1, 4, 27, 1).local_strides(LocalLayout::Compact, 4);
        assert_eq!((s.n, s.c, s.h, s.w), (27, 27, 1, 1));
        // 130 channels take three per lane.
        assert_eq!(Nchw::new(1, 130, 2, 2).local_strides(LocalLayout::EuAligned, 4).n, 48);
        let m = LocalMatrix {
            addr: 0,
            rows: 16,
            cols: 100,
            w: 64,
        };
        assert_eq!((m.lanes(), m.n_stride(4), m.c_stride(4)), (2, 64, 64));
    }

    #[test]
    fn matmul_lanes_follow_tpu_mlir() {
        // (M, N) -> F32 columns per lane, as TPU-MLIR's mm.normal commands give them.
        for (m, n, w) in [
            (1, 100, 64),
            (1, 20, 20),
            (2, 64, 48),
            (4, 33, 32),
            (4, 58, 32),
            (4, 59, 48),
            (4, 130, 48),
            (4, 132, 64),
            (5, 73, 48),
            (6, 87, 32),
            (8, 100, 32),
            (8, 128, 48),
            (16, 48, 16),
            (35, 127, 32),
            (64, 200, 16),
        ] {
            assert_eq!(matmul_result_w(m, n, 4), w, "M {m} N {n}");
        }
        // 8-bit: M 2 with N 200 and 257 take 192, N 300 256; the bias buffer by N (M 1).
        assert_eq!(matmul_result_w(2, 200, 1), 192);
        assert_eq!(matmul_result_w(2, 257, 1), 192);
        assert_eq!(matmul_result_w(2, 300, 1), 256);
        assert_eq!(matmul_lane_bytes(1, 58, 1), 128);
        assert_eq!(matmul_lane_bytes(1, 59, 1), 192);
        assert_eq!(matmul_lane_bytes(1, 131, 1), 256);
        // 8-bit lanes are at least 128 bytes: N 13 (M 1), 80 (M 6), 150 (M 12).
        assert_eq!(matmul_lane_bytes(1, 13, 1), 128);
        assert_eq!(matmul_result_w(6, 80, 1), 80);
        assert_eq!(matmul_result_w(12, 150, 1), 128);
    }
}
