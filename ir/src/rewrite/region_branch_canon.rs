//! The generic canonicalization patterns of `RegionBranchOpInterface` ops
//! (upstream's `populateRegionBranchOpInterfaceCanonicalizationPatterns`,
//! `ControlFlowInterfaces.cpp`): `MakeRegionBranchOpSuccessorInputsDead`
//! (a successor input that can only hold one value defined before it is
//! replaced by that value), `RemoveDuplicateSuccessorInputUses` (two inputs
//! of one block or op that every predecessor feeds the same value are one)
//! and `RemoveDeadRegionBranchOpSuccessorInputs` (a set of tied inputs none
//! of which is used is erased with the operands that feed it). They ask the
//! op only through the interface: its branch points, their successors, the
//! operands passed and the inputs received along each edge.

use super::pattern::PatternSet;
use super::rewriter::PatternRewriter;
use crate::interfaces::{RegionBranchOpInterfaceRef, RegionBranchTerminatorOpInterfaceRef};
use crate::region_branch::RegionBranchPoint;
use crate::{BlockId, Context, IrArena, OpId, OpSpec, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// One operand of one op (`OpOperand`): a successor operand of a branch point.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct OperandRef {
    /// The op (the region branch op, or a terminator of one of its regions).
    op: OpId,
    /// The operand's position.
    index: usize,
}

/// Successor operands and the inputs each one is forwarded to
/// (`RegionBranchSuccessorMapping`), in branch-point order.
type SuccessorMapping = Vec<(OperandRef, Vec<Value>)>;

/// Successor inputs and the operands forwarded to each one
/// (`RegionBranchInverseSuccessorMapping`), in order of first appearance.
type InverseMapping = Vec<(Value, Vec<OperandRef>)>;

/// `getAllRegionBranchPoints`: the op itself, then every block terminator of
/// its regions that implements `RegionBranchTerminatorOpInterface`.
fn branch_points(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<(RegionBranchPoint, Option<OpId>)> {
    let mut points = vec![(RegionBranchPoint::Parent, None)];
    for (index, &region) in arena.regions(op).iter().enumerate() {
        for &block in arena.region_blocks(region) {
            let terminator = arena
                .last_op(block)
                .filter(|&t| RegionBranchTerminatorOpInterfaceRef::get(ctx, arena, t).is_some());
            if let Some(t) = terminator {
                points.push((RegionBranchPoint::Region(index), Some(t)));
            }
        }
    }
    points
}

/// `getSuccessorOperandInputMapping` over every branch point; `None` when an
/// edge passes a number of operands its successor does not take (invalid IR).
fn successor_mapping(ctx: &Context, arena: &IrArena, op: OpId) -> Option<SuccessorMapping> {
    let branch = RegionBranchOpInterfaceRef::get(ctx, arena, op)?;
    let mut mapping: SuccessorMapping = Vec::new();
    let mut position: FxHashMap<OperandRef, usize> = FxHashMap::default();
    for (point, terminator) in branch_points(ctx, arena, op) {
        for successor in branch.successor_regions(ctx, arena, point) {
            let (owner, positions) = match terminator {
                None => (op, branch.entry_successor_operands(ctx, arena, successor)),
                Some(t) => (
                    t,
                    RegionBranchTerminatorOpInterfaceRef::get(ctx, arena, t)?.successor_operands(ctx, arena, successor),
                ),
            };
            let inputs = branch.successor_inputs(ctx, arena, successor);
            if positions.len() != inputs.len() || positions.end > arena.num_operands(owner) {
                return None;
            }
            for (index, input) in positions.zip(inputs) {
                let operand = OperandRef { op: owner, index };
                let slot = *position.entry(operand).or_insert_with(|| {
                    mapping.push((operand, Vec::new()));
                    mapping.len() - 1
                });
                mapping[slot].1.push(input);
            }
        }
    }
    Some(mapping)
}

/// `invertRegionBranchSuccessorMapping`.
fn invert(mapping: &SuccessorMapping) -> InverseMapping {
    let mut inverse: InverseMapping = Vec::new();
    let mut position: FxHashMap<Value, usize> = FxHashMap::default();
    for (operand, inputs) in mapping {
        for &input in inputs {
            let slot = *position.entry(input).or_insert_with(|| {
                inverse.push((input, Vec::new()));
                inverse.len() - 1
            });
            inverse[slot].1.push(*operand);
        }
    }
    inverse
}

/// The operands forwarded to `input`, if it is a successor input.
fn operands_of(inverse: &InverseMapping, input: Value) -> Option<&[OperandRef]> {
    inverse.iter().find(|(v, _)| *v == input).map(|(_, ops)| ops.as_slice())
}

/// The value an operand holds now.
fn current(arena: &IrArena, operand: OperandRef) -> Value {
    arena.operand(operand.op, operand.index)
}

/// `computeReachableValuesFromSuccessorInput`: the values other than
/// successor inputs that `input` may hold, following successor operands that
/// are themselves successor inputs back to what feeds them.
fn reachable_values(arena: &IrArena, inverse: &InverseMapping, input: Value) -> Vec<Value> {
    let mut reachable = Vec::new();
    let mut visited: FxHashSet<Value> = FxHashSet::default();
    let mut worklist = vec![input];
    while let Some(next) = worklist.pop() {
        let Some(operands) = operands_of(inverse, next) else {
            if !reachable.contains(&next) {
                reachable.push(next);
            }
            continue;
        };
        for &operand in operands {
            let value = current(arena, operand);
            if visited.insert(value) {
                worklist.push(value);
            }
        }
    }
    reachable
}

/// The op whose region directly holds the definition of `value`.
fn region_owner(arena: &IrArena, value: Value) -> Option<OpId> {
    let region = arena.block_parent(arena.value_block(value)?)?;
    arena.region_parent(region)
}

/// `isDefinedBefore`: whether `a`, a reachable value of the successor input
/// `b` of `op`, is in scope wherever `b` is.
fn is_defined_before(arena: &IrArena, op: OpId, a: Value, b: Value) -> bool {
    if region_owner(arena, a) != Some(op) {
        return true;
    }
    match (a, b) {
        (Value::Arg { block: ab, .. }, Value::Arg { block: bb, .. }) => ab == bb,
        _ => false,
    }
}

/// `MakeRegionBranchOpSuccessorInputsDead`: replaces each used successor
/// input that can only hold one value (defined before it) by that value.
fn make_successor_inputs_dead(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mapping) = successor_mapping(rw.ctx, rw.arena, op) else {
        return false;
    };
    let inverse = invert(&mapping);
    let mut changed = false;
    for &(input, _) in &inverse {
        if rw.arena.use_empty(input) {
            continue;
        }
        let &[value] = reachable_values(rw.arena, &inverse, input).as_slice() else {
            continue;
        };
        if !is_defined_before(rw.arena, op, value, input) {
            continue;
        }
        rw.replace_all_uses_with(input, value);
        changed = true;
    }
    changed
}

