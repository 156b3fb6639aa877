//! TOSA's hand-written custom forms (MLIR 22's `TosaOps.cpp`,
//! `parseWithEnumHandling` and `printWithEnumHandling`/
//! `printWithNanPropagationHandling`): `operands {attrs} : functional-type`
//! where the enum attributes (`nan_mode`, `rounding_mode`, `mode`) are
//! written as bare keywords (`nan_mode = IGNORE`).

pub mod run;
crate::common::ods_ops!("tosa");

pub mod folds;
pub mod infer_shapes;
pub(crate) mod linalg_emit;
pub mod to_arith;
pub mod to_linalg;
pub mod to_linalg_named;
pub mod to_tensor;
pub mod to_top;
pub mod type_conversion;
mod types;

use ir::float::FloatKind;
use ir::ods::format::{CustomParseArgs, CustomPrintArgs};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::text::printer::type_to_string;
use ir::types::Signedness;
use ir::types::DYNAMIC;
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, RegionId, Type, TypeKind, Value};

use crate::affine::{all_attrs, cerr, dense_ints};
use crate::scf::parse_optional_assignment_list;
use crate::tosa::ops::*;
use types::{is_mxint8, shape_rank};

type PResult<T> = Result<T, Diagnostic>;

/// A TOSA enum attribute: its mnemonic, the attribute name that takes it
/// bare, and its cases.
struct TosaEnum {
    mnemonic: &'static str,
    attr_name: &'static str,
    what: &'static str,
    cases: &'static [&'static str],
}

const NAN_MODE: TosaEnum = TosaEnum {
    mnemonic: "nan_mode",
    attr_name: "nan_mode",
    what: "nan_mode value",
    cases: &["PROPAGATE", "IGNORE"],
};

const ROUNDING_MODE: TosaEnum = TosaEnum {
    mnemonic: "rounding_mode",
    attr_name: "rounding_mode",
    what: "rounding_mode value",
    cases: &["SINGLE_ROUND", "INEXACT_ROUND", "DOUBLE_ROUND"],
};

const BLOCK_SIZE: TosaEnum = TosaEnum {
    mnemonic: "block_size",
    attr_name: "block_size",
    what: "block_size value",
    cases: &["BLOCK_SIZE_32"],
};

const RESIZE_MODE: TosaEnum = TosaEnum {
    mnemonic: "resize_mode",
    attr_name: "mode",
    what: "resize mode value",
    cases: &["NEAREST_NEIGHBOR", "BILINEAR"],
};

fn enum_attr(ctx: &Context, e: &TosaEnum, value: &str) -> Attr {
    ctx.get_attr(AttrKind::Opaque {
        dialect: "tosa".into(),
        data: format!("{}<{value}>", e.mnemonic),
    })
}

/// The case of a TOSA enum attribute (`#tosa.nan_mode<IGNORE>` → `IGNORE`).
fn enum_value(ctx: &Context, attr: Attr) -> Option<String> {
    let AttrKind::Opaque { dialect, data } = ctx.attr_kind(attr) else {
        return None;
    };
    if dialect != "tosa" {
        return None;
    }
    [NAN_MODE, ROUNDING_MODE, RESIZE_MODE, BLOCK_SIZE].iter().find_map(|e| {
        data.strip_prefix(e.mnemonic)
            .and_then(|d| d.strip_prefix('<'))
            .and_then(|d| d.strip_suffix('>'))
            .map(|d| d.trim().to_string())
    })
}

/// `parseWithEnumHandling<E>`.
fn parse_with_enum(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, e: &TosaEnum) -> PResult<()> {
    parse_with_enum_results(p, st, e, false)
}

