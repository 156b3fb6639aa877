#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", verifier, verifier)]
struct AOp {}

impl AOp {
    fn verify(self, _: &ir::Context, _: &ir::IrArena) -> Result<(), ir::Diagnostic> {
        Ok(())
    }
}

fn main() {}
