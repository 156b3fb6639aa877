//! `affine.parallel`: bounds that are `max`/`min` groups of affine
//! expressions, steps, reductions, its form and verifier.

use crate::common::op_checks::expect_equal;
use ir::affine::{AffineExpr, AffineMap};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct, UnresolvedOperand};
use ir::{AttrKind, Context, Diagnostic, IrArena, Type, TypeKind, Value};

use crate::affine::for_loop::parse_argument;
use crate::affine::ops::ParallelOp;
use crate::affine::ssa_map::{
    parse_affine_map_of_ssa_ids, parse_expr, print_affine_expr_of_ssa_ids, print_affine_map_of_ssa_ids, SsaIds,
};
use crate::affine::symbols::verify_dim_and_symbol_ids;
use crate::affine::{
    all_attrs, cerr, dense_ints, i32_tensor_attr, index_type, inherent, map_attr, map_of, name_attr, name_loc,
    op_error, PResult,
};

/// `arith::AtomicRMWKind` names, by value.
const ATOMIC_RMW_KINDS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

/// The position of `v` in `values`, appended first when it is not there:
/// the id of an operand in a deduplicated operand list.
fn position_or_push(values: &mut Vec<Value>, v: Value) -> u32 {
    let pos = values.iter().position(|&x| x == v).unwrap_or_else(|| {
        values.push(v);
        values.len() - 1
    });
    pos as u32
}

/// `parseAffineMapWithMinMax`: `(e0, max(e1, e2), ...)`; pushes the map and
/// group sizes and returns the resolved operands.
fn parse_bounds_with_min_max(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, is_min: bool) -> PResult<()> {
    let ctx = p.ctx();
    let (map_name, groups_name) = if is_min {
        ("upperBoundsMap", "upperBoundsGroups")
    } else {
        ("lowerBoundsMap", "lowerBoundsGroups")
    };
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        st.properties
            .push((name_attr(ctx, map_name), map_attr(ctx, AffineMap::empty(0, 0))));
        st.properties
            .push((name_attr(ctx, groups_name), i32_tensor_attr(ctx, &[])));
        return Ok(());
    }
    let mut flat: Vec<(AffineExpr, Vec<UnresolvedOperand<'_>>, Vec<UnresolvedOperand<'_>>)> = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.parse_optional_keyword(if is_min { "min" } else { "max" }) {
            let (map, operands) = parse_affine_map_of_ssa_ids(p, Punct::LParen, Punct::RParen)?;
            let nd = map.num_dims as usize;
            let dims = operands[..nd].to_vec();
            let syms = operands[nd..].to_vec();
            groups.push(map.num_results() as i64);
            for e in map.results {
                flat.push((e, dims.clone(), syms.clone()));
            }
        } else {
            let mut ids = SsaIds::default();
            let e = parse_expr(p, &mut ids)?;
            flat.push((e, ids.dims.clone(), ids.syms.clone()));
            groups.push(1);
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    // Resolve and deduplicate operands, renumbering each expression's ids.
    let idx = index_type(ctx);
    let mut dim_values: Vec<Value> = Vec::new();
    let mut sym_values: Vec<Value> = Vec::new();
    let mut exprs = Vec::new();
    for (e, dims, syms) in flat {
        let mut dim_rep = Vec::new();
        for u in dims {
            let v = p.resolve_operand(u, idx)?;
            dim_rep.push(AffineExpr::dim(position_or_push(&mut dim_values, v)));
        }
        let mut sym_rep = Vec::new();
        for u in syms {
            let v = p.resolve_operand(u, idx)?;
            sym_rep.push(AffineExpr::symbol(position_or_push(&mut sym_values, v)));
        }
        exprs.push(e.replace_dims_and_symbols(&dim_rep, &sym_rep));
    }
    let map = AffineMap::new(dim_values.len() as u32, sym_values.len() as u32, exprs);
    st.operands.extend(dim_values);
    st.operands.extend(sym_values);
    st.properties.push((name_attr(ctx, map_name), map_attr(ctx, map)));
    st.properties
        .push((name_attr(ctx, groups_name), i32_tensor_attr(ctx, &groups)));
    Ok(())
}

