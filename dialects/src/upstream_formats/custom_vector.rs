//! The hand-written parts of the vector ops (MLIR 22's `VectorOps.cpp`,
//! `VectorAttributes.td`): verifiers, predicates of `PredOpTrait`s, type
//! inference, the parsers of the `kind`/`punctuation` enum attributes and
//! `vector.from_elements`'s form.

use super::custom::{op_attrs, parse_enum_case, sorted_attrs};
use super::custom_func::{op_error, plain_error};
use super::vector::{
    BitCastOp, BroadcastOp, ConstantMaskOp, ContractionOp, CreateMaskOp, ExtractOp, FromElementsOp, InsertOp, LoadOp,
    MaskedLoadOp, MaskedStoreOp, MultiDimReductionOp, OuterProductOp, ReductionOp, ShapeCastOp, ShuffleOp, StoreOp,
    ToElementsOp, TransferReadOp, TransferWriteOp, TransposeOp,
};
use ir::affine::{AffineExpr, AffineMap};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::UnresolvedOperand;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::text::printer::type_to_string;
use ir::{Attr, Context, Diagnostic, IrArena, OpId, Type, TypeKind};

/// `TCresVTEtIsSameAsOpBase<0, 0>`: the element type (or the type) of
/// result 0 equals that of operand 0.
pub fn same_element_type(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(operand), Some(result)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
        return true;
    };
    let elt = |t: Type| ir::ods::values::element_type_or_self(ctx, t);
    elt(arena.value_type(operand)) == elt(result)
}

/// The shape, scalable flags and element type of a vector type.
fn vector_parts(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => Some((shape.clone(), scalable.clone(), *element)),
        _ => None,
    }
}

/// The `static_position` of `op`.
fn static_position(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, "static_position")
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// `isValidPositiveIndexOrPoison` with the poison index `-1`.
fn valid_index_or_poison(index: i64, size: i64) -> bool {
    index == -1 || (index >= 0 && index < size)
}

impl BroadcastOp {
    /// `BroadcastOp::verify` (`isBroadcastableTo`).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some(src), Some(dst)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
            return Ok(());
        };
        let src = arena.value_type(src);
        let Some((dst_shape, dst_scalable, dst_elt)) = vector_parts(ctx, dst) else {
            return Ok(());
        };
        let Some((src_shape, src_scalable, _)) = vector_parts(ctx, src) else {
            if src == dst_elt && is_vector_element(ctx, src) {
                return Ok(());
            }
            return Err(op_error(ctx, arena, op, "source type is not a vector"));
        };
        if src_shape.len() > dst_shape.len() {
            return Err(op_error(ctx, arena, op, "source rank higher than destination rank"));
        }
        let lead = dst_shape.len() - src_shape.len();
        for (i, (&s, &s_scalable)) in src_shape.iter().zip(&src_scalable).enumerate() {
            let d = dst_shape[lead + i];
            let d_scalable = dst_scalable.get(lead + i).copied().unwrap_or(false);
            let mismatch = (s != 1 && s != d)
                || (s == 1 && s_scalable && d != 1)
                || (s_scalable != d_scalable && (s != 1 || s_scalable));
            if mismatch {
                let dim = |v: i64, sc: bool| if sc { format!("[{v}]") } else { v.to_string() };
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("dimension mismatch ({} vs. {})", dim(s, s_scalable), dim(d, d_scalable)),
                ));
            }
        }
        Ok(())
    }
}

/// `VectorElementTypeInterface`: integers, index and floats.
fn is_vector_element(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

impl ExtractOp {
    /// `ExtractOp::verify`, then the inferred result type check of
    /// `InferTypeOpAdaptorWithIsCompatible` (`vector<1xT>` and `T` are
    /// compatible), which mlir-opt runs after it.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some(src), Some(result)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
            return Ok(());
        };
        let src = arena.value_type(src);
        let Some((shape, scalable, element)) = vector_parts(ctx, src) else {
            return Ok(());
        };
        let position = static_position(ctx, arena, op);
        let inferred = if position.len() == shape.len() {
            element
        } else {
            let n = position.len().min(shape.len());
            ctx.get_type(TypeKind::Vector {
                shape: shape[n..].to_vec(),
                scalable: scalable[n.min(scalable.len())..].to_vec(),
                element,
            })
        };
        if vector_parts(ctx, result).is_some_and(|(sh, ..)| sh.is_empty()) {
            return Err(plain_error(
                ctx,
                arena,
                op,
                "expected a scalar instead of a 0-d vector as the result type",
            ));
        }
        let dynamic = arena.num_operands(op).saturating_sub(1);
        if position.iter().filter(|&&p| p == i64::MIN).count() != dynamic {
            return Err(op_error(
                ctx,
                arena,
                op,
                "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
            ));
        }
        if position.len() > shape.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                "expected position attribute of rank no greater than vector rank",
            ));
        }
        for (i, (&p, &size)) in position.iter().zip(&shape).enumerate() {
            if p != i64::MIN && !valid_index_or_poison(p, size) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                        i + 1
                    ),
                ));
            }
        }
        let one_of = |v: Type, s: Type| vector_parts(ctx, v).is_some_and(|(sh, _, e)| sh == [1] && e == s);
        if inferred != result && !one_of(inferred, result) && !one_of(result, inferred) {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                    type_to_string(ctx, inferred),
                    type_to_string(ctx, result)
                ),
            ));
        }
        Ok(())
    }
}

