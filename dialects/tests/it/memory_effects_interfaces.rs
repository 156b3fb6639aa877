//! `MemoryEffectsOpInterface` (declared in `ods-dsl/src/interfaces.ods`) on real
//! ops: the generated `getEffects` of ops whose definitions state their effects
//! (`Pure`, `MemoryEffects<[...]>`, `Arg`/`Res` effects on values) and the Rust
//! implementations of those whose effects upstream computes in C++ (linalg's
//! structured ops and `linalg.softmax`, `bufferization.materialize_in_destination`,
//! `cf.assert`). The rewriting code's op table summarizes what the interface
//! answers; canonicalize and CSE on these ops give mlir-opt-22's output
//! (`transforms`' `memory_effects` cases).

use crate::support::parsed::Parsed;
use ir::effects::{summarize, EffectInstance, MemEffect, Resource};
use ir::interfaces::MemoryEffectsOpInterfaceRef;
use ir::rewrite::table::OpTable;
use ir::Value;

const INPUT: &str = r#"func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %m: memref<4x4xf32>, %n: memref<4x4xf32>,
             %i: index, %c: i1, %lb: index) {
  %0 = memref.load %m[%i, %i] : memref<4x4xf32>
  memref.store %0, %n[%i, %i] : memref<4x4xf32>
  %1 = memref.alloc() : memref<8xf32>
  %2 = memref.alloca() : memref<8xf32>
  memref.dealloc %1 : memref<8xf32>
  %3 = arith.addf %0, %0 : f32
  %4 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  linalg.copy ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  linalg.softmax dimension(1) ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  cf.assert %c, "message"
  %5 = bufferization.materialize_in_destination %a in %b : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  bufferization.materialize_in_destination %a in restrict writable %m : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
  scf.for %k = %lb to %i step %i {
    memref.store %0, %n[%k, %k] : memref<4x4xf32>
  }
  return
}
"#;

fn arg(ir: &Parsed, i: usize) -> Value {
    let func = ir.nth("func.func", 0);
    let body = ir.arena.region_blocks(ir.arena.regions(func)[0])[0];
    ir.arena.arg(body, i)
}

#[test]
fn effects_follow_upstream_get_effects() {
    let ir = Parsed::new("effects.mlir", INPUT);
    let (ctx, arena) = (&ir.ctx, &ir.arena);
    let (m, n) = (arg(&ir, 2), arg(&ir, 3));
    let on = |e, v| EffectInstance::on(e, v);
    let result = |name: &str, k: usize| arena.result(ir.nth(name, k), 0);
    use MemEffect::{Alloc, Free, Read, Write};
    let cases: Vec<(&str, usize, Vec<EffectInstance>)> = vec![
        ("memref.load", 0, vec![on(Read, m)]),
        ("memref.store", 0, vec![on(Write, n)]),
        ("memref.alloc", 0, vec![on(Alloc, result("memref.alloc", 0))]),
        ("memref.dealloc", 0, vec![on(Free, result("memref.alloc", 0))]),
        ("arith.addf", 0, vec![]),
        // Only memref operands have effects; matmul's payload reads its init.
        ("linalg.matmul", 0, vec![]),
        (
            "linalg.matmul",
            1,
            vec![on(Read, m), on(Read, m), on(Read, n), on(Write, n)],
        ),
        // Copy's payload yields its input: the init is only written.
        ("linalg.copy", 0, vec![on(Read, m), on(Write, n)]),
        ("linalg.softmax", 0, vec![on(Read, m), on(Read, n), on(Write, n)]),
        ("cf.assert", 0, vec![EffectInstance::new(Write)]),
        ("bufferization.materialize_in_destination", 0, vec![]),
        ("bufferization.materialize_in_destination", 1, vec![on(Write, m)]),
    ];
    for (name, k, expected) in cases {
        let op = ir.nth(name, k);
        let i = MemoryEffectsOpInterfaceRef::get(ctx, arena, op)
            .unwrap_or_else(|| panic!("{name} #{k} has MemoryEffectsOpInterface"));
        let got = i.effects(ctx, arena);
        assert_eq!(got, expected, "{name} #{k}");
        assert_eq!(i.has_no_effect(ctx, arena), expected.is_empty(), "{name} #{k}");
        assert!(got.iter().all(|e| e.resource == Resource::Default), "{name} #{k}");
    }
    // `MemAlloc<AutomaticAllocationScopeResource>`: the stack allocation's resource.
    let alloca = MemoryEffectsOpInterfaceRef::get(ctx, arena, ir.nth("memref.alloca", 0)).expect("alloca");
    let scoped = on(Alloc, result("memref.alloca", 0)).with_resource(Resource::AutomaticAllocationScope);
    assert_eq!(alloca.effects(ctx, arena), vec![scoped]);
    assert_eq!(alloca.effects_on_resource(ctx, arena, Resource::Default), vec![]);
    // The helpers of upstream's `extraClassDeclaration`.
    let matmul = MemoryEffectsOpInterfaceRef::get(ctx, arena, ir.nth("linalg.matmul", 1)).expect("matmul");
    assert!(matmul.has_effect(ctx, arena, Read) && !matmul.only_has_effect(ctx, arena, Read));
    assert_eq!(matmul.effects_on_value(ctx, arena, n), vec![on(Read, n), on(Write, n)]);
    let load = MemoryEffectsOpInterfaceRef::get(ctx, arena, ir.nth("memref.load", 0)).expect("load");
    assert!(load.only_has_effect(ctx, arena, Read));
    assert_eq!(load.effects_on_resource(ctx, arena, Resource::Default).len(), 1);
    // `RecursiveMemoryEffects` alone is no `MemoryEffectsOpInterface` (as upstream).
    assert!(MemoryEffectsOpInterfaceRef::get(ctx, arena, ir.nth("scf.for", 0)).is_none());
    // `func.return` is `Pure`: the interface with no effects.
    let ret = MemoryEffectsOpInterfaceRef::get(ctx, arena, ir.nth("func.return", 0)).expect("Pure");
    assert!(ret.has_no_effect(ctx, arena));
}