/// The block or op that owns `value` (`haveSameOwner`'s key).
#[derive(PartialEq, Eq)]
enum Owner {
    Block(BlockId),
    Op(OpId),
}

fn owner(value: Value) -> (Owner, u32) {
    match value {
        Value::Arg { block, index } => (Owner::Block(block), index),
        Value::Result { op, index } => (Owner::Op(op), index),
    }
}

/// What each predecessor (the owner of a successor operand) forwards to an
/// input, sorted by predecessor.
fn forwarded_by_predecessor(arena: &IrArena, operands: &[OperandRef]) -> Vec<(OpId, Value)> {
    let mut forwarded: Vec<(OpId, Value)> = operands.iter().map(|&o| (o.op, current(arena, o))).collect();
    forwarded.sort_by_key(|&(op, _)| op);
    forwarded
}

/// `RemoveDuplicateSuccessorInputUses`: of two inputs of the same block or
/// op that every predecessor feeds the same value, the later one's uses go
/// to the earlier one.
fn remove_duplicate_successor_input_uses(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mapping) = successor_mapping(rw.ctx, rw.arena, op) else {
        return false;
    };
    let mut inverse = invert(&mapping);
    inverse.sort_by_key(|&(input, _)| owner(input).1);
    let mut changed = false;
    for (i, (first, first_operands)) in inverse.iter().enumerate() {
        for (second, second_operands) in &inverse[i + 1..] {
            if rw.arena.use_empty(*second) || owner(*first).0 != owner(*second).0 {
                continue;
            }
            if forwarded_by_predecessor(rw.arena, first_operands) == forwarded_by_predecessor(rw.arena, second_operands)
            {
                rw.replace_all_uses_with(*second, *first);
                changed = true;
            }
        }
    }
    changed
}

/// `computeTiedSuccessorInputs`: the classes of inputs that one successor
/// operand feeds together (erasing one needs erasing all), as class numbers
/// per input of `inverse`.
fn tied_classes(mapping: &SuccessorMapping, inverse: &InverseMapping) -> Vec<usize> {
    let index_of = |v: Value| inverse.iter().position(|(i, _)| *i == v);
    let mut parent: Vec<usize> = (0..inverse.len()).collect();
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    for (_, inputs) in mapping {
        let Some(first) = inputs.first().and_then(|&v| index_of(v)) else {
            continue;
        };
        for &other in &inputs[1..] {
            if let Some(other) = index_of(other) {
                let (a, b) = (find(&mut parent, first), find(&mut parent, other));
                parent[b] = a;
            }
        }
    }
    (0..inverse.len()).map(|i| find(&mut parent, i)).collect()
}

