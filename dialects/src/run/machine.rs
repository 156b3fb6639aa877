//! The interpreter proper: the table of op runners (filled by each dialect's
//! `run` module), the values of the running frames, the heap, and the
//! execution of regions, blocks and calls.

use std::collections::HashMap;
use std::rc::Rc;

use ir::registry::OpName;
use ir::{Attr, BlockId, Context, DiagLoc, Diagnostic, IrArena, OpId, RegionId, Type, TypeKind, Value};

use super::memory::Heap;
use super::value::{MemRefView, RtValue, Scalar, Tensor};

/// What running one op leads to.
#[derive(Debug)]
pub enum Flow {
    /// Go on with the next op of the block.
    Next,
    /// Jump to a block of the same region with these arguments.
    Branch(BlockId, Vec<RtValue>),
    /// Leave the region with these values (a return or yield).
    Exit(Vec<RtValue>),
}

/// The result of running something: a value, or an error at an op's location.
pub type RunResult<T> = Result<T, Diagnostic>;

/// Runs one op of a dialect.
pub type Runner = fn(&mut Machine<'_>, OpId) -> RunResult<Flow>;

/// The op runners, by registered op name.
pub struct RunTable {
    runners: HashMap<OpName, Runner>,
}

impl RunTable {
    /// An empty table.
    pub fn new() -> Self {
        RunTable {
            runners: HashMap::new(),
        }
    }

    /// Registers the runner of the op `name` (a typed handle's `NAME`).
    pub fn add(&mut self, ctx: &Context, name: &str, runner: Runner) {
        self.runners.insert(ctx.op_name(name), runner);
    }

    /// The runner of `name`, if any.
    pub fn get(&self, name: OpName) -> Option<Runner> {
        self.runners.get(&name).copied()
    }
}

impl Default for RunTable {
    fn default() -> Self {
        Self::new()
    }
}

/// The default bound on the number of ops one run may execute, so that a
/// program that loops forever ends with an error.
pub const DEFAULT_MAX_STEPS: u64 = 2_000_000_000;

/// The deepest call nesting a run may reach (each call recurses on the
/// native stack; runs happen on a thread with a large one).
pub const MAX_CALL_DEPTH: usize = 2_000;

/// A running program.
pub struct Machine<'a> {
    /// The context of the module.
    pub ctx: &'a Context,
    /// The module's IR.
    pub arena: &'a IrArena,
    /// The top-level module.
    pub module: OpId,
    table: &'a RunTable,
    frames: Vec<HashMap<Value, RtValue>>,
    /// The memory memrefs point into.
    pub heap: Heap,
    /// The buffers of `memref.global`s already materialized, by symbol name.
    pub globals: HashMap<String, usize>,
    /// The iteration indices of the enclosing structured (linalg) ops.
    pub loop_indices: Vec<Vec<i64>>,
    steps: u64,
    max_steps: u64,
}

impl<'a> Machine<'a> {
    /// A machine for `module`, running ops with `table`.
    pub fn new(ctx: &'a Context, arena: &'a IrArena, module: OpId, table: &'a RunTable) -> Self {
        Machine {
            ctx,
            arena,
            module,
            table,
            frames: vec![HashMap::new()],
            heap: Heap::default(),
            globals: HashMap::new(),
            loop_indices: Vec::new(),
            steps: 0,
            max_steps: DEFAULT_MAX_STEPS,
        }
    }

    /// Sets the bound on executed ops.
    pub fn set_max_steps(&mut self, max_steps: u64) {
        self.max_steps = max_steps;
    }

    /// An error at `op`'s location.
    pub fn error(&self, op: OpId, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(DiagLoc::Attr(self.arena.op_loc(op)), message.into())
    }

    /// An error at `op`'s location, MLIR-style: `'name' op message`.
    pub fn op_error(&self, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
        let name = self.ctx.op_info(self.arena.op_name(op)).name().to_string();
        self.error(op, format!("'{name}' op {message}"))
    }