#[test]
fn the_op_table_summarizes_the_interface() {
    let ir = Parsed::new("effects.mlir", INPUT);
    let (ctx, arena) = (&ir.ctx, &ir.arena);
    let table = OpTable::new(ctx);
    let mut checked = 0;
    for &op in &ir.ops {
        let entry = table.op(ctx, arena, op);
        let Some(i) = MemoryEffectsOpInterfaceRef::get(ctx, arena, op) else {
            continue;
        };
        let name = ctx.op_info(arena.op_name(op)).name().to_string();
        let expected = summarize(&i.effects(ctx, arena), entry.facts.effects.recursive);
        assert_eq!(entry.facts.effects, expected, "{name}");
        checked += 1;
    }
    assert!(checked >= 15, "{checked} ops with the interface");
    // Trivially dead: no writes or frees (reads and allocations of unused results go).
    let dead = |name: &str, k: usize| table.would_be_trivially_dead(ctx, arena, ir.nth(name, k));
    assert!(dead("linalg.matmul", 0) && !dead("linalg.matmul", 1));
    assert!(dead("memref.load", 0) && dead("memref.alloc", 0) && !dead("memref.dealloc", 0));
    assert!(!dead("cf.assert", 0) && !dead("linalg.copy", 0));
    assert!(dead("bufferization.materialize_in_destination", 0));
    assert!(!dead("bufferization.materialize_in_destination", 1));
    // `scf.for` is as its body: it stores.
    assert!(!dead("scf.for", 0));
}

/// `declaring_ops(ctx)` of an interface `.ods` declares (in `ir::interfaces`, whose
/// `_OPS` lists no dialect's op) gives the registered ops declaring it: `.ods` ops of
/// the dialects, `#[op]` ops (cf's: `cf.assert` implementing `getEffects`, `cf.br`
/// given it by `Pure`), and the test dialect's own `Arity` adds nothing to its
/// `_OPS` (its ops are in the same file).
#[test]
fn declaring_ops_lists_the_registered_declarers() {
    let ctx = crate::support::all_dialects_and_test();
    assert!(ir::interfaces::MEMORY_EFFECTS_OP_INTERFACE_OPS.is_empty());
    let effects = ir::interfaces::MemoryEffectsOpInterfaceMethods::declaring_ops(&ctx);
    for name in [
        "cf.assert",
        "cf.br",
        "arith.addf",
        "memref.load",
        "linalg.matmul",
        "test.add",
    ] {
        assert!(effects.contains(&name), "{name}: {effects:?}");
    }
    assert!(
        !effects.contains(&"scf.for"),
        "RecursiveMemoryEffects is no declaration"
    );
    assert!(effects.windows(2).all(|w| w[0] < w[1]), "sorted, once each");
    let branches = ir::interfaces::BranchOpInterfaceMethods::declaring_ops(&ctx);
    for name in ["cf.br", "cf.cond_br", "cf.switch"] {
        assert!(branches.contains(&name), "{name}: {branches:?}");
    }
    let arity = dialects::test_dialect::ArityMethods::declaring_ops(&ctx);
    assert_eq!(arity, dialects::test_dialect::ARITY_OPS);
}
