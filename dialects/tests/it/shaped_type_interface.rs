//! `InferShapedTypeOpInterface` (declared in `interfaces.ods`) and the
//! adaptor form of type inference, on tosa's implementations: components asked
//! by op name, upstream's `InferTensorType` (the reductions', concat's and
//! reshape's `inferReturnTypes` made from their components, used by their
//! generated `build_inferred`), and `refineReturnTypes` with tosa's
//! `isCompatibleReturnTypes` and upstream's message. `--tosa-infer-shapes`
//! itself is compared with mlir-opt-22 in `conversion_passes.rs`
//! (`data/conversion/tosa-infer-shapes/`).

use dialects::tosa::ops::ReduceSumOp;
use ir::interfaces::{InferShapedTypeOpInterfaceMethods, InferTypeOpInterfaceMethods};
use ir::ods::infer::InferInputs;
use ir::ods::infer_shaped::{infer_return_type_components, ShapedTypeComponents};
use ir::ods::OpBuilder;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, Type, Value};

const MODULE: &str = r#"func.func @f(%a: tensor<2x1x4xf32>, %b: tensor<1x3x1xf32>, %u: tensor<*xf32>, %c: tensor<2x3xf32>) {
  %0 = tosa.add %a, %b : (tensor<2x1x4xf32>, tensor<1x3x1xf32>) -> tensor<*xf32>
  %1 = tosa.add %a, %u : (tensor<2x1x4xf32>, tensor<*xf32>) -> tensor<*xf32>
  %2 = tosa.reduce_sum %c {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x?xf32>
  %3 = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<?x?xf32>
  return
}
"#;

/// The parsed module and its ops named `name`, in order.
fn ops_named(ctx: &Context, m: &ir::text::ParsedModule, name: &str) -> Vec<OpId> {
    (m.arena.walk_preorder(m.top).into_iter())
        .filter(|&op| ctx.op_info(m.arena.op_name(op)).name() == name)
        .collect()
}

/// The inference inputs of `op` (its operands and properties) over `operands`.
fn inputs<'a>(arena: &'a IrArena, op: OpId, operands: &'a [Value]) -> InferInputs<'a> {
    InferInputs {
        arena,
        operands,
        attributes: arena.properties(op),
        regions: &[],
    }
}

/// The components op `op` infers (asked by its name).
fn components(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<ShapedTypeComponents> {
    let operands: Vec<Value> = arena.operands(op).collect();
    let name = arena.op_name(op);
    infer_return_type_components(ctx, name, None, inputs(arena, op, &operands))
        .expect("implements the interface")
        .expect("infers")
}

#[test]
fn tosa_ops_infer_their_components_by_name() {
    let ctx = crate::support::all_dialects_and_test();
    let m = ir::text::parse_source(&ctx, "m.mlir", MODULE.as_bytes()).expect("parses");
    let adds = ops_named(&ctx, &m, "tosa.add");
    // Broadcasting; unranked when an operand is.
    assert_eq!(
        components(&ctx, &m.arena, adds[0]),
        [ShapedTypeComponents::ranked(vec![2, 3, 4])]
    );
    assert_eq!(components(&ctx, &m.arena, adds[1]), [ShapedTypeComponents::unranked()]);
    // A reduction (`InferTensorType`) gives the element type too.
    let f32t = ctx.float_type(ir::float::FloatKind::F32);
    let reduce = ops_named(&ctx, &m, "tosa.reduce_sum")[0];
    assert_eq!(
        components(&ctx, &m.arena, reduce),
        [ShapedTypeComponents::ranked(vec![2, 1]).with_element(f32t)]
    );
    let transpose = ops_named(&ctx, &m, "tosa.transpose")[0];
    assert_eq!(
        components(&ctx, &m.arena, transpose),
        [ShapedTypeComponents::ranked(vec![3, 2]).with_element(f32t)]
    );
    // Ops without the interface answer nothing.
    let ret = ctx.op_name("func.return");
    assert!(InferShapedTypeOpInterfaceMethods::get(&ctx, ret).is_none());
}

#[test]
fn refine_return_types_uses_tosas_compatibility_and_upstreams_message() {
    let ctx = crate::support::all_dialects_and_test();
    let m = ir::text::parse_source(&ctx, "m.mlir", MODULE.as_bytes()).expect("parses");
    let reduce = ops_named(&ctx, &m, "tosa.reduce_sum")[0];
    let operands: Vec<Value> = m.arena.operands(reduce).collect();
    let methods = InferTypeOpInterfaceMethods::get(&ctx, m.arena.op_name(reduce)).expect("InferTensorType");
    let f32t = ctx.float_type(ir::float::FloatKind::F32);
    let i32t = ctx.int_type(32);
    // `tensor<2x?xf32>` is compatible with the inferred `tensor<2x1xf32>`.
    let mut actual: Vec<Type> = m.arena.result_types(reduce).collect();
    let refined = methods.refine_return_types(&ctx, None, inputs(&m.arena, reduce, &operands), &mut actual);
    assert_eq!(refined, Ok(()));
    let mut wrong = vec![ctx.ranked_tensor_type(&[2, 1], i32t)];
    let refined = methods.refine_return_types(&ctx, None, inputs(&m.arena, reduce, &operands), &mut wrong);
    assert_eq!(
        refined,
        Err(Some(
            "'tosa.reduce_sum' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<2x1xi32>'"
                .to_string()
        ))
    );
    let dynamic = ctx.ranked_tensor_type(&[DYNAMIC, 1], f32t);
    assert!(methods.is_compatible_return_types(&ctx, &[dynamic], &[ctx.ranked_tensor_type(&[2, 1], f32t)]));
    assert!(!methods.is_compatible_return_types(&ctx, &[dynamic], &[]));
}

#[test]
fn infer_tensor_type_ops_build_without_result_types() {
    let ctx = crate::support::all_dialects_and_test();
    let f32t = ctx.float_type(ir::float::FloatKind::F32);
    let mut arena = IrArena::new();
    let unknown = ctx.unknown_loc();
    let block = arena.create_block(&[(ctx.ranked_tensor_type(&[2, DYNAMIC, 5], f32t), unknown)]);
    let x = arena.arg(block, 0);
    let mut b = OpBuilder::new(&ctx, &mut arena).at_end(block);
    let axis = ir::ods::values::int_attr(&ctx, 1, "i32").expect("attribute");
    let op = ReduceSumOp::build_inferred(&mut b, x, axis).expect("inferred");
    let result = b.type_of(Value::Result { op: op.0, index: 0 });
    assert_eq!(result, ctx.ranked_tensor_type(&[2, 1, 5], f32t));
}
