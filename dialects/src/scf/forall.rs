//! `scf.forall` (bounds as dynamic index lists, `in` for normalized
//! loops, `shared_outs`) and its `scf.forall.in_parallel` terminator.

use crate::common::op_checks::expect_equal;
use crate::common::syntax::parse_index_list;
use crate::func::{op_error, plain_error};
use crate::scf::ops::{ForallOp, InParallelOp};
use crate::scf::{
    constant_int, entry_args, entry_block, keyword, name_of, op_name, operand_groups, parse_optional_arrow_type_list,
    parse_optional_assignment_list, print_attr_dict, print_init_list, region_args, resolve_counted,
};
use crate::tensor::dense_i64s;
use ir::interfaces::{LoopLikeOpInterface, RegionBranchOpInterface};
use ir::region_branch::{RegionBranchPoint, RegionSuccessor};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::{Context, Diagnostic, IrArena, Type, TypeKind, Value};

/// `printDynamicIndexList` with `Delimiter::Paren`.
fn print_paren_index_list(p: &mut OpAsmPrinter<'_, '_>, values: &[Value], ints: &[i64]) {
    crate::common::syntax::print_index_list(p, "(", ")", values, ints);
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
            let (dyn_ubs, static_ubs) = parse_index_list(p, Punct::LParen, Punct::RParen, &name, name_at)?;
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
                let (dynamic, statics) = parse_index_list(p, Punct::LParen, Punct::RParen, &name, name_at)?;
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
        expect_equal(ctx, arena, op, num_results, outputs.len(), |_, expected| {
            format!("produces {num_results} results, but has only {expected} outputs")
        })?;
        let args = arena
            .regions(op)
            .first()
            .map(|&r| region_args(arena, r))
            .unwrap_or_default();
        expect_equal(ctx, arena, op, args.len(), num_loops + outputs.len(), |_, _| {
            format!("region expects {num_loops} arguments")
        })?;
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
                // `getDeviceMappingAttrs` leaves out the masking attributes.
                let masks = elements.iter().filter(|&&e| is_device_mask(ctx, e)).count();
                if !elements.is_empty() && elements.len() - masks != num_loops {
                    return Err(op_error(ctx, arena, op, "mapping attribute size must match op rank"));
                }
                if masks > 1 {
                    return Err(op_error(
                        ctx,
                        arena,
                        op,
                        "\"mapping\" supports at most one device masking attribute",
                    ));
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

/// Whether `attr` implements `DeviceMaskingAttrInterface`: upstream's only
/// one is the gpu dialect's `#gpu.mask<...>`, which rods keeps as text.
fn is_device_mask(ctx: &Context, attr: ir::Attr) -> bool {
    matches!(ctx.attr_kind(attr), ir::AttrKind::Opaque { dialect, data } if dialect == "gpu" && data.starts_with("mask<"))
}

crate::common::destination_style::inits_are_group!(3 => ForallOp);

impl RegionBranchOpInterface for ForallOp {
    /// `ForallOp::getSuccessorRegions`: from the op and from the body, control
    /// may enter the body or leave.
    fn successor_regions(self, _: &Context, _: &IrArena, _: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Region(0), RegionSuccessor::Parent]
    }

    /// None, for the body and for the parent.
    fn successor_inputs(self, _: &Context, _: &IrArena, successor: RegionSuccessor) -> Vec<Value> {
        crate::scf::region_branch::parallel_loop_successor_inputs(successor)
    }
}

impl LoopLikeOpInterface for ForallOp {
    /// The shared outputs.
    fn inits(self, ctx: &Context, arena: &IrArena) -> Vec<Value> {
        self.outputs(ctx, arena)
    }

    /// `getRegionIterArgs`: the body's arguments after the induction
    /// variables (one per shared output).
    fn region_iter_args(self, ctx: &Context, arena: &IrArena) -> Vec<Value> {
        let rank = dense_i64s(ctx, arena, self.0, "staticLowerBound").len();
        let args = arena
            .regions(self.0)
            .first()
            .map(|&r| region_args(arena, r))
            .unwrap_or_default();
        args.get(rank..).map(<[Value]>::to_vec).unwrap_or_default()
    }

    /// The body's first arguments, one per dimension.
    fn loop_induction_vars(self, ctx: &Context, arena: &IrArena) -> Option<Vec<Value>> {
        let rank = dense_i64s(ctx, arena, self.0, "staticLowerBound").len();
        let args = region_args(arena, *arena.regions(self.0).first()?);
        Some(args.get(..rank)?.to_vec())
    }

    /// `getMixedLowerBound`.
    fn loop_lower_bounds(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        mixed(ctx, arena, self.0, "staticLowerBound", 0)
    }

    /// `getMixedUpperBound`.
    fn loop_upper_bounds(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        mixed(ctx, arena, self.0, "staticUpperBound", 1)
    }

    /// `getMixedStep`.
    fn loop_steps(self, ctx: &Context, arena: &IrArena) -> Option<Vec<ir::reify::OpFoldResult>> {
        mixed(ctx, arena, self.0, "staticStep", 2)
    }
}

/// `getMixedValues`: the static values of `attr` (index attributes), the
/// dynamic ones (`i64::MIN`) taken in order from operand group `group`;
/// `None` when there are too few of those.
fn mixed(
    ctx: &Context,
    arena: &IrArena,
    op: ir::OpId,
    attr: &str,
    group: usize,
) -> Option<Vec<ir::reify::OpFoldResult>> {
    let groups = operand_groups(ctx, arena, op, 4);
    let mut dynamic = groups.get(group)?.iter();
    dense_i64s(ctx, arena, op, attr)
        .into_iter()
        .map(|v| {
            if v == i64::MIN {
                dynamic.next().map(|&d| ir::reify::OpFoldResult::Value(d))
            } else {
                Some(ir::reify::OpFoldResult::index(ctx, v))
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    //! `scf.forall` in its `in` and `= to step` forms, with and without
    //! `shared_outs`, printed as mlir-opt-22 prints it
    //! (`testdata/scf_forall.{pretty,generic}.mlir`, made by `mlir-opt-22
    //! --allow-unregistered-dialect [--mlir-print-op-generic]`).

    use crate::driver::{run_buffer, Options};

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
