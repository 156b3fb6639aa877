//! The linalg dialect's hand-written custom forms (MLIR 22's
//! `LinalgOps.cpp`): `linalg.generic`, `linalg.yield` and the named
//! structured ops (`ins(...) outs(...) -> types`, region elided), whose
//! parsers build the region body as upstream's region builders do.

use ir::affine::{AffineExpr, AffineMap};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct, UnresolvedOperand};
use ir::text::printer::attr_to_string;
use ir::{Attr, AttrKind, BlockId, Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

use super::custom_affine::{all_attrs, cerr, dense_ints, element_type, inherent, map_of};
use super::linalg::{
    AddOp, BatchMatmulOp, BroadcastOp, Conv2DNhwcHwcfOp, CopyOp, DivOp, ElementwiseOp, ExpOp, FillOp, GenericOp, MapOp,
    MatmulOp, MaxOp, MulOp, PoolingNhwcMaxOp, PoolingNhwcSumOp, ReduceOp, SubOp, TransposeOp, YieldOp,
};

type PResult<T> = Result<T, Diagnostic>;

/// `AffineMapArrayAttr`.
pub fn is_affine_map_array(ctx: &Context, attr: Attr) -> bool {
    match ctx.attr_kind(attr) {
        AttrKind::Array(v) => v.iter().all(|a| matches!(ctx.attr_kind(*a), AttrKind::AffineMap(_))),
        _ => false,
    }
}

fn name_attr(ctx: &Context, name: &str) -> Attr {
    ctx.string_attr(name.as_bytes())
}

fn map_array(ctx: &Context, maps: Vec<AffineMap>) -> Attr {
    let attrs: Vec<Attr> = maps.into_iter().map(|m| ctx.get_attr(AttrKind::AffineMap(m))).collect();
    ir::ods::values::attr_array(ctx, &attrs)
}

fn segment_attr(p: &OpAsmParser<'_, '_>, ins: usize, outs: usize) -> PResult<Attr> {
    ir::ods::values::dense_array(p.ctx(), &[ins as i64, outs as i64], "i32").map_err(|e| p.error(e.to_string()))
}

/// `ins(%a, %b : t1, t2)`/`outs(...)` as `parseCommonStructuredOpParts`
/// reads them (after the optional attribute dictionary); returns the input
/// and output types.
fn parse_common_parts(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<(Vec<Type>, Vec<Type>)> {
    let types = parse_ins_outs(p, st)?;
    let seg = segment_attr(p, types.0.len(), types.1.len())?;
    st.properties.push((name_attr(p.ctx(), "operandSegmentSizes"), seg));
    Ok(types)
}

/// [`parse_common_parts`] without `operandSegmentSizes`
/// (`addOperandSegmentSizes = false`).
fn parse_ins_outs(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<(Vec<Type>, Vec<Type>)> {
    let attrs_at = p.offset();
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mut groups: Vec<(Vec<UnresolvedOperand<'_>>, Vec<Type>, usize)> = Vec::new();
    for kw in ["ins", "outs"] {
        if p.parse_optional_keyword(kw) {
            p.parse_punct(Punct::LParen)?;
            let at = p.offset();
            let ops = p.parse_operand_list()?;
            p.parse_punct(Punct::Colon)?;
            let types = p.parse_type_list()?;
            p.parse_punct(Punct::RParen)?;
            groups.push((ops, types, at));
        } else {
            groups.push((Vec::new(), Vec::new(), p.offset()));
        }
    }
    let mut out_types = (Vec::new(), Vec::new());
    for (i, (ops, types, at)) in groups.into_iter().enumerate() {
        let values = p.resolve_operands(&ops, &types, at)?;
        st.operands.extend(values);
        if i == 0 {
            out_types.0 = types;
        } else {
            out_types.1 = types;
        }
    }
    // Upstream checks the inherent attributes given in the dictionary here.
    let ctx = p.ctx();
    let name = ctx.op_info(st.name).name();
    if let Some(schema) = super::linalg::SCHEMAS.iter().find(|s| s.name == name) {
        ir::ods::format::verify_parsed_inherent_attrs(p, schema, name, &st.attrs, attrs_at)?;
    }
    Ok(out_types)
}

/// `printCommonStructuredOpParts`.
fn print_common_parts(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let operands = p.operands_of(op);
    let segs = ir::ods::access::segment_sizes(p.ctx(), p.arena(), op, "operandSegmentSizes").unwrap_or_default();
    let n_in = (segs.first().copied().unwrap_or(0).max(0) as usize).min(operands.len());
    print_ins_outs(p, &operands, n_in);
}

/// `printCommonStructuredOpParts` of `operands` split after `n_in`.
fn print_ins_outs(p: &mut OpAsmPrinter<'_, '_>, operands: &[Value], n_in: usize) {
    let (ins, outs) = operands.split_at(n_in.min(operands.len()));
    for (kw, vals) in [("ins", ins), ("outs", outs)] {
        if vals.is_empty() {
            continue;
        }
        p.print(&format!(" {kw}("));
        p.print_operands(vals);
        p.print(" : ");
        let types: Vec<Type> = vals.iter().map(|&v| p.arena().value_type(v)).collect();
        p.print_type_list(&types);
        p.print(")");
    }
}

fn print_results(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let types: Vec<Type> = p.arena().result_types(op).collect();
    p.print_optional_arrow_type_list(&types);
}

// ----- linalg.yield -----

impl YieldOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let at = p.offset();
        let ops = p.parse_operand_list()?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let types = if ops.is_empty() {
            Vec::new()
        } else {
            p.parse_punct(Punct::Colon)?;
            p.parse_type_list()?
        };
        st.operands = p.resolve_operands(&ops, &types, at)?;
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let operands = p.operands_of(self.0);
        if !operands.is_empty() {
            p.print(" ");
            p.print_operands(&operands);
        }
        let attrs = all_attrs(p, self.0);
        p.print_optional_attr_dict(&attrs, &[]);
        if !operands.is_empty() {
            p.print(" : ");
            let types: Vec<Type> = operands.iter().map(|&v| p.arena().value_type(v)).collect();
            p.print_type_list(&types);
        }
    }
}

// ----- linalg.generic -----

const GENERIC_TRAIT_ATTRS: &[&str] = &["doc", "indexing_maps", "library_call", "iterator_types"];

fn iterator_type_attr(ctx: &Context, name: &str) -> Attr {
    ctx.get_attr(AttrKind::Opaque {
        dialect: "linalg".into(),
        data: format!("iterator_type<{name}>"),
    })
}

fn iterator_type_name(ctx: &Context, attr: Attr) -> Option<String> {
    match ctx.attr_kind(attr) {
        AttrKind::Opaque { dialect, data } if dialect == "linalg" => data
            .strip_prefix("iterator_type<")
            .and_then(|d| d.strip_suffix('>'))
            .map(|s| s.trim().to_string()),
        _ => None,
    }
}

impl GenericOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let ctx = p.ctx();
        let at = p.offset();
        let dict = p.parse_attribute(None)?;
        let AttrKind::Dictionary(entries) = ctx.attr_kind(dict).clone() else {
            return Err(cerr(p, st, at, "invalid kind of attribute specified"));
        };
        let iter_name = name_attr(ctx, "iterator_types");
        let mut attrs: Vec<(Attr, Attr)> = entries.iter().map(|e| (e.0, e.1)).collect();
        let Some(pos) = attrs.iter().position(|(k, _)| *k == iter_name) else {
            return Err(cerr(p, st, at, "expected \"iterator_types\" array attribute"));
        };
        let AttrKind::Array(items) = ctx.attr_kind(attrs[pos].1).clone() else {
            return Err(cerr(p, st, at, "expected \"iterator_types\" array attribute"));
        };
        let mut converted = Vec::new();
        for a in items {
            let s = match ctx.attr_kind(a) {
                AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => return Err(cerr(p, st, at, "expected \"iterator_types\" array attribute")),
            };
            if !matches!(s.as_str(), "parallel" | "reduction" | "window") {
                let here = p.offset();
                return Err(cerr(p, st, here, format!("unexpected iterator_type ({s})")));
            }
            converted.push(iterator_type_attr(ctx, &s));
        }
        attrs[pos].1 = ir::ods::values::attr_array(ctx, &converted);
        st.attrs.extend(attrs);
        parse_common_parts(p, st)?;
        if p.parse_optional_keyword("attrs") {
            p.parse_punct(Punct::Equal)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
        }
        let region = p.new_region();
        p.parse_region(region, &[], false)?;
        st.regions.push(region);
        if p.parse_optional_punct(Punct::Arrow) {
            st.result_types = p.parse_function_result_types()?;
        }
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let attrs = all_attrs(p, op);
        let generic: Vec<(Attr, Attr)> = {
            let ctx = p.ctx();
            attrs
                .iter()
                .filter(|(k, _)| {
                    let n = ctx.string_value(*k);
                    GENERIC_TRAIT_ATTRS.iter().any(|g| g.as_bytes() == n)
                })
                .map(|&(k, v)| {
                    if ctx.string_value(k) == b"iterator_types" {
                        let items = ir::ods::values::as_attr_array(ctx, v).unwrap_or_default();
                        let names: Vec<Attr> = items
                            .iter()
                            .map(|&a| match iterator_type_name(ctx, a) {
                                Some(n) => ctx.string_attr(n.as_bytes()),
                                None => a,
                            })
                            .collect();
                        (k, ir::ods::values::attr_array(ctx, &names))
                    } else {
                        (k, v)
                    }
                })
                .collect()
        };
        p.print(" ");
        if !generic.is_empty() {
            let dict = p.ctx().dictionary_attr(generic);
            p.print_attribute(dict);
        }
        print_common_parts(p, op);
        let mut elided: Vec<&str> = GENERIC_TRAIT_ATTRS.to_vec();
        elided.push("operandSegmentSizes");
        let has_extra = {
            let ctx = p.ctx();
            attrs.iter().any(|(k, _)| {
                let n = ctx.string_value(*k);
                !elided.iter().any(|e| e.as_bytes() == n)
            })
        };
        if has_extra {
            p.print(" attrs = ");
            p.print_optional_attr_dict(&attrs, &elided);
        }
        if let Some(&r) = p.arena().regions(op).first() {
            if !p.arena().region_blocks(r).is_empty() {
                p.print(" ");
                p.print_region(r, true, true);
            }
        }
        print_results(p, op);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let maps = ir::ods::access::inherent(ctx, arena, op, "indexing_maps")
            .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
            .unwrap_or_default();
        let n = arena.num_operands(op);
        if maps.len() != n {
            return Err(ir::ods::verify::op_error(
                ctx,
                arena,
                op,
                format!(
                    "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({n})",
                    maps.len()
                ),
            ));
        }
        let loops = ir::ods::access::inherent(ctx, arena, op, "iterator_types")
            .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
            .map(|v| v.len())
            .unwrap_or(0);
        for (i, m) in maps.iter().enumerate() {
            if let Some(m) = map_of(ctx, Some(*m)) {
                if m.num_symbols != 0 {
                    return Err(ir::ods::verify::op_error(
                        ctx,
                        arena,
                        op,
                        format!("unexpected symbols in indexing_map #{i}"),
                    ));
                }
                if m.num_dims as usize != loops {
                    return Err(ir::ods::verify::op_error(
                        ctx,
                        arena,
                        op,
                        format!("expected indexing_map #{i} to have {loops} dim(s) to match the number of loops"),
                    ));
                }
            }
        }
        Ok(())
    }
}

