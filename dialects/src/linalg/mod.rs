//! The linalg dialect's hand-written custom forms (MLIR 22's
//! `LinalgOps.cpp`): `linalg.generic`, `linalg.yield` and the named
//! structured ops (`ins(...) outs(...) -> types`, region elided), whose
//! parsers build the region body as upstream's region builders do.

pub mod bufferize;
pub mod folds;
pub mod generalize;
pub mod memo;
pub mod named;
pub mod named_table;
pub mod run;
pub(crate) mod slices;
pub mod structured;
mod tiling;
pub(crate) mod tiling_relayout;
mod tiling_softmax;
pub mod to_loops;
// The constant materializer `linalg.ods` names (`constant_materializer`).
use crate::common::build::materialize;
use crate::common::entry_block;
use crate::common::op_checks::expect_equal;
crate::common::ods_ops!("linalg");

use ir::affine::AffineMap;
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct, UnresolvedOperand};
use ir::{Attr, AttrKind, BlockId, Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

use crate::affine::{all_attrs, cerr, element_type, inherent, map_of};
use crate::linalg::named::{default_props, parse_named_with, Ref, Step, MUL_ACC};
use crate::linalg::ops::{
    BatchMatmulOp, BatchReduceMatmulOp, BroadcastOp, ContractOp, ElementwiseOp, GenericOp, MapOp, MatmulOp, ReduceOp,
    TransposeOp, YieldOp,
};

mod contraction;
pub(crate) mod convolution;
mod destination_style;
mod effects;
mod reify;
mod relayout;
mod speculation;
mod verify_ops;

/// Shared with the OpDSL ops' verifiers (`custom_linalg_named.rs`).
pub(crate) use contraction::verify_contraction_interface;
/// Shared with the OpDSL ops' verifiers (`custom_linalg_named.rs`).
use contraction::{batch_matmul_maps, batch_reduce_matmul_maps, maps_or_default, matmul_maps};
use verify_ops::{join, op_err, shape_of};

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
pub(crate) fn parse_common_parts(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
) -> PResult<(Vec<Type>, Vec<Type>)> {
    let types = parse_ins_outs(p, st)?;
    let seg = segment_attr(p, types.0.len(), types.1.len())?;
    st.properties.push((name_attr(p.ctx(), "operandSegmentSizes"), seg));
    Ok(types)
}

/// [`parse_common_parts`] without `operandSegmentSizes`
/// (`addOperandSegmentSizes = false`).
fn parse_ins_outs(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<(Vec<Type>, Vec<Type>)> {
    let has_properties = parse_optional_properties(p, st)?;
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
    // Upstream checks the inherent attributes given in the dictionary here,
    // unless they came as properties (converted when the op is created).
    let ctx = p.ctx();
    let name = ctx.op_info(st.name).name();
    if has_properties {
        return Ok(out_types);
    }
    if let Some(schema) = crate::linalg::ops::registration::SCHEMAS
        .iter()
        .find(|s| s.name == name)
    {
        ir::ods::format::verify_parsed_inherent_attrs(p, schema, name, &st.attrs, attrs_at)?;
    }
    Ok(out_types)
}

/// The optional `<{...}>` properties dictionary that
/// `parseCommonStructuredOpParts` reads before the attribute dictionary:
/// its entries become the op's properties (a wrong one is reported by the
/// property conversion, as upstream's `invalid properties ...`). Returns
/// whether there was one.
fn parse_optional_properties(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<bool> {
    if !p.parse_optional_punct(Punct::Less) {
        return Ok(false);
    }
    let at = p.offset();
    let dict = p.parse_attribute(None)?;
    p.parse_punct(Punct::Greater)?;
    match p.ctx().attr_kind(dict) {
        AttrKind::Dictionary(entries) => st.properties.extend(entries.iter().copied()),
        _ => return Err(p.error_at(at, "expected a dictionary of properties")),
    }
    Ok(true)
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
    /// Parses the op's custom form.
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

    /// Prints the op's custom form.
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

/// A `#linalg.iterator_type<name>` attribute.
pub(crate) fn iterator_type_attr(ctx: &Context, name: &str) -> Attr {
    ctx.get_attr(AttrKind::Opaque {
        dialect: "linalg".into(),
        data: format!("iterator_type<{name}>"),
    })
}

pub(crate) fn iterator_type_name(ctx: &Context, attr: Attr) -> Option<String> {
    match ctx.attr_kind(attr) {
        AttrKind::Opaque { dialect, data } if dialect == "linalg" => data
            .strip_prefix("iterator_type<")
            .and_then(|d| d.strip_suffix('>'))
            .map(|s| s.trim().to_string()),
        _ => None,
    }
}

impl GenericOp {
    /// Parses the op's custom form.
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
            // `utils::symbolizeIteratorType`.
            let Some(kind) = ops::IteratorType::parse(&s) else {
                let here = p.offset();
                return Err(cerr(p, st, here, format!("unexpected iterator_type ({s})")));
            };
            converted.push(ops::IteratorTypeEnum::get(ctx, kind));
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

    /// Prints the op's custom form.
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

    /// `verifyStructuredOpInterface` with the loops of `iterator_types`.
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let loops = ir::ods::access::inherent(ctx, arena, self.0, "iterator_types")
            .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
            .map(|v| v.len())
            .unwrap_or(0);
        let maps = maps_attr(ctx, arena, self.0);
        verify_structured_maps(ctx, arena, self.0, &maps, loops)
    }
}

/// The `indexing_maps` attribute's maps.
fn maps_attr(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<AffineMap> {
    ir::ods::access::inherent(ctx, arena, op, "indexing_maps")
        .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .filter_map(|m| map_of(ctx, Some(m)))
        .collect()
}

/// `verifyStructuredOpInterface` with the given maps and loop count.
fn verify_structured_maps(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    maps: &[AffineMap],
    loops: usize,
) -> Result<(), Diagnostic> {
    crate::linalg::named::verify_structured(ctx, arena, op, maps, loops)
        .map_err(|m| ir::ods::verify::op_error(ctx, arena, op, m))
}

/// The region-time checks of the contraction ops: the structured-op
/// interface then the contraction interface.
fn verify_contraction_regions(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    maps: &[AffineMap],
    loops: usize,
    reductions: usize,
) -> Result<(), Diagnostic> {
    verify_structured_maps(ctx, arena, op, maps, loops)?;
    let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
    let n_in = usize::try_from(segs.first().copied().unwrap_or(0)).unwrap_or(0);
    contraction::verify_contraction_interface(ctx, arena, op, n_in, maps, reductions)
}

macro_rules! contraction_region_verifiers {
    ($($ty:ident => $default:expr, $loops:expr, $reductions:expr);* $(;)?) => {
        $(
            impl $ty {
                /// `verifyStructuredOpInterface` and
                /// `verifyContractionInterface`.
                pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
                    let maps = maps_or_default(ctx, arena, self.0, $default);
                    verify_contraction_regions(ctx, arena, self.0, &maps, $loops, $reductions)
                }
            }
        )*
    };
}

contraction_region_verifiers! {
    MatmulOp => matmul_maps, 3, 1;
    BatchMatmulOp => batch_matmul_maps, 4, 1;
    BatchReduceMatmulOp => batch_reduce_matmul_maps, 4, 2;
}

impl ContractOp {
    /// `verifyStructuredOpInterface` (loops: the output map's domain) and
    /// `verifyContractionInterface`.
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let maps = maps_attr(ctx, arena, self.0);
        let loops = maps.last().map(|m| m.num_dims as usize).unwrap_or(0);
        let reductions = contraction::reductions_from_maps(&maps);
        verify_contraction_regions(ctx, arena, self.0, &maps, loops, reductions)
    }
}

impl ElementwiseOp {
    /// `verifyStructuredOpInterface` with the result's rank as loops.
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let rank = arena
            .operands(self.0)
            .last()
            .and_then(|v| shaped_rank(ctx, arena.value_type(v)))
            .unwrap_or(0) as usize;
        let maps = maps_attr(ctx, arena, self.0);
        verify_structured_maps(ctx, arena, self.0, &maps, rank)
    }
}

// ----- named structured ops -----

/// `printNamedStructuredOp`.
pub(crate) fn print_named(p: &mut OpAsmPrinter<'_, '_>, op: OpId, elided: &[&str]) {
    let attrs = all_attrs(p, op);
    p.print_optional_attr_dict(&attrs, elided);
    print_common_parts(p, op);
    print_results(p, op);
}

/// What `printNamedStructuredOp` leaves out of the OpDSL ops' dictionary.
pub(crate) const NAMED_ELIDED: &[&str] = &["operandSegmentSizes", "linalg.memoized_indexing_maps"];

/// The OpDSL named ops: one parser and printer driven by their table
/// (`custom_linalg_named_table.rs`).
macro_rules! opdsl_ops {
    ($($ty:ident),* $(,)?) => {
        $(
            impl crate::linalg::ops::$ty {
                /// Parses the op's custom form.
                pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
                    crate::linalg::named::parse_opdsl(p, st)
                }

                /// Prints the op's custom form.
                pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
                    crate::linalg::named::print_opdsl(p, self.0);
                }

                /// The fill checks (before the region's ops).
                pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
                    crate::linalg::named::verify_opdsl(ctx, arena, self.0)
                }

                /// `verifyStructuredOpInterface` and the other interface
                /// checks MLIR runs after the region's ops.
                pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
                    crate::linalg::named::verify_opdsl_regions(ctx, arena, self.0)
                }
            }
        )*
        in_out_arg_names!($($ty),*);
    };
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

