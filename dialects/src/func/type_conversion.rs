//! The structural type conversion patterns of func (upstream
//! `FuncConversions.cpp` and `populateFunctionOpInterfaceTypeConversionPattern`):
//! they convert the signature of a `func.func`, the operands and results of
//! a `func.call` and the operands of a `func.return` with a type converter,
//! each type to any number of types (1:N conversions).

use super::ops::{CallOp, FuncOp, ReturnOp};
use ir::conversion::{ConversionPatternRewriter, ConversionPatternSet, TypeConverter};
use ir::{OpId, Type, Value};
use std::sync::Arc;

/// `FunctionOpInterfaceSignatureConversion`: converts the function type
/// (each input to its converted types, the results flattened) and the
/// entry block's arguments to match (`convertFuncOpTypes`).
fn convert_function_signature(op: OpId, _: &[Vec<Value>], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(converter) = rw.type_converter_handle() else {
        return false;
    };
    let ctx = rw.ctx;
    let fn_type = super::bufferize::function_type(ctx, rw.arena, op);
    let Some((inputs, results)) = super::function_parts(ctx, fn_type) else {
        return false;
    };
    let (Some(sig), Some(new_results)) = (
        converter.convert_signature(ctx, &inputs),
        converter.convert_types(ctx, &results),
    ) else {
        return false;
    };
    let entry = rw
        .arena
        .regions(op)
        .first()
        .and_then(|&r| rw.arena.region_blocks(r).first().copied());
    if let Some(block) = entry {
        rw.apply_signature_conversion(block, &sig, Some(converter));
    }
    let ty = ir::ods::values::type_attr(ctx, ctx.function_type(sig.converted, new_results));
    rw.modify_op_in_place(op, |arena| FuncOp(op).set_function_type_attr(ctx, arena, ty));
    true
}

/// `ReturnOpTypeConversion`: the return's operands become their converted
/// values, flattened.
fn convert_return(op: OpId, operands: &[Vec<Value>], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let flat: Vec<Value> = operands.concat();
    rw.modify_op_in_place(op, |arena| arena.set_operands(op, &flat));
    true
}

/// `CallOpSignatureConversion`: a new call with the converted operands
/// (flattened) and result types; each old result is replaced by the new
/// results its type converted to.
fn convert_call(op: OpId, operands: &[Vec<Value>], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(converter) = rw.type_converter_handle() else {
        return false;
    };
    let ctx = rw.ctx;
    let mut result_types: Vec<Type> = Vec::new();
    let mut counts = Vec::new();
    for ty in rw.arena.result_types(op).collect::<Vec<_>>() {
        let Some(converted) = converter.convert_type_n(ctx, ty) else {
            return false;
        };
        counts.push(converted.len());
        result_types.extend(converted);
    }
    let Some(callee) = CallOp(op).callee_attr(ctx, rw.arena) else {
        return false;
    };
    let flat: Vec<Value> = operands.concat();
    let loc = rw.arena.op_loc(op);
    let Ok(new) = rw.build(loc, |b| {
        Ok(CallOp::build(b, &result_types, &flat, callee, None, None, None)?.op())
    }) else {
        return false;
    };
    let mut groups = Vec::with_capacity(counts.len());
    let mut first = 0;
    for n in counts {
        groups.push((first..first + n).map(|i| rw.arena.result(new, i)).collect());
        first += n;
    }
    rw.replace_op_with_multiple(op, &groups);
    true
}

/// `populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>`.
pub fn populate_function_signature_pattern(patterns: &mut ConversionPatternSet, converter: &Arc<TypeConverter>) {
    patterns.add_fn_n(
        "FunctionOpInterfaceSignatureConversion",
        FuncOp::NAME,
        1,
        Some(converter.clone()),
        convert_function_signature,
    );
}

/// `populateReturnOpTypeConversionPattern`.
pub fn populate_return_pattern(patterns: &mut ConversionPatternSet, converter: &Arc<TypeConverter>) {
    patterns.add_fn_n(
        "ReturnOpTypeConversion",
        ReturnOp::NAME,
        1,
        Some(converter.clone()),
        convert_return,
    );
}

/// `populateCallOpTypeConversionPattern`.
pub fn populate_call_pattern(patterns: &mut ConversionPatternSet, converter: &Arc<TypeConverter>) {
    patterns.add_fn_n(
        "CallOpSignatureConversion",
        CallOp::NAME,
        1,
        Some(converter.clone()),
        convert_call,
    );
}