// ----- named structured ops -----

/// What a named op's region computes (upstream's `regionBuilder`).
#[derive(Clone, Copy)]
enum Body {
    /// `linalg.yield %in` (fill, copy).
    YieldIn,
    /// `out + in0 * in1` (matmul, convolution).
    MulAcc,
    /// `in0 <op> in1` (add, sub, ...): float op, integer op.
    Binary(&'static str, &'static str),
    /// `out <op> in0` (pooling): float op, integer op.
    Accumulate(&'static str, &'static str),
    /// `<op>(in0)` of a float.
    Unary(&'static str),
}

fn unknown_loc(ctx: &Context) -> Attr {
    ctx.unknown_loc()
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(..))
}

fn fastmath_none(ctx: &Context) -> Vec<(Attr, Attr)> {
    match ir::ods::values::attr_from_text(ctx, "#arith.fastmath<none>") {
        Ok(a) => vec![(name_attr(ctx, "fastmath"), a)],
        Err(_) => Vec::new(),
    }
}

fn overflow_none(ctx: &Context) -> Vec<(Attr, Attr)> {
    match ir::ods::values::attr_from_text(ctx, "#arith.overflow<none>") {
        Ok(a) => vec![(name_attr(ctx, "overflowFlags"), a)],
        Err(_) => Vec::new(),
    }
}

