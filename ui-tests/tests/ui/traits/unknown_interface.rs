#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     interfaces = [InferTypeOpInterface, FrobnicateOpInterface])]
struct AOp {}

impl AOp {
    fn infer_return_types(_: &ir::Context, _: &[ir::Type], _: Option<ir::Attr>) -> Result<Vec<ir::Type>, String> { Ok(vec![]) }
}

fn main() {}
