//! One-shot bufferization of the func ops at function boundaries
//! (upstream `FuncBufferizableOpInterfaceImpl.cpp`): `func.func` turns its
//! tensor arguments and results into memrefs (fully dynamic layouts, or
//! identity layouts with `identity-layout-map`), `func.return` returns
//! buffers, and `func.call` passes buffers as the already bufferized callee
//! expects them; what a call reads, writes and aliases comes from the
//! callee's analysis.

use super::ops;
use crate::bufferization::one_shot::analysis::{is_tensor, State};
use crate::bufferization::one_shot::copies::At;
use crate::bufferization::one_shot::interface::{Alias, Relation};
use crate::bufferization::one_shot::rewrite::{convert_with, Bufferizer};
use crate::bufferization::one_shot::LayoutMap;
use crate::bufferization::ops::ToBufferOp;
use crate::bufferization::ops::{BufferizableOpInterface, BufferizableOpInterfaceMethods};
use ir::{Context, Diagnostic, IrArena, OpId, Type, TypeKind, Use, Value};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Attaches the `BufferizableOpInterface` external models of the dialect's
/// ops (MLIR's `registerBufferizableOpInterfaceExternalModels`).
pub fn register(ctx: &ir::Context) {
    BufferizableOpInterfaceMethods::attach::<ops::FuncOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::ReturnOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ops::CallOp>(ctx);
}

/// The function type of a `func.func`.
pub fn function_type(ctx: &Context, arena: &IrArena, func: OpId) -> Type {
    ops::FuncOp(func)
        .function_type(ctx, arena)
        .unwrap_or_else(|| ctx.function_type(Vec::new(), Vec::new()))
}

/// The input types of a `func.func`.
pub fn function_inputs(ctx: &Context, arena: &IrArena, func: OpId) -> Vec<Type> {
    super::function_parts(ctx, function_type(ctx, arena, func)).map_or_else(Vec::new, |(i, _)| i)
}

/// Whether a function takes or returns a tensor.
pub fn has_tensor_signature(ctx: &Context, arena: &IrArena, func: OpId) -> bool {
    super::function_parts(ctx, function_type(ctx, arena, func))
        .is_some_and(|(i, r)| i.iter().chain(&r).any(|&t| is_tensor(ctx, t)))
}

/// The `func.func` a `func.call` calls.
pub fn callee(ctx: &Context, arena: &IrArena, call: OpId) -> Option<OpId> {
    let reference = ops::CallOp(call).callee_attr(ctx, arena)?;
    let mut table = arena.parent_op(call);
    while let Some(t) = table {
        if ctx.op_info(arena.op_name(t)).name() == "builtin.module" {
            break;
        }
        table = arena.parent_op(t);
    }
    let f = ir::symbol::lookup_symbol_ref(ctx, arena, table?, reference)?;
    (ctx.op_info(arena.op_name(f)).name() == "func.func").then_some(f)
}

/// The buffer type of a tensor at a function boundary
/// (`functionArgTypeConverterFn`).
fn boundary_type(bz: &Bufferizer<'_>, tensor: Type) -> Type {
    let layout = match bz.options.function_boundary_type_conversion {
        LayoutMap::IdentityLayoutMap => LayoutMap::IdentityLayoutMap,
        _ => LayoutMap::FullyDynamicLayoutMap,
    };
    convert_with(bz.ctx, tensor, layout)
}

/// The `func.return` ops directly in a function's body.
fn returns(ctx: &Context, arena: &IrArena, func: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in arena.regions(func) {
        for &b in arena.region_blocks(r) {
            out.extend(
                arena
                    .block_ops(b)
                    .filter(|&o| ctx.op_info(arena.op_name(o)).name() == "func.return"),
            );
        }
    }
    out
}

/// `foldMemRefCasts`: returned `memref.cast`s are bypassed and the result
/// types become the types of the returned buffers.
pub fn fold_memref_casts(ctx: &Context, arena: &mut IrArena, func: OpId) {
    let rets = returns(ctx, arena, func);
    let Some((inputs, old_results)) = super::function_parts(ctx, function_type(ctx, arena, func)) else {
        return;
    };
    let mut results: Option<Vec<Type>> = None;
    for ret in rets {
        for i in 0..arena.num_operands(ret) {
            let v = arena.operand(ret, i);
            if let Some(def) = arena.defining_op(v) {
                if ctx.op_info(arena.op_name(def)).name() == "memref.cast" {
                    let src = arena.operand(def, 0);
                    arena.set_operand(
                        Use {
                            op: ret,
                            operand: i as u32,
                        },
                        src,
                    );
                }
            }
        }
        let types: Vec<Type> = arena.operands(ret).map(|v| arena.value_type(v)).collect();
        results = match results {
            None => Some(types),
            Some(prev) => Some(
                prev.iter()
                    .zip(&types)
                    .zip(&old_results)
                    .map(|((&a, &b), &old)| if a == b { a } else { old })
                    .collect(),
            ),
        };
    }
    if let Some(results) = results {
        let ty = ir::ods::values::type_attr(ctx, ctx.function_type(inputs, results));
        ops::FuncOp(func).set_function_type_attr(ctx, arena, ty);
    }
}