/// The default-valued properties a created `name` op holds
/// (`fastmath = #arith.fastmath<none>`, `overflowFlags =
/// #arith.overflow<none>`), from its registered inherent attributes.
fn default_props(ctx: &Context, name: &str) -> Vec<(Attr, Attr)> {
    let inherent_names: Vec<&str> = ctx
        .op_info(ctx.op_name(name))
        .definition()
        .map(|d| d.inherent_attrs.clone())
        .unwrap_or_default();
    let mut props = Vec::new();
    if inherent_names.contains(&"fastmath") {
        props.extend(fastmath_none(ctx));
    }
    if inherent_names.contains(&"overflowFlags") {
        props.extend(overflow_none(ctx));
    }
    props
}

fn is_bool(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. })
}

/// `RegionBuilderHelper::buildTypeFn` of `cast_signed` / `cast_unsigned`:
/// `v` converted to `to` (extended, truncated or converted between integer
/// and float), or `v` itself when no conversion applies.
fn cast_to(p: &mut OpAsmParser<'_, '_>, block: BlockId, v: Value, to: Type, unsigned: bool) -> Value {
    let ctx = p.ctx();
    let from = p.value_type(v);
    if from == to {
        return v;
    }
    let pick = |u: &'static str, s: &'static str| if unsigned { u } else { s };
    let name = match (ctx.type_kind(to), ctx.type_kind(from)) {
        (TypeKind::Integer { .. }, TypeKind::Float(_)) => pick("arith.fptoui", "arith.fptosi"),
        (TypeKind::Integer { .. }, TypeKind::Index) => "arith.index_cast",
        (TypeKind::Integer { width: t, .. }, TypeKind::Integer { width: f, .. }) if t > f => {
            pick("arith.extui", "arith.extsi")
        }
        (TypeKind::Integer { width: t, .. }, TypeKind::Integer { width: f, .. }) if t < f => "arith.trunci",
        (TypeKind::Float(_), TypeKind::Integer { .. }) => pick("arith.uitofp", "arith.sitofp"),
        (TypeKind::Float(t), TypeKind::Float(f)) if t.bit_width() > f.bit_width() => "arith.extf",
        (TypeKind::Float(t), TypeKind::Float(f)) if t.bit_width() < f.bit_width() => "arith.truncf",
        _ => return v,
    };
    // The casts' attributes (`fastmath`, `roundingmode`) are optional and
    // left unset, as upstream's builder leaves them.
    let loc = unknown_loc(ctx);
    p.append_new_op(block, name, vec![v], vec![to], Vec::new(), loc)
        .into_iter()
        .next()
        .unwrap_or(v)
}

/// Builds `name(a, b)` of the type of `a` in `block`.
fn arith(p: &mut OpAsmParser<'_, '_>, block: BlockId, name: &str, operands: Vec<Value>) -> Value {
    let ctx = p.ctx();
    let Some(&first) = operands.first() else {
        return Value::Arg { block, index: 0 };
    };
    let ty = p.value_type(first);
    let props = default_props(ctx, name);
    let loc = unknown_loc(ctx);
    p.append_new_op(block, name, operands, vec![ty], props, loc)
        .into_iter()
        .next()
        .unwrap_or(Value::Arg { block, index: 0 })
}

/// `fillStructuredOpRegion`: a block with one argument per operand (element
/// types) and the body `kind` computes, ending in `linalg.yield`.
fn build_body(
    p: &mut OpAsmParser<'_, '_>,
    region: ir::RegionId,
    ins: &[Type],
    outs: &[Type],
    kind: Body,
    unsigned: bool,
) {
    let ctx = p.ctx();
    let loc = unknown_loc(ctx);
    let types: Vec<Type> = ins
        .iter()
        .chain(outs)
        .map(|&t| match ctx.type_kind(t) {
            TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. } => element_type(ctx, t),
            _ => t,
        })
        .collect();
    let block = p.append_block(region, &types, loc);
    let n = types.len();
    if n == 0 {
        return;
    }
    let arg = |p: &OpAsmParser<'_, '_>, i: usize| p.block_arg(block, i.min(n - 1));
    let out = arg(p, n - 1);
    let pick = |f: &'static str, i: &'static str, ty: Type| if is_float(ctx, ty) { f } else { i };
    let result = match kind {
        Body::YieldIn => arg(p, 0),
        Body::MulAcc => {
            let ty = p.value_type(out);
            let (a, b) = (arg(p, 0), arg(p, 1));
            let a = cast_to(p, block, a, ty, unsigned);
            let b = cast_to(p, block, b, ty, unsigned);
            let (mul, add) = if is_bool(ctx, ty) {
                ("arith.andi", "arith.ori")
            } else {
                (
                    pick("arith.mulf", "arith.muli", ty),
                    pick("arith.addf", "arith.addi", ty),
                )
            };
            let mul = arith(p, block, mul, vec![a, b]);
            arith(p, block, add, vec![out, mul])
        }
        Body::Binary(f, i) => {
            let (a, b) = (arg(p, 0), arg(p, 1));
            let ty = p.value_type(out);
            arith(p, block, pick(f, i, ty), vec![a, b])
        }
        Body::Accumulate(f, i) => {
            let ty = p.value_type(out);
            let a = cast_to(p, block, arg(p, 0), ty, unsigned);
            arith(p, block, pick(f, i, ty), vec![out, a])
        }
        Body::Unary(f) => {
            let a = arg(p, 0);
            arith(p, block, f, vec![a])
        }
    };
    p.append_new_op(block, "linalg.yield", vec![result], Vec::new(), Vec::new(), loc);
}

