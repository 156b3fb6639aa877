//! The hand-written parts of the func dialect (MLIR's `FuncOps.cpp`):
//! `func.func`'s custom form (through [`crate::common::function_interface`]),
//! the calls' `CallOpInterface` (`calls`),
//! `func.call_indirect`'s form, and the verifiers of `func.func`,
//! `func.return`, `func.call` and `func.call_indirect`.

pub mod bufferize;
mod calls;
pub mod decompose_call_graph_types;
pub mod folds;
pub mod run;
pub mod type_conversion;
crate::common::ods_ops!("func");

use crate::common::function_interface::FUNC_NAMES;
use crate::common::op_checks::expect_equal;
use crate::func::ops::{CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp};
use ir::symbol::SymbolTableCollection;
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::text::printer::type_to_string;
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

/// `emitOpError`: `'NAME' op MESSAGE` with the "see current operation" note.
pub(crate) fn op_error(ctx: &Context, arena: &IrArena, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    ir::ods::verify::op_error(ctx, arena, op, message)
}

/// `emitError`: MESSAGE at the op, with the "see current operation" note.
pub(crate) fn plain_error(ctx: &Context, arena: &IrArena, op: OpId, message: impl Into<String>) -> Diagnostic {
    ir::verify::op_error(ctx, arena, op, message.into())
}

/// The inputs and results of a function type (`None` for other types).
pub(crate) fn function_parts(ctx: &Context, ty: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

/// The function type stored in a `func.func`'s `function_type`.
fn func_type(ctx: &Context, arena: &IrArena, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    crate::common::function_verify::signature(ctx, arena, op, FUNC_NAMES)
}

/// Types as a diagnostic streams them: each in quotes, comma-separated.
fn type_list(ctx: &Context, types: &[Type]) -> String {
    let v: Vec<String> = types.iter().map(|&t| format!("'{}'", type_to_string(ctx, t))).collect();
    v.join(", ")
}

crate::common::function_interface::function_op_hooks!(FuncOp);

impl ReturnOp {
    /// `ReturnOp::verify`: operands match the enclosing function's results.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        crate::common::function_verify::verify_function_terminator(ctx, arena, self.0, FUNC_NAMES, "return")
    }
}

/// The `func.func` that `reference` names from `op`
/// (`lookupNearestSymbolFrom<FuncOp>`).
fn lookup_func(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    reference: Attr,
    tables: &mut SymbolTableCollection,
) -> Option<OpId> {
    tables
        .lookup_nearest_symbol_from(ctx, arena, op, reference)
        .filter(|&f| ctx.op_info(arena.op_name(f)).name() == "func.func")
}

/// The root name of a symbol reference (`foo` of `@foo`).
pub(crate) fn symbol_ref_name(ctx: &Context, reference: Attr) -> String {
    match ctx.attr_kind(reference) {
        AttrKind::SymbolRef { root, .. } => String::from_utf8_lossy(ctx.string_value(*root)).into_owned(),
        _ => String::new(),
    }
}

/// `ConstantOp::verifySymbolUses`: the function exists and has the
/// constant's type.
fn verify_constant_symbol_uses(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let Some(value) = ir::ods::access::inherent(ctx, arena, op, "value") else {
        return Ok(());
    };
    let Some(func) = lookup_func(ctx, arena, op, value, tables) else {
        return Err(op_error(
            ctx,
            arena,
            op,
            format!("reference to undefined function '{}'", symbol_ref_name(ctx, value)),
        ));
    };
    let fn_type = match ir::ods::access::inherent(ctx, arena, func, "function_type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => Some(*t),
        _ => None,
    };
    let ty = arena.result_types(op).next();
    if fn_type != ty {
        return Err(op_error(ctx, arena, op, "reference to function with mismatched type"));
    }
    Ok(())
}

impl ir::interfaces::SymbolUserOpInterface for ConstantOp {
    /// `ConstantOp::verifySymbolUses`.
    fn verify_symbol_uses(
        self,
        ctx: &Context,
        arena: &IrArena,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify_constant_symbol_uses(ctx, arena, self.0, tables)
    }
}

