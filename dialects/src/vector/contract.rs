//! `vector.contract` and `vector.outerproduct`: their hand-written
//! parsers, printers and verifiers.

use super::*;
use crate::common::syntax::sorted_attrs;
use crate::vector::ops::{ContractionOp, OuterProductOp};
use ir::affine::{AffineExpr, AffineMap};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OperationState, Punct};
use ir::text::printer::type_to_string;

/// An array of affine map attributes.
pub fn is_affine_map_array(ctx: &Context, attr: Attr) -> bool {
    match ctx.attr_kind(attr) {
        ir::AttrKind::Array(v) => v
            .iter()
            .all(|&a| matches!(ctx.attr_kind(a), ir::AttrKind::AffineMap(_))),
        _ => false,
    }
}

/// `#vector.kind<add>`, the default combining kind.
fn default_kind(ctx: &Context) -> Attr {
    ctx.get_attr(ir::AttrKind::Opaque {
        dialect: "vector".into(),
        data: "kind<add>".into(),
    })
}

/// The names of `vector.contract`'s trait attributes (printed in its leading dictionary).
const CONTRACT_TRAIT_ATTRS: &[&str] = &["indexing_maps", "iterator_types", "kind"];

impl ContractionOp {
    /// `ContractionOp::parse`: `{traits} %lhs, %rhs, %acc {attrs} : lhs, rhs into result`,
    /// with the iterator types written as strings.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        const NAME: &str = "vector.contract";
        let loc = p.offset();
        let dict = p.parse_attribute(None)?;
        let ctx = p.ctx();
        if !matches!(ctx.attr_kind(dict), ir::AttrKind::Dictionary(_)) {
            return Err(p.custom_op_error(NAME, loc, "invalid kind of attribute specified"));
        }
        let lhs = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        let rhs = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        let acc = p.parse_operand()?;
        let masks = if p.parse_optional_punct(Punct::Comma) {
            p.parse_operand_list()?
        } else {
            Vec::new()
        };
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let types_at = p.offset();
        p.parse_punct(Punct::Colon)?;
        let types = p.parse_type_list()?;
        if !p.parse_optional_keyword("into") {
            return Err(p.error("expected 'into'"));
        }
        let result = p.parse_type()?;
        let (Some(&lt), Some(&rt)) = (types.first(), types.get(1)) else {
            return Err(p.custom_op_error(NAME, types_at, "expected two operand types"));
        };
        st.operands.push(p.resolve_operand(lhs, lt)?);
        st.operands.push(p.resolve_operand(rhs, rt)?);
        st.operands.push(p.resolve_operand(acc, result)?);
        st.result_types = vec![result];
        let ctx = p.ctx();
        st.attrs.extend_from_slice(ctx.dictionary_entries(dict));
        let Some(iters) = has_entry(ctx, &st.attrs, "iterator_types") else {
            return Err(p.custom_op_error(NAME, loc, "expected iterator_types array attribute"));
        };
        let ir::AttrKind::Array(list) = ctx.attr_kind(iters).clone() else {
            return Err(p.custom_op_error(NAME, loc, "expected iterator_types array attribute"));
        };
        let mut converted = Vec::new();
        for a in list {
            let s = String::from_utf8_lossy(ctx.string_value(a)).into_owned();
            // `symbolizeIteratorType`.
            let Some(kind) = super::ops::IteratorType::parse(&s) else {
                return Err(p.custom_op_error(NAME, loc, format!("unexpected iterator_type ({s})")));
            };
            converted.push(super::ops::IteratorTypeEnum::get(ctx, kind));
        }
        let converted = ctx.get_attr(ir::AttrKind::Array(converted));
        st.attrs.retain(|(n, _)| ctx.string_value(*n) != b"iterator_types");
        st.attrs.push((ctx.string_attr(b"iterator_types"), converted));
        if has_entry(ctx, &st.attrs, "kind").is_none() {
            st.attrs.push((ctx.string_attr(b"kind"), default_kind(ctx)));
        }
        if masks.is_empty() {
            return Ok(());
        }
        if masks.len() != 2 {
            let (name_at, _) = p.op_name_before(loc);
            return Err(p.custom_op_error(NAME, name_at, "expected zero or exactly 2 vector mask operands"));
        }
        let i1 = ctx.int_type(1);
        let mask_types: Vec<Type> = [lt, rt]
            .iter()
            .map(|&t| match vector_parts(ctx, t) {
                Some((shape, scalable, _)) => ctx.get_type(TypeKind::Vector {
                    shape,
                    scalable,
                    element: i1,
                }),
                None => t,
            })
            .collect();
        let values = p.resolve_operands(&masks, &mask_types, loc)?;
        st.operands.extend(values);
        Ok(())
    }

    /// `ContractionOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let attrs = sorted_attrs(p, op);
        let ctx = p.ctx();
        let mut traits = Vec::new();
        for &(n, v) in &attrs {
            let name = ctx.string_value(n);
            if name == b"iterator_types" {
                let names: Vec<Attr> = match ctx.attr_kind(v) {
                    ir::AttrKind::Array(list) => list
                        .iter()
                        .map(|&a| match ctx.attr_kind(a) {
                            ir::AttrKind::Opaque { data, .. } => {
                                let s = data.strip_prefix("iterator_type<").and_then(|d| d.strip_suffix('>'));
                                s.map_or(a, |s| ctx.string_attr(s.as_bytes()))
                            }
                            _ => a,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                traits.push((n, ctx.get_attr(ir::AttrKind::Array(names))));
            } else if CONTRACT_TRAIT_ATTRS.iter().any(|t| t.as_bytes() == name) {
                traits.push((n, v));
            }
        }
        let dict = ctx.dictionary_attr(traits);
        let operands = p.operands_of(op);
        p.print(" ");
        p.print_attribute(dict);
        p.print(" ");
        p.print_operands(&operands[..operands.len().min(3)]);
        p.print_optional_attr_dict(&attrs, CONTRACT_TRAIT_ATTRS);
        p.print(" : ");
        let types: Vec<Type> = operands.iter().take(2).map(|&v| p.arena().value_type(v)).collect();
        p.print_type_list(&types);
        p.print(" into ");
        let result = p.arena().result_types(op).next();
        if let Some(t) = result {
            p.print_type(t);
        }
    }
}

impl OuterProductOp {
    /// `OuterProductOp::parse`: `%lhs, %rhs [, %acc] {attrs} : lhs, rhs`,
    /// the result `vector<lhs x rhs>` (or the lhs type for a scalar rhs).
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        const NAME: &str = "vector.outerproduct";
        let start = p.offset();
        let operands = p.parse_operand_list()?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let lt = p.parse_colon_type()?;
        p.parse_punct(Punct::Comma)?;
        let rt = p.parse_type()?;
        let (name_at, _) = p.op_name_before(start);
        if operands.len() < 2 {
            return Err(p.custom_op_error(NAME, name_at, "expected at least 2 operands"));
        }
        let ctx = p.ctx();
        let Some((ls, lsc, element)) = vector_parts(ctx, lt) else {
            return Err(p.custom_op_error(NAME, name_at, "expected vector type for operand #1"));
        };
        let first = |s: &[i64]| s.first().copied().unwrap_or(1);
        let first_sc = |s: &[bool]| s.first().copied().unwrap_or(false);
        let (shape, scalable) = match vector_parts(ctx, rt) {
            Some((rs, rsc, _)) => (vec![first(&ls), first(&rs)], vec![first_sc(&lsc), first_sc(&rsc)]),
            None => (vec![first(&ls)], vec![first_sc(&lsc)]),
        };
        let result = ctx.get_type(TypeKind::Vector {
            shape,
            scalable,
            element,
        });
        if has_entry(ctx, &st.attrs, "kind").is_none() {
            st.attrs.push((ctx.string_attr(b"kind"), default_kind(ctx)));
        }
        st.operands.push(p.resolve_operand(operands[0], lt)?);
        st.operands.push(p.resolve_operand(operands[1], rt)?);
        if let Some(&acc) = operands.get(2) {
            st.operands.push(p.resolve_operand(acc, result)?);
        }
        st.result_types = vec![result];
        Ok(())
    }

    /// `OuterProductOp::print`: the attributes only with an accumulator.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        p.print(" ");
        p.print_operands(&operands[..operands.len().min(2)]);
        if let Some(&acc) = operands.get(2) {
            p.print(", ");
            p.print_operands(&[acc]);
            let attrs = sorted_attrs(p, op);
            p.print_optional_attr_dict(&attrs, &[]);
        }
        p.print(" : ");
        let types: Vec<Type> = operands.iter().take(2).map(|&v| p.arena().value_type(v)).collect();
        p.print_type_list(&types);
    }
}

