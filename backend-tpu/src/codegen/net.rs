//! The shape of an addressed TPU-MLIR module (`module.state = "TPU_ADDRESSED"`), as
//! TPU-MLIR's `_final.mlir` files have it: an outer module with the model attributes,
//! an inner module with the memory regions (`module.coeff_addr`, `module.neuron_addr`,
//! ...), a `main` function of `top.Input`s and calls, and one `subfunc_N` per subnet,
//! run on the TPU when its `mode` is `#tpu<run_mode TPU_STATIC>`.

use dialects::func::ops::{CallOp, FuncOp, ReturnOp};
use dialects::top::ops::InputOp;
use ir::ods::access::dict_get;
use ir::ods::values::{as_int, as_str};
use ir::{Attr, Context, IrArena, OpId, Value};

use super::error::CodegenError;
use super::tensor::{loc_name, value_info, TensorInfo};

/// An input or output of the net.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetTensor {
    /// Its name: the location name of the op that makes it.
    pub name: String,
    /// Shape, type, address.
    pub info: TensorInfo,
}

/// An addressed module, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddressedNet {
    /// Net name (the inner module's name).
    pub name: String,
    /// Start of the coefficient region.
    pub coeff_addr: u64,
    /// Its size in bytes.
    pub coeff_size: u64,
    /// Start of the activation region.
    pub neuron_addr: u64,
    /// Its size in bytes.
    pub neuron_size: u64,
    /// Net inputs, in `main`'s order.
    pub inputs: Vec<NetTensor>,
    /// Net outputs, in `main`'s return order.
    pub outputs: Vec<NetTensor>,
    /// The subnet functions `main` calls, in call order.
    pub subfuncs: Vec<FuncOp>,
}

fn module_int(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Result<u64, CodegenError> {
    dict_get(ctx, arena.attrs(op), name)
        .and_then(|a| as_int(ctx, a))
        .and_then(|v| u64::try_from(v).ok())
        .ok_or_else(|| {
            CodegenError::at(
                arena.op_loc(op),
                format!("module has no `{name}` (not an addressed TPU-MLIR module?)"),
            )
        })
}

fn sym_name(ctx: &Context, arena: &IrArena, op: OpId) -> Option<String> {
    ir::ods::access::inherent(ctx, arena, op, "sym_name").and_then(|a| as_str(ctx, a))
}

/// The root name of a symbol reference attribute.
fn symbol_name(ctx: &Context, attr: Attr) -> Option<String> {
    match ctx.attr_kind(attr) {
        ir::AttrKind::SymbolRef { root, .. } => as_str(ctx, *root),
        _ => None,
    }
}

/// The function a call calls.
fn callee(ctx: &Context, arena: &IrArena, call: CallOp) -> Option<String> {
    call.callee_attr(ctx, arena).and_then(|a| symbol_name(ctx, a))
}

/// The name of the op defining `v` (its location name), or of the block argument.
fn value_name(ctx: &Context, arena: &IrArena, v: Value) -> Option<String> {
    let loc: Attr = match arena.defining_op(v) {
        Some(op) => arena.op_loc(op),
        None => arena.value_loc(v),
    };
    loc_name(ctx, loc)
}

impl AddressedNet {
    /// Reads the module `top`.
    pub fn read(ctx: &Context, arena: &IrArena, top: OpId) -> Result<AddressedNet, CodegenError> {
        let module_name = ctx.op_name(ir::builtin::MODULE);
        let inner = super::ops_of(arena, top)
            .into_iter()
            .find(|&op| arena.op_name(op) == module_name)
            .unwrap_or(top);
        let state = dict_get(ctx, arena.attrs(top), "module.state").and_then(|a| as_str(ctx, a));
        if state.as_deref() != Some("TPU_ADDRESSED") {
            return Err(CodegenError::at(
                arena.op_loc(top),
                format!(
                    "code generation needs an addressed module (`module.state = \"TPU_ADDRESSED\"`), found {}",
                    state.map_or("no state".into(), |s| format!("`{s}`"))
                ),
            ));
        }
        let funcs: Vec<FuncOp> = super::ops_of(arena, inner)
            .into_iter()
            .filter_map(|op| FuncOp::cast(ctx, arena, op))
            .collect();
        let main = funcs
            .iter()
            .copied()
            .find(|f| sym_name(ctx, arena, f.op()).as_deref() == Some("main"))
            .ok_or_else(|| CodegenError::at(arena.op_loc(inner), "module has no `main` function"))?;
        let mut inputs = Vec::new();
        let mut outputs = Vec::new();
        let mut subfuncs = Vec::new();
        for op in super::ops_of(arena, main.op()) {
            if let Some(input) = InputOp::cast(ctx, arena, op) {
                let v = arena.result(input.op(), 0);
                let name = value_name(ctx, arena, v).unwrap_or_else(|| format!("in{}", inputs.len()));
                inputs.push(NetTensor {
                    name,
                    info: value_info(ctx, arena, v).map_err(|e| e.or_at(arena.op_loc(op)))?,
                });
            } else if let Some(call) = CallOp::cast(ctx, arena, op) {
                let callee = callee(ctx, arena, call);
                let f = funcs
                    .iter()
                    .copied()
                    .find(|f| sym_name(ctx, arena, f.op()) == callee)
                    .ok_or_else(|| CodegenError::at(arena.op_loc(op), "call to an unknown function"))?;
                subfuncs.push(f);
            } else if ReturnOp::cast(ctx, arena, op).is_some() {
                for v in arena.operands(op) {
                    let name = output_name(ctx, arena, v).unwrap_or_else(|| format!("out{}", outputs.len()));
                    outputs.push(NetTensor {
                        name,
                        info: value_info(ctx, arena, v).map_err(|e| e.or_at(arena.op_loc(op)))?,
                    });
                }
            }
        }
        Ok(AddressedNet {
            name: sym_name(ctx, arena, inner).unwrap_or_else(|| "net".into()),
            coeff_addr: module_int(ctx, arena, inner, "module.coeff_addr")?,
            coeff_size: module_int(ctx, arena, inner, "module.coeff_size")?,
            neuron_addr: module_int(ctx, arena, inner, "module.neuron_addr")?,
            neuron_size: module_int(ctx, arena, inner, "module.neuron_size")?,
            inputs,
            outputs,
            subfuncs,
        })
    }
}

/// The name of a net output: a call result is named after the op the callee returns.
fn output_name(ctx: &Context, arena: &IrArena, v: Value) -> Option<String> {
    let op = arena.defining_op(v)?;
    let Some(call) = CallOp::cast(ctx, arena, op) else {
        return value_name(ctx, arena, v);
    };
    let index = (0..arena.num_results(op)).position(|i| arena.result(op, i) == v)?;
    let callee = callee(ctx, arena, call)?;
    let parent_block = arena.op_parent(op)?;
    let func_op = arena.block_parent_op(parent_block)?;
    let module = arena.block_parent_op(arena.op_parent(func_op)?)?;
    let f = super::ops_of(arena, module).into_iter().find(|&f| {
        FuncOp::cast(ctx, arena, f).is_some() && sym_name(ctx, arena, f).as_deref() == Some(callee.as_str())
    })?;
    let ret = super::ops_of(arena, f)
        .into_iter()
        .find(|&o| ReturnOp::cast(ctx, arena, o).is_some())?;
    let returned = arena.operands(ret).nth(index)?;
    value_name(ctx, arena, returned)
}
