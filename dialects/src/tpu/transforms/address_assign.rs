//! `address-assign` for BM1684X (TPU-MLIR's `BMAddressAssign` for static nets, basic
//! address mode, with reuse): global addresses for every weight and activation, written
//! as the encoding of their tensor types (`tensor<1x16xf32, 4294975488 : i64>`).
//!
//! - Weights, in walk order (`main`, then the subnets), from the start of global memory
//!   (`0x1_0000_0000`), each taking its size rounded up to 4 KiB.
//! - Activations in the neuron region right after the weights. Each value lives from
//!   its op to just past its last user (positions count every op in walk order); net
//!   inputs live throughout. The values are sorted by when they start with TPU-MLIR's
//!   own quicksort (not stable: ties come out as TPU-MLIR's do), then placed twice, by
//!   TPU-MLIR's first-fit method (a value takes the largest free block) and by its
//!   size-order method (largest first, the smallest gap that fits); the smaller total
//!   wins, first-fit on a tie.
//! - A `tpu.Reshape` works in place: its result is its input's buffer, whose life
//!   extends over the result's users.
//! - First, some ops get a global buffer (`tpu.Buffer`, see [`global_buffer`]), placed
//!   like any activation.
//! - A `tpu.Concat` whose inputs can sit side by side in its output works in place
//!   (`only_merge = true`, see [`concat_inplace`]).
//! - Inside a `tpu.Group`, what the group yields takes the group's address.
//! - The types then flow as TPU-MLIR's `updateModuleTypes` makes them: call operands
//!   from the inputs, subnet arguments from the call, subnet and call results from the
//!   subnet's return, `main`'s result from the call (its arguments keep plain types).
//! - The device module records the regions (`module.coeff_addr`, `module.coeff_size`,
//!   `module.dynamic_coeff_offset`, `module.neuron_addr`, `module.neuron_size`); the
//!   module becomes `TPU_ADDRESSED` with weight file
//!   `<name>_tpu_addressed_<chip>_<mode>_weight.npz` (lower case).

use std::collections::HashMap;

use ir::ods::values::{as_str, int_attr, str_attr};
use ir::{Context, Diagnostic, IrArena, OpId, Type, Value};

use super::{block_of, concat_inplace, function, global_buffer, model_module};
use crate::func::ops::{CallOp, FuncOp, ReturnOp};
use crate::top::ops::{InputOp, NoneOp, WeightOp};
use crate::top::to_tpu::set_attrs;
use crate::tpu::ops::{GroupOp, ReshapeOp, YieldOp};

/// Start of global memory on BM1684X (coefficients first).
pub const GMEM_START: u64 = 0x1_0000_0000;
/// Alignment of every global buffer.
pub const ALIGN: u64 = 4096;
/// The end of a value that lives until the net ends.
const FOREVER: u64 = 0xFFFF_FFFF;

fn error(arena: &IrArena, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(
        ir::DiagLoc::Attr(arena.op_loc(op)),
        format!("address-assign: {}", message.into()),
    )
}

fn align(x: u64) -> u64 {
    x.div_ceil(ALIGN) * ALIGN
}

/// The largest tensor address-assign places (256 TiB).
const MAX_BYTES: u64 = 1 << 48;

/// Bytes of a ranked tensor type with a static shape and a sized element type, at most
/// `MAX_BYTES`.
fn bytes_of(ctx: &Context, ty: Type) -> Option<u64> {
    let ir::TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let bits = match ctx.type_kind(crate::quant::storage_type(ctx, *element)) {
        ir::TypeKind::Integer { width, .. } => u64::from(*width),
        ir::TypeKind::Float(f) => u64::from(f.bit_width()),
        _ => return None,
    };
    let count = shape
        .iter()
        .try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?))?;
    let bytes = count.checked_mul(bits)?.div_ceil(8);
    // Far beyond any device memory; keeps the address arithmetic from overflowing.
    (bytes <= MAX_BYTES).then_some(bytes)
}