/// `RewriterBase::eraseOpResults`: a new op like `op` with the results not
/// in `erased` takes `op`'s regions and the uses of the kept results.
fn erase_op_results(rw: &mut PatternRewriter<'_>, op: OpId, erased: &[bool]) {
    let kept: Vec<usize> = (0..rw.arena.num_results(op)).filter(|&i| !erased[i]).collect();
    let spec = OpSpec {
        operands: rw.arena.operands(op).collect(),
        result_types: kept
            .iter()
            .map(|&i| rw.arena.value_type(rw.arena.result(op, i)))
            .collect(),
        regions: (0..rw.arena.regions(op).len())
            .map(|_| rw.arena.create_region())
            .collect(),
        properties: rw.arena.properties(op),
        attrs: rw.arena.attrs(op),
        ..OpSpec::new(rw.arena.op_name(op), rw.arena.op_loc(op))
    };
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    rw.set_insertion_point(saved);
    let pairs: Vec<_> = rw
        .arena
        .regions(op)
        .iter()
        .copied()
        .zip(rw.arena.regions(new).iter().copied())
        .collect();
    for (from, to) in pairs {
        for block in rw.arena.region_blocks(from).to_vec() {
            rw.arena.detach_block(block);
            rw.arena.append_block(to, block);
        }
    }
    let mut next = 0;
    let replacements: Vec<Value> = (0..erased.len())
        .map(|i| {
            if erased[i] {
                rw.arena.result(op, i)
            } else {
                next += 1;
                rw.arena.result(new, next - 1)
            }
        })
        .collect();
    rw.replace_op(op, &replacements);
}

/// `RemoveDeadRegionBranchOpSuccessorInputs`: erases every class of tied
/// successor inputs none of which is used, with the successor operands that
/// feed them (block arguments, op results and operands alike).
fn remove_dead_successor_inputs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mapping) = successor_mapping(rw.ctx, rw.arena, op) else {
        return false;
    };
    let inverse = invert(&mapping);
    let classes = tied_classes(&mapping, &inverse);
    let mut live_class = vec![false; inverse.len()];
    for (i, (input, _)) in inverse.iter().enumerate() {
        if !rw.arena.use_empty(*input) {
            live_class[classes[i]] = true;
        }
    }
    let dead: Vec<usize> = (0..inverse.len()).filter(|&i| !live_class[classes[i]]).collect();
    if dead.is_empty() {
        return false;
    }
    let mut operands: Vec<OperandRef> = dead.iter().flat_map(|&i| inverse[i].1.iter().copied()).collect();
    operands.sort_by_key(|o| (o.op, std::cmp::Reverse(o.index)));
    operands.dedup();
    let mut owners: Vec<OpId> = operands.iter().map(|o| o.op).collect();
    owners.dedup();
    for owner in owners {
        let erased: Vec<usize> = operands.iter().filter(|o| o.op == owner).map(|o| o.index).collect();
        let values: Vec<Value> = rw
            .arena
            .operands(owner)
            .enumerate()
            .filter(|(i, _)| !erased.contains(i))
            .map(|(_, v)| v)
            .collect();
        rw.modify_in_place(owner, |a| a.set_operands(owner, &values));
    }
    let mut args: Vec<(BlockId, usize)> = Vec::new();
    let mut results = vec![false; rw.arena.num_results(op)];
    for &i in &dead {
        match inverse[i].0 {
            Value::Arg { block, index } => args.push((block, index as usize)),
            Value::Result { index, .. } => {
                if let Some(slot) = results.get_mut(index as usize) {
                    *slot = true;
                }
            }
        }
    }
    args.sort_by_key(|&(block, index)| (block, std::cmp::Reverse(index)));
    for (block, index) in args {
        let parent = rw.arena.block_parent(block).and_then(|r| rw.arena.region_parent(r));
        rw.arena.erase_block_arg(block, index);
        if let Some(parent) = parent {
            rw.notify_modified(parent);
        }
    }
    if results.contains(&true) {
        erase_op_results(rw, op, &results);
    }
    true
}

/// `populateRegionBranchOpInterfaceCanonicalizationPatterns`: the three
/// patterns, rooted on `root` (an op with `RegionBranchOpInterface` that is
/// not isolated from above), in upstream's order.
pub fn populate_region_branch_canonicalization(set: &mut PatternSet, root: &'static str) {
    set.add_fn(
        "MakeRegionBranchOpSuccessorInputsDead",
        root,
        1,
        make_successor_inputs_dead,
    );
    set.add_fn(
        "RemoveDuplicateSuccessorInputUses",
        root,
        1,
        remove_duplicate_successor_input_uses,
    );
    set.add_fn(
        "RemoveDeadRegionBranchOpSuccessorInputs",
        root,
        1,
        remove_dead_successor_inputs,
    );
}
