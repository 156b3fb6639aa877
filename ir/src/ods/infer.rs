//! Result type inference through upstream's `InferTypeOpInterface` (declared in
//! `ods-dsl`'s `interfaces.ods`, generated into [`crate::interfaces`]): the typed
//! helpers the generated parsers, builders and the verifier call, which ask the op's
//! registered implementation (its static methods) rather than naming ops.

use crate::attrs::Attr;
use crate::body::{IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use crate::interfaces::{InferTypeOpInterface, InferTypeOpInterfaceMethods};
use crate::registry::OpName;
use crate::types::Type;

use super::build::{OpBuilder, OpState};
use super::values::BuildError;

/// What `inferReturnTypes` gives: the result types, or a failure with the message
/// upstream emits at the location (`emitOptionalError`; `None`: no message).
pub type InferResult = Result<Vec<Type>, Option<String>>;

/// The inputs of `inferReturnTypes` (upstream's `ValueRange operands`,
/// `DictionaryAttr attributes`/properties, `RegionRange regions`), with the IR they
/// live in.
#[derive(Clone, Copy, Debug)]
pub struct InferInputs<'a> {
    /// The IR the operands (and regions) live in.
    pub arena: &'a IrArena,
    /// The operands.
    pub operands: &'a [Value],
    /// The properties dictionary (inherent attributes), if any.
    pub attributes: Option<Attr>,
    /// The regions (none when building).
    pub regions: &'a [RegionId],
}

/// The result types the op named `name` infers from `inputs`, if it implements
/// `InferTypeOpInterface` (`None` otherwise): what the parser asks when the assembly
/// format does not name the result types.
pub fn infer_result_types(
    ctx: &Context,
    name: OpName,
    location: Option<Attr>,
    inputs: InferInputs<'_>,
) -> Option<InferResult> {
    let methods = InferTypeOpInterfaceMethods::get(ctx, name)?;
    Some(methods.infer_return_types(ctx, location, inputs))
}

/// The result types op `T` infers from what a generated builder collected (its
/// `build_inferred`): the builder's location, no regions yet.
pub fn build_result_types<T: InferTypeOpInterface>(
    builder: &OpBuilder<'_>,
    state: &OpState,
) -> Result<Vec<Type>, BuildError> {
    let ctx = builder.ctx;
    let inputs = InferInputs {
        arena: builder.arena,
        operands: state.operand_values(),
        attributes: state.properties(ctx),
        regions: &[],
    };
    T::infer_return_types(ctx, Some(builder.loc), inputs)
        .map_err(|m| BuildError(m.unwrap_or_else(|| "failed to infer returned types".to_string())))
}

/// MLIR's `verifyInferredResultTypes`: the op's result types must be compatible
/// (`isCompatibleReturnTypes`) with those it infers from its operands, attributes and
/// regions; otherwise upstream's two errors (the mismatch or the inference's own
/// message at the op's location, then `failed to infer returned types`). Nothing to
/// check for an op without the interface.
pub fn verify_inferred_result_types(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let name = arena.op_name(op);
    let Some(methods) = InferTypeOpInterfaceMethods::get(ctx, name) else {
        return Ok(());
    };
    let operands: Vec<Value> = arena.operands(op).collect();
    let loc = arena.op_loc(op);
    let inputs = InferInputs {
        arena,
        operands: &operands,
        attributes: arena.properties(op),
        regions: arena.regions(op),
    };
    let inferred = methods.infer_return_types(ctx, Some(loc), inputs);
    let op_name = ctx.op_info(name).name();
    let failed = || super::verify::op_error(ctx, arena, op, "failed to infer returned types");
    let first = match inferred {
        Ok(inferred) => {
            let actual: Vec<Type> = arena.result_types(op).collect();
            if methods.is_compatible_return_types(ctx, &inferred, &actual) {
                return Ok(());
            }
            let list = |v: &[Type]| {
                v.iter()
                    .map(|t| format!("'{}'", crate::text::printer::type_to_string(ctx, *t)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            format!(
                "'{op_name}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
                list(&inferred),
                list(&actual)
            )
        }
        Err(Some(message)) => message,
        Err(None) => return Err(failed()),
    };
    let mut first = Diagnostic::error(DiagLoc::Attr(loc), first);
    first.followups.push(failed());
    Err(first)
}

impl InferInputs<'_> {
    /// The types of the operands (what most `inferReturnTypes` read).
    pub fn operand_types(&self) -> Vec<Type> {
        self.operands.iter().map(|&v| self.arena.value_type(v)).collect()
    }
}
