//! The hand-written custom forms and verifiers of the scf ops (MLIR's
//! `SCF.cpp`): `scf.for`, `scf.if`, `scf.while`, `scf.execute_region`,
//! `scf.index_switch`, `scf.parallel`, `scf.forall` and
//! `scf.forall.in_parallel`. Regions of the ops with
//! `SingleBlockImplicitTerminator` get their terminator inserted when it
//! is left out, and printers leave it out where upstream does.

use super::custom_func::{op_error, plain_error};
use super::scf::{
    ExecuteRegionOp, ForOp, ForallOp, IfOp, InParallelOp, IndexSwitchOp, ParallelOp, ReduceOp, ReduceReturnOp, WhileOp,
};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{EntryArgument, OpAsmParser, OperationState, Punct, UnresolvedOperand};
use ir::text::printer::type_to_string;
use ir::{Attr, Context, Diagnostic, IrArena, OpId, RegionId, Type, TypeKind, Value};

/// The op's inherent and discardable attributes, sorted by name, minus
/// `elided`: what `printOptionalAttrDict((*this)->getAttrs(), elided)` sees.
pub(crate) fn all_attrs(ctx: &Context, arena: &IrArena, op: OpId, elided: &[&str]) -> Vec<(Attr, Attr)> {
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
        inner.push(p.parse_operand()?);
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

impl ForOp {
    /// `ForOp::parse`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let start = p.offset();
        if p.parse_optional_keyword("unsigned") {
            st.attrs.push((ctx.string_attr(b"unsignedCmp"), ctx.unit_attr()));
        }
        let iv = p.parse_operand()?;
        p.parse_punct(Punct::Equal)?;
        let lb = p.parse_operand()?;
        keyword(p, st, "to")?;
        let ub = p.parse_operand()?;
        keyword(p, st, "step")?;
        let step = p.parse_operand()?;
        let mut inner = vec![iv];
        let mut outer = Vec::new();
        let has_iter_args = p.parse_optional_keyword("iter_args");
        if has_iter_args {
            match parse_optional_assignment_list(p)? {
                Some((i, o)) => {
                    inner.extend(i);
                    outer = o;
                }
                None => return Err(p.custom_op_error(&op_name(p, st), p.offset(), "expected '('")),
            }
            p.parse_punct(Punct::Arrow)?;
            st.result_types = p.parse_function_result_types()?;
        }
        if inner.len() != st.result_types.len() + 1 {
            let (name_at, _) = p.op_name_before(start);
            return Err(p.custom_op_error(
                &op_name(p, st),
                name_at,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        let ty = if p.parse_optional_punct(Punct::Colon) {
            p.parse_type()?
        } else {
            ctx.index_type()
        };
        let mut types = vec![ty];
        types.extend_from_slice(&st.result_types);
        let body = p.new_region();
        st.regions.push(body);
        p.parse_region(body, &entry_args(&inner, &types), false)?;
        p.ensure_terminator(body, "scf.yield", st.loc);
        for u in [lb, ub, step] {
            let v = p.resolve_operand(u, ty)?;
            st.operands.push(v);
        }
        for (&u, &t) in outer.iter().zip(&st.result_types) {
            let v = p.resolve_operand(u, t)?;
            st.operands.push(v);
        }
        p.parse_optional_attr_dict(&mut st.attrs)?;
        Ok(())
    }

    /// `ForOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ctx = p.ctx();
        let arena = p.arena();
        let unsigned = ir::ods::access::inherent(ctx, arena, op, "unsignedCmp")
            .is_some_and(|a| !matches!(ctx.attr_kind(a), ir::AttrKind::Bool(false)));
        let operands = p.operands_of(op);
        let Some(&region) = p.arena().regions(op).first() else {
            return;
        };
        let args = region_args(p.arena(), region);
        if operands.len() < 3 || args.is_empty() {
            return;
        }
        let inits = &operands[3..];
        if unsigned {
            p.print(" unsigned");
        }
        p.print(" ");
        p.print_operand(args[0]);
        p.print(" = ");
        p.print_operand(operands[0]);
        p.print(" to ");
        p.print_operand(operands[1]);
        p.print(" step ");
        p.print_operand(operands[2]);
        print_init_list(p, &args[1..], inits, " iter_args");
        if !inits.is_empty() {
            let types: Vec<Type> = inits.iter().map(|&v| p.arena().value_type(v)).collect();
            p.print(" -> (");
            p.print_type_list(&types);
            p.print(")");
        }
        p.print(" ");
        let iv_ty = p.arena().value_type(args[0]);
        if !matches!(p.ctx().type_kind(iv_ty), TypeKind::Index) {
            p.print(" : ");
            p.print_type(iv_ty);
            p.print(" ");
        }
        p.print_region(region, false, !inits.is_empty());
        print_attr_dict(p, op, &["unsignedCmp"], false);
    }

    /// `ForOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        if arena.num_operands(op).saturating_sub(3) != arena.num_results(op) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        Ok(())
    }

    /// The `LoopLikeOpInterface` and `RegionBranchOpInterface` checks,
    /// then `ForOp::verifyRegions`.
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let args = region_args_of(arena, op, 0);
        let loop_like = LoopLike {
            inits: arena.operands(op).skip(3).collect(),
            iter_args: args.get(1..).map(<[Value]>::to_vec).unwrap_or_default(),
            yielded: yielded_values(ctx, arena, op, 0, "scf.yield"),
            results: Some(results_of(arena, op)),
        };
        verify_loop_like(ctx, arena, op, &loop_like)?;
        let rb = RegionBranch {
            successors: &|_| vec![Successor::Region(0), Successor::Parent],
            entry_operands: &|_| arena.operands(op).skip(3).collect(),
            inputs: &|s| match s {
                Successor::Region(_) => region_args_of(arena, op, 0).into_iter().skip(1).collect(),
                Successor::Parent => results_of(arena, op),
            },
        };
        verify_region_branch(ctx, arena, op, &rb)?;
        let Some(&region) = arena.regions(op).first() else {
            return Ok(());
        };
        let args = region_args(arena, region);
        let operands: Vec<Value> = arena.operands(op).collect();
        let (Some(&iv), Some(&lb)) = (args.first(), operands.first()) else {
            return Ok(());
        };
        if arena.value_type(iv) != arena.value_type(lb) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "expected induction variable to be same type as bounds and step",
            ));
        }
        let results: Vec<Type> = arena.result_types(op).collect();
        if args.len() - 1 != results.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                "mismatch in number of basic block args and defined values",
            ));
        }
        for (i, ((&init, &arg), &r)) in operands[3..].iter().zip(&args[1..]).zip(&results).enumerate() {
            if arena.value_type(init) != r {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("types mismatch between {i}th iter operand and defined value"),
                ));
            }
            if arena.value_type(arg) != r {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("types mismatch between {i}th iter region arg and defined value"),
                ));
            }
        }
        Ok(())
    }
}

