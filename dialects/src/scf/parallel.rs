//! `scf.parallel` and its `scf.reduce` terminator (with
//! `scf.reduce.return`): form and verifiers.

use crate::common::op_checks::expect_equal;
use crate::func::op_error;
use crate::scf::ops::{ParallelOp, ReduceOp, ReduceReturnOp};
use crate::scf::region_branch::{region_args_of, results_of};
use crate::scf::{
    constant_int, entry_args, entry_block, first_block_terminator, keyword, name_of, op_name, operand_groups,
    parse_optional_arrow_type_list, print_attr_dict, region_args, resolve_counted,
};
use ir::interfaces::{LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface};
use ir::region_branch::{RegionBranchPoint, RegionSuccessor};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::text::printer::type_to_string;
use ir::{Context, Diagnostic, IrArena, Type, TypeKind, Value};

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
        let Some(&region) = p.arena().regions(op).first() else {
            return;
        };
        let args = region_args(p.arena(), region);
        let groups = operand_groups(ctx, p.arena(), op, 4);
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
        expect_equal(ctx, arena, op, args.len(), steps.len(), |actual, expected| {
            format!("expects the same number of induction variables: {actual} as bound and step values: {expected}")
        })?;
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
        expect_equal(ctx, arena, op, results.len(), reductions, |actual, _| {
            format!("expects number of results: {actual} to be the same as number of reductions: {reductions}")
        })?;
        expect_equal(ctx, arena, op, results.len(), inits, |actual, _| {
            format!("expects number of results: {actual} to be the same as number of initial values: {inits}")
        })?;
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
        expect_equal(ctx, arena, op, regions.len(), operands.len(), |actual, expected| {
            format!("expects number of reduction regions: {actual} to be the same as number of reduction operands: {expected}")
        })?;
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

impl RegionBranchOpInterface for ParallelOp {
    /// `ParallelOp::getSuccessorRegions`: from the op and from the body, control
    /// may enter the body or leave.
    fn successor_regions(self, _: &Context, _: &IrArena, _: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Region(0), RegionSuccessor::Parent]
    }

    /// None, for the body and for the parent.
    fn successor_inputs(self, _: &Context, _: &IrArena, successor: RegionSuccessor) -> Vec<Value> {
        crate::scf::region_branch::parallel_loop_successor_inputs(successor)
    }
}

impl LoopLikeOpInterface for ParallelOp {
    /// The body's arguments.
    fn loop_induction_vars(self, _: &Context, arena: &IrArena) -> Option<Vec<Value>> {
        Some(region_args_of(arena, self.0, 0))
    }

    /// `lowerBound`.
    fn loop_lower_bounds(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        Some(as_fold_results(self.lower_bound(ctx, arena)))
    }

    /// `upperBound`.
    fn loop_upper_bounds(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        Some(as_fold_results(self.upper_bound(ctx, arena)))
    }

    /// `step`.
    fn loop_steps(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        Some(as_fold_results(self.step(ctx, arena)))
    }
}

/// Values as `OpFoldResult`s.
fn as_fold_results(values: Vec<Value>) -> Vec<ir::reify::OpFoldResult> {
    values.into_iter().map(ir::reify::OpFoldResult::Value).collect()
}

impl RegionBranchTerminatorOpInterface for ReduceOp {
    /// `ReduceOp::getMutableSuccessorOperands`: the reduced operands go to the
    /// reductions, not to a successor.
    fn successor_operands(self, _: &Context, _: &IrArena, _: RegionSuccessor) -> std::ops::Range<usize> {
        0..0
    }
}
