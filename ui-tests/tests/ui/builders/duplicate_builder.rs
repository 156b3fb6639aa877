#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", builders = [make(x: i64), make(y: bool)])]
struct AOp {}

impl AOp {
    fn make_impl(b: &mut ir::ods::OpBuilder<'_>, _x: i64) -> Result<Self, ir::ods::BuildError> {
        Self::build(b)
    }
}

fn main() {}
