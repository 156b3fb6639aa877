//! The IR API: building operations by hand, use lists in MLIR's order,
//! uniquing, symbol tables.

use ir::attrs::AttrKind;
use ir::body::{IrArena, OpSpec, Use, Value};
use ir::float::FloatKind;
use ir::symbol::{lookup_symbol_ref, SymbolTable};
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::{Context, TypeKind};

fn parse(ctx: &Context, text: &str) -> ir::text::ParsedModule {
    ctx.set_allow_unregistered_dialects(true);
    match parse_source(ctx, "t.mlir", text.as_bytes()) {
        Ok(m) => m,
        Err(d) => panic!(
            "{}",
            ir::diag::render(
                ctx,
                &ir::diag::SourceFile {
                    name: "t.mlir",
                    text: text.as_bytes()
                },
                &d
            )
        ),
    }
}

fn generic(ctx: &Context, m: &ir::text::ParsedModule) -> String {
    print_operation(ctx, &m.arena, m.top, PrintOptions::GENERIC)
}

#[test]
fn types_and_attributes_are_uniqued() {
    let ctx = Context::new();
    assert_eq!(ctx.int_type(32), ctx.int_type(32));
    assert_ne!(ctx.int_type(32), ctx.int_type(64));
    let f = ctx.float_type(FloatKind::F32);
    let t1 = ctx.get_type(TypeKind::RankedTensor {
        shape: vec![4, ir::types::DYNAMIC],
        element: f,
        encoding: None,
    });
    let t2 = ctx.get_type(TypeKind::RankedTensor {
        shape: vec![4, ir::types::DYNAMIC],
        element: f,
        encoding: None,
    });
    assert_eq!(t1, t2);
    assert_eq!(ctx.string_attr(b"x"), ctx.string_attr(b"x"));
    // Distinct attributes never unify.
    let u = ctx.unit_attr();
    assert_ne!(ctx.distinct_attr(u), ctx.distinct_attr(u));
}

#[test]
fn ops_built_by_hand_print_in_generic_form() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut arena = IrArena::new();
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let body = arena.create_block(&[]);
    let region = arena.create_region();
    arena.append_block(region, body);
    let module = arena.create_op(OpSpec {
        regions: vec![region],
        ..OpSpec::new(ctx.op_name("builtin.module"), loc)
    });
    let def = arena.create_op(OpSpec {
        result_types: vec![i32t, i32t],
        attrs: Some(ctx.dictionary_attr(vec![(ctx.string_attr(b"k"), ctx.unit_attr())])),
        ..OpSpec::new(ctx.op_name("t.def"), loc)
    });
    arena.append_op(body, def);
    let user = arena.create_op(OpSpec {
        operands: vec![arena.result(def, 1), arena.result(def, 0)],
        ..OpSpec::new(ctx.op_name("t.use"), loc)
    });
    arena.append_op(body, user);
    ir::verify::verify(&ctx, &arena, module).expect("valid");
    let text = print_operation(&ctx, &arena, module, PrintOptions::GENERIC);
    assert_eq!(
        text,
        "\"builtin.module\"() ({\n  %0:2 = \"t.def\"() {k} : () -> (i32, i32)\n  \"t.use\"(%0#1, %0#0) : (i32, i32) -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn use_lists_are_newest_first_and_forward_references_follow_mlir() {
    let ctx = Context::new();
    // %v is used by a, then b; MLIR's use list is b, a.
    let m = parse(
        &ctx,
        r#""t.graph"() ({
  "t.a"(%v) : (i32) -> ()
  %v = "t.def"() : () -> i32
  "t.b"(%v) : (i32) -> ()
  "t.c"(%v, %v) : (i32, i32) -> ()
}) : () -> ()
"#,
    );
    let graph = m
        .arena
        .block_ops(m.arena.region_blocks(m.arena.regions(m.top)[0])[0])
        .next()
        .unwrap();
    let block = m.arena.region_blocks(m.arena.regions(graph)[0])[0];
    let ops: Vec<_> = m.arena.block_ops(block).collect();
    let v = m.arena.result(ops[1], 0);
    let users: Vec<Use> = m.arena.uses(v).collect();
    // t.a's use was a forward reference, moved onto %v when it was defined
    // (front of the list); then t.b and t.c pushed in front of it.
    assert_eq!(
        users,
        vec![
            Use { op: ops[3], operand: 1 },
            Use { op: ops[3], operand: 0 },
            Use { op: ops[2], operand: 0 },
            Use { op: ops[0], operand: 0 },
        ]
    );
}

