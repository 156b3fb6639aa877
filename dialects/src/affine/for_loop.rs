//! `affine.for`: its bounds (an SSA value, a constant or
//! `max`/`min` of a map), form and verifiers.

use crate::common::op_checks::expect_equal;
use ir::affine::{AffineExpr, AffineMap};
use ir::interfaces::{LoopLikeOpInterface, RegionBranchOpInterface};
use ir::region_branch::{RegionBranchPoint, RegionSuccessor};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{EntryArgument, OpAsmParser, OperationState, Punct};
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, Type, TypeKind, Value};

use crate::affine::ops::ForOp;
use crate::affine::ssa_map::{parse_dim_and_symbol_list, print_dim_and_symbol_list};
use crate::affine::symbols::verify_dim_and_symbol_ids;
use crate::affine::{all_attrs, cerr, index_type, inherent, map_attr, map_of, name_attr, name_loc, op_error, PResult};

/// `parseBound`: `%ssa`, an integer, or `[max|min] #map(dims)[syms]`.
fn parse_bound(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, is_lower: bool, nl: usize) -> PResult<usize> {
    let ctx = p.ctx();
    let min_max = p.parse_optional_keyword(if is_lower { "max" } else { "min" });
    let attr_name = name_attr(ctx, if is_lower { "lowerBoundMap" } else { "upperBoundMap" });
    let idx = index_type(ctx);
    if let Some(first) = p.parse_optional_operand()? {
        if p.parse_optional_punct(Punct::Comma) {
            p.parse_operand()?;
            while p.parse_optional_punct(Punct::Comma) {
                p.parse_operand()?;
            }
            return Err(cerr(p, st, nl, "expected only one loop bound operand"));
        }
        let v = p.resolve_operand(first, idx)?;
        st.operands.push(v);
        let map = AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]);
        st.properties.push((attr_name, map_attr(ctx, map)));
        return Ok(1);
    }
    let attr_loc = p.offset();
    let attr = p.parse_attribute(Some(idx))?;
    match ctx.attr_kind(attr).clone() {
        AttrKind::AffineMap(map) => {
            let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
            if map.num_dims as usize != num_dims {
                return Err(cerr(p, st, nl, "dim operand count and affine map dim count must match"));
            }
            if num_dims + map.num_symbols as usize != operands.len() {
                return Err(cerr(
                    p,
                    st,
                    nl,
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if map.num_results() > 1 && !min_max {
                let msg = if is_lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(cerr(p, st, attr_loc, msg));
            }
            let n = operands.len();
            st.operands.extend(operands);
            st.properties.push((attr_name, attr));
            Ok(n)
        }
        AttrKind::Integer { .. } => {
            let v = ir::ods::values::as_int(ctx, attr).unwrap_or(0);
            st.properties.push((attr_name, map_attr(ctx, AffineMap::constant(v))));
            Ok(0)
        }
        _ => Err(cerr(
            p,
            st,
            nl,
            "expected valid affine map representation for loop bounds",
        )),
    }
}

/// `parseArgument` without a type: `%name` and an optional location.
pub(super) fn parse_argument<'a>(p: &mut OpAsmParser<'_, 'a>, ty: Type) -> PResult<EntryArgument<'a>> {
    let name = p.parse_argument_name()?;
    let loc = p.parse_optional_location()?;
    Ok(EntryArgument { name, ty, loc })
}

impl ForOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let ctx = p.ctx();
        let idx = index_type(ctx);
        let iv = parse_argument(p, idx)?;
        p.parse_punct(Punct::Equal)?;
        let num_lb = parse_bound(p, st, true, nl)?;
        if !p.parse_optional_keyword("to") {
            let at = p.offset();
            return Err(cerr(p, st, at, "expected 'to' between bounds"));
        }
        let num_ub = parse_bound(p, st, false, nl)?;
        let step_name = name_attr(ctx, "step");
        if p.parse_optional_keyword("step") {
            let at = p.offset();
            let attr = p.parse_attribute(Some(idx))?;
            if !matches!(ctx.attr_kind(attr), AttrKind::Integer { .. }) {
                return Err(cerr(p, st, at, "invalid kind of attribute specified"));
            }
            if ir::ods::values::as_int(ctx, attr).is_some_and(|v| v < 0) {
                return Err(cerr(
                    p,
                    st,
                    at,
                    "expected step to be representable as a positive signed integer",
                ));
            }
            st.properties.push((step_name, attr));
        } else {
            let one = ir::ods::values::int_attr(ctx, 1, "index").map_err(|e| p.error(e.to_string()))?;
            st.properties.push((step_name, one));
        }
        let mut args = vec![iv];
        let mut inits = Vec::new();
        if p.parse_optional_keyword("iter_args") {
            p.parse_punct(Punct::LParen)?;
            if !p.parse_optional_punct(Punct::RParen) {
                loop {
                    let a = parse_argument(p, idx)?;
                    p.parse_punct(Punct::Equal)?;
                    let u = p.parse_operand()?;
                    args.push(a);
                    inits.push(u);
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RParen)?;
            }
            p.parse_punct(Punct::Arrow)?;
            st.result_types = p.parse_function_result_types()?;
            for ((a, u), &t) in args.iter_mut().skip(1).zip(inits.iter()).zip(st.result_types.iter()) {
                a.ty = t;
                let v = p.resolve_operand(*u, t)?;
                st.operands.push(v);
            }
        }
        let seg = ir::ods::values::dense_array(ctx, &[num_lb as i64, num_ub as i64, inits.len() as i64], "i32")
            .map_err(|e| p.error(e.to_string()))?;
        st.properties.push((name_attr(ctx, "operandSegmentSizes"), seg));
        if args.len() != st.result_types.len() + 1 {
            return Err(cerr(
                p,
                st,
                nl,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        let region = p.new_region();
        p.parse_region(region, &args, false)?;
        st.regions.push(region);
        p.ensure_terminator(region, "affine.yield", st.loc);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ctx = p.ctx();
        let operands = p.operands_of(op);
        let segs = ir::ods::access::segment_sizes(ctx, p.arena(), op, "operandSegmentSizes").unwrap_or_default();
        let nlb = segs.first().copied().unwrap_or(0).max(0) as usize;
        let nub = segs.get(1).copied().unwrap_or(0).max(0) as usize;
        let nlb = nlb.min(operands.len());
        let nub = nub.min(operands.len() - nlb);
        let lb_ops = operands[..nlb].to_vec();
        let ub_ops = operands[nlb..nlb + nub].to_vec();
        let inits = operands[nlb + nub..].to_vec();
        let region = p.arena().regions(op).first().copied();
        let block = region.and_then(|r| p.arena().region_blocks(r).first().copied());
        p.print(" ");
        if let Some(b) = block {
            if p.arena().num_args(b) > 0 {
                let iv = p.arena().arg(b, 0);
                p.print_operand(iv);
                let loc = p.arena().arg_loc(b, 0);
                p.print_optional_location_inline(loc);
            }
        }
        p.print(" = ");
        let lb = inherent(p, op, "lowerBoundMap");
        print_bound(p, lb, &lb_ops, "max");
        p.print(" to ");
        let ub = inherent(p, op, "upperBoundMap");
        print_bound(p, ub, &ub_ops, "min");
        if let Some(step) = inherent(p, op, "step").and_then(|s| ir::ods::values::as_int(p.ctx(), s)) {
            if step != 1 {
                p.print(&format!(" step {step}"));
            }
        }
        let mut print_terminators = false;
        if !inits.is_empty() {
            p.print(" iter_args(");
            for (i, v) in inits.iter().enumerate() {
                if i > 0 {
                    p.print(", ");
                }
                if let Some(b) = block {
                    if i + 1 < p.arena().num_args(b) {
                        let a = p.arena().arg(b, i + 1);
                        p.print_operand(a);
                    }
                }
                p.print(" = ");
                p.print_operand(*v);
            }
            p.print(") -> (");
            let types = p.arena().result_types(op).collect::<Vec<_>>();
            p.print_type_list(&types);
            p.print(")");
            print_terminators = true;
        }
        p.print(" ");
        if let Some(r) = region {
            p.print_region(r, false, print_terminators);
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(
            &attrs,
            &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"],
        );
    }

    /// `AffineForOp::verifyRegions`.
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(&region) = arena.regions(op).first() else {
            return Ok(());
        };
        let Some(&body) = arena.region_blocks(region).first() else {
            return Ok(());
        };
        if arena.num_args(body) == 0 || !matches!(ctx.type_kind(arena.value_type(arena.arg(body, 0))), TypeKind::Index)
        {
            return Err(op_error(
                ctx,
                arena,
                op,
                "expected body to have a single index argument for the induction variable",
            ));
        }
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
        let operands: Vec<Value> = arena.operands(op).collect();
        let mut at = 0usize;
        for (i, (name, what)) in [("lowerBoundMap", "lower"), ("upperBoundMap", "upper")]
            .into_iter()
            .enumerate()
        {
            let n = segs.get(i).copied().unwrap_or(0).max(0) as usize;
            let group = operands.get(at..at + n).unwrap_or(&[]);
            at += n;
            if let Some(m) = map_of(ctx, ir::ods::access::inherent(ctx, arena, op, name)) {
                // Stricter than MLIR 22, which asserts this only in its builders: a
                // bound whose map takes other inputs than its operands prints as text
                // that does not parse back.
                expect_equal(ctx, arena, op, group.len(), m.num_inputs() as usize, |_, _| {
                    format!("{what} bound operand count does not match the affine map")
                })?;
                if m.num_inputs() > 0 {
                    verify_dim_and_symbol_ids(ctx, arena, op, group, m.num_dims as usize)?;
                }
            }
        }
        for (name, what) in [("lowerBoundMap", "lower"), ("upperBoundMap", "upper")] {
            if let Some(m) = map_of(ctx, ir::ods::access::inherent(ctx, arena, op, name)) {
                if m.num_results() < 1 {
                    return Err(op_error(
                        ctx,
                        arena,
                        op,
                        format!("expected {what} bound map to have at least one result"),
                    ));
                }
            }
        }
        let n = arena.num_results(op);
        if n == 0 {
            return Ok(());
        }
        let inits = segs.get(2).copied().unwrap_or(0) as usize;
        expect_equal(ctx, arena, op, inits, n, |_, _| {
            "mismatch between the number of loop-carried values and results".into()
        })?;
        expect_equal(ctx, arena, op, arena.num_args(body) - 1, n, |_, _| {
            "mismatch between the number of basic block args and results".into()
        })?;
        Ok(())
    }

    /// `getTrivialConstantTripCount`: the trip count when both bounds are
    /// single constants.
    fn constant_trip_count(self, ctx: &Context, arena: &IrArena) -> Option<u64> {
        let bound = |name: &str| {
            crate::affine::map_of(ctx, ir::ods::access::inherent(ctx, arena, self.0, name))?
                .get_single_constant_result()
        };
        let (lb, ub) = (bound("lowerBoundMap")?, bound("upperBoundMap")?);
        let step = ir::ods::access::inherent(ctx, arena, self.0, "step")
            .and_then(|s| ir::ods::values::as_int(ctx, s))
            .filter(|&s| s > 0)?;
        let span = i128::from(ub) - i128::from(lb);
        if span <= 0 {
            return Some(0);
        }
        u64::try_from((span + i128::from(step) - 1) / i128::from(step)).ok()
    }
}

impl RegionBranchOpInterface for ForOp {
    /// `AffineForOp::getSuccessorRegions`: with a constant trip count the op
    /// enters the body only if it runs (and leaves it for good after one
    /// iteration; a body that never runs goes nowhere, as mlir-opt-22's
    /// alias analysis shows: its yield forwards nothing to the results);
    /// otherwise the op and the body may enter the body or leave.
    fn successor_regions(self, ctx: &Context, arena: &IrArena, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let trip_count = self.constant_trip_count(ctx, arena);
        match (point, trip_count) {
            (RegionBranchPoint::Parent, Some(0)) => vec![RegionSuccessor::Parent],
            (RegionBranchPoint::Parent, Some(_)) => vec![RegionSuccessor::Region(0)],
            (RegionBranchPoint::Region(_), Some(0)) => Vec::new(),
            (RegionBranchPoint::Region(_), Some(1)) => vec![RegionSuccessor::Parent],
            _ => vec![RegionSuccessor::Region(0), RegionSuccessor::Parent],
        }
    }

    /// The inits (the operands after the bound operands, one per result).
    fn entry_successor_operands(self, _: &Context, arena: &IrArena, _: RegionSuccessor) -> std::ops::Range<usize> {
        let n = arena.num_operands(self.0);
        n.saturating_sub(arena.num_results(self.0))..n
    }

    /// The body receives the region iter_args (not the induction variable).
    fn successor_inputs(self, ctx: &Context, arena: &IrArena, successor: RegionSuccessor) -> Vec<Value> {
        crate::scf::loop_successor_inputs(ctx, arena, self, successor)
    }
}

impl ir::interfaces::ConditionallySpeculatable for ForOp {
    /// `AffineForOp::getSpeculatability`: a step of one terminates.
    fn speculatability(self, ctx: &Context, arena: &IrArena) -> ir::speculation::Speculatability {
        let step = ir::ods::access::inherent(ctx, arena, self.0, "step").and_then(|s| ir::ods::values::as_int(ctx, s));
        crate::common::speculation::unit_step_loop(step)
    }
}

impl LoopLikeOpInterface for ForOp {
    /// The operands after the bound operands.
    fn inits(self, ctx: &Context, arena: &IrArena) -> Vec<Value> {
        ForOp::inits(self, ctx, arena)
    }

    /// The body's arguments after the induction variable.
    fn region_iter_args(self, _: &Context, arena: &IrArena) -> Vec<Value> {
        crate::scf::region_args_of(arena, self.0, 0)
            .into_iter()
            .skip(1)
            .collect()
    }

    /// The operands of the body's `affine.yield`.
    fn yielded_values(self, ctx: &Context, arena: &IrArena) -> Vec<Value> {
        crate::scf::yielded_values(ctx, arena, self.0, 0, "affine.yield")
    }

    /// The results.
    fn loop_results(self, ctx: &Context, arena: &IrArena) -> Option<Vec<Value>> {
        Some(self.results(ctx, arena))
    }

    /// `getLoopInductionVars`: the body's first argument.
    fn loop_induction_vars(self, _: &Context, arena: &IrArena) -> Option<Vec<Value>> {
        crate::scf::region_args_of(arena, self.0, 0).first().map(|&iv| vec![iv])
    }

    /// `getLoopLowerBounds`: a constant lower bound (nothing for another).
    fn loop_lower_bounds(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        constant_bound(ctx, arena, self.0, "lowerBoundMap")
    }

    /// `getLoopUpperBounds`: a constant upper bound (nothing for another).
    fn loop_upper_bounds(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        constant_bound(ctx, arena, self.0, "upperBoundMap")
    }

    /// `getLoopSteps`: the step.
    fn loop_steps(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        let step =
            ir::ods::access::inherent(ctx, arena, self.0, "step").and_then(|s| ir::ods::values::as_int(ctx, s))?;
        Some(vec![ir::reify::OpFoldResult::Attr(ir::reify::index_attr(ctx, step))])
    }
}

/// The bound `name` (`lowerBoundMap`/`upperBoundMap`) of `op` as a constant
/// (`hasConstantLowerBound`/`getConstantLowerBound`): a map of one constant
/// result, else nothing.
fn constant_bound(ctx: &Context, arena: &IrArena, op: ir::OpId, name: &str) -> Option<Vec<ir::reify::OpFoldResult>> {
    let map = map_of(ctx, ir::ods::access::inherent(ctx, arena, op, name))?;
    let [expr] = map.results.as_slice() else {
        return None;
    };
    let value = expr.as_constant()?;
    Some(vec![ir::reify::OpFoldResult::Attr(ir::reify::index_attr(ctx, value))])
}

/// `printBound`.
fn print_bound(p: &mut OpAsmPrinter<'_, '_>, attr: Option<Attr>, operands: &[Value], prefix: &str) {
    let Some(attr) = attr else { return };
    let Some(map) = map_of(p.ctx(), Some(attr)) else {
        p.print_attribute(attr);
        return;
    };
    if map.num_results() == 1 {
        let expr = &map.results[0];
        if map.num_dims == 0 && map.num_symbols == 0 {
            if let Some(c) = expr.as_constant() {
                p.print(&c.to_string());
                return;
            }
        }
        if map.num_dims == 0 && map.num_symbols == 1 && matches!(expr, AffineExpr::Symbol(_)) {
            if let Some(&v) = operands.first() {
                p.print_operand(v);
                return;
            }
        }
    } else {
        p.print(prefix);
        p.print(" ");
    }
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, operands, map.num_dims as usize);
}
