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

/// What `refineReturnTypes` gives: success, or a failure with the message upstream
/// emits at the location (`None`: no message).
pub type RefineResult = Result<(), Option<String>>;

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

/// MLIR's `verifyInferredResultTypes`: the op's `refineReturnTypes` (by default: the
/// inferred result types must be compatible, `isCompatibleReturnTypes`, with the
/// actual ones) over its operands, attributes, regions and result types; on failure
/// upstream's two errors (the refinement's message at the op's location, then
/// `failed to infer returned types`). Nothing to check for an op without the
/// interface.
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
    let mut return_types: Vec<Type> = arena.result_types(op).collect();
    let failed = || super::verify::op_error(ctx, arena, op, "failed to infer returned types");
    match methods.refine_return_types(ctx, Some(loc), inputs, &mut return_types) {
        Ok(()) => Ok(()),
        Err(None) => Err(failed()),
        Err(Some(message)) => {
            let mut first = Diagnostic::error(DiagLoc::Attr(loc), message);
            first.followups.push(failed());
            Err(first)
        }
    }
}

/// The default `refineReturnTypes` of op `op_name`: the `inferred` result types
/// (`inferReturnTypes`' answer) must be compatible with `return_types`
/// (`is_compatible`, the op's `isCompatibleReturnTypes`); otherwise upstream's
/// `'op' op inferred type(s) ... are incompatible with return type(s) of operation
/// ...`.
pub fn refine_return_types(
    ctx: &Context,
    op_name: &str,
    inferred: InferResult,
    return_types: &[Type],
    is_compatible: fn(&Context, &[Type], &[Type]) -> bool,
) -> RefineResult {
    let inferred = inferred?;
    if is_compatible(ctx, &inferred, return_types) {
        return Ok(());
    }
    let list = |v: &[Type]| {
        v.iter()
            .map(|t| format!("'{}'", crate::text::printer::type_to_string(ctx, *t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Err(Some(format!(
        "'{op_name}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
        list(&inferred),
        list(return_types)
    )))
}

/// An op with a generated operand adaptor (`XAdaptor`, MLIR's `X::Adaptor`): what
/// upstream's `InferTypeOpAdaptor` form reads instead of raw operand values and the
/// properties dictionary (`inputs.adaptor::<Self>(ctx)`). Implemented for every
/// generated op by `ir::ods_views!`.
pub trait HasAdaptor {
    /// The op's adaptor type.
    type Adaptor<'a>;
    /// The adaptor over `operands` with the op's `properties`.
    fn adaptor<'a>(ctx: &'a Context, operands: &'a [Value], properties: Option<Attr>) -> Self::Adaptor<'a>;
}

impl<'a> InferInputs<'a> {
    /// The types of the operands (what most `inferReturnTypes` read).
    pub fn operand_types(&self) -> Vec<Type> {
        self.operands.iter().map(|&v| self.arena.value_type(v)).collect()
    }

    /// Op `T`'s typed adaptor over these operands and properties (upstream's
    /// `InferTypeOpAdaptor` form: `inferReturnTypes(ctx, loc, XOp::Adaptor, ...)`).
    pub fn adaptor<T: HasAdaptor>(&self, ctx: &'a Context) -> T::Adaptor<'a> {
        T::adaptor(ctx, self.operands, self.attributes)
    }
}
