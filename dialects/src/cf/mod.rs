//! The `cf` (control flow) dialect, declared entirely with `#[op]`: ops,
//! operands, attributes, successors, traits, interfaces, builders and
//! assembly formats are the facts of MLIR 22's `ControlFlowOps.td`; the
//! verifier hook gives `SwitchOp::verify`'s checks with upstream's messages
//! (`BranchOpInterface`'s and `WeightedBranchOpInterface`'s are the
//! interfaces' verifiers, run for the ops declaring them), and the
//! canonicalization hooks the simplest of upstream's patterns.

#![warn(missing_docs)]

pub mod folds;
pub mod run;

use ir::ods::{BuildError, OpBuilder};
use ir::{AttrKind, BlockId, Context, Diagnostic, IrArena, Value};
use ods_macros::{dialect, op};

mod switch_cases;
#[cfg(test)]
mod tests;

pub use switch_cases::{parse_switch_op_cases, print_switch_op_cases};

/// Low-level, non-region-based control flow
///
/// This dialect contains low-level, i.e. non-region based, control flow
/// constructs. These constructs generally represent control flow directly
/// on SSA blocks of a control flow graph.
#[dialect("cf", ops = [AssertOp, BranchOp, CondBranchOp, SwitchOp], dependent = [arith])]
pub struct ControlFlowDialect;

/// Registers the dialect and its ops with `ctx`.
pub fn register(ctx: &Context) {
    ControlFlowDialect::register(ctx);
}

/// Assert operation with message attribute
///
/// Assert operation at runtime with single boolean operand and an error
/// message attribute.
/// If the argument is `true` this operation has no effect. Otherwise, the
/// program execution will abort. The provided error message may be used by a
/// runtime to propagate the error to the user.
///
/// Example:
///
/// ```mlir
/// cf.assert %b, "Expected ... to be true"
/// ```
#[op("cf.assert",
     traits = [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>],
     format = "$arg `,` $msg attr-dict",
     canonicalize_method)]
pub struct AssertOp {
    #[operand]
    arg: I1,
    #[attr]
    msg: StrAttr,
}

/// Branch operation
///
/// The `cf.br` operation represents a direct branch operation to a given
/// block. The operands of this operation are forwarded to the successor block,
/// and the number and type of the operands must match the arguments of the
/// target block.
///
/// Example:
///
/// ```mlir
/// ^bb2:
///   %2 = call @someFn()
///   cf.br ^bb3(%2 : tensor<*xf32>)
/// ^bb3(%3: tensor<*xf32>):
/// ```
#[op("cf.br",
     traits = [DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>, Pure, Terminator],
     format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
     builders = [to(dest: Block, dest_operands: Values = &[])],
     canonicalize_method)]
pub struct BranchOp {
    #[operand(name = "destOperands")]
    dest_operands: Vec<AnyType>,
    #[successor]
    dest: AnySuccessor,
}

/// Conditional branch operation
///
/// The `cf.cond_br` terminator operation represents a conditional branch on a
/// boolean (1-bit integer) value. If the bit is set, then the first destination
/// is jumped to; if it is false, the second destination is chosen. The count
/// and types of operands must align with the arguments in the corresponding
/// target blocks.
///
/// The MLIR conditional branch operation is not allowed to target the entry
/// block for a region. The two destinations of the conditional branch operation
/// are allowed to be the same.
///
/// Example:
///
/// ```mlir
/// func.func @select(%a: i32, %b: i32, %flag: i1) -> i32 {
///   // Both targets are the same, operands differ
///   cf.cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)
///
/// ^bb1(%x : i32) :
///   return %x : i32
/// }
/// ```
#[op("cf.cond_br",
     traits = [AttrSizedOperandSegments,
               DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
               WeightedBranchOpInterface, Pure, Terminator],
     format = r#"
       $condition (`weights` `(` $branch_weights^ `)` )? `,`
       $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
       $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
       attr-dict
     "#,
     builders = [branch(condition: Value, true_dest: Block, true_operands: Values, false_dest: Block,
                        false_operands: Values, branch_weights: &[i32] = &[])])]
