//! The timestep table of a group (`TimeStepMethod`, `SwPipeline`): which op runs and
//! which value moves between global and local memory in each timestep.

use ir::{OpId, Value};

/// A GDMA transfer of a timestep.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// Global to local.
    Load,
    /// Local to global.
    Store,
}

/// What the stand-ins for TPU-MLIR's cycle model need to know of an op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A convolution (compute-heavy).
    Conv,
    /// A pooling; `true` when TPU-MLIR's cycle model was seen to move the group's
    /// input load into its timestep (see `chains::pool_takes_load`).
    Pool(bool),
    /// A table look-up (`tpu.Lut`): TPU-MLIR's cycle model never moved a store into its
    /// timestep (every look-up group swept).
    Lut,
    /// A concatenation: no cycles in TPU-MLIR's cycle model, so a timestep running
    /// only concatenations compares as bound by its transfers (`0 / 0`).
    Concat,
    /// Anything else (casts, relus, additions: cheap element-wise work).
    Other,
}

/// One op of the chain: its operands (no `none`) and results.
#[derive(Clone, Debug)]
pub(super) struct Node {
    /// The op.
    pub op: OpId,
    /// Its operands, without `none`.
    pub operands: Vec<Value>,
    /// Its results.
    pub outputs: Vec<Value>,
    /// Its kind.
    pub kind: Kind,
}

impl Node {
    /// Whether the op reads or makes `v`.
    pub fn touches(&self, v: Value) -> bool {
        self.operands.contains(&v) || self.outputs.contains(&v)
    }
}

/// TPU-MLIR's timestep table of a group.
#[derive(Clone, Debug, Default)]
pub(super) struct Schedule {
    /// The ops (indices into the chain) of each timestep.
    pub tiu: Vec<Vec<usize>>,
    /// The transfers of each timestep.
    pub gdma: Vec<Vec<(Value, Mode)>>,
}

impl Schedule {
    /// The number of timesteps.
    pub fn len(&self) -> usize {
        self.tiu.len()
    }

    /// Appends a timestep.
    pub fn push(&mut self, tiu: Vec<usize>, gdma: Vec<(Value, Mode)>) {
        self.tiu.push(tiu);
        self.gdma.push(gdma);
    }
}

/// `layer_nearest_timestep_assignment`: the input loads, then each op with the loads of
/// the next op's operands, then the store of the last op's results.
pub(super) fn nearest(nodes: &[Node]) -> Schedule {
    let mut s = Schedule::default();
    let mut in_lmem: Vec<Value> = Vec::new();
    let count = nodes.len();
    for (i, node) in nodes.iter().enumerate() {
        if i == 0 {
            let mut loads = Vec::new();
            for &v in &node.operands {
                if !in_lmem.contains(&v) {
                    loads.push((v, Mode::Load));
                    in_lmem.push(v);
                }
            }
            if !loads.is_empty() {
                s.push(Vec::new(), loads);
            }
        }
        in_lmem.extend(node.outputs.iter().copied());
        let mut gdma = Vec::new();
        if let Some(next) = nodes.get(i + 1) {
            for &v in &next.operands {
                if !in_lmem.contains(&v) {
                    gdma.push((v, Mode::Load));
                    in_lmem.push(v);
                }
            }
        }
        s.push(vec![i], gdma);
        if i + 1 == count {
            s.push(Vec::new(), node.outputs.iter().map(|&v| (v, Mode::Store)).collect());
        }
    }
    s
}