fn parse_contraction(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, default: Vec<AffineMap>) -> PResult<()> {
    let ctx = p.ctx();
    let maps = match parse_indexing_maps(p, st)? {
        Some(m) => ir::ods::values::attr_array(ctx, &m),
        None => map_array(ctx, default),
    };
    st.properties.push((name_attr(ctx, "indexing_maps"), maps));
    let (steps, yields) = MUL_ACC;
    parse_named_with(p, st, Some(3), steps, yields).map(|_| ())
}

/// Prints a contraction op (matmul, batch_matmul, batch_reduce_matmul):
/// its `indexing_maps` unless they are `defaults`, then the named form.
fn print_contraction(p: &mut OpAsmPrinter<'_, '_>, op: OpId, defaults: Vec<AffineMap>) {
    print_maps_if_not_default(p, op, defaults);
    print_named(
        p,
        op,
        &["operandSegmentSizes", "linalg.memoized_indexing_maps", "indexing_maps"],
    );
}

/// The custom forms of the contractions whose `indexing_maps` have
/// defaults: `Op => its default maps`.
macro_rules! contraction_assembly {
    ($($op:ident => $maps:ident),* $(,)?) => {$(
        impl $op {
            /// Parses the op's custom form.
            pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
                parse_contraction(p, st, $maps())
            }

            /// Prints the op's custom form.
            pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
                print_contraction(p, self.0, $maps());
            }
        }
    )*};
}

