//! Merging of timesteps (`TimeStepCombine`'s `merge_timesteps`): two neighbouring
//! timesteps become one when their transfers and ops allow it
//! (`BasicTimeStep::layer_can_merge_backward`, exactly) and TPU-MLIR's cycle model finds
//! one of them bound by its transfers. rods' stand-in for that cycle test: a timestep
//! with a transfer and no convolution is bound by its transfers (in the groups swept,
//! local casts, relus and poolings cost less than any transfer, convolutions more),
//! except that a store moved in by `schedule::move_stores` does not count (TPU-MLIR
//! moves a store where the ops absorb it); others are not, but a timestep running only
//! a concatenation, which costs no cycles in TPU-MLIR's model (`0 / 0` compares as
//! bound). A timestep running a table look-up (`tpu.Lut`) merges with none. A merge restarts the scan from the first
//! timestep.

use std::collections::{BTreeMap, VecDeque};

use ir::Value;

use super::alloc::{Buffer, Key};
use super::schedule::{Kind, Mode, Node, Schedule};
use super::{BANK, EU_BYTES, LMEM};

/// `layer_can_merge_backward(ts)` with one slice: no transfer of `ts` feeds or comes
/// from an op of `ts + 1`, none of `ts + 1` from or to an op of `ts`, and no operand of
/// an op of `ts` has a buffer ending at `ts + 1`. Loads of weights after the first
/// timestep do not count (they are held in local memory).
fn can_merge(nodes: &[Node], s: &Schedule, lives: &[Buffer], weights: &[Value], ts: usize) -> bool {
    let reads = |ops: &[usize], v: Value| ops.iter().any(|&o| nodes[o].operands.contains(&v));
    let makes = |ops: &[usize], v: Value| ops.iter().any(|&o| nodes[o].outputs.contains(&v));
    let (here, next) = (&s.tiu[ts], &s.tiu[ts + 1]);
    for &(v, mode) in &s.gdma[ts] {
        let blocked = match mode {
            Mode::Load => (ts == 0 || !weights.contains(&v)) && reads(next, v),
            Mode::Store => makes(next, v),
        };
        if blocked {
            return false;
        }
    }
    for &(v, mode) in &s.gdma[ts + 1] {
        let blocked = match mode {
            Mode::Load => reads(here, v),
            Mode::Store => makes(here, v),
        };
        if blocked {
            return false;
        }
    }
    let ending: Vec<Value> = lives
        .iter()
        .filter_map(|b| match b.key {
            Key::Value(v) if b.end == ts + 1 => Some(v),
            _ => None,
        })
        .collect();
    here.iter()
        .all(|&o| nodes[o].operands.iter().all(|v| !ending.contains(v)))
}