/// [`parse_with_enum`]; with `all_results`, every result type of the
/// function type is taken (the block-scaled ops), else only the first.
fn parse_with_enum_results(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    e: &TosaEnum,
    all_results: bool,
) -> PResult<()> {
    let ctx = p.ctx();
    let mut operands = vec![p.parse_operand()?];
    while p.parse_optional_punct(Punct::Comma) {
        operands.push(p.parse_operand()?);
    }
    if p.parse_optional_punct(Punct::LBrace) && !p.parse_optional_punct(Punct::RBrace) {
        loop {
            let Some(name) = p.parse_optional_any_keyword() else {
                return Err(p.error_wrong_token("expected attribute name"));
            };
            p.parse_punct(Punct::Equal)?;
            let key = ctx.string_attr(name.as_bytes());
            let bare = if name == e.attr_name {
                p.parse_optional_any_keyword()
            } else {
                None
            };
            let value = match bare {
                Some(kw) => {
                    if !e.cases.contains(&kw.as_str()) {
                        let here = p.offset();
                        return Err(cerr(p, st, here, format!("invalid {}: {kw}", e.what)));
                    }
                    enum_attr(ctx, e, &kw)
                }
                None => p.parse_attribute(None)?,
            };
            st.attrs.push((key, value));
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RBrace)?;
    }
    p.parse_punct(Punct::Colon)?;
    let (inputs, results) = p.parse_function_type()?;
    let at = p.offset();
    if operands.len() != inputs.len() {
        return Err(cerr(
            p,
            st,
            at,
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    st.operands = p.resolve_operands(&operands, &inputs, at)?;
    if all_results {
        st.result_types.extend(results);
    } else if let Some(&r) = results.first() {
        st.result_types.push(r);
    }
    Ok(())
}

/// [`parse_with_enum`] for the ops whose `nan_mode` defaults to
/// `PROPAGATE` (set here when absent, as the default-valued property is).
fn parse_with_nan_mode(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
    parse_with_enum(p, st, &NAN_MODE)?;
    let ctx = p.ctx();
    let key = ctx.string_attr(b"nan_mode");
    if !st.attrs.iter().chain(&st.properties).any(|(k, _)| *k == key) {
        st.properties.push((key, enum_attr(ctx, &NAN_MODE, "PROPAGATE")));
    }
    Ok(())
}

/// ` %a, %b {name = value, ...} : (types) -> type`, enum values bare.
fn print_entries(p: &mut OpAsmPrinter<'_, '_>, op: OpId, attrs: &[(Attr, Attr)]) {
    p.print(" ");
    let operands = p.operands_of(op);
    p.print_operands(&operands);
    if !attrs.is_empty() {
        p.print(" {");
        for (i, &(k, v)) in attrs.iter().enumerate() {
            if i > 0 {
                p.print(", ");
            }
            let name = String::from_utf8_lossy(p.ctx().string_value(k)).into_owned();
            p.print(&format!("{name} = "));
            match enum_value(p.ctx(), v) {
                Some(bare) => p.print(&bare),
                None => p.print_attribute(v),
            }
        }
        p.print("}");
    }
    p.print(" : ");
    let inputs: Vec<Type> = operands.iter().map(|&v| p.arena().value_type(v)).collect();
    let results: Vec<Type> = p.arena().result_types(op).collect();
    p.print_functional_type(&inputs, &results);
}

/// `printWithNanPropagationHandling`: the first `nan_mode` that is
/// `PROPAGATE` (the default) is elided.
fn print_with_nan_mode(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let mut attrs = all_attrs(p, op);
    let ctx = p.ctx();
    if let Some(i) = attrs.iter().position(|(_, v)| {
        matches!(ctx.attr_kind(*v), AttrKind::Opaque { dialect, data } if dialect == "tosa" && data.starts_with("nan_mode<"))
    }) {
        if enum_value(ctx, attrs[i].1).as_deref() == Some("PROPAGATE") {
            attrs.remove(i);
        }
    }
    print_entries(p, op, &attrs);
}

macro_rules! nan_mode_ops {
    ($($ty:ident),* $(,)?) => {
        $(
            impl $ty {
                pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
                    parse_with_nan_mode(p, st)
                }

                pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
                    print_with_nan_mode(p, self.0);
                }
            }
        )*
    };
}

nan_mode_ops!(
    ClampOp,
    MaximumOp,
    MinimumOp,
    MaxPool2dOp,
    ReduceMaxOp,
    ReduceMinOp,
    ArgMaxOp
);

/// Ops printed by `printWithEnumHandling` (every attribute, enum values
/// bare) and parsed by `parseWithEnumHandling<E>`.
macro_rules! enum_ops {
    ($($ty:ident: $e:ident, $all:expr);* $(;)?) => {
        $(
            impl $ty {
                pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
                    parse_with_enum_results(p, st, &$e, $all)
                }

                pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
                    let attrs = all_attrs(p, self.0);
                    print_entries(p, self.0, &attrs);
                }
            }
        )*
    };
}

enum_ops!(
    RescaleOp: ROUNDING_MODE, false;
    ApplyScaleOp: ROUNDING_MODE, false;
    ResizeOp: RESIZE_MODE, false;
    CastFromBlockScaledOp: BLOCK_SIZE, true;
    CastToBlockScaledOp: BLOCK_SIZE, true;
    MatmulTBlockScaledOp: BLOCK_SIZE, true;
);

// ----- type constraints (TosaTypesBase.td) -----

/// `Tosa_Int`: an unsigned or signless integer.
fn is_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Signless | Signedness::Unsigned,
            ..
        }
    )
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

fn is_signless(ctx: &Context, t: Type, widths: &[u32]) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width, signedness: Signedness::Signless } if widths.contains(width))
}

/// `Tosa_QuantizedInt`: a `!quant` type whose storage type is 4, 8, 16 or
/// 32 bits wide.
fn is_quantized(ctx: &Context, t: Type) -> bool {
    crate::quant::quant_type(ctx, t)
        .and_then(|q| q.storage())
        .and_then(|s| crate::quant::int_width(ctx, s.ty))
        .is_some_and(|w| matches!(w, 4 | 8 | 16 | 32))
}

/// `Tosa_AnyNumber`.
fn is_number(ctx: &Context, t: Type) -> bool {
    is_int(ctx, t) || is_quantized(ctx, t) || is_float(ctx, t) || is_mxint8(ctx, t)
}

fn is_int_or_float(ctx: &Context, t: Type) -> bool {
    is_int(ctx, t) || is_float(ctx, t)
}

/// `Tosa_MXFPNumber`.
fn is_mxfp_number(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Float(
            FloatKind::F8E4M3FN | FloatKind::F8E5M2 | FloatKind::F4E2M1FN | FloatKind::F6E2M3FN | FloatKind::F6E3M2FN
        )
    ) || is_mxint8(ctx, t)
}

fn is_mxfp_scale_number(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(FloatKind::F8E8M0FNU))
}

type ElemPred = fn(&Context, Type) -> bool;

/// The shape of a ranked tensor; `None` for anything else.
fn ranked_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

fn elem_ok(ctx: &Context, t: Type, elem: ElemPred) -> bool {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor { element } => elem(ctx, *element),
        _ => false,
    }
}

/// `TosaUnrankedTensorOf<[elem]>`.
fn unranked_of(ctx: &Context, t: Type, elem: ElemPred) -> bool {
    matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { element } if elem(ctx, *element))
}

