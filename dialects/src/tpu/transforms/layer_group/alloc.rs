//! Buffers of a group and their places in local memory (`gen_all_mem_buffer_ts`,
//! `LmemAllocator::assignLmemAddr`).

use ir::Value;

use super::schedule::{Mode, Node, Schedule};
use super::{BANK, EU_BYTES, LMEM};

/// A local buffer: of a value, or an op's scratch buffer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Key {
    Value(Value),
    Imm(usize),
}

/// A buffer with its life (`start..=end` timesteps, wrapping) and size.
#[derive(Clone, Debug)]
pub(super) struct Buffer {
    pub key: Key,
    pub weight: bool,
    /// The scratch buffer of a 3ic convolution.
    pub wide: bool,
    pub start: usize,
    pub end: usize,
    pub size: u64,
}

/// `gen_all_mem_buffer_ts`: each buffer's first and last timestep.
pub(super) fn lives(nodes: &[Node], s: &Schedule, stages: &[(Value, i64)], weights: &[Value]) -> Vec<Buffer> {
    let mut bufs: Vec<Buffer> = Vec::new();
    let stage_of = |v: Value| stages.iter().find(|(x, _)| *x == v).map_or(1, |x| x.1);
    fn set(bufs: &mut Vec<Buffer>, key: Key, weight: bool, start: usize, end: usize) {
        match bufs.iter_mut().find(|b| b.key == key) {
            Some(b) => {
                b.start = start;
                b.end = end;
            }
            None => bufs.push(Buffer {
                key,
                weight,
                wide: false,
                start,
                end,
                size: 0,
            }),
        }
    }
    const OPEN: usize = usize::MAX;
    for stg in 0..3 {
        for ts in 0..s.len() {
            if stg == 1 {
                for &o in &s.tiu[ts] {
                    for &out in &nodes[o].outputs {
                        set(&mut bufs, Key::Value(out), false, ts, OPEN);
                    }
                    for &v in &nodes[o].operands {
                        if let Some(b) = bufs.iter_mut().find(|b| b.key == Key::Value(v)) {
                            b.end = ts;
                        }
                    }
                    set(&mut bufs, Key::Imm(o), false, ts, ts);
                }
            }
            for &(v, mode) in &s.gdma[ts] {
                if stage_of(v) != stg {
                    continue;
                }
                match mode {
                    Mode::Load => set(&mut bufs, Key::Value(v), weights.contains(&v), ts, OPEN),
                    Mode::Store => {
                        if let Some(b) = bufs.iter_mut().find(|b| b.key == Key::Value(v)) {
                            b.end = ts;
                        }
                    }
                }
            }
        }
    }
    for b in &mut bufs {
        if b.end == OPEN {
            b.end = b.start;
        }
    }
    bufs
}

/// Whether two wrapping lives share a timestep (`is_timestep_overlapped`).
fn overlap(a: &Buffer, b: &Buffer) -> bool {
    match (a.start <= a.end, b.start <= b.end) {
        (true, true) => !(a.start > b.end || b.start > a.end),
        (false, true) => b.start <= a.end || a.start <= b.end,
        (true, false) => a.start <= b.end || b.start <= a.end,
        (false, false) => true,
    }
}

fn area(b: &Buffer, n: usize) -> u64 {
    let steps = if b.start <= b.end {
        b.end - b.start + 1
    } else {
        b.end + 1 + n - b.start
    };
    steps as u64 * b.size
}

fn banks(addr: u64, size: u64) -> std::ops::RangeInclusive<u64> {
    addr / BANK..=(addr + size.max(1) - 1) / BANK
}

/// The allocator's view of a schedule.
pub(super) struct Alloc<'a> {
    pub nodes: &'a [Node],
    pub s: &'a Schedule,
}

