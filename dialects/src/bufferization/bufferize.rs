//! One-shot bufferization of the bufferization ops themselves (upstream
//! `BufferizationOps.cpp`): `alloc_tensor` becomes `memref.alloc` (plus a
//! `memref.copy` of its `copy` operand), `materialize_in_destination` a
//! `memref.copy` into the destination's buffer, and `to_tensor`/`to_buffer`
//! stay (their pairs fold at the end of the pass).

use super::one_shot::analysis::State;
use super::one_shot::copies::At;
use super::one_shot::interface::{result_alias, Alias, Relation};
use super::one_shot::rewrite::{identity_memref, Bufferizer};
use super::ops::{AllocTensorOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp};
use crate::bufferization::ops::{BufferizableOpInterface, BufferizableOpInterfaceMethods};
use ir::types::DYNAMIC;
use ir::{Diagnostic, Type, TypeKind, Use, Value};

/// Attaches the `BufferizableOpInterface` external models of the dialect's
/// ops (MLIR's `registerBufferizableOpInterfaceExternalModels`).
pub fn register(ctx: &ir::Context) {
    BufferizableOpInterfaceMethods::attach::<AllocTensorOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ToTensorOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<ToBufferOp>(ctx);
    BufferizableOpInterfaceMethods::attach::<MaterializeInDestinationOp>(ctx);
}

/// `bufferization.alloc_tensor`: a new buffer, a copy of `copy` if given.
impl BufferizableOpInterface for AllocTensorOp {
    fn reads(self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn result_writes(self, st: &State<'_>, result: Value) -> bool {
        let Value::Result { op, .. } = result else { return false };
        AllocTensorOp(op).copy(st.ctx, st.arena).is_some()
    }
    fn allocates(self, _: &State<'_>, _: Value) -> bool {
        true
    }
    fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        Ok(identity_memref(bz.ctx, bz.arena.value_type(value)))
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let result = bz.arena.result(op, 0);
        if bz.arena.use_empty(result) {
            bz.erase(op);
            return Ok(());
        }
        let alloc_op = AllocTensorOp(op);
        let loc = bz.arena.op_loc(op);
        let copy = match alloc_op.copy(bz.ctx, bz.arena) {
            Some(c) => Some(bz.get_buffer(c)?),
            None => None,
        };
        let ty = bz.buffer_type(result)?;
        let mut sizes = alloc_op.dynamic_sizes(bz.ctx, bz.arena);
        if let Some(c) = copy {
            if let TypeKind::MemRef { shape, .. } = bz.ctx.type_kind(ty).clone() {
                for (i, &d) in shape.iter().enumerate() {
                    if d == DYNAMIC {
                        sizes.push(bz.memref_dim(c, i, At::Before(op), loc)?);
                    }
                }
            }
        }
        let alloc = bz.create_alloc(ty, &sizes, At::Before(op), loc)?;
        if let Some(c) = copy {
            bz.create_copy(c, alloc, At::Before(op), loc)?;
        }
        bz.replace_op(op, &[alloc])
    }
}

/// `bufferization.to_tensor`: a definition, writable only when marked so.
impl BufferizableOpInterface for ToTensorOp {
    fn is_writable(self, st: &State<'_>, value: Value) -> bool {
        let Value::Result { op, .. } = value else { return false };
        ToTensorOp(op).writable(st.ctx, st.arena)
    }
    fn buffer_type(self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        let Value::Result { op, .. } = value else {
            return bz.default_buffer_type(value);
        };
        Ok(bz.arena.value_type(bz.arena.operand(op, 0)))
    }
    fn bufferize(self, _: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// `bufferization.to_buffer`: the buffer may be read and, unless
/// `read_only`, written.
impl BufferizableOpInterface for ToBufferOp {
    fn reads(self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn writes(self, st: &State<'_>, u: Use) -> bool {
        !super::ops::ToBufferOp(u.op).read_only(st.ctx, st.arena)
    }
    fn bufferize(self, _: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// `bufferization.materialize_in_destination`: a copy of the source into
/// the destination's buffer.
impl BufferizableOpInterface for MaterializeInDestinationOp {
    fn reads(self, _: &State<'_>, u: Use) -> bool {
        u.operand == 0
    }
    fn writes(self, _: &State<'_>, u: Use) -> bool {
        u.operand == 1
    }
    fn aliasing_values(self, st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
        result_alias(st, u, 1, Relation::Equivalent)
    }
    fn must_bufferize_in_place(self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn bufferize(self, bz: &mut Bufferizer<'_>) -> Result<(), Diagnostic> {
        let op = self.0;
        let loc = bz.arena.op_loc(op);
        let dest = bz.arena.operand(op, 1);
        let tensor_dest = super::one_shot::analysis::is_tensor(bz.ctx, bz.arena.value_type(dest));
        let buffer = if tensor_dest { bz.get_buffer(dest)? } else { dest };
        let source = bz.operand_buffer(op, 0)?;
        bz.create_copy(source, buffer, At::Before(op), loc)?;
        let values = if tensor_dest { vec![buffer] } else { Vec::new() };
        bz.replace_op(op, &values)
    }
}
