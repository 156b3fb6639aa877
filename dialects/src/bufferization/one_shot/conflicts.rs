//! The conflict checks of One-Shot Analysis (upstream
//! `OneShotAnalysis.cpp`): would bufferizing an operand in place make a read
//! see a later write to an alias (`wouldCreateReadAfterWriteInterference`,
//! with op order, repetitive regions and mutually exclusive regions (asked of
//! `RegionBranchOpInterface` through `ir::region_branch`), elementwise ops and
//! matching slice pairs taken into account), or write to a buffer that
//! must not be written (`wouldCreateWriteToNonWritableBuffer`)?

use super::analysis::{Chase, State};
use ir::region_branch::{
    enclosing_repetitive_region, enclosing_repetitive_region_of, inside_mutually_exclusive_regions,
};
use ir::{OpId, RegionId, Use, Value};

/// `getEnclosingRepetitiveRegion(value)`: the innermost region around a value's
/// definition that its `RegionBranchOpInterface` op repeats (for a block argument,
/// starting with the block's own region).
fn repetitive_region_of_value(st: &State<'_>, v: Value) -> Option<RegionId> {
    match v {
        Value::Result { op, .. } => enclosing_repetitive_region(st.ctx, st.arena, op),
        Value::Arg { block, .. } => enclosing_repetitive_region_of(st.ctx, st.arena, st.arena.block_parent(block)?),
    }
}

/// `getNextEnclosingRepetitiveRegion`: the innermost repetitive region around
/// the op owning `region`.
fn next_repetitive_region(st: &State<'_>, region: RegionId) -> Option<RegionId> {
    let owner = st.arena.region_parent(region)?;
    enclosing_repetitive_region(st.ctx, st.arena, owner)
}

/// `properlyDominates` for ops in single-block regions: `a` precedes the
/// ancestor of `b` in `a`'s block.
fn properly_dominates(st: &State<'_>, a: OpId, b: OpId) -> bool {
    let arena = st.arena;
    let Some(block) = arena.op_parent(a) else { return false };
    let position = |op| match st.order {
        Some(order) => order.position(arena, op),
        None => arena.op_position(op),
    };
    match arena.ancestor_in_block(block, b) {
        Some(anc) if anc == a => a != b,
        Some(anc) => position(a) < position(anc),
        None => false,
    }
}

/// `happensBefore`: `a` (or an ancestor of it) properly dominates `b`
/// without containing it.
fn happens_before(st: &State<'_>, a: OpId, b: OpId) -> bool {
    let arena = st.arena;
    let mut cur = Some(a);
    while let Some(x) = cur {
        if arena.is_proper_ancestor(x, b) {
            return false;
        }
        if properly_dominates(st, x, b) {
            return true;
        }
        cur = arena.parent_op(x);
    }
    false
}

/// `canUseOpDominanceDueToRegions`: op order says nothing when the write
/// is in a loop (around the read) that does not hold the definition.
fn can_use_op_dominance(st: &State<'_>, read: Use, write: Use, definitions: &[Value]) -> bool {
    for &def in definitions {
        let mut r_read = enclosing_repetitive_region(st.ctx, st.arena, read.op);
        let r_def = repetitive_region_of_value(st, def);
        if r_read == r_def {
            continue;
        }
        while let Some(r) = r_read {
            let next = next_repetitive_region(st, r);
            if next == r_def || next.is_none() {
                break;
            }
            r_read = next;
        }
        if let Some(r) = r_read.and_then(|r| st.arena.region_parent(r)) {
            if r == write.op || st.arena.is_proper_ancestor(r, write.op) {
                return false;
            }
        }
    }
    true
}

/// `hasEquivalentValueInReverseUseDefChain`.
fn equivalent_in_chain(st: &State<'_>, start: Use, other: Value) -> bool {
    let chase = Chase {
        include_leaves: false,
        equivalent_only: true,
    };
    !st.find_in_reverse_chain(start, chase, |v| st.equivalent(v, other))
        .is_empty()
}

/// Whether `candidate` is a `tensor.extract_slice` of a tensor equivalent
/// to the destination of the `tensor.insert_slice` `insert`, at the same
/// offsets, sizes and strides (`isEquivalentSubset`).
fn is_equivalent_subset(st: &State<'_>, candidate: Value, insert: OpId) -> bool {
    let Value::Result { op: extract, .. } = candidate else {
        return false;
    };
    if st.ctx.op_info(st.arena.op_name(extract)).name() != "tensor.extract_slice" {
        return false;
    }
    if !st.equivalent(st.arena.operand(extract, 0), st.arena.operand(insert, 1)) {
        return false;
    }
    let (a, b) = (
        crate::tensor::Oss::of(st.ctx, st.arena, extract, 1),
        crate::tensor::Oss::of(st.ctx, st.arena, insert, 2),
    );
    let dynamic = |op: OpId, first: usize| -> Vec<Value> { st.arena.operands(op).skip(first).collect() };
    a.statics == b.statics && dynamic(extract, 1) == dynamic(insert, 2)
}