impl InsertOp {
    /// `InsertOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let mut operands = arena.operands(op);
        let (Some(value), Some(dest)) = (operands.next(), operands.next()) else {
            return Ok(());
        };
        let value_ty = arena.value_type(value);
        let Some((dest_shape, ..)) = vector_parts(ctx, arena.value_type(dest)) else {
            return Ok(());
        };
        let src = vector_parts(ctx, value_ty);
        if src.as_ref().is_some_and(|(sh, ..)| sh.is_empty()) {
            return Err(plain_error(
                ctx,
                arena,
                op,
                "expected a scalar instead of a 0-d vector as the source operand",
            ));
        }
        let position = static_position(ctx, arena, op);
        if position.len() > dest_shape.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                "expected position attribute of rank no greater than dest vector rank",
            ));
        }
        match &src {
            Some((sh, ..)) if sh.len() + position.len() != dest_shape.len() => {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    "expected position attribute rank + source rank to match dest vector rank",
                ));
            }
            None if position.len() != dest_shape.len() => {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    "expected position attribute rank to match the dest vector rank",
                ));
            }
            _ => {}
        }
        for (i, (&p, &size)) in position.iter().zip(&dest_shape).enumerate() {
            if p != i64::MIN && !valid_index_or_poison(p, size) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!(
                        "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                        i + 1
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// A vector type with no scalable dimension.
pub fn is_fixed_vector(ctx: &Context, ty: Type) -> bool {
    vector_parts(ctx, ty).is_some_and(|(_, scalable, _)| !scalable.contains(&true))
}

/// A vector type with at least one scalable dimension.
pub fn is_scalable_vector(ctx: &Context, ty: Type) -> bool {
    vector_parts(ctx, ty).is_some_and(|(_, scalable, _)| scalable.contains(&true))
}

/// The cases of `vector::CombiningKind`, in declaration order.
const COMBINING_KINDS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "maximumf", "minimumf",
];

/// The cases of `vector::PrintPunctuation`, in value order.
const PRINT_PUNCTUATIONS: &[&str] = &["no_punctuation", "newline", "comma", "open", "close"];

/// An `EnumAttr` of the vector dialect with format `` `<` $value `>` ``:
/// its mnemonic, C++ enum, attribute definition and cases.
struct AngleEnum {
    mnemonic: &'static str,
    cpp_type: &'static str,
    attr_def: &'static str,
    cases: &'static [&'static str],
}

impl AngleEnum {
    /// `<case>` parsed as MLIR's generated attribute parser does (with its
    /// diagnostics); returns the attribute's data (`kind<add>`).
    fn parse(&self, p: &mut OpAsmParser<'_, '_>, op_name: &str) -> Result<String, Diagnostic> {
        p.parse_punct(Punct::Less)?;
        let keyword = parse_enum_case(p, op_name, self.attr_def, self.cpp_type, self.cases)?;
        p.parse_punct(Punct::Greater)?;
        Ok(format!("{}<{keyword}>", self.mnemonic))
    }
}

/// `#vector.kind<...>` without its prefix (`<add>`).
pub fn parse_combining_kind(p: &mut OpAsmParser<'_, '_>, op_name: &str) -> Result<String, Diagnostic> {
    AngleEnum {
        mnemonic: "kind",
        cpp_type: "::mlir::vector::CombiningKind",
        attr_def: "Vector_CombiningKindAttr",
        cases: COMBINING_KINDS,
    }
    .parse(p, op_name)
}

/// `#vector.punctuation<...>` without its prefix (`<comma>`).
pub fn parse_print_punctuation(p: &mut OpAsmParser<'_, '_>, op_name: &str) -> Result<String, Diagnostic> {
    AngleEnum {
        mnemonic: "punctuation",
        cpp_type: "::mlir::vector::PrintPunctuation",
        attr_def: "Vector_PrintPunctuation",
        cases: PRINT_PUNCTUATIONS,
    }
    .parse(p, op_name)
}

/// The type of operand `i` of `op`.
fn operand_type(arena: &IrArena, op: OpId, i: usize) -> Option<Type> {
    arena.operands(op).nth(i).map(|v| arena.value_type(v))
}

/// The trailing dimension of a vector type (`None` for 0-d and non-vectors).
fn trailing_dim(ctx: &Context, ty: Type) -> Option<i64> {
    vector_parts(ctx, ty).and_then(|(shape, ..)| shape.last().copied())
}

/// `SourceVectorEvenElementCount`: the source's trailing dimension is even.
pub fn source_trailing_even(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    operand_type(arena, op, 0)
        .and_then(|t| trailing_dim(ctx, t))
        .is_none_or(|d| d % 2 == 0)
}

/// `ResultIsHalfSourceVectorType<"res1">`: result 0 is the source with its
/// trailing dimension halved.
pub fn result_is_half_source(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(src), Some(res)) = (operand_type(arena, op, 0), arena.result_types(op).next()) else {
        return true;
    };
    let Some((mut shape, scalable, element)) = vector_parts(ctx, src) else {
        return true;
    };
    if let Some(last) = shape.last_mut() {
        *last /= 2;
    }
    ctx.get_type(TypeKind::Vector {
        shape,
        scalable,
        element,
    }) == res
}

/// `ResultIsDoubleSourceVectorType`: the input with its trailing dimension
/// doubled (`vector<2xT>` for a 0-d input).
pub fn double_trailing(ctx: &Context, ty: Type) -> Type {
    let Some((mut shape, mut scalable, element)) = vector_parts(ctx, ty) else {
        return ty;
    };
    match shape.last_mut() {
        Some(last) => *last *= 2,
        None => {
            shape = vec![2];
            scalable = vec![false];
        }
    }
    ctx.get_type(TypeKind::Vector {
        shape,
        scalable,
        element,
    })
}

/// `vector.print`: a string is printed alone (no source, default punctuation).
pub fn print_string_alone(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    if ir::ods::access::inherent(ctx, arena, op, "stringLiteral").is_none() {
        return true;
    }
    let punctuation = ir::ods::access::inherent(ctx, arena, op, "punctuation");
    let newline = punctuation.is_none_or(|a| {
        matches!(ctx.attr_kind(a), ir::AttrKind::Opaque { dialect, data } if dialect == "vector" && data == "punctuation<newline>")
    });
    arena.num_operands(op) == 0 && newline
}

/// The number of elements of a vector type.
fn num_elements(ctx: &Context, ty: Type) -> Option<i64> {
    vector_parts(ctx, ty).map(|(shape, ..)| shape.iter().product())
}

/// `getPos() % n == 0` with `n` the element count of `ty`.
fn pos_multiple_of(ctx: &Context, arena: &IrArena, op: OpId, ty: Option<Type>) -> bool {
    let pos = ir::ods::access::inherent(ctx, arena, op, "pos").and_then(|a| ir::ods::pred::int_value(ctx, a));
    match (pos, ty.and_then(|t| num_elements(ctx, t))) {
        (Some(pos), Some(n)) if n != 0 => pos % n == 0,
        _ => true,
    }
}

/// `vector.scalable.extract`: the position is a multiple of the result length.
pub fn pos_multiple_of_result(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    pos_multiple_of(ctx, arena, op, arena.result_types(op).next())
}

