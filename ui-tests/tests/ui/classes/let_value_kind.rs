#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", include = "let_value_kind.ods", class = T_Unary, let(verifier = "no"))]
struct AOp {}

// The class's `verifier` flag stays: the hook it asks for.
impl AOp {
    fn verify(self, _: &ir::Context, _: &ir::IrArena) -> Result<(), ir::Diagnostic> {
        Ok(())
    }
}

fn main() {}