contraction_assembly!(
    MatmulOp => matmul_maps,
    BatchMatmulOp => batch_matmul_maps,
    BatchReduceMatmulOp => batch_reduce_matmul_maps,
);

impl ContractOp {
    /// `ContractOp::parse`: the `indexing_maps` are required.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let Some(maps) = parse_indexing_maps(p, st)? else {
            let here = p.offset();
            return Err(cerr(p, st, here, "expected 'indexing_maps' attribute"));
        };
        let ctx = p.ctx();
        st.properties
            .push((name_attr(ctx, "indexing_maps"), ir::ods::values::attr_array(ctx, &maps)));
        let (steps, yields) = MUL_ACC;
        parse_named_with(p, st, Some(3), steps, yields).map(|_| ())
    }

    /// Prints the op's custom form.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        p.print(" indexing_maps = ");
        if let Some(a) = inherent(p, self.0, "indexing_maps") {
            p.print_attribute(a);
        }
        print_named(p, self.0, &["indexing_maps", "operandSegmentSizes"]);
    }
}

// ----- linalg.elementwise -----

/// `ElementwiseKind`: name (also its `UnaryFn`/`BinaryFn`/`TernaryFn`), arity.
const ELEMENTWISE_KINDS: &[(&str, usize)] = &[
    ("exp", 1),
    ("log", 1),
    ("abs", 1),
    ("ceil", 1),
    ("floor", 1),
    ("negf", 1),
    ("reciprocal", 1),
    ("round", 1),
    ("sqrt", 1),
    ("rsqrt", 1),
    ("square", 1),
    ("tanh", 1),
    ("erf", 1),
    ("add", 2),
    ("sub", 2),
    ("mul", 2),
    ("div", 2),
    ("div_unsigned", 2),
    ("max_signed", 2),
    ("min_signed", 2),
    ("max_unsigned", 2),
    ("min_unsigned", 2),
    ("powf", 2),
    ("select", 3),
];