/// `parseNamedStructuredOp`.
fn parse_named(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, kind: Body) -> PResult<(Vec<Type>, Vec<Type>)> {
    let (ins, outs) = parse_common_parts(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if p.parse_optional_punct(Punct::Arrow) {
        st.result_types = p.parse_function_result_types()?;
    }
    let region = p.new_region();
    // The `cast` attribute (`TypeFnAttr`): how inputs are converted to the
    // output's element type; `cast_signed` by default.
    let unsigned = st
        .attrs
        .iter()
        .any(|&(k, v)| p.ctx().string_value(k) == b"cast" && attr_to_string(p.ctx(), v).contains("cast_unsigned"));
    build_body(p, region, &ins, &outs, kind, unsigned);
    st.regions.push(region);
    Ok((ins, outs))
}

/// `printNamedStructuredOp`.
fn print_named(p: &mut OpAsmPrinter<'_, '_>, op: OpId, elided: &[&str]) {
    let attrs = all_attrs(p, op);
    p.print_optional_attr_dict(&attrs, elided);
    print_common_parts(p, op);
    print_results(p, op);
}

const NAMED_ELIDED: &[&str] = &["operandSegmentSizes", "linalg.memoized_indexing_maps"];

macro_rules! simple_named {
    ($($ty:ident => $body:expr),* $(,)?) => {
        $(
            impl $ty {
                pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
                    parse_named(p, st, $body).map(|_| ())
                }

                pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
                    print_named(p, self.0, NAMED_ELIDED);
                }
            }
        )*
    };
}

simple_named! {
    FillOp => Body::YieldIn,
    CopyOp => Body::YieldIn,
    AddOp => Body::Binary("arith.addf", "arith.addi"),
    SubOp => Body::Binary("arith.subf", "arith.subi"),
    MulOp => Body::Binary("arith.mulf", "arith.muli"),
    DivOp => Body::Binary("arith.divf", "arith.divsi"),
    MaxOp => Body::Binary("arith.maximumf", "arith.maxsi"),
    ExpOp => Body::Unary("math.exp"),
}

/// Parses `indexing_maps = [...]` if present.
fn parse_indexing_maps(p: &mut OpAsmParser<'_, '_>, st: &OperationState) -> PResult<Option<Vec<Attr>>> {
    if !p.parse_optional_keyword("indexing_maps") {
        return Ok(None);
    }
    p.parse_punct(Punct::Equal)?;
    let arr = p.parse_attribute(None)?;
    let at = p.offset();
    let ctx = p.ctx();
    let Some(maps) = ir::ods::values::as_attr_array(ctx, arr) else {
        return Err(cerr(p, st, at, "expected array attribute for indexing_maps"));
    };
    if maps
        .iter()
        .any(|a| !matches!(ctx.attr_kind(*a), AttrKind::AffineMap(_)))
    {
        return Err(cerr(p, st, at, "element of indexing_maps array is not an affine_map"));
    }
    Ok(Some(maps))
}

fn print_maps_if_not_default(p: &mut OpAsmPrinter<'_, '_>, op: OpId, default: Vec<AffineMap>) {
    let attr = inherent(p, op, "indexing_maps");
    let is_default = attr.is_some_and(|a| {
        let ctx = p.ctx();
        let maps = ir::ods::values::as_attr_array(ctx, a).unwrap_or_default();
        maps.len() == default.len()
            && maps
                .iter()
                .zip(&default)
                .all(|(m, d)| map_of(ctx, Some(*m)).as_ref() == Some(d))
    });
    if let (Some(a), false) = (attr, is_default) {
        p.print(" indexing_maps = ");
        p.print_attribute(a);
    }
}

fn dims(n: u32, results: &[u32]) -> AffineMap {
    AffineMap::new(n, 0, results.iter().map(|&d| AffineExpr::dim(d)).collect())
}

fn matmul_maps() -> Vec<AffineMap> {
    vec![dims(3, &[0, 2]), dims(3, &[2, 1]), dims(3, &[0, 1])]
}

fn batch_matmul_maps() -> Vec<AffineMap> {
    vec![dims(4, &[0, 1, 3]), dims(4, &[0, 3, 2]), dims(4, &[0, 1, 2])]
}

fn parse_contraction(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, default: Vec<AffineMap>) -> PResult<()> {
    let ctx = p.ctx();
    let maps = match parse_indexing_maps(p, st)? {
        Some(m) => ir::ods::values::attr_array(ctx, &m),
        None => map_array(ctx, default),
    };
    st.properties.push((name_attr(ctx, "indexing_maps"), maps));
    parse_named(p, st, Body::MulAcc).map(|_| ())
}

impl MatmulOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_contraction(p, st, matmul_maps())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_maps_if_not_default(p, self.0, matmul_maps());
        print_named(
            p,
            self.0,
            &["operandSegmentSizes", "linalg.memoized_indexing_maps", "indexing_maps"],
        );
    }
}

impl BatchMatmulOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_contraction(p, st, batch_matmul_maps())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_maps_if_not_default(p, self.0, batch_matmul_maps());
        print_named(
            p,
            self.0,
            &["operandSegmentSizes", "linalg.memoized_indexing_maps", "indexing_maps"],
        );
    }
}

// ----- linalg.elementwise -----

/// `ElementwiseKind`: name, arity, float op.
const ELEMENTWISE_KINDS: &[(&str, usize, &str)] = &[
    ("exp", 1, "math.exp"),
    ("log", 1, "math.log"),
    ("abs", 1, "math.absf"),
    ("ceil", 1, "math.ceil"),
    ("floor", 1, "math.floor"),
    ("negf", 1, "arith.negf"),
    ("reciprocal", 1, ""),
    ("round", 1, "math.round"),
    ("sqrt", 1, "math.sqrt"),
    ("rsqrt", 1, "math.rsqrt"),
    ("square", 1, ""),
    ("tanh", 1, "math.tanh"),
    ("erf", 1, "math.erf"),
    ("add", 2, "arith.addf"),
    ("sub", 2, "arith.subf"),
    ("mul", 2, "arith.mulf"),
    ("div", 2, "arith.divf"),
    ("div_unsigned", 2, ""),
    ("max_signed", 2, "arith.maximumf"),
    ("min_signed", 2, "arith.minimumf"),
    ("max_unsigned", 2, ""),
    ("min_unsigned", 2, ""),
    ("powf", 2, "math.powf"),
    ("select", 3, ""),
];

