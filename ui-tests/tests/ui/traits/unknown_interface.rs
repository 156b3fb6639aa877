#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     interfaces = [InferTypeOpInterface, FrobnicateOpInterface])]
struct AOp {}

impl ir::interfaces::InferTypeOpInterface for AOp {
    fn infer_return_types(
        _: &ir::Context,
        _: Option<ir::Attr>,
        _: ir::ods::infer::InferInputs<'_>,
    ) -> ir::ods::infer::InferResult {
        Ok(vec![])
    }
}

fn main() {}
