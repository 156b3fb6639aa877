#![allow(dead_code)]
// An op listing `InferTensorType` implements `InferShapedTypeOpInterface`
// (the components its inferred result types are made of): without the
// `impl`, rustc's error names the interface.
use ods_macros::op;

#[op("t.a", traits = [InferTensorType])]
struct AOp {
    #[operand]
    x: AnyTensor,
    #[result]
    y: AnyTensor,
}

fn main() {}
