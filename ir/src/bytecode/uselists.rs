//! Use-list order records (bytecode version 3 and newer), shared by the
//! reader and the writer.

use super::idmap::IdMap;
use crate::body::{IrArena, OpId, Use, Value};

/// The ID MLIR gives a use: `(owner pre-order number << 32) | operand number`.
#[inline]
pub(crate) fn use_id(op_ids: &IdMap<OpId, u64>, u: Use) -> u64 {
    (op_ids.get(u.op) << 32) | u64::from(u.operand)
}

/// Numbers the ops under `root` (root first) in pre-order.
pub(crate) fn preorder_ids(arena: &IrArena, root: OpId, first: u64) -> IdMap<OpId, u64> {
    let mut ids = IdMap::with_capacity(arena.op_capacity());
    let mut next = first;
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        ids.insert(op, next);
        next += 1;
        // Children in reverse so the first is visited first.
        let mut children = Vec::new();
        for &r in arena.regions(op) {
            for &b in arena.region_blocks(r) {
                children.extend(arena.block_ops(b));
            }
        }
        stack.extend(children.into_iter().rev());
    }
    ids
}

/// For a value whose use list is not in decreasing-ID order, the permutation
/// the writer records: for each position in decreasing-ID order, the use's
/// index in the current list. `None` when the value needs no record.
pub(crate) fn order_of(arena: &IrArena, op_ids: &IdMap<OpId, u64>, value: Value) -> Option<Vec<u32>> {
    if is_ordered(arena, op_ids, value) {
        return None;
    }
    let mut pairs: Vec<(u32, u64)> = arena
        .uses(value)
        .enumerate()
        .map(|(i, u)| (i as u32, use_id(op_ids, u)))
        .collect();
    pairs.sort_by_key(|p| std::cmp::Reverse(p.1));
    Some(pairs.into_iter().map(|p| p.0).collect())
}

/// Whether the uses of `value` are in strictly decreasing-ID order (the
/// order the reader restores without a record); true for fewer than two.
fn is_ordered(arena: &IrArena, op_ids: &IdMap<OpId, u64>, value: Value) -> bool {
    let mut prev = u64::MAX;
    for (i, u) in arena.uses(value).enumerate() {
        let id = use_id(op_ids, u);
        if i > 0 && prev <= id {
            return false;
        }
        prev = id;
    }
    true
}

/// Iteration order of an `llvm::DenseMap<unsigned, T>` holding `keys`
/// inserted in the given order (MLIR writes use-list records in it).
pub(crate) fn dense_map_order(keys: &[u32]) -> Vec<u32> {
    const EMPTY: u32 = u32::MAX;
    let mut buckets: Vec<u32> = Vec::new();
    let mut entries = 0usize;
    let insert = |buckets: &mut Vec<u32>, k: u32| {
        let mask = buckets.len() - 1;
        let mut b = (k.wrapping_mul(37) as usize) & mask;
        let mut probe = 1;
        while buckets[b] != EMPTY {
            if buckets[b] == k {
                return;
            }
            b = (b + probe) & mask;
            probe += 1;
        }
        buckets[b] = k;
    };
    for &k in keys {
        if buckets.is_empty() {
            buckets = vec![EMPTY; 64];
        }
        if buckets.contains(&k) {
            continue;
        }
        if (entries + 1) * 4 >= buckets.len() * 3 {
            let old: Vec<u32> = buckets.iter().copied().filter(|&x| x != EMPTY).collect();
            buckets = vec![EMPTY; buckets.len() * 2];
            for x in old {
                insert(&mut buckets, x);
            }
        }
        insert(&mut buckets, k);
        entries += 1;
    }
    buckets.into_iter().filter(|&x| x != EMPTY).collect()
}

/// Puts the uses of `value` in the order `order` (first = newest).
pub(crate) fn set_use_order(arena: &mut IrArena, value: Value, order: &[Use]) {
    for &u in order.iter().rev() {
        arena.set_operand(u, value);
    }
}

/// Restores the use list of `value` from a record (`pair` encoding or full
/// permutation). Without a record, brings it to decreasing-ID order. Returns
/// false if the record is not a valid permutation of the uses.
pub(crate) fn apply(
    arena: &mut IrArena,
    op_ids: &IdMap<OpId, u64>,
    value: Value,
    record: Option<&(bool, Vec<u64>)>,
) -> bool {
    if record.is_none() && is_ordered(arena, op_ids, value) {
        return true;
    }
    let uses: Vec<Use> = arena.uses(value).collect();
    if uses.len() < 2 {
        return true;
    }
    let mut sorted = uses.clone();
    sorted.sort_by_key(|&u| std::cmp::Reverse(use_id(op_ids, u)));
    let Some((pairs, indices)) = record else {
        if sorted != uses {
            set_use_order(arena, value, &sorted);
        }
        return true;
    };
    let n = uses.len();
    // perm[p] = original list index of the use at sorted position p.
    let mut perm: Vec<usize> = (0..n).collect();
    if *pairs {
        if indices.len() % 2 != 0 {
            return false;
        }
        for pair in indices.chunks(2) {
            let (src, dst) = (pair[0], pair[1]);
            if src >= n as u64 || dst >= n as u64 {
                return false;
            }
            perm[dst as usize] = src as usize;
        }
    } else {
        if indices.len() != n {
            return false;
        }
        for (p, &i) in indices.iter().enumerate() {
            if i >= n as u64 {
                return false;
            }
            perm[p] = i as usize;
        }
    }
    let mut seen = vec![false; n];
    for &i in &perm {
        if std::mem::replace(&mut seen[i], true) {
            return false;
        }
    }
    let mut order = vec![sorted[0]; n];
    for (p, &i) in perm.iter().enumerate() {
        order[i] = sorted[p];
    }
    if order != uses {
        set_use_order(arena, value, &order);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::dense_map_order;

    #[test]
    fn dense_map_iterates_by_hash_bucket() {
        // 37 * k mod 64: 0 -> 0, 1 -> 37, 2 -> 10, 3 -> 47.
        assert_eq!(dense_map_order(&[0, 1, 2, 3]), vec![0, 2, 1, 3]);
    }
}
