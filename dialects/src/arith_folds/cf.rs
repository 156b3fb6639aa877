//! `BranchOpInterface` of the `cf` branches: which operands feed which
//! successor's arguments.

use super::consts as c;
use ir::attrs::AttrKind;
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

fn br(_ctx: &Context, a: &IrArena, op: OpId, _succ: usize) -> Range<usize> {
    0..a.num_operands(op)
}

fn cond_br(ctx: &Context, a: &IrArena, op: OpId, succ: usize) -> Range<usize> {
    let seg = i32_array(ctx, a, op, "operandSegmentSizes").unwrap_or_default();
    let (t, f) = (seg.get(1).copied().unwrap_or(0), seg.get(2).copied().unwrap_or(0));
    if succ == 0 {
        1..1 + t
    } else {
        1 + t..1 + t + f
    }
}

fn switch(ctx: &Context, a: &IrArena, op: OpId, succ: usize) -> Range<usize> {
    let seg = i32_array(ctx, a, op, "operandSegmentSizes").unwrap_or_default();
    let default = seg.get(1).copied().unwrap_or(0);
    if succ == 0 {
        return 1..1 + default;
    }
    let cases = i32_array(ctx, a, op, "case_operand_segments").unwrap_or_default();
    let mut start = 1 + default;
    for (i, &n) in cases.iter().enumerate() {
        if i + 1 == succ {
            return start..start + n;
        }
        start += n;
    }
    start..start
}

/// Registers the hooks.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_successor_operands("cf.br", br);
    reg.set_successor_operands("cf.cond_br", cond_br);
    reg.set_successor_operands("cf.switch", switch);
}
