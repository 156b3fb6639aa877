#![allow(dead_code)]
use ods_macros::type_interface;

fn check(_: &ir::Context, _: &ir::IrArena, _: ir::OpId) -> Result<(), ir::Diagnostic> {
    Ok(())
}

// Only an op interface's implementations are registered with the ops that run
// the verifier: a type interface has none.
#[type_interface(verify = check)]
trait Sized {
    fn size(ctx: &ir::Context, ty: ir::Type) -> usize;
}

fn main() {}