impl ParallelOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let ctx = p.ctx();
        let idx = index_type(ctx);
        p.parse_punct(Punct::LParen)?;
        let mut ivs = Vec::new();
        if !p.parse_optional_punct(Punct::RParen) {
            loop {
                ivs.push(parse_argument(p, idx)?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RParen)?;
        }
        p.parse_punct(Punct::Equal)?;
        // Lower and upper bound operands are collected into one list.
        let mut lb = OperationState { ..st.clone() };
        lb.operands.clear();
        parse_bounds_with_min_max(p, &mut lb, false)?;
        p.parse_keyword("to")?;
        parse_bounds_with_min_max(p, &mut lb, true)?;
        st.operands.extend(lb.operands);
        st.properties.extend(lb.properties);
        let steps = if p.parse_optional_keyword("step") {
            let (map, _) = parse_affine_map_of_ssa_ids(p, Punct::LParen, Punct::RParen)?;
            let mut steps = Vec::new();
            for e in &map.results {
                match e.as_constant() {
                    Some(c) => steps.push(c),
                    None => {
                        return Err(cerr(p, st, nl, "steps must be constant integers"));
                    }
                }
            }
            steps
        } else {
            vec![1; ivs.len()]
        };
        let steps_attr = ir::ods::values::int_array(ctx, &steps, "i64").map_err(|e| p.error(e.to_string()))?;
        st.properties.push((name_attr(ctx, "steps"), steps_attr));
        let mut reductions = Vec::new();
        if p.parse_optional_keyword("reduce") {
            p.parse_punct(Punct::LParen)?;
            loop {
                let at = p.offset();
                let attr = p.parse_attribute(Some(ctx.none_type()))?;
                let text = match ctx.attr_kind(attr) {
                    AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                    _ => return Err(cerr(p, st, at, "invalid kind of attribute specified")),
                };
                let Some(k) = ATOMIC_RMW_KINDS.iter().position(|&n| n == text) else {
                    let shown = ir::text::printer::attr_to_string(ctx, attr);
                    return Err(cerr(p, st, at, format!("invalid reduction value: {shown}")));
                };
                let a = ir::ods::values::int_attr(ctx, k as i64, "i64").map_err(|e| p.error(e.to_string()))?;
                reductions.push(a);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RParen)?;
        }
        st.properties.push((
            name_attr(ctx, "reductions"),
            ir::ods::values::attr_array(ctx, &reductions),
        ));
        if p.parse_optional_punct(Punct::Arrow) {
            st.result_types = p.parse_function_result_types()?;
        }
        let region = p.new_region();
        p.parse_region(region, &ivs, false)?;
        st.regions.push(region);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        p.ensure_terminator(region, "affine.yield", st.loc);
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let region = p.arena().regions(op).first().copied();
        let block = region.and_then(|r| p.arena().region_blocks(r).first().copied());
        let operands = p.operands_of(op);
        let (lb_map, lb_groups, ub_map, ub_groups, steps, reds) = {
            let ctx = p.ctx();
            let get = |n: &str| inherent(p, op, n);
            (
                map_of(ctx, get("lowerBoundsMap")),
                get("lowerBoundsGroups")
                    .and_then(|a| dense_ints(ctx, a))
                    .unwrap_or_default(),
                map_of(ctx, get("upperBoundsMap")),
                get("upperBoundsGroups")
                    .and_then(|a| dense_ints(ctx, a))
                    .unwrap_or_default(),
                get("steps")
                    .and_then(|a| ir::ods::values::as_int_array(ctx, a))
                    .unwrap_or_default(),
                get("reductions")
                    .and_then(|a| ir::ods::values::as_int_array(ctx, a))
                    .unwrap_or_default(),
            )
        };
        p.print(" (");
        if let Some(b) = block {
            let args: Vec<Value> = (0..p.arena().num_args(b)).map(|i| p.arena().arg(b, i)).collect();
            p.print_operands(&args);
        }
        p.print(") = (");
        let n_lb = lb_map
            .as_ref()
            .map(|m| m.num_inputs() as usize)
            .unwrap_or(0)
            .min(operands.len());
        if let Some(m) = &lb_map {
            print_min_max_bound(p, m, &lb_groups, &operands[..n_lb], "max");
        }
        p.print(") to (");
        if let Some(m) = &ub_map {
            print_min_max_bound(p, m, &ub_groups, &operands[n_lb..], "min");
        }
        p.print(")");
        if !steps.iter().all(|&s| s == 1) {
            let s: Vec<String> = steps.iter().map(|v| v.to_string()).collect();
            p.print(&format!(" step ({})", s.join(", ")));
        }
        let types = p.arena().result_types(op).collect::<Vec<_>>();
        if !types.is_empty() {
            p.print(" reduce (");
            for (i, r) in reds.iter().enumerate() {
                if i > 0 {
                    p.print(", ");
                }
                let name = usize::try_from(*r)
                    .ok()
                    .and_then(|r| ATOMIC_RMW_KINDS.get(r))
                    .copied()
                    .unwrap_or("");
                p.print(&format!("\"{name}\""));
            }
            p.print(") -> (");
            p.print_type_list(&types);
            p.print(")");
        }
        p.print(" ");
        if let Some(r) = region {
            p.print_region(r, false, !types.is_empty());
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "reductions",
                "lowerBoundsMap",
                "lowerBoundsGroups",
                "upperBoundsMap",
                "upperBoundsGroups",
                "steps",
            ],
        );
    }
}