/// `software_pipeline_schedule`: the stage of each transfer (first timestep 0, last 2,
/// others 1), the last timestep's transfers into the second, the first's into the last.
pub(super) fn pipeline(nodes: &[Node], s: &mut Schedule) -> Vec<(Value, i64)> {
    let n = s.len();
    let mut stages: Vec<(Value, i64)> = Vec::new();
    for (i, row) in s.gdma.iter().enumerate() {
        for &(v, _) in row {
            let stage = if i == 0 {
                0
            } else if i == n - 1 {
                2
            } else {
                1
            };
            if !stages.iter().any(|(x, _)| *x == v) {
                stages.push((v, stage));
            }
        }
    }
    let touches = |ops: &[usize], v: Value, results_too: bool| {
        ops.iter()
            .any(|&o| nodes[o].operands.contains(&v) || (results_too && nodes[o].outputs.contains(&v)))
    };
    let first = s.gdma[0].clone();
    let last = s.gdma[n - 1].clone();
    s.tiu.pop();
    s.gdma.pop();
    let mut rest_last = Vec::new();
    for t in last {
        if touches(&s.tiu[1], t.0, true) {
            rest_last.push(t);
        } else {
            s.gdma[1].push(t);
        }
    }
    if rest_last.is_empty() {
        s.tiu.remove(0);
        s.gdma.remove(0);
    } else {
        s.gdma[0] = rest_last;
    }
    let l = s.len() - 1;
    let mut rest_first = Vec::new();
    for t in first {
        if touches(&s.tiu[l], t.0, false) {
            rest_first.push(t);
        } else {
            s.gdma[l].push(t);
        }
    }
    if !rest_first.is_empty() {
        s.push(Vec::new(), rest_first);
    }
    stages
}

/// rods' stand-in for the input moves of `memory_aware_timestep_assignment` (see the
/// module docs of `layer_group`): a load in the last timestep moves into the timestep
/// before it when that one runs a pooling that takes loads (`Kind::Pool(true)`) and
/// does not read the value.
pub(super) fn move_loads(nodes: &[Node], s: &mut Schedule) {
    let n = s.len();
    if n < 2 {
        return;
    }
    let pooling = s.tiu[n - 2].iter().any(|&o| nodes[o].kind == Kind::Pool(true));
    if !pooling {
        return;
    }
    let loads: Vec<Value> = s.gdma[n - 1]
        .iter()
        .filter(|t| t.1 == Mode::Load)
        .map(|t| t.0)
        .collect();
    for v in loads {
        if s.tiu[n - 2].iter().all(|&o| !nodes[o].touches(v)) {
            s.gdma[n - 1].retain(|t| t.0 != v);
            s.gdma[n - 2].push((v, Mode::Load));
        }
    }
}

/// rods' stand-in for the output moves of `TimeStepCombine`'s
/// `reassign_timestep_tensors` (see the module docs of `layer_group`): a store moves
/// one timestep later, before the timestep making the value and into one without
/// transfers whose ops do not touch it, when its own timestep has other transfers or
/// the next one runs a convolution, and not into a timestep running a look-up. With transfers costing more than casts, relus,
/// additions and poolings and less than convolutions, that is when the move gains
/// cycles in TPU-MLIR's model; a timestep that received a store gives none away.
/// Returns the stores moved.
pub(super) fn move_stores(nodes: &[Node], s: &mut Schedule) -> Vec<Value> {
    let mut moved = Vec::new();
    let n = s.len();
    let runs = |s: &Schedule, ts: usize, pick: fn(Kind) -> bool| s.tiu[ts].iter().any(|&o| pick(nodes[o].kind));
    let mut ts = 0;
    while ts + 1 < n {
        let stores: Vec<Value> = s.gdma[ts].iter().filter(|t| t.1 == Mode::Store).map(|t| t.0).collect();
        for v in stores {
            // `get_tensor_range_end`: the timestep before the one making it.
            let made = (ts..n).find(|&t| s.tiu[t].iter().any(|&o| nodes[o].outputs.contains(&v)));
            let range_end = made.map_or(n - 1, |t| t.saturating_sub(1).min(n - 1));
            let next = ts + 1;
            let touched = s.tiu[next].iter().any(|&o| nodes[o].touches(v));
            let gains = s.gdma[ts].len() > 1 || runs(s, next, |k| k == Kind::Conv);
            let free = s.gdma[next].is_empty() && !runs(s, next, |k| k == Kind::Lut);
            if next <= range_end && made.is_some_and(|m| m > next) && !touched && gains && free {
                s.gdma[ts].retain(|t| t.0 != v);
                s.gdma[next].push((v, Mode::Store));
                moved.push(v);
                // The timestep that received it gives nothing away.
                ts += 1;
                break;
            }
        }
        ts += 1;
    }
    moved
}
