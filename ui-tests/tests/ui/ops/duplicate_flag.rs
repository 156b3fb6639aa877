#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     verifier,
     folder,
     verifier)]
struct AOp {}

impl AOp {
    fn verify(self, _: &ir::Context, _: &ir::IrArena) -> Result<(), ir::Diagnostic> { Ok(()) }
    fn fold(self, _: &ir::Context, _: &ir::IrArena, _: &[Option<ir::Attr>]) -> Option<Vec<ir::ods::FoldResult>> { None }
}

fn main() {}
