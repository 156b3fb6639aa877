//! The hand-written parts of the complex ops declared here (MLIR 22's
//! `ComplexOps.cpp`): the element type the `TypesMatchWith` traits derive,
//! the verifiers of `complex.bitcast` and `complex.constant`, and
//! `complex.bitcast`'s folder.

mod fast_math;
pub mod number_attr;

crate::common::ods_ops!("complex");

// Hooks `complex.ods` names.
use crate::arith::ops::FastMathAttr;
use crate::common::op_checks::expect_equal;

use crate::complex::ops::{BitcastOp, ConstantOp};
use crate::func::op_error;
use ir::text::printer::type_to_string;
use ir::{AttrKind, Context, Diagnostic, IrArena, Type, TypeKind};

/// `cast<ComplexType>($_self).getElementType()` (the type itself when it
/// is not complex: the operand constraint reports that case).
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Complex(element) => *element,
        _ => ty,
    }
}

/// `Type::getIntOrFloatBitWidth` of an integer or float type.
fn int_or_float_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(kind) => Some(kind.bit_width()),
        _ => None,
    }
}

impl BitcastOp {
    /// `BitcastOp::verify`: between a complex type and an integer or float
    /// type of twice its element's width (or a no-op cast).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let (Some(operand), Some(result)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
            return Ok(());
        };
        let operand = arena.value_type(operand);
        if operand == result {
            return Ok(());
        }
        let is_complex = |t: Type| matches!(ctx.type_kind(t), TypeKind::Complex(_));
        let fail = |msg: &str| Err(op_error(ctx, arena, op, msg));
        if int_or_float_width(ctx, operand).is_none() && !is_complex(operand) {
            return fail("operand must be int/float/complex");
        }
        if int_or_float_width(ctx, result).is_none() && !is_complex(result) {
            return fail("result must be int/float/complex");
        }
        if is_complex(operand) == is_complex(result) {
            return fail("requires that either input or output has a complex type");
        }
        let (complex, scalar) = if is_complex(result) {
            (result, operand)
        } else {
            (operand, result)
        };
        let complex_width = int_or_float_width(ctx, element_type(ctx, complex)).map(|w| w * 2);
        if complex_width != int_or_float_width(ctx, scalar) {
            return fail("casting bitwidths do not match");
        }
        Ok(())
    }
}

impl BitcastOp {
    /// `BitcastOp::fold`: a cast to the operand's own type is the operand.
    pub fn fold(
        self,
        _ctx: &Context,
        arena: &IrArena,
        _operands: &[Option<ir::Attr>],
    ) -> Option<Vec<ir::ods::FoldResult>> {
        let operand = arena.operands(self.0).next()?;
        let result = arena.result_types(self.0).next()?;
        (arena.value_type(operand) == result).then(|| vec![ir::ods::FoldResult::Value(operand)])
    }
}

impl ConstantOp {
    /// `ConstantOp::verify`: two integer or float attributes of the
    /// result's element type.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(value) = ir::ods::access::inherent(ctx, arena, op, "value") else {
            return Ok(());
        };
        let AttrKind::Array(parts) = ctx.attr_kind(value) else {
            return Ok(());
        };
        expect_equal(ctx, arena, op, parts.len(), 2, |_, _| {
            "requires 'value' to be a complex constant, represented as array of two values".into()
        })?;
        let typed = |a| match ctx.attr_kind(a) {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
            AttrKind::Bool(_) => Some(ctx.int_type(1)),
            _ => None,
        };
        let (Some(re), Some(im)) = (typed(parts[0]), typed(parts[1])) else {
            return Err(op_error(
                ctx,
                arena,
                op,
                "requires attribute's elements to be float or integer attributes",
            ));
        };
        let Some(result) = arena.result_types(op).next() else {
            return Ok(());
        };
        let element = element_type(ctx, result);
        if re != element || im != element {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{}')",
                    type_to_string(ctx, re),
                    type_to_string(ctx, im),
                    type_to_string(ctx, element)
                ),
            ));
        }
        Ok(())
    }
}