fn elementwise_kind(ctx: &Context, attr: Attr) -> Option<&'static (&'static str, usize, &'static str)> {
    let AttrKind::Opaque { dialect, data } = ctx.attr_kind(attr) else {
        return None;
    };
    if dialect != "linalg" {
        return None;
    }
    let name = data.strip_prefix("elementwise_kind<")?.strip_suffix('>')?.trim();
    ELEMENTWISE_KINDS.iter().find(|k| k.0 == name)
}

fn elementwise_default_maps(num_args: usize, rank: u32) -> Vec<AffineMap> {
    (0..num_args).map(|_| AffineMap::identity(rank)).collect()
}

fn shaped_rank(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } | TypeKind::Vector { shape, .. } => {
            Some(shape.len() as u32)
        }
        _ => None,
    }
}

impl ElementwiseOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let ctx = p.ctx();
        p.parse_keyword("kind")?;
        p.parse_punct(Punct::Equal)?;
        let attr = p.parse_attribute(None)?;
        let Some(&(_, arity, float_op)) = elementwise_kind(ctx, attr) else {
            let here = p.offset();
            return Err(cerr(p, st, here, "expected ElementwiseKind attribute"));
        };
        st.properties.push((name_attr(ctx, "kind"), attr));
        let maps = parse_indexing_maps(p, st)?;
        let body = match arity {
            1 => Body::Unary(if float_op.is_empty() { "math.exp" } else { float_op }),
            _ => Body::Binary(if float_op.is_empty() { "arith.addf" } else { float_op }, "arith.addi"),
        };
        let (_, outs) = parse_named(p, st, body)?;
        let maps = match maps {
            Some(m) => ir::ods::values::attr_array(ctx, &m),
            None => {
                let Some(rank) = outs.last().and_then(|&t| shaped_rank(ctx, t)) else {
                    let here = p.offset();
                    return Err(cerr(p, st, here, "return type needs to be shaped type"));
                };
                map_array(ctx, elementwise_default_maps(arity + 1, rank))
            }
        };
        st.properties.push((name_attr(ctx, "indexing_maps"), maps));
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        p.print(" kind=");
        if let Some(k) = inherent(p, op, "kind") {
            p.print_attribute(k);
        }
        let arity = inherent(p, op, "kind")
            .and_then(|k| elementwise_kind(p.ctx(), k))
            .map(|k| k.1)
            .unwrap_or(1);
        let rank = p
            .arena()
            .operands(op)
            .last()
            .and_then(|v| shaped_rank(p.ctx(), p.arena().value_type(v)))
            .unwrap_or(0);
        print_maps_if_not_default(p, op, elementwise_default_maps(arity + 1, rank));
        print_named(p, op, &["operandSegmentSizes", "kind", "indexing_maps"]);
    }
}

// ----- convolution and pooling -----

/// `strides`/`dilations` (two values, default 1).
fn window_params(ctx: &Context, st: &OperationState, name: &str) -> Vec<i64> {
    let key = name_attr(ctx, name);
    st.attrs
        .iter()
        .chain(st.properties.iter())
        .find(|(k, _)| *k == key)
        .and_then(|(_, v)| dense_ints(ctx, *v))
        .filter(|v| v.len() == 2)
        .unwrap_or_else(|| vec![1, 1])
}

/// `d_a * stride + d_b * dilation`.
fn window_expr(a: u32, stride: i64, b: u32, dilation: i64) -> AffineExpr {
    AffineExpr::dim(a)
        .mul(AffineExpr::constant(stride))
        .add(AffineExpr::dim(b).mul(AffineExpr::constant(dilation)))
}

fn conv_maps(s: &[i64], d: &[i64]) -> Vec<AffineMap> {
    let input = AffineMap::new(
        7,
        0,
        vec![
            AffineExpr::dim(0),
            window_expr(1, s[0], 4, d[0]),
            window_expr(2, s[1], 5, d[1]),
            AffineExpr::dim(6),
        ],
    );
    vec![input, dims(7, &[4, 5, 6, 3]), dims(7, &[0, 1, 2, 3])]
}

fn pooling_maps(s: &[i64], d: &[i64]) -> Vec<AffineMap> {
    let input = AffineMap::new(
        6,
        0,
        vec![
            AffineExpr::dim(0),
            window_expr(1, s[0], 4, d[0]),
            window_expr(2, s[1], 5, d[1]),
            AffineExpr::dim(3),
        ],
    );
    vec![input, dims(6, &[4, 5]), dims(6, &[0, 1, 2, 3])]
}

fn parse_windowed(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    body: Body,
    maps: fn(&[i64], &[i64]) -> Vec<AffineMap>,
) -> PResult<()> {
    parse_named(p, st, body)?;
    let ctx = p.ctx();
    let s = window_params(ctx, st, "strides");
    let d = window_params(ctx, st, "dilations");
    st.attrs.push((
        name_attr(ctx, "linalg.memoized_indexing_maps"),
        map_array(ctx, maps(&s, &d)),
    ));
    Ok(())
}

impl Conv2DNhwcHwcfOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_windowed(p, st, Body::MulAcc, conv_maps)
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_named(p, self.0, NAMED_ELIDED);
    }
}

impl PoolingNhwcMaxOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_windowed(p, st, Body::Accumulate("arith.maximumf", "arith.maxsi"), pooling_maps)
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_named(p, self.0, NAMED_ELIDED);
    }
}

impl PoolingNhwcSumOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_windowed(p, st, Body::Accumulate("arith.addf", "arith.addi"), pooling_maps)
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_named(p, self.0, NAMED_ELIDED);
    }
}

// ----- block argument names -----

/// `getAsmBlockArgumentNames` of the structured ops: the region's leading
/// arguments (one per input) are `in`, its trailing ones (one per init)
/// are `init_name` (`out`, or `init` for map and reduce).
fn structured_arg_names(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    region: ir::RegionId,
    init_name: &str,
    set: &mut dyn FnMut(BlockId, u32, &str),
) {
    let Some(&block) = arena.region_blocks(region).first() else {
        return;
    };
    let operands = arena.num_operands(op);
    let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
    let n_in = (segs.first().copied().unwrap_or(0).max(0) as usize).min(operands);
    let n_out = operands - n_in;
    let n_args = arena.num_args(block);
    for i in 0..n_in.min(n_args) {
        set(block, i as u32, "in");
    }
    for i in n_args.saturating_sub(n_out)..n_args {
        set(block, i as u32, init_name);
    }
}