/// `ty` with the address `addr` as its encoding.
fn addressed(ctx: &Context, ty: Type, addr: u64) -> Type {
    match ctx.type_kind(ty) {
        ir::TypeKind::RankedTensor { shape, element, .. } => ctx.get_type(ir::TypeKind::RankedTensor {
            shape: shape.clone(),
            element: *element,
            encoding: int_attr(ctx, addr as i64, "i64").ok(),
        }),
        _ => ty,
    }
}

/// A value's life: `[start, end)` in walk positions, and its aligned size.
#[derive(Copy, Clone, Debug)]
struct Life {
    start: u64,
    end: u64,
    size: u64,
}

/// Every op under `op` in preorder, each with whether it is inside a `tpu.Group`.
fn walk(ctx: &Context, arena: &IrArena, op: OpId, in_group: bool, out: &mut Vec<(OpId, bool)>) {
    for &r in arena.regions(op) {
        for &b in arena.region_blocks(r) {
            for o in arena.block_ops(b) {
                out.push((o, in_group));
                walk(ctx, arena, o, in_group || GroupOp::cast(ctx, arena, o).is_some(), out);
            }
        }
    }
}

/// TPU-MLIR's quicksort of values by their start (`part`/`quickSort` of
/// GmemAllocator.cpp), which orders ties its own way.
fn quicksort(values: &mut [Value], life: &HashMap<Value, Life>) {
    fn part(v: &mut [Value], life: &HashMap<Value, Life>, lo: usize, hi: usize) -> usize {
        let start = |v: &[Value], i: usize| life[&v[i]].start;
        let pivot = start(v, lo);
        let (mut i, mut j) = (lo, hi);
        while i < j {
            while i < j && start(v, j) > pivot {
                j -= 1;
            }
            if i < j {
                v.swap(i, j);
                i += 1;
            }
            while i < j && start(v, i) <= pivot {
                i += 1;
            }
            if i < j {
                v.swap(i, j);
                j -= 1;
            }
        }
        i
    }
    fn sort(v: &mut [Value], life: &HashMap<Value, Life>, lo: usize, hi: usize) {
        if lo < hi {
            let m = part(v, life, lo, hi);
            if m > lo {
                sort(v, life, lo, m - 1);
            }
            sort(v, life, m + 1, hi);
        }
    }
    if !values.is_empty() {
        let hi = values.len() - 1;
        sort(values, life, 0, hi);
    }
}

/// TPU-MLIR's `FitFirstAssign`: offsets and the total.
fn fit_first(order: &[Value], life: &HashMap<Value, Life>) -> (HashMap<Value, u64>, u64) {
    #[derive(Clone)]
    struct Block {
        start: u64,
        size: u64,
        value: Option<Value>,
    }
    let overlaps = |a: &Life, b: &Life| !(a.end <= b.start || a.start >= b.end);
    let mut album: Vec<Vec<Block>> = vec![vec![Block {
        start: 0,
        size: FOREVER,
        value: None,
    }]];
    let mut assigned: HashMap<Value, Option<u64>> = HashMap::new();
    for &v in order {
        let cur = life[&v];
        let mut snap: Vec<Block> = album.last().cloned().unwrap_or_default();
        for b in &mut snap {
            if b.value.is_some_and(|o| !overlaps(&life[&o], &cur)) {
                b.value = None;
            }
        }
        let mut merged: Vec<Block> = Vec::new();
        for b in snap {
            match merged.last_mut() {
                Some(m) if m.value.is_none() && b.value.is_none() => m.size += b.size,
                _ => merged.push(b),
            }
        }
        let mut snap = merged;
        let last = snap.len() - 1;
        let (mut sel, mut max) = (last, 0);
        for (i, b) in snap.iter().enumerate().take(last) {
            if b.value.is_none() && b.size > max {
                sel = i;
                max = b.size;
            }
        }
        assigned.insert(v, None);
        if snap[sel].size > cur.size {
            let rest = Block {
                start: snap[sel].start + cur.size,
                size: snap[sel].size - cur.size,
                value: None,
            };
            snap[sel].value = Some(v);
            snap[sel].size = cur.size;
            snap.insert(sel + 1, rest);
        } else {
            snap[sel].value = Some(v);
            snap[sel].size = cur.size;
            let mut offset = snap[sel].start + cur.size;
            for b in &mut snap[sel + 1..] {
                b.start = offset;
                offset += b.size;
            }
        }
        album.push(snap);
    }
    // backPropagateToAssignGaddr
    for snap in album.iter_mut().rev() {
        let mut offset = 0;
        for b in snap.iter_mut() {
            let Some(v) = b.value else {
                b.start = offset;
                offset += b.size;
                continue;
            };
            if let Some(Some(g)) = assigned.get(&v) {
                b.start = *g;
            }
            if b.start <= offset {
                b.start = offset;
            }
            offset = b.start + b.size;
            if let Some(slot @ None) = assigned.get_mut(&v) {
                *slot = Some(b.start);
            }
        }
    }
    let offsets: HashMap<Value, u64> = assigned.into_iter().map(|(v, g)| (v, g.unwrap_or(0))).collect();
    let total = order.iter().map(|v| offsets[v] + life[v].size).max().unwrap_or(0);
    (offsets, total)
}