/// `vector.scalable.insert`: the position is a multiple of the source length.
pub fn pos_multiple_of_source(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    pos_multiple_of(ctx, arena, op, operand_type(arena, op, 0))
}

/// `TCresVTEtIsSameAsOpBase<0, 1>`: result 0 and operand 1 have the same
/// element type.
pub fn v2_same_element_type(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let (Some(operand), Some(result)) = (operand_type(arena, op, 1), arena.result_types(op).next()) else {
        return true;
    };
    let elt = |t: Type| ir::ods::values::element_type_or_self(ctx, t);
    elt(operand) == elt(result)
}

/// `ShapedType` `ty` has as many elements as `values`, all of its element type.
fn elements_match(ctx: &Context, ty: Type, values: &[Type]) -> bool {
    let Some((shape, _, element)) = vector_parts(ctx, ty) else {
        return true;
    };
    let n: i64 = shape.iter().product();
    usize::try_from(n).is_ok_and(|n| n == values.len()) && values.iter().all(|&t| t == element)
}

/// `vector.from_elements`: the operands match the result's element count and type.
pub fn elements_match_dest(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let operands: Vec<Type> = arena.operands(op).map(|v| arena.value_type(v)).collect();
    arena
        .result_types(op)
        .next()
        .is_none_or(|t| elements_match(ctx, t, &operands))
}

/// `vector.to_elements`: the results match the source's element count and type.
pub fn elements_match_source(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let results: Vec<Type> = arena.result_types(op).collect();
    operand_type(arena, op, 0).is_none_or(|t| elements_match(ctx, t, &results))
}

impl ShuffleOp {
    /// `ShuffleOp::inferReturnTypes`: `vector<max(1, |mask|) x ...>` with
    /// `v1`'s trailing dimensions and element type.
    pub fn infer_return_types(ctx: &Context, operands: &[Type], props: Option<Attr>) -> Result<Vec<Type>, String> {
        let Some((shape, _, element)) = operands.first().and_then(|&t| vector_parts(ctx, t)) else {
            return Err("expected a vector operand".into());
        };
        let mask = ir::ods::access::dict_get(ctx, props, "mask")
            .and_then(|a| ir::ods::values::as_dense(ctx, a))
            .unwrap_or_default();
        let mut out = vec![i64::try_from(mask.len().max(1)).unwrap_or(i64::MAX)];
        out.extend(shape.iter().skip(1));
        let scalable = vec![false; out.len()];
        Ok(vec![ctx.get_type(TypeKind::Vector {
            shape: out,
            scalable,
            element,
        })])
    }
}

impl ToElementsOp {
    /// `ToElementsOp::inferReturnTypes`: one result of the element type
    /// per element of the source.
    pub fn infer_return_types(ctx: &Context, operands: &[Type], _props: Option<Attr>) -> Result<Vec<Type>, String> {
        let Some((shape, _, element)) = operands.first().and_then(|&t| vector_parts(ctx, t)) else {
            return Err("expected a vector operand".into());
        };
        let n = usize::try_from(shape.iter().product::<i64>()).unwrap_or(0);
        Ok(vec![element; n])
    }
}

impl FromElementsOp {
    /// The generated parser of `$elements attr-dict `:` type($dest)`, whose
    /// operand types are the result's element type, once per element.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let at = p.offset();
        let operands = p.parse_operand_list()?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let dest = p.parse_colon_type()?;
        let (n, element) = match vector_parts(p.ctx(), dest) {
            Some((shape, _, element)) => (usize::try_from(shape.iter().product::<i64>()).unwrap_or(0), element),
            None => (0, dest),
        };
        if operands.len() != n {
            return Err(p.custom_op_error(
                "vector.from_elements",
                at,
                format!(
                    "number of operands and types do not match: got {} operands and {n} types",
                    operands.len()
                ),
            ));
        }
        st.result_types = vec![dest];
        st.operands = p.resolve_operands(&operands, &vec![element; n], at)?;
        Ok(())
    }

    /// The generated printer of the same format.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        if !operands.is_empty() {
            p.print(" ");
            p.print_operands(&operands);
        }
        let attrs = op_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
        p.print(" : ");
        let result = p.arena().result_types(op).next();
        if let Some(t) = result {
            p.print_type(t);
        }
    }
}

/// The shape and element type of a memref or ranked tensor (the shaped
/// types a transfer accepts).
fn memref_or_tensor(ctx: &Context, ty: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. } => {
            Some((shape.len(), *element))
        }
        _ => None,
    }
}

/// `AffineMap::getMinorIdentityMap(dims, results)`.
fn minor_identity(dims: usize, results: usize) -> AffineMap {
    let first = dims.saturating_sub(results);
    let exprs = (first..dims)
        .map(|d| AffineExpr::dim(u32::try_from(d).unwrap_or(u32::MAX)))
        .collect();
    AffineMap::new(u32::try_from(dims).unwrap_or(u32::MAX), 0, exprs)
}

/// `inferTransferOpMaskType`: `i1` in the vector's shape read through the
/// inverse of the permutation map (broadcast dimensions dropped; `vector<1xi1>`
/// for a 0-d transfer).
fn transfer_mask_type(ctx: &Context, vector: Type, map: &AffineMap) -> Type {
    let (shape, scalable) = vector_parts(ctx, vector).map(|(s, sc, _)| (s, sc)).unwrap_or_default();
    let mut dims: Vec<(u32, usize)> = Vec::new();
    for (r, e) in map.results.iter().enumerate() {
        if let AffineExpr::Dim(d) = e {
            if !dims.iter().any(|&(seen, _)| seen == *d) {
                dims.push((*d, r));
            }
        }
    }
    dims.sort_by_key(|&(d, _)| d);
    let mut mask_shape: Vec<i64> = dims.iter().filter_map(|&(_, r)| shape.get(r).copied()).collect();
    let mut mask_scalable: Vec<bool> = dims
        .iter()
        .map(|&(_, r)| scalable.get(r).copied().unwrap_or(false))
        .collect();
    if mask_shape.is_empty() {
        mask_shape.push(1);
        mask_scalable.push(false);
    }
    ctx.get_type(TypeKind::Vector {
        shape: mask_shape,
        scalable: mask_scalable,
        element: ctx.int_type(1),
    })
}

