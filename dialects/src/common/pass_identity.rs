//! What identifies a pass — its pipeline argument, its display name, the op
//! it anchors on — and its cloning, written once for the `ir::pass::Pass`
//! impls of the dialects' passes: `pass_identity!("arg", "Name")` or
//! `pass_identity!("arg", "Name", anchor "builtin.module")` inside the impl.
//! Upstream generates the same methods from a pass's `Passes.td` record
//! into the pass's base class.

/// Writes `argument`, `name` and `clone_pass` (a clone of `self`) of an
/// `ir::pass::Pass` impl, and `anchor` when an anchor op is given.
macro_rules! pass_identity {
    ($argument:literal, $name:literal) => {
        fn argument(&self) -> &'static str {
            $argument
        }
        fn name(&self) -> &'static str {
            $name
        }
        fn clone_pass(&self) -> Box<dyn ir::pass::Pass> {
            Box::new(self.clone())
        }
    };
    ($argument:literal, $name:literal, anchor $anchor:literal) => {
        $crate::common::pass_identity::pass_identity!($argument, $name);
        fn anchor(&self) -> Option<&'static str> {
            Some($anchor)
        }
    };
}
pub(crate) use pass_identity;