    // ----- values -----

    /// Binds `value` in the current frame.
    pub fn set(&mut self, value: Value, v: RtValue) {
        if let Some(frame) = self.frames.last_mut() {
            frame.insert(value, v);
        }
    }

    /// Binds result `i` of `op`.
    pub fn set_result(&mut self, op: OpId, i: usize, v: RtValue) -> RunResult<()> {
        if i >= self.arena.num_results(op) {
            return Err(self.op_error(op, format!("has no result #{i}")));
        }
        self.set(self.arena.result(op, i), v);
        Ok(())
    }

    /// Binds the tensor `t` as result 0 of `op` and goes on.
    pub fn set_tensor(&mut self, op: OpId, t: Tensor) -> RunResult<Flow> {
        self.set_result(op, 0, RtValue::Tensor(Rc::new(t)))?;
        Ok(Flow::Next)
    }

    /// Loads the element at `index` of `view` into result 0 of `op`.
    pub fn load_into_result(&mut self, op: OpId, view: &MemRefView, index: &[i64]) -> RunResult<Flow> {
        let v = self.heap.load(view, index).map_err(|e| self.op_error(op, e))?;
        self.set_result(op, 0, RtValue::Scalar(v))?;
        Ok(Flow::Next)
    }

    /// Stores `value` at `index` of `view` for `op`.
    pub fn store_for(&mut self, op: OpId, view: &MemRefView, index: &[i64], value: Scalar) -> RunResult<Flow> {
        self.heap.store(view, index, value).map_err(|e| self.op_error(op, e))?;
        Ok(Flow::Next)
    }

    /// The value bound to `value`, for `op`'s diagnostics.
    pub fn value(&self, op: OpId, value: Value) -> RunResult<&RtValue> {
        self.frames
            .last()
            .and_then(|f| f.get(&value))
            .ok_or_else(|| self.op_error(op, "uses a value that has not been computed"))
    }

    /// Operand `i` of `op`.
    pub fn operand(&self, op: OpId, i: usize) -> RunResult<&RtValue> {
        if i >= self.arena.num_operands(op) {
            return Err(self.op_error(op, format!("has no operand #{i}")));
        }
        self.value(op, self.arena.operand(op, i))
    }

    /// Operand `v` of `op` as a scalar.
    pub fn scalar(&self, op: OpId, v: Value) -> RunResult<Scalar> {
        match self.value(op, v)? {
            RtValue::Scalar(s) => Ok(*s),
            other => Err(self.op_error(op, format!("expected a scalar operand, got {}", kind_name(other)))),
        }
    }

    /// Operand `v` of `op` as an index (or any integer, read as signed).
    pub fn index(&self, op: OpId, v: Value) -> RunResult<i64> {
        let s = self.scalar(op, v)?;
        s.signed()
            .and_then(|i| i64::try_from(i).ok())
            .ok_or_else(|| self.op_error(op, "expected an integer or index operand"))
    }

    /// Operand `v` of `op` as a tensor.
    pub fn tensor(&self, op: OpId, v: Value) -> RunResult<Rc<Tensor>> {
        match self.value(op, v)? {
            RtValue::Tensor(t) => Ok(t.clone()),
            other => Err(self.op_error(op, format!("expected a tensor operand, got {}", kind_name(other)))),
        }
    }

    /// Operand `v` of `op` as a memref view.
    pub fn memref(&self, op: OpId, v: Value) -> RunResult<MemRefView> {
        match self.value(op, v)? {
            RtValue::MemRef(m) => Ok(m.clone()),
            other => Err(self.op_error(op, format!("expected a memref operand, got {}", kind_name(other)))),
        }
    }