/// `TosaRankedTensorOf<[elem], [rank ok]>`: ranked, no 0 dimension.
fn ranked_of(ctx: &Context, t: Type, elem: ElemPred, rank: impl Fn(usize) -> bool) -> bool {
    ranked_shape(ctx, t).is_some_and(|s| s.iter().all(|&d| d != 0) && rank(s.len())) && elem_ok(ctx, t, elem)
}

/// `TosaTensorOf<[elem]>`.
fn tensor_of(ctx: &Context, t: Type, elem: ElemPred) -> bool {
    unranked_of(ctx, t, elem) || ranked_of(ctx, t, elem, |_| true)
}

/// `TosaScalarTensorOf<[elem], [1]>`: `tensor<1xT>`.
fn scalar_of(ctx: &Context, t: Type, elem: ElemPred) -> bool {
    ranked_shape(ctx, t).is_some_and(|s| s == [1]) && elem_ok(ctx, t, elem)
}

/// `Tosa_TensorND` (and `Tosa_TensorAtLeast1D`): unranked, or ranked of an accepted rank.
fn tensor_rank(ctx: &Context, t: Type, rank: impl Fn(usize) -> bool) -> bool {
    unranked_of(ctx, t, is_number) || ranked_of(ctx, t, is_number, rank)
}

/// `Rank2TosaShape`.
pub fn is_shape_rank2(ctx: &Context, t: Type) -> bool {
    shape_rank(ctx, t) == Some(2)
}
/// `Rank4TosaShape`.
pub fn is_shape_rank4(ctx: &Context, t: Type) -> bool {
    shape_rank(ctx, t) == Some(4)
}
/// `Tosa_Tensor`.
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    tensor_of(ctx, t, is_number)
}
/// `Tosa_I1Tensor`.
pub fn is_i1_tensor(ctx: &Context, t: Type) -> bool {
    tensor_of(ctx, t, |c, e| is_signless(c, e, &[1]))
}
/// `Tosa_Int32Or64Tensor`.
pub fn is_int32_or_64_tensor(ctx: &Context, t: Type) -> bool {
    tensor_of(ctx, t, |c, e| is_signless(c, e, &[32, 64]))
}
/// `Tosa_FloatTensor`.
pub fn is_float_tensor(ctx: &Context, t: Type) -> bool {
    tensor_of(ctx, t, is_float)
}
/// `Tosa_Tensor1D`.
pub fn is_tensor_1d(ctx: &Context, t: Type) -> bool {
    tensor_rank(ctx, t, |r| r == 1)
}
/// `Tosa_Tensor3D`.
pub fn is_tensor_3d(ctx: &Context, t: Type) -> bool {
    tensor_rank(ctx, t, |r| r == 3)
}
/// `Tosa_Tensor4D`.
pub fn is_tensor_4d(ctx: &Context, t: Type) -> bool {
    tensor_rank(ctx, t, |r| r == 4)
}
/// `Tosa_Tensor5D`.
pub fn is_tensor_5d(ctx: &Context, t: Type) -> bool {
    tensor_rank(ctx, t, |r| r == 5)
}
/// `Tosa_TensorAtLeast1D`.
pub fn is_tensor_at_least_1d(ctx: &Context, t: Type) -> bool {
    tensor_rank(ctx, t, |r| r >= 1)
}
/// `Tosa_IndexTensor2D`.
pub fn is_index_tensor_2d(ctx: &Context, t: Type) -> bool {
    unranked_of(ctx, t, is_number) || ranked_of(ctx, t, |c, e| is_signless(c, e, &[32, 64]), |r| r == 2)
}
/// `Tosa_ScalarTensor`.
pub fn is_scalar_tensor(ctx: &Context, t: Type) -> bool {
    unranked_of(ctx, t, is_int_or_float) || scalar_of(ctx, t, is_number)
}
/// `Tosa_ScalarInt8Tensor`.
pub fn is_scalar_int8_tensor(ctx: &Context, t: Type) -> bool {
    let i8 = |c: &Context, e: Type| is_signless(c, e, &[8]);
    unranked_of(ctx, t, i8) || scalar_of(ctx, t, i8)
}
/// `Tosa_ScalarIntOrFloatTensor`.
pub fn is_scalar_int_or_float_tensor(ctx: &Context, t: Type) -> bool {
    unranked_of(ctx, t, is_int_or_float) || scalar_of(ctx, t, is_int_or_float)
}
/// `Tosa_ScalarInt32Tensor`.
pub fn is_scalar_int32_tensor(ctx: &Context, t: Type) -> bool {
    let i32 = |c: &Context, e: Type| is_signless(c, e, &[32]);
    unranked_of(ctx, t, i32) || scalar_of(ctx, t, i32)
}
/// `Tosa_MXFPDataTensor3D`.
pub fn is_mxfp_data_tensor_3d(ctx: &Context, t: Type) -> bool {
    unranked_of(ctx, t, is_mxfp_number) || ranked_of(ctx, t, is_mxfp_number, |r| r == 3)
}
/// `Tosa_MXFPScaleTensor3D`.
pub fn is_mxfp_scale_tensor_3d(ctx: &Context, t: Type) -> bool {
    unranked_of(ctx, t, is_mxfp_scale_number) || ranked_of(ctx, t, is_mxfp_scale_number, |r| r == 3)
}
/// `Tosa_MXFPDataTensorAtLeast1D`.
pub fn is_mxfp_data_tensor_at_least_1d(ctx: &Context, t: Type) -> bool {
    unranked_of(ctx, t, is_mxfp_number) || ranked_of(ctx, t, is_mxfp_number, |r| r >= 1)
}
/// `Tosa_MXFPScaleTensorAtLeast1D`.
pub fn is_mxfp_scale_tensor_at_least_1d(ctx: &Context, t: Type) -> bool {
    unranked_of(ctx, t, is_mxfp_scale_number) || ranked_of(ctx, t, is_mxfp_scale_number, |r| r >= 1)
}

