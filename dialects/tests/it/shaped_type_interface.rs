//! `InferShapedTypeOpInterface` (declared in `interfaces.ods`) and the
//! adaptor form of type inference, on tosa's implementations: components asked
//! by op name (from regions too: `cond_if`, `while_loop`), upstream's
//! `InferTensorType` (the trait names of tosa's `.ods`: the reductions',
//! concat's, reshape's and equal's generated `inferReturnTypes` made from
//! their components, used by their generated `build_inferred`), the typed
//! attribute accessors of the generated adaptors, and `refineReturnTypes`
//! with tosa's `isCompatibleReturnTypes` and upstream's message.
//! `--tosa-infer-shapes` itself is compared with mlir-opt-22 in
//! `conversion_passes.rs` (`data/conversion/tosa-infer-shapes/`).

use dialects::tosa::ops::{EqualOp, MaxPool2dOpAdaptor, NanPropagationMode, ReduceSumOp, ReduceSumOpAdaptor};
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

#[test]
fn adaptors_read_attributes_typed_with_their_defaults() {
    let ctx = crate::support::all_dialects_and_test();
    let m = ir::text::parse_source(&ctx, "m.mlir", MODULE.as_bytes()).expect("parses");
    let reduce = ops_named(&ctx, &m, "tosa.reduce_sum")[0];
    let operands: Vec<Value> = m.arena.operands(reduce).collect();
    let a = ReduceSumOpAdaptor::new(&ctx, &operands, m.arena.properties(reduce));
    assert_eq!(a.axis(), Some(1));
    assert_eq!(a.axis(), ReduceSumOp(reduce).axis(&ctx, &m.arena));
    // An absent default-valued attribute reads as its default; none without
    // properties at all for a required one.
    let pool = MaxPool2dOpAdaptor::new(&ctx, &operands, None);
    assert_eq!(pool.nan_mode(), Some(NanPropagationMode::Propagate));
    assert_eq!(pool.kernel(), None);
}

const CONTROL: &str = r#"func.func @f(%c: tensor<i1>, %a: tensor<2xf32>, %b: tensor<3xf32>, %i: tensor<i32>) {
  %0 = tosa.cond_if %c (%x = %a, %y = %b) : tensor<i1> (tensor<2xf32>, tensor<3xf32>) -> tensor<*xf32> {
  ^bb0(%x: tensor<2xf32>, %y: tensor<3xf32>):
    tosa.yield %x : tensor<2xf32>
  } else {
  ^bb0(%x: tensor<2xf32>, %y: tensor<3xf32>):
    tosa.yield %y : tensor<3xf32>
  }
  %1 = tosa.while_loop (%x = %i) : (tensor<i32>) -> tensor<*xi32> {
    %2 = "tosa.const"() <{values = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %3 = tosa.greater_equal %2, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %3 : tensor<i1>
  } do {
  ^bb0(%x: tensor<i32>):
    tosa.yield %x : tensor<i32>
  }
  return
}
"#;

#[test]
fn control_flow_infers_the_meet_of_its_yields() {
    let ctx = crate::support::all_dialects_and_test();
    let m = ir::text::parse_source(&ctx, "m.mlir", CONTROL.as_bytes()).expect("parses");
    let asked = |op: OpId| {
        let operands: Vec<Value> = m.arena.operands(op).collect();
        let inputs = InferInputs {
            regions: m.arena.regions(op),
            ..inputs(&m.arena, op, &operands)
        };
        infer_return_type_components(&ctx, m.arena.op_name(op), None, inputs).expect("implements it")
    };
    // `tensor<2xf32>` meets `tensor<3xf32>`: rank 1, size unknown.
    let cond_if = ops_named(&ctx, &m, "tosa.cond_if")[0];
    assert_eq!(asked(cond_if), Ok(vec![ShapedTypeComponents::ranked(vec![DYNAMIC])]));
    let while_loop = ops_named(&ctx, &m, "tosa.while_loop")[0];
    assert_eq!(asked(while_loop), Ok(vec![ShapedTypeComponents::ranked(vec![])]));
    // Without regions there is no yield: a failure without a message.
    let operands: Vec<Value> = m.arena.operands(cond_if).collect();
    let bare = infer_return_type_components(
        &ctx,
        m.arena.op_name(cond_if),
        None,
        inputs(&m.arena, cond_if, &operands),
    );
    assert_eq!(bare, Some(Err(None)));
}

#[test]
fn equal_is_an_infer_tensor_type_op_of_i1() {
    let ctx = crate::support::all_dialects_and_test();
    let f32t = ctx.float_type(ir::float::FloatKind::F32);
    let i1 = ctx.int_type(1);
    let mut arena = IrArena::new();
    let unknown = ctx.unknown_loc();
    let block = arena.create_block(&[
        (ctx.ranked_tensor_type(&[4, 1], f32t), unknown),
        (ctx.ranked_tensor_type(&[3], f32t), unknown),
    ]);
    let (x, y) = (arena.arg(block, 0), arena.arg(block, 1));
    let mut b = OpBuilder::new(&ctx, &mut arena).at_end(block);
    let op = EqualOp::build_inferred(&mut b, x, y).expect("inferred");
    let result = b.type_of(Value::Result { op: op.0, index: 0 });
    assert_eq!(result, ctx.ranked_tensor_type(&[4, 3], i1));
    // Its own `isCompatibleReturnTypes` compares shapes only.
    let methods = InferTypeOpInterfaceMethods::get(&ctx, ctx.op_name("tosa.equal")).expect("InferTensorType");
    let i32_result = ctx.ranked_tensor_type(&[4, DYNAMIC], ctx.int_type(32));
    assert!(methods.is_compatible_return_types(&ctx, &[result], &[i32_result]));
    assert!(!methods.is_compatible_return_types(&ctx, &[result], &[ctx.ranked_tensor_type(&[4], i1)]));
}