    /// Operand `v` of `op` as a `!tosa.shape`.
    pub fn shape_value(&self, op: OpId, v: Value) -> RunResult<Rc<[i64]>> {
        match self.value(op, v)? {
            RtValue::Shape(s) => Ok(s.clone()),
            RtValue::Tensor(t) => t
                .data
                .iter()
                .map(|s| s.signed().and_then(|i| i64::try_from(i).ok()))
                .collect::<Option<Vec<i64>>>()
                .map(Rc::from)
                .ok_or_else(|| self.op_error(op, "expected integer shape values")),
            other => Err(self.op_error(op, format!("expected a shape operand, got {}", kind_name(other)))),
        }
    }

    /// Operands `vs` of `op` as indices.
    pub fn indices(&self, op: OpId, vs: &[Value]) -> RunResult<Vec<i64>> {
        vs.iter().map(|&v| self.index(op, v)).collect()
    }

    // ----- types -----

    /// The static shape of the shaped type `ty`, for `op`'s diagnostics.
    pub fn static_shape(&self, op: OpId, ty: Type) -> RunResult<Vec<i64>> {
        match self.ctx.type_kind(ty).shape() {
            Some(shape) if shape.iter().all(|&d| d >= 0) => Ok(shape.to_vec()),
            Some(_) => Err(self.op_error(op, "cannot run with a dynamically shaped type here")),
            None => Err(self.op_error(op, "expected a ranked shaped type")),
        }
    }

    /// The element type of the shaped type `ty`.
    pub fn element_type(&self, op: OpId, ty: Type) -> RunResult<Type> {
        self.ctx
            .type_kind(ty)
            .element()
            .ok_or_else(|| self.op_error(op, "expected a shaped type"))
    }

    /// The type of result `i` of `op`.
    pub fn result_type(&self, op: OpId, i: usize) -> RunResult<Type> {
        if i >= self.arena.num_results(op) {
            return Err(self.op_error(op, format!("has no result #{i}")));
        }
        Ok(self.arena.value_type(self.arena.result(op, i)))
    }

    /// The zero of element type `ty`.
    pub fn zero(&self, op: OpId, ty: Type) -> RunResult<Scalar> {
        Scalar::zero(self.ctx, ty).ok_or_else(|| self.op_error(op, "unsupported element type"))
    }

    /// An inherent (or discardable) attribute of `op`.
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attr> {
        ir::ods::access::inherent(self.ctx, self.arena, op, name)
            .or_else(|| ir::ods::access::dict_get(self.ctx, self.arena.attrs(op), name))
    }

    // ----- execution -----

    /// Runs `op`.
    pub fn run_op(&mut self, op: OpId) -> RunResult<Flow> {
        self.steps += 1;
        if self.steps > self.max_steps {
            return Err(self.error(op, format!("rods-run: stopped after {} steps", self.max_steps)));
        }
        let name = self.arena.op_name(op);
        match self.table.get(name) {
            Some(runner) => runner(self, op),
            None => Err(self.error(op, format!("rods-run: cannot run '{}'", self.ctx.op_info(name).name()))),
        }
    }

    /// Runs `region` from its entry block with `args` until an op leaves it;
    /// returns the values it leaves with. `op` is the region's owner, for
    /// diagnostics.
    pub fn run_region(&mut self, op: OpId, region: RegionId, args: Vec<RtValue>) -> RunResult<Vec<RtValue>> {
        let Some(&entry) = self.arena.region_blocks(region).first() else {
            return Err(self.op_error(op, "has an empty region"));
        };
        let mut block = entry;
        let mut args = args;
        loop {
            if self.arena.num_args(block) != args.len() {
                return Err(self.op_error(
                    op,
                    format!(
                        "passes {} values to a block with {} arguments",
                        args.len(),
                        self.arena.num_args(block)
                    ),
                ));
            }
            for (i, v) in std::mem::take(&mut args).into_iter().enumerate() {
                self.set(self.arena.arg(block, i), v);
            }
            let mut next = None;
            let mut cursor = self.arena.first_op(block);
            while let Some(inner) = cursor {
                match self.run_op(inner)? {
                    Flow::Next => cursor = self.arena.next_op(inner),
                    Flow::Branch(target, values) => {
                        next = Some((target, values));
                        break;
                    }
                    Flow::Exit(values) => return Ok(values),
                }
            }
            match next {
                Some((target, values)) => {
                    block = target;
                    args = values;
                }
                None => return Err(self.op_error(op, "region block ended without a terminator")),
            }
        }
    }

