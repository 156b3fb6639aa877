//! The affine memory ops whose subscripts are affine maps of SSA values:
//! `affine.load`, `affine.store`, `affine.vector_load`,
//! `affine.vector_store` and `affine.prefetch`.

use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{Context, Diagnostic, IrArena, OpId, Type, Value};

use crate::affine::ops::{LoadOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp};
use crate::affine::ssa_map::{parse_affine_map_of_ssa_ids, print_affine_map_of_ssa_ids};
use crate::affine::symbols::{affine_scope, is_index, is_valid_dim, is_valid_symbol, verify_dim_and_symbol_ids};
use crate::affine::{
    all_attrs, cerr, element_type, index_type, inherent, map_attr, map_of, memref_rank, name_attr, name_loc, op_error,
    parse_colon_memref, PResult,
};

fn print_subscripts(p: &mut OpAsmPrinter<'_, '_>, op: OpId, memref: Value, map_operands: &[Value]) {
    p.print_operand(memref);
    p.print("[");
    if let Some(map) = map_of(p.ctx(), inherent(p, op, "map")) {
        print_affine_map_of_ssa_ids(p, &map, map_operands);
    }
    p.print("]");
}

fn verify_indexing(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    memref_ty: Type,
    map_operands: &[Value],
) -> Result<(), Diagnostic> {
    let Some(map) = map_of(ctx, ir::ods::access::inherent(ctx, arena, op, "map")) else {
        return Ok(());
    };
    if Some(map.num_results()) != memref_rank(ctx, memref_ty) {
        return Err(op_error(
            ctx,
            arena,
            op,
            "affine map num results must equal memref rank",
        ));
    }
    if map.num_inputs() != map_operands.len() as u64 {
        return Err(op_error(
            ctx,
            arena,
            op,
            "expects as many subscripts as affine map inputs",
        ));
    }
    if map_operands.iter().any(|&v| !is_index(ctx, arena, v)) {
        return Err(op_error(ctx, arena, op, "index to load must have 'index' type"));
    }
    verify_dim_and_symbol_ids(ctx, arena, op, map_operands, map.num_dims as usize)
}

/// The four affine memory accesses, which share one form:
/// `[%value ,] %memref[subscripts] attr-dict : memref-type [, vector-type]`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    Load,
    Store,
    VectorLoad,
    VectorStore,
}

impl Access {
    /// Whether a stored value comes before the memref.
    fn stores(self) -> bool {
        matches!(self, Access::Store | Access::VectorStore)
    }

    /// Whether a vector type follows the memref type.
    fn vector(self) -> bool {
        matches!(self, Access::VectorLoad | Access::VectorStore)
    }
}

/// Parses an [`Access`] form, sets `map` and resolves the operands (value,
/// memref, indices). Returns the accessed type: the vector type, or the
/// memref's element type.
fn parse_access(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, access: Access) -> PResult<Type> {
    let value = if access.stores() {
        let value = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        Some(value)
    } else {
        None
    };
    let memref = p.parse_operand()?;
    let (map, operands) = parse_affine_map_of_ssa_ids(p, Punct::LSquare, Punct::RSquare)?;
    let ctx = p.ctx();
    st.properties.push((name_attr(ctx, "map"), map_attr(ctx, map)));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = parse_colon_memref(p, st)?;
    let accessed = if access.vector() {
        p.parse_punct(Punct::Comma)?;
        p.parse_type()?
    } else {
        element_type(ctx, ty)
    };
    if let Some(value) = value {
        st.operands.push(p.resolve_operand(value, accessed)?);
    }
    st.operands.push(p.resolve_operand(memref, ty)?);
    let idx = index_type(ctx);
    for u in operands {
        st.operands.push(p.resolve_operand(u, idx)?);
    }
    Ok(accessed)
}

/// Prints what [`parse_access`] reads.
fn print_access(p: &mut OpAsmPrinter<'_, '_>, op: OpId, access: Access) {
    let operands = p.operands_of(op);
    let first = usize::from(access.stores());
    let Some(&memref) = operands.get(first) else {
        return;
    };
    p.print(" ");
    if access.stores() {
        p.print_operand(operands[0]);
        p.print(", ");
    }
    print_subscripts(p, op, memref, &operands[first + 1..]);
    let attrs = all_attrs(p, op);
    p.print_optional_attr_dict(&attrs, &["map"]);
    p.print(" : ");
    let ty = p.arena().value_type(memref);
    p.print_type(ty);
    if access.vector() {
        p.print(", ");
        let vector = if access.stores() {
            operands[0]
        } else {
            Value::Result { op, index: 0 }
        };
        let vty = p.arena().value_type(vector);
        p.print_type(vty);
    }
}

impl LoadOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let element = parse_access(p, st, Access::Load)?;
        st.result_types = vec![element];
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_access(p, self.0, Access::Load);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = arena.operands(self.0).collect();
        let Some((&memref, rest)) = ops.split_first() else {
            return Ok(());
        };
        let mty = arena.value_type(memref);
        let rty = arena.value_type(Value::Result { op: self.0, index: 0 });
        if rty != element_type(ctx, mty) {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "result type must match element type of memref",
            ));
        }
        verify_indexing(ctx, arena, self.0, mty, rest)
    }
}