/// Whether `attrs` has an entry named `name`.
fn has_entry(ctx: &Context, attrs: &[(Attr, Attr)], name: &str) -> Option<Attr> {
    attrs
        .iter()
        .find(|(n, _)| ctx.string_value(*n) == name.as_bytes())
        .map(|&(_, v)| v)
}

/// The attribute-derived parts shared by both transfers' parsers
/// (`setupPermutationMapAttrs` and the mask resolution of VectorOps.cpp):
/// fills in the default permutation map and `in_bounds`, returns the map.
fn transfer_attrs(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    op_name: &str,
    types_at: usize,
    shaped: (usize, Type),
    vector: Type,
) -> Result<AffineMap, Diagnostic> {
    let ctx = p.ctx();
    let (rank, element) = shaped;
    let element_rank = vector_parts(ctx, element).map_or(0, |(s, ..)| s.len());
    let vector_rank = vector_parts(ctx, vector).map_or(0, |(s, ..)| s.len());
    let map = match has_entry(ctx, &st.attrs, "permutation_map") {
        Some(a) => match ctx.attr_kind(a) {
            ir::AttrKind::AffineMap(m) => m.clone(),
            _ => return Err(p.custom_op_error(op_name, types_at, "invalid kind of attribute specified")),
        },
        None => {
            let effective = vector_rank.saturating_sub(element_rank);
            if rank < effective {
                return Err(p.custom_op_error(
                    op_name,
                    types_at,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                ));
            }
            let m = minor_identity(rank, effective);
            st.attrs.push((
                ctx.string_attr(b"permutation_map"),
                ctx.get_attr(ir::AttrKind::AffineMap(m.clone())),
            ));
            m
        }
    };
    if has_entry(ctx, &st.attrs, "in_bounds").is_none() {
        let f = ctx.get_attr(ir::AttrKind::Bool(false));
        let all = ctx.get_attr(ir::AttrKind::Array(vec![f; map.num_results()]));
        st.attrs.push((ctx.string_attr(b"in_bounds"), all));
    }
    Ok(map)
}

/// Resolves a transfer's mask (`resolveMaskOperand` of VectorOps.cpp).
fn resolve_transfer_mask<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    op_name: &str,
    mask: UnresolvedOperand<'a>,
    types_at: usize,
    element: Type,
    vector: Type,
    map: &AffineMap,
) -> Result<ir::Value, Diagnostic> {
    let ctx = p.ctx();
    if vector_parts(ctx, element).is_some() {
        return Err(p.custom_op_error(op_name, mask.offset, "does not support masks with vector element type"));
    }
    let vector_rank = vector_parts(ctx, vector).map_or(0, |(s, ..)| s.len());
    if vector_rank != map.num_results() {
        return Err(p.custom_op_error(
            op_name,
            types_at,
            "expected the same rank for the vector and the results of the permutation map",
        ));
    }
    let mask_type = transfer_mask_type(ctx, vector, map);
    p.resolve_operand(mask, mask_type)
}

/// `operandSegmentSizes` as a property.
fn push_segments(p: &OpAsmParser<'_, '_>, st: &mut OperationState, sizes: &[i64]) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let seg = ir::ods::values::dense_array(ctx, sizes, "i32").map_err(|e| p.error(e.to_string()))?;
    st.properties.push((ctx.string_attr(b"operandSegmentSizes"), seg));
    Ok(())
}

/// `%base[%i, ...]`.
fn parse_base_and_indices<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> Result<(UnresolvedOperand<'a>, Vec<UnresolvedOperand<'a>>), Diagnostic> {
    let base = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let indices = p.parse_operand_list()?;
    p.parse_punct(Punct::RSquare)?;
    Ok((base, indices))
}

/// The two types after `:` (`requires two types` otherwise), with their offset.
fn parse_two_types(p: &mut OpAsmParser<'_, '_>, op_name: &str) -> Result<(usize, Type, Type), Diagnostic> {
    let at = p.offset();
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    match types[..] {
        [a, b] => Ok((at, a, b)),
        _ => Err(p.custom_op_error(op_name, at, "requires two types")),
    }
}

/// The attribute dictionary of a transfer, eliding the segment sizes, a
/// minor-identity permutation map and an all-false `in_bounds`.
fn print_transfer_attrs(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let ctx = p.ctx();
    let attrs = sorted_attrs(p, op);
    let mut elided = vec!["operandSegmentSizes"];
    let map = has_entry(ctx, &attrs, "permutation_map");
    if map.is_some_and(|m| matches!(ctx.attr_kind(m), ir::AttrKind::AffineMap(m) if m.is_minor_identity())) {
        elided.push("permutation_map");
    }
    let in_bounds = has_entry(ctx, &attrs, "in_bounds");
    let any_true = in_bounds.is_some_and(|a| match ctx.attr_kind(a) {
        ir::AttrKind::Array(v) => v.iter().any(|&b| matches!(ctx.attr_kind(b), ir::AttrKind::Bool(true))),
        _ => true,
    });
    if !any_true {
        elided.push("in_bounds");
    }
    p.print_optional_attr_dict(&attrs, &elided);
}

/// The operands of `op` split by its `operandSegmentSizes`.
fn transfer_groups(p: &OpAsmPrinter<'_, '_>, op: OpId) -> Vec<Vec<ir::Value>> {
    let operands = p.operands_of(op);
    let segs = ir::ods::access::segment_sizes(p.ctx(), p.arena(), op, "operandSegmentSizes").unwrap_or_default();
    let mut groups = Vec::new();
    let mut at = 0;
    for s in segs {
        let n = usize::try_from(s).unwrap_or(0).min(operands.len() - at);
        groups.push(operands[at..at + n].to_vec());
        at += n;
    }
    groups
}