/// `Tosa_TypeLike<[elem]>`: the type itself, a vector of non-zero rank of
/// it, or a tosa tensor of it.
fn type_like(ctx: &Context, t: Type, elem: ElemPred) -> bool {
    elem(ctx, t)
        || matches!(ctx.type_kind(t), TypeKind::Vector { shape, element, .. } if !shape.is_empty() && elem(ctx, *element))
        || tensor_of(ctx, t, elem)
}
/// `Tosa_IntLike`.
pub fn is_int_like(ctx: &Context, t: Type) -> bool {
    type_like(ctx, t, is_int)
}
/// `Tosa_Int8Like`.
pub fn is_int8_like(ctx: &Context, t: Type) -> bool {
    type_like(ctx, t, |c, e| is_signless(c, e, &[8]))
}

/// `IndexElementsAttr`: a dense integer elements attribute of `index`.
pub fn is_index_elements(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseElements { ty, .. }
        if ctx.type_kind(*ty).element().is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Index)))
}

// ----- tosa traits and verifiers (TosaOps.h, TosaOps.cpp, mlir/Dialect/Traits.cpp) -----

/// A trait check of a tosa op, run in the op's `verify` in the order of
/// the op's trait list.
#[derive(Clone, Copy)]
enum Check {
    /// `ResultsBroadcastableShape`.
    Broadcast,
    /// `SameOperandsAndResultRank`.
    Rank,
    /// `TosaResolvableShapeOperands`.
    Resolvable,
    /// `TosaShapeOperatorWithSameRanks`.
    ShapeSameRanks,
    /// `ResultsAreFloatLike`.
    ResultsFloat,
}

/// The ops with the `TosaShapeOperator` trait.
const SHAPE_OPERATORS: &[&str] = &[
    "tosa.add_shape",
    "tosa.concat_shape",
    "tosa.const_shape",
    "tosa.dim",
    "tosa.div_ceil_shape",
    "tosa.div_floor_shape",
    "tosa.exp2_shape",
    "tosa.log2_ceil_shape",
    "tosa.log2_floor_shape",
    "tosa.max_shape",
    "tosa.min_shape",
    "tosa.mod_shape",
    "tosa.mul_shape",
    "tosa.slice_shape",
    "tosa.sub_shape",
];

type VResult = Result<(), Diagnostic>;

fn err(ctx: &Context, arena: &IrArena, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    ir::ods::verify::op_error(ctx, arena, op, msg)
}

/// A failed verification: `emitOpError(msg)` as the `Err` of any result.
fn fail<T>(ctx: &Context, arena: &IrArena, op: OpId, msg: impl std::fmt::Display) -> Result<T, Diagnostic> {
    Err(err(ctx, arena, op, msg))
}

fn operand_types(arena: &IrArena, op: OpId) -> Vec<Type> {
    arena.operands(op).map(|v| arena.value_type(v)).collect()
}

fn verify_checks(ctx: &Context, arena: &IrArena, op: OpId, checks: &[Check]) -> VResult {
    for c in checks {
        match c {
            Check::Broadcast => verify_broadcast(ctx, arena, op)?,
            Check::Rank => verify_same_rank(ctx, arena, op)?,
            Check::Resolvable => verify_resolvable(ctx, arena, op)?,
            Check::ShapeSameRanks => verify_shape_same_ranks(ctx, arena, op)?,
            Check::ResultsFloat => {
                let all_float = arena.result_types(op).all(|t| {
                    let e = ctx.type_kind(t).element().unwrap_or(t);
                    is_float(ctx, e)
                });
                if !all_float {
                    return fail(ctx, arena, op, "requires a floating point type");
                }
            }
        }
    }
    Ok(())
}

/// `verifyTosaResolvableShapeOperands`.
fn verify_resolvable(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    for v in arena.operands(op) {
        if shape_rank(ctx, arena.value_type(v)).is_none() {
            continue;
        }
        let resolvable = match v {
            Value::Result { op: def, .. } => SHAPE_OPERATORS.contains(&ctx.op_info(arena.op_name(def)).name()),
            _ => false,
        };
        if !resolvable {
            return fail(ctx, arena, op, "shape operand is not compile time resolvable");
        }
    }
    Ok(())
}

/// `verifyTosaShapeOperatorWithSameRanks`.
fn verify_shape_same_ranks(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let operands = operand_types(arena, op);
    let Some(&first) = operands.first() else {
        return fail(ctx, arena, op, "expected 1 or more operands, but found 0");
    };
    let rank = shape_rank(ctx, first);
    if operands.iter().any(|&t| shape_rank(ctx, t) != rank) {
        return fail(ctx, arena, op, "operands don't have matching ranks");
    }
    if arena.result_types(op).any(|t| shape_rank(ctx, t) != rank) {
        return fail(ctx, arena, op, "result shape has different rank than operands");
    }
    Ok(())
}

/// `verifySameOperandsAndResultRank`.
fn verify_same_rank(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let rank_of = |t: Type| ctx.type_kind(t).shape().map(<[i64]>::len);
    let operands: Vec<usize> = operand_types(arena, op).into_iter().filter_map(rank_of).collect();
    let results: Vec<usize> = arena.result_types(op).filter_map(rank_of).collect();
    let Some(&rank) = operands.first().or(results.first()) else {
        return Ok(());
    };
    if operands.iter().any(|&r| r != rank) {
        return fail(ctx, arena, op, "operands don't have matching ranks");
    }
    if results.iter().any(|&r| r != rank) {
        return fail(ctx, arena, op, "result type has different rank than operands");
    }
    Ok(())
}

