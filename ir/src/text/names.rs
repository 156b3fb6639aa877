//! SSA value and block numbering for printing (MLIR's `SSANameState`).
//!
//! Regions are numbered with a stack: the regions of an operation are pushed
//! in order and popped last-first. In generic form the counters never reset,
//! so every value in the module gets a unique number; otherwise each region
//! restarts from the counters its parent had (MLIR's default).

use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::context::Context;

const NONE: u32 = u32::MAX;

/// Names of values and blocks for one print.
#[derive(Default)]
pub struct SsaNames {
    op_ids: Vec<u32>,
    arg_ids: Vec<Vec<u32>>,
    /// Per block: (ordering in its region, is the id an `argN` name).
    block_order: Vec<u32>,
    arg_is_entry: Vec<bool>,
}

#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
}

impl SsaNames {
    /// Numbers everything under `top`.
    pub fn new(_ctx: &Context, arena: &IrArena, top: OpId, unique: bool) -> SsaNames {
        let mut names = SsaNames {
            op_ids: vec![NONE; arena.op_capacity()],
            arg_ids: vec![Vec::new(); arena.block_capacity()],
            block_order: vec![NONE; arena.block_capacity()],
            arg_is_entry: vec![false; arena.block_capacity()],
        };
        let mut counters = Counters { value: 0, arg: 0 };
        let mut stack: Vec<(RegionId, Counters)> = Vec::new();
        for &r in arena.regions(top) {
            stack.push((r, counters));
        }
        names.number_op(arena, top, &mut counters);
        while let Some((region, saved)) = stack.pop() {
            if !unique {
                counters = saved;
            }
            for (i, &block) in arena.region_blocks(region).iter().enumerate() {
                names.block_order[block.index()] = i as u32;
                let n = arena.num_args(block);
                let entry = i == 0;
                names.arg_is_entry[block.index()] = entry;
                let ids = (0..n)
                    .map(|_| {
                        if entry {
                            counters.arg += 1;
                            counters.arg - 1
                        } else {
                            counters.value += 1;
                            counters.value - 1
                        }
                    })
                    .collect();
                names.arg_ids[block.index()] = ids;
                for op in arena.block_ops(block) {
                    names.number_op(arena, op, &mut counters);
                }
            }
            for &block in arena.region_blocks(region) {
                for op in arena.block_ops(block) {
                    for &r in arena.regions(op) {
                        stack.push((r, counters));
                    }
                }
            }
        }
        names
    }

    fn number_op(&mut self, arena: &IrArena, op: OpId, counters: &mut Counters) {
        if arena.num_results(op) > 0 {
            self.op_ids[op.index()] = counters.value;
            counters.value += 1;
        }
    }

    /// Appends `%N`, `%argN` or `%N#i`.
    pub fn print_value(&self, out: &mut String, arena: &IrArena, v: Value, with_result_no: bool) {
        let mut buf = itoa::Buffer::new();
        match v {
            Value::Result { op, index } => {
                match self.op_ids.get(op.index()).copied().filter(|&i| i != NONE) {
                    Some(id) => {
                        out.push('%');
                        out.push_str(buf.format(id));
                    }
                    None => out.push_str("<<UNKNOWN SSA VALUE>>"),
                }
                if with_result_no && arena.num_results(op) > 1 {
                    out.push('#');
                    out.push_str(buf.format(index));
                }
            }
            Value::Arg { block, index } => match self.arg_ids.get(block.index()).and_then(|a| a.get(index as usize)) {
                Some(&id) => {
                    out.push_str(if self.arg_is_entry[block.index()] { "%arg" } else { "%" });
                    out.push_str(buf.format(id));
                }
                None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    /// `^bbN`.
    pub fn block_name(&self, block: BlockId) -> String {
        match self.block_order.get(block.index()).copied().filter(|&i| i != NONE) {
            Some(i) => format!("^bb{i}"),
            None => "^INVALIDBLOCK".to_string(),
        }
    }

    /// Position of a block in its region.
    pub fn block_order(&self, block: BlockId) -> u32 {
        self.block_order.get(block.index()).copied().unwrap_or(NONE)
    }
}
