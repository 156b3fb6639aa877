//! TOSA's type conversion (`populateTosaTypeConversion`): unsigned
//! integers become signless integers of the same width, tensors convert
//! their element type, every other type stays; values cross between the
//! two with `builtin.unrealized_conversion_cast` (both materializations).

use ir::conversion::{MaterializationRequest, TypeConversion, TypeConverter};
use ir::types::Signedness;
use ir::{Context, Type, TypeKind, Value};
use std::sync::Arc;

/// The signless integer type for an unsigned one; `None` for any other.
fn signless(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Integer {
            width,
            signedness: Signedness::Unsigned,
        } => Some(ctx.integer_type(*width, Signedness::Signless)),
        _ => None,
    }
}

/// A tensor type with its element type converted by `convert`.
fn tensor_with(ctx: &Context, ty: Type, convert: impl Fn(Type) -> Type) -> Option<Type> {
    let kind = match ctx.type_kind(ty) {
        TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        } => TypeKind::RankedTensor {
            shape: shape.clone(),
            element: convert(*element),
            encoding: *encoding,
        },
        TypeKind::UnrankedTensor { element } => TypeKind::UnrankedTensor {
            element: convert(*element),
        },
        _ => return None,
    };
    Some(ctx.get_type(kind))
}

/// `builtin.unrealized_conversion_cast` of the inputs to the requested type.
fn cast(req: &mut MaterializationRequest<'_>) -> Option<Value> {
    let spec = ir::builtin::unrealized_cast_spec(req.ctx, req.loc, req.inputs, req.result_type);
    let op = req.arena.create_op(spec);
    req.insert(op);
    Some(req.arena.result(op, 0))
}

/// The converter.
pub fn type_converter() -> Arc<TypeConverter> {
    let mut c = TypeConverter::new();
    c.add_conversion_1to1(|ctx, ty| Some(signless(ctx, ty).unwrap_or(ty)));
    c.add_conversion(
        |ctx, ty| match tensor_with(ctx, ty, |e| signless(ctx, e).unwrap_or(e)) {
            Some(t) => TypeConversion::Types(vec![t]),
            None => TypeConversion::NotHandled,
        },
    );
    c.add_source_materialization(cast);
    c.add_target_materialization(cast);
    Arc::new(c)
}