/// The parser of both transfers (`TransferReadOp::parse`,
/// `TransferWriteOp::parse`): `%base[%indices], %padding [, %mask] {attrs}
/// : shaped, vector` when reading, `%vector, %base[%indices] [, %mask]
/// {attrs} : vector, shaped` when writing.
fn parse_transfer(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, write: bool) -> Result<(), Diagnostic> {
    let name = if write {
        "vector.transfer_write"
    } else {
        "vector.transfer_read"
    };
    let value = if write {
        let v = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        Some(v)
    } else {
        None
    };
    let (base, indices) = parse_base_and_indices(p)?;
    let padding = if write {
        None
    } else {
        p.parse_punct(Punct::Comma)?;
        Some(p.parse_operand()?)
    };
    let mask = if p.parse_optional_punct(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let (at, first, second) = parse_two_types(p, name)?;
    let (shaped, vector) = if write { (second, first) } else { (first, second) };
    let check_vector = |p: &OpAsmParser<'_, '_>| match vector_parts(p.ctx(), vector) {
        Some(_) => Ok(()),
        None => Err(p.custom_op_error(name, at, "requires vector type")),
    };
    if write {
        check_vector(p)?;
    }
    let Some(parts) = memref_or_tensor(p.ctx(), shaped) else {
        return Err(p.custom_op_error(name, at, "requires memref or ranked tensor type"));
    };
    if !write {
        check_vector(p)?;
    }
    let map = transfer_attrs(p, st, name, at, parts, vector)?;
    let index = p.ctx().get_type(TypeKind::Index);
    if let Some(v) = value {
        st.operands.push(p.resolve_operand(v, vector)?);
    }
    st.operands.push(p.resolve_operand(base, shaped)?);
    for &i in &indices {
        st.operands.push(p.resolve_operand(i, index)?);
    }
    if let Some(pad) = padding {
        st.operands.push(p.resolve_operand(pad, parts.1)?);
    }
    if let Some(m) = mask {
        let v = resolve_transfer_mask(p, name, m, at, parts.1, vector, &map)?;
        st.operands.push(v);
    }
    let n = indices.len() as i64;
    let has_mask = i64::from(mask.is_some());
    let segments = if write {
        [1, 1, n, has_mask]
    } else {
        [1, n, 1, has_mask]
    };
    push_segments(p, st, &segments)?;
    if !write {
        st.result_types = vec![vector];
    } else if matches!(p.ctx().type_kind(shaped), TypeKind::RankedTensor { .. }) {
        st.result_types = vec![shaped];
    }
    Ok(())
}

/// The printer of both transfers (`TransferReadOp::print`,
/// `TransferWriteOp::print`), in the forms `parse_transfer` reads.
fn print_transfer(p: &mut OpAsmPrinter<'_, '_>, op: OpId, write: bool) {
    let groups = transfer_groups(p, op);
    let group = |i: usize| groups.get(i).cloned().unwrap_or_default();
    p.print(" ");
    let base = usize::from(write);
    if write {
        p.print_operands(&group(0));
        p.print(", ");
    }
    p.print_operands(&group(base));
    p.print("[");
    p.print_operands(&group(base + 1));
    p.print("]");
    if !write {
        p.print(", ");
        p.print_operands(&group(2));
    }
    let mask = group(3);
    if !mask.is_empty() {
        p.print(", ");
        p.print_operands(&mask);
    }
    print_transfer_attrs(p, op);
    p.print(" : ");
    if let Some(&v) = group(0).first() {
        let t = p.arena().value_type(v);
        p.print_type(t);
    }
    p.print(", ");
    let second = if write {
        group(1).first().map(|&v| p.arena().value_type(v))
    } else {
        p.arena().result_types(op).next()
    };
    if let Some(t) = second {
        p.print_type(t);
    }
}

impl TransferReadOp {
    /// `TransferReadOp::parse`: `%base[%indices], %padding [, %mask] {attrs} : shaped, vector`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        parse_transfer(p, st, false)
    }

    /// `TransferReadOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_transfer(p, self.0, false);
    }
}

impl TransferWriteOp {
    /// `TransferWriteOp::parse`: `%vector, %base[%indices] [, %mask] {attrs} : vector, shaped`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        parse_transfer(p, st, true)
    }

    /// `TransferWriteOp::print`.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_transfer(p, self.0, true);
    }
}

/// `Err` of `op_error` when `cond` fails.
fn check(ctx: &Context, arena: &IrArena, op: OpId, cond: bool, msg: impl std::fmt::Display) -> Result<(), Diagnostic> {
    if cond {
        Ok(())
    } else {
        Err(op_error(ctx, arena, op, msg))
    }
}

/// The vector parts of operand `i` / of result 0.
fn operand_vector(ctx: &Context, arena: &IrArena, op: OpId, i: usize) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    operand_type(arena, op, i).and_then(|t| vector_parts(ctx, t))
}

fn result_vector(ctx: &Context, arena: &IrArena, op: OpId) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    arena.result_types(op).next().and_then(|t| vector_parts(ctx, t))
}

/// A dense `i64` array attribute of `op`.
fn dense_attr(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// The case of `op`'s `kind` attribute (`add`).
fn combining_kind(ctx: &Context, arena: &IrArena, op: OpId) -> Option<String> {
    let a = ir::ods::access::inherent(ctx, arena, op, "kind")?;
    match ctx.attr_kind(a) {
        ir::AttrKind::Opaque { data, .. } => Some(data.strip_prefix("kind<")?.strip_suffix('>')?.to_string()),
        _ => None,
    }
}

/// `isSupportedCombiningKind`.
fn supported_kind(ctx: &Context, kind: &str, element: Type) -> bool {
    let int_or_index = matches!(ctx.type_kind(element), TypeKind::Integer { .. } | TypeKind::Index);
    let float = matches!(ctx.type_kind(element), TypeKind::Float(_));
    match kind {
        "add" | "mul" => int_or_index || float,
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => float,
        _ => int_or_index,
    }
}

/// `DataLayout::getTypeSizeInBits` of a vector element type.
fn element_bits(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        TypeKind::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

impl ReductionOp {
    /// `ReductionOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some((shape, ..)) = operand_vector(ctx, arena, op, 0) else {
            return Ok(());
        };
        check(
            ctx,
            arena,
            op,
            shape.len() <= 1,
            format!("unsupported reduction rank: {}", shape.len()),
        )?;
        let (Some(kind), Some(dest)) = (combining_kind(ctx, arena, op), arena.result_types(op).next()) else {
            return Ok(());
        };
        check(
            ctx,
            arena,
            op,
            supported_kind(ctx, &kind, dest),
            format!(
                "unsupported reduction type ''{}'' for kind '{kind}'",
                type_to_string(ctx, dest)
            ),
        )
    }
}

