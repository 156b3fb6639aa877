//! `scf.for`: its form (`unsigned`, `iter_args`, a typed induction
//! variable) and verifiers.

use crate::common::op_checks::expect_equal;
use crate::func::op_error;
use crate::scf::ops::ForOp;
use crate::scf::region_branch::{region_args_of, yielded_values};
use crate::scf::{
    entry_args, keyword, op_name, parse_optional_assignment_list, print_attr_dict, print_init_list, region_args,
};
use ir::interfaces::{LoopLikeOpInterface, RegionBranchOpInterface};
use ir::region_branch::{RegionBranchPoint, RegionSuccessor};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{Context, Diagnostic, IrArena, Type, TypeKind, Value};

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

    /// `ForOp::verifyRegions`.
    pub fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
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
        expect_equal(ctx, arena, op, args.len() - 1, results.len(), |_, _| {
            "mismatch in number of basic block args and defined values".into()
        })?;
        for (i, ((&init, &arg), &r)) in operands[3..].iter().zip(&args[1..]).zip(&results).enumerate() {
            for (v, what) in [(init, "iter operand"), (arg, "iter region arg")] {
                expect_equal(ctx, arena, op, arena.value_type(v), r, |_, _| {
                    format!("types mismatch between {i}th {what} and defined value")
                })?;
            }
        }
        Ok(())
    }
}

impl RegionBranchOpInterface for ForOp {
    /// `ForOp::getSuccessorRegions`: from the op and from the body, control may
    /// enter the body or leave the loop.
    fn successor_regions(self, _: &Context, _: &IrArena, _: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Region(0), RegionSuccessor::Parent]
    }

    /// The init args (the operands after the bounds and the step).
    fn entry_successor_operands(self, _: &Context, arena: &IrArena, _: RegionSuccessor) -> std::ops::Range<usize> {
        3.min(arena.num_operands(self.0))..arena.num_operands(self.0)
    }

    /// The body receives the region iter_args (not the induction variable).
    fn successor_inputs(self, ctx: &Context, arena: &IrArena, successor: RegionSuccessor) -> Vec<Value> {
        crate::scf::loop_successor_inputs(ctx, arena, self, successor)
    }
}

impl ir::interfaces::ConditionallySpeculatable for ForOp {
    /// `ForOp::getSpeculatability`: a constant step of one terminates.
    fn speculatability(self, ctx: &Context, arena: &IrArena) -> ir::speculation::Speculatability {
        let step = ir::rewrite::constant_int(ctx, arena, self.step(ctx, arena));
        crate::common::speculation::unit_step_loop(step)
    }
}

impl LoopLikeOpInterface for ForOp {
    /// The init args.
    fn inits(self, ctx: &Context, arena: &IrArena) -> Vec<Value> {
        self.init_args(ctx, arena)
    }

    /// The body's arguments after the induction variable.
    fn region_iter_args(self, _: &Context, arena: &IrArena) -> Vec<Value> {
        region_args_of(arena, self.0, 0).into_iter().skip(1).collect()
    }

    /// The operands of the body's `scf.yield`.
    fn yielded_values(self, ctx: &Context, arena: &IrArena) -> Vec<Value> {
        yielded_values(ctx, arena, self.0, 0, "scf.yield")
    }

    /// The results.
    fn loop_results(self, ctx: &Context, arena: &IrArena) -> Option<Vec<Value>> {
        Some(self.results(ctx, arena))
    }

    /// The body's first argument.
    fn loop_induction_vars(self, _: &Context, arena: &IrArena) -> Option<Vec<Value>> {
        region_args_of(arena, self.0, 0).first().map(|&iv| vec![iv])
    }

    /// `lowerBound`.
    fn loop_lower_bounds(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        Some(vec![ir::reify::OpFoldResult::Value(self.lower_bound(ctx, arena))])
    }

    /// `upperBound`.
    fn loop_upper_bounds(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        Some(vec![ir::reify::OpFoldResult::Value(self.upper_bound(ctx, arena))])
    }

    /// `step`.
    fn loop_steps(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        Some(vec![ir::reify::OpFoldResult::Value(self.step(ctx, arena))])
    }
}