/// libstdc++'s `std::list::sort` (bottom-up merge with buckets) with `less`, which
/// puts equal elements in the order TPU-MLIR's size-ordered method sees them.
fn list_sort<T: Copy>(items: &[T], less: impl Fn(&T, &T) -> bool) -> Vec<T> {
    let merge = |this: Vec<T>, other: Vec<T>| -> Vec<T> {
        let mut out = Vec::with_capacity(this.len() + other.len());
        let (mut i, mut j) = (0, 0);
        while i < this.len() && j < other.len() {
            if less(&other[j], &this[i]) {
                out.push(other[j]);
                j += 1;
            } else {
                out.push(this[i]);
                i += 1;
            }
        }
        out.extend_from_slice(&this[i..]);
        out.extend_from_slice(&other[j..]);
        out
    };
    if items.len() < 2 {
        return items.to_vec();
    }
    let mut buckets: Vec<Vec<T>> = Vec::new();
    for &item in items {
        let mut carry = vec![item];
        let mut c = 0;
        while c < buckets.len() && !buckets[c].is_empty() {
            carry = merge(std::mem::take(&mut buckets[c]), carry);
            c += 1;
        }
        if c == buckets.len() {
            buckets.push(Vec::new());
        }
        buckets[c] = carry;
    }
    let mut acc: Vec<T> = Vec::new();
    for bucket in buckets {
        acc = merge(bucket, acc);
    }
    acc
}

/// TPU-MLIR's `OpSizeOrderAssign`: offsets and the total.
fn size_order(order: &[Value], life: &HashMap<Value, Life>) -> (HashMap<Value, u64>, u64) {
    let sorted = list_sort(order, |a, b| life[a].size >= life[b].size);
    let mut placed: Vec<(Value, u64)> = Vec::new();
    let mut total = 0;
    for v in sorted {
        let l = life[&v];
        let (mut prev, mut best, mut gap_min) = (0u64, None, u64::MAX);
        for &(o, start) in &placed {
            let lo = life[&o];
            if l.start.max(lo.start) < l.end.min(lo.end) {
                let gap = start.saturating_sub(prev);
                if start >= prev && gap >= l.size && gap < gap_min {
                    gap_min = gap;
                    best = Some(prev);
                }
                prev = prev.max(start + lo.size);
            }
        }
        let start = best.unwrap_or(prev);
        total = total.max(start + l.size);
        let at = placed.iter().position(|&(_, s)| s >= start).unwrap_or(placed.len());
        placed.insert(at, (v, start));
    }
    (placed.into_iter().collect(), total)
}