impl MultiDimReductionOp {
    /// `MultiDimReductionOp::verify`: the result is the source without the
    /// reduced dimensions (its element type when none is left).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((shape, scalable, element)), Some(dest), Some(src)) = (
            operand_vector(ctx, arena, op, 0),
            arena.result_types(op).next(),
            operand_type(arena, op, 0),
        ) else {
            return Ok(());
        };
        let dims = dense_attr(ctx, arena, op, "reduction_dims");
        let kept: Vec<usize> = (0..shape.len()).filter(|&i| !dims.contains(&(i as i64))).collect();
        let inferred = if kept.is_empty() {
            element
        } else {
            ctx.get_type(TypeKind::Vector {
                shape: kept.iter().map(|&i| shape[i]).collect(),
                scalable: kept
                    .iter()
                    .map(|&i| scalable.get(i).copied().unwrap_or(false))
                    .collect(),
                element,
            })
        };
        check(
            ctx,
            arena,
            op,
            inferred == dest,
            format!(
                "destination type '{}' is incompatible with source type '{}'",
                type_to_string(ctx, dest),
                type_to_string(ctx, src)
            ),
        )
    }
}

impl ShapeCastOp {
    /// `ShapeCastOp::verify`: same element type, element count and number
    /// of scalable dimensions.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((s_shape, s_scal, s_elt)), Some((r_shape, r_scal, r_elt))) =
            (operand_vector(ctx, arena, op, 0), result_vector(ctx, arena, op))
        else {
            return Ok(());
        };
        check(
            ctx,
            arena,
            op,
            s_elt == r_elt,
            "has different source and result element types",
        )?;
        let (sn, rn): (i64, i64) = (s_shape.iter().product(), r_shape.iter().product());
        check(
            ctx,
            arena,
            op,
            sn == rn,
            format!("has different number of elements at source ({sn}) and result ({rn})"),
        )?;
        let count = |v: &[bool]| v.iter().filter(|&&b| b).count();
        let (ss, rs) = (count(&s_scal), count(&r_scal));
        check(
            ctx,
            arena,
            op,
            ss == rs,
            format!("has different number of scalable dims at source ({ss}) and result ({rs})"),
        )
    }
}

impl TransposeOp {
    /// `TransposeOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((src, ..)), Some((res, ..))) = (operand_vector(ctx, arena, op, 0), result_vector(ctx, arena, op))
        else {
            return Ok(());
        };
        let rank = res.len();
        check(
            ctx,
            arena,
            op,
            src.len() == rank,
            format!("vector result rank mismatch: {rank}"),
        )?;
        let perm = dense_attr(ctx, arena, op, "permutation");
        check(
            ctx,
            arena,
            op,
            perm.len() == rank,
            format!("transposition length mismatch: {}", perm.len()),
        )?;
        let mut seen = vec![false; rank];
        for (i, &p) in perm.iter().enumerate() {
            let Some(pu) = usize::try_from(p).ok().filter(|&pu| pu < rank) else {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("transposition index out of range: {p}"),
                ));
            };
            check(ctx, arena, op, !seen[pu], format!("duplicate position index: {p}"))?;
            seen[pu] = true;
            check(
                ctx,
                arena,
                op,
                res[i] == src[pu],
                format!("dimension size mismatch at: {p}"),
            )?;
        }
        Ok(())
    }
}

impl BitCastOp {
    /// `BitCastOp::verify`: same leading dimensions and bits per minor 1-D vector.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((src, _, s_elt)), Some((res, _, r_elt))) =
            (operand_vector(ctx, arena, op, 0), result_vector(ctx, arena, op))
        else {
            return Ok(());
        };
        for i in 0..src.len().saturating_sub(1) {
            check(
                ctx,
                arena,
                op,
                src.get(i) == res.get(i),
                format!("dimension size mismatch at: {i}"),
            )?;
        }
        let (Some(sb), Some(rb)) = (element_bits(ctx, s_elt), element_bits(ctx, r_elt)) else {
            return Ok(());
        };
        match (src.last(), res.last()) {
            (None, _) => check(
                ctx,
                arena,
                op,
                sb == rb,
                "source/result bitwidth of the 0-D vector element types must be equal",
            ),
            (Some(&s), r) => check(
                ctx,
                arena,
                op,
                i64::from(sb) * s == i64::from(rb) * r.copied().unwrap_or(1),
                "source/result bitwidth of the minor 1-D vectors must be equal",
            ),
        }
    }
}

impl ConstantMaskOp {
    /// `ConstantMaskOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some((shape, scalable, _)) = result_vector(ctx, arena, op) else {
            return Ok(());
        };
        let sizes = dense_attr(ctx, arena, op, "mask_dim_sizes");
        if shape.is_empty() {
            if sizes.len() != 1 {
                return Err(plain_error(
                    ctx,
                    arena,
                    op,
                    "array attr must have length 1 for 0-D vectors",
                ));
            }
            if sizes[0] != 0 && sizes[0] != 1 {
                return Err(plain_error(
                    ctx,
                    arena,
                    op,
                    "mask dim size must be either 0 or 1 for 0-D vectors",
                ));
            }
            return Ok(());
        }
        check(
            ctx,
            arena,
            op,
            sizes.len() == shape.len(),
            "must specify array attr of size equal vector result rank",
        )?;
        for (i, &s) in sizes.iter().enumerate() {
            check(
                ctx,
                arena,
                op,
                s >= 0 && s <= shape[i],
                "array attr of size out of bounds of vector result dimension size",
            )?;
            check(
                ctx,
                arena,
                op,
                !scalable.get(i).copied().unwrap_or(false) || s == 0 || s == shape[i],
                "only supports 'none set' or 'all set' scalable dimensions",
            )?;
        }
        check(
            ctx,
            arena,
            op,
            !sizes.contains(&0) || sizes.iter().all(|&s| s == 0),
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        )
    }
}

impl CreateMaskOp {
    /// `CreateMaskOp::verify`: one operand per result dimension.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some((shape, ..)) = result_vector(ctx, arena, op) else {
            return Ok(());
        };
        let n = arena.num_operands(op);
        if shape.is_empty() {
            check(
                ctx,
                arena,
                op,
                n == 1,
                "must specify exactly one operand for 0-D create_mask",
            )
        } else {
            check(
                ctx,
                arena,
                op,
                n == shape.len(),
                "must specify an operand for each result vector dimension",
            )
        }
    }
}

/// The rank and element type of a memref type.
fn memref_parts(ctx: &Context, ty: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } => Some((shape.len(), *element)),
        _ => None,
    }
}

