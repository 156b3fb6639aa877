//! The hand-written parts of the arith ops declared here (MLIR's
//! `ArithOps.cpp`): `arith.select`'s custom form and verifier, the casts'
//! `CastOpInterface` compatibility and width checks, and
//! `arith.constant`'s verifier.

use crate::arith::ops::{
    BitcastOp, ConstantOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp,
    ScalingExtFOp, ScalingTruncFOp, SelectOp, TruncFOp, TruncIOp, UIToFPOp,
};
use crate::func::{op_error, plain_error};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, OperationState, Punct};
use ir::text::printer::type_to_string;
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

impl SelectOp {
    /// `SelectOp::parse`: `%c, %a, %b {attrs} : [cond_type,] type`.
    pub fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let start = p.offset();
        let operands = p.parse_operand_list()?;
        if operands.len() != 3 {
            return Err(p.custom_op_error("arith.select", start, "expected 3 operands"));
        }
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let mut result = p.parse_colon_type()?;
        let condition = if p.parse_optional_punct(Punct::Comma) {
            let c = result;
            result = p.parse_type()?;
            c
        } else {
            p.ctx().int_type(1)
        };
        st.result_types = vec![result];
        let (name_at, _) = p.op_name_before(start);
        st.operands = p.resolve_operands(&operands, &[condition, result, result], name_at)?;
        Ok(())
    }

    /// `SelectOp::print`: the condition type only when it is shaped.
    pub fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        p.print(" ");
        p.print_operands(&operands);
        let attrs = crate::common::syntax::sorted_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &[]);
        p.print(" : ");
        if let Some(&c) = operands.first() {
            let ct = p.arena().value_type(c);
            if is_shaped(p.ctx(), ct) {
                p.print_type(ct);
                p.print(", ");
            }
        }
        let result = p.arena().result_types(op).next();
        if let Some(t) = result {
            p.print_type(t);
        }
    }
}

/// `arith.select`'s `BooleanConditionOrMatchingShape`: the condition is a
/// signless `i1`, or it has the shape of the result (`AllShapesMatch`: the
/// dimensions only, not the element type or encoding).
pub fn select_condition_ok(ctx: &Context, arena: &IrArena, op: ir::OpId) -> bool {
    let Some((ct, rt)) = crate::common::first_operand_and_result_types(arena, op) else {
        return true;
    };
    if ct == ctx.int_type(1) {
        return true;
    }
    match (ctx.type_kind(ct).shape(), ctx.type_kind(rt).shape()) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

impl SelectOp {
    /// `SelectOp::verify`: a shaped condition is exactly the result's shape
    /// with `i1` elements.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some((ct, rt)) = crate::common::first_operand_and_result_types(arena, op) else {
            return Ok(());
        };
        if ct == ctx.int_type(1) {
            return Ok(());
        }
        let vector_or_tensor = matches!(
            ctx.type_kind(rt),
            TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        );
        if !vector_or_tensor {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!("expected condition to be a signless i1, but got {}", quoted(ctx, ct)),
            ));
        }
        let expected = crate::common::i1_same_shape(ctx, rt);
        if ct != expected {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "expected condition type to have the same shape as the result type, expected {}, but got {}",
                    quoted(ctx, expected),
                    quoted(ctx, ct)
                ),
            ));
        }
        Ok(())
    }
}

/// `ShapedType`: vectors, tensors and memrefs.
fn is_shaped(ctx: &Context, t: ir::Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// `SameInputOutputTensorDims`: tensor operands and results have equal
/// shapes (non-tensors count as the empty shape).
pub fn same_tensor_dims(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let dims = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(Vec::new()),
    };
    let (Some(input), Some(out)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
        return true;
    };
    dims(arena.value_type(input)) == dims(out)
}

/// The kind of an arith cast: which element types its ends have and how
/// their widths must compare.
#[derive(Clone, Copy)]
enum Cast {
    /// Integer to wider (`Greater`) or narrower (`Less`) integer.
    Int(std::cmp::Ordering),
    /// Float to wider or narrower float.
    Float(std::cmp::Ordering),
    /// Integer to float or float to integer (the constraints say which).
    IntFloat,
    /// Index to signless integer or back.
    Index,
    /// Same bit width.
    Bitcast,
}

/// The bit width of an integer or float type.
fn width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// `verifyCompatibleShape` of two types, and equal encodings of ranked
/// tensors (`areValidCastInputsAndOutputs`).
fn valid_cast_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    let (ka, kb) = (ctx.type_kind(a), ctx.type_kind(b));
    if let (TypeKind::RankedTensor { encoding: ea, .. }, TypeKind::RankedTensor { encoding: eb, .. }) = (ka, kb) {
        if ea != eb {
            return false;
        }
    }
    let shaped = |k: &TypeKind| k.element().is_some() && !matches!(k, TypeKind::Complex(_));
    match (shaped(ka), shaped(kb)) {
        (false, false) => true,
        (true, true) => match (ka.shape(), kb.shape()) {
            (Some(x), Some(y)) => {
                x.len() == y.len()
                    && x.iter()
                        .zip(y)
                        .all(|(&p, &q)| p == q || p == ir::types::DYNAMIC || q == ir::types::DYNAMIC)
            }
            _ => true,
        },
        _ => false,
    }
}

