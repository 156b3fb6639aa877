#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     region_verifier)]
struct AOp {}

impl AOp {
    fn verify_regions(self, _: &ir::Context, _: &ir::IrArena) -> Result<(), ir::Diagnostic> { Ok(()) }
}

fn main() {}
