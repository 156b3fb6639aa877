#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     builders = [make(a: i64 = 0, b: bool)])]
struct AOp {}

impl AOp {
    fn make_impl(_: &mut ir::ods::OpBuilder<'_>, _: impl Sized, _: impl Sized) -> Result<Self, ir::ods::BuildError> { Err(ir::ods::BuildError(String::new())) }
}

fn main() {}