/// The checks `vector.load` and `vector.store` share (`base` is operand
/// `base_at`, the vector is `vec`; `what` names it in messages).
fn verify_load_store(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    base_at: usize,
    vec: Type,
    load: bool,
) -> Result<(), Diagnostic> {
    let (Some((rank, mut element)), Some((vshape, _, velt))) = (
        operand_type(arena, op, base_at).and_then(|t| memref_parts(ctx, t)),
        vector_parts(ctx, vec),
    ) else {
        return Ok(());
    };
    let (lower, types_match, elts_match) = if load {
        (
            "destination memref has lower rank than the result vector",
            "base memref and result vector types should match",
            "base and result element types should match",
        )
    } else {
        (
            "source memref has lower rank than the vector to store",
            "base memref and valueToStore vector types should match",
            "base and valueToStore element type should match",
        )
    };
    check(ctx, arena, op, rank >= vshape.len(), lower)?;
    if let Some((_, _, inner)) = vector_parts(ctx, element) {
        check(ctx, arena, op, element == vec, types_match)?;
        element = inner;
    }
    check(ctx, arena, op, velt == element, elts_match)?;
    let indices = arena.num_operands(op).saturating_sub(base_at + 1);
    check(ctx, arena, op, indices == rank, format!("requires {rank} indices"))
}

impl LoadOp {
    /// `LoadOp::verify` (the memref layout check aside).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(result) = arena.result_types(self.0).next() else {
            return Ok(());
        };
        verify_load_store(ctx, arena, self.0, 0, result, true)
    }
}

impl StoreOp {
    /// `StoreOp::verify` (the memref layout check aside).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(value) = operand_type(arena, self.0, 0) else {
            return Ok(());
        };
        verify_load_store(ctx, arena, self.0, 1, value, false)
    }
}

/// The checks of `vector.maskedload`/`maskedstore`: element types, index
/// count and the mask's shape (operands: base, indices..., mask, vector).
fn verify_masked(ctx: &Context, arena: &IrArena, op: OpId, vec: Type, load: bool) -> Result<(), Diagnostic> {
    let n = arena.num_operands(op);
    let (Some((rank, element)), Some((vshape, _, velt)), Some((mshape, ..))) = (
        operand_type(arena, op, 0).and_then(|t| memref_parts(ctx, t)),
        vector_parts(ctx, vec),
        operand_vector(ctx, arena, op, n.saturating_sub(2)),
    ) else {
        return Ok(());
    };
    let what = if load { "result" } else { "valueToStore" };
    check(
        ctx,
        arena,
        op,
        velt == element,
        format!("base and {what} element type should match"),
    )?;
    check(
        ctx,
        arena,
        op,
        n.saturating_sub(3) == rank,
        format!("requires {rank} indices"),
    )?;
    check(
        ctx,
        arena,
        op,
        vshape == mshape,
        format!("expected {what} shape to match mask shape"),
    )
}

impl MaskedLoadOp {
    /// `MaskedLoadOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(result) = arena.result_types(op).next() else {
            return Ok(());
        };
        verify_masked(ctx, arena, op, result, true)?;
        let pass = operand_type(arena, op, arena.num_operands(op).saturating_sub(1));
        check(
            ctx,
            arena,
            op,
            pass == Some(result),
            "expected pass_thru of same type as result type",
        )
    }
}

impl MaskedStoreOp {
    /// `MaskedStoreOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(value) = operand_type(arena, op, arena.num_operands(op).saturating_sub(1)) else {
            return Ok(());
        };
        verify_masked(ctx, arena, op, value, false)
    }
}

impl ShuffleOp {
    /// `ShuffleOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some((v1, ..)), Some((v2, ..)), Some((res, ..))) = (
            operand_vector(ctx, arena, op, 0),
            operand_vector(ctx, arena, op, 1),
            result_vector(ctx, arena, op),
        ) else {
            return Ok(());
        };
        let zero_d = v1.is_empty() && v2.is_empty() && res.len() == 1;
        let n_d = v1.len() == res.len() && v2.len() == res.len();
        check(ctx, arena, op, zero_d || n_d, "rank mismatch")?;
        for r in 1..v1.len() {
            check(ctx, arena, op, res[r] == v1[r] && v1[r] == v2[r], "dimension mismatch")?;
        }
        let mask = dense_attr(ctx, arena, op, "mask");
        check(ctx, arena, op, !mask.is_empty(), "invalid mask length")?;
        check(
            ctx,
            arena,
            op,
            res.first().copied() == Some(mask.len() as i64),
            "mask length mismatch",
        )?;
        let lead = |s: &[i64]| s.first().copied().unwrap_or(1);
        let size = lead(&v1) + lead(&v2);
        for (i, &m) in mask.iter().enumerate() {
            check(
                ctx,
                arena,
                op,
                valid_index_or_poison(m, size),
                format!("mask index #{} out of range", i + 1),
            )?;
        }
        Ok(())
    }
}

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
            if s != "parallel" && s != "reduction" {
                return Err(p.custom_op_error(NAME, loc, format!("unexpected iterator_type ({s})")));
            }
            converted.push(ctx.get_attr(ir::AttrKind::Opaque {
                dialect: "vector".into(),
                data: format!("iterator_type<{s}>"),
            }));
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
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                p.print(", ");
            }
            p.print_type(t);
        }
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
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                p.print(", ");
            }
            p.print_type(t);
        }
    }
}

/// The parts of a transfer op the verifier reads.
struct Transfer {
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
    map: AffineMap,
    in_bounds: usize,
    indices: usize,
}