/// `areCastCompatible` of the cast kinds.
fn cast_compatible(ctx: &Context, kind: Cast, from: Type, to: Type) -> bool {
    if !valid_cast_shapes(ctx, from, to) {
        return false;
    }
    let elem = |t: Type| ctx.type_kind(t).element().unwrap_or(t);
    let (a, b) = (elem(from), elem(to));
    let is_int = |t: Type| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
    let is_float = |t: Type| matches!(ctx.type_kind(t), TypeKind::Float(_));
    let is_index = |t: Type| matches!(ctx.type_kind(t), TypeKind::Index);
    match kind {
        Cast::Int(order) => is_int(a) && is_int(b) && width(ctx, b).cmp(&width(ctx, a)) == order,
        Cast::Float(order) => is_float(a) && is_float(b) && width(ctx, b).cmp(&width(ctx, a)) == order,
        Cast::IntFloat => (is_int(a) && is_float(b)) || (is_float(a) && is_int(b)),
        Cast::Index => (is_index(a) && is_int(b)) || (is_int(a) && is_index(b)),
        Cast::Bitcast => (is_int(a) || is_float(a)) && (is_int(b) || is_float(b)) && width(ctx, a) == width(ctx, b),
    }
}

/// `verifyExtOp` / `verifyTruncateOp` of the width-changing casts (their
/// `CastOpInterface` check, `are_cast_compatible`, ran before with the traits).
fn verify_width_change(ctx: &Context, arena: &IrArena, op: OpId, kind: Cast) -> Result<(), Diagnostic> {
    let (Some(input), Some(out)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
        return Ok(());
    };
    let elem = |t: Type| ctx.type_kind(t).element().unwrap_or(t);
    let (src, dst) = (elem(arena.value_type(input)), elem(out));
    let (ws, wd) = (width(ctx, src), width(ctx, dst));
    let shown = |t: Type| quoted(ctx, t);
    match kind {
        Cast::Int(std::cmp::Ordering::Greater) | Cast::Float(std::cmp::Ordering::Greater) if ws >= wd => {
            Err(plain_error(
                ctx,
                arena,
                op,
                format!(
                    "result type {} must be wider than operand type {}",
                    shown(dst),
                    shown(src)
                ),
            ))
        }
        Cast::Int(std::cmp::Ordering::Less) | Cast::Float(std::cmp::Ordering::Less) if ws <= wd => Err(plain_error(
            ctx,
            arena,
            op,
            format!(
                "result type {} must be shorter than operand type {}",
                shown(dst),
                shown(src)
            ),
        )),
        _ => Ok(()),
    }
}

/// A type in a diagnostic, as `'i32'`.
fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// Each cast's `CastOpInterface` (`areCastCompatible`: one input, or the first
/// of `scaling_extf`/`scaling_truncf`'s, and one output of its kind) and verifier
/// (the width checks).
macro_rules! cast_verifiers {
    ($($ty:ty => $kind:expr),* $(,)?) => {
        $(
            impl $ty {
                /// `verifyExtOp`/`verifyTruncateOp` for the width-changing casts.
                pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
                    verify_width_change(ctx, arena, self.0, $kind)
                }
            }

            impl ir::interfaces::CastOpInterface for $ty {
                fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
                    let first_only = matches!(<$ty as ir::ods::TypedOp>::NAME, "arith.scaling_extf" | "arith.scaling_truncf");
                    let inputs = if first_only { inputs.get(..1).unwrap_or(inputs) } else { inputs };
                    matches!((inputs, outputs), ([from], [to]) if cast_compatible(ctx, $kind, *from, *to))
                }
            }
        )*
    };
}

cast_verifiers!(
    ExtUIOp => Cast::Int(std::cmp::Ordering::Greater),
    ExtSIOp => Cast::Int(std::cmp::Ordering::Greater),
    TruncIOp => Cast::Int(std::cmp::Ordering::Less),
    ExtFOp => Cast::Float(std::cmp::Ordering::Greater),
    TruncFOp => Cast::Float(std::cmp::Ordering::Less),
    ScalingExtFOp => Cast::Float(std::cmp::Ordering::Greater),
    ScalingTruncFOp => Cast::Float(std::cmp::Ordering::Less),
    UIToFPOp => Cast::IntFloat,
    SIToFPOp => Cast::IntFloat,
    FPToUIOp => Cast::IntFloat,
    FPToSIOp => Cast::IntFloat,
    IndexCastOp => Cast::Index,
    IndexCastUIOp => Cast::Index,
    BitcastOp => Cast::Bitcast,
);

impl ConstantOp {
    /// `ConstantOp::verify`: signless integer results; integer, float or
    /// elements values; scalable vectors only from splats.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let ty = arena.value_type(Value::Result { op, index: 0 });
        if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
            if *signedness != ir::Signedness::Signless {
                return Err(op_error(ctx, arena, op, "integer return type must be signless"));
            }
        }
        let Some(value) = ir::ods::access::inherent(ctx, arena, op, "value") else {
            return Ok(());
        };
        let kind = ctx.attr_kind(value);
        let ok = matches!(
            kind,
            AttrKind::Integer { .. }
                | AttrKind::Bool(_)
                | AttrKind::Float { .. }
                | AttrKind::DenseElements { .. }
                | AttrKind::DenseStrings { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        );
        if !ok {
            return Err(op_error(
                ctx,
                arena,
                op,
                "value must be an integer, float, or elements attribute",
            ));
        }
        let scalable = matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
        if scalable && !is_splat(ctx, value) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            ));
        }
        Ok(())
    }
}

/// Whether an elements attribute is a splat (`dense<1>`).
fn is_splat(ctx: &Context, attr: Attr) -> bool {
    let text = ir::text::printer::attr_to_string(ctx, attr);
    text.strip_prefix("dense<").is_some_and(|rest| !rest.starts_with('['))
}
