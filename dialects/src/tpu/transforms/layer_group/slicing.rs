//! Slices of an F32 conv -> max pool group too large for local memory at once
//! (`backend-tpu/docs/layer-group.md` §5): the counts `nsecs`, `hsecs` TPU-MLIR tries
//! (`update_data_split`, `assign_dhwsecs`, then `sc_method_quick_search`) and each
//! value's runs of batches and rows (`stripe_mine_idx_slice`, `BackwardH`).

/// Runs `(start, length)` along one dimension.
pub(super) type Runs = Vec<(i64, i64)>;

/// The window of one op along h: kernel, stride, pad before.
#[derive(Copy, Clone, Debug)]
pub(super) struct HWindow {
    pub kernel: i64,
    pub stride: i64,
    pub pad: i64,
}

/// The geometry of the chain: batches, and rows of the input, the conv's result and
/// the pooling's result, with the two windows.
#[derive(Copy, Clone, Debug)]
pub(super) struct Chain {
    pub n: i64,
    pub h: i64,
    pub oh: i64,
    pub ph: i64,
    /// Columns of the conv's result.
    pub ow: i64,
    /// Columns of the pooling's result.
    pub pw: i64,
    pub conv: HWindow,
    pub pool: HWindow,
}

/// The runs of each value of a sliced group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Slices {
    pub nsecs: i64,
    pub hsecs: i64,
    /// Batches (every activation).
    pub n: Runs,
    /// Rows of the input, the conv's result and the pooling's result.
    pub h: [Runs; 3],
}

/// `⌈a / b⌉` of positive counts.
fn ceil_div(a: i64, b: i64) -> i64 {
    (a + b - 1) / b.max(1)
}

/// `len` in `secs` runs, the first `len mod secs` one longer.
fn distribute(len: i64, secs: i64) -> Runs {
    let (base, extra) = (len / secs, len % secs);
    let mut at = 0;
    (0..secs)
        .map(|i| {
            let l = base + i64::from(i < extra);
            let r = (at, l);
            at += l;
            r
        })
        .collect()
}

/// The input rows each output run `(oi, os)` reaches through window `w` (the last run
/// to the end of the input), or `None` when a run is empty.
fn back(runs: &Runs, w: HWindow, in_len: i64, out_len: i64) -> Option<Runs> {
    runs.iter()
        .map(|&(oi, os)| {
            let i = oi * w.stride - w.pad;
            let mut e = i + (os - 1) * w.stride + w.kernel;
            let i = i.max(0);
            if e > in_len || oi + os == out_len {
                e = in_len;
            }
            (e > i).then_some((i, e - i))
        })
        .collect()
}

impl Chain {
    /// The runs of `nsecs` batch and `hsecs` row slices, or `None` when one is empty.
    pub fn slices(&self, nsecs: i64, hsecs: i64) -> Option<Slices> {
        if nsecs > self.n || hsecs > self.ph {
            return None;
        }
        let pool = distribute(self.ph, hsecs);
        let conv = back(&pool, self.pool, self.oh, self.ph)?;
        let input = back(&conv, self.conv, self.h, self.oh)?;
        Some(Slices {
            nsecs,
            hsecs,
            n: distribute(self.n, nsecs),
            h: [input, conv, pool],
        })
    }

    /// The first counts TPU-MLIR tries (`update_data_split`): `total(n)` is the bytes
    /// of every buffer with `n` batches and whole rows. `None` when it would cut
    /// columns (not modelled).
    pub fn first_secs(&self, total: impl Fn(i64) -> u64, lmem: u64) -> Option<(i64, i64)> {
        for nsec in 1..=self.n {
            let per = ceil_div(self.n, nsec);
            let total_secs = total(per).div_ceil(lmem) as i64;
            let nsecs = nsec.max(self.n.min(total_secs));
            if nsecs > nsec {
                continue;
            }
            let dhw = ceil_div(total_secs, nsecs);
            if dhw <= 1 {
                return Some((nsecs, 1));
            }
            if nsecs == self.n {
                return Some((nsecs, self.h_secs(dhw)?));
            }
        }
        None
    }

    /// The next counts after a failed allocation (`update_shape_secs`): more batch
    /// slices while they shorten the longest, then one more row slice.
    pub fn next_secs(&self, (nsecs, hsecs): (i64, i64)) -> Option<(i64, i64)> {
        if nsecs < self.n {
            let per = ceil_div(self.n, nsecs);
            let next = (nsecs + 1..=self.n).find(|&n| ceil_div(self.n, n) < per)?;
            return Some((next, hsecs));
        }
        Some((nsecs, self.h_secs(hsecs + 1)?))
    }

    /// `assign_dhwsecs` for `dhw` slices: the row slices, or `None` when TPU-MLIR cuts
    /// columns too (not modelled). Of the splits `(i, ⌈dhw/i⌉)` for `i` from the most
    /// rows down, the first of the least length `(i − 1) + (ws − 1)·h_len/w_len`
    /// (truncated), where a column cut leaves at least 64 result columns a slice
    /// (`can_split_w`) or `dhw` reaches the rows.
    fn h_secs(&self, dhw: i64) -> Option<i64> {
        let max_h = self.oh.min(self.ph);
        let max_w = self.ow.min(self.pw);
        let ratio = (self.oh + self.ph) as f64 / (self.ow + self.pw).max(1) as f64;
        let mut best = None;
        let mut min_len = i64::MAX;
        for i in (1..=max_h).rev() {
            let ws = ceil_div(dhw, i);
            let len = ((i - 1) as f64 + (ws - 1) as f64 * ratio) as i64;
            let w_ok = !(dhw < max_h && ws > 1 && ceil_div(self.pw, ws) * 4 < 256);
            if len < min_len && w_ok && ws <= max_w {
                min_len = len;
                best = Some((i, ws));
            }
        }
        match best {
            Some((h, 1)) => Some(h),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain_224() -> Chain {
        Chain {
            n: 1,
            h: 224,
            oh: 224,
            ph: 112,
            ow: 224,
            pw: 112,
            conv: HWindow {
                kernel: 3,
                stride: 1,
                pad: 1,
            },
            pool: HWindow {
                kernel: 2,
                stride: 2,
                pad: 0,
            },
        }
    }

    #[test]
    fn rows_as_tpu_mlir_slices_them() {
        // TPU-MLIR's `1x3x224x224 -> 16` conv -> pool group: hsecs 2.
        let s = chain_224().slices(1, 2).unwrap();
        assert_eq!(s.h[0], vec![(0, 113), (111, 113)]);
        assert_eq!(s.h[1], vec![(0, 112), (112, 112)]);
        assert_eq!(s.h[2], vec![(0, 56), (56, 56)]);
        assert_eq!(s.n, vec![(0, 1)]);
    }

    #[test]
    fn first_secs_split_rows_of_one_batch() {
        assert_eq!(chain_224().first_secs(|_| 451_696, 262_144), Some((1, 2)));
        assert_eq!(chain_224().next_secs((1, 2)), Some((1, 3)));
    }

    #[test]
    fn wide_rows_still_cut_rows_when_shorter() {
        // TPU-MLIR's `1x3x256x256 -> 16` group: hsecs 3, wsecs 1.
        let chain = Chain {
            h: 256,
            oh: 256,
            ph: 128,
            ow: 256,
            pw: 128,
            ..chain_224()
        };
        assert_eq!(chain.h_secs(3), Some(3));
    }
}
