//! One-shot bufferization of `arith.constant` on tensors (upstream
//! arith `BufferizableOpInterfaceImpl.cpp` and `getGlobalFor`): the value
//! becomes a private constant `memref.global` at the top of the module
//! (one per value and alignment, named `__constant_<shape>x<type>`), read
//! with `memref.get_global`; such buffers are not writable.

use super::ops::ConstantOp;
use crate::bufferization::one_shot::analysis::State;
use crate::bufferization::one_shot::copies::{loc_error, At};
use crate::bufferization::one_shot::rewrite::{identity_memref, Bufferizer};
use crate::bufferization::ops::{BufferizableOpInterface, BufferizableOpInterfaceMethods};
use crate::memref::ops::{GetGlobalOp, GlobalOp};
use ir::ods::OpBuilder;
use ir::{Attr, AttrKind, Diagnostic, Type, TypeKind, Value};

/// Attaches the `BufferizableOpInterface` external models of the dialect's
/// ops (MLIR's `registerBufferizableOpInterfaceExternalModels`).
pub fn register(ctx: &ir::Context) {
    BufferizableOpInterfaceMethods::attach::<ConstantOp>(ctx);
}

/// `arith.constant` of a tensor.
impl BufferizableOpInterface for ConstantOp {
    fn allocates(self, _: &State<'_>, _: Value) -> bool {
        true
    }
    fn is_writable(self, _: &State<'_>, _: Value) -> bool {
        false
    }
    fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        Ok(identity_memref(bz.ctx, bz.arena.value_type(value)))
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let ty = bz.arena.value_type(bz.arena.result(op, 0));
        if !matches!(bz.ctx.type_kind(ty), TypeKind::RankedTensor { .. }) {
            return Err(crate::func::plain_error(bz.ctx, bz.arena, op, "failed to bufferize op"));
        }
        let Some(value) = ConstantOp(op).value_attr(bz.ctx, bz.arena) else {
            return Err(crate::func::plain_error(bz.ctx, bz.arena, op, "failed to bufferize op"));
        };
        let loc = bz.arena.op_loc(op);
        let memref_ty = identity_memref(bz.ctx, ty);
        let name = global_for(bz, value, ty, memref_ty, loc)?;
        let symbol = bz.ctx.get_attr(AttrKind::SymbolRef {
            root: name,
            nested: Vec::new(),
        });
        let get = bz.build(At::Before(op), loc, |b| GetGlobalOp::build(b, memref_ty, symbol))?;
        let buffer = bz.arena.result(get, 0);
        bz.replace_op(op, &[buffer])
    }
}

/// `getGlobalFor`: the name of the `memref.global` holding `value` (made
/// at the top of the module when none holds it yet).
fn global_for(
    bz: &mut Bufferizer<'_>,
    value: Attr,
    tensor: Type,
    memref_ty: Type,
    loc: Attr,
) -> Result<Attr, Diagnostic> {
    let ctx = bz.ctx;
    let module = bz.module;
    let body = bz
        .arena
        .regions(module)
        .first()
        .and_then(|&r| bz.arena.region_blocks(r).first().copied())
        .ok_or_else(|| loc_error(loc, "expected a module with a body"))?;
    let align = bz.options.buffer_alignment as i64;
    let mut names = Vec::new();
    // This scan runs once per constant over every global made so far: the
    // names are compared as interned keys, and the initial value is read
    // (by key) before anything else of a global (the alignment matters
    // only on a match).
    let sym_name = ir::symbol::sym_name_key(ctx);
    let initial_value = ctx.string_attr(b"initial_value");
    for o in bz.arena.block_ops(body) {
        if let Some(name) = ir::symbol::symbol_name_by_key(ctx, bz.arena, o, sym_name) {
            names.push(name);
        }
        if ir::ods::access::inherent_by_key(ctx, bz.arena, o, initial_value) != Some(value) {
            continue;
        }
        let Some(g) = GlobalOp::cast(ctx, bz.arena, o) else {
            continue;
        };
        let g_align = g
            .alignment_attr(ctx, bz.arena)
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.to_i128().and_then(|v| i64::try_from(v).ok()),
                _ => None,
            })
            .unwrap_or(0);
        if g_align == align {
            return Ok(g.sym_name_attr(ctx, bz.arena).unwrap_or_else(|| ctx.string_attr(b"")));
        }
    }
    let (shape, element) = match ctx.type_kind(tensor) {
        TypeKind::RankedTensor { shape, element, .. } => (shape.clone(), *element),
        _ => return Err(loc_error(loc, "expected a ranked tensor constant")),
    };
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    let base = format!(
        "__constant_{}x{}",
        dims.join("x"),
        ir::text::printer::type_to_string(ctx, element)
    );
    let mut name = base.clone();
    while names.contains(&ctx.string_attr(name.as_bytes())) {
        name = format!("{base}_{}", bz.symbol_counter);
        bz.symbol_counter += 1;
    }
    let sym = ctx.string_attr(name.as_bytes());
    let alignment = if align > 0 {
        Some(ir::ods::values::int_attr(ctx, align, "i64").map_err(|e| loc_error(loc, e.to_string()))?)
    } else {
        None
    };
    let mut b = OpBuilder::new(ctx, bz.arena).with_loc(loc);
    let global = GlobalOp::build(
        &mut b,
        sym,
        Some(ctx.string_attr(b"private")),
        ir::ods::values::type_attr(ctx, memref_ty),
        Some(value),
        Some(ctx.unit_attr()),
        alignment,
    )
    .map_err(|e| loc_error(loc, e.to_string()))?;
    match bz.arena.first_op(body) {
        Some(first) => bz.arena.insert_op_before(global.op(), first),
        None => bz.arena.append_op(body, global.op()),
    }
    Ok(sym)
}
