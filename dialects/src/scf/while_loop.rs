//! `scf.while`: its form (an assignment list, a function type, the
//! `before` and `after` regions) and verifiers.

use crate::func::op_error;
use crate::scf::ops::{ConditionOp, WhileOp};
use crate::scf::region_branch::{region_args_of, yielded_values};
use crate::scf::{
    entry_args, first_block_terminator, keyword, name_of, op_name, parse_optional_assignment_list, print_attr_dict,
    print_init_list, region_args,
};
use ir::interfaces::{LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface};
use ir::region_branch::{RegionBranchPoint, RegionSuccessor};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::text::printer::type_to_string;
use ir::{Context, Diagnostic, IrArena, Type, Value};

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
        let Some((inputs, results)) = crate::func::function_parts(p.ctx(), ty) else {
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
}

impl RegionBranchOpInterface for WhileOp {
    /// `WhileOp::getSuccessorRegions`: the op and the `after` region enter
    /// `before`, whose `scf.condition` goes on to `after` or the results.
    fn successor_regions(self, _: &Context, _: &IrArena, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Region(0) => vec![RegionSuccessor::Parent, RegionSuccessor::Region(1)],
            _ => vec![RegionSuccessor::Region(0)],
        }
    }

    /// The inits (every operand) enter `before`.
    fn entry_successor_operands(self, _: &Context, arena: &IrArena, _: RegionSuccessor) -> std::ops::Range<usize> {
        0..arena.num_operands(self.0)
    }
}

impl LoopLikeOpInterface for WhileOp {
    /// The inits.
    fn inits(self, ctx: &Context, arena: &IrArena) -> Vec<Value> {
        WhileOp::inits(self, ctx, arena)
    }

    /// The arguments of `before`.
    fn region_iter_args(self, _: &Context, arena: &IrArena) -> Vec<Value> {
        region_args_of(arena, self.0, 0)
    }

    /// The operands of the `after` region's `scf.yield`.
    fn yielded_values(self, ctx: &Context, arena: &IrArena) -> Vec<Value> {
        yielded_values(ctx, arena, self.0, 1, "scf.yield")
    }
}

impl RegionBranchTerminatorOpInterface for ConditionOp {
    /// `ConditionOp::getMutableSuccessorOperands`: the operands after the
    /// condition, to the `after` region or to the results.
    fn successor_operands(self, _: &Context, arena: &IrArena, _: RegionSuccessor) -> std::ops::Range<usize> {
        1.min(arena.num_operands(self.0))..arena.num_operands(self.0)
    }

    /// `ConditionOp::getSuccessorRegions`: a constant condition goes on to
    /// the `after` region (true) or the results (false) alone.
    fn successor_regions_for_operands(
        self,
        ctx: &Context,
        _: &IrArena,
        operands: ir::region_branch::ConstantOperands<'_>,
    ) -> Vec<RegionSuccessor> {
        match operands.first().copied().flatten().map(|a| ctx.attr_kind(a)) {
            Some(ir::AttrKind::Bool(true)) => vec![RegionSuccessor::Region(1)],
            Some(ir::AttrKind::Bool(false)) => vec![RegionSuccessor::Parent],
            Some(ir::AttrKind::Integer { value, .. }) if value.is_zero() => vec![RegionSuccessor::Parent],
            Some(ir::AttrKind::Integer { .. }) => vec![RegionSuccessor::Region(1)],
            _ => vec![RegionSuccessor::Parent, RegionSuccessor::Region(1)],
        }
    }
}
