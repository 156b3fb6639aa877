//! `rods-run`: an interpreter for MLIR at every level of a multi-level
//! lowering (tosa, linalg on tensors, bufferized linalg on memrefs, affine
//! and scf loops, cf branches).
//!
//! The engine lives here: the value model ([`value`]), the heap memrefs point
//! into ([`memory`]), the interpreter and its table of op runners
//! ([`machine`]), constants ([`consts`]), NumPy I/O ([`npy`]) and the command
//! line ([`cli`]). What each op does is in its dialect's folder
//! (`arith/run.rs`, `linalg/run.rs`, ...), registered into the table by
//! [`run_table`].

pub mod cli;
pub mod consts;
pub mod lift;
pub mod machine;
pub mod memory;
pub mod npy;
pub mod operands;
pub mod value;

use std::rc::Rc;

use ir::{Context, Diagnostic, IrArena, OpId, TypeKind};

pub use machine::{Flow, Machine, RunResult, RunTable, Runner};
pub use value::{MemRefView, RtValue, Scalar, Tensor};

/// The runners of every dialect rods can run.
pub fn run_table(ctx: &Context) -> RunTable {
    let mut table = RunTable::new();
    crate::func::run::register(ctx, &mut table);
    crate::arith::run::register(ctx, &mut table);
    crate::math::run::register(ctx, &mut table);
    crate::tensor::run::register(ctx, &mut table);
    crate::linalg::run::register(ctx, &mut table);
    crate::memref::run::register(ctx, &mut table);
    crate::bufferization::run::register(ctx, &mut table);
    crate::affine::run::register(ctx, &mut table);
    crate::scf::run::register(ctx, &mut table);
    crate::cf::run::register(ctx, &mut table);
    crate::tosa::run::register(ctx, &mut table);
    table
}

/// One input of a run: the bytes of a `.npy` array.
pub type InputArray = Vec<u8>;

/// Runs the function `entry` of `module` on the `.npy` arrays `inputs` and
/// returns its results as tensors (a memref result is read out, a scalar
/// becomes a 0-d array). Inputs must match the function's argument types in
/// count, shape and element type.
pub fn run_function(
    ctx: &Context,
    arena: &IrArena,
    module: OpId,
    entry: &str,
    inputs: &[InputArray],
) -> Result<Vec<Tensor>, Diagnostic> {
    run_function_with(ctx, arena, module, entry, inputs, None)
}

/// [`run_function`] with a bound on the number of executed ops (`None`:
/// [`machine::DEFAULT_MAX_STEPS`]).
pub fn run_function_with(
    ctx: &Context,
    arena: &IrArena,
    module: OpId,
    entry: &str,
    inputs: &[InputArray],
    max_steps: Option<u64>,
) -> Result<Vec<Tensor>, Diagnostic> {
    // Calls and nested regions recurse on the native stack: run on a thread
    // whose stack holds the deepest nesting the interpreter allows.
    let joined = std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(RUN_STACK_BYTES)
            .spawn_scoped(s, || run_on_this_thread(ctx, arena, module, entry, inputs, max_steps))
            .ok()
            .map(|h| h.join())
    });
    match joined {
        Some(Ok(result)) => result,
        _ => Err(Diagnostic::error(
            ir::DiagLoc::Attr(arena.op_loc(module)),
            "rods-run: internal error: the interpreter thread failed",
        )),
    }
}

/// The stack of the interpreter's thread: room for [`machine::MAX_CALL_DEPTH`]
/// nested calls in a debug build.
const RUN_STACK_BYTES: usize = 1 << 30;

fn run_on_this_thread(
    ctx: &Context,
    arena: &IrArena,
    module: OpId,
    entry: &str,
    inputs: &[InputArray],
    max_steps: Option<u64>,
) -> Result<Vec<Tensor>, Diagnostic> {
    let table = run_table(ctx);
    let mut machine = Machine::new(ctx, arena, module, &table);
    if let Some(n) = max_steps {
        machine.set_max_steps(n);
    }
    let Some(func) = machine.lookup_function(entry) else {
        return Err(machine.error(module, format!("rods-run: no function named '{entry}' in the module")));
    };
    let func_op = crate::func::ops::FuncOp(func);
    let fn_type = func_op
        .function_type_attr(ctx, arena)
        .and_then(|a| ir::ods::values::as_type(ctx, a))
        .ok_or_else(|| machine.op_error(func, "has no function type"))?;
    let TypeKind::Function { inputs: arg_types, .. } = ctx.type_kind(fn_type).clone() else {
        return Err(machine.op_error(func, "has no function type"));
    };
    if arg_types.len() != inputs.len() {
        return Err(machine.error(
            func,
            format!(
                "rods-run: '{entry}' takes {} arguments but {} inputs were given",
                arg_types.len(),
                inputs.len()
            ),
        ));
    }
    let mut args = Vec::new();
    for (i, (&ty, bytes)) in arg_types.iter().zip(inputs).enumerate() {
        let (shape, elem) = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. } | TypeKind::MemRef { shape, element, .. } => {
                (shape.clone(), *element)
            }
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => (Vec::new(), ty),
            _ => {
                return Err(machine.error(
                    func,
                    format!(
                        "rods-run: argument #{i} of type '{}' cannot be given as an array",
                        ir::text::printer::type_to_string(ctx, ty)
                    ),
                ))
            }
        };
        if shape.iter().any(|&d| d < 0) {
            return Err(machine.error(func, format!("rods-run: argument #{i} has a dynamic shape")));
        }
        let tensor = npy::read_npy(ctx, bytes, elem, &shape)
            .map_err(|e| machine.error(func, format!("rods-run: input #{i}: {e}")))?;
        args.push(match ctx.type_kind(ty) {
            TypeKind::RankedTensor { .. } => RtValue::Tensor(Rc::new(tensor)),
            TypeKind::MemRef { .. } => {
                let strides = value::row_major_strides(&tensor.shape);
                let buffer = machine.heap.alloc(tensor.data);
                RtValue::MemRef(MemRefView {
                    buffer,
                    offset: 0,
                    sizes: tensor.shape,
                    strides,
                    elem,
                })
            }
            _ => match tensor.data.first() {
                Some(&s) => RtValue::Scalar(s),
                None => return Err(machine.error(func, format!("rods-run: input #{i} is empty"))),
            },
        });
    }
    let results = machine.call(func, func, args)?;
    results
        .into_iter()
        .enumerate()
        .map(|(i, v)| match v {
            RtValue::Tensor(t) => Ok((*t).clone()),
            RtValue::MemRef(m) => {
                let data = machine
                    .heap
                    .read_all(&m)
                    .map_err(|e| machine.error(func, format!("rods-run: result #{i}: {e}")))?;
                Ok(Tensor {
                    shape: m.sizes,
                    elem: m.elem,
                    data,
                })
            }
            RtValue::Scalar(s) => {
                let elem = match s {
                    Scalar::Int { width, .. } => ctx.integer_type(width, ir::Signedness::Signless),
                    Scalar::Float { kind, .. } => ctx.float_type(kind),
                };
                Ok(Tensor {
                    shape: Vec::new(),
                    elem,
                    data: vec![s],
                })
            }
            RtValue::Shape(s) => Ok(Tensor {
                shape: vec![s.len() as i64],
                elem: ctx.index_type(),
                data: s.iter().map(|&d| Scalar::index(d)).collect(),
            }),
        })
        .collect()
}