pub struct CondBranchOp {
    #[operand]
    condition: I1,
    #[operand(name = "trueDestOperands")]
    true_dest_operands: Vec<AnyType>,
    #[operand(name = "falseDestOperands")]
    false_dest_operands: Vec<AnyType>,
    #[attr]
    branch_weights: Option<DenseI32ArrayAttr>,
    #[successor(name = "trueDest")]
    true_dest: AnySuccessor,
    #[successor(name = "falseDest")]
    false_dest: AnySuccessor,
}

/// Switch operation
///
/// The `cf.switch` terminator operation represents a switch on a signless integer
/// value. If the flag matches one of the specified cases, then the
/// corresponding destination is jumped to. If the flag does not match any of
/// the cases, the default destination is jumped to. The count and types of
/// operands must align with the arguments in the corresponding target blocks.
///
/// Example:
///
/// ```mlir
/// cf.switch %flag : i32, [
///   default: ^bb1(%a : i32),
///   42: ^bb1(%b : i32),
///   43: ^bb3(%c : i32)
/// ]
/// ```
#[op("cf.switch",
     traits = [AttrSizedOperandSegments,
               DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
               Pure, Terminator],
     format = r#"
       $flag `:` type($flag) `,` `[` `\n`
         custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
                               $defaultOperands,
                               type($defaultOperands),
                               $case_values,
                               $caseDestinations,
                               $caseOperands,
                               type($caseOperands))
       `]`
       attr-dict
     "#,
     builders = [with_cases(flag: Value, default_destination: Block, default_operands: Values,
                            case_values: &[i64] = &[], case_destinations: &[::ir::BlockId] = &[],
                            case_operands: &[&[::ir::Value]] = &[])],
     verifier)]
pub struct SwitchOp {
    #[operand]
    flag: AnyInteger,
    #[operand(name = "defaultOperands")]
    default_operands: Vec<AnyType>,
    #[operand(name = "caseOperands", segments = "case_operand_segments")]
    case_operands: Vec<Vec<AnyType>>,
    #[attr]
    case_values: Option<AnyIntElementsAttr>,
    #[attr]
    case_operand_segments: DenseI32ArrayAttr,
    #[successor(name = "defaultDestination")]
    default_destination: AnySuccessor,
    #[successor(name = "caseDestinations")]
    case_destinations: Vec<AnySuccessor>,
}

// ----- verifier hooks -----

impl BranchOp {
    /// Custom builder `to`: a branch to `dest` with `dest_operands`
    /// (upstream's `build(Block *dest, ValueRange destOperands = {})`).
    pub fn to_impl(builder: &mut OpBuilder<'_>, dest: BlockId, dest_operands: &[Value]) -> Result<Self, BuildError> {
        Self::build(builder, dest_operands, dest)
    }
}

impl CondBranchOp {
    /// Custom builder `branch`: upstream's `build(condition, trueDest,
    /// trueOperands, falseDest, falseOperands, branchWeights = {})`.
    pub fn branch_impl(
        builder: &mut OpBuilder<'_>,
        condition: Value,
        true_dest: BlockId,
        true_operands: &[Value],
        false_dest: BlockId,
        false_operands: &[Value],
        branch_weights: &[i32],
    ) -> Result<Self, BuildError> {
        let weights: Vec<i64> = branch_weights.iter().map(|w| i64::from(*w)).collect();
        let weights = (!weights.is_empty()).then_some(weights.as_slice());
        Self::build_unwrapped(
            builder,
            condition,
            true_operands,
            false_operands,
            weights,
            true_dest,
            false_dest,
        )
    }
}

/// Number of elements and element type of an elements attribute.
fn elements_shape(ctx: &Context, attr: ir::Attr) -> Option<(usize, ir::Type)> {
    let ty = ir::ods::values::attr_type(ctx, attr)?;
    let kind = ctx.type_kind(ty);
    let n = kind.shape()?.iter().product::<i64>().max(0) as usize;
    Some((n, kind.element()?))
}

