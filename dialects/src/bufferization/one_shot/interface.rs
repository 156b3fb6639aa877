//! The `BufferizableOpInterface` of one-shot bufferization as a hook
//! table: what an op reads, writes and aliases on tensors (for the
//! analysis), how its conflicts are resolved and how it is rewritten on
//! buffers. Each dialect implements the hooks of its ops in its own folder
//! (`<dialect>/bufferize.rs`); [`model`] finds them by op name.

use super::analysis::State;
use super::copies::CopyInserter;
use super::rewrite::Bufferizer;
use ir::{Context, Diagnostic, IrArena, OpId, Type, Use, Value};

/// How a result's buffer relates to an operand's (`BufferRelation`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Relation {
    /// The same buffer.
    Equivalent,
    /// Maybe a part of it, maybe another buffer.
    Unknown,
}

/// One value an operand may alias (`AliasingValue` / `AliasingOpOperand`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Alias<T> {
    /// The aliasing value or operand.
    pub to: T,
    /// How the buffers relate.
    pub relation: Relation,
    /// Whether the alias surely exists (`isDefinite`).
    pub definite: bool,
}

impl<T> Alias<T> {
    /// A definite alias with `relation`.
    pub fn new(to: T, relation: Relation) -> Self {
        Alias {
            to,
            relation,
            definite: true,
        }
    }
}

/// The aliases of a single-result op whose operand `operand` may become
/// its result (with `relation`); other operands alias nothing.
pub fn result_alias(st: &State<'_>, u: Use, operand: u32, relation: Relation) -> Vec<Alias<Value>> {
    if u.operand != operand || st.arena.num_results(u.op) == 0 {
        return Vec::new();
    }
    vec![Alias::new(st.arena.result(u.op, 0), relation)]
}

/// The hooks of one op (upstream's `BufferizableOpInterface` methods).
/// Operands are given as uses (`OpOperand`s).
pub trait BufferizableOp: Sync {
    /// `bufferizesToMemoryRead` (by default: no).
    fn reads(&self, _st: &State<'_>, _u: Use) -> bool {
        false
    }
    /// `bufferizesToMemoryWrite` (by default: no).
    fn writes(&self, _st: &State<'_>, _u: Use) -> bool {
        false
    }
    /// `getAliasingValues` (by default: none).
    fn aliasing_values(&self, _st: &State<'_>, _u: Use) -> Vec<Alias<Value>> {
        Vec::new()
    }
    /// `getAliasingOpOperands` of a result or block argument of this op;
    /// by default the operands whose aliasing values contain it.
    fn aliasing_operands(&self, st: &State<'_>, v: Value) -> Vec<Alias<Use>> {
        st.inverse_aliasing_operands(v)
    }
    /// `resultBufferizesToMemoryWrite`.
    fn result_writes(&self, st: &State<'_>, result: Value) -> bool {
        st.default_result_writes(result)
    }
    /// `bufferizesToAllocation`.
    fn allocates(&self, _st: &State<'_>, _value: Value) -> bool {
        false
    }
    /// `isWritable` of a result or block argument.
    fn is_writable(&self, _st: &State<'_>, _value: Value) -> bool {
        true
    }
    /// `mustBufferizeInPlace`.
    fn must_bufferize_in_place(&self, _st: &State<'_>, _u: Use) -> bool {
        false
    }
    /// `bufferizesToElementwiseAccess` for `uses`.
    fn elementwise_access(&self, _st: &State<'_>, _uses: &[Use]) -> bool {
        false
    }
    /// `verifyAnalysis`.
    fn verify_analysis(&self, _st: &State<'_>, _op: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }
    /// `resolveConflicts`: makes out-of-place operands explicit copies.
    fn resolve_conflicts(&self, cx: &mut CopyInserter<'_>, op: OpId) -> Result<(), Diagnostic> {
        cx.resolve_operand_conflicts(op)
    }
    /// `getBufferType` of a result or block argument of this op.
    fn buffer_type(&self, bz: &Bufferizer<'_>, value: Value) -> Result<Type, Diagnostic> {
        bz.default_buffer_type(value)
    }
    /// `bufferize`: rewrites the op on buffers.
    fn bufferize(&self, bz: &mut Bufferizer<'_>, op: OpId) -> Result<(), Diagnostic>;
}

/// The hooks of `op`, if its dialect registered some (each dialect's
/// `bufferize::model`); func ops only with `bufferize_function_boundaries`
/// (`BufferizationOptions::isOpAllowed`).
pub fn model(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    function_boundaries: bool,
) -> Option<&'static dyn BufferizableOp> {
    let name = ctx.op_info(arena.op_name(op)).name();
    let (dialect, _) = name.split_once('.')?;
    match dialect {
        "func" if function_boundaries => crate::func::bufferize::model(name),
        "arith" => crate::arith::bufferize::model(name),
        "tensor" => crate::tensor::bufferize::model(name),
        "linalg" => crate::linalg::bufferize::model(ctx, arena, op),
        "scf" => crate::scf::bufferize::model(name),
        "bufferization" => crate::bufferization::bufferize::model(name),
        _ => None,
    }
}