/// `OpTrait::util::getBroadcastedShape`.
fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let mut out = if a.len() > b.len() { a.to_vec() } else { b.to_vec() };
    let n = out.len();
    for (k, (&d1, &d2)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        let r = if d1 == DYNAMIC || d2 == DYNAMIC {
            if d1 > 1 {
                d1
            } else if d2 > 1 || d1 == 1 {
                d2
            } else if d2 == 1 {
                d1
            } else {
                DYNAMIC
            }
        } else if d1 == d2 || d2 == 1 {
            d1
        } else if d1 == 1 {
            d2
        } else {
            return None;
        };
        out[n - 1 - k] = r;
    }
    Some(out)
}

fn shape_string(shape: &[i64]) -> String {
    let dims: Vec<String> = shape
        .iter()
        .map(|&d| if d == DYNAMIC { "?".to_string() } else { d.to_string() })
        .collect();
    format!("'{}'", dims.join("x"))
}

/// `verifyCompatibleOperandBroadcast` (`ResultsBroadcastableShape`).
fn verify_broadcast(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let ranked: Vec<Vec<i64>> = operand_types(arena, op)
        .into_iter()
        .filter_map(|t| ranked_shape(ctx, t).map(<[i64]>::to_vec))
        .collect();
    let Some(first) = ranked.first() else {
        return Ok(());
    };
    let mut shape = first.clone();
    for other in &ranked {
        shape = broadcast_shapes(&shape, other)
            .ok_or_else(|| err(ctx, arena, op, "operands don't have broadcast-compatible shapes"))?;
    }
    for t in arena.result_types(op) {
        let Some(actual) = ranked_shape(ctx, t) else { continue };
        let suffix = &actual[actual.len().saturating_sub(shape.len())..];
        if !dims_compatible(&shape, suffix) {
            let msg = format!(
                "result type {} not broadcast compatible with broadcasted operands's shapes {}",
                shape_string(actual),
                shape_string(&shape)
            );
            return fail(ctx, arena, op, msg);
        }
    }
    Ok(())
}

fn result_type(arena: &IrArena, op: OpId, i: u32) -> Type {
    arena.value_type(Value::Result { op, index: i })
}

fn attr_named(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Option<Attr> {
    [arena.properties(op), arena.attrs(op)]
        .into_iter()
        .flatten()
        .flat_map(|d| ctx.dictionary_entries(d).iter().copied())
        .find(|(k, _)| ctx.string_value(*k) == name.as_bytes())
        .map(|(_, v)| v)
}

/// `ConstOp::verify`.
fn verify_const(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let attr_ty = attr_named(ctx, arena, op, "values").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        _ => None,
    });
    let out = result_type(arena, op, 0);
    let tensor = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    };
    let (Some(attr_ty), true) = (attr_ty, tensor(out)) else {
        return fail(ctx, arena, op, "expected tensors for attr/result type");
    };
    if !tensor(attr_ty) {
        return fail(ctx, arena, op, "expected tensors for attr/result type");
    }
    let attr_elem = ctx.type_kind(attr_ty).element();
    let out_elem = ctx.type_kind(out).element();
    if let (Some(a), Some(o)) = (attr_elem, out_elem) {
        if is_quantized(ctx, o) && quant_storage(ctx, o) == Some(a) {
            return Ok(());
        }
    }
    if attr_elem != out_elem {
        return fail(ctx, arena, op, "expected same attr/result element types");
    }
    Ok(())
}

/// The storage type of a `!quant.uniform<iN...>` type: signless when
/// signed, else unsigned, of the storage width.
fn quant_storage(ctx: &Context, t: Type) -> Option<Type> {
    let storage = crate::quant::quant_type(ctx, t)?.storage()?;
    let width = crate::quant::int_width(ctx, storage.ty)?;
    let signedness = if storage.signed() {
        Signedness::Signless
    } else {
        Signedness::Unsigned
    };
    Some(ctx.get_type(TypeKind::Integer { width, signedness }))
}

/// `ConstShapeOp::verify`.
fn verify_const_shape(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let Some(values) = attr_named(ctx, arena, op, "values") else {
        return Ok(());
    };
    let shape = match ctx.attr_kind(values) {
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseStrings { ty, .. } | AttrKind::DenseResource { ty, .. } => {
            ctx.type_kind(*ty).shape().map(<[i64]>::to_vec)
        }
        _ => None,
    };
    let Some(shape) = shape else { return Ok(()) };
    if shape.len() != 1 {
        return fail(ctx, arena, op, "expect elements in attribute values with rank 1");
    }
    let count = shape[0];
    let rank = shape_rank(ctx, result_type(arena, op, 0)).unwrap_or(-1);
    if !(count == rank || (count == 1 && rank == 0)) {
        let msg = format!("expect number of elements in attribute values ({count}) to be equal to the rank ({rank}) for the result shape type");
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// Implements `verify` of each op: its tosa trait checks in trait-list
/// order, then its C++ verifier where one is written here.
macro_rules! tosa_verifiers {
    ($($op:ident => [$($c:ident),*] $(, $extra:path)?;)*) => {
        $(
            impl $op {
                /// Upstream's tosa trait checks and op verifier.
                pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
                    verify_checks(ctx, arena, self.0, &[$(Check::$c),*])?;
                    $($extra(ctx, arena, self.0)?;)?
                    Ok(())
                }
            }
        )*

        /// The tosa trait checks of `op` (none for an op without any).
        fn trait_checks(ctx: &Context, arena: &IrArena, op: OpId) -> &'static [Check] {
            $(
                if $op::cast(ctx, arena, op).is_some() {
                    return &[$(Check::$c),*];
                }
            )*
            &[]
        }
    };
}

