//! `layer-group` for BM1684X (`backend-tpu/docs/layer-group.md`): a chain of ops that
//! can run in local memory becomes one `tpu.Group` holding loads of the chain's input
//! and weights, the ops, and the store of its result, scheduled over TPU-MLIR's
//! pipelined timesteps and given local buffers by TPU-MLIR's allocator.
//!
//! * `chains`: which chains rods groups (F32 conv -> max pool; INT8 cast -> conv, relu,
//!   max pool or conv -> max pool -> cast), in the regimes where TPU-MLIR's closed cycle
//!   model was always seen to group them as rods does;
//! * `schedule`: the timesteps (`layer_nearest_timestep_assignment`, the software
//!   pipeline), then rods' stand-ins for the moves TPU-MLIR makes by cycle counts
//!   (`memory_aware_timestep_assignment`, `TimeStepCombine`'s reassignment): the input
//!   load moves into a pooling's timestep, a store into a convolution's timestep and
//!   from there into a pooling's;
//! * `combine`: `TimeStepCombine`'s merge of neighbouring timesteps
//!   (`layer_can_merge_backward` exactly, the cycle test by a stand-in);
//! * `alloc`: the buffers' lives (`gen_all_mem_buffer_ts`) and local addresses
//!   (`LmemAllocator::assignLmemAddr`) on the final table, as TPU-MLIR allocates again
//!   after merging. One rule was seen but not found in the sources: the scratch buffer
//!   of a convolution using a 3ic mode also keeps out of the bytes of buffers whose
//!   lives end in the timestep right before its own;
//! * `sizes`: bytes of values and scratch buffers in local memory.
//!
//! * `slicing`: an F32 conv -> max pool chain whose buffers do not fit in local memory
//!   at once is cut into TPU-MLIR's batch and row slices (`nsecs`, `hsecs`); any other
//!   chain is made of one slice, or stays global ops when it does not fit.

mod alloc;
mod chains;
mod combine;
mod schedule;
mod sizes;
mod slicing;

use alloc::{lives, Alloc, Buffer, Key};
use schedule::{move_loads, move_stores, nearest, pipeline, Kind, Mode, Node, Schedule};
use sizes::{dims, imm_bytes, lmem_bytes, small_c_view};
use slicing::{Chain, HWindow, Runs, Slices};

use ir::ods::values::{bool_attr, int_attr};
use ir::ods::{OpBuilder, OpState};
use ir::{Context, Diagnostic, IrArena, OpId, Type, Value};

use super::{block_of, model_module};
use crate::func::ops::FuncOp;
use crate::top::ops::{NoneOp, WeightOp};
use crate::top::to_tpu::set_attrs;
use crate::tpu::ops::{ConcatOp, Conv2DOp, GroupOp, LayerGroupAttr, LoadOp, LutOp, Pool2DOp, StoreOp, YieldOp};

/// Bytes of local memory per lane.
const LMEM: u64 = 256 * 1024;
/// Bytes of one bank.
const BANK: u64 = 16 * 1024;
/// Lanes.
const NPU: u64 = 64;
/// Bytes of one execution unit.
const EU_BYTES: u64 = 64;

fn is_weight(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    arena
        .defining_op(v)
        .is_some_and(|d| WeightOp::cast(ctx, arena, d).is_some())
}

fn is_weight_or_none(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    WeightOp::cast(ctx, arena, op).is_some() || NoneOp::cast(ctx, arena, op).is_some()
}

/// The kind of `op` for the schedule's stand-ins.
fn kind(ctx: &Context, arena: &IrArena, op: OpId) -> Kind {
    if Conv2DOp::cast(ctx, arena, op).is_some() {
        return Kind::Conv;
    }
    if Pool2DOp::cast(ctx, arena, op).is_some() {
        return Kind::Pool(chains::pool_takes_load(ctx, arena, op));
    }
    if LutOp::cast(ctx, arena, op).is_some() {
        return Kind::Lut;
    }
    if ConcatOp::cast(ctx, arena, op).is_some() && chains::concat_is_free(ctx, arena, op) {
        return Kind::Concat;
    }
    Kind::Other
}