impl IfOp {
    /// `IfOp::parse`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let then_region = p.new_region();
        let else_region = p.new_region();
        st.regions.push(then_region);
        st.regions.push(else_region);
        let cond = p.parse_operand()?;
        let c = p.resolve_operand(cond, ctx.int_type(1))?;
        st.operands.push(c);
        st.result_types = parse_optional_arrow_type_list(p)?;
        p.parse_region(then_region, &[], false)?;
        p.ensure_terminator(then_region, "scf.yield", st.loc);
        if p.parse_optional_keyword("else") {
            p.parse_region(else_region, &[], false)?;
            p.ensure_terminator(else_region, "scf.yield", st.loc);
        }
        p.parse_optional_attr_dict(&mut st.attrs)?;
        Ok(())
    }

    /// `IfOp::print`: yields are printed only when the op has results.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        let results: Vec<Type> = p.arena().result_types(op).collect();
        let regions = p.arena().regions(op).to_vec();
        let Some(&cond) = operands.first() else { return };
        p.print(" ");
        p.print_operand(cond);
        let terminators = !results.is_empty();
        if terminators {
            p.print(" -> (");
            p.print_type_list(&results);
            p.print(")");
        }
        p.print(" ");
        if let Some(&then_region) = regions.first() {
            p.print_region(then_region, false, terminators);
        }
        if let Some(&else_region) = regions.get(1) {
            if !p.arena().region_blocks(else_region).is_empty() {
                p.print(" else ");
                p.print_region(else_region, false, terminators);
            }
        }
        print_attr_dict(p, op, &[], false);
    }

    /// `IfOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let else_empty = arena
            .regions(op)
            .get(1)
            .is_none_or(|&r| arena.region_blocks(r).is_empty());
        if arena.num_results(op) != 0 && else_empty {
            return Err(op_error(ctx, arena, op, "must have an else block if defining values"));
        }
        Ok(())
    }

    /// `RegionBranchOpInterface`'s check.
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        verify_if_like(ctx, arena, self.0)
    }
}

/// The `RegionBranchOpInterface` check of `scf.if` and `affine.if`: the
/// parent enters the then region and the else region (or, when that is
/// empty, goes on to the results); the regions yield the results.
pub(crate) fn verify_if_like(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let else_empty = arena
        .regions(op)
        .get(1)
        .is_none_or(|&r| arena.region_blocks(r).is_empty());
    let rb = RegionBranch {
        successors: &|point| match point {
            None if else_empty => vec![Successor::Region(0), Successor::Parent],
            None => vec![Successor::Region(0), Successor::Region(1)],
            Some(_) => vec![Successor::Parent],
        },
        entry_operands: &|_| Vec::new(),
        inputs: &|s| match s {
            Successor::Region(_) => Vec::new(),
            Successor::Parent => results_of(arena, op),
        },
    };
    verify_region_branch(ctx, arena, op, &rb)
}

impl WhileOp {
    /// `WhileOp::parse`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let before = p.new_region();
        let after = p.new_region();
        st.regions.push(before);
        st.regions.push(after);
        let (inner, outer) = parse_optional_assignment_list(p)?.unwrap_or_default();
        let type_at = p.offset();
        p.parse_punct(Punct::Colon)?;
        let ty = p.parse_type()?;
        let Some((inputs, results)) = super::custom_func::function_parts(p.ctx(), ty) else {
            let shown = type_to_string(p.ctx(), ty);
            return Err(p.custom_op_error(
                &op_name(p, st),
                type_at,
                format!("invalid kind of type specified: expected builtin.function, but found '{shown}'"),
            ));
        };
        st.result_types = results;
        if inputs.len() != outer.len() {
            return Err(p.custom_op_error(
                &op_name(p, st),
                type_at,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    outer.len(),
                    inputs.len()
                ),
            ));
        }
        let at = p.offset();
        st.operands = p.resolve_operands(&outer, &inputs, at)?;
        p.parse_region(before, &entry_args(&inner, &inputs), false)?;
        keyword(p, st, "do")?;
        p.parse_region(after, &[], false)?;
        p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
        Ok(())
    }

    /// `WhileOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let inits = p.operands_of(op);
        let results: Vec<Type> = p.arena().result_types(op).collect();
        let regions = p.arena().regions(op).to_vec();
        let (Some(&before), Some(&after)) = (regions.first(), regions.get(1)) else {
            return;
        };
        let args = region_args(p.arena(), before);
        if args.len() >= inits.len() {
            print_init_list(p, &args[..inits.len()], &inits, " ");
        }
        p.print(" : ");
        let types: Vec<Type> = inits.iter().map(|&v| p.arena().value_type(v)).collect();
        p.print_functional_type(&types, &results);
        p.print(" ");
        p.print_region(before, false, true);
        p.print(" do ");
        p.print_region(after, true, true);
        print_attr_dict(p, op, &[], true);
    }

    /// `WhileOp::verify`: the regions end with `scf.condition` and `scf.yield`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let regions = arena.regions(op);
        for (i, (term, what)) in [
            (
                "scf.condition",
                "expects the 'before' region to terminate with 'scf.condition'",
            ),
            ("scf.yield", "expects the 'after' region to terminate with 'scf.yield'"),
        ]
        .into_iter()
        .enumerate()
        {
            let Some(&r) = regions.get(i) else { continue };
            let last = first_block_terminator(arena, r);
            if last.is_some_and(|t| name_of(ctx, arena, t) == term) {
                continue;
            }
            let mut d = op_error(ctx, arena, op, what);
            if let Some(t) = last {
                d = d.with_note(ir::DiagLoc::Attr(arena.op_loc(t)), "terminator here");
            }
            return Err(d);
        }
        Ok(())
    }

    /// `RegionBranchOpInterface`'s check: the parent and the `after` region
    /// enter `before`, whose `scf.condition` goes on to `after` or the results.
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let rb = RegionBranch {
            successors: &|point| match point {
                Some(0) => vec![Successor::Parent, Successor::Region(1)],
                _ => vec![Successor::Region(0)],
            },
            entry_operands: &|_| arena.operands(op).collect(),
            inputs: &|s| match s {
                Successor::Region(i) => region_args_of(arena, op, i),
                Successor::Parent => results_of(arena, op),
            },
        };
        verify_region_branch(ctx, arena, op, &rb)
    }
}