fn elementwise_kind(ctx: &Context, attr: Attr) -> Option<&'static (&'static str, usize)> {
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
    /// Parses the op's custom form.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let ctx = p.ctx();
        p.parse_keyword("kind")?;
        p.parse_punct(Punct::Equal)?;
        let attr = p.parse_attribute(None).map_err(|mut e| {
            let here = p.offset();
            e.followups
                .push(cerr(p, st, here, "expected operation 'kind' attribute"));
            e
        })?;
        let Some(&(kind, arity)) = elementwise_kind(ctx, attr) else {
            let here = p.offset();
            return Err(cerr(p, st, here, "expected ElementwiseKind attribute"));
        };
        st.properties.push((name_attr(ctx, "kind"), attr));
        let maps = parse_indexing_maps(p, st)?;
        let args = [Ref::Arg(0), Ref::Arg(1), Ref::Arg(2)];
        let step = match arity {
            1 => Step::Unary(kind, args[0]),
            2 => Step::Binary(kind, args[0], args[1]),
            _ => Step::Ternary(kind, args[0], args[1], args[2]),
        };
        // Any failure of `parseNamedStructuredOp` gets MLIR's second error.
        let (_, outs) = parse_named_with(p, st, Some(arity + 1), &[step], &[Ref::Val(1)]).map_err(|mut e| {
            let here = p.offset();
            e.followups.push(cerr(p, st, here, "unable to parse elemwise op"));
            e
        })?;
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

    /// Prints the op's custom form.
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
            impl crate::linalg::ops::$ty {
                /// `getAsmBlockArgumentNames`.
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

/// Calls macro `$m` with the tokens `$pre` followed by the structured ops
/// other than the OpDSL ones and `map`/`reduce`/`transpose`/`broadcast`.
macro_rules! core_structured_ops {
    ($m:ident! $($pre:tt)*) => {
        $m!($($pre)*
    GenericOp,
    MatmulOp,
    BatchMatmulOp,
    BatchReduceMatmulOp,
    ContractOp,
    ElementwiseOp
        );
    };
}
pub(crate) use core_structured_ops;

core_structured_ops!(in_out_arg_names!);

/// Calls macro `$m` with the tokens `$pre` followed by the OpDSL named
/// ops (the structured ops `named.rs` describes).
macro_rules! opdsl_structured_ops {
    ($m:ident! $($pre:tt)*) => {
        $m!($($pre)*
    CopyOp,
    ExpOp,
    LogOp,
    AbsOp,
    CeilOp,
    FloorOp,
    NegFOp,
    ReciprocalOp,
    RoundOp,
    SqrtOp,
    RsqrtOp,
    SquareOp,
    TanhOp,
    ErfOp,
    AddOp,
    SubOp,
    MulOp,
    DivOp,
    DivUnsignedOp,
    MaxOp,
    MinOp,
    PowFOp,
    SelectOp,
    QuantizedMatmulOp,
    Mmt4DOp,
    BatchMmt4DOp,
    QuantizedBatchMatmulOp,
    MatvecOp,
    VecmatOp,
    BatchMatvecOp,
    BatchVecmatOp,
    DotOp,
    Conv1DOp,
    Conv2DOp,
    Conv3DOp,
    Conv1DNwcWcfOp,
    Conv1DNcwFcwOp,
    Conv2DNhwcHwcfOp,
    Conv2DNhwcFhwcOp,
    Conv2DNhwcHwcfQOp,
    Conv2DNhwcFhwcQOp,
    Conv2DNchwFchwQOp,
    Conv2DNchwFchwOp,
    Conv2DNgchwFgchwOp,
    Conv2DNgchwGfchwOp,
    Conv2DNhwgcGfhwcOp,
    Conv2DNhwgcGfhwcQOp,
    Conv2DNgchwGfchwQOp,
    Conv3DNdhwcDhwcfOp,
    Conv3DNdhwcDhwcfQOp,
    Conv3DNcdhwFcdhwOp,
    DepthwiseConv1DNwcWcOp,
    DepthwiseConv1DNcwCwOp,
    DepthwiseConv1DNwcWcmOp,
    DepthwiseConv2DNhwcHwcOp,
    DepthwiseConv2DNchwChwOp,
    DepthwiseConv2DNhwcHwcQOp,
    DepthwiseConv2DNhwcHwcmOp,
    DepthwiseConv2DNhwcHwcmQOp,
    DepthwiseConv3DNdhwcDhwcOp,
    DepthwiseConv3DNcdhwCdhwOp,
    DepthwiseConv3DNdhwcDhwcmOp,
    PoolingNhwcSumOp,
    PoolingNchwSumOp,
    PoolingNhwcMaxOp,
    PoolingNhwcMaxUnsignedOp,
    PoolingNchwMaxOp,
    PoolingNhwcMinOp,
    PoolingNhwcMinUnsignedOp,
    PoolingNwcSumOp,
    PoolingNcwSumOp,
    PoolingNwcMaxOp,
    PoolingNwcMaxUnsignedOp,
    PoolingNcwMaxOp,
    PoolingNwcMinOp,
    PoolingNwcMinUnsignedOp,
    PoolingNdhwcSumOp,
    PoolingNdhwcMaxOp,
    PoolingNdhwcMinOp,
    FillOp,
    FillRng2DOp
        );
    };
}
pub(crate) use opdsl_structured_ops;

opdsl_structured_ops!(opdsl_ops!);

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
    let block = p.append_block(region, &types, ctx.unknown_loc());
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
            let name = p.parse_argument_name()?;
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
    let [payload, yield_op] = ops.as_slice() else {
        return None;
    };
    // The yield must yield the payload's results.
    if !arena
        .operands(*yield_op)
        .eq((0..arena.num_results(*payload)).map(|i| arena.result(*payload, i)))
    {
        return None;
    }
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

/// How `linalg.map` and `linalg.reduce` differ in their shared custom
/// form (`{ payload }`, `ins`/`outs`, then an explicit body if no payload).
struct PayloadForm {
    /// The payload op takes the init first (reduce), else the inputs only.
    init_first: bool,
    /// The required `name = [...]` attribute after `outs`.
    array_attr: Option<&'static str>,
}

const MAP_FORM: PayloadForm = PayloadForm {
    init_first: false,
    array_attr: None,
};

const REDUCE_FORM: PayloadForm = PayloadForm {
    init_first: true,
    array_attr: Some("dimensions"),
};

impl PayloadForm {
    /// `MapOp::parse` / `ReduceOp::parse`.
    fn parse(&self, p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let payload = parse_payload(p)?;
        parse_dst_style(p, st, self.array_attr)?;
        match payload {
            Some(payload) => add_payload_body(p, st, payload, self.init_first),
            None => parse_explicit_body(p, st)?,
        }
        Ok(())
    }

    /// `MapOp::print` / `ReduceOp::print` with the first `n_in` operands
    /// as inputs.
    fn print(&self, p: &mut OpAsmPrinter<'_, '_>, op: OpId, n_in: usize) {
        let payload = find_payload(p.arena(), op, self.init_first);
        if let Some(payload) = payload {
            print_short_form(p, payload);
        }
        let operands = p.operands_of(op);
        print_ins_outs(p, &operands, n_in);
        let elided: Vec<&str> = self.array_attr.into_iter().collect();
        if let Some(name) = self.array_attr {
            print_i64_list(p, op, name);
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &elided);
        if payload.is_none() {
            print_explicit_body(p, op);
        }
    }
}

/// `getAsmBlockArgumentNames` of map and reduce: the first `n_in`
/// arguments are `in`, the last `n_out` are `init`.
fn payload_arg_names(
    arena: &IrArena,
    region: ir::RegionId,
    n_in: usize,
    n_out: usize,
    set: &mut dyn FnMut(BlockId, u32, &str),
) {
    let Some(&block) = arena.region_blocks(region).first() else {
        return;
    };
    let n_args = arena.num_args(block);
    for i in 0..n_in.min(n_args) {
        set(block, i as u32, "in");
    }
    for i in n_args.saturating_sub(n_out)..n_args {
        set(block, i as u32, "init");
    }
}

impl MapOp {
    /// Parses the op's custom form.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        MAP_FORM.parse(p, st)
    }

    /// Prints the op's custom form.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let n_in = p.arena().num_operands(self.0).saturating_sub(1);
        MAP_FORM.print(p, self.0, n_in);
    }

    /// `getAsmBlockArgumentNames`.
    pub(crate) fn block_arg_names(
        self,
        _: &Context,
        arena: &IrArena,
        region: ir::RegionId,
        set: &mut dyn FnMut(BlockId, u32, &str),
    ) {
        let n_in = arena.num_operands(self.0).saturating_sub(1);
        payload_arg_names(arena, region, n_in, 1, set);
    }
}

