//! Editing the operands a branch forwards to a successor (MLIR's
//! `SuccessorOperands`, a `MutableOperandRange`): the predecessor edges of
//! a block, and erasing or appending forwarded operands while keeping the
//! branch's `operandSegmentSizes` (and a `VariadicOfVariadic` group's inner
//! segments, `cf.switch`'s `case_operand_segments`) in step.

use crate::attrs::AttrKind;
use crate::body::{BlockId, IrArena, OpId, Value};
use crate::interfaces::BranchOpInterfaceRef;
use crate::Context;
use std::ops::Range;

/// The predecessor edges of `block`: `(terminator, successor index)` for
/// every successor slot of a block of its region that names it (MLIR's
/// `pred_begin`/`getSuccessorIndex`, one edge per slot).
pub fn predecessor_edges(arena: &IrArena, block: BlockId) -> Vec<(OpId, usize)> {
    let Some(region) = arena.block_parent(block) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &b in arena.region_blocks(region) {
        let Some(t) = arena.last_op(b) else { continue };
        for (i, &s) in arena.successors(t).iter().enumerate() {
            if s == block {
                out.push((t, i));
            }
        }
    }
    out
}

/// The positions of the operands `term` forwards to successor `index`, if
/// it is a branch (`getSuccessorOperands(index)`).
pub fn forwarded_operands(ctx: &Context, arena: &IrArena, term: OpId, index: usize) -> Option<Range<usize>> {
    let branch = BranchOpInterfaceRef::get(ctx, arena, term)?;
    Some(branch.successor_operands(ctx, arena, index))
}

/// Erases operand `index` of `op`, shrinking the `operandSegmentSizes`
/// segment holding it when the op has one (what `MutableOperandRange::erase`
/// does for attribute-sized operand segments), and for a `VariadicOfVariadic`
/// group (`cf.switch`'s case operands) the inner segment holding it too.
pub fn erase_segmented_operand(ctx: &Context, arena: &mut IrArena, op: OpId, index: usize) {
    arena.erase_operand(op, index);
    let Some(props) = arena.properties(op) else { return };
    let mut entries = ctx.dictionary_entries(props).to_vec();
    let Some(sizes) = segment_sizes(ctx, &entries, "operandSegmentSizes") else {
        return;
    };
    let Some((group, offset)) = segment_holding(&sizes, index) else {
        return;
    };
    resize_segment(ctx, &mut entries, "operandSegmentSizes", group, -1);
    if let Some(inner) = variadic_of_variadic(ctx, arena, op, group) {
        if let Some((j, _)) = segment_sizes(ctx, &entries, inner).and_then(|s| segment_holding(&s, offset)) {
            resize_segment(ctx, &mut entries, inner, j, -1);
        }
    }
    let d = ctx.dictionary_attr(entries);
    arena.set_properties(op, Some(d));
}

