//! The `BufferizableOpInterface` of one-shot bufferization (declared in
//! `bufferization.ods`): what an op reads, writes and aliases on tensors
//! (for the analysis), how its conflicts are resolved and how it is
//! rewritten on buffers. Each dialect implements it for its ops in its own
//! folder (`<dialect>/bufferize.rs`) and attaches those external models
//! when it registers; [`model`] asks the registry. Here too: the value
//! types its methods use.

use super::analysis::State;
use crate::bufferization::ops::BufferizableOpInterfaceRef;
use ir::{Context, IrArena, OpId, Use, Value};

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

/// `op` seen through its `BufferizableOpInterface` (each dialect's
/// `bufferize.rs` attaches the external models of its ops); func ops only
/// with `bufferize_function_boundaries` (`BufferizationOptions::isOpAllowed`).
pub fn model(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    function_boundaries: bool,
) -> Option<BufferizableOpInterfaceRef> {
    let m = BufferizableOpInterfaceRef::get(ctx, arena, op)?;
    let allowed = function_boundaries || ctx.op_info(arena.op_name(op)).dialect() != "func";
    allowed.then_some(m)
}