/// The `indexing_maps` of a contraction (maps only).
pub(super) fn indexing_maps(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<AffineMap> {
    let Some(list) =
        ir::ods::access::inherent(ctx, arena, op, "indexing_maps").and_then(|a| ir::ods::values::as_attr_array(ctx, a))
    else {
        return Vec::new();
    };
    list.iter()
        .filter_map(|&a| match ctx.attr_kind(a) {
            ir::AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// Whether each `iterator_types` entry is a reduction.
fn reduction_iterators(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<bool> {
    let list = ir::ods::access::inherent(ctx, arena, op, "iterator_types")
        .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
        .unwrap_or_default();
    list.iter()
        .map(|&a| matches!(ctx.attr_kind(a), ir::AttrKind::Opaque { data, .. } if data == "iterator_type<reduction>"))
        .collect()
}

/// The result position of `d<dim>` in `map`.
fn result_index(map: &AffineMap, dim: usize) -> Option<usize> {
    map.results
        .iter()
        .position(|e| matches!(e, AffineExpr::Dim(d) if *d as usize == dim))
}

/// `getDimMap`: for each iterator of the wanted kind used by both the lhs
/// and rhs maps, its (lhs, rhs) result positions.
fn dim_map(maps: &[AffineMap], reductions: &[bool], want_reduction: bool) -> Vec<(usize, usize)> {
    let (Some(lhs), Some(rhs)) = (maps.first(), maps.get(1)) else {
        return Vec::new();
    };
    reductions
        .iter()
        .enumerate()
        .filter(|&(_, &r)| r == want_reduction)
        .filter_map(|(i, _)| Some((result_index(lhs, i)?, result_index(rhs, i)?)))
        .collect()
}

/// `verifyDimMap`: paired dimensions exist and have the same size.
fn valid_dim_map(lhs: &[i64], rhs: &[i64], map: &[(usize, usize)]) -> bool {
    map.iter()
        .all(|&(l, r)| matches!((lhs.get(l), rhs.get(r)), (Some(a), Some(b)) if a == b))
}

/// The vector operands and result of a contraction the checks read.
struct Contraction {
    lhs: Vec<i64>,
    rhs: Vec<i64>,
    acc: Type,
    result: Type,
    maps: Vec<AffineMap>,
}

impl Contraction {
    /// Checks each map against its operand (`ContractionOp::verify`'s loop).
    fn verify_maps(&self, ctx: &Context, arena: &IrArena, op: OpId, iterators: usize) -> Result<(), Diagnostic> {
        for (index, map) in self.maps.iter().enumerate() {
            let rank = operand_vector(ctx, arena, op, index).map_or(0, |(s, ..)| s.len());
            let prefix = format!("expected indexing map {index} to");
            check(
                ctx,
                arena,
                op,
                map.num_symbols == 0,
                format!("{prefix} have no symbols"),
            )?;
            check(
                ctx,
                arena,
                op,
                map.num_dims as usize == iterators,
                format!("{prefix} have {iterators} number of inputs"),
            )?;
            check(
                ctx,
                arena,
                op,
                map.num_results() == rank,
                format!("{prefix} have {rank} number of outputs"),
            )?;
            check(
                ctx,
                arena,
                op,
                map.is_projected_permutation(false),
                format!("{prefix} be a projected permutation of its inputs"),
            )?;
        }
        Ok(())
    }

    /// `verifyOutputShape`: the accumulator and result have the shape of the
    /// free and batch dimensions (a scalar when there are none).
    fn verify_output(
        &self,
        ctx: &Context,
        arena: &IrArena,
        op: OpId,
        contracting: &[(usize, usize)],
        batch: &[(usize, usize)],
    ) -> Result<(), Diagnostic> {
        let bad_shape = "invalid accumulator/result vector shape";
        let free_lhs = (0..self.lhs.len()).filter(|i| !contracting.iter().any(|p| p.0 == *i));
        let free_rhs =
            (0..self.rhs.len()).filter(|i| !contracting.iter().any(|p| p.1 == *i) && !batch.iter().any(|p| p.1 == *i));
        if free_lhs.count() + free_rhs.count() == 0 {
            let any_vector = vector_parts(ctx, self.result).is_some() || vector_parts(ctx, self.acc).is_some();
            return check(ctx, arena, op, !any_vector, bad_shape);
        }
        let (Some((_, res_scalable, element)), Some(_)) = (vector_parts(ctx, self.result), vector_parts(ctx, self.acc))
        else {
            return Err(op_error(ctx, arena, op, bad_shape));
        };
        let extents = self.extents(ctx, arena, op)?;
        let Some(res_map) = self.maps.get(2) else {
            return Ok(());
        };
        let shape: Vec<i64> = res_map
            .results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) => extents.get(*d as usize).copied().unwrap_or(0),
                _ => e.as_constant().unwrap_or(0),
            })
            .collect();
        let mut scalable = res_scalable;
        scalable.resize(shape.len(), false);
        let expected = ctx.get_type(TypeKind::Vector {
            shape,
            scalable,
            element,
        });
        check(
            ctx,
            arena,
            op,
            self.result == expected && self.acc == expected,
            format!("{bad_shape}, expected: '{}'", type_to_string(ctx, expected)),
        )
    }

    /// The size of each iteration dimension, read from the lhs and rhs.
    fn extents(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Result<Vec<i64>, Diagnostic> {
        let (Some(lhs_map), Some(rhs_map)) = (self.maps.first(), self.maps.get(1)) else {
            return Ok(Vec::new());
        };
        let dims = lhs_map.num_dims as usize;
        let used = |d: usize| lhs_map.is_function_of_dim(d as u32) || rhs_map.is_function_of_dim(d as u32);
        check(
            ctx,
            arena,
            op,
            (0..dims).all(used),
            "expected all dimensions to be either a LHS or a RHS dimension",
        )?;
        let mut extents: Vec<Option<i64>> = vec![None; dims];
        for (shape, map) in [(&self.lhs, lhs_map), (&self.rhs, rhs_map)] {
            for (&size, e) in shape.iter().zip(&map.results) {
                if let AffineExpr::Dim(d) = e {
                    if let Some(slot) = extents.get_mut(*d as usize).filter(|s| s.is_none()) {
                        *slot = Some(size);
                    }
                }
            }
        }
        let all: Option<Vec<i64>> = extents.into_iter().collect();
        all.ok_or_else(|| {
            op_error(
                ctx,
                arena,
                op,
                "expected all dimensions to get an extent as either a LHS or a RHS dimension",
            )
        })
    }
}

impl ContractionOp {
    /// `ContractionOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((lhs, _, lhs_elt)), Some((rhs, ..)), Some(acc), Some(result)) = (
            operand_vector(ctx, arena, op, 0),
            operand_vector(ctx, arena, op, 1),
            operand_type(arena, op, 2),
            arena.result_types(op).next(),
        ) else {
            return Ok(());
        };
        if let TypeKind::Integer { signedness, .. } = ctx.type_kind(lhs_elt) {
            check(
                ctx,
                arena,
                op,
                *signedness == ir::types::Signedness::Signless,
                "only supports signless integer types",
            )?;
        }
        let c = Contraction {
            lhs,
            rhs,
            acc,
            result,
            maps: indexing_maps(ctx, arena, op),
        };
        check(
            ctx,
            arena,
            op,
            c.maps.len() == 3,
            "expected an indexing map for each vector operand",
        )?;
        let reductions = reduction_iterators(ctx, arena, op);
        c.verify_maps(ctx, arena, op, reductions.len())?;
        let contracting = dim_map(&c.maps, &reductions, true);
        let batch = dim_map(&c.maps, &reductions, false);
        check(
            ctx,
            arena,
            op,
            !contracting.is_empty(),
            "expected at least one contracting dimension pair",
        )?;
        check(
            ctx,
            arena,
            op,
            valid_dim_map(&c.lhs, &c.rhs, &contracting),
            "invalid contracting dimension map",
        )?;
        check(
            ctx,
            arena,
            op,
            valid_dim_map(&c.lhs, &c.rhs, &batch),
            "invalid batch dimension map",
        )?;
        c.verify_output(ctx, arena, op, &contracting, &batch)?;
        let element = ir::ods::values::element_type_or_self(ctx, result);
        let kind = combining_kind(ctx, arena, op).unwrap_or_else(|| "add".into());
        check(
            ctx,
            arena,
            op,
            supported_kind(ctx, &kind, element),
            "unsupported contraction type",
        )
    }
}

impl OuterProductOp {
    /// `OuterProductOp::verify`: an outer product of two 1-d vectors, or an
    /// AXPY with a scalar rhs.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((lhs, lhs_scalable, _)), Some(rhs_ty), Some(res_ty)) = (
            operand_vector(ctx, arena, op, 0),
            operand_type(arena, op, 1),
            arena.result_types(op).next(),
        ) else {
            return Ok(());
        };
        let Some((res, _, element)) = vector_parts(ctx, res_ty) else {
            return Ok(());
        };
        check(ctx, arena, op, lhs.len() == 1, "expected 1-d vector for operand #1")?;
        let dim_msg = "expected #1 operand dim to match result dim #1";
        if let Some((rhs, rhs_scalable, _)) = vector_parts(ctx, rhs_ty) {
            check(ctx, arena, op, rhs.len() == 1, "expected 1-d vector for operand #2")?;
            check(ctx, arena, op, res.len() == 2, "expected 2-d vector result")?;
            check(ctx, arena, op, lhs.first() == res.first(), dim_msg)?;
            check(
                ctx,
                arena,
                op,
                rhs.first() == res.get(1),
                "expected #2 operand dim to match result dim #2",
            )?;
            check(
                ctx,
                arena,
                op,
                !lhs_scalable.contains(&true) || rhs_scalable.contains(&true),
                "expected either both or only #2 operand dim to be scalable",
            )?;
        } else {
            check(ctx, arena, op, res.len() == 1, "expected 1-d vector result")?;
            check(ctx, arena, op, lhs.first() == res.first(), dim_msg)?;
        }
        if let Some(acc) = operand_type(arena, op, 2) {
            check(
                ctx,
                arena,
                op,
                acc == res_ty,
                "expected operand #3 of same type as result type",
            )?;
        }
        let kind = combining_kind(ctx, arena, op).unwrap_or_else(|| "add".into());
        check(
            ctx,
            arena,
            op,
            supported_kind(ctx, &kind, element),
            "unsupported outerproduct type",
        )
    }
}

/// `ContractionOp::getIterationBounds`: per iterator, a reduction's size in the
/// lhs, a parallel one's in the result; none when a map or shape lacks it.
pub(super) fn iteration_bounds(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<i64>> {
    let maps = indexing_maps(ctx, arena, op);
    let (lhs_map, result_map) = (maps.first()?, maps.get(2)?);
    let lhs = operand_vector(ctx, arena, op, 0)?.0;
    let result = super::result_vector(ctx, arena, op).map(|(s, ..)| s);
    reduction_iterators(ctx, arena, op)
        .iter()
        .enumerate()
        .map(|(i, &reduction)| match reduction {
            true => lhs.get(result_index(lhs_map, i)?).copied(),
            false => result.as_ref()?.get(result_index(result_map, i)?).copied(),
        })
        .collect()
}
