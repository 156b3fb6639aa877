//! Merging of timesteps (`TimeStepCombine`'s `merge_timesteps`): two neighbouring
//! timesteps become one when their transfers and ops allow it
//! (`BasicTimeStep::layer_can_merge_backward`, exactly) and TPU-MLIR's cycle model finds
//! one of them bound by its transfers. rods' stand-in for that cycle test: a timestep
//! with a transfer is bound by it (in the groups swept, local casts, relus, additions
//! and small poolings cost less than any transfer), one without is not. A merge
//! restarts the scan from the first timestep.

use ir::Value;

use super::alloc::{Buffer, Key};
use super::schedule::{Mode, Node, Schedule};

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

/// Merges timesteps as `merge_timesteps` does (see the module docs); `lives` gives the
/// buffers' lives of a table.
pub(super) fn merge(nodes: &[Node], s: &mut Schedule, weights: &[Value], lives: impl Fn(&Schedule) -> Vec<Buffer>) {
    let mut ts = 0;
    while ts + 1 < s.len() {
        let bound = |t: usize| !s.gdma[t].is_empty();
        if (bound(ts) || bound(ts + 1)) && can_merge(nodes, s, &lives(s), weights, ts) {
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