macro_rules! in_out_arg_names {
    ($($ty:ident),* $(,)?) => {
        $(
            impl $ty {
                pub(crate) fn block_arg_names(
                    self,
                    ctx: &Context,
                    arena: &IrArena,
                    region: ir::RegionId,
                    set: &mut dyn FnMut(BlockId, u32, &str),
                ) {
                    structured_arg_names(ctx, arena, self.0, region, "out", set);
                }
            }
        )*
    };
}

in_out_arg_names!(
    GenericOp,
    FillOp,
    CopyOp,
    AddOp,
    SubOp,
    MulOp,
    DivOp,
    MaxOp,
    ExpOp,
    MatmulOp,
    BatchMatmulOp,
    ElementwiseOp,
    Conv2DNhwcHwcfOp,
    PoolingNhwcMaxOp,
    PoolingNhwcSumOp,
);

// ----- map, reduce, transpose, broadcast -----

/// `parseDstStyleOp`: `ins(...) outs(...)`, results for the ranked tensor
/// outputs, the required `name = [...]` attribute if any, then the
/// optional attribute dictionary.
fn parse_dst_style(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, array_attr: Option<&str>) -> PResult<()> {
    let (_, outs) = parse_ins_outs(p, st)?;
    let ctx = p.ctx();
    st.result_types.extend(
        outs.into_iter()
            .filter(|&t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })),
    );
    if let Some(name) = array_attr {
        if !p.parse_optional_keyword(name) {
            let here = p.offset();
            return Err(cerr(p, st, here, format!("expected '{name}'")));
        }
        p.parse_punct(Punct::Equal)?;
        let values = parse_i64_list(p, st)?;
        let attr = ir::ods::values::dense_array(ctx, &values, "i64").map_err(|e| p.error(e.to_string()))?;
        st.properties.push((name_attr(ctx, name), attr));
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

/// `DenseI64ArrayAttr::parse` without a type: `[1, 2]`.
fn parse_i64_list(p: &mut OpAsmParser<'_, '_>, st: &OperationState) -> PResult<Vec<i64>> {
    p.parse_punct(Punct::LSquare)?;
    let mut values = Vec::new();
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok(values);
    }
    loop {
        let negative = p.parse_optional_punct(Punct::Minus);
        let Some(v) = p.parse_optional_integer()? else {
            let here = p.offset();
            return Err(cerr(p, st, here, "expected integer value"));
        };
        values.push(if negative { v.wrapping_neg() } else { v });
        if p.parse_optional_punct(Punct::RSquare) {
            return Ok(values);
        }
        p.parse_punct(Punct::Comma)?;
    }
}

/// `printDenseI64ArrayAttr`: ` name = [1, 2] ` (trailing space included).
fn print_i64_list(p: &mut OpAsmPrinter<'_, '_>, op: OpId, name: &str) {
    let values = inherent(p, op, name)
        .and_then(|a| ir::ods::values::as_dense(p.ctx(), a))
        .unwrap_or_default();
    let body: Vec<String> = values.iter().map(i64::to_string).collect();
    p.print(&format!(" {name} = [{}] ", body.join(", ")));
}

/// The `{ payload.op {attrs} }` short form's operation name and attributes.
struct Payload {
    name: String,
    attrs: Vec<(Attr, Attr)>,
}

/// `{ name {attrs} }` if present (`parseCustomOperationName` and an
/// optional attribute dictionary).
fn parse_payload(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<Payload>> {
    if !p.parse_optional_punct(Punct::LBrace) {
        return Ok(None);
    }
    let Some(name) = p.parse_optional_any_keyword() else {
        return Err(p.error("expected bare identifier or keyword"));
    };
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(Punct::RBrace)?;
    Ok(Some(Payload { name, attrs }))
}

/// `addBodyWithPayloadOp`: one block argument per operand (its element
/// type, unknown location), the payload op applied to the arguments (the
/// inputs for map; the init then the inputs for reduce) and `linalg.yield`
/// of its result, all at the op's location.
fn add_payload_body(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, payload: Payload, init_first: bool) {
    let region = p.new_region();
    st.regions.push(region);
    let ctx = p.ctx();
    let Some(&last) = st.operands.last() else {
        return;
    };
    let types: Vec<Type> = st
        .operands
        .iter()
        .map(|&v| element_type(ctx, p.value_type(v)))
        .collect();
    let block = p.append_block(region, &types, unknown_loc(ctx));
    let args: Vec<Value> = (0..types.len()).map(|i| p.block_arg(block, i)).collect();
    let operands: Vec<Value> = match args.split_last() {
        Some((&init, rest)) if init_first => std::iter::once(init).chain(rest.iter().copied()).collect(),
        Some((_, rest)) => rest.to_vec(),
        None => Vec::new(),
    };
    let inherent_names: Vec<&str> = ctx
        .op_info(ctx.op_name(&payload.name))
        .definition()
        .map(|d| d.inherent_attrs.clone())
        .unwrap_or_default();
    let mut props = default_props(ctx, &payload.name);
    let mut attrs = Vec::new();
    for (k, v) in payload.attrs {
        let key = String::from_utf8_lossy(ctx.string_value(k)).into_owned();
        if inherent_names.contains(&key.as_str()) {
            props.retain(|(pk, _)| *pk != k);
            props.push((k, v));
        } else {
            attrs.push((k, v));
        }
    }
    let result_ty = element_type(ctx, p.value_type(last));
    let results = p.append_new_op_with_attrs(block, &payload.name, operands, vec![result_ty], props, attrs, st.loc);
    p.append_new_op(block, "linalg.yield", results, Vec::new(), Vec::new(), st.loc);
}

/// `(%a: t, ...)` then the region (`parseArgumentList` with types and
/// attributes, then `parseRegion`).
fn parse_explicit_body(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
    p.parse_punct(Punct::LParen)?;
    let mut args = Vec::new();
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            let name = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            let mut ignored = Vec::new();
            p.parse_optional_attr_dict(&mut ignored)?;
            let loc = p.parse_optional_location()?;
            args.push(ir::text::parser::asm::EntryArgument { name, ty, loc });
            if p.parse_optional_punct(Punct::RParen) {
                break;
            }
            p.parse_punct(Punct::Comma)?;
        }
    }
    let region = p.new_region();
    p.parse_region(region, &args, false)?;
    st.regions.push(region);
    Ok(())
}