impl Alloc<'_> {
    fn npu_use(&self, b: &Buffer, ts: usize) -> bool {
        match b.key {
            Key::Imm(_) => true,
            Key::Value(v) => self.s.tiu[ts]
                .iter()
                .any(|&o| self.nodes[o].outputs.contains(&v) || self.nodes[o].operands.contains(&v)),
        }
    }

    fn gdma_use(&self, b: &Buffer, ts: usize) -> bool {
        match b.key {
            Key::Imm(_) => false,
            Key::Value(v) => self.s.gdma[ts].iter().any(|t| t.0 == v),
        }
    }

    fn related(&self, b: &Buffer, op: usize, ts: usize) -> bool {
        match b.key {
            Key::Imm(o) => o == op,
            Key::Value(v) if ts == b.start => self.nodes[op].outputs.contains(&v),
            Key::Value(v) => self.nodes[op].operands.contains(&v),
        }
    }

    /// `update_exclude_banks`: the banks of `r` that `b` must avoid.
    fn conflict_banks(&self, b: &Buffer, r: &Buffer, r_addr: u64) -> Vec<u64> {
        let n = self.s.len();
        let stop = (b.end + 1) % n;
        let mut ts = b.start;
        let mut first = true;
        while ts != stop || first {
            first = false;
            let npu = self.npu_use(b, ts);
            let gdma = self.gdma_use(b, ts);
            if npu || gdma {
                for &op in &self.s.tiu[ts] {
                    if npu && !self.related(b, op, ts) {
                        continue;
                    }
                    if self.related(r, op, ts) {
                        return banks(r_addr, r.size).collect();
                    }
                }
            }
            if npu && self.gdma_use(r, ts) {
                return banks(r_addr, r.size).collect();
            }
            ts = (ts + 1) % n;
        }
        Vec::new()
    }

    /// The NPU and GDMA conflict heaps of each timestep (`membuf_heap_create`).
    fn heaps(&self, bufs: &[Buffer]) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
        let mut npu = Vec::new();
        let mut gdma = Vec::new();
        for ts in 0..self.s.len() {
            if self.s.tiu[ts].is_empty() {
                npu.push(Vec::new());
                gdma.push(Vec::new());
                continue;
            }
            let find = |v: Value| bufs.iter().position(|b| b.key == Key::Value(v));
            let mut h = Vec::new();
            for &o in &self.s.tiu[ts] {
                for &v in self.nodes[o].operands.iter().chain(&self.nodes[o].outputs) {
                    if let Some(i) = find(v) {
                        if !h.contains(&i) {
                            h.push(i);
                        }
                    }
                }
            }
            npu.push(h);
            let mut h = Vec::new();
            for &(v, _) in &self.s.gdma[ts] {
                if let Some(i) = find(v) {
                    if !h.contains(&i) {
                        h.push(i);
                    }
                }
            }
            gdma.push(h);
        }
        (npu, gdma)
    }

    /// `assignLmemAddr` with one slice: every buffer's address, or `None` when they do
    /// not fit.
    pub fn assign(&self, bufs: &[Buffer]) -> Option<Vec<u64>> {
        let n = self.s.len();
        let (mut npu, mut gdma) = self.heaps(bufs);
        let mut left: Vec<usize> = (0..bufs.len()).collect();
        let mut addr = vec![0u64; bufs.len()];
        let mut avail: Vec<Vec<(u64, u64)>> = vec![vec![(0, LMEM)]; bufs.len()];
        let mut excluded: Vec<Vec<u64>> = vec![Vec::new(); bufs.len()];
        let mut recent: Option<usize> = None;
        while !left.is_empty() {
            let conflict = |i: usize| i32::from(npu.iter().chain(gdma.iter()).any(|h| h.contains(&i)));
            left.sort_by(|&a, &b| {
                conflict(b)
                    .cmp(&conflict(a))
                    .then(area(&bufs[b], n).cmp(&area(&bufs[a], n)))
                    .then(bufs[a].start.cmp(&bufs[b].start))
            });
            let (chosen, at) = match recent {
                None => {
                    if bufs[left[0]].size > LMEM {
                        return None;
                    }
                    (left[0], 0)
                }
                Some(r) => {
                    let (rb, ra) = (&bufs[r], addr[r]);
                    let mut best: Option<(usize, u64)> = None;
                    for &i in &left {
                        let b = &bufs[i];
                        excluded[i].extend(self.conflict_banks(b, rb, ra));
                        // A 3ic convolution's scratch buffer also keeps out of the
                        // buffers whose lives end right before its own (observed, see
                        // the docs; one starting right after may share its bytes).
                        let adjacent =
                            (b.wide && (rb.end + 1) % n == b.start) || (rb.wide && (b.end + 1) % n == rb.start);
                        if overlap(b, rb) || adjacent {
                            let end = (ra + rb.size).div_ceil(EU_BYTES) * EU_BYTES;
                            let mut blocks = Vec::new();
                            for &(s, e) in &avail[i] {
                                if e <= ra || s >= end {
                                    blocks.push((s, e));
                                } else {
                                    if s < ra {
                                        blocks.push((s, ra));
                                    }
                                    if e > end {
                                        blocks.push((end, e));
                                    }
                                }
                            }
                            avail[i] = blocks;
                        }
                        avail[i].retain(|&(s, e)| e - s >= b.size);
                        let &(first, _) = avail[i].first()?;
                        let free = avail[i].iter().find_map(|&(s, e)| {
                            // The first piece outside the excluded banks that fits.
                            let mut start = s;
                            while start < e {
                                let bank = start / BANK;
                                if excluded[i].contains(&bank) {
                                    start = (bank + 1) * BANK;
                                    continue;
                                }
                                let mut stop = start;
                                while stop < e && !excluded[i].contains(&(stop / BANK)) {
                                    stop = (stop / BANK + 1) * BANK;
                                }
                                let stop = stop.min(e);
                                if stop - start >= b.size {
                                    return Some(start);
                                }
                                start = stop;
                            }
                            None
                        });
                        let cand = free.unwrap_or(first);
                        if best.is_none_or(|(_, t)| cand < t) {
                            best = Some((i, cand));
                        }
                    }
                    best?
                }
            };
            addr[chosen] = at;
            left.retain(|&x| x != chosen);
            for ts in 0..npu.len() {
                npu[ts].retain(|&x| x != chosen);
                if npu[ts].is_empty() {
                    gdma[ts].clear();
                }
            }
            for ts in 0..gdma.len() {
                gdma[ts].retain(|&x| x != chosen);
                if npu[ts].len() == 1 && gdma[ts].is_empty() {
                    npu[ts].clear();
                }
            }
            recent = Some(chosen);
        }
        Some(addr)
    }
}