impl StoreOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_access(p, st, Access::Store).map(|_| ())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_access(p, self.0, Access::Store);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = arena.operands(self.0).collect();
        if ops.len() < 2 {
            return Ok(());
        }
        let mty = arena.value_type(ops[1]);
        if arena.value_type(ops[0]) != element_type(ctx, mty) {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "value to store must have the same type as memref element type",
            ));
        }
        verify_indexing(ctx, arena, self.0, mty, &ops[2..])
    }
}

fn verify_vector_memory(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    memref_ty: Type,
    vector_ty: Type,
) -> Result<(), Diagnostic> {
    if element_type(ctx, memref_ty) != element_type(ctx, vector_ty) {
        return Err(op_error(
            ctx,
            arena,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

impl VectorLoadOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let vector = parse_access(p, st, Access::VectorLoad)?;
        st.result_types = vec![vector];
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_access(p, self.0, Access::VectorLoad);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = arena.operands(self.0).collect();
        let Some((&memref, rest)) = ops.split_first() else {
            return Ok(());
        };
        let mty = arena.value_type(memref);
        verify_indexing(ctx, arena, self.0, mty, rest)?;
        let vty = arena.value_type(Value::Result { op: self.0, index: 0 });
        verify_vector_memory(ctx, arena, self.0, mty, vty)
    }
}

impl VectorStoreOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_access(p, st, Access::VectorStore).map(|_| ())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_access(p, self.0, Access::VectorStore);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = arena.operands(self.0).collect();
        if ops.len() < 2 {
            return Ok(());
        }
        let mty = arena.value_type(ops[1]);
        verify_indexing(ctx, arena, self.0, mty, &ops[2..])?;
        verify_vector_memory(ctx, arena, self.0, mty, arena.value_type(ops[0]))
    }
}

impl PrefetchOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let ctx = p.ctx();
        let memref = p.parse_operand()?;
        let (map, operands) = parse_affine_map_of_ssa_ids(p, Punct::LSquare, Punct::RSquare)?;
        st.properties.push((name_attr(ctx, "map"), map_attr(ctx, map)));
        p.parse_punct(Punct::Comma)?;
        let Some(rw) = p.parse_optional_any_keyword() else {
            return Err(p.error("expected valid keyword"));
        };
        p.parse_punct(Punct::Comma)?;
        p.parse_keyword("locality")?;
        p.parse_punct(Punct::Less)?;
        let hint = p.parse_attribute(Some(ctx.int_type(32)))?;
        st.properties.push((name_attr(ctx, "localityHint"), hint));
        p.parse_punct(Punct::Greater)?;
        p.parse_punct(Punct::Comma)?;
        let Some(cache) = p.parse_optional_any_keyword() else {
            return Err(p.error("expected valid keyword"));
        };
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let ty = parse_colon_memref(p, st)?;
        st.operands.push(p.resolve_operand(memref, ty)?);
        let idx = index_type(ctx);
        for u in operands {
            st.operands.push(p.resolve_operand(u, idx)?);
        }
        if rw != "read" && rw != "write" {
            return Err(cerr(p, st, nl, "rw specifier has to be 'read' or 'write'"));
        }
        st.properties.push((
            name_attr(ctx, "isWrite"),
            ir::ods::values::bool_attr(ctx, rw == "write"),
        ));
        if cache != "data" && cache != "instr" {
            return Err(cerr(p, st, nl, "cache type has to be 'data' or 'instr'"));
        }
        st.properties.push((
            name_attr(ctx, "isDataCache"),
            ir::ods::values::bool_attr(ctx, cache == "data"),
        ));
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        let Some((&memref, rest)) = operands.split_first() else {
            return;
        };
        p.print(" ");
        print_subscripts(p, op, memref, rest);
        let ctx = p.ctx();
        let is_write = inherent(p, op, "isWrite")
            .and_then(|a| ir::ods::values::as_bool(ctx, a))
            .unwrap_or(false);
        let hint = inherent(p, op, "localityHint")
            .and_then(|a| ir::ods::values::as_int(ctx, a))
            .unwrap_or(0);
        let data = inherent(p, op, "isDataCache")
            .and_then(|a| ir::ods::values::as_bool(ctx, a))
            .unwrap_or(false);
        p.print(&format!(
            ", {}, locality<{hint}>, {}",
            if is_write { "write" } else { "read" },
            if data { "data" } else { "instr" }
        ));
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &["map", "localityHint", "isDataCache", "isWrite"]);
        p.print(" : ");
        let ty = p.arena().value_type(memref);
        p.print_type(ty);
    }
}

impl PrefetchOp {
    /// `AffinePrefetchOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let operands: Vec<Value> = arena.operands(op).collect();
        match map_of(ctx, ir::ods::access::inherent(ctx, arena, op, "map")) {
            Some(map) => {
                let rank = operands.first().and_then(|&m| memref_rank(ctx, arena.value_type(m)));
                if Some(map.num_results()) != rank {
                    return Err(op_error(
                        ctx,
                        arena,
                        op,
                        "affine.prefetch affine map num results must equal memref rank",
                    ));
                }
                if map.num_inputs() + 1 != operands.len() as u64 {
                    return Err(op_error(ctx, arena, op, "too few operands"));
                }
            }
            None if operands.len() != 1 => return Err(op_error(ctx, arena, op, "too few operands")),
            None => {}
        }
        let scope = affine_scope(ctx, arena, op);
        for &v in operands.iter().skip(1) {
            if !is_valid_dim(ctx, arena, v, scope) && !is_valid_symbol(ctx, arena, v, scope) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    "index must be a valid dimension or symbol identifier",
                ));
            }
        }
        Ok(())
    }
}