/// `findPayloadOp`: the body's only op before the yield if it takes the
/// block arguments in order (map: all but the init; reduce, `init_first`:
/// the init, then the inputs).
fn find_payload(arena: &IrArena, op: OpId, init_first: bool) -> Option<OpId> {
    let region = *arena.regions(op).first()?;
    let block = *arena.region_blocks(region).first()?;
    let ops: Vec<OpId> = arena.block_ops(block).collect();
    let [payload, _yield] = ops.as_slice() else {
        return None;
    };
    let operands: Vec<Value> = arena.operands(*payload).collect();
    let n = arena.num_args(block);
    let args: Vec<Value> = (0..n).map(|i| arena.arg(block, i)).collect();
    if operands.is_empty() {
        return None;
    }
    if init_first {
        if operands.len() != n || operands.last() != args.first() {
            return None;
        }
        if operands.iter().zip(args.iter().skip(1)).any(|(a, b)| a != b) {
            return None;
        }
    } else if operands.len() + 1 != n || operands.iter().zip(&args).any(|(a, b)| a != b) {
        return None;
    }
    Some(*payload)
}

fn is_fastmath_none(ctx: &Context, attr: Attr) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::Opaque { dialect, data } if dialect == "arith" && data == "fastmath<none>")
}

/// `printShortForm`: ` { name {attrs} }`, eliding the first fastmath
/// attribute that is `none`.
fn print_short_form(p: &mut OpAsmPrinter<'_, '_>, payload: OpId) {
    let name = p.ctx().op_info(p.arena().op_name(payload)).name().to_string();
    p.print(&format!(" {{ {name}"));
    let attrs = all_attrs(p, payload);
    let elided: Vec<String> = {
        let ctx = p.ctx();
        attrs
            .iter()
            .find(|(_, v)| is_fastmath_none(ctx, *v))
            .map(|(k, _)| String::from_utf8_lossy(ctx.string_value(*k)).into_owned())
            .into_iter()
            .collect()
    };
    let elided: Vec<&str> = elided.iter().map(String::as_str).collect();
    p.print_optional_attr_dict(&attrs, &elided);
    p.print(" }");
}

/// The body printed in full when no payload op is found: on a new line,
/// `(%in: t, ...) {...}` one level deeper.
fn print_explicit_body(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let Some(&region) = p.arena().regions(op).first() else {
        return;
    };
    p.increase_indent();
    p.print_newline();
    p.print("(");
    if let Some(&block) = p.arena().region_blocks(region).first() {
        for i in 0..p.arena().num_args(block) {
            if i > 0 {
                p.print(", ");
            }
            let arg = p.arena().arg(block, i);
            p.print_region_argument(arg);
        }
    }
    p.print(") ");
    p.print_region(region, false, true);
    p.decrease_indent();
}

impl MapOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let payload = parse_payload(p)?;
        parse_dst_style(p, st, None)?;
        match payload {
            Some(payload) => add_payload_body(p, st, payload, false),
            None => parse_explicit_body(p, st)?,
        }
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let payload = find_payload(p.arena(), op, false);
        if let Some(payload) = payload {
            print_short_form(p, payload);
        }
        let operands = p.operands_of(op);
        print_ins_outs(p, &operands, operands.len().saturating_sub(1));
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
        if payload.is_none() {
            print_explicit_body(p, op);
        }
    }

    pub(crate) fn block_arg_names(
        self,
        _: &Context,
        arena: &IrArena,
        region: ir::RegionId,
        set: &mut dyn FnMut(BlockId, u32, &str),
    ) {
        let Some(&block) = arena.region_blocks(region).first() else {
            return;
        };
        let n_in = arena.num_operands(self.0).saturating_sub(1);
        let n_args = arena.num_args(block);
        for i in 0..n_in.min(n_args) {
            set(block, i as u32, "in");
        }
        if n_args > n_in {
            set(block, (n_args - 1) as u32, "init");
        }
    }
}

impl ReduceOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let payload = parse_payload(p)?;
        parse_dst_style(p, st, Some("dimensions"))?;
        match payload {
            Some(payload) => add_payload_body(p, st, payload, true),
            None => parse_explicit_body(p, st)?,
        }
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let payload = find_payload(p.arena(), op, true);
        if let Some(payload) = payload {
            print_short_form(p, payload);
        }
        let operands = p.operands_of(op);
        print_ins_outs(p, &operands, operands.len() / 2);
        print_i64_list(p, op, "dimensions");
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &["dimensions"]);
        if payload.is_none() {
            print_explicit_body(p, op);
        }
    }

    pub(crate) fn block_arg_names(
        self,
        _: &Context,
        arena: &IrArena,
        region: ir::RegionId,
        set: &mut dyn FnMut(BlockId, u32, &str),
    ) {
        let Some(&block) = arena.region_blocks(region).first() else {
            return;
        };
        let n = arena.num_operands(self.0);
        let (n_in, n_out) = (n / 2, n - n / 2);
        let n_args = arena.num_args(block);
        for i in 0..n_in.min(n_args) {
            set(block, i as u32, "in");
        }
        for i in n_args.saturating_sub(n_out)..n_args {
            set(block, i as u32, "init");
        }
    }
}

/// `buildIdentityRegion`: one block argument per operand (its element
/// type, at the operand's location) and `linalg.yield` of the first.
fn add_identity_body(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) {
    let region = p.new_region();
    st.regions.push(region);
    let ctx = p.ctx();
    let args: Vec<(Type, Attr)> = st
        .operands
        .iter()
        .map(|&v| (element_type(ctx, p.value_type(v)), p.value_loc(v)))
        .collect();
    let block = p.append_block_with_locs(region, &args);
    if !args.is_empty() {
        let first = p.block_arg(block, 0);
        p.append_new_op(block, "linalg.yield", vec![first], Vec::new(), Vec::new(), st.loc);
    }
}