impl ir::interfaces::SymbolUserOpInterface for CallOp {
    /// `CallOp::verifySymbolUses`: the callee exists and its type matches.
    fn verify_symbol_uses(
        self,
        ctx: &Context,
        arena: &IrArena,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(callee) = ir::ods::access::inherent(ctx, arena, op, "callee") else {
            return Err(op_error(
                ctx,
                arena,
                op,
                "requires a 'callee' symbol reference attribute",
            ));
        };
        let Some(target) = lookup_func(ctx, arena, op, callee, tables) else {
            let shown = symbol_ref_name(ctx, callee);
            return Err(op_error(
                ctx,
                arena,
                op,
                format!("'{shown}' does not reference a valid function"),
            ));
        };
        let (inputs, results) = func_type(ctx, arena, target).unwrap_or_default();
        let operands: Vec<Value> = arena.operands(op).collect();
        if inputs.len() != operands.len() {
            return Err(op_error(ctx, arena, op, "incorrect number of operands for callee"));
        }
        for (i, (&v, &t)) in operands.iter().zip(&inputs).enumerate() {
            expect_equal(ctx, arena, op, arena.value_type(v), t, |got, t| {
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_to_string(ctx, t),
                    type_to_string(ctx, got)
                )
            })?;
        }
        let result_types: Vec<Type> = arena.result_types(op).collect();
        if results.len() != result_types.len() {
            return Err(op_error(ctx, arena, op, "incorrect number of results for callee"));
        }
        for (i, (&got, &t)) in result_types.iter().zip(&results).enumerate() {
            if got != t {
                let mut d = op_error(ctx, arena, op, format!("result type mismatch at index {i}"));
                let loc = ir::DiagLoc::Attr(arena.op_loc(op));
                d = d
                    .with_note(loc, format!("      op result types: {}", type_list(ctx, &result_types)))
                    .with_note(loc, format!("function result types: {}", type_list(ctx, &results)));
                return Err(d);
            }
        }
        Ok(())
    }
}

impl CallIndirectOp {
    /// `$callee ( $callee_operands ) attr-dict : type($callee)`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let callee = p.parse_operand()?;
        p.parse_punct(Punct::LParen)?;
        let args_at = p.offset();
        let args = p.parse_operand_list()?;
        p.parse_punct(Punct::RParen)?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let ty_at = p.offset();
        p.parse_punct(Punct::Colon)?;
        let ty = p.parse_type()?;
        let Some((inputs, results)) = function_parts(p.ctx(), ty) else {
            let shown = type_to_string(p.ctx(), ty);
            return Err(p.custom_op_error(
                "func.call_indirect",
                ty_at,
                format!("invalid kind of type specified: expected builtin.function, but found '{shown}'"),
            ));
        };
        st.operands.push(p.resolve_operand(callee, ty)?);
        let values = p.resolve_operands(&args, &inputs, args_at)?;
        st.operands.extend(values);
        st.result_types = results;
        Ok(())
    }

    /// Printer of the form above.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        let Some((&callee, args)) = operands.split_first() else {
            return;
        };
        p.print(" ");
        p.print_operand(callee);
        p.print("(");
        p.print_operands(args);
        p.print(")");
        // attr-dict: discardable and inherent attributes, sorted by name.
        let attrs = crate::common::syntax::sorted_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
        p.print(" : ");
        let ty = p.arena().value_type(callee);
        p.print_type(ty);
    }

    /// The `TypesMatchWith` constraints: operands and results follow the
    /// callee's function type.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let operands: Vec<Value> = arena.operands(op).collect();
        let Some((&callee, args)) = operands.split_first() else {
            return Ok(());
        };
        let Some((inputs, results)) = function_parts(ctx, arena.value_type(callee)) else {
            return Ok(());
        };
        let arg_types: Vec<Type> = args.iter().map(|&v| arena.value_type(v)).collect();
        if arg_types != inputs {
            return Err(op_error(
                ctx,
                arena,
                op,
                "failed to verify that callee input types match argument types",
            ));
        }
        if arena.result_types(op).collect::<Vec<_>>() != results {
            return Err(op_error(
                ctx,
                arena,
                op,
                "failed to verify that callee result types match result types",
            ));
        }
        Ok(())
    }
}

/// Sets the type of the `func.func` op `f` from its body, as TPU-MLIR's
/// `updateModuleTypes` does: the entry block's argument types, and the operand types of
/// the `func.return` that ends it. A declaration keeps its type.
pub fn update_function_type(ctx: &Context, arena: &mut ir::IrArena, f: ir::OpId) {
    let Some(func) = ops::FuncOp::cast(ctx, arena, f) else {
        return;
    };
    let Some(body) = crate::common::entry_block(arena, f) else {
        return;
    };
    let inputs: Vec<ir::Type> = (0..arena.num_args(body))
        .map(|i| arena.value_type(arena.arg(body, i)))
        .collect();
    let Some(ret) = arena
        .block_ops(body)
        .find(|&o| ops::ReturnOp::cast(ctx, arena, o).is_some())
    else {
        return;
    };
    let results: Vec<ir::Type> = arena.operands(ret).map(|v| arena.value_type(v)).collect();
    let ty = ir::ods::values::type_attr(ctx, ctx.function_type(inputs, results));
    func.set_function_type_attr(ctx, arena, ty);
}
