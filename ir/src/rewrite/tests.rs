//! The greedy driver on a toy dialect: folding, constant materialization,
//! uniquing and hoisting, dead code and a pattern.

use crate::attrs::{Attr, AttrKind};
use crate::ods::FoldResult;
use crate::pass::{OpPassManager, PassManager, PassManagerOptions, PassRegistry};
use crate::registry::{FoldHook, OpDefinition, OpEffects, OpFacts, OpTraits};
use crate::text::{parse_source, print_operation, PrintOptions};
use crate::{Context, IrArena, OpId, OpSpec, Type};

fn int(ctx: &Context, a: Attr) -> Option<i128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i128(),
        _ => None,
    }
}

fn value_prop(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Attr> {
    let p = arena.properties(op)?;
    ctx.dictionary_entries(p)
        .iter()
        .find(|(k, _)| ctx.string_value(*k) == b"value")
        .map(|&(_, v)| v)
}

fn const_fold(ctx: &Context, arena: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    value_prop(ctx, arena, op).map(|v| vec![FoldResult::Attr(v)])
}

fn add_fold(ctx: &Context, arena: &IrArena, op: OpId, k: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    if let Some(b) = k.get(1).copied().flatten() {
        if int(ctx, b) == Some(0) {
            return Some(vec![FoldResult::Value(arena.operand(op, 0))]);
        }
    }
    let (a, b) = (
        int(ctx, k.first().copied().flatten()?)?,
        int(ctx, k.get(1).copied().flatten()?)?,
    );
    let ty = arena.result_types(op).next()?;
    Some(vec![FoldResult::Attr(ctx.get_attr(AttrKind::Integer {
        ty,
        value: crate::apint::ApInt::from_i128(32, a + b),
    }))])
}

fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpSpec> {
    let key = ctx.string_attr(b"value");
    Some(OpSpec {
        result_types: vec![ty],
        properties: Some(ctx.dictionary_attr(vec![(key, value)])),
        ..OpSpec::new(ctx.op_name("t.const"), loc)
    })
}

fn toy_context() -> Context {
    let ctx = Context::new();
    let reg = ctx.registry();
    reg.register_dialect("t");
    let pure = OpTraits {
        pure: true,
        ..OpTraits::default()
    };
    for name in ["t.const", "t.add"] {
        reg.register_op(
            name,
            OpDefinition {
                traits: pure,
                inherent_attrs: vec!["value"],
                ..OpDefinition::default()
            },
        );
    }
    let terminator = OpTraits {
        is_terminator: true,
        ..OpTraits::default()
    };
    let isolated = OpTraits {
        isolated_from_above: true,
        ..OpTraits::default()
    };
    for (name, traits) in [("t.ret", terminator), ("t.func", isolated)] {
        reg.register_op(
            name,
            OpDefinition {
                traits,
                ..OpDefinition::default()
            },
        );
    }
    reg.set_op_facts(
        "t.const",
        OpFacts {
            constant_like: true,
            effects: OpEffects::NONE,
            ..OpFacts::default()
        },
    );
    reg.set_op_facts(
        "t.add",
        OpFacts {
            commutative: true,
            effects: OpEffects::NONE,
            ..OpFacts::default()
        },
    );
    reg.set_fold_hook("t.const", FoldHook::Pure(const_fold));
    reg.set_fold_hook("t.add", FoldHook::Pure(add_fold));
    reg.set_materialize_constant("t", materialize);
    ctx
}

fn run(ctx: &Context, pipeline: &str, src: &str) -> String {
    let mut m = parse_source(ctx, "t.mlir", src.as_bytes()).expect("parses");
    let reg = PassRegistry::with_builtin_passes();
    let root: OpPassManager = crate::pass::parse_pass_pipeline(pipeline, &reg).expect("pipeline");
    let mut pm = PassManager::new(root, PassManagerOptions::default());
    pm.initialize(ctx).expect("initializes");
    let (r, _) = pm.run(ctx, &mut m.arena, m.top);
    r.expect("runs");
    let generic = PrintOptions::GENERIC;
    print_operation(ctx, &m.arena, m.top, generic)
}

const SRC: &str = r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%x: i32):
    %a = "t.const"() <{value = 1 : i32}> : () -> i32
    %b = "t.const"() <{value = 2 : i32}> : () -> i32
    %s = "t.add"(%a, %b) : (i32, i32) -> i32
    %y = "t.add"(%s, %x) : (i32, i32) -> i32
    %z = "t.const"() <{value = 0 : i32}> : () -> i32
    %w = "t.add"(%y, %z) : (i32, i32) -> i32
    %dead = "t.add"(%w, %w) : (i32, i32) -> i32
    %c = "t.const"() <{value = 3 : i32}> : () -> i32
    "t.ret"(%w, %c) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn folds_moves_constants_right_and_uniques_them() {
    let ctx = toy_context();
    let out = run(&ctx, "builtin.module(canonicalize)", SRC);
    let want = r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32):
    %0 = "t.const"() <{value = 3 : i32}> : () -> i32
    %1 = "t.add"(%arg0, %0) : (i32, i32) -> i32
    "t.ret"(%1, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(out, want);
}

#[test]
fn nested_pipeline_gives_the_same_result() {
    let ctx = toy_context();
    let module = run(&ctx, "builtin.module(canonicalize)", SRC);
    let nested = run(&ctx, "builtin.module(t.func(canonicalize))", SRC);
    assert_eq!(module, nested);
}

#[test]
fn cse_dedups_equal_pure_ops() {
    let ctx = toy_context();
    let src = r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%x: i32, %y: i32):
    %a = "t.add"(%x, %y) : (i32, i32) -> i32
    %b = "t.add"(%y, %x) : (i32, i32) -> i32
    "t.ret"(%a, %b) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let out = run(&ctx, "builtin.module(cse)", src);
    assert!(out.contains(r#""t.ret"(%0, %0)"#), "{out}");
}