/// Runs the pass on `module`.
pub fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    let device = model_module(ctx, arena, module);
    let main = function(ctx, arena, module, "main").ok_or_else(|| error(arena, module, "the module has no `main`"))?;
    let sub = function(ctx, arena, module, "subfunc_0")
        .ok_or_else(|| error(arena, module, "no `subfunc_0` (run subnet-divide first)"))?;
    let call = block_of(arena, main)
        .and_then(|b| arena.block_ops(b).find(|&o| CallOp::cast(ctx, arena, o).is_some()))
        .ok_or_else(|| error(arena, main, "`main` does not call the subnet"))?;
    let sub_body = block_of(arena, sub).ok_or_else(|| error(arena, sub, "`subfunc_0` has no body"))?;
    global_buffer::run(ctx, arena, sub_body)?;
    concat_inplace::mark(ctx, arena, sub_body);

    // Walk positions: every op of main and the subnet, the functions included.
    let mut walked: Vec<(OpId, bool)> = Vec::new();
    for f in [main, sub] {
        walked.push((f, false));
        walk(ctx, arena, f, false, &mut walked);
    }
    let position: HashMap<OpId, u64> = walked.iter().enumerate().map(|(i, &(o, _))| (o, i as u64)).collect();

    // Weights.
    let mut offset = 0;
    for &(op, _) in &walked {
        if WeightOp::cast(ctx, arena, op).is_none() {
            continue;
        }
        let ty = arena.value_type(arena.result(op, 0));
        let bytes = bytes_of(ctx, ty)
            .ok_or_else(|| error(arena, op, "a weight without a static size (or larger than 256 TiB)"))?;
        arena.set_result_type(op, 0, addressed(ctx, ty, GMEM_START + offset));
        offset = align(offset + bytes);
    }
    let coeff_size = offset;
    let neuron_addr = GMEM_START + coeff_size;

    // Lives, from the last op back.
    let origin = |arena: &IrArena, v: Value| -> Value {
        let mut v = match v {
            Value::Arg { block, index } if block == sub_body => arena.operand(call, index as usize),
            _ => v,
        };
        // In place: a reshape's result is its input's buffer.
        while let Some(r) = arena.defining_op(v).and_then(|d| ReshapeOp::cast(ctx, arena, d)) {
            v = r.input(ctx, arena);
            if let Value::Arg { block, index } = v {
                if block == sub_body {
                    v = arena.operand(call, index as usize);
                }
            }
        }
        v
    };
    let is_input = |arena: &IrArena, v: Value| {
        arena
            .defining_op(v)
            .is_some_and(|d| InputOp::cast(ctx, arena, d).is_some())
    };
    let skip = |arena: &IrArena, v: Value| {
        arena
            .defining_op(v)
            .is_none_or(|d| WeightOp::cast(ctx, arena, d).is_some() || NoneOp::cast(ctx, arena, d).is_some())
    };
    let size_of = |arena: &IrArena, v: Value| bytes_of(ctx, arena.value_type(v)).map(align);
    let mut life: HashMap<Value, Life> = HashMap::new();
    let mut common: Vec<Value> = Vec::new();
    let mut inplace_concats: Vec<OpId> = Vec::new();
    let ops: Vec<OpId> = walked
        .iter()
        .filter(|&&(o, in_group)| {
            !in_group
                && FuncOp::cast(ctx, arena, o).is_none()
                && NoneOp::cast(ctx, arena, o).is_none()
                && WeightOp::cast(ctx, arena, o).is_none()
        })
        .map(|&(o, _)| o)
        .collect();
    let update_operands =
        |arena: &IrArena, life: &mut HashMap<Value, Life>, op: OpId, end: u64| -> Result<(), Diagnostic> {
            for v in arena.operands(op).map(|v| origin(arena, v)).collect::<Vec<_>>() {
                if skip(arena, v) {
                    continue;
                }
                let def = arena
                    .defining_op(v)
                    .ok_or_else(|| error(arena, op, "an operand without a defining op"))?;
                let start = position[&def];
                let size = size_of(arena, v).ok_or_else(|| {
                    error(
                        arena,
                        op,
                        "an activation without a static size (or larger than 256 TiB)",
                    )
                })?;
                let l = life.entry(v).or_insert(Life { start, end, size });
                l.start = l.start.min(start);
                l.end = l.end.max(end);
                if is_input(arena, v) {
                    l.start = 0;
                    l.end = FOREVER;
                }
            }
            Ok(())
        };
    for &op in ops.iter().rev() {
        let end = match arena.next_op(op) {
            Some(n) => position[&n],
            None => position[&op] + 1,
        };
        let terminator = ReturnOp::cast(ctx, arena, op).is_some() || YieldOp::cast(ctx, arena, op).is_some();
        if terminator {
            update_operands(arena, &mut life, op, end)?;
        }
        for i in 0..arena.num_results(op) {
            let v = arena.result(op, i);
            if InputOp::cast(ctx, arena, op).is_some() {
                common.push(v);
                continue;
            }
            if CallOp::cast(ctx, arena, op).is_some() || terminator {
                update_operands(arena, &mut life, op, end)?;
                continue;
            }
            if ReshapeOp::cast(ctx, arena, op).is_some() {
                continue;
            }
            if concat_inplace::is_inplace(ctx, arena, op) {
                // The inputs share the output's buffer: the first one takes its size, all
                // live as long as any of them or the output.
                update_operands(arena, &mut life, op, end)?;
                let size = size_of(arena, v).ok_or_else(|| error(arena, op, "an activation without a static size"))?;
                let inputs: Vec<Value> = arena.operands(op).map(|w| origin(arena, w)).collect();
                let mut whole = life.get(&v).copied().unwrap_or(Life {
                    start: position[&op],
                    end,
                    size,
                });
                for w in &inputs {
                    if let Some(l) = life.get(w) {
                        whole.start = whole.start.min(l.start);
                        whole.end = whole.end.max(l.end);
                    }
                }
                for (k, &w) in inputs.iter().enumerate() {
                    let size = if k == 0 { size } else { 0 };
                    life.insert(w, Life { size, ..whole });
                }
                inplace_concats.push(op);
                continue;
            }
            if let std::collections::hash_map::Entry::Vacant(e) = life.entry(v) {
                let size = size_of(arena, v).ok_or_else(|| {
                    error(
                        arena,
                        op,
                        "an activation without a static size (or larger than 256 TiB)",
                    )
                })?;
                e.insert(Life {
                    start: position[&op],
                    end,
                    size,
                });
            } else {
                update_operands(arena, &mut life, op, end)?;
            }
            common.push(v);
        }
    }
    let mut order: Vec<Value> = common.into_iter().filter(|v| life.contains_key(v)).collect();
    quicksort(&mut order, &life);
    let (first_fit, first_total) = fit_first(&order, &life);
    let (by_size, size_total) = size_order(&order, &life);
    let (offsets, neuron_size) = if size_total < first_total {
        (by_size, size_total)
    } else {
        (first_fit, first_total)
    };
    for (&v, &off) in &offsets {
        if let Some(op) = arena.defining_op(v) {
            let index = (0..arena.num_results(op))
                .position(|i| arena.result(op, i) == v)
                .unwrap_or(0);
            let ty = arena.value_type(v);
            arena.set_result_type(op, index, addressed(ctx, ty, neuron_addr + off));
        }
    }
    // In-place concats, in op order: the output at the first input's address, the other
    // inputs right after it, back to back.
    let address_of = |arena: &IrArena, v: Value| match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor {
            encoding: Some(address),
            ..
        } => ir::ods::values::as_int(ctx, *address).map(|a| a as u64),
        _ => None,
    };
    let set_address = |arena: &mut IrArena, v: Value, address: u64| {
        if let Some(op) = arena.defining_op(v) {
            let index = (0..arena.num_results(op))
                .position(|i| arena.result(op, i) == v)
                .unwrap_or(0);
            let ty = arena.value_type(v);
            arena.set_result_type(op, index, addressed(ctx, ty, address));
        }
    };
    for &op in inplace_concats.iter().rev() {
        let inputs: Vec<Value> = arena.operands(op).map(|w| origin(arena, w)).collect();
        let Some(&first) = inputs.first() else { continue };
        let Some(base) = address_of(arena, first) else { continue };
        set_address(arena, arena.result(op, 0), base);
        let mut offset = bytes_of(ctx, arena.value_type(first)).unwrap_or(0);
        for &w in &inputs[1..] {
            set_address(arena, w, base + offset);
            offset += bytes_of(ctx, arena.value_type(w)).unwrap_or(0);
        }
    }
    // Reshapes take their input's address, in op order (a reshape of a reshape too).
    for &op in &ops {
        if let Some(r) = ReshapeOp::cast(ctx, arena, op) {
            let input_ty = arena.value_type(origin(arena, r.input(ctx, arena)));
            if let ir::TypeKind::RankedTensor {
                encoding: Some(address),
                ..
            } = ctx.type_kind(input_ty)
            {
                let address = ir::ods::values::as_int(ctx, *address).unwrap_or(0) as u64;
                let ty = arena.value_type(arena.result(op, 0));
                arena.set_result_type(op, 0, addressed(ctx, ty, address));
            }
        }
    }
    // Inside a group, what the group yields (its stores' results) has the group's address.
    for &(op, _) in &walked {
        if GroupOp::cast(ctx, arena, op).is_none() {
            continue;
        }
        let Some(yield_op) = block_of(arena, op).and_then(|b| arena.last_op(b)) else {
            continue;
        };
        let yielded: Vec<Value> = arena.operands(yield_op).collect();
        for (i, v) in yielded.into_iter().enumerate() {
            if let (Some(def), true) = (arena.defining_op(v), i < arena.num_results(op)) {
                let ty = arena.value_type(arena.result(op, i));
                arena.set_result_type(def, 0, ty);
            }
        }
    }
    update_module_types(ctx, arena, main, sub, call);

    // The regions and the state.
    let i64a = |v: u64| int_attr(ctx, v as i64, "i64").unwrap_or_else(|_| ctx.unit_attr());
    set_attrs(
        ctx,
        arena,
        device,
        &[
            ("module.coeff_addr", i64a(GMEM_START)),
            ("module.coeff_size", i64a(coeff_size)),
            ("module.dynamic_coeff_offset", i64a(coeff_size)),
            ("module.neuron_addr", i64a(neuron_addr)),
            ("module.neuron_size", i64a(neuron_size)),
        ],
    );
    let text = |name: &str| {
        ir::ods::access::dict_get(ctx, arena.attrs(module), name)
            .and_then(|a| as_str(ctx, a))
            .unwrap_or_default()
            .to_lowercase()
    };
    let name = ir::ods::access::inherent(ctx, arena, module, "sym_name")
        .and_then(|a| as_str(ctx, a))
        .unwrap_or_default()
        .to_lowercase();
    // Integer modes name their symmetry: `int8_sym`, `int8_asym`.
    let mut mode = text("module.mode");
    if mode.starts_with("int") {
        let asymmetric = ir::ods::access::dict_get(ctx, arena.attrs(module), "module.asymmetric")
            .and_then(|a| ir::ods::values::as_bool(ctx, a))
            .unwrap_or(false);
        mode.push_str(if asymmetric { "_asym" } else { "_sym" });
    }
    let weight_file = format!("{name}_tpu_addressed_{}_{mode}_weight.npz", text("module.chip"));
    set_attrs(
        ctx,
        arena,
        module,
        &[
            ("module.state", str_attr(ctx, "TPU_ADDRESSED")),
            ("module.weight_file", str_attr(ctx, &weight_file)),
        ],
    );
    Ok(())
}

/// TPU-MLIR's `updateModuleTypes` for one subnet.
fn update_module_types(ctx: &Context, arena: &mut IrArena, main: OpId, sub: OpId, call: OpId) {
    let Some(sub_body) = block_of(arena, sub) else { return };
    for i in 0..arena.num_operands(call).min(arena.num_args(sub_body)) {
        let ty = arena.value_type(arena.operand(call, i));
        arena.set_arg_type(sub_body, i, ty);
    }
    let results: Vec<Type> = arena
        .block_ops(sub_body)
        .find(|&o| ReturnOp::cast(ctx, arena, o).is_some())
        .map(|r| arena.operands(r).map(|v| arena.value_type(v)).collect())
        .unwrap_or_default();
    for (i, &ty) in results.iter().enumerate().take(arena.num_results(call)) {
        arena.set_result_type(call, i, ty);
    }
    crate::func::update_function_type(ctx, arena, sub);
    crate::func::update_function_type(ctx, arena, main);
}