/// The error `SameOperandsAndResultRank`'s check gives `op` when it has the
/// trait and its types break it (`tosa-infer-shapes` checks its refined
/// ops with it, upstream's `validateSameOperandsAndResultRankTrait`).
pub fn same_operands_and_result_rank_error(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Diagnostic> {
    if !trait_checks(ctx, arena, op).iter().any(|c| matches!(c, Check::Rank)) {
        return None;
    }
    verify_same_rank(ctx, arena, op).err()
}

tosa_verifiers! {
    AbsOp => [Broadcast, Rank, Resolvable];
    AddOp => [Broadcast, Rank, Resolvable];
    AddShapeOp => [ShapeSameRanks, Resolvable];
    ApplyScaleOp => [Resolvable];
    ArgMaxOp => [Resolvable], verify_argmax;
    ArithmeticRightShiftOp => [Broadcast, Rank, Resolvable];
    AvgPool2dOp => [Resolvable], verify_avg_pool2d;
    BitwiseAndOp => [Broadcast, Rank, Resolvable];
    BitwiseNotOp => [Broadcast, Rank, Resolvable];
    BitwiseOrOp => [Broadcast, Rank, Resolvable];
    BitwiseXorOp => [Broadcast, Rank, Resolvable];
    CastFromBlockScaledOp => [Resolvable], verify_cast_from_block_scaled;
    CastOp => [Resolvable];
    CastToBlockScaledOp => [Resolvable], verify_cast_to_block_scaled;
    CeilOp => [Broadcast, Rank, Resolvable];
    ClampOp => [Broadcast, Rank, Resolvable], verify_clamp;
    ClzOp => [Broadcast, Rank, Resolvable];
    ConcatOp => [Resolvable], verify_concat;
    ConcatShapeOp => [Resolvable], verify_concat_shape;
    ConstOp => [Resolvable], verify_const;
    ConstShapeOp => [Resolvable], verify_const_shape;
    Conv2DOp => [Resolvable], verify_conv2d;
    Conv3DOp => [Resolvable], verify_conv3d;
    CosOp => [Broadcast, Rank, Resolvable];
    CustomOp => [Resolvable];
    DepthwiseConv2DOp => [Resolvable], verify_depthwise_conv2d;
    DimOp => [Resolvable], verify_dim;
    DivCeilShapeOp => [ShapeSameRanks, Resolvable];
    DivFloorShapeOp => [ShapeSameRanks, Resolvable];
    EqualOp => [Broadcast, Rank, Resolvable];
    ErfOp => [Broadcast, Rank, Resolvable];
    Exp2ShapeOp => [ShapeSameRanks, Resolvable];
    ExpOp => [Broadcast, Rank, Resolvable];
    FFT2dOp => [ResultsFloat, Resolvable], verify_fft2d;
    FloorOp => [Broadcast, Rank, Resolvable];
    GatherOp => [Resolvable], verify_gather;
    GreaterEqualOp => [Broadcast, Rank, Resolvable];
    GreaterOp => [Broadcast, Rank, Resolvable];
    IdentityOp => [Resolvable];
    IfOp => [Resolvable], verify_if;
    IntDivOp => [Broadcast, Rank, Resolvable];
    Log2CeilShapeOp => [ShapeSameRanks, Resolvable];
    Log2FloorShapeOp => [ShapeSameRanks, Resolvable];
    LogOp => [Broadcast, Rank, Resolvable];
    LogicalAndOp => [Broadcast, Rank, Resolvable];
    LogicalLeftShiftOp => [Broadcast, Rank, Resolvable];
    LogicalNotOp => [Broadcast, Rank, Resolvable];
    LogicalOrOp => [Broadcast, Rank, Resolvable];
    LogicalRightShiftOp => [Broadcast, Rank, Resolvable];
    LogicalXorOp => [Broadcast, Rank, Resolvable];
    MatMulOp => [Resolvable], verify_matmul;
    MatmulTBlockScaledOp => [Resolvable], verify_matmul_t_block_scaled;
    MaxPool2dOp => [Resolvable], verify_max_pool2d;
    MaxShapeOp => [ShapeSameRanks, Resolvable];
    MaximumOp => [Broadcast, Rank, Resolvable];
    MinShapeOp => [ShapeSameRanks, Resolvable];
    MinimumOp => [Broadcast, Rank, Resolvable];
    ModShapeOp => [ShapeSameRanks, Resolvable];
    MulOp => [Resolvable], verify_mul;
    MulShapeOp => [ShapeSameRanks, Resolvable];
    NegateOp => [Resolvable], verify_negate;
    PadOp => [Resolvable], verify_pad;
    PowOp => [Broadcast, Rank, Resolvable];
    RFFT2dOp => [ResultsFloat, Resolvable], verify_rfft2d;
    ReciprocalOp => [Broadcast, Rank, Resolvable];
    ReduceAllOp => [Resolvable], verify_reduce;
    ReduceAnyOp => [Resolvable], verify_reduce;
    ReduceMaxOp => [Resolvable], verify_reduce;
    ReduceMinOp => [Resolvable], verify_reduce;
    ReduceProductOp => [Resolvable], verify_reduce;
    ReduceSumOp => [Resolvable], verify_reduce;
    RescaleOp => [Resolvable], verify_rescale;
    ReshapeOp => [Resolvable], verify_reshape;
    ResizeOp => [Resolvable], verify_resize;
    ReverseOp => [Resolvable], verify_reverse;
    RsqrtOp => [Broadcast, Rank, Resolvable];
    ScatterOp => [Resolvable], verify_scatter;
    SelectOp => [Broadcast, Rank, Resolvable], verify_select;
    SigmoidOp => [Broadcast, Rank, Resolvable];
    SinOp => [Broadcast, Rank, Resolvable];
    SliceOp => [Resolvable], verify_slice;
    SliceShapeOp => [Resolvable], verify_slice_shape;
    SubOp => [Broadcast, Rank, Resolvable];
    SubShapeOp => [ShapeSameRanks, Resolvable];
    TableOp => [Resolvable], verify_table;
    TanhOp => [Broadcast, Rank, Resolvable];
    TileOp => [Resolvable], verify_tile;
    TransposeConv2DOp => [Resolvable], verify_transpose_conv2d;
    TransposeOp => [Resolvable], verify_transpose;
    VariableOp => [Resolvable];
    VariableReadOp => [Resolvable], verify_variable_read;
    VariableWriteOp => [Resolvable], verify_variable_write;
    WhileOp => [Resolvable], verify_while;
    YieldOp => [Resolvable];
}

// ----- control flow: tosa.cond_if and tosa.while_loop -----

/// `printInitializationList`: ` (%inner = %outer, ...)`, nothing when empty
/// or when the region has fewer arguments than there are inputs.
fn print_init_list(p: &mut OpAsmPrinter<'_, '_>, inner: &[Value], outer: &[Value]) {
    if inner.len() >= outer.len() {
        crate::scf::print_init_list(p, inner, outer, " ");
    }
}

/// The arguments of the first block of `region`.
fn region_args(arena: &IrArena, region: RegionId) -> Vec<Value> {
    arena
        .region_blocks(region)
        .first()
        .map(|&b| (0..arena.num_args(b)).map(|i| arena.arg(b, i)).collect())
        .unwrap_or_default()
}

/// The `(inputs) -> results` of a parsed function type, or `None`.
fn function_parts(ctx: &Context, ty: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

fn input_count_error(
    p: &OpAsmParser<'_, '_>,
    st: &OperationState,
    at: usize,
    expected: usize,
    got: usize,
) -> Diagnostic {
    cerr(
        p,
        st,
        at,
        format!("expected as many input types as operands (expected {expected} got {got})"),
    )
}

impl IfOp {
    /// `IfOp::parse`.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let then_region = p.new_region();
        let else_region = p.new_region();
        st.regions.push(then_region);
        st.regions.push(else_region);
        let cond = p.parse_operand()?;
        let list = parse_optional_assignment_list(p)?;
        p.parse_punct(Punct::Colon)?;
        let cond_ty = p.parse_type()?;
        let at = p.offset();
        st.operands = p.resolve_operands(&[cond], &[cond_ty], at)?;
        if let Some((_, outer)) = list {
            let at = p.offset();
            let fn_ty = p.parse_type()?;
            let Some((inputs, results)) = function_parts(p.ctx(), fn_ty) else {
                return Err(cerr(
                    p,
                    st,
                    at,
                    "expected list of types for block arguments followed by arrow type and list of return types",
                ));
            };
            st.result_types = results;
            if inputs.len() != outer.len() {
                let here = p.offset();
                return Err(input_count_error(p, st, here, outer.len(), inputs.len()));
            }
            let at = p.offset();
            let values = p.resolve_operands(&outer, &inputs, at)?;
            st.operands.extend(values);
        } else if p.parse_optional_punct(Punct::Arrow) {
            st.result_types = p.parse_function_result_types()?;
        }
        p.parse_region(then_region, &[], false)?;
        if p.parse_optional_keyword("else") {
            p.parse_region(else_region, &[], false)?;
        }
        p.parse_optional_attr_dict(&mut st.attrs)?;
        Ok(())
    }

    /// `IfOp::print`.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        let Some((&cond, inputs)) = operands.split_first() else {
            return;
        };
        let regions = p.arena().regions(op).to_vec();
        let (Some(&then_region), Some(&else_region)) = (regions.first(), regions.get(1)) else {
            return;
        };
        p.print(" ");
        p.print_operand(cond);
        let args = region_args(p.arena(), then_region);
        print_init_list(p, &args, inputs);
        p.print(" : ");
        let cond_ty = p.arena().value_type(cond);
        p.print_type(cond_ty);
        if !inputs.is_empty() {
            let types: Vec<Type> = inputs.iter().map(|&v| p.arena().value_type(v)).collect();
            p.print(" (");
            p.print_type_list(&types);
            p.print(")");
        }
        let results: Vec<Type> = p.arena().result_types(op).collect();
        p.print(" -> ");
        p.print_result_types(&results);
        p.print(" ");
        p.print_region(then_region, true, true);
        if !p.arena().region_blocks(else_region).is_empty() {
            p.print(" else ");
            p.print_region(else_region, true, true);
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

impl WhileOp {
    /// `WhileOp::parse`: upstream's copy of `scf.while`'s parser (regions
    /// `cond` and `body` for `before` and `after`), so `scf.while`'s code.
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        crate::scf::ops::WhileOp::parse_assembly(p, st)
    }

    /// `WhileOp::print`.
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let inputs = p.operands_of(op);
        let regions = p.arena().regions(op).to_vec();
        let (Some(&cond), Some(&body)) = (regions.first(), regions.get(1)) else {
            return;
        };
        let args = region_args(p.arena(), cond);
        print_init_list(p, &args, &inputs);
        p.print(" : ");
        let types: Vec<Type> = inputs.iter().map(|&v| p.arena().value_type(v)).collect();
        let results: Vec<Type> = p.arena().result_types(op).collect();
        p.print_functional_type(&types, &results);
        p.print(" ");
        p.print_region(cond, false, true);
        p.print(" do ");
        p.print_region(body, true, true);
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict_with_keyword(&attrs, &[]);
    }
}

