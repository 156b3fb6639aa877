//! `InferTypeOpInterface` (declared in `interfaces.ods`, static methods asked through
//! the op's registered implementation) against mlir-opt-22, whose test dialect has
//! the same `test.format_infer_type_regions` (result types from the region's entry
//! block arguments) and `test.op_with_infer_type_if` (an error at the location): the
//! custom and generic prints of `data/infer_type/infer.mlir` (with the ported
//! `memref.extract_strided_metadata`, `vector.to_elements`, `vector.shuffle`) and the
//! diagnostics of `infer_errors.mlir` are mlir-opt-22's, byte for byte
//! (`data/infer_type/regen.sh`); builders and the by-name lookup ask the interface.

use crate::support::all_dialects_and_test;
use crate::support::mlir_opt_data::{print, Data};
use dialects::test_dialect::{InferOp, OpWithInferTypeInterfaceOp};
use ir::interfaces::InferTypeOpInterfaceMethods;
use ir::ods::OpBuilder;
use ir::Context;

const DATA: Data = Data("infer_type");

/// Every dialect and rods' test dialect, open to unknown ops as upstream's
/// (`"test.terminator"`).
fn context() -> Context {
    let ctx = all_dialects_and_test();
    ctx.registry().register_open_dialect("test");
    ctx
}

/// The diagnostics of parsing and verifying `text`, rendered as mlir-opt does
/// (empty when it is valid), and the module when it is.
fn check(ctx: &Context, name: &str, text: &str) -> (String, Option<ir::text::ParsedModule>) {
    let file = ir::diag::SourceFile {
        name,
        text: text.as_bytes(),
    };
    match ir::text::parse_source(ctx, name, text.as_bytes()) {
        Err(d) => (ir::diag::render(ctx, &file, &d), None),
        Ok(m) => match ir::verify::verify(ctx, &m.arena, m.top) {
            Err(d) => (ir::diag::render(ctx, &file, &d), None),
            Ok(()) => (String::new(), Some(m)),
        },
    }
}

#[test]
fn inferred_types_print_as_mlir_opt_prints_them() {
    let ctx = context();
    let text = String::from_utf8_lossy(&DATA.read("infer.mlir")).into_owned();
    let (err, m) = check(&ctx, "infer.mlir", &text);
    assert_eq!(err, "");
    let m = m.expect("valid");
    assert_eq!(print(&ctx, &m, false), DATA.expected("infer.custom"));
    assert_eq!(print(&ctx, &m, true), DATA.expected("infer.generic"));
}

/// Each `// -----` chunk of `infer_errors.mlir` fails with mlir-opt-22's
/// diagnostics (`--split-input-file` line numbers).
#[test]
fn inference_errors_are_mlir_opts() {
    let ctx = context();
    let text = String::from_utf8_lossy(&DATA.read("infer_errors.mlir")).into_owned();
    let mut got = String::new();
    let mut line = 0;
    for chunk in text.split("// -----\n") {
        let padded = format!("{}{chunk}", "\n".repeat(line));
        line += chunk.lines().count() + 1;
        let (err, _) = check(&ctx, "infer_errors.mlir", &padded);
        assert!(!err.is_empty(), "accepted: {chunk}");
        got.push_str(&err);
    }
    let want = String::from_utf8_lossy(&DATA.read("infer_errors.expected")).into_owned();
    assert_eq!(got, want);
}

#[test]
fn static_methods_are_called_by_op_name_and_builders_infer() {
    let ctx = context();
    let name = ctx.op_name("test.format_infer_type_regions");
    let methods = InferTypeOpInterfaceMethods::get(&ctx, name).expect("registered");
    let i32t = ctx.int_type(32);
    assert!(methods.is_compatible_return_types(&ctx, &[i32t], &[i32t]));
    assert!(!methods.is_compatible_return_types(&ctx, &[i32t], &[]));
    // Without regions (as when building), the region op fails without a message.
    let arena = ir::IrArena::new();
    let inputs = ir::ods::infer::InferInputs {
        arena: &arena,
        operands: &[],
        attributes: None,
        regions: &[],
    };
    assert_eq!(methods.infer_return_types(&ctx, None, inputs), Err(None));
    assert!(InferTypeOpInterfaceMethods::get(&ctx, ctx.op_name("func.return")).is_none());
    // A generated builder asks the interface.
    let mut arena = ir::IrArena::new();
    let unknown = ctx.unknown_loc();
    let block = arena.create_block(&[(i32t, unknown), (ctx.ranked_tensor_type(&[2], i32t), unknown)]);
    let (x, t) = (arena.arg(block, 0), arena.arg(block, 1));
    let mut b = OpBuilder::new(&ctx, &mut arena).at_end(block);
    let op = InferOp::build_inferred(&mut b, x).expect("inferred");
    assert_eq!(b.type_of(ir::Value::Result { op: op.op(), index: 0 }), ctx.int_type(64));
    let op = OpWithInferTypeInterfaceOp::build_inferred(&mut b, t, t).expect("inferred");
    assert_eq!(b.type_of(ir::Value::Result { op: op.op(), index: 0 }), b.type_of(t));
}
