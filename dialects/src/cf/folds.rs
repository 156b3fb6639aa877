//! `BranchOpInterface` of the `cf` branches: which operands feed which
//! successor's arguments.

use crate::common::consts as c;
use ir::attrs::AttrKind;
use ir::interfaces::BranchOpInterface;
use ir::{Context, IrArena, OpId};
use std::ops::Range;

/// The i32 values of a dense array inherent attribute.
fn i32_array(ctx: &Context, a: &IrArena, op: OpId, name: &str) -> Option<Vec<usize>> {
    match ctx.attr_kind(c::prop(ctx, a, op, name)?) {
        AttrKind::DenseArray { raw, .. } => Some(
            raw.chunks_exact(4)
                .map(|ch| i32::from_le_bytes([ch[0], ch[1], ch[2], ch[3]]).max(0) as usize)
                .collect(),
        ),
        _ => None,
    }
}

impl BranchOpInterface for super::BranchOp {
    /// All operands go to the single successor.
    fn successor_operands(self, _ctx: &Context, a: &IrArena, _index: usize) -> Range<usize> {
        0..a.num_operands(self.0)
    }
}

impl BranchOpInterface for super::CondBranchOp {
    /// After the condition: the true destination's operands, then the false one's.
    fn successor_operands(self, ctx: &Context, a: &IrArena, index: usize) -> Range<usize> {
        let seg = i32_array(ctx, a, self.0, "operandSegmentSizes").unwrap_or_default();
        let (t, f) = (seg.get(1).copied().unwrap_or(0), seg.get(2).copied().unwrap_or(0));
        if index == 0 {
            1..1 + t
        } else {
            1 + t..1 + t + f
        }
    }
}

impl BranchOpInterface for super::SwitchOp {
    /// After the flag: the default destination's operands, then each case's
    /// (`case_operand_segments`).
    fn successor_operands(self, ctx: &Context, a: &IrArena, index: usize) -> Range<usize> {
        let seg = i32_array(ctx, a, self.0, "operandSegmentSizes").unwrap_or_default();
        let default = seg.get(1).copied().unwrap_or(0);
        if index == 0 {
            return 1..1 + default;
        }
        let cases = i32_array(ctx, a, self.0, "case_operand_segments").unwrap_or_default();
        let mut start = 1 + default;
        for (i, &n) in cases.iter().enumerate() {
            if i + 1 == index {
                return start..start + n;
            }
            start += n;
        }
        start..start
    }
}

// ----- cf.br canonicalization (`BranchOp::canonicalize`) -----

use ir::rewrite::PatternRewriter;
use ir::{BlockId, OpSpec, Value};

/// Predecessor edges of `block`: one per successor slot naming it.
fn predecessors(a: &IrArena, block: BlockId) -> Vec<OpId> {
    let Some(region) = a.block_parent(block) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &b in a.region_blocks(region) {
        if let Some(t) = a.last_op(b) {
            for &s in a.successors(t) {
                if s == block {
                    out.push(t);
                }
            }
        }
    }
    out
}

fn is_br(ctx: &Context, a: &IrArena, op: OpId) -> bool {
    ctx.op_info(a.op_name(op)).name() == "cf.br" && a.successors(op).len() == 1
}

/// `collapseBranch`: when `dest` only holds a `cf.br` that uses its
/// arguments only as branch operands, the branch's target and operands
/// (with `dest`'s arguments replaced by `operands`).
fn collapse(ctx: &Context, a: &IrArena, dest: BlockId, operands: &[Value]) -> Option<(BlockId, Vec<Value>)> {
    let br = a.first_op(dest)?;
    if a.next_op(br).is_some() || !is_br(ctx, a, br) {
        return None;
    }
    for i in 0..a.num_args(dest) {
        if a.uses(a.arg(dest, i)).any(|u| u.op != br) {
            return None;
        }
    }
    let next = a.successors(br)[0];
    if next == dest {
        return None;
    }
    let mapped = a
        .operands(br)
        .map(|v| match v {
            Value::Arg { block, index } if block == dest => operands.get(index as usize).copied().unwrap_or(v),
            _ => v,
        })
        .collect();
    Some((next, mapped))
}

fn br_canonicalize(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !is_br(rw.ctx, rw.arena, op) {
        return false;
    }
    let succ = rw.arena.successors(op)[0];
    let Some(parent) = rw.arena.op_parent(op) else {
        return false;
    };
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    // simplifyBrToBlockWithSinglePred
    if succ != parent && predecessors(rw.arena, succ).len() == 1 && operands.len() == rw.arena.num_args(succ) {
        rw.erase_op(op);
        rw.merge_blocks(succ, parent, &operands);
        return true;
    }
    // simplifyPassThroughBr
    if succ == parent {
        return false;
    }
    let Some((dest, new_operands)) = collapse(rw.ctx, rw.arena, succ, &operands) else {
        return false;
    };
    let spec = OpSpec {
        name: rw.arena.op_name(op),
        loc: rw.arena.op_loc(op),
        operands: new_operands,
        result_types: Vec::new(),
        successors: vec![dest],
        regions: Vec::new(),
        properties: None,
        attrs: None,
    };
    rw.replace_op_with_new(op, spec);
    true
}

/// Registers the `cf` canonicalizations.
pub fn register_patterns(ctx: &Context) {
    ctx.registry().add_canonicalization("cf.br", |_, s| {
        s.add_fn("BranchOpCanonicalize", "cf.br", 1, br_canonicalize);
    });
}
