//! `SymbolOpInterface`'s verifier (the interface's `verify` in upstream's
//! `SymbolInterfaces.td`, with `detail::verifySymbol` of `SymbolTable.cpp`).

use crate::attrs::AttrKind;
use crate::diag::Diagnostic;
use crate::interfaces::SymbolOpInterfaceRef;
use crate::ods::access::inherent;
use crate::ods::verify::op_error;
use crate::{Attr, Context, IrArena, OpId};

/// `Operation::getAttr(name)`: for a registered op keeping `name` among its
/// properties, the property only (a discardable attribute of that name is not
/// looked at); else the attribute wherever it is.
fn get_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<Attr> {
    let in_properties = ctx
        .op_info(arena.op_name(op))
        .definition()
        .is_some_and(|d| !d.attributes_in_dictionary && d.inherent_attrs.contains(&name));
    if !in_properties {
        return inherent(ctx, arena, op, name);
    }
    let props = arena.properties(op)?;
    let key = ctx.string_attr(name.as_bytes());
    ctx.dictionary_entries(props).iter().find(|e| e.0 == key).map(|e| e.1)
}

/// The interface's `verify`, read through its methods: an optional symbol
/// (`is_optional_symbol`) without a `sym_name` passes; else `sym_name` is a
/// string, `sym_visibility` (if any) the string `public`, `private` or
/// `nested`; a declaration (`is_declaration`) is not public; the op has no
/// results; its parent op, if registered, is a symbol table.
pub fn verify_symbol_op(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(symbol) = SymbolOpInterfaceRef::get(ctx, arena, op) else {
        return Ok(());
    };
    if symbol.is_optional_symbol(ctx, arena) && get_attr(ctx, arena, op, "sym_name").is_none() {
        return Ok(());
    }
    let fail = |message: String| Err(op_error(ctx, arena, op, message));
    let name = get_attr(ctx, arena, op, "sym_name");
    if !name.is_some_and(|n| matches!(ctx.attr_kind(n), AttrKind::String { .. })) {
        return fail("requires string attribute 'sym_name'".into());
    }
    if let Some(v) = get_attr(ctx, arena, op, "sym_visibility") {
        let shown = crate::text::printer::attr_to_string(ctx, v);
        if !matches!(ctx.attr_kind(v), AttrKind::String { .. }) {
            return fail(format!(
                "requires visibility attribute 'sym_visibility' to be a string attribute, but got {shown}"
            ));
        }
        if !matches!(ctx.string_value(v), b"public" | b"private" | b"nested") {
            return fail(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {shown}"
            ));
        }
    }
    if symbol.is_declaration(ctx, arena) && symbol.is_public(ctx, arena) {
        return fail("symbol declaration cannot have public visibility".into());
    }
    if arena.num_results(op) != 0 {
        return fail("symbols must not have results".into());
    }
    let parent = arena.op_parent(op).and_then(|b| arena.block_parent_op(b));
    if let Some(parent) = parent {
        let info = ctx.op_info(arena.op_name(parent));
        if info.is_registered() && !info.traits().symbol_table {
            return fail("symbol's parent must have the SymbolTable trait".into());
        }
    }
    Ok(())
}