impl ExecuteRegionOp {
    /// `ExecuteRegionOp::parse`: `-> types [no_inline] { ... } {attrs}`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        st.result_types = parse_optional_arrow_type_list(p)?;
        if p.parse_optional_keyword("no_inline") {
            st.attrs.push((ctx.string_attr(b"no_inline"), ctx.unit_attr()));
        }
        let body = p.new_region();
        st.regions.push(body);
        p.parse_region(body, &[], false)?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        Ok(())
    }

    /// `ExecuteRegionOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ctx = p.ctx();
        let no_inline = ir::ods::access::inherent(ctx, p.arena(), op, "no_inline")
            .is_some_and(|a| !matches!(ctx.attr_kind(a), ir::AttrKind::Bool(false)));
        let results: Vec<Type> = p.arena().result_types(op).collect();
        p.print_optional_arrow_type_list(&results);
        p.print(" ");
        if no_inline {
            p.print("no_inline ");
        }
        if let Some(&r) = p.arena().regions(op).first() {
            p.print_region(r, false, true);
        }
        print_attr_dict(p, op, &["no_inline"], false);
    }

    /// `ExecuteRegionOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(&r) = arena.regions(op).first() else {
            return Ok(());
        };
        let Some(entry) = entry_block(arena, r) else {
            return Err(op_error(ctx, arena, op, "region needs to have at least one block"));
        };
        if arena.num_args(entry) > 0 {
            return Err(op_error(ctx, arena, op, "region cannot have any arguments"));
        }
        Ok(())
    }

    /// `RegionBranchOpInterface`'s check: the region yields the results.
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let rb = RegionBranch {
            successors: &|point| match point {
                None => vec![Successor::Region(0)],
                Some(_) => vec![Successor::Parent],
            },
            entry_operands: &|_| Vec::new(),
            inputs: &|s| match s {
                Successor::Region(_) => Vec::new(),
                Successor::Parent => results_of(arena, op),
            },
        };
        verify_region_branch(ctx, arena, op, &rb)
    }
}

impl IndexSwitchOp {
    /// `$arg attr-dict (-> types)? (case N region)* default region`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let arg = p.parse_operand()?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        if p.parse_optional_punct(Punct::Arrow) {
            st.result_types = p.parse_type_list()?;
        }
        let mut values = Vec::new();
        let mut cases = Vec::new();
        while p.parse_optional_keyword("case") {
            let v = match p.parse_optional_integer()? {
                Some(v) => v,
                None => return Err(p.custom_op_error(&op_name(p, st), p.offset(), "expected integer value")),
            };
            let r = p.new_region();
            p.parse_region(r, &[], false)?;
            values.push(v);
            cases.push(r);
        }
        keyword(p, st, "default")?;
        let default = p.new_region();
        p.parse_region(default, &[], false)?;
        p.ensure_terminator(default, "scf.yield", st.loc);
        let cases_attr = ir::ods::values::dense_array(ctx, &values, "i64").map_err(|e| p.error(e.0))?;
        st.attrs.push((ctx.string_attr(b"cases"), cases_attr));
        let v = p.resolve_operand(arg, ctx.index_type())?;
        st.operands.push(v);
        st.regions.push(default);
        st.regions.extend(cases);
        Ok(())
    }

    /// Printer of the form above (`\n` before each `case` and `default`).
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ctx = p.ctx();
        let operands = p.operands_of(op);
        let results: Vec<Type> = p.arena().result_types(op).collect();
        let regions = p.arena().regions(op).to_vec();
        let cases = ir::ods::access::inherent(ctx, p.arena(), op, "cases")
            .and_then(|a| ir::ods::values::as_dense(ctx, a))
            .unwrap_or_default();
        let Some(&arg) = operands.first() else { return };
        p.print(" ");
        p.print_operand(arg);
        print_attr_dict(p, op, &["cases"], false);
        if !results.is_empty() {
            p.print(" -> ");
            p.print_type_list(&results);
        }
        p.print(" ");
        for (v, &r) in cases.iter().zip(regions.iter().skip(1)) {
            p.print_newline();
            p.print(&format!("case {v} "));
            p.print_region(r, false, true);
        }
        p.print_newline();
        p.print("default ");
        if let Some(&d) = regions.first() {
            let print_term = first_block_terminator(p.arena(), d).is_none_or(|t| {
                p.arena().num_operands(t) != 0 || p.arena().num_results(t) != 0 || p.arena().attrs(t).is_some()
            });
            p.print_region(d, true, print_term);
        }
    }

    /// `IndexSwitchOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let cases = ir::ods::access::inherent(ctx, arena, op, "cases")
            .and_then(|a| ir::ods::values::as_dense(ctx, a))
            .unwrap_or_default();
        let regions = arena.regions(op);
        let case_regions = regions.len().saturating_sub(1);
        if cases.len() != case_regions {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!("has {case_regions} case regions but {} case values", cases.len()),
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for &v in &cases {
            if !seen.insert(v) {
                return Err(op_error(ctx, arena, op, format!("has duplicate case value: {v}")));
            }
        }
        let results: Vec<Type> = arena.result_types(op).collect();
        for (i, &r) in regions.iter().enumerate() {
            let name = if i == 0 {
                "default region".to_string()
            } else {
                format!("case region #{}", i - 1)
            };
            let Some(last) = first_block_terminator(arena, r) else {
                continue;
            };
            let last_name = name_of(ctx, arena, last);
            if last_name != "scf.yield" {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("expected region to end with scf.yield, but got {last_name}"),
                ));
            }
            let yielded: Vec<Value> = arena.operands(last).collect();
            if yielded.len() != results.len() {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expected each region to return {} values, but {name} returns {}",
                        results.len(),
                        yielded.len()
                    ),
                )
                .with_note(ir::DiagLoc::Attr(arena.op_loc(last)), "see yield operation here"));
            }
            for (idx, (&t, &v)) in results.iter().zip(&yielded).enumerate() {
                let vt = arena.value_type(v);
                if vt != t {
                    return Err(op_error(
                        ctx,
                        arena,
                        op,
                        format!(
                            "expected result #{idx} of each region to be '{}'",
                            type_to_string(ctx, t)
                        ),
                    )
                    .with_note(
                        ir::DiagLoc::Attr(arena.op_loc(last)),
                        format!("{name} returns '{}' here", type_to_string(ctx, vt)),
                    ));
                }
            }
        }
        Ok(())
    }
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

