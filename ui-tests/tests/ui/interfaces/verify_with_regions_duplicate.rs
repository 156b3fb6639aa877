#![allow(dead_code)]
use ods_macros::op_interface;

fn check(_: &ir::Context, _: &ir::IrArena, _: ir::OpId) -> Result<(), ir::Diagnostic> {
    Ok(())
}

// `verify_with_regions` is given once.
#[op_interface(verify = check, verify_with_regions, verify_with_regions)]
trait Checked {
    fn width(self) -> usize;
}

fn main() {}
