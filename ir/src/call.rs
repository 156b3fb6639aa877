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