impl ParallelOp {
    /// `ParallelOp::parse`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        let (name_at, _) = p.op_name_before(p.offset());
        p.parse_punct(Punct::LParen)?;
        let mut ivs = Vec::new();
        if !p.parse_optional_punct(Punct::RParen) {
            ivs = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen)?;
        }
        let n = ivs.len();
        let mut counts = Vec::new();
        p.parse_punct(Punct::Equal)?;
        for kw in ["", "to", "step"] {
            if !kw.is_empty() {
                keyword(p, st, kw)?;
            }
            let at = p.offset();
            p.parse_punct(Punct::LParen)?;
            let list = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen)?;
            if list.len() != n {
                return Err(p.custom_op_error(&op_name(p, st), at, format!("expected {n} operands")));
            }
            let types = vec![index; n];
            let vals = p.resolve_operands(&list, &types, at)?;
            st.operands.extend(vals);
            counts.push(n as i64);
        }
        let mut inits = Vec::new();
        if p.parse_optional_keyword("init") {
            p.parse_punct(Punct::LParen)?;
            inits = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen)?;
        }
        st.result_types = parse_optional_arrow_type_list(p)?;
        let body = p.new_region();
        st.regions.push(body);
        p.parse_region(body, &entry_args(&ivs, &vec![index; n]), false)?;
        counts.push(inits.len() as i64);
        let seg = ir::ods::values::dense_array(ctx, &counts, "i32").map_err(|e| p.error(e.0))?;
        st.attrs.push((ctx.string_attr(b"operandSegmentSizes"), seg));
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let types = st.result_types.clone();
        let vals = resolve_counted(p, st, name_at, &inits, &types)?;
        st.operands.extend(vals);
        p.ensure_terminator(body, "scf.reduce", st.loc);
        Ok(())
    }

    /// `ParallelOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ctx = p.ctx();
        let operands = p.operands_of(op);
        let seg = ir::ods::access::inherent(ctx, p.arena(), op, "operandSegmentSizes")
            .and_then(|a| ir::ods::values::as_dense(ctx, a))
            .unwrap_or_default();
        let Some(&region) = p.arena().regions(op).first() else {
            return;
        };
        let args = region_args(p.arena(), region);
        let mut groups: Vec<Vec<Value>> = Vec::new();
        let mut at = 0usize;
        for &n in &seg {
            let n = usize::try_from(n).unwrap_or(0);
            groups.push(operands.get(at..at + n).map(<[Value]>::to_vec).unwrap_or_default());
            at += n;
        }
        groups.resize(4, Vec::new());
        p.print(" (");
        p.print_operands(&args);
        p.print(") = (");
        p.print_operands(&groups[0]);
        p.print(") to (");
        p.print_operands(&groups[1]);
        p.print(") step (");
        p.print_operands(&groups[2]);
        p.print(")");
        if !groups[3].is_empty() {
            p.print(" init (");
            p.print_operands(&groups[3]);
            p.print(")");
        }
        let results: Vec<Type> = p.arena().result_types(op).collect();
        p.print_optional_arrow_type_list(&results);
        p.print(" ");
        p.print_region(region, false, true);
        print_attr_dict(p, op, &["operandSegmentSizes"], false);
    }
}

