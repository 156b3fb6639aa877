//! TPU-MLIR's passes on tpu modules that lead to the addressed IR codegen reads
//! (`NAME_final.mlir`), each registered under TPU-MLIR's name and run in TPU-MLIR's
//! order: `processor-tpu-optimize` (chip-specific op attributes), `dev-parallel` (the
//! per-device inner module), `weight-reorder` (weights in the layouts the chip reads),
//! `subnet-divide` (the TPU ops moved into `subfunc_0`, called from `main`),
//! `op-reorder` and `topo-sort` (TPU-MLIR's op order), `layer-group` (F32 conv -> pool
//! and INT8 cast -> conv / relu / max pool / conv -> pool -> cast and cast, cast -> add
//! -> cast chains in local memory), and `address-assign` (global
//! addresses for weights and activations).
//!
//! The rules were taken from TPU-MLIR 1.30.2's sources and checked pass by pass against
//! its `tpuc-opt` on 41 models (every F32 reference model and random ones).

pub mod address_assign;
pub mod chip_optimize;
mod concat_inplace;
pub mod conv_coeff;
pub mod dev_parallel;
pub mod global_buffer;
pub mod layer_group;
pub mod op_order;
mod permute_reorder;
mod permute_reshape;
pub mod subnet_divide;
pub mod weight_reorder;

use ir::pass::{Pass, PassContext, PassFailure, PassInfo, PassRegistry};
use ir::{Context, IrArena, OpId};

/// A module pass from a function.
#[derive(Clone)]
struct ModulePass {
    argument: &'static str,
    name: &'static str,
    run: fn(&Context, &mut IrArena, OpId) -> Result<(), ir::Diagnostic>,
}

impl Pass for ModulePass {
    fn argument(&self) -> &'static str {
        self.argument
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn set_option(&mut self, _key: &str, _value: &str) -> Result<(), ir::pass::PassOptionError> {
        // TPU-MLIR's options of these passes (`dynamic=False`) select what this
        // implementation always does.
        Ok(())
    }
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, _: &mut PassContext) -> Result<(), PassFailure> {
        (self.run)(ctx, arena, op).map_err(Into::into)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The passes: TPU-MLIR's argument, display name, summary and function.
const PASSES: &[(&str, &str, &str, PassFn)] = &[
    (
        "processor-tpu-optimize",
        "ProcessorTpuOptimizePass",
        "Chip-specific op attributes (BM1684X: MatMul left_reuse)",
        chip_optimize::run,
    ),
    (
        "dev-parallel",
        "DevParallelPass",
        "Name the net's inputs and outputs and put the functions in the device's module",
        dev_parallel::run,
    ),
    (
        "weight-reorder",
        "WeightReorderPass",
        "Retype weights to the layouts the chip reads (F32) and name them",
        weight_reorder::run,
    ),
    (
        "subnet-divide",
        "SubnetDividePass",
        "Move the TPU ops of main into subfunc_0, called from main",
        subnet_divide::run,
    ),
    (
        "op-reorder",
        "OpReorderPass",
        "Move chains of ops that cannot run in layer groups down to the return",
        op_order::op_reorder,
    ),
    (
        "topo-sort",
        "TopoSortPass",
        "TPU-MLIR's depth-first topological op order",
        op_order::topo_sort,
    ),
    (
        "layer-group",
        "LayerGroupPass",
        "Group conv -> max pool (F32) and cast -> conv / relu / max pool -> cast and add chains (INT8) to run in local memory (BM1684X)",
        layer_group::run,
    ),
    (
        "address-assign",
        "AddressAssignPass",
        "Assign global addresses to weights and activations (BM1684X)",
        address_assign::run,
    ),
];

type PassFn = fn(&Context, &mut IrArena, OpId) -> Result<(), ir::Diagnostic>;

/// One constructor per entry of [`PASSES`], in order.
const CREATE: [fn() -> Box<dyn Pass>; 8] = [
    || create(0),
    || create(1),
    || create(2),
    || create(3),
    || create(4),
    || create(5),
    || create(6),
    || create(7),
];

/// Registers the passes with `registry`.
pub fn register_passes(registry: &mut PassRegistry) {
    for (&(argument, _, summary, _), &create) in PASSES.iter().zip(CREATE.iter()) {
        registry.register(PassInfo {
            argument,
            summary,
            create,
        });
    }
}

fn create(index: usize) -> Box<dyn Pass> {
    let (argument, name, _, run) = PASSES[index];
    Box::new(ModulePass { argument, name, run })
}

/// The module holding the net's functions: the device module `dev-parallel` made, or
/// `top` itself before it.
pub(crate) fn model_module(ctx: &Context, arena: &IrArena, top: OpId) -> OpId {
    let module = ctx.op_name(ir::builtin::MODULE);
    block_of(arena, top)
        .and_then(|b| arena.block_ops(b).find(|&o| arena.op_name(o) == module))
        .unwrap_or(top)
}

/// Whether `op` can run inside a layer group on BM1684X (TPU-MLIR's
/// `LocalGenSupport`): convolutions with weight filters, relus, casts, same-shape
/// additions, pools with strides up to 15; not matmuls.
pub(crate) fn local_gen_support(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    use crate::tpu::ops::{AddOp, CastOp, Conv2DOp, Pool2DOp, ReluOp};
    if let Some(conv) = Conv2DOp::cast(ctx, arena, op) {
        let filter = conv.filter(ctx, arena);
        return arena
            .defining_op(filter)
            .is_some_and(|d| crate::top::ops::WeightOp::cast(ctx, arena, d).is_some());
    }
    if ReluOp::cast(ctx, arena, op).is_some() || CastOp::cast(ctx, arena, op).is_some() {
        return true;
    }
    if let Some(add) = AddOp::cast(ctx, arena, op) {
        let types: Vec<ir::Type> = add.inputs(ctx, arena).iter().map(|&v| arena.value_type(v)).collect();
        return types.windows(2).all(|w| w[0] == w[1]);
    }
    if let Some(pool) = Pool2DOp::cast(ctx, arena, op) {
        let strides_ok = pool.strides(ctx, arena).is_some_and(|s| s.iter().all(|&x| x <= 15));
        return strides_ok && !pool.is_adaptive(ctx, arena).unwrap_or(false);
    }
    false
}

pub(crate) use crate::common::entry_block as block_of;

/// The `func.func` named `name` of the net (in the device module when there is one).
pub(crate) fn function(ctx: &Context, arena: &IrArena, module: OpId, name: &str) -> Option<OpId> {
    let block = block_of(arena, model_module(ctx, arena, module))?;
    arena.block_ops(block).find(|&f| {
        crate::func::ops::FuncOp::cast(ctx, arena, f).is_some()
            && ir::ods::access::inherent(ctx, arena, f, "sym_name")
                .and_then(|a| ir::ods::values::as_str(ctx, a))
                .as_deref()
                == Some(name)
    })
}

pub(crate) use crate::common::shape::ranked_with_shape as with_shape;