macro_rules! identity_ops {
    ($($ty:ident => $attr:literal, $result:literal);* $(;)?) => {
        $(
            impl $ty {
                pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
                    parse_dst_style(p, st, Some($attr))?;
                    add_identity_body(p, st);
                    Ok(())
                }

                pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
                    let operands = p.operands_of(self.0);
                    print_ins_outs(p, &operands, 1);
                    print_i64_list(p, self.0, $attr);
                    let attrs = all_attrs(p, self.0);
                    p.print_optional_attr_dict(&attrs, &[$attr]);
                }

                /// `getAsmResultNames`.
                pub(crate) fn result_names(self, _: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
                    if arena.num_results(self.0) > 0 {
                        set(0, $result);
                    }
                }
            }
        )*
    };
}

identity_ops! {
    TransposeOp => "permutation", "transposed";
    BroadcastOp => "dimensions", "broadcasted";
}

impl MapOp {
    /// `getAsmResultNames`.
    pub(crate) fn result_names(self, _: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
        if arena.num_results(self.0) > 0 {
            set(0, "mapped");
        }
    }
}

impl ReduceOp {
    /// `getAsmResultNames`.
    pub(crate) fn result_names(self, _: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
        if arena.num_results(self.0) > 0 {
            set(0, "reduced");
        }
    }
}

// ----- verifiers of map, transpose, broadcast -----

fn shape_of(ctx: &Context, ty: Type) -> Vec<i64> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => Vec::new(),
    }
}

fn op_err(ctx: &Context, arena: &IrArena, op: OpId, msg: String) -> Diagnostic {
    ir::ods::verify::op_error(ctx, arena, op, msg)
}

fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

impl MapOp {
    /// `MapOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let operands: Vec<Value> = arena.operands(op).collect();
        let Some(block) = arena
            .regions(op)
            .first()
            .and_then(|&r| arena.region_blocks(r).first().copied())
        else {
            return Ok(());
        };
        let n_args = arena.num_args(block);
        if operands.len() != n_args {
            return Err(op_err(
                ctx,
                arena,
                op,
                format!(
                    "expects number of operands to match the arity of mapper, but got: {} and {n_args}",
                    operands.len()
                ),
            ));
        }
        let Some((&init, inputs)) = operands.split_last() else {
            return Ok(());
        };
        for (i, &input) in inputs.iter().enumerate() {
            let elem = element_type(ctx, arena.value_type(input));
            let arg_ty = arena.value_type(arena.arg(block, i));
            if elem != arg_ty {
                let t = |t: Type| ir::text::printer::type_to_string(ctx, t);
                return Err(op_err(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expected element type of input {} to match bbArg type {}",
                        t(elem),
                        t(arg_ty)
                    ),
                ));
            }
        }
        let out_shape = shape_of(ctx, arena.value_type(init));
        for &input in inputs {
            let in_shape = shape_of(ctx, arena.value_type(input));
            if in_shape != out_shape {
                return Err(op_err(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expected shape of input ({}) to match shape of output ({})",
                        join(&in_shape),
                        join(&out_shape)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// The `name` dense array, the input's and the init's shapes.
fn dps_parts(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let values = ir::ods::access::inherent(ctx, arena, op, name).and_then(|a| ir::ods::values::as_dense(ctx, a))?;
    let operands: Vec<Value> = arena.operands(op).collect();
    let [input, init] = operands.as_slice() else {
        return None;
    };
    Some((
        values,
        shape_of(ctx, arena.value_type(*input)),
        shape_of(ctx, arena.value_type(*init)),
    ))
}

impl TransposeOp {
    /// `TransposeOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some((perm, input, init)) = dps_parts(ctx, arena, op, "permutation") else {
            return Ok(());
        };
        let mut seen = vec![false; perm.len()];
        let valid = perm.iter().all(|&p| {
            usize::try_from(p)
                .ok()
                .and_then(|i| seen.get_mut(i))
                .is_some_and(|s| !std::mem::replace(s, true))
        });
        if !valid {
            return Err(op_err(ctx, arena, op, "permutation is not valid".into()));
        }
        let rank = input.len();
        if rank != init.len() {
            return Err(op_err(
                ctx,
                arena,
                op,
                format!("input rank {rank} does not match init rank {}", init.len()),
            ));
        }
        if rank != perm.len() {
            return Err(op_err(
                ctx,
                arena,
                op,
                format!(
                    "size of permutation {} does not match the argument rank {rank}",
                    perm.len()
                ),
            ));
        }
        for (i, &p) in perm.iter().enumerate() {
            let input_dim = input[p as usize];
            if input_dim != init[i] {
                return Err(op_err(
                    ctx,
                    arena,
                    op,
                    format!(
                        "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {input_dim}",
                        init[i]
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl BroadcastOp {
    /// `BroadcastOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some((dims, input, init)) = dps_parts(ctx, arena, op, "dimensions") else {
            return Ok(());
        };
        let init_rank = init.len() as i64;
        if input.len() + dims.len() != init.len() {
            return Err(op_err(
                ctx,
                arena,
                op,
                format!(
                    "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {init_rank}",
                    input.len(),
                    dims.len()
                ),
            ));
        }
        for (i, &d) in dims.iter().enumerate() {
            if d < 0 || d >= init_rank {
                return Err(op_err(
                    ctx,
                    arena,
                    op,
                    format!(
                        "dimension {i} is out of range. expected range: [0, {}], got: {d}",
                        init_rank - 1
                    ),
                ));
            }
        }
        let dim_map = (0..init_rank).filter(|d| !dims.contains(d));
        for (input_idx, init_idx) in dim_map.enumerate() {
            let (Some(&a), Some(&b)) = (input.get(input_idx), init.get(init_idx as usize)) else {
                break;
            };
            if a != b {
                return Err(op_err(
                    ctx,
                    arena,
                    op,
                    format!("input dim {input_idx} should match init dim {init_idx}. input: {a}, init: {b}"),
                ));
            }
        }
        Ok(())
    }
}
