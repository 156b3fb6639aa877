//! The hand-written custom forms and verifiers of the scf ops (MLIR's
//! `SCF.cpp`), one topic a file: [`for_loop`] (`scf.for`), [`while_loop`]
//! (`scf.while`), [`branches`] (`scf.if`, `scf.execute_region`,
//! `scf.index_switch`), [`parallel`] (`scf.parallel`, `scf.reduce`),
//! [`forall`] (`scf.forall`, `scf.forall.in_parallel`) and
//! [`region_branch`] (the `RegionBranchOpInterface` and
//! `LoopLikeOpInterface` checks, shared with affine). Regions of the ops
//! with `SingleBlockImplicitTerminator` get their terminator inserted when
//! it is left out, and printers leave it out where upstream does. This file
//! holds the helpers the forms share. [`tiling`] tiles any op implementing
//! `TilingInterface` with `scf.for` or `scf.forall` loops (upstream's
//! `scf::tileUsingSCF` with its `SCFTilingOptions`) and fuses producers into
//! the tiled loops (`scf::tileConsumerAndFuseProducersUsingSCF`).

pub mod bufferize;
pub mod folds;
pub mod run;
pub mod tiling;
pub mod to_cf;
crate::common::ods_ops!("scf");

use crate::tensor::dense_i64s;
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{EntryArgument, OpAsmParser, OperationState, Punct, UnresolvedOperand};
use ir::{Attr, Context, Diagnostic, IrArena, OpId, RegionId, Type, Value};

mod branches;
mod for_loop;
mod forall;
mod parallel;
mod region_branch;
mod while_loop;

pub(crate) use branches::if_like_successors;
pub(crate) use region_branch::{loop_successor_inputs, region_args_of, yielded_values};

/// The op's inherent and discardable attributes, sorted by name, minus
/// `elided`: what `printOptionalAttrDict((*this)->getAttrs(), elided)` sees.
fn all_attrs(ctx: &Context, arena: &IrArena, op: OpId, elided: &[&str]) -> Vec<(Attr, Attr)> {
    let mut attrs: Vec<(Attr, Attr)> = Vec::new();
    for d in [arena.properties(op), arena.attrs(op)].into_iter().flatten() {
        attrs.extend(ctx.dictionary_entries(d).iter().copied().filter(|(k, v)| {
            let name = ctx.string_value(*k);
            !elided.iter().any(|e| e.as_bytes() == name) && !matches!(ctx.attr_kind(*v), ir::AttrKind::Bool(false))
        }));
    }
    let merged = ctx.dictionary_attr(attrs);
    ctx.dictionary_entries(merged).to_vec()
}

/// ` {attrs}` of `op` (attr-dict), leaving out `elided`.
fn print_attr_dict(p: &mut OpAsmPrinter<'_, '_>, op: OpId, elided: &[&str], keyword: bool) {
    let attrs = all_attrs(p.ctx(), p.arena(), op, elided);
    if keyword {
        p.print_optional_attr_dict_with_keyword(&attrs, &[]);
    } else {
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

/// `printInitializationList`: `PREFIX(%inner = %outer, ...)`, nothing when empty.
/// Shared with `custom_tosa` (`tosa.cond_if`, `tosa.while_loop`).
pub(crate) fn print_init_list(p: &mut OpAsmPrinter<'_, '_>, inner: &[Value], outer: &[Value], prefix: &str) {
    if outer.is_empty() {
        return;
    }
    p.print(prefix);
    p.print("(");
    for (i, (&a, &b)) in inner.iter().zip(outer).enumerate() {
        if i > 0 {
            p.print(", ");
        }
        p.print_operand(a);
        p.print(" = ");
        p.print_operand(b);
    }
    p.print(")");
}

/// `parseOptionalAssignmentList`: `(%inner = %outer, ...)`; `None` without `(`.
/// Shared with `custom_tosa` (`tosa.cond_if`, `tosa.while_loop`).
#[allow(clippy::type_complexity)]
pub(crate) fn parse_optional_assignment_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> Result<Option<(Vec<UnresolvedOperand<'a>>, Vec<UnresolvedOperand<'a>>)>, Diagnostic> {
    if !p.parse_optional_punct(Punct::LParen) {
        return Ok(None);
    }
    let mut inner = Vec::new();
    let mut outer = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(Some((inner, outer)));
    }
    loop {
        inner.push(p.parse_argument_name()?);
        p.parse_punct(Punct::Equal)?;
        outer.push(p.parse_operand()?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok(Some((inner, outer)))
}

/// The full name of the op being parsed (for `custom op 'NAME'` errors).
fn op_name(p: &OpAsmParser<'_, '_>, st: &OperationState) -> String {
    p.ctx().op_info(st.name).name().to_string()
}

/// `OpAsmParser::parseKeyword`: the error points at the current token.
fn keyword(p: &mut OpAsmParser<'_, '_>, st: &OperationState, kw: &str) -> Result<(), Diagnostic> {
    if p.parse_optional_keyword(kw) {
        return Ok(());
    }
    Err(p.custom_op_error(&op_name(p, st), p.offset(), format!("expected '{kw}'")))
}

/// `parseOptionalArrowTypeList`.
fn parse_optional_arrow_type_list(p: &mut OpAsmParser<'_, '_>) -> Result<Vec<Type>, Diagnostic> {
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_function_result_types()
    } else {
        Ok(Vec::new())
    }
}

/// Entry arguments named `names` with types `types`.
fn entry_args<'a>(names: &[UnresolvedOperand<'a>], types: &[Type]) -> Vec<EntryArgument<'a>> {
    names
        .iter()
        .zip(types)
        .map(|(&name, &ty)| EntryArgument { name, ty, loc: None })
        .collect()
}