impl ReduceOp {
    /// Parses the op's custom form.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        REDUCE_FORM.parse(p, st)
    }

    /// Prints the op's custom form.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let n_in = p.arena().num_operands(self.0) / 2;
        REDUCE_FORM.print(p, self.0, n_in);
    }

    /// `getAsmBlockArgumentNames`.
    pub(crate) fn block_arg_names(
        self,
        _: &Context,
        arena: &IrArena,
        region: ir::RegionId,
        set: &mut dyn FnMut(BlockId, u32, &str),
    ) {
        let n = arena.num_operands(self.0);
        payload_arg_names(arena, region, n / 2, n - n / 2, set);
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
                /// Parses the op's custom form.
                pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
                    parse_dst_style(p, st, Some($attr))?;
                    add_identity_body(p, st);
                    Ok(())
                }

                /// Prints the op's custom form.
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

macro_rules! result_names {
    ($($ty:ty => $name:literal),* $(,)?) => {
        $(
            impl $ty {
                /// `getAsmResultNames`.
                pub(crate) fn result_names(self, _: &Context, arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
                    if arena.num_results(self.0) > 0 {
                        set(0, $name);
                    }
                }
            }
        )*
    };
}

result_names! {
    MapOp => "mapped",
    ReduceOp => "reduced",
    crate::linalg::ops::PackOp => "pack",
    crate::linalg::ops::UnPackOp => "unpack",
}