/// The attribute dictionaries of a function's arguments.
fn arg_attr_dicts(ctx: &Context, arena: &IrArena, func: OpId) -> Vec<ir::Attr> {
    ops::FuncOp(func)
        .arg_attrs_attr(ctx, arena)
        .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
        .unwrap_or_default()
}

/// `bufferization.writable` of argument `index` (true when absent).
fn arg_writable(ctx: &Context, arena: &IrArena, func: OpId, index: usize) -> bool {
    arg_attr_dicts(ctx, arena, func).get(index).is_none_or(|&d| {
        !ctx.dictionary_entries(d).iter().any(|&(k, v)| {
            ctx.string_value(k) == b"bufferization.writable" && ctx.attr_kind(v) == &ir::AttrKind::Bool(false)
        })
    })
}

/// `removeBufferizationAttributesInModule` for one function with a body:
/// drops `bufferization.buffer_layout` and `bufferization.writable` from
/// its argument attributes (and the list when all become empty).
pub fn remove_bufferization_attributes(ctx: &Context, arena: &mut IrArena, func: OpId) {
    if arena
        .regions(func)
        .first()
        .is_none_or(|&r| arena.region_blocks(r).is_empty())
    {
        return;
    }
    let dicts = arg_attr_dicts(ctx, arena, func);
    if dicts.is_empty() {
        return;
    }
    let cleaned: Vec<ir::Attr> = dicts
        .iter()
        .map(|&d| {
            let kept: Vec<(ir::Attr, ir::Attr)> = ctx
                .dictionary_entries(d)
                .iter()
                .copied()
                .filter(|&(k, _)| {
                    !matches!(
                        ctx.string_value(k),
                        b"bufferization.writable" | b"bufferization.buffer_layout"
                    )
                })
                .collect();
            ctx.dictionary_attr(kept)
        })
        .collect();
    if cleaned == dicts {
        return;
    }
    if cleaned.iter().all(|&d| ctx.dictionary_entries(d).is_empty()) {
        ops::FuncOp(func).remove_arg_attrs(ctx, arena);
    } else {
        let list = ctx.get_attr(ir::AttrKind::Array(cleaned));
        ops::FuncOp(func).set_arg_attrs_attr(ctx, arena, list);
    }
}

/// `func.func`.
impl BufferizableOpInterface for ops::FuncOp {
    fn is_writable(self, st: &State<'_>, value: Value) -> bool {
        let Value::Arg { block, index } = value else {
            return true;
        };
        match st.arena.block_parent_op(block) {
            Some(func) => arg_writable(st.ctx, st.arena, func, index as usize),
            None => true,
        }
    }
    fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        Ok(boundary_type(bz, bz.arena.value_type(value)))
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let (inputs, results) = super::function_parts(bz.ctx, function_type(bz.ctx, bz.arena, op)).unwrap_or_default();
        let convert = |bz: &Bufferizer<'_>, t: Type| if is_tensor(bz.ctx, t) { boundary_type(bz, t) } else { t };
        let arg_types: Vec<Type> = inputs.iter().map(|&t| convert(bz, t)).collect();
        let ret_types: Vec<Type> = results.iter().map(|&t| convert(bz, t)).collect();
        let blocks: Vec<ir::BlockId> = bz
            .arena
            .regions(op)
            .iter()
            .flat_map(|&r| bz.arena.region_blocks(r).to_vec())
            .collect();
        for block in blocks {
            for i in 0..bz.arena.num_args(block) {
                let arg = bz.arena.arg(block, i);
                let old = bz.arena.value_type(arg);
                if !is_tensor(bz.ctx, old) {
                    continue;
                }
                let new = bz.buffer_type(arg)?;
                bz.retype_block_arg(block, i, new)?;
            }
        }
        for ret in returns(bz.ctx, bz.arena, op) {
            let mut values = Vec::new();
            for (i, v) in bz.arena.operands(ret).collect::<Vec<_>>().into_iter().enumerate() {
                let ty = bz.arena.value_type(v);
                let Some(&target) = ret_types.get(i).filter(|_| is_tensor(bz.ctx, ty)) else {
                    values.push(v);
                    continue;
                };
                let loc = bz.arena.op_loc(ret);
                let b = bz.build(At::Before(ret), loc, |b| ToBufferOp::build(b, target, v, None))?;
                values.push(bz.arena.result(b, 0));
            }
            bz.arena.set_operands(ret, &values);
        }
        let ty = ir::ods::values::type_attr(bz.ctx, bz.ctx.function_type(arg_types, ret_types));
        ops::FuncOp(op).set_function_type_attr(bz.ctx, bz.arena, ty);
        Ok(())
    }
}

