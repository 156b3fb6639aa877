//! The scf ops that pick a region to run: `scf.if`,
//! `scf.execute_region` and `scf.index_switch`.

use crate::common::op_checks::expect_equal;
use crate::func::op_error;
use crate::scf::ops::{ExecuteRegionOp, IfOp, IndexSwitchOp};
use crate::scf::{
    entry_block, first_block_terminator, keyword, name_of, op_name, parse_optional_arrow_type_list, print_attr_dict,
};
use ir::interfaces::RegionBranchOpInterface;
use ir::region_branch::{RegionBranchPoint, RegionSuccessor};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::text::printer::type_to_string;
use ir::{Context, Diagnostic, IrArena, OpId, Type, Value};

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
        crate::common::syntax::parse_then_else(p, st, then_region, else_region, "scf.yield")
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
}

impl RegionBranchOpInterface for IfOp {
    /// `IfOp::getSuccessorRegions`.
    fn successor_regions(self, _: &Context, arena: &IrArena, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        if_like_successors(arena, self.0, point)
    }

    /// `IfOp::getEntrySuccessorRegions`: only the then region when the
    /// condition is a constant true, only the else region (or the results)
    /// when it is false.
    fn entry_successor_regions(
        self,
        ctx: &Context,
        arena: &IrArena,
        operands: &[Option<ir::Attr>],
    ) -> Vec<RegionSuccessor> {
        let all = if_like_successors(arena, self.0, RegionBranchPoint::Parent);
        let cond = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| match ctx.attr_kind(a) {
                ir::AttrKind::Bool(b) => Some(*b),
                _ => None,
            });
        match cond {
            Some(taken) => all.into_iter().skip(usize::from(!taken)).take(1).collect(),
            None => all,
        }
    }
}

/// `getSuccessorRegions` of `scf.if` and `affine.if`: the op enters the then
/// region and the else region (or, when that is empty, goes on to the results);
/// the regions go on to the results.
pub(crate) fn if_like_successors(arena: &IrArena, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
    if point != RegionBranchPoint::Parent {
        return vec![RegionSuccessor::Parent];
    }
    let else_empty = arena
        .regions(op)
        .get(1)
        .is_none_or(|&r| arena.region_blocks(r).is_empty());
    let other = if else_empty {
        RegionSuccessor::Parent
    } else {
        RegionSuccessor::Region(1)
    };
    vec![RegionSuccessor::Region(0), other]
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
}

impl RegionBranchOpInterface for ExecuteRegionOp {
    /// `ExecuteRegionOp::getSuccessorRegions`: the op enters its region, which
    /// goes on to the results.
    fn successor_regions(self, _: &Context, _: &IrArena, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::Region(0)],
            RegionBranchPoint::Region(_) => vec![RegionSuccessor::Parent],
        }
    }
}

impl RegionBranchOpInterface for IndexSwitchOp {
    /// `IndexSwitchOp::getSuccessorRegions`: the op enters any of its regions
    /// (default first, then the cases), each goes on to the results.
    fn successor_regions(self, _: &Context, arena: &IrArena, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => (0..arena.regions(self.0).len()).map(RegionSuccessor::Region).collect(),
            RegionBranchPoint::Region(_) => vec![RegionSuccessor::Parent],
        }
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
        expect_equal(ctx, arena, op, cases.len(), case_regions, |actual, _| {
            format!("has {case_regions} case regions but {actual} case values")
        })?;
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
