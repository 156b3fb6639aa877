#![allow(dead_code)]
use ods_macros::op_interface;

fn check(_: &ir::Context, _: &ir::IrArena, _: ir::OpId) -> Result<(), ir::Diagnostic> {
    Ok(())
}

// An op interface has one verifier.
#[op_interface(verify = check, verify = check)]
trait Checked {
    fn width(self) -> usize;
}

fn main() {}