/// `matchesInsertDestination`: every value the reverse use-def chain of
/// `value` ends at is a matching slice of the insertion's destination.
fn matches_insert_destination(st: &State<'_>, value: Value, insert: OpId) -> bool {
    let chase = Chase {
        include_leaves: true,
        equivalent_only: false,
    };
    st.find_from_value(value, chase, |v| is_equivalent_subset(st, v, insert))
        .into_iter()
        .all(|v| is_equivalent_subset(st, v, insert))
}

/// `areNonConflictingSubsets`: the read and the write touch matching
/// `extract_slice`/`insert_slice` subsets of one tensor.
fn non_conflicting_subsets(st: &State<'_>, read: Use, write: Use) -> bool {
    let is_insert = |op: OpId| st.ctx.op_info(st.arena.op_name(op)).name() == "tensor.insert_slice";
    if is_insert(read.op) {
        let (source, dest) = (
            Use {
                op: read.op,
                operand: 0,
            },
            Use {
                op: read.op,
                operand: 1,
            },
        );
        if read == dest && matches_insert_destination(st, st.value_of(write), read.op) {
            return true;
        }
        if read == source && write == dest && matches_insert_destination(st, st.value_of(read), read.op) {
            return true;
        }
    }
    if is_insert(write.op) {
        let source = st.arena.operand(write.op, 0);
        if write.operand == 1
            && st.equivalent(st.value_of(read), source)
            && matches_insert_destination(st, source, write.op)
        {
            return true;
        }
    }
    false
}

/// `hasReadAfterWriteInterference`.
fn read_after_write_interference(st: &State<'_>, reads: &[Use], writes: &[Use]) -> bool {
    for &read in reads {
        let definitions = st.definitions(read);
        for &write in writes {
            let dominance = can_use_op_dominance(st, read, write, &definitions);
            if dominance && happens_before(st, read.op, write.op) {
                continue;
            }
            if dominance && write == read {
                continue;
            }
            if dominance && inside_mutually_exclusive_regions(st.ctx, st.arena, read.op, write.op) {
                continue;
            }
            if read.op == write.op {
                if let Some(m) = st.model(read.op) {
                    if m.elementwise_access(st, &[read, write])
                        && (equivalent_in_chain(st, read, st.value_of(write))
                            || equivalent_in_chain(st, write, st.value_of(read)))
                    {
                        continue;
                    }
                }
            }
            if non_conflicting_subsets(st, read, write) {
                continue;
            }
            for &def in &definitions {
                match def {
                    Value::Result { op: def_op, .. } => {
                        if happens_before(st, write.op, def_op) {
                            continue;
                        }
                        if st.arena.is_proper_ancestor(def_op, write.op) {
                            continue;
                        }
                    }
                    Value::Arg { block, .. } => {
                        if st.arena.ancestor_in_block(block, write.op).is_none() {
                            continue;
                        }
                    }
                }
                let aliases = st.aliasing_values(write);
                if aliases.len() == 1 && aliases[0].to == def {
                    continue;
                }
                return true;
            }
        }
    }
    false
}

/// The uses of the aliases of `root` that read.
fn aliasing_reads(st: &State<'_>, root: Value, out: &mut Vec<Use>) {
    for alias in st.aliases_of(root) {
        for u in st.uses(alias) {
            if st.reads(u) && !out.contains(&u) {
                out.push(u);
            }
        }
    }
}

/// The uses of the aliases of `root` that write in place.
fn aliasing_in_place_writes(st: &State<'_>, root: Value, out: &mut Vec<Use>) {
    for alias in st.aliases_of(root) {
        for u in st.uses(alias) {
            if st.writes(u) && st.is_in_place(u) && !out.contains(&u) {
                out.push(u);
            }
        }
    }
}

/// `wouldCreateReadAfterWriteInterference`.
pub(super) fn would_create_raw(st: &State<'_>, u: Use) -> bool {
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    let v = st.value_of(u);
    aliasing_reads(st, v, &mut reads);
    aliasing_in_place_writes(st, v, &mut writes);
    for a in st.aliasing_values(u) {
        aliasing_reads(st, a.to, &mut reads);
        aliasing_in_place_writes(st, a.to, &mut writes);
    }
    if st.writes(u) && !writes.contains(&u) {
        writes.push(u);
    }
    read_after_write_interference(st, &reads, &writes)
}

/// `wouldCreateWriteToNonWritableBuffer`.
pub(super) fn would_write_read_only(st: &State<'_>, u: Use) -> bool {
    let v = st.value_of(u);
    let aliases = st.aliasing_values(u);
    let mut found_write = st.writes(u);
    if !found_write {
        let mut writes = Vec::new();
        aliasing_in_place_writes(st, v, &mut writes);
        for a in &aliases {
            aliasing_in_place_writes(st, a.to, &mut writes);
        }
        found_write = !writes.is_empty();
    }
    if !found_write {
        return false;
    }
    let mut roots = vec![v];
    roots.extend(aliases.iter().map(|a| a.to));
    roots
        .into_iter()
        .any(|r| st.aliases_of(r).into_iter().any(|x| !st.is_writable(x)))
}
