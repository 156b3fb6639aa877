//! Upstream's trait names of shaped type inference on `#[op]` ops, as tosa's
//! `.ods` lists them: `InferTensorType` and `InferTensorTypeAdaptor` give
//! `InferTypeOpInterface` from the op's `InferShapedTypeOpInterface`
//! components (`ir::ods_infer_tensor_type!`), so `build_inferred` and the
//! format parser infer the result; `InferShapedTypeOpAdaptor` gives
//! `InferShapedTypeOpInterface` only (the result type is written).

use ir::interfaces::{InferShapedTypeOpInterface, InferShapedTypeOpInterfaceMethods, InferTypeOpInterfaceMethods};
use ir::ods::infer::InferInputs;
use ir::ods::infer_shaped::{ComponentsResult, ShapedTypeComponents};
use ir::ods::OpBuilder;
use ir::{Attr, Context, IrArena, Value};

/// The components of a tensor type: its shape and element type.
fn same_as(ctx: &Context, ty: ir::Type) -> ShapedTypeComponents {
    ShapedTypeComponents::of_type(ctx, ty)
}

/// Negation of a tensor (`t4.neg %x : tensor<..>`: the result type inferred).
#[ods_macros::op("t4.neg", traits = [Pure, InferTensorType], format = "$input attr-dict `:` type($input)")]
pub struct NegOp {
    #[operand]
    input: AnyTensor,
    #[result]
    output: AnyTensor,
}

impl InferShapedTypeOpInterface for NegOp {
    fn infer_return_type_components(ctx: &Context, _location: Option<Attr>, inputs: InferInputs<'_>) -> ComponentsResult {
        let ty = inputs.arena.value_type(inputs.operands[0]);
        Ok(vec![same_as(ctx, ty)])
    }
}

/// Sum along an axis, keeping it as size 1 (read through the adaptor).
#[ods_macros::op("t4.sum", traits = [Pure, InferTensorTypeAdaptor], format = "$input `axis` $axis attr-dict `:` type($input)")]
pub struct SumOp {
    #[operand]
    input: AnyRankedTensor,
    #[attr]
    axis: I64Attr,
    #[result]
    output: AnyRankedTensor,
}

impl InferShapedTypeOpInterface for SumOp {
    fn infer_return_type_components(ctx: &Context, location: Option<Attr>, inputs: InferInputs<'_>) -> ComponentsResult {
        let _ = location;
        let a = inputs.adaptor::<Self>(ctx);
        let mut c = same_as(ctx, inputs.arena.value_type(a.input().ok_or(None)?));
        let axis: i64 = a.axis().ok_or(None)?;
        let dims = c.dims.as_mut().ok_or(None)?;
        match usize::try_from(axis).ok().and_then(|i| dims.get_mut(i)) {
            Some(d) => *d = 1,
            None => return Err(Some(format!("axis {axis} out of range"))),
        }
        Ok(vec![c])
    }
}

/// Identity whose result type is written (`InferShapedTypeOpAdaptor`: the
/// components only).
#[ods_macros::op("t4.id", traits = [Pure, InferShapedTypeOpAdaptor], format = "$input attr-dict `:` type($input) `->` type($output)")]
pub struct IdOp {
    #[operand]
    input: AnyTensor,
    #[result]
    output: AnyTensor,
}

impl InferShapedTypeOpInterface for IdOp {
    fn infer_return_type_components(ctx: &Context, _location: Option<Attr>, inputs: InferInputs<'_>) -> ComponentsResult {
        Ok(vec![same_as(ctx, inputs.arena.value_type(inputs.operands[0]))])
    }
}

fn main() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    NegOp::register(&ctx);
    SumOp::register(&ctx);
    IdOp::register(&ctx);
    let f32t = ctx.float_type(ir::float::FloatKind::F32);

    // The format parser infers the results of the `InferTensorType` ops.
    let src = "%0 = \"t.arg\"() : () -> tensor<2x3xf32>\n%1 = t4.neg %0 : tensor<2x3xf32>\n%2 = t4.sum %1 axis 1 : tensor<2x3xf32>\n%3 = t4.id %2 : tensor<2x1xf32> -> tensor<*xf32>\n";
    let m = ir::text::parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
    let generic = ir::text::printer::PrintOptions { generic: true, debug_info: false };
    let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, generic);
    assert!(text.contains("\"t4.neg\"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>"), "{text}");
    assert!(
        text.contains("\"t4.sum\"(%1) <{axis = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x1xf32>"),
        "{text}"
    );
    assert!(text.contains("\"t4.id\"(%2) : (tensor<2x1xf32>) -> tensor<*xf32>"), "{text}");

    // `InferTensorType` and its adaptor form give `InferTypeOpInterface`;
    // `InferShapedTypeOpAdaptor` does not. All three give the components.
    for (name, infers_types) in [("t4.neg", true), ("t4.sum", true), ("t4.id", false)] {
        let name = ctx.op_name(name);
        assert!(InferShapedTypeOpInterfaceMethods::get(&ctx, name).is_some());
        assert_eq!(InferTypeOpInterfaceMethods::get(&ctx, name).is_some(), infers_types);
    }

    // The verifier checks the written result type against the inferred one.
    let bad = "%0 = \"t.arg\"() : () -> tensor<2x3xf32>\n%1 = \"t4.neg\"(%0) : (tensor<2x3xf32>) -> tensor<3x2xf32>\n";
    let m = ir::text::parse_source(&ctx, "bad.mlir", bad.as_bytes()).expect("parses");
    let err = ir::verify::verify(&ctx, &m.arena, m.top).expect_err("incompatible result type");
    assert!(
        err.to_string().contains(
            "'t4.neg' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>'"
        ),
        "{err}"
    );

    // `build_inferred` infers them too.
    let mut arena = IrArena::new();
    let unknown = ctx.unknown_loc();
    let block = arena.create_block(&[(ctx.ranked_tensor_type(&[4, 5], f32t), unknown)]);
    let x = arena.arg(block, 0);
    let mut b = OpBuilder::new(&ctx, &mut arena).at_end(block);
    let neg = NegOp::build_inferred(&mut b, x).expect("inferred");
    let y = Value::Result { op: neg.0, index: 0 };
    assert_eq!(b.type_of(y), ctx.ranked_tensor_type(&[4, 5], f32t));
    let axis = ir::ods::values::int_attr(&ctx, 0, "i64").expect("attribute");
    let sum = SumOp::build_inferred(&mut b, y, axis).expect("inferred");
    assert_eq!(b.type_of(Value::Result { op: sum.0, index: 0 }), ctx.ranked_tensor_type(&[1, 5], f32t));
    // An error the inference reports is `build_inferred`'s.
    let axis = ir::ods::values::int_attr(&ctx, 7, "i64").expect("attribute");
    assert!(SumOp::build_inferred(&mut b, y, axis).is_err());
}