/// Appends `values` to the operands `term` forwards to successor `succ`
/// (`getSuccessorOperands(succ).append(values)`), growing the segment
/// (and inner segment) that holds them: the one with which the branch then
/// reports the grown range. `false` if `term` is no branch.
pub fn append_successor_operands(
    ctx: &Context,
    arena: &mut IrArena,
    term: OpId,
    succ: usize,
    values: &[Value],
) -> bool {
    let Some(range) = forwarded_operands(ctx, arena, term, succ) else {
        return false;
    };
    if values.is_empty() {
        return true;
    }
    let mut operands: Vec<Value> = arena.operands(term).collect();
    let at = range.end.min(operands.len());
    operands.splice(at..at, values.iter().copied());
    arena.set_operands(term, &operands);
    let want = range.start..range.end + values.len();
    let Some(props) = arena.properties(term) else {
        return true;
    };
    let entries = ctx.dictionary_entries(props).to_vec();
    let Some(sizes) = segment_sizes(ctx, &entries, "operandSegmentSizes") else {
        return true;
    };
    let grow = values.len() as i64;
    // Every segment that could hold the insertion point (empty segments
    // make this ambiguous), tried in order until the branch agrees.
    for (group, offset) in segments_touching(&sizes, at) {
        let mut outer = entries.clone();
        resize_segment(ctx, &mut outer, "operandSegmentSizes", group, grow);
        let candidates: Vec<Vec<(crate::Attr, crate::Attr)>> = match variadic_of_variadic(ctx, arena, term, group) {
            Some(inner) => match segment_sizes(ctx, &outer, inner) {
                Some(inner_sizes) => segments_touching(&inner_sizes, offset)
                    .into_iter()
                    .map(|(j, _)| {
                        let mut e = outer.clone();
                        resize_segment(ctx, &mut e, inner, j, grow);
                        e
                    })
                    .collect(),
                None => vec![outer],
            },
            None => vec![outer],
        };
        for candidate in candidates {
            let d = ctx.dictionary_attr(candidate);
            arena.set_properties(term, Some(d));
            if forwarded_operands(ctx, arena, term, succ) == Some(want.clone()) {
                return true;
            }
        }
    }
    arena.set_properties(term, Some(props));
    true
}

/// The name of the inner segment attribute of operand group `group` when it
/// is a `VariadicOfVariadic` one.
fn variadic_of_variadic(ctx: &Context, arena: &IrArena, op: OpId, group: usize) -> Option<&'static str> {
    let schema = ctx.op_info(arena.op_name(op)).definition().and_then(|d| d.schema)?;
    match schema.operands.get(group)?.arity {
        crate::ods::Arity::VariadicOfVariadic(name) => Some(name),
        _ => None,
    }
}

/// The `i32` sizes of the dense array segment attribute `name`.
fn segment_sizes(ctx: &Context, entries: &[(crate::Attr, crate::Attr)], name: &str) -> Option<Vec<i32>> {
    let (_, v) = entries.iter().find(|(k, _)| ctx.string_value(*k) == name.as_bytes())?;
    let AttrKind::DenseArray { len, raw, .. } = ctx.attr_kind(*v) else {
        return None;
    };
    if raw.len() != len * 4 {
        return None;
    }
    Some(
        raw.chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
    )
}

/// The segment holding position `index` and `index`'s offset in it.
fn segment_holding(sizes: &[i32], index: usize) -> Option<(usize, usize)> {
    let mut start = 0usize;
    for (segment, &s) in sizes.iter().enumerate() {
        let n = usize::try_from(s).unwrap_or(0);
        if index < start + n {
            return Some((segment, index - start));
        }
        start += n;
    }
    None
}

/// The segments an insertion at position `at` may grow (`start <= at <=
/// end`), with `at`'s offset in each.
fn segments_touching(sizes: &[i32], at: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0usize;
    for (segment, &s) in sizes.iter().enumerate() {
        let n = usize::try_from(s).unwrap_or(0);
        if start <= at && at <= start + n {
            out.push((segment, at - start));
        }
        start += n;
    }
    out
}

/// Adds `delta` to segment `segment` of the dense array attribute `name`.
fn resize_segment(ctx: &Context, entries: &mut [(crate::Attr, crate::Attr)], name: &str, segment: usize, delta: i64) {
    let Some(pos) = entries
        .iter()
        .position(|(k, _)| ctx.string_value(*k) == name.as_bytes())
    else {
        return;
    };
    let AttrKind::DenseArray { element, len, .. } = ctx.attr_kind(entries[pos].1).clone() else {
        return;
    };
    let Some(mut sizes) = segment_sizes(ctx, entries, name) else {
        return;
    };
    let Some(s) = sizes.get_mut(segment) else { return };
    *s = i32::try_from(i64::from(*s) + delta).unwrap_or(*s).max(0);
    let raw: Box<[u8]> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
    entries[pos].1 = ctx.get_attr(AttrKind::DenseArray { element, len, raw });
}