impl SwitchOp {
    /// Upstream's `SwitchOp::verify` (the `VariadicOfVariadic` sizes are checked by
    /// the generated invariants and successor operands by `BranchOpInterface`'s
    /// verifier, before): case values have the flag's type and there is one per
    /// case destination.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let cases = self.case_destinations(arena);
        let values = self.case_values_attr(ctx, arena);
        if values.is_none() && cases.is_empty() {
            return Ok(());
        }
        let (count, element) = match values.and_then(|v| elements_shape(ctx, v)) {
            Some(x) => x,
            None => (0, arena.value_type(self.flag(ctx, arena))),
        };
        let flag_type = arena.value_type(self.flag(ctx, arena));
        if element != flag_type {
            let p = |t| ir::text::printer::type_to_string(ctx, t);
            let msg = format!(
                "'flag' type ('{}') should match case value type ('{}')",
                p(flag_type),
                p(element)
            );
            return Err(ir::ods::verify::op_error(ctx, arena, self.0, msg));
        }
        if count != cases.len() {
            let msg = format!(
                "number of case values ({count}) should match number of case destinations ({})",
                cases.len()
            );
            return Err(ir::ods::verify::op_error(ctx, arena, self.0, msg));
        }
        Ok(())
    }

    /// Custom builder `with_cases`: upstream's `build(flag,
    /// defaultDestination, defaultOperands, ArrayRef<int32_t> caseValues =
    /// {}, caseDestinations = {}, caseOperands = {})`; the case values get
    /// the flag's type.
    pub fn with_cases_impl(
        builder: &mut OpBuilder<'_>,
        flag: Value,
        default_destination: BlockId,
        default_operands: &[Value],
        case_values: &[i64],
        case_destinations: &[BlockId],
        case_operands: &[&[Value]],
    ) -> Result<Self, BuildError> {
        let ctx = builder.ctx;
        let values = if case_values.is_empty() {
            None
        } else {
            let flag_type = builder.type_of(flag);
            let values = switch_cases::case_values_attr(ctx, flag_type, case_values)
                .ok_or_else(|| BuildError("the case values do not fit the flag's type".into()))?;
            Some(values)
        };
        Self::build(
            builder,
            flag,
            default_operands,
            case_operands,
            values,
            default_destination,
            case_destinations,
        )
    }
}

// ----- canonicalization hooks -----

/// The value of an `i1` constant (`m_One`/`m_Zero` on a `ConstantLike` op),
/// if `v` is one.
fn constant_bool(ctx: &Context, arena: &IrArena, v: Value) -> Option<bool> {
    let attr = ir::rewrite::constant_value(ctx, arena, v)?;
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(!value.is_zero()),
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

impl ir::interfaces::MemoryEffectsOpInterface for AssertOp {
    /// `AssertOp::getEffects`: a write, which models ending the program.
    fn effects(self, _ctx: &Context, _arena: &IrArena) -> Vec<ir::effects::EffectInstance> {
        vec![ir::effects::EffectInstance::new(ir::effects::MemEffect::Write)]
    }
}

impl AssertOp {
    /// Erases an assert whose argument is the constant `true`.
    pub fn canonicalize(self, ctx: &Context, arena: &mut IrArena) -> bool {
        if constant_bool(ctx, arena, self.arg(ctx, arena)) == Some(true) {
            arena.erase_op(self.0);
            return true;
        }
        false
    }
}

impl BranchOp {
    /// Merges the destination into this block when this branch is its only
    /// predecessor (upstream's `simplifyBrToBlockWithSinglePred`).
    pub fn canonicalize(self, ctx: &Context, arena: &mut IrArena) -> bool {
        let dest = self.dest(arena);
        let Some(block) = arena.op_parent(self.0) else {
            return false;
        };
        let Some(region) = arena.block_parent(dest) else {
            return false;
        };
        if dest == block || arena.region_blocks(region).first() == Some(&dest) {
            return false;
        }
        let preds = arena
            .region_blocks(region)
            .iter()
            .filter_map(|b| arena.last_op(*b))
            .flat_map(|t| arena.successors(t).iter().filter(|s| **s == dest).map(move |_| t))
            .count();
        if preds != 1 {
            return false;
        }
        let operands = self.dest_operands(ctx, arena);
        arena.erase_op(self.0);
        arena.merge_block_into(dest, block, &operands);
        arena.erase_block(dest);
        true
    }
}