/// `parseDynamicIndexList` with `Delimiter::Paren`: `(%a, 4, %b)`, the
/// dynamic entries marked `ShapedType::kDynamic` in the static list.
#[allow(clippy::type_complexity)]
fn parse_paren_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    name: &str,
    name_at: usize,
) -> Result<(Vec<UnresolvedOperand<'a>>, Vec<i64>), Diagnostic> {
    let with_context = |mut d: Diagnostic, p: &OpAsmParser<'_, 'a>| {
        d.message.push_str(" in dynamic index list");
        d.followups
            .push(p.custom_op_error(name, name_at, "expected SSA value or integer"));
        d
    };
    if let Err(d) = p.parse_punct(Punct::LParen) {
        return Err(with_context(d, p));
    }
    let mut operands = Vec::new();
    let mut ints = Vec::new();
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            if let Some(u) = p.parse_optional_operand()? {
                operands.push(u);
                ints.push(i64::MIN);
            } else {
                match p.parse_optional_integer()? {
                    Some(v) => ints.push(v),
                    None => {
                        let mut d = p.custom_op_error(name, p.offset(), "expected integer value");
                        d.followups
                            .push(p.custom_op_error(name, name_at, "expected SSA value or integer"));
                        return Err(d);
                    }
                }
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        if let Err(d) = p.parse_punct(Punct::RParen) {
            return Err(with_context(d, p));
        }
    }
    Ok((operands, ints))
}

/// `printDynamicIndexList` with `Delimiter::Paren`.
fn print_paren_index_list(p: &mut OpAsmPrinter<'_, '_>, values: &[Value], ints: &[i64]) {
    p.print("(");
    let mut next = values.iter();
    for (i, &v) in ints.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        if v == i64::MIN {
            if let Some(&value) = next.next() {
                p.print_operand(value);
            }
        } else {
            p.print(&v.to_string());
        }
    }
    p.print(")");
}

/// The `DenseI64ArrayAttr` named `name` of `op` (empty when absent).
fn dense_i64s(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// `getConstantIntValue` of a value: the integer of the `arith.constant`
/// defining it.
fn constant_int(ctx: &Context, arena: &IrArena, v: Value) -> Option<i128> {
    let Value::Result { op, .. } = v else { return None };
    if name_of(ctx, arena, op) != "arith.constant" {
        return None;
    }
    match ctx.attr_kind(ir::ods::access::inherent(ctx, arena, op, "value")?) {
        ir::AttrKind::Integer { value, .. } => value.to_i128(),
        _ => None,
    }
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

impl ForallOp {
    /// `ForallOp::parse`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let ctx = p.ctx();
        let index = ctx.index_type();
        let (name_at, _) = p.op_name_before(p.offset());
        let name = op_name(p, st);
        let in_list = |mut d: Diagnostic| {
            d.message.push_str(" in argument list");
            d
        };
        p.parse_punct(Punct::LParen).map_err(in_list)?;
        let mut ivs = Vec::new();
        if !p.parse_optional_punct(Punct::RParen) {
            ivs = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen).map_err(in_list)?;
        }
        let n = ivs.len();
        let mut counts = [0i64; 4];
        let (lbs, ubs, steps);
        if p.parse_optional_keyword("in") {
            let at = p.offset();
            let (dyn_ubs, static_ubs) = parse_paren_index_list(p, &name, name_at)?;
            let vals = p.resolve_operands(&dyn_ubs, &vec![index; dyn_ubs.len()], at)?;
            st.operands.extend(vals);
            counts[1] = dyn_ubs.len() as i64;
            lbs = vec![0; n];
            ubs = static_ubs;
            steps = vec![1; n];
        } else {
            p.parse_punct(Punct::Equal)?;
            let mut lists = Vec::new();
            for (i, kw) in ["", "to", "step"].into_iter().enumerate() {
                if !kw.is_empty() {
                    keyword(p, st, kw)?;
                }
                let at = p.offset();
                let (dynamic, statics) = parse_paren_index_list(p, &name, name_at)?;
                let vals = p.resolve_operands(&dynamic, &vec![index; dynamic.len()], at)?;
                st.operands.extend(vals);
                counts[i] = dynamic.len() as i64;
                lists.push(statics);
            }
            steps = lists.pop().unwrap_or_default();
            ubs = lists.pop().unwrap_or_default();
            lbs = lists.pop().unwrap_or_default();
        }
        let mut out_args = Vec::new();
        let outs_at = p.offset();
        if p.parse_optional_keyword("shared_outs") {
            let Some((inner, outer)) = parse_optional_assignment_list(p)? else {
                return Err(p.custom_op_error(&name, p.offset(), "expected '('"));
            };
            st.result_types = parse_optional_arrow_type_list(p)?;
            let types = st.result_types.clone();
            let vals = resolve_counted(p, st, outs_at, &outer, &types)?;
            st.operands.extend(vals);
            counts[3] = outer.len() as i64;
            out_args = inner;
        }
        let mut types = vec![index; n];
        types.extend_from_slice(&st.result_types);
        let mut args = ivs;
        args.extend(out_args);
        let body = p.new_region();
        st.regions.push(body);
        p.parse_region(body, &entry_args(&args, &types), false)?;
        p.ensure_terminator_with_regions(body, "scf.forall.in_parallel", st.loc, 1);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        for (key, list) in [
            ("staticLowerBound", lbs),
            ("staticUpperBound", ubs),
            ("staticStep", steps),
        ] {
            let a = ir::ods::values::dense_array(ctx, &list, "i64").map_err(|e| p.error(e.0))?;
            st.attrs.push((ctx.string_attr(key.as_bytes()), a));
        }
        let seg = ir::ods::values::dense_array(ctx, &counts, "i32").map_err(|e| p.error(e.0))?;
        st.attrs.push((ctx.string_attr(b"operandSegmentSizes"), seg));
        Ok(())
    }

    /// `ForallOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ctx = p.ctx();
        let arena = p.arena();
        let groups = operand_groups(ctx, arena, op, 4);
        let lbs = dense_i64s(ctx, arena, op, "staticLowerBound");
        let ubs = dense_i64s(ctx, arena, op, "staticUpperBound");
        let steps = dense_i64s(ctx, arena, op, "staticStep");
        let Some(&region) = arena.regions(op).first() else {
            return;
        };
        let args = region_args(arena, region);
        let rank = lbs.len().min(args.len());
        let all_equal = |ints: &[i64], values: &[Value], want: i128| {
            let mut next = values.iter();
            ints.iter().all(|&v| {
                if v == i64::MIN {
                    next.next().and_then(|&d| constant_int(ctx, arena, d)) == Some(want)
                } else {
                    i128::from(v) == want
                }
            })
        };
        let normalized = all_equal(&lbs, &groups[0], 0) && all_equal(&steps, &groups[2], 1);
        let num_results = arena.num_results(op);
        p.print(" (");
        p.print_operands(&args[..rank]);
        if normalized {
            p.print(") in ");
            print_paren_index_list(p, &groups[1], &ubs);
        } else {
            p.print(") = ");
            print_paren_index_list(p, &groups[0], &lbs);
            p.print(" to ");
            print_paren_index_list(p, &groups[1], &ubs);
            p.print(" step ");
            print_paren_index_list(p, &groups[2], &steps);
        }
        let out_args = &args[rank..];
        print_init_list(p, out_args, &groups[3], " shared_outs");
        p.print(" ");
        if !out_args.is_empty() {
            let results: Vec<Type> = p.arena().result_types(op).collect();
            p.print("-> (");
            p.print_type_list(&results);
            p.print(") ");
        }
        p.print_region(region, false, num_results > 0);
        print_attr_dict(
            p,
            op,
            &[
                "operandSegmentSizes",
                "staticLowerBound",
                "staticUpperBound",
                "staticStep",
            ],
            false,
        );
    }

    /// `ForallOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let groups = operand_groups(ctx, arena, op, 4);
        let lbs = dense_i64s(ctx, arena, op, "staticLowerBound");
        let num_loops = lbs.len();
        let outputs = &groups[3];
        let num_results = arena.num_results(op);
        if num_results != outputs.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!("produces {num_results} results, but has only {} outputs", outputs.len()),
            ));
        }
        let args = arena
            .regions(op)
            .first()
            .map(|&r| region_args(arena, r))
            .unwrap_or_default();
        if args.len() != num_loops + outputs.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!("region expects {num_loops} arguments"),
            ));
        }
        for (i, &a) in args[..num_loops].iter().enumerate() {
            if !matches!(ctx.type_kind(arena.value_type(a)), TypeKind::Index) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("expects {i}-th block argument to be an index"),
                ));
            }
        }
        for (i, (&a, &o)) in args[num_loops..].iter().zip(outputs).enumerate() {
            if arena.value_type(a) != arena.value_type(o) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("type mismatch between {i}-th output and corresponding block argument"),
                ));
            }
        }
        if let Some(mapping) = ir::ods::access::inherent(ctx, arena, op, "mapping") {
            if let ir::AttrKind::Array(elements) = ctx.attr_kind(mapping) {
                if !elements.is_empty() && elements.len() != num_loops {
                    return Err(op_error(ctx, arena, op, "mapping attribute size must match op rank"));
                }
            }
        }
        for (what, name, dynamic) in [
            ("lower bound", "staticLowerBound", &groups[0]),
            ("upper bound", "staticUpperBound", &groups[1]),
            ("step", "staticStep", &groups[2]),
        ] {
            let ints = dense_i64s(ctx, arena, op, name);
            if ints.len() != num_loops {
                return Err(plain_error(
                    ctx,
                    arena,
                    op,
                    format!("expected {num_loops} {what} values, got {}", ints.len()),
                ));
            }
            let n = ints.iter().filter(|&&v| v == i64::MIN).count();
            if dynamic.len() != n {
                return Err(plain_error(
                    ctx,
                    arena,
                    op,
                    format!("expected {n} dynamic {what} values"),
                ));
            }
        }
        Ok(())
    }
}

