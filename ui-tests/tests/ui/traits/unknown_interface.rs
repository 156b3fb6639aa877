#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     interfaces = [InferTypeOpInterface, FrobnicateOpInterface])]
struct AOp {}

impl ir::interfaces::InferTypeOpInterface for AOp {
    fn infer_return_types(
        _: &ir::Context,
        _: Option<ir::Attr>,
        _: &ir::IrArena,
        _: &[ir::Value],
        _: Option<ir::Attr>,
        _: &[ir::RegionId],
    ) -> ir::ods::infer::InferResult {
        Ok(vec![])
    }
}

fn main() {}
