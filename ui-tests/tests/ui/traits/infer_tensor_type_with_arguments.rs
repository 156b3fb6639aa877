#![allow(dead_code)]
// Twin of tests/ods/traits/infer_tensor_type_with_arguments.ods: upstream's
// trait names of shaped type inference take no arguments.
use ods_macros::op;

#[op("t.a", traits = [InferTensorType<1>])]
struct AOp {
    #[operand]
    x: AnyTensor,
    #[result]
    y: AnyTensor,
}

#[op("t.b", traits = [InferShapedTypeOpAdaptor<1>])]
struct BOp {
    #[operand]
    x: AnyTensor,
    #[result]
    y: AnyTensor,
}

#[op("t.c", traits = [InferTensorTypeAdaptor<1>])]
struct COp {
    #[operand]
    x: AnyTensor,
    #[result]
    y: AnyTensor,
}

fn main() {}