/// `printMinMaxBound`.
fn print_min_max_bound(
    p: &mut OpAsmPrinter<'_, '_>,
    map: &AffineMap,
    groups: &[i64],
    operands: &[Value],
    keyword: &str,
) {
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut start = 0usize;
    for (i, &size) in groups.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        let size = size.max(0) as usize;
        if size == 1 {
            if let Some(e) = map.results.get(start) {
                print_affine_expr_of_ssa_ids(p, e, dims, syms);
            }
            start += 1;
        } else {
            p.print(keyword);
            p.print("(");
            let end = (start + size).min(map.results.len());
            let sub = AffineMap::new(map.num_dims, map.num_symbols, map.results[start.min(end)..end].to_vec());
            print_affine_map_of_ssa_ids(p, &sub, operands);
            p.print(")");
            start += size;
        }
    }
}

/// `isResultTypeMatchAtomicRMWKind`.
fn reduction_matches(ctx: &Context, ty: Type, kind: &str) -> bool {
    let kind_of = ctx.type_kind(ty);
    let is_float = matches!(kind_of, TypeKind::Float(_));
    let int = match kind_of {
        TypeKind::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    };
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => is_float,
        "addi" | "muli" | "ori" | "andi" => int.is_some(),
        "assign" => true,
        "maxs" | "mins" => int == Some(ir::Signedness::Signed),
        "maxu" | "minu" => int == Some(ir::Signedness::Unsigned),
        _ => false,
    }
}

impl ParallelOp {
    /// `AffineParallelOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let get = |name: &str| ir::ods::access::inherent(ctx, arena, op, name);
        let lb_groups = get("lowerBoundsGroups")
            .and_then(|a| dense_ints(ctx, a))
            .unwrap_or_default();
        let ub_groups = get("upperBoundsGroups")
            .and_then(|a| dense_ints(ctx, a))
            .unwrap_or_default();
        let steps = match get("steps").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.len(),
            _ => 0,
        };
        let args = crate::scf::region_args_of(arena, op, 0).len();
        let dims = steps;
        if lb_groups.len() != dims || ub_groups.len() != dims || args != dims {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "the number of region arguments ({args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({steps}) must all match",
                    lb_groups.len(),
                    ub_groups.len()
                ),
            ));
        }
        let lb_map = map_of(ctx, get("lowerBoundsMap"));
        let ub_map = map_of(ctx, get("upperBoundsMap"));
        for (groups, map, what) in [(&lb_groups, &lb_map, "lower"), (&ub_groups, &ub_map, "upper")] {
            if groups.contains(&0) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("expected {what} bound map to have at least one result"),
                ));
            }
            let expected: i64 = groups.iter().sum();
            if Some(expected) != map.as_ref().map(|m| m.num_results() as i64) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("expected {what} bounds map to have {expected} results"),
                ));
            }
        }
        let reductions = match get("reductions").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.clone(),
            _ => Vec::new(),
        };
        let results: Vec<Type> = arena.result_types(op).collect();
        expect_equal(ctx, arena, op, reductions.len(), results.len(), |_, _| {
            "a reduction must be specified for each output".into()
        })?;
        for (&r, &ty) in reductions.iter().zip(&results) {
            let kind = match ctx.attr_kind(r) {
                AttrKind::Integer { value, .. } => value
                    .to_i128()
                    .and_then(|k| usize::try_from(k).ok())
                    .and_then(|k| ATOMIC_RMW_KINDS.get(k)),
                _ => None,
            };
            let Some(kind) = kind else {
                return Err(op_error(ctx, arena, op, "invalid reduction attribute"));
            };
            if !reduction_matches(ctx, ty, kind) {
                return Err(op_error(ctx, arena, op, "result type cannot match reduction attribute"));
            }
        }
        let operands: Vec<Value> = arena.operands(op).collect();
        let lb_inputs = lb_map
            .as_ref()
            .map_or(0, |m| m.num_inputs() as usize)
            .min(operands.len());
        let (lbs, ubs) = operands.split_at(lb_inputs);
        if let Some(m) = &lb_map {
            verify_dim_and_symbol_ids(ctx, arena, op, lbs, m.num_dims as usize)?;
        }
        if let Some(m) = &ub_map {
            verify_dim_and_symbol_ids(ctx, arena, op, ubs, m.num_dims as usize)?;
        }
        Ok(())
    }
}

/// `affine.parallel` is a loop (upstream declares `LoopLikeOpInterface`, not
/// `RegionBranchOpInterface`): its one region, no loop-carried values.
impl ir::interfaces::LoopLikeOpInterface for ParallelOp {}