impl Transfer {
    /// Reads them from `op`; operand groups per `operandSegmentSizes`
    /// (`vector_first` for `transfer_write`).
    fn of(ctx: &Context, arena: &IrArena, op: OpId, vector_first: bool) -> Option<Self> {
        let operands: Vec<ir::Value> = arena.operands(op).collect();
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes")?;
        let n = |i: usize| segs.get(i).and_then(|&s| usize::try_from(s).ok()).unwrap_or(0);
        let ty = |i: usize| operands.get(i).map(|&v| arena.value_type(v));
        let (shaped, vector, indices, mask_at) = if vector_first {
            (ty(1)?, ty(0)?, n(2), 2 + n(2))
        } else {
            (ty(0)?, arena.result_types(op).next()?, n(1), 1 + n(1) + n(2))
        };
        let mask = if n(3) > 0 { ty(mask_at) } else { None };
        let map = match ir::ods::access::inherent(ctx, arena, op, "permutation_map").map(|a| ctx.attr_kind(a)) {
            Some(ir::AttrKind::AffineMap(m)) => m.clone(),
            _ => return None,
        };
        let in_bounds = match ir::ods::access::inherent(ctx, arena, op, "in_bounds").map(|a| ctx.attr_kind(a)) {
            Some(ir::AttrKind::Array(v)) => v.len(),
            _ => 0,
        };
        Some(Transfer {
            shaped,
            vector,
            mask,
            map,
            in_bounds,
            indices,
        })
    }

    /// `verifyTransferOp` of VectorOps.cpp.
    fn verify_common(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
        let Some((rank, element)) = memref_or_tensor(ctx, self.shaped) else {
            return Err(op_error(
                ctx,
                arena,
                op,
                "requires source to be a memref or ranked tensor type",
            ));
        };
        let (vshape, _, velt) = vector_parts(ctx, self.vector).unwrap_or((Vec::new(), Vec::new(), self.vector));
        let bits = |t: Type| element_bits(ctx, t).map(u64::from);
        let results = self.map.num_results();
        let same_rank_msg = "requires a permutation_map with result dims of the same rank as the vector type";
        if let Some((eshape, _, eelt)) = vector_parts(ctx, element) {
            let src = bits(eelt)
                .zip(eshape.last().and_then(|&d| u64::try_from(d).ok()))
                .map(|(b, d)| b * d);
            let res = bits(velt)
                .zip(vshape.last().and_then(|&d| u64::try_from(d).ok()))
                .map(|(b, d)| b * d);
            if let (Some(src), Some(res)) = (src, res) {
                check(ctx, arena, op, src != 0 && res % src == 0, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source")?;
            }
            check(
                ctx,
                arena,
                op,
                eshape.len() <= vshape.len(),
                "requires source vector element and vector result ranks to match.",
            )?;
            check(ctx, arena, op, results == vshape.len() - eshape.len(), same_rank_msg)?;
            check(
                ctx,
                arena,
                op,
                self.mask.is_none(),
                "does not support masks with vector element type",
            )?;
        } else {
            let minor = vshape.last().copied().unwrap_or(1);
            let res = bits(velt).zip(u64::try_from(minor).ok()).map(|(b, d)| b * d);
            if let (Some(res), Some(src)) = (res, bits(element)) {
                check(ctx, arena, op, src != 0 && res % src == 0, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type")?;
            }
            check(ctx, arena, op, results == vshape.len(), same_rank_msg)?;
        }
        check(
            ctx,
            arena,
            op,
            self.map.num_symbols == 0,
            "requires permutation_map without symbols",
        )?;
        check(
            ctx,
            arena,
            op,
            self.map.num_dims as usize == rank,
            "requires a permutation_map with input dims of the same rank as the source type",
        )?;
        if let Some(mask) = self.mask {
            let inferred = transfer_mask_type(ctx, self.vector, &self.map);
            check(
                ctx,
                arena,
                op,
                mask == inferred,
                format!(
                    "inferred mask type ('{}') and mask operand type ('{}') don't match",
                    type_to_string(ctx, inferred),
                    type_to_string(ctx, mask)
                ),
            )?;
        }
        let map_attr = ctx.get_attr(ir::AttrKind::AffineMap(self.map.clone()));
        check(
            ctx,
            arena,
            op,
            results == self.in_bounds,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {}",
                ir::text::printer::attr_to_string(ctx, map_attr),
                self.in_bounds
            ),
        )
    }

    /// `verifyPermutationMap`: dims used at most once, or the constant 0.
    fn verify_permutation(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
        let mut seen = vec![false; self.map.num_dims as usize];
        for e in &self.map.results {
            match e {
                AffineExpr::Constant(0) => {}
                AffineExpr::Dim(d) => {
                    let d = *d as usize;
                    check(
                        ctx,
                        arena,
                        op,
                        !seen.get(d).copied().unwrap_or(false),
                        "requires a permutation_map that is a permutation (found one dim used more than once)",
                    )?;
                    if let Some(s) = seen.get_mut(d) {
                        *s = true;
                    }
                }
                _ => {
                    return Err(op_error(
                        ctx,
                        arena,
                        op,
                        "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
                    ))
                }
            }
        }
        Ok(())
    }
}

impl TransferReadOp {
    /// `TransferReadOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(t) = Transfer::of(ctx, arena, op, false) else {
            return Ok(());
        };
        if let Some((rank, _)) = memref_or_tensor(ctx, t.shaped) {
            check(ctx, arena, op, t.indices == rank, format!("requires {rank} indices"))?;
        }
        t.verify_common(ctx, arena, op)?;
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
        let pad_at = 1 + segs.get(1).and_then(|&s| usize::try_from(s).ok()).unwrap_or(0);
        if let (Some(pad), Some((_, element))) = (operand_type(arena, op, pad_at), memref_or_tensor(ctx, t.shaped)) {
            if vector_parts(ctx, element).is_some() {
                check(
                    ctx,
                    arena,
                    op,
                    pad == element,
                    "requires source element type and padding type to match.",
                )?;
            } else {
                check(
                    ctx,
                    arena,
                    op,
                    is_vector_element(ctx, pad),
                    "requires valid padding vector elemental type",
                )?;
                check(
                    ctx,
                    arena,
                    op,
                    pad == element,
                    "requires formal padding and source of the same elemental type",
                )?;
            }
        }
        t.verify_permutation(ctx, arena, op)
    }
}

impl TransferWriteOp {
    /// `TransferWriteOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(t) = Transfer::of(ctx, arena, op, true) else {
            return Ok(());
        };
        if let Some((rank, _)) = memref_or_tensor(ctx, t.shaped) {
            check(ctx, arena, op, t.indices == rank, format!("requires {rank} indices"))?;
        }
        let broadcast = t.map.results.iter().any(|e| matches!(e, AffineExpr::Constant(0)));
        check(ctx, arena, op, !broadcast, "should not have broadcast dimensions")?;
        t.verify_common(ctx, arena, op)?;
        t.verify_permutation(ctx, arena, op)
    }
}