/// The first block of `region`, if any.
fn entry_block(arena: &IrArena, region: RegionId) -> Option<ir::BlockId> {
    arena.region_blocks(region).first().copied()
}

/// The block arguments of the first block of `region`.
fn region_args(arena: &IrArena, region: RegionId) -> Vec<Value> {
    entry_block(arena, region)
        .map(|b| (0..arena.num_args(b)).map(|i| arena.arg(b, i)).collect())
        .unwrap_or_default()
}

/// The terminator (last op) of the first block of `region`.
fn first_block_terminator(arena: &IrArena, region: RegionId) -> Option<OpId> {
    entry_block(arena, region).and_then(|b| arena.last_op(b))
}

/// The name of `op`.
fn name_of<'c>(ctx: &'c Context, arena: &IrArena, op: OpId) -> &'c str {
    ctx.op_info(arena.op_name(op)).name()
}

/// `OpAsmParser::resolveOperands(operands, types, loc, result)`: one type
/// per operand, else the custom op error at `at`.
fn resolve_counted<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &OperationState,
    at: usize,
    operands: &[UnresolvedOperand<'a>],
    types: &[Type],
) -> Result<Vec<Value>, Diagnostic> {
    if operands.len() != types.len() {
        let message = format!(
            "number of operands and types do not match: got {} operands and {} types",
            operands.len(),
            types.len()
        );
        return Err(p.custom_op_error(&op_name(p, st), at, message));
    }
    p.resolve_operands(operands, types, at)
}

/// `getConstantIntValue` of a value: the integer of the `ConstantLike` op
/// defining it.
fn constant_int(ctx: &Context, arena: &IrArena, v: Value) -> Option<i128> {
    ir::rewrite::constant_int(ctx, arena, v).map(i128::from)
}

/// The operand groups of an op with `AttrSizedOperandSegments`.
fn operand_groups(ctx: &Context, arena: &IrArena, op: OpId, n: usize) -> Vec<Vec<Value>> {
    let operands: Vec<Value> = arena.operands(op).collect();
    let seg = dense_i64s(ctx, arena, op, "operandSegmentSizes");
    let mut groups: Vec<Vec<Value>> = Vec::new();
    let mut at = 0usize;
    for &k in &seg {
        let k = usize::try_from(k).unwrap_or(0);
        groups.push(operands.get(at..at + k).map(<[Value]>::to_vec).unwrap_or_default());
        at += k;
    }
    groups.resize(n, Vec::new());
    groups
}

/// Registers scf's passes (`convert-scf-to-cf`).
pub fn register_passes(registry: &mut ir::pass::PassRegistry) {
    registry.register(crate::common::pass::info::<to_cf::SCFToControlFlow>(
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    ));
}