/// Whether `v` is a tensor of 16-bit floats (f16, bf16).
fn is_half_float(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { element, .. } => {
            matches!(ctx.type_kind(*element), ir::TypeKind::Float(f) if f.bit_width() == 16)
        }
        _ => false,
    }
}

fn err(arena: &IrArena, op: OpId, m: impl Into<String>) -> Diagnostic {
    Diagnostic::error(
        ir::DiagLoc::Attr(arena.op_loc(op)),
        format!("layer-group: {}", m.into()),
    )
}

fn loc_name(ctx: &Context, arena: &IrArena, v: Value) -> String {
    match v {
        Value::Arg { index, .. } => index.to_string(),
        _ => arena
            .defining_op(v)
            .and_then(|d| crate::common::loc_name(ctx, arena.op_loc(d)))
            .unwrap_or_default(),
    }
}

/// One slice's `ginfo`.
struct Info {
    addr: u64,
    size: u64,
    buffer: (u64, u64),
    eu_align: bool,
    shape: Vec<i64>,
    id: i64,
    stage: i64,
    group_type: i64,
    /// The runs of batches and rows of a sliced value (else its whole shape).
    runs: Option<(Runs, Runs)>,
}

impl Info {
    fn attr(&self) -> LayerGroupAttr {
        let dim = |i: usize| self.shape.get(i).copied().unwrap_or(1);
        let (n_runs, h_runs) = self
            .runs
            .clone()
            .unwrap_or_else(|| (vec![(0, dim(0))], vec![(0, dim(2))]));
        let starts = |r: &Runs| r.iter().map(|x| x.0).collect::<Vec<_>>();
        let lens = |r: &Runs| r.iter().map(|x| x.1).collect::<Vec<_>>();
        LayerGroupAttr {
            out_addr: self.addr as i64,
            out_size: self.size as i64,
            buffer_addr: self.buffer.0 as i64,
            buffer_size: self.buffer.1 as i64,
            eu_align: self.eu_align,
            can_merge: false,
            in_hslice_offset: Vec::new(),
            n_idx: starts(&n_runs),
            n_slice: lens(&n_runs),
            c_idx: vec![0],
            c_slice: vec![dim(1)],
            d_idx: vec![0],
            d_slice: vec![1],
            h_idx: starts(&h_runs),
            h_slice: lens(&h_runs),
            w_idx: vec![0],
            w_slice: vec![dim(3)],
            id: self.id,
            stage: self.stage,
            slice_idx: 0,
            group_type: self.group_type,
        }
    }
}

/// The geometry of an F32 conv -> max pool chain (`nodes`) that TPU-MLIR may slice:
/// no dilation, a pooling without pads (pools with pads in several slices are not
/// modelled).
fn f32_conv_pool_chain(ctx: &Context, arena: &IrArena, nodes: &[Node]) -> Option<Chain> {
    let [c, p] = nodes else { return None };
    let conv = Conv2DOp::cast(ctx, arena, c.op)?;
    let pool = Pool2DOp::cast(ctx, arena, p.op)?;
    let (input, _) = dims(ctx, arena, conv.input(ctx, arena)).filter(|d| d.1 == 4)?;
    let (conv_out, _) = dims(ctx, arena, conv.output(ctx, arena))?;
    let (pool_out, _) = dims(ctx, arena, pool.output(ctx, arena))?;
    if conv.dilations(ctx, arena).is_some_and(|d| d.iter().any(|&x| x != 1))
        || pool.pads(ctx, arena).is_some_and(|d| d.iter().any(|&x| x != 0))
    {
        return None;
    }
    let window = |k: Option<Vec<i64>>, s: Option<Vec<i64>>, pad: i64| {
        Some(HWindow {
            kernel: *k?.first()?,
            stride: *s?.first()?,
            pad,
        })
    };
    let conv_pad = conv.pads(ctx, arena).and_then(|p| p.first().copied()).unwrap_or(0);
    Some(Chain {
        n: input[0],
        h: input[2],
        oh: conv_out[2],
        ph: pool_out[2],
        ow: conv_out[3],
        pw: pool_out[3],
        conv: window(conv.kernel_shape(ctx, arena), conv.strides(ctx, arena), conv_pad)?,
        pool: window(pool.kernel_shape(ctx, arena), pool.strides(ctx, arena), 0)?,
    })
}