impl ForallOp {
    /// `DestinationStyleOpInterface`'s check (a region verifier).
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let groups = operand_groups(ctx, arena, op, 4);
        super::custom::verify_destination_style(ctx, arena, op, groups[..3].iter().map(Vec::len).sum(), &groups[3])
    }
}

impl InParallelOp {
    /// `InParallelOp::parse`: a region (given an empty block when it has
    /// none) and an attribute dictionary.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let body = p.new_region();
        st.regions.push(body);
        p.parse_region(body, &[], false)?;
        p.ensure_block(body);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        Ok(())
    }

    /// `InParallelOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        p.print(" ");
        if let Some(&r) = p.arena().regions(op).first() {
            p.print_region(r, false, false);
        }
        print_attr_dict(p, op, &[], false);
    }

    /// `InParallelOp::verify`: only `ParallelCombiningOpInterface` ops,
    /// inserting into the output block arguments of the parent.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let parent = arena.parent_op(op);
        let Some(forall) = parent.filter(|&f| name_of(ctx, arena, f) == "scf.forall") else {
            return Err(op_error(ctx, arena, op, "expected forall op parent"));
        };
        let num_loops = dense_i64s(ctx, arena, forall, "staticLowerBound").len();
        let out_args: Vec<Value> = arena
            .regions(forall)
            .first()
            .map(|&r| region_args(arena, r))
            .unwrap_or_default()
            .into_iter()
            .skip(num_loops)
            .collect();
        let Some(block) = arena.regions(op).first().and_then(|&r| entry_block(arena, r)) else {
            return Ok(());
        };
        for inner in arena.block_ops(block) {
            if name_of(ctx, arena, inner) != "tensor.parallel_insert_slice" {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    "expected only ParallelCombiningOpInterface ops",
                ));
            }
            if let Some(dest) = arena.operands(inner).nth(1) {
                if !out_args.contains(&dest) {
                    return Err(op_error(
                        ctx,
                        arena,
                        inner,
                        "may only insert into an output block argument",
                    ));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    //! `scf.forall` in its `in` and `= to step` forms, with and without
    //! `shared_outs`, printed as mlir-opt-22 prints it
    //! (`testdata/scf_forall.{pretty,generic}.mlir`, made by `mlir-opt-22
    //! --allow-unregistered-dialect [--mlir-print-op-generic]`).

    use crate::opt::{run_buffer, Options};

    const INPUT: &str = include_str!("testdata/scf_forall.mlir");

    fn print(generic: bool) -> String {
        let opts = Options {
            allow_unregistered: true,
            generic,
            ..Default::default()
        };
        let r = run_buffer(&opts, "scf_forall.mlir", INPUT.as_bytes());
        assert!(r.success, "{}", r.stderr);
        String::from_utf8_lossy(&r.output).into_owned()
    }

    #[test]
    fn forall_prints_as_upstream() {
        assert_eq!(print(false), include_str!("testdata/scf_forall.pretty.mlir"));
    }

    #[test]
    fn forall_prints_generically_as_upstream() {
        assert_eq!(print(true), include_str!("testdata/scf_forall.generic.mlir"));
    }
}

// ----- RegionBranchOpInterface and LoopLikeOpInterface verification -----

/// A successor of a region branch point (`RegionSuccessor`): a region of
/// the op, by number, or the op itself (its results).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Successor {
    /// The region with this number.
    Region(usize),
    /// The parent op's results.
    Parent,
}

