//! The native functions of the calc dialect's rewrite patterns: what the
//! declarative patterns cannot say themselves.

use ir::{Attr, Context, IrArena};

/// The sum of two `i64` integer attributes (`None` on overflow).
pub fn add_ints(ctx: &Context, _arena: &IrArena, a: Attr, b: Attr) -> Option<Attr> {
    let sum = ir::ods::values::as_int(ctx, a)?.checked_add(ir::ods::values::as_int(ctx, b)?)?;
    ir::ods::values::int_attr(ctx, sum, "i64").ok()
}

/// Whether an integer attribute is 2.
pub fn is_two(ctx: &Context, _arena: &IrArena, c: Attr) -> bool {
    ir::ods::values::as_int(ctx, c) == Some(2)
}