/// `lmem_alloc_by_timestep_merge(ts)`: whether the buffers starting at `ts + 1` find
/// new places in the banks free at `ts`, TPU-MLIR's way (largest first, in the gaps
/// between the buffers used at `ts` within one bank, else at the start of an unused
/// bank, which ends the search: the buffers after it count as not placed; buffers
/// loaded at `ts + 1` among the banks the transfers of `ts` use). `addrs` are the buffers' current addresses,
/// updated with the new places on success.
fn alloc_merge(s: &Schedule, bufs: &[Buffer], addrs: &mut [(Key, u64)], ts: usize) -> bool {
    let addr_of = |addrs: &[(Key, u64)], k: Key| addrs.iter().find(|a| a.0 == k).map_or(0, |a| a.1);
    let moved = |t: usize, v: Value| s.gdma[t].iter().any(|x| x.0 == v);
    // Keyed by size, largest first; a later buffer of the same size replaces one.
    let mut npu_mem: BTreeMap<std::cmp::Reverse<u64>, Key> = BTreeMap::new();
    let mut gdma_mem: BTreeMap<std::cmp::Reverse<u64>, Key> = BTreeMap::new();
    let mut npu_used: BTreeMap<u64, u64> = BTreeMap::new();
    let mut gdma_used: BTreeMap<u64, u64> = BTreeMap::new();
    for b in bufs {
        let addr = addr_of(addrs, b.key);
        let (start, end) = (b.start, b.end);
        let held = b.weight;
        if start == ts + 1 {
            match b.key {
                Key::Imm(_) => {
                    npu_mem.insert(std::cmp::Reverse(b.size), b.key);
                }
                Key::Value(v) if !held => {
                    let map = if moved(ts + 1, v) { &mut gdma_mem } else { &mut npu_mem };
                    map.insert(std::cmp::Reverse(b.size), b.key);
                }
                Key::Value(_) => {}
            }
        } else if (ts >= start && ts <= end) || (start > end && (ts >= start || ts < end)) {
            let map = match b.key {
                Key::Value(v) if moved(ts, v) => &mut gdma_used,
                _ => &mut npu_used,
            };
            map.insert(addr, b.size);
        }
        if held {
            gdma_used.insert(addr, b.size);
        }
    }
    let mut used_banks: Vec<u64> = Vec::new();
    for used in [&mut gdma_used, &mut npu_used] {
        let starts: Vec<u64> = used.keys().copied().collect();
        for a in starts {
            let bank = a / BANK;
            if !used_banks.contains(&bank) {
                used_banks.push(bank);
            }
            used.entry(bank * BANK).or_insert(0);
        }
    }
    let mut unused: VecDeque<u64> = (0..LMEM / BANK).filter(|b| !used_banks.contains(b)).collect();
    let mut placed: Vec<(Key, u64)> = Vec::new();
    let mut counts = [0, 0];
    for (k, (mem, used)) in [(&npu_mem, &mut npu_used), (&gdma_mem, &mut gdma_used)]
        .into_iter()
        .enumerate()
    {
        let count = &mut counts[k];
        for (&std::cmp::Reverse(size), &key) in mem.iter() {
            let spots: Vec<(u64, u64)> = used.iter().map(|(&a, &z)| (a, z)).collect();
            let gap = spots.windows(2).find_map(|w| {
                let ((pre, pre_size), (next, _)) = (w[0], w[1]);
                let bound = if next / BANK == pre / BANK {
                    next
                } else {
                    (pre / BANK + 1) * BANK
                };
                let offset = (pre + pre_size).div_ceil(EU_BYTES) * EU_BYTES;
                (size + offset <= bound).then_some(offset)
            });
            if let Some(offset) = gap {
                placed.push((key, offset));
                used.insert(offset, size);
                *count += 1;
                continue;
            }
            if let Some(&bank) = unused.front() {
                let offset = bank * BANK;
                if offset + size <= (bank + 1) * BANK {
                    placed.push((key, offset));
                    used.insert(offset, size);
                    unused.pop_front();
                    *count += 1;
                    break;
                }
            }
        }
    }
    let ok = counts == [npu_mem.len(), gdma_mem.len()];
    if ok {
        for (key, offset) in placed {
            if let Some(a) = addrs.iter_mut().find(|a| a.0 == key) {
                a.1 = offset;
            }
        }
    }
    ok
}

/// Merges timesteps as `merge_timesteps` does (see the module docs). `absorbed` are
/// the stores `move_stores` moved; `bufs` gives the sized buffers of a table; `addrs`
/// are the addresses of the allocation before merging.
pub(super) fn merge(
    nodes: &[Node],
    s: &mut Schedule,
    weights: &[Value],
    absorbed: &[Value],
    bufs: impl Fn(&Schedule) -> Vec<Buffer>,
    mut addrs: Vec<(Key, u64)>,
) {
    let mut ts = 0;
    while ts + 1 < s.len() {
        let bound = |t: usize| {
            let free = !s.tiu[t].is_empty() && s.tiu[t].iter().all(|&o| nodes[o].kind == Kind::Concat);
            free || (s.gdma[t].iter().any(|x| !absorbed.contains(&x.0))
                && s.tiu[t].iter().all(|&o| nodes[o].kind != Kind::Conv))
        };
        // A look-up's timestep was never merged with another (every look-up group swept).
        let lut = |t: usize| s.tiu[t].iter().any(|&o| nodes[o].kind == Kind::Lut);
        let lives = bufs(s);
        if (bound(ts) || bound(ts + 1))
            && !lut(ts)
            && !lut(ts + 1)
            && can_merge(nodes, s, &lives, weights, ts)
            && alloc_merge(s, &lives, &mut addrs, ts)
        {
            let tiu = s.tiu.remove(ts + 1);
            let gdma = s.gdma.remove(ts + 1);
            s.tiu[ts].extend(tiu);
            s.gdma[ts].extend(gdma);
            ts = 0;
        } else {
            ts += 1;
        }
    }
}