#[test]
fn replace_all_uses_moves_uses_in_mlir_order() {
    let ctx = Context::new();
    let mut m = parse(
        &ctx,
        r#"%a = "t.x"() : () -> i32
%b = "t.y"() : () -> i32
"t.u1"(%a) : (i32) -> ()
"t.u2"(%b) : (i32) -> ()
"t.u3"(%a) : (i32) -> ()
"#,
    );
    let body = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
    let ops: Vec<_> = m.arena.block_ops(body).collect();
    let (a, b) = (m.arena.result(ops[0], 0), m.arena.result(ops[1], 0));
    m.arena.replace_all_uses(a, b);
    assert!(m.arena.use_empty(a));
    let users: Vec<_> = m.arena.uses(b).map(|u| u.op).collect();
    // a's list was [u3, u1]; each moved use goes to the front of b's list.
    assert_eq!(users, vec![ops[2], ops[4], ops[3]]);
    assert!(generic(&ctx, &m).contains("\"t.u1\"(%1)"));
    let _ = Value::Arg { block: body, index: 0 };
}

#[test]
fn symbol_tables_resolve_nested_references() {
    let ctx = Context::new();
    let m = parse(
        &ctx,
        r#"module @top {
  module @inner {
    "t.sym"() {sym_name = "leaf"} : () -> ()
  }
  "t.sym"() {sym_name = "f"} : () -> ()
}
"#,
    );
    let table = SymbolTable::new(&ctx, &m.arena, m.top);
    assert_eq!(table.len(), 2);
    let leaf_ref = ctx.get_attr(AttrKind::SymbolRef {
        root: ctx.string_attr(b"inner"),
        nested: vec![ctx.string_attr(b"leaf")],
    });
    let leaf = lookup_symbol_ref(&ctx, &m.arena, m.top, leaf_ref).expect("resolves");
    assert_eq!(ctx.op_info(m.arena.op_name(leaf)).name(), "t.sym");
    let missing = ctx.get_attr(AttrKind::SymbolRef {
        root: ctx.string_attr(b"nope"),
        nested: vec![],
    });
    assert!(lookup_symbol_ref(&ctx, &m.arena, m.top, missing).is_none());
}

#[test]
fn duplicate_symbols_are_rejected_by_the_verifier() {
    let ctx = Context::new();
    let m = parse(
        &ctx,
        "\"t.sym\"() {sym_name = \"f\"} : () -> ()\n\"t.sym\"() {sym_name = \"f\"} : () -> ()\n",
    );
    let err = ir::verify::verify(&ctx, &m.arena, m.top).unwrap_err();
    assert_eq!(err.message, "redefinition of symbol named 'f'");
}

#[test]
fn dialect_state_is_one_value_per_context() {
    #[derive(Default)]
    struct Counter(std::sync::atomic::AtomicU32);
    let ctx = ir::Context::new();
    ctx.extension::<Counter>()
        .0
        .fetch_add(2, std::sync::atomic::Ordering::Relaxed);
    ctx.extension::<Counter>()
        .0
        .fetch_add(3, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(
        ctx.extension::<Counter>().0.load(std::sync::atomic::Ordering::Relaxed),
        5
    );
    let other = ir::Context::new();
    assert_eq!(
        other
            .extension::<Counter>()
            .0
            .load(std::sync::atomic::Ordering::Relaxed),
        0
    );
}
