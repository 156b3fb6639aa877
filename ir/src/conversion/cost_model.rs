//! The legalization cost model (`OperationLegalizer::buildLegalizationGraph`
//! and `computeLegalizationGraphBenefit`): which patterns a conversion may
//! use for each op, and in what order.
//!
//! Patterns rooted on an op the target always accepts are dropped. When
//! every pattern has a root, a pattern is kept only when each op it
//! declares it creates ([`ConversionPattern::generated_ops`]) is legal or
//! dynamically legal for the target, or has a kept pattern itself (a
//! worklist, last added first, as upstream's); ops the target does not
//! know count as never legal here. Each op's kept patterns are then
//! ordered by their legalization depth (one more than the deepest op they
//! create; an op with no patterns has depth 0), shallowest first, then by
//! benefit, highest first; the order is otherwise the worklist's. Patterns
//! with no root are kept and ordered the same way among themselves.

use super::pattern::ConversionPattern;
use super::target::{ConversionTarget, LegalizationAction};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

/// The patterns a conversion uses, in the order they are tried.
pub struct OrderedPatterns {
    /// Each root op's patterns, first tried first.
    pub by_root: FxHashMap<String, Vec<Arc<dyn ConversionPattern>>>,
    /// The patterns that match any op, first tried first.
    pub any_op: Vec<Arc<dyn ConversionPattern>>,
}

/// Builds the legalization graph of `patterns` for `target` and orders
/// each op's patterns by depth, then benefit.
pub fn order_patterns(patterns: &[Arc<dyn ConversionPattern>], target: &ConversionTarget) -> OrderedPatterns {
    let mut any_op: Vec<usize> = Vec::new();
    let mut rooted: Vec<usize> = Vec::new();
    for (i, p) in patterns.iter().enumerate() {
        match p.root() {
            None => any_op.push(i),
            Some(root) if !matches!(target.action_for_name(root), Some(LegalizationAction::Legal)) => rooted.push(i),
            Some(_) => {}
        }
    }
    let root_of = |i: usize| patterns[i].root().unwrap_or_default().to_string();
    let mut legal: FxHashMap<String, Vec<usize>> = FxHashMap::default();
    if any_op.is_empty() {
        build_graph(patterns, target, &rooted, &mut legal);
    } else {
        for &i in &rooted {
            legal.entry(root_of(i)).or_default().push(i);
        }
    }
    let mut depths: FxHashMap<String, u32> = FxHashMap::default();
    let mut roots: Vec<String> = legal.keys().cloned().collect();
    roots.sort();
    for root in roots {
        op_depth(patterns, &root, &mut depths, &mut legal);
    }
    order_by_cost(patterns, &mut any_op, &mut depths, &mut legal);
    let to_arcs = |list: &[usize]| list.iter().map(|&i| patterns[i].clone()).collect();
    OrderedPatterns {
        by_root: legal.iter().map(|(root, list)| (root.clone(), to_arcs(list))).collect(),
        any_op: to_arcs(&any_op),
    }
}

/// The worklist of `buildLegalizationGraph`: keeps (in `legal`, in the
/// order found) the patterns whose created ops can all become legal.
fn build_graph(
    patterns: &[Arc<dyn ConversionPattern>],
    target: &ConversionTarget,
    rooted: &[usize],
    legal: &mut FxHashMap<String, Vec<usize>>,
) {
    let root_of = |i: usize| patterns[i].root().unwrap_or_default();
    let mut parents: FxHashMap<&str, Vec<&str>> = FxHashMap::default();
    let mut invalid: FxHashMap<&str, Vec<usize>> = FxHashMap::default();
    for &i in rooted {
        invalid.entry(root_of(i)).or_default().push(i);
        for &op in patterns[i].generated_ops() {
            let list = parents.entry(op).or_default();
            if !list.contains(&root_of(i)) {
                list.push(root_of(i));
            }
        }
    }
    let mut worklist: Vec<usize> = rooted.to_vec();
    let mut queued: FxHashSet<usize> = rooted.iter().copied().collect();
    while let Some(i) = worklist.pop() {
        queued.remove(&i);
        let never_legal = patterns[i].generated_ops().iter().any(|&op| {
            !legal.contains_key(op) && matches!(target.action_for_name(op), None | Some(LegalizationAction::Illegal))
        });
        if never_legal {
            continue;
        }
        let root = root_of(i);
        legal.entry(root.to_string()).or_default().push(i);
        if let Some(list) = invalid.get_mut(root) {
            list.retain(|&j| j != i);
        }
        for parent in parents.get(root).cloned().unwrap_or_default() {
            for &j in invalid.get(parent).map_or(&[][..], |v| v.as_slice()) {
                if queued.insert(j) {
                    worklist.push(j);
                }
            }
        }
    }
}

/// The legalization depth of the op `root` (`computeOpLegalizationDepth`):
/// 0 without patterns; otherwise its shallowest pattern's, its patterns
/// sorted on the way.
fn op_depth(
    patterns: &[Arc<dyn ConversionPattern>],
    root: &str,
    depths: &mut FxHashMap<String, u32>,
    legal: &mut FxHashMap<String, Vec<usize>>,
) -> u32 {
    if let Some(&d) = depths.get(root) {
        return d;
    }
    let Some(mut list) = legal.get(root).cloned().filter(|l| !l.is_empty()) else {
        return 0;
    };
    // A cycle back to this op counts as unreachable while it is computed.
    depths.insert(root.to_string(), u32::MAX);
    let depth = order_by_cost(patterns, &mut list, depths, legal);
    legal.insert(root.to_string(), list);
    depths.insert(root.to_string(), depth);
    depth
}

/// Sorts `list` by depth, then benefit (`applyCostModelToPatterns`);
/// returns the smallest depth.
fn order_by_cost(
    patterns: &[Arc<dyn ConversionPattern>],
    list: &mut Vec<usize>,
    depths: &mut FxHashMap<String, u32>,
    legal: &mut FxHashMap<String, Vec<usize>>,
) -> u32 {
    let mut ranked: Vec<(usize, u32)> = Vec::with_capacity(list.len());
    for &i in list.iter() {
        let mut depth = 1u32;
        for &op in patterns[i].generated_ops() {
            // An op on a cycle being computed has depth `u32::MAX`, which
            // wraps to 0 here as upstream's unsigned arithmetic does.
            depth = depth.max(op_depth(patterns, op, depths, legal).wrapping_add(1));
        }
        ranked.push((i, depth));
    }
    let min = ranked.iter().map(|&(_, d)| d).min().unwrap_or(u32::MAX);
    if ranked.len() > 1 {
        ranked.sort_by(|&(a, da), &(b, db)| {
            da.cmp(&db)
                .then_with(|| patterns[b].benefit().cmp(&patterns[a].benefit()))
        });
        *list = ranked.into_iter().map(|(i, _)| i).collect();
    }
    min
}
