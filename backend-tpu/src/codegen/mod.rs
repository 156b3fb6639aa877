//! Code generation: an addressed tpu module (TPU-MLIR's `_final.mlir`) to BM1684X command
//! buffers and a static net for the bmodel writer.
//!
//! Each tpu op generates its own commands through the code generation interfaces of
//! [`interface`]: [`interface::GlobalGenInterface`] for an op run alone on whole tensors in global
//! memory, [`interface::LocalGenInterface`] for an op inside a `tpu.Group`, whose operands and
//! results already sit in local memory at the addresses its `ginfo` gives. A group runs
//! its ops over the timesteps of its `flow` ([`group`]).
//!
//! Inside the regimes of the spec's §13 the commands are TPU-MLIR's, bit for bit; so
//! are the INT8 layer groups of a quantized conv ([`int8`], `docs/int8.md`).

pub mod coeff;
pub mod dma;
pub mod error;
pub mod global;
pub mod group;
pub mod int8;
pub mod interface;
pub mod layout;
pub mod net;
pub mod tensor;
pub mod tiu;
pub mod tpu_attrs;

use dialects::func::ops::ReturnOp;
use dialects::top::ops::{NoneOp, WeightOp};
use dialects::tpu::ops::GroupOp;
use ir::{Context, IrArena, OpId, Value};

use crate::bmodel::{io_tensor, StaticNet, Tensor};
use crate::cmdbuf::CmdBuf;
use crate::regdef::{Chip, Command};
use crate::weights::{ElemType, Weights};

pub use error::CodegenError;
pub use net::AddressedNet;
use tensor::TensorInfo;

/// What code generation works with: the IR, and the command buffer it fills.
pub struct GenCx<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR.
    pub arena: &'a IrArena,
    /// The commands so far.
    pub buf: CmdBuf,
    /// The ops' code generation interfaces.
    pub interfaces: interface::Interfaces<'a>,
}

impl GenCx<'_> {
    /// Shape, type and address of `v`.
    pub fn info(&self, v: Value) -> Result<TensorInfo, CodegenError> {
        tensor::value_info(self.ctx, self.arena, v)
    }

    /// Issues one command.
    pub fn push<C: Command>(&mut self, cmd: &C) -> Result<(), CodegenError> {
        self.buf.push(cmd)?;
        Ok(())
    }

    /// Runs `f` as one parallel section (TPU-MLIR's `divide_sync_id` ... `merge_sync_id`).
    pub fn parallel<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T, CodegenError>) -> Result<T, CodegenError> {
        self.buf.begin_parallel()?;
        let out = f(self)?;
        self.buf.end_parallel()?;
        Ok(out)
    }
}

/// The bmodel data type code of an element type.
pub fn bmodel_data_type(elem: ElemType) -> u32 {
    match elem {
        ElemType::F32 => 0,
        ElemType::F16 => 1,
        ElemType::I8 => 2,
        ElemType::U8 => 3,
        ElemType::I16 => 4,
        ElemType::U16 => 5,
        ElemType::I32 => 6,
        ElemType::U32 => 7,
        ElemType::BF16 => 8,
    }
}

/// The bmodel description of a net input (`hidden = 1`) or output (`hidden = 2`), the
/// `index`-th of its kind.
fn net_tensor(t: &net::NetTensor, hidden: i32, index: usize) -> Result<Tensor, CodegenError> {
    let tensor = io_tensor(
        &t.name,
        bmodel_data_type(t.info.elem),
        t.info
            .global_addr()
            .map_err(|e| CodegenError::new(format!("net tensor `{}`: {e}", t.name)))?,
        t.info.bytes(),
        &t.info.shape,
        hidden,
    );
    Ok(Tensor {
        index: i32::try_from(index).map_err(|_| CodegenError::new("too many net tensors"))?,
        ..tensor
    })
}

/// Generates the commands of the addressed module `top` (weights from `weights`, keyed
/// by the `top.Weight` ops' location names) as one static net.
pub fn codegen_module(ctx: &Context, arena: &IrArena, top: OpId, weights: &Weights) -> Result<StaticNet, CodegenError> {
    let net = AddressedNet::read(ctx, arena, top)?;
    let [subfunc] = net.subfuncs[..] else {
        return Err(CodegenError::at(
            arena.op_loc(top),
            format!("expected one TPU subnet function, found {}", net.subfuncs.len()),
        ));
    };
    let coeff = coeff::collect(ctx, arena, &net, weights)?;
    let mut cx = GenCx {
        ctx,
        arena,
        buf: CmdBuf::new(Chip::Bm1684x),
        interfaces: interface::Interfaces::new(),
    };
    for op in ops_of(arena, subfunc.op()) {
        codegen_op(&mut cx, op)?;
    }
    Ok(StaticNet {
        name: net.name.clone(),
        inputs: net
            .inputs
            .iter()
            .enumerate()
            .map(|(i, t)| net_tensor(t, 1, i))
            .collect::<Result<_, _>>()?,
        outputs: net
            .outputs
            .iter()
            .enumerate()
            .map(|(i, t)| net_tensor(t, 2, i))
            .collect::<Result<_, _>>()?,
        neuron_addr: net.neuron_addr,
        neuron_size: net.neuron_size,
        coeff,
        groups: cx.buf.finish()?,
    })
}

/// The ops of `op`'s first region's first block.
pub(crate) fn ops_of(arena: &IrArena, op: OpId) -> Vec<OpId> {
    dialects::common::entry_block(arena, op)
        .map(|b| arena.block_ops(b).collect())
        .unwrap_or_default()
}

/// Generates one op of a subnet function.
fn codegen_op(cx: &mut GenCx<'_>, op: OpId) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    if NoneOp::cast(ctx, arena, op).is_some()
        || WeightOp::cast(ctx, arena, op).is_some()
        || ReturnOp::cast(ctx, arena, op).is_some()
    {
        return Ok(());
    }
    if let Some(g) = GroupOp::cast(ctx, arena, op) {
        return group::codegen_group(cx, g).map_err(|e| e.or_at(arena.op_loc(op)));
    }
    interface::codegen_global(cx, op).map_err(|e| e.or_at(arena.op_loc(op)))
}