/// `func.return`: reads what it returns; bufferized with its function.
impl BufferizableOpInterface for ops::ReturnOp {
    fn reads(self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn bufferize(self, _: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// `func.call`: reads and writes what the callee reads and writes; its
/// results alias the arguments the callee may return.
struct CallModel;

impl CallModel {
    fn analyzed_callee(st: &State<'_>, call: OpId) -> Option<OpId> {
        callee(st.ctx, st.arena, call).filter(|f| st.funcs.analyzed.contains(f))
    }

    /// Whether the callee of the call `u` belongs to may read (or write) the
    /// argument `u` passes: always for a callee not analyzed, else whether
    /// `args` (the analysis's read or written arguments by function) holds it.
    fn callee_arg_in(st: &State<'_>, u: Use, args: &HashMap<OpId, HashSet<usize>>) -> bool {
        Self::analyzed_callee(st, u.op).is_none_or(|f| args.get(&f).is_some_and(|s| s.contains(&(u.operand as usize))))
    }
}

impl BufferizableOpInterface for ops::CallOp {
    fn reads(self, st: &State<'_>, u: Use) -> bool {
        CallModel::callee_arg_in(st, u, &st.funcs.read_args)
    }
    fn writes(self, st: &State<'_>, u: Use) -> bool {
        CallModel::callee_arg_in(st, u, &st.funcs.written_args)
    }
    fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        let Some(f) = CallModel::analyzed_callee(st, u.op) else {
            return st.unknown_aliasing_values(u.op);
        };
        let arg = u.operand as usize;
        let results = st
            .funcs
            .aliasing_results
            .get(&f)
            .and_then(|m| m.get(&arg))
            .cloned()
            .unwrap_or_default();
        let equivalent = match results.as_slice() {
            [r] => st.funcs.equivalent_args.get(&f).and_then(|m| m.get(r)) == Some(&arg),
            _ => false,
        };
        let relation = if equivalent {
            Relation::Equivalent
        } else {
            Relation::Unknown
        };
        results
            .into_iter()
            .map(|r| Alias {
                to: st.arena.result(u.op, r),
                relation,
                definite: equivalent,
            })
            .collect()
    }
    fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        let Value::Result { op, index } = value else {
            return bz.default_buffer_type(value);
        };
        let results = callee(bz.ctx, bz.arena, op)
            .and_then(|f| super::function_parts(bz.ctx, function_type(bz.ctx, bz.arena, f)))
            .map(|(_, r)| r)
            .unwrap_or_default();
        match results.get(index as usize) {
            Some(&t)
                if matches!(
                    bz.ctx.type_kind(t),
                    TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
                ) =>
            {
                Ok(t)
            }
            _ => Ok(boundary_type(bz, bz.arena.value_type(value))),
        }
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(f) = callee(bz.ctx, bz.arena, op) else {
            return Err(crate::func::plain_error(
                bz.ctx,
                bz.arena,
                op,
                "expected a call to a func.func",
            ));
        };
        let loc = bz.arena.op_loc(op);
        let mut result_types = Vec::new();
        for i in 0..bz.arena.num_results(op) {
            result_types.push(bz.buffer_type(bz.arena.result(op, i))?);
        }
        let inputs = function_inputs(bz.ctx, bz.arena, f);
        bz.bufferize_operands(op, |bz, i, v, buffer| {
            let want = match inputs.get(i) {
                Some(&t) if !is_tensor(bz.ctx, t) => t,
                _ => boundary_type(bz, bz.arena.value_type(v)),
            };
            if bz.arena.value_type(buffer) == want {
                return Ok(buffer);
            }
            bz.cast_or_realloc(buffer, want, At::Before(op), loc)
        })?;
        bz.retype_results(op, &result_types)
    }
}
