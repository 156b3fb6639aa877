//! An op interface declared in Rust with a verifier
//! (`#[op_interface(verify = path)]`, `.ods`'s `verify "{ ... }";`): the
//! verifier runs for every op declaring the interface, whichever front end
//! declared the op, and its error is the op's.

use ods_macros::op;

mod ifaces {
    use ir::{Context, Diagnostic, IrArena, OpId};

    /// The interface's verifier: a declaring op must carry no discardable
    /// attribute.
    pub fn no_discardable_attrs(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
        match arena.attrs(op) {
            Some(_) => Err(ir::ods::verify::op_error(ctx, arena, op, "must carry no discardable attribute")),
            None => Ok(()),
        }
    }

    /// Ops that check themselves
    #[ods_macros::op_interface(verify = self::no_discardable_attrs)]
    pub trait Checked {
        /// A width, 8 unless overridden.
        fn width(self) -> usize {
            8
        }
    }
}

/// Lists the interface: its verifier runs for it.
#[op("demo.checked", interfaces = [ifaces::Checked])]
pub struct CheckedOp {}

/// Does not list it: nothing to check.
#[op("demo.unchecked")]
pub struct UncheckedOp {}

fn main() {
    let ctx = ir::Context::new();
    CheckedOp::register(&ctx);
    UncheckedOp::register(&ctx);
    let mut arena = ir::IrArena::new();
    let block = arena.create_block(&[]);
    let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
    let checked = CheckedOp::build(&mut b).expect("built").0;
    let unchecked = UncheckedOp::build(&mut b).expect("built").0;
    assert_eq!(ir::verify::verify(&ctx, &arena, checked).map_err(|d| d.message), Ok(()));
    let attrs = ctx.dictionary_attr(vec![(ctx.string_attr(b"note"), ctx.unit_attr())]);
    arena.set_attrs(checked, Some(attrs));
    arena.set_attrs(unchecked, Some(attrs));
    let err = ir::verify::verify(&ctx, &arena, checked).expect_err("the interface's verifier fails");
    assert_eq!(err.message, "'demo.checked' op must carry no discardable attribute");
    assert_eq!(ir::verify::verify(&ctx, &arena, unchecked).map_err(|d| d.message), Ok(()));
    assert_eq!(ifaces::CheckedMethods::declaring_ops(&ctx), ["demo.checked"]);
}