// ----- tosa.variable: custom<VariableOpTypeOrInitialValue> -----

/// `convertFromMlirShape`: dynamic sizes as -1.
fn index_tensor_attr(ctx: &Context, shape: &[i64]) -> Option<Attr> {
    let dims: Vec<i64> = shape.iter().map(|&d| if d == DYNAMIC { -1 } else { d }).collect();
    let ty = ctx.get_type(ir::TypeKind::RankedTensor {
        shape: vec![shape.len() as i64],
        element: ctx.index_type(),
        encoding: None,
    });
    ir::dense_bridge::dense_int_attr(ctx, ty, &dims)
}

/// `parseVariableOpTypeOrInitialValue`: `= initial-value` (a typed
/// attribute) or `: tensor-type`; sets `var_shape` and `type`.
pub fn parse_variable_op_type_or_initial_value<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    args: &mut CustomParseArgs<'_, 'a>,
) -> PResult<bool> {
    let ctx = p.ctx();
    let ty = if p.parse_optional_punct(Punct::Equal) {
        // Upstream adds "expected attribute", at the token after the failed
        // attribute, to the attribute parser's own error.
        let init = match p.parse_attribute(None) {
            Ok(init) => init,
            Err(mut e) => {
                e.followups
                    .push(p.custom_op_error(args.op_name(), p.offset(), "expected attribute"));
                return Err(e);
            }
        };
        let Some(ty) = ir::ods::values::attr_type(ctx, init) else {
            return Err(p.custom_op_error(args.op_name(), p.offset(), "expected Typed attr"));
        };
        args.set_attr(2, init);
        ty
    } else {
        p.parse_colon_type()?
    };
    let (shape, element) = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. }
        | TypeKind::MemRef { shape, element, .. }
        | TypeKind::Vector { shape, element, .. } => (shape.clone(), *element),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => {
            return Err(p.custom_op_error(args.op_name(), p.offset(), "expected ranked type"));
        }
        _ => return Err(p.custom_op_error(args.op_name(), p.offset(), "expected shaped type")),
    };
    let Some(var_shape) = index_tensor_attr(ctx, &shape) else {
        return Err(p.custom_op_error(args.op_name(), p.offset(), "expected shaped type"));
    };
    args.set_attr(0, var_shape);
    args.set_attr(1, ctx.get_attr(AttrKind::Type(element)));
    Ok(true)
}

