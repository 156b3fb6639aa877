//! What `CallOpInterface` speaks of (upstream's `CallInterfaces.cpp`): the callee of
//! a call, a symbol reference or an SSA value, and how a call finds the op it calls.

use crate::symbol::SymbolTableCollection;
use crate::{Attr, Context, IrArena, OpId, Value};

/// `CallInterfaceCallable`: what a call calls.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Callee {
    /// A symbol reference attribute (`@f`, `@m::@f`), resolved from the nearest
    /// symbol table around the call.
    Symbol(Attr),
    /// An SSA value holding the function (`func.call_indirect`'s callee).
    Value(Value),
}

/// `call_interface_impl::resolveCallable`: the op a call at `call` calls: the
/// symbol `callee` names, looked up from the nearest symbol table around the call
/// (with `tables` caching the tables built), or the op defining the callee value.
pub fn resolve_callable(
    ctx: &Context,
    arena: &IrArena,
    call: OpId,
    callee: Callee,
    tables: &mut SymbolTableCollection,
) -> Option<OpId> {
    match callee {
        Callee::Value(v) => arena.defining_op(v),
        Callee::Symbol(reference) => tables.lookup_nearest_symbol_from(ctx, arena, call, reference),
    }
}

/// The type a function-like op stores in its `function_type` attribute
/// (`FunctionOpInterface::getFunctionType` of an op defined with ODS's
/// `TypeAttrOf<FunctionType>:$function_type`).
pub fn function_type(ctx: &Context, arena: &IrArena, op: OpId) -> Option<crate::Type> {
    match ctx.attr_kind(crate::ods::access::inherent(ctx, arena, op, "function_type")?) {
        crate::AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The input and result types of a builtin function type (none for another type).
pub fn function_signature(ctx: &Context, ty: Option<crate::Type>) -> (Vec<crate::Type>, Vec<crate::Type>) {
    match ty.map(|t| ctx.type_kind(t)) {
        Some(crate::TypeKind::Function { inputs, results }) => (inputs.clone(), results.clone()),
        _ => (Vec::new(), Vec::new()),
    }
}

/// Entry `index` of an array of attribute dictionaries (`arg_attrs`, `res_attrs`):
/// `getArgAttrDict(index)`; none without the array, past its end, or for an empty
/// dictionary.
pub fn attr_dict_at(ctx: &Context, array: Option<Attr>, index: usize) -> Option<Attr> {
    let crate::AttrKind::Array(dicts) = ctx.attr_kind(array?) else {
        return None;
    };
    let dict = *dicts.get(index)?;
    match ctx.attr_kind(dict) {
        crate::AttrKind::Dictionary(entries) if !entries.is_empty() => Some(dict),
        _ => None,
    }
}
