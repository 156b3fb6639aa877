//! The `BufferizableOpInterface` of one-shot bufferization (declared in
//! `bufferization.ods`): what an op reads, writes and aliases on tensors
//! (for the analysis), how its conflicts are resolved and how it is
//! rewritten on buffers. Each dialect implements it for its ops in its own
//! folder (`<dialect>/bufferize.rs`) and attaches those external models
//! when it registers; [`model`] asks the registry. Here too: the value
//! types its methods use, and the model every destination-style op shares
//! (`dps_writes`, `dps_aliasing_values`, from `DestinationStyleOpInterface`).

use super::analysis::State;
use crate::bufferization::ops::BufferizableOpInterfaceRef;
use ir::interfaces::DestinationStyleOpInterfaceRef;
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

/// `DstBufferizableOpInterfaceExternalModel::bufferizesToMemoryWrite`: a
/// destination-style op writes exactly its inits (`DestinationStyleOpInterface`).
pub fn dps_writes(st: &State<'_>, u: Use) -> bool {
    DestinationStyleOpInterfaceRef::get(st.ctx, st.arena, u.op)
        .is_some_and(|d| d.is_dps_init(st.ctx, st.arena, u.operand as usize))
}

/// `DstBufferizableOpInterfaceExternalModel::getAliasingValues`: an init of a
/// destination-style op has the buffer of its tied result; other operands alias
/// nothing.
pub fn dps_aliasing_values(st: &State<'_>, u: Use) -> Vec<Alias<Value>> {
    DestinationStyleOpInterfaceRef::get(st.ctx, st.arena, u.op)
        .and_then(|d| d.tied_op_result(st.ctx, st.arena, u.operand as usize))
        .map(|r| vec![Alias::new(r, Relation::Equivalent)])
        .unwrap_or_default()
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