/// `printVariableOpTypeOrInitialValue`.
pub fn print_variable_op_type_or_initial_value(p: &mut OpAsmPrinter<'_, '_>, args: &CustomPrintArgs<'_>) {
    let ctx = p.ctx();
    let init = args.attr(p, 2);
    let typed = init.and_then(|a| ir::ods::values::attr_type(ctx, a)).is_some();
    if !typed {
        let shape: Vec<i64> = args
            .attr(p, 0)
            .and_then(|a| dense_ints(ctx, a))
            .unwrap_or_default()
            .into_iter()
            .map(|d| if d == -1 { DYNAMIC } else { d })
            .collect();
        let element = match args.attr(p, 1).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => *t,
            _ => return,
        };
        let tensor = ctx.get_type(TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        });
        p.print(": ");
        p.print_type(tensor);
        if init.is_some() {
            p.print(" ");
        }
    }
    if let Some(init) = init {
        p.print("= ");
        p.print_attribute(init);
    }
}

// ----- result names: the ops with several fixed results -----

macro_rules! named_results {
    ($($op:ident: [$($name:literal),*];)*) => {
        $(
            impl $op {
                /// `getAsmResultNames`: the results' ODS names.
                pub fn result_names(self, _ctx: &Context, _arena: &IrArena, set: &mut dyn FnMut(u32, &str)) {
                    for (i, name) in [$($name),*].into_iter().enumerate() {
                        if let Ok(i) = u32::try_from(i) {
                            set(i, name);
                        }
                    }
                }
            }
        )*
    };
}

named_results! {
    FFT2dOp: ["output_real", "output_imag"];
    RFFT2dOp: ["output_real", "output_imag"];
    CastToBlockScaledOp: ["output_data", "output_scale"];
}

/// `Tosa_IntOrFloatAttr` (an `AnyAttrOf`, so stored as any attribute).
pub fn is_int_or_float_attr(ctx: &Context, a: Attr) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::Integer { .. } | AttrKind::Bool(_) | AttrKind::Float { .. }
    )
}

// ----- op verifiers (TosaOps.cpp): in the `verify*.rs` files -----

mod reify;
mod shape_inference;
mod value_knowledge;
mod verify;
mod verify_conv;
mod verify_data;
mod verify_numeric;
mod verify_scaled;
mod verify_shape;
use verify::*;
use verify_conv::*;
use verify_data::*;
use verify_numeric::*;
use verify_scaled::*;
use verify_shape::*;

// `tosa.apply_scale`'s `VectorUnrollOpInterface` (`TosaUtilOps.td`): its
// `getShapeForUnroll` is the result's vector shape, the default body.
crate::common::interface_defaults::default_interface_impls!(VectorUnrollOpInterface: ApplyScaleOp);
