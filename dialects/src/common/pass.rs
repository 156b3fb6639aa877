//! Declaring and registering the dialects' passes: [`pass_identity!`] (`ir`'s)
//! writes what identifies a pass (its pipeline argument, display name, anchor
//! op) and its cloning inside any `ir::pass::Pass` impl, [`pass_without_options!`]
//! writes the unit struct and whole `Pass` implementation of a pass that takes
//! no options (what upstream's tablegen'd `PassBase` gives such a pass), and
//! [`info`] makes a pass's registry entry from the pass itself.

use ir::pass::{Pass, PassInfo};

/// `ir::pass_identity!`: writes `argument`, `name` and `clone_pass` (a
/// clone of `self`) of an `ir::pass::Pass` impl, and `anchor` when an anchor
/// op is given.
pub(crate) use ir::pass_identity;

/// Declares a pass without options: a unit struct (with the attributes given,
/// doc comment first) whose `Pass` implementation answers `$argument` and
/// `$display` (upstream's pipeline argument and display name), anchors on
/// `$anchor` when one is given, and runs `$body` with `$ctx`, `$arena` and
/// `$op` bound to the context, the arena and the op the pass runs on, and
/// `$pc`, when named, to the pass context (to emit diagnostics through).
///
/// ```ignore
/// pass_without_options! {
///     /// The pass.
///     pub struct LowerAffine("lower-affine", "LowerAffinePass");
///     fn run(ctx, arena, op) { lower(ctx, arena, op) }
/// }
/// ```
macro_rules! pass_without_options {
    (
        $(#[$attr:meta])*
        $vis:vis struct $name:ident($argument:literal, $display:literal $(, anchor $anchor:literal)?);
        fn run($ctx:ident, $arena:ident, $op:ident $(, $pc:ident)?) $body:block
    ) => {
        $(#[$attr])*
        #[derive(Clone, Debug, Default)]
        $vis struct $name;

        impl ir::pass::Pass for $name {
            $crate::common::pass::pass_identity!($argument, $display $(, anchor $anchor)?);
            fn run(
                &self,
                $ctx: &ir::Context,
                $arena: &mut ir::IrArena,
                $op: ir::OpId,
                _pc: &mut ir::pass::PassContext,
            ) -> Result<(), ir::pass::PassFailure> {
                $(let $pc = _pc;)?
                $body
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
