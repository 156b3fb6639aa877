//! Maps builtin element types to the [`crate::dense`] module's element kinds.

use crate::context::Context;
use crate::dense::{self, ElemKind};
use crate::types::{Signedness, Type, TypeKind};

/// The dense element kind of `elem`, or `None` if it cannot be an element of
/// a dense int-or-float elements attribute.
pub fn elem_kind(ctx: &Context, elem: Type) -> Option<ElemKind> {
    Some(match *ctx.type_kind(elem) {
        TypeKind::Integer { width, signedness } => ElemKind::Int {
            width,
            signedness: match signedness {
                Signedness::Signless => dense::Signedness::Signless,
                Signedness::Signed => dense::Signedness::Signed,
                Signedness::Unsigned => dense::Signedness::Unsigned,
            },
        },
        TypeKind::Index => ElemKind::Index,
        TypeKind::Float(k) => ElemKind::Float(k),
        TypeKind::Complex(inner) => ElemKind::Complex(Box::new(elem_kind(ctx, inner)?)),
        _ => return None,
    })
}