    /// Runs a single-block region body (a loop or structured op body) with
    /// `args` and returns what its terminator yields.
    pub fn run_body(&mut self, op: OpId, region: RegionId, args: Vec<RtValue>) -> RunResult<Vec<RtValue>> {
        self.run_region(op, region, args)
    }

    /// Runs `body` once for each point of a rectangular loop nest (`scf.parallel`,
    /// `affine.parallel` without reductions), in row-major order: dimension `d`
    /// runs `sizes[d]` times from `lb[d]` by `steps[d]`, its induction value an
    /// `index` argument of the body.
    pub fn run_parallel_nest(
        &mut self,
        op: OpId,
        body: RegionId,
        lb: &[i64],
        steps: &[i64],
        sizes: &[i64],
    ) -> RunResult<()> {
        super::value::for_each_index(sizes, |idx| {
            let args = idx
                .iter()
                .enumerate()
                .map(|(d, &i)| RtValue::Scalar(Scalar::index(lb[d] + i * steps[d])))
                .collect();
            self.run_body(op, body, args).map(|_| ())
        })
    }

    /// The function op named `name` in the module (`func.func` or any op with
    /// a `sym_name` and a body).
    pub fn lookup_function(&self, name: &str) -> Option<OpId> {
        let module_block = *self
            .arena
            .region_blocks(*self.arena.regions(self.module).first()?)
            .first()?;
        self.arena.block_ops(module_block).find(|&f| {
            crate::func::ops::FuncOp::cast(self.ctx, self.arena, f)
                .and_then(|func| func.sym_name_attr(self.ctx, self.arena))
                .and_then(|a| ir::ods::values::as_str(self.ctx, a))
                .is_some_and(|s| s == name)
        })
    }

    /// Calls the function `func` with `args` in a fresh frame; `caller` is the
    /// op that calls, for diagnostics.
    pub fn call(&mut self, caller: OpId, func: OpId, args: Vec<RtValue>) -> RunResult<Vec<RtValue>> {
        let Some(&body) = self.arena.regions(func).first() else {
            return Err(self.op_error(caller, "calls a function without a body"));
        };
        if self.arena.region_blocks(body).is_empty() {
            return Err(self.op_error(caller, "calls a function declaration, which cannot run"));
        }
        if self.frames.len() > MAX_CALL_DEPTH {
            return Err(self.op_error(caller, "recursion is too deep"));
        }
        self.frames.push(HashMap::new());
        let result = self.run_region(func, body, args);
        self.frames.pop();
        result
    }

    /// All operands of `op`.
    pub fn operand_values(&self, op: OpId) -> RunResult<Vec<RtValue>> {
        (0..self.arena.num_operands(op))
            .map(|i| self.operand(op, i).cloned())
            .collect()
    }
}

/// The runner of every terminator that leaves its region with its operands
/// (`func.return`, `scf.yield`, `linalg.yield`, `affine.yield`, ...).
pub fn exit_with_operands(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    Ok(Flow::Exit(m.operand_values(op)?))
}

/// A short name of what a value is, for diagnostics.
pub fn kind_name(v: &RtValue) -> &'static str {
    match v {
        RtValue::Scalar(_) => "a scalar",
        RtValue::Tensor(_) => "a tensor",
        RtValue::MemRef(_) => "a memref",
        RtValue::Shape(_) => "a shape",
    }
}

/// Whether `ty` is a memref type.
pub fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}