/// What `verifyRegionBranchOpInterface` asks a region branch op.
pub(crate) struct RegionBranch<'f> {
    /// `getSuccessorRegions`: from the parent (`None`) or from a terminator
    /// of the region with the given number.
    pub successors: &'f dyn Fn(Option<usize>) -> Vec<Successor>,
    /// `getEntrySuccessorOperands`: what the parent passes to a successor.
    pub entry_operands: &'f dyn Fn(Successor) -> Vec<Value>,
    /// `getSuccessorInputs`: the values a successor receives.
    pub inputs: &'f dyn Fn(Successor) -> Vec<Value>,
}

/// `RegionBranchTerminatorOpInterface::getSuccessorOperands` of `op`, or
/// `None` when `op` is no region branch terminator (`ReturnLike` ops pass
/// all their operands).
pub(crate) fn region_terminator_operands(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<Value>> {
    const RETURN_LIKE: &[&str] = &[
        "scf.yield",
        "affine.yield",
        "func.return",
        "tensor.yield",
        "linalg.yield",
        "memref.alloca_scope.return",
        "bufferization.yield",
    ];
    let name = name_of(ctx, arena, op);
    match name {
        "scf.condition" => Some(arena.operands(op).skip(1).collect()),
        "scf.reduce" => Some(Vec::new()),
        _ if RETURN_LIKE.contains(&name) => Some(arena.operands(op).collect()),
        _ => None,
    }
}

/// `detail::verifyRegionBranchOpInterface`: along every control-flow edge,
/// the operands of the branch point match the successor's inputs.
pub(crate) fn verify_region_branch(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    rb: &RegionBranch<'_>,
) -> Result<(), Diagnostic> {
    let mut points: Vec<Option<(usize, OpId)>> = vec![None];
    for (i, &r) in arena.regions(op).iter().enumerate() {
        for &b in arena.region_blocks(r) {
            if let Some(t) = arena.last_op(b) {
                if region_terminator_operands(ctx, arena, t).is_some() {
                    points.push(Some((i, t)));
                }
            }
        }
    }
    for point in points {
        for succ in (rb.successors)(point.map(|(i, _)| i)) {
            let operands = match point {
                None => (rb.entry_operands)(succ),
                Some((_, t)) => region_terminator_operands(ctx, arena, t).unwrap_or_default(),
            };
            let inputs = (rb.inputs)(succ);
            let edge = |detail: String| {
                let (from, at) = match point {
                    None => ("parent".to_string(), arena.op_loc(op)),
                    Some((_, t)) => (format!("Operation {}", name_of(ctx, arena, t)), arena.op_loc(t)),
                };
                let to = match succ {
                    Successor::Region(i) => format!("Region #{i}"),
                    Successor::Parent => "parent".to_string(),
                };
                op_error(
                    ctx,
                    arena,
                    op,
                    format!("along control flow edge from {from} to {to}: {detail}"),
                )
                .with_note(ir::DiagLoc::Attr(at), "region branch point")
            };
            if operands.len() != inputs.len() {
                return Err(edge(format!(
                    "region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    inputs.len()
                )));
            }
            for (i, (&o, &v)) in operands.iter().zip(&inputs).enumerate() {
                let (ot, it) = (arena.value_type(o), arena.value_type(v));
                if ot != it {
                    return Err(edge(format!(
                        "successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        type_to_string(ctx, ot),
                        type_to_string(ctx, it)
                    )));
                }
            }
        }
    }
    Ok(())
}

/// The results of `op`.
pub(crate) fn results_of(arena: &IrArena, op: OpId) -> Vec<Value> {
    (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect()
}

/// The arguments of the entry block of region `index` of `op`.
pub(crate) fn region_args_of(arena: &IrArena, op: OpId, index: usize) -> Vec<Value> {
    arena
        .regions(op)
        .get(index)
        .map(|&r| region_args(arena, r))
        .unwrap_or_default()
}

/// What `verifyLoopLikeOpInterface` reads of a loop.
pub(crate) struct LoopLike {
    /// `getInits`.
    pub inits: Vec<Value>,
    /// `getRegionIterArgs`.
    pub iter_args: Vec<Value>,
    /// `getYieldedValues` (empty when the loop yields nothing).
    pub yielded: Vec<Value>,
    /// `getLoopResults`.
    pub results: Option<Vec<Value>>,
}

/// `detail::verifyLoopLikeOpInterface`.
pub(crate) fn verify_loop_like(ctx: &Context, arena: &IrArena, op: OpId, l: &LoopLike) -> Result<(), Diagnostic> {
    let n = l.iter_args.len();
    if l.inits.len() != n {
        return Err(op_error(
            ctx,
            arena,
            op,
            format!(
                "different number of inits and region iter_args: {} != {n}",
                l.inits.len()
            ),
        ));
    }
    if !l.yielded.is_empty() && l.yielded.len() != n {
        return Err(op_error(
            ctx,
            arena,
            op,
            format!(
                "different number of region iter_args and yielded values: {n} != {}",
                l.yielded.len()
            ),
        ));
    }
    if let Some(results) = &l.results {
        if results.len() != n {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "different number of loop results and region iter_args: {} != {n}",
                    results.len()
                ),
            ));
        }
    }
    let ty = |v: Value| type_to_string(ctx, arena.value_type(v));
    let pairs: [(&[Value], &[Value], &str, &str); 3] = [
        (&l.inits, &l.iter_args, "init", "region iter_arg"),
        (&l.iter_args, &l.yielded, "region iter_arg", "yielded value"),
        (
            &l.iter_args,
            l.results.as_deref().unwrap_or(&[]),
            "region iter_arg",
            "loop result",
        ),
    ];
    for (a, b, what_a, what_b) in pairs {
        for (i, (&x, &y)) in a.iter().zip(b).enumerate() {
            if arena.value_type(x) != arena.value_type(y) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!(
                        "{i}-th {what_a} and {i}-th {what_b} have different type: '{}' != '{}'",
                        ty(x),
                        ty(y)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The operands of the terminator of the first block of region `index`
/// of `op`, when that terminator is `name`.
pub(crate) fn yielded_values(ctx: &Context, arena: &IrArena, op: OpId, index: usize, name: &str) -> Vec<Value> {
    arena
        .regions(op)
        .get(index)
        .and_then(|&r| first_block_terminator(arena, r))
        .filter(|&t| name_of(ctx, arena, t) == name)
        .map(|t| arena.operands(t).collect())
        .unwrap_or_default()
}

impl ParallelOp {
    /// `ParallelOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let groups = operand_groups(ctx, arena, op, 4);
        let steps = &groups[2];
        if steps.is_empty() {
            return Err(op_error(
                ctx,
                arena,
                op,
                "needs at least one tuple element for lowerBound, upperBound and step",
            ));
        }
        if steps
            .iter()
            .any(|&s| constant_int(ctx, arena, s).is_some_and(|c| c <= 0))
        {
            return Err(op_error(ctx, arena, op, "constant step operand must be positive"));
        }
        let args = region_args_of(arena, op, 0);
        if args.len() != steps.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "expects the same number of induction variables: {} as bound and step values: {}",
                    args.len(),
                    steps.len()
                ),
            ));
        }
        if args
            .iter()
            .any(|&a| !matches!(ctx.type_kind(arena.value_type(a)), TypeKind::Index))
        {
            return Err(op_error(
                ctx,
                arena,
                op,
                "expects arguments for the induction variable to be of index type",
            ));
        }
        let last = arena
            .regions(op)
            .first()
            .and_then(|&r| first_block_terminator(arena, r));
        let Some(reduce) = last.filter(|&t| name_of(ctx, arena, t) == "scf.reduce") else {
            let mut d = op_error(ctx, arena, op, "expects body to terminate with 'scf.reduce'");
            if let Some(t) = last {
                d = d.with_note(ir::DiagLoc::Attr(arena.op_loc(t)), "terminator here");
            }
            return Err(d);
        };
        let results = results_of(arena, op);
        let reductions = arena.regions(reduce).len();
        let inits = groups[3].len();
        if results.len() != reductions {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "expects number of results: {} to be the same as number of reductions: {reductions}",
                    results.len()
                ),
            ));
        }
        if results.len() != inits {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "expects number of results: {} to be the same as number of initial values: {inits}",
                    results.len()
                ),
            ));
        }
        let reduced: Vec<Value> = arena.operands(reduce).collect();
        if reduced.len() != inits {
            return Ok(());
        }
        for (i, (&r, &v)) in results.iter().zip(&reduced).enumerate() {
            let (rt, vt) = (arena.value_type(r), arena.value_type(v));
            if rt != vt {
                return Err(op_error(
                    ctx,
                    arena,
                    reduce,
                    format!(
                        "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                        type_to_string(ctx, vt),
                        type_to_string(ctx, rt)
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl ReduceOp {
    /// `ReduceOp::verifyRegions`: one region per operand, each taking two
    /// arguments of the operand's type and ending with `scf.reduce.return`.
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let operands: Vec<Value> = arena.operands(op).collect();
        let regions = arena.regions(op);
        if regions.len() != operands.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                    regions.len(),
                    operands.len()
                ),
            ));
        }
        for (i, (&r, &v)) in regions.iter().zip(&operands).enumerate() {
            let ty = arena.value_type(v);
            let Some(block) = entry_block(arena, r) else { continue };
            let Some(last) = arena.last_op(block) else {
                return Err(op_error(ctx, arena, op, format!("{i}-th reduction has an empty body")));
            };
            let args = region_args(arena, r);
            if args.len() != 2 || args.iter().any(|&a| arena.value_type(a) != ty) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expected two block arguments with type '{}' in the {i}-th reduction region",
                        type_to_string(ctx, ty)
                    ),
                ));
            }
            if name_of(ctx, arena, last) != "scf.reduce.return" {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    "reduction bodies must be terminated with an 'scf.reduce.return' op",
                ));
            }
        }
        Ok(())
    }
}

impl ReduceReturnOp {
    /// `ReduceReturnOp::verify`: the value has the type of the reduction
    /// body's arguments.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(block) = arena.op_parent(op) else {
            return Ok(());
        };
        if arena.num_args(block) == 0 {
            return Ok(());
        }
        let expected = arena.value_type(arena.arg(block, 0));
        let Some(v) = arena.operands(op).next() else {
            return Ok(());
        };
        if arena.value_type(v) != expected {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "must have type '{}' (the type of the reduction inputs)",
                    type_to_string(ctx, expected)
                ),
            ));
        }
        Ok(())
    }
}