/// The runs of batches and rows of the value `v` of a sliced conv -> pool chain
/// (`nodes`): the conv's input, its result, the pooling's result; `None` for weights.
fn value_runs(nodes: &[Node], slices: &Slices, v: Value) -> Option<(Runs, Runs)> {
    let [c, p] = nodes else { return None };
    let at = if c.operands.first() == Some(&v) {
        0
    } else if c.outputs.first() == Some(&v) {
        1
    } else if p.outputs.first() == Some(&v) {
        2
    } else {
        return None;
    };
    Some((slices.n.clone(), slices.h[at].clone()))
}

/// Schedules and places the chain `ops`, then builds its group; leaves the ops alone
/// when their buffers do not fit in local memory.
fn group(ctx: &Context, arena: &mut IrArena, ops: &[OpId]) -> Result<(), Diagnostic> {
    let (Some(&first), Some(&last)) = (ops.first(), ops.last()) else {
        return Ok(());
    };
    let is_none = |arena: &IrArena, v: Value| {
        arena
            .defining_op(v)
            .is_some_and(|d| NoneOp::cast(ctx, arena, d).is_some())
    };
    let nodes: Vec<Node> = ops
        .iter()
        .map(|&op| Node {
            op,
            operands: arena
                .operands(op)
                .collect::<Vec<_>>()
                .into_iter()
                .filter(|&v| !is_none(arena, v))
                .collect(),
            outputs: (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect(),
            kind: kind(ctx, arena, op),
        })
        .collect();
    let weights: Vec<Value> = nodes
        .iter()
        .flat_map(|n| n.operands.iter().copied())
        .filter(|&v| is_weight(ctx, arena, v))
        .collect();
    // TPU-MLIR's group type: small-channel groups see every value as `small_c_view`.
    let group_type = chains::group_type(ctx, arena, ops);
    let small_c = group_type == 2;
    let view = |shape: Vec<i64>| if small_c { small_c_view(&shape) } else { shape };
    let order = nearest(&nodes);
    let mut s = order.clone();
    let stages = pipeline(&nodes, &mut s);
    move_loads(&nodes, &mut s);
    let absorbed = move_stores(&nodes, &mut s);
    // In a chain computing in 16-bit floats every op is one cheap TIU command (8 cycles
    // for a `1x4x8x8` cast or addition in TPU-MLIR's cycle model, against 606 to 799 for
    // its transfers): a store moved in leaves its timestep transfer-bound.
    let half = nodes
        .iter()
        .flat_map(|n| &n.outputs)
        .any(|&v| is_half_float(ctx, arena, v));
    let absorbed = if half { Vec::new() } else { absorbed };
    // The chain's slicing (an F32 conv -> max pool chain too large for one slice).
    let chain = f32_conv_pool_chain(ctx, arena, &nodes);
    // Every buffer's size with `slices` (the keys do not depend on the table).
    let sized_with = |arena: &IrArena, slices: Option<&Slices>| -> Result<Vec<(Key, u64, bool)>, Diagnostic> {
        let mut sized = Vec::new();
        for b in lives(&nodes, &s, &stages, &weights) {
            let (size, wide) = match b.key {
                Key::Value(v) => {
                    let (mut shape, bytes) =
                        dims(ctx, arena, v).ok_or_else(|| err(arena, first, "a 4-D tensor with a static shape"))?;
                    if let Some((n, h)) = slices.and_then(|sl| value_runs(&nodes, sl, v)) {
                        shape[0] = n.iter().map(|r| r.1).max().unwrap_or(shape[0]);
                        shape[2] = h.iter().map(|r| r.1).max().unwrap_or(shape[2]);
                    }
                    (lmem_bytes(&view(shape), bytes, b.weight), false)
                }
                Key::Imm(o) => {
                    let wide = Conv2DOp::cast(ctx, arena, nodes[o].op)
                        .is_some_and(|c| c.use_3ic_optimize(ctx, arena).unwrap_or(0) & 3 != 0);
                    let size = imm_bytes(ctx, arena, &nodes[o], small_c)
                        .ok_or_else(|| err(arena, nodes[o].op, "a 4-D tensor with a static shape"))?;
                    (size, wide)
                }
            };
            sized.push((b.key, size, wide));
        }
        Ok(sized)
    };
    // TPU-MLIR's map order: activations, weights, scratch buffers.
    let rank = |b: &Buffer| match b.key {
        Key::Imm(_) => 2,
        Key::Value(_) if b.weight => 1,
        Key::Value(_) => 0,
    };
    // The allocation before merging timesteps, then the merges, then the final one:
    // the final table, its buffers and their addresses, or `None` when they do not fit.
    let attempt = |sized: &[(Key, u64, bool)]| {
        let buffers = |s: &Schedule| {
            let mut bufs = lives(&nodes, s, &stages, &weights);
            for b in &mut bufs {
                if let Some(&(_, size, wide)) = sized.iter().find(|x| x.0 == b.key) {
                    b.size = size;
                    b.wide = wide;
                }
            }
            bufs.retain(|b| b.size > 0);
            bufs.sort_by_key(rank);
            bufs
        };
        let mut s = s.clone();
        let before = buffers(&s);
        let addrs = (Alloc { nodes: &nodes, s: &s }).assign(&before)?;
        let addrs = before.iter().zip(addrs).map(|(b, a)| (b.key, a)).collect();
        combine::merge(&nodes, &mut s, &weights, &absorbed, buffers, addrs);
        let bufs = buffers(&s);
        if bufs.iter().map(|b| b.size).sum::<u64>() > LMEM {
            return None;
        }
        let addrs = (Alloc { nodes: &nodes, s: &s }).assign(&bufs)?;
        Some((s, bufs, addrs))
    };
    let mut slices: Option<Slices> = None;
    let mut placed = attempt(&sized_with(arena, None)?);
    if placed.is_none() {
        // TPU-MLIR's counts (`update_data_split`, then at most 20 tries).
        let Some(chain) = chain else { return Ok(()) };
        // Bytes of every buffer with `per` batches and whole rows.
        let total = |per: i64| {
            chain
                .slices(1, 1)
                .and_then(|sl| {
                    sized_with(
                        arena,
                        Some(&Slices {
                            n: vec![(0, per)],
                            ..sl
                        }),
                    )
                    .ok()
                })
                .map_or(u64::MAX, |sized| sized.iter().map(|x| x.1).sum())
        };
        let mut secs = chain.first_secs(total, LMEM);
        for _ in 0..20 {
            let Some(now) = secs else { break };
            let Some(sl) = chain.slices(now.0, now.1) else { break };
            if let Some(p) = attempt(&sized_with(arena, Some(&sl))?) {
                placed = Some(p);
                slices = Some(sl);
                break;
            }
            secs = chain.next_secs(now);
        }
    }
    let Some((s, bufs, addrs)) = placed else {
        return Ok(());
    };
    let place = |key: Key| {
        bufs.iter()
            .position(|b| b.key == key)
            .map_or((0, 0), |i| (addrs[i], bufs[i].size))
    };
    let stage_of = |v: Value| stages.iter().find(|(x, _)| *x == v).map_or(1, |x| x.1);
    let block = arena
        .op_parent(first)
        .ok_or_else(|| err(arena, first, "an op outside a block"))?;
    // `none` for the store, at the front of the function.
    let none = match arena.block_ops(block).find(|&o| NoneOp::cast(ctx, arena, o).is_some()) {
        Some(o) => arena.result(o, 0),
        None => {
            let mut state = OpState::new();
            state.results(&[ctx.none_type()]);
            let mut b = OpBuilder::new(ctx, arena).with_loc(ctx.unknown_loc());
            let op = ir::ods::build::create(&mut b, NoneOp::schema(), state).map_err(|e| err(arena, first, e.0))?;
            let front = arena
                .first_op(block)
                .ok_or_else(|| err(arena, first, "empty function"))?;
            arena.insert_op_before(op, front);
            arena.result(op, 0)
        }
    };
    let last_loc = arena.op_loc(last);
    let result = arena.result(last, 0);
    let result_ty = arena.value_type(result);
    // The group, where the last op is (after the weights the ops read).
    let loads: Vec<Value> = order
        .gdma
        .iter()
        .flatten()
        .filter(|t| t.1 == Mode::Load)
        .map(|t| t.0)
        .collect();
    let external: Vec<Value> = loads.iter().copied().filter(|&v| !weights.contains(&v)).collect();
    let mut state = OpState::new();
    state.operands(&external);
    state.results(&[result_ty]);
    state.regions(1);
    let mut b = OpBuilder::new(ctx, arena).with_loc(last_loc);
    let g = ir::ods::build::create(&mut b, GroupOp::schema(), state).map_err(|e| err(arena, first, e.0))?;
    // Ids: loads, ops, store.
    let op_id = |i: usize| (loads.len() + i) as i64;
    let store_id = (loads.len() + nodes.len()) as i64;
    let id_of = |v: Value, mode: Mode| match mode {
        Mode::Load => loads.iter().position(|&x| x == v).map_or(0, |p| p as i64),
        Mode::Store => store_id,
    };
    let mut flow = Vec::new();
    for ts in 0..s.len() {
        flow.push(-(ts as i64) - 1);
        flow.extend(s.tiu[ts].iter().map(|&o| op_id(o)));
        flow.extend(s.gdma[ts].iter().map(|&(v, m)| id_of(v, m)));
    }
    let i64a = |v: i64| int_attr(ctx, v, "i64").unwrap_or_else(|_| ctx.unit_attr());
    let flow = ir::ods::values::int_array(ctx, &flow, "i64").map_err(|e| err(arena, first, e.0))?;
    let empty = ir::ods::values::int_array(ctx, &[], "i64").map_err(|e| err(arena, first, e.0))?;
    set_attrs(
        ctx,
        arena,
        g,
        &[
            ("core_slice_ncdhw", empty),
            ("csecs", i64a(1)),
            ("dsecs", i64a(1)),
            ("flow", flow),
            ("group_type", i64a(group_type)),
            ("hsecs", i64a(slices.as_ref().map_or(1, |sl| sl.hsecs))),
            ("nsecs", i64a(slices.as_ref().map_or(1, |sl| sl.nsecs))),
            ("other_down_overlap_op", empty),
            ("other_up_overlap_op", empty),
            ("run_core_id", empty),
            ("self_down_overlap_op", empty),
            ("self_up_overlap_op", empty),
            ("support_compress", bool_attr(ctx, true)),
            ("swpipl_stage_num", i64a(3)),
            ("wsecs", i64a(1)),
        ],
    );
    arena.insert_op_before(g, last);
    let body = arena.create_block(&[]);
    let region = arena.regions(g)[0];
    arena.append_block(region, body);
    // Loads.
    let mut loaded: Vec<(Value, Value)> = Vec::new();
    for (id, &v) in loads.iter().enumerate() {
        let weight = weights.contains(&v);
        let ty: Type = arena.value_type(v);
        let plain = match ctx.type_kind(ty) {
            ir::TypeKind::RankedTensor { shape, element, .. } => ctx.get_type(ir::TypeKind::RankedTensor {
                shape: shape.clone(),
                element: *element,
                encoding: None,
            }),
            _ => ty,
        };
        let mut state = OpState::new();
        state.operands(&[v]);
        state.results(&[plain]);
        let loc = ctx.name_loc(format!("load_{}", loc_name(ctx, arena, v)).as_bytes(), None);
        let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
        let op = ir::ods::build::create(&mut b, LoadOp::schema(), state)
            .map_err(|e| Diagnostic::error(ir::DiagLoc::Attr(loc), e.0))?;
        let (addr, size) = place(Key::Value(v));
        let bcast = weight && chains::broadcast_weight(ctx, arena, v);
        let info = Info {
            addr,
            size,
            buffer: (0, 0),
            eu_align: !weight || bcast,
            shape: dims(ctx, arena, v).map(|d| view(d.0)).unwrap_or_default(),
            id: id as i64,
            stage: stage_of(v),
            group_type,
            runs: slices.as_ref().and_then(|sl| value_runs(&nodes, sl, v)),
        };
        set_attrs(
            ctx,
            arena,
            op,
            &[
                ("ginfo", info.attr().get(ctx)),
                ("lmem_type", i64a(if weight { 0 } else { 1 })),
            ],
        );
        if bcast {
            set_attrs(ctx, arena, op, &[("do_bcast", bool_attr(ctx, true))]);
        }
        arena.append_op(body, op);
        loaded.push((v, arena.result(op, 0)));
    }
    // The ops move in and read the loaded values.
    let mut last_info = None;
    for (i, node) in nodes.iter().enumerate() {
        arena.move_op_to_end(node.op, body);
        for (k, v) in arena.operands(node.op).collect::<Vec<_>>().into_iter().enumerate() {
            if let Some(&(_, l)) = loaded.iter().find(|(x, _)| *x == v) {
                arena.set_operand(
                    ir::Use {
                        op: node.op,
                        operand: k as u32,
                    },
                    l,
                );
            }
        }
        let out = node
            .outputs
            .first()
            .copied()
            .ok_or_else(|| err(arena, node.op, "an op without results"))?;
        let (addr, size) = place(Key::Value(out));
        let info = Info {
            addr,
            size,
            buffer: place(Key::Imm(i)),
            eu_align: true,
            shape: dims(ctx, arena, out).map(|d| view(d.0)).unwrap_or_default(),
            id: op_id(i),
            stage: 1,
            group_type,
            runs: slices.as_ref().and_then(|sl| value_runs(&nodes, sl, out)),
        };
        set_attrs(ctx, arena, node.op, &[("ginfo", info.attr().get(ctx))]);
        last_info = Some(info);
    }
    // The store and the yield.
    let mut state = OpState::new();
    state.operands(&[result, none]);
    state.results(&[result_ty]);
    let mut b = OpBuilder::new(ctx, arena).with_loc(last_loc);
    let store = ir::ods::build::create(&mut b, StoreOp::schema(), state).map_err(|e| err(arena, last, e.0))?;
    let store_info = last_info
        .map(|i| Info {
            id: store_id,
            stage: 2,
            buffer: (0, 0),
            ..i
        })
        .ok_or_else(|| err(arena, last, "an empty chain"))?;
    set_attrs(
        ctx,
        arena,
        store,
        &[
            ("ginfo", store_info.attr().get(ctx)),
            ("support_compress", bool_attr(ctx, true)),
        ],
    );
    arena.append_op(body, store);
    let stored = arena.result(store, 0);
    let mut state = OpState::new();
    state.operands(&[stored]);
    let mut b = OpBuilder::new(ctx, arena).with_loc(last_loc);
    let y = ir::ods::build::create(&mut b, YieldOp::schema(), state).map_err(|e| err(arena, last, e.0))?;
    arena.append_op(body, y);
    // Users outside read the group's result.
    let group_result = arena.result(g, 0);
    let outside: Vec<ir::Use> = arena.uses(result).filter(|u| u.op != store).collect();
    for u in outside {
        arena.set_operand(u, group_result);
    }
    Ok(())
}

/// Runs the pass on `module`.
pub fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    let Some(body) = block_of(arena, model_module(ctx, arena, module)) else {
        return Ok(());
    };
    let funcs: Vec<OpId> = arena
        .block_ops(body)
        .filter(|&f| FuncOp::cast(ctx, arena, f).is_some())
        .collect();
    for f in funcs {
        let name = ir::ods::access::inherent(ctx, arena, f, "sym_name").and_then(|a| ir::ods::values::as_str(ctx, a));
        if name.as_deref() == Some("main") {
            continue;
        }
        let Some(block) = block_of(arena, f) else { continue };
        let ops: Vec<OpId> = arena.block_ops(block).collect();
        for op in ops {
            if arena.op_parent(op) != Some(block) {
                continue;
            }
            if let Some(c) = chains::chain(ctx, arena, op) {
                group(ctx, arena, &c)?;
            }
        }
    }
    Ok(())
}
