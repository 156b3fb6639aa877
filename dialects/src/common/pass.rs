//! Declaring and registering the dialects' passes: [`pass_without_options!`]
//! writes the unit struct and `Pass` implementation of a pass that takes no
//! options (what upstream's tablegen'd `PassBase` gives such a pass), and
//! [`info`] makes a pass's registry entry from the pass itself.

use ir::pass::{Pass, PassInfo};

/// Declares a pass without options: a unit struct (with the attributes given,
/// doc comment first) whose `Pass` implementation answers `$argument` and
/// `$display` (upstream's pipeline argument and display name), anchors on
/// `$anchor` when one is given, and runs `$body` with `$ctx`, `$arena` and
/// `$op` bound to the context, the arena and the op the pass runs on.
///
/// ```ignore
/// pass_without_options! {
///     /// The pass.
///     pub struct LowerAffine("lower-affine", "LowerAffinePass");
///     fn run(ctx, arena, op) { lower(ctx, arena, op) }
/// }
/// ```
macro_rules! pass_without_options {
    (@anchor) => {
        None
    };
    (@anchor $anchor:literal) => {
        Some($anchor)
    };
    (
        $(#[$attr:meta])*
        $vis:vis struct $name:ident($argument:literal, $display:literal $(, anchor $anchor:literal)?);
        fn run($ctx:ident, $arena:ident, $op:ident) $body:block
    ) => {
        $(#[$attr])*
        #[derive(Clone, Debug, Default)]
        $vis struct $name;

        impl ir::pass::Pass for $name {
            fn argument(&self) -> &'static str {
                $argument
            }
            fn name(&self) -> &'static str {
                $display
            }
            fn anchor(&self) -> Option<&'static str> {
                $crate::common::pass::pass_without_options!(@anchor $($anchor)?)
            }
            fn run(
                &self,
                $ctx: &ir::Context,
                $arena: &mut ir::IrArena,
                $op: ir::OpId,
                _: &mut ir::pass::PassContext,
            ) -> Result<(), ir::pass::PassFailure> {
                $body
            }
            fn clone_pass(&self) -> Box<dyn ir::pass::Pass> {
                Box::new(self.clone())
            }
        }
    };
}
pub(crate) use pass_without_options;

/// The registry entry of the pass `P`: registered under its own argument, with
/// `summary` for `--help`, created with its default options.
pub fn info<P: Pass + Default + 'static>(summary: &'static str) -> PassInfo {
    PassInfo {
        argument: P::default().argument(),
        summary,
        create: || Box::<P>::default(),
    }
}