// ----- verifiers of map, transpose, broadcast -----

impl MapOp {
    /// `MapOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let operands: Vec<Value> = arena.operands(op).collect();
        let Some(block) = entry_block(arena, op) else {
            return Ok(());
        };
        let n_args = arena.num_args(block);
        expect_equal(ctx, arena, op, operands.len(), n_args, |actual, _| {
            format!("expects number of operands to match the arity of mapper, but got: {actual} and {n_args}")
        })?;
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
                        "expected element type of input '{}' to match bbArg type '{}'",
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
            return Err(op_err(ctx, arena, op, "permutation is not valid"));
        }
        let rank = input.len();
        expect_equal(ctx, arena, op, rank, init.len(), |_, expected| {
            format!("input rank {rank} does not match init rank {expected}")
        })?;
        expect_equal(ctx, arena, op, rank, perm.len(), |_, expected| {
            format!("size of permutation {expected} does not match the argument rank {rank}")
        })?;
        for (i, (&p, &init_dim)) in perm.iter().zip(&init).enumerate() {
            let input_dim = usize::try_from(p).ok().and_then(|p| input.get(p)).copied();
            if let Some(input_dim) = input_dim.filter(|&d| d != init_dim) {
                return Err(op_err(
                    ctx,
                    arena,
                    op,
                    format!("dim(result, {i}) = {init_dim} doesn't match dim(input, permutation[{i}]) = {input_dim}"),
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

/// Registers linalg's passes (`linalg-generalize-named-ops`,
/// `convert-linalg-to-loops`, `convert-linalg-to-affine-loops`).
pub fn register_passes(registry: &mut ir::pass::PassRegistry) {
    registry.register(crate::common::pass::info::<generalize::LinalgGeneralizeNamedOps>(
        "Convert named ops into generic ops",
    ));
    registry.register(ir::pass::PassInfo {
        argument: "convert-linalg-to-loops",
        summary: "Convert the operations from the linalg dialect into loops",
        create: || Box::new(to_loops::ConvertLinalgToLoops(to_loops::LoopKind::Scf)),
    });
    registry.register(ir::pass::PassInfo {
        argument: "convert-linalg-to-affine-loops",
        summary: "Lower the operations from the linalg dialect into affine loops",
        create: || Box::new(to_loops::ConvertLinalgToLoops(to_loops::LoopKind::Affine)),
    });
}
