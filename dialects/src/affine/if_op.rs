//! `affine.if` (an integer set of dims and symbols, then and else
//! regions) and `affine.yield`, the terminator of the affine region ops.

use crate::common::op_checks::expect_equal;
use ir::interfaces::RegionBranchOpInterface;
use ir::region_branch::{RegionBranchPoint, RegionSuccessor};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{AttrKind, Context, Diagnostic, IrArena, Type, Value};

use crate::affine::ops::{IfOp, YieldOp};
use crate::affine::ssa_map::{parse_dim_and_symbol_list, print_dim_and_symbol_list};
use crate::affine::symbols::{op_name_of, parent_of, verify_dim_and_symbol_ids};
use crate::affine::{all_attrs, cerr, inherent, name_attr, name_loc, op_error, set_of, PResult};

impl IfOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let ctx = p.ctx();
        let at = p.offset();
        let attr = p.parse_attribute(None)?;
        let AttrKind::IntegerSet(set) = ctx.attr_kind(attr).clone() else {
            return Err(cerr(p, st, at, "invalid kind of attribute specified"));
        };
        st.properties.push((name_attr(ctx, "condition"), attr));
        let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
        if set.num_dims as usize != num_dims {
            return Err(cerr(
                p,
                st,
                nl,
                "dim operand count and integer set dim count must match",
            ));
        }
        if num_dims + set.num_symbols as usize != operands.len() {
            return Err(cerr(
                p,
                st,
                nl,
                "symbol operand count and integer set symbol count must match",
            ));
        }
        st.operands = operands;
        if p.parse_optional_punct(Punct::Arrow) {
            st.result_types = p.parse_function_result_types()?;
        }
        let then_region = p.new_region();
        let else_region = p.new_region();
        st.regions.push(then_region);
        st.regions.push(else_region);
        crate::common::syntax::parse_then_else(p, st, then_region, else_region, "affine.yield")
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let attr = inherent(p, op, "condition");
        let set = set_of(p.ctx(), attr);
        p.print(" ");
        if let Some(a) = attr {
            p.print_attribute(a);
        }
        let operands = p.operands_of(op);
        print_dim_and_symbol_list(p, &operands, set.map(|s| s.num_dims as usize).unwrap_or(0));
        let types = p.arena().result_types(op).collect::<Vec<_>>();
        p.print_optional_arrow_type_list(&types);
        let regions = p.arena().regions(op).to_vec();
        let has_results = !types.is_empty();
        p.print(" ");
        if let Some(&r) = regions.first() {
            p.print_region(r, false, has_results);
        }
        if let Some(&r) = regions.get(1) {
            if !p.arena().region_blocks(r).is_empty() {
                p.print(" else ");
                p.print_region(r, false, has_results);
            }
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &["condition"]);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(set) = set_of(ctx, ir::ods::access::inherent(ctx, arena, self.0, "condition")) else {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "requires an integer set attribute named 'condition'",
            ));
        };
        if arena.num_operands(self.0) as u64 != set.num_inputs() {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "operand count and condition integer set dimension and symbol count must match",
            ));
        }
        let operands: Vec<Value> = arena.operands(self.0).collect();
        verify_dim_and_symbol_ids(ctx, arena, self.0, &operands, set.num_dims as usize)
    }
}

impl RegionBranchOpInterface for IfOp {
    /// `AffineIfOp::getSuccessorRegions` (as `scf.if`'s).
    fn successor_regions(self, _: &Context, arena: &IrArena, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        crate::scf::if_like_successors(arena, self.0, point)
    }
}

impl YieldOp {
    /// `AffineYieldOp::verify`: the operands match the parent's results.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(parent) = parent_of(arena, op) else {
            return Ok(());
        };
        if !matches!(
            op_name_of(ctx, arena, parent),
            "affine.parallel" | "affine.if" | "affine.for"
        ) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "only terminates affine.if/for/parallel regions",
            ));
        }
        let results: Vec<Type> = arena.result_types(parent).collect();
        let operands: Vec<Type> = arena.operands(op).map(|v| arena.value_type(v)).collect();
        expect_equal(ctx, arena, op, results.len(), operands.len(), |_, _| {
            "parent of yield must have same number of results as the yield operands".into()
        })?;
        if results != operands {
            return Err(op_error(
                ctx,
                arena,
                op,
                "types mismatch between yield op and its parent",
            ));
        }
        Ok(())
    }
}
