//! The greedy driver's region simplification levels on unregistered ops
//! (no dialect, no branch interface): `Aggressive` merges identical blocks
//! that need no new arguments and reports the change; `Normal` leaves them.
//! The cases against mlir-opt-22 are `dialects`' `canonicalize-aggressive`.

use ir::rewrite::{apply_patterns_greedily, GreedyConfig, OpTable, PatternSet, RegionSimplify};
use ir::text::{parse_source, print_operation, PrintOptions};

const INPUT: &[u8] = b"\"test.func\"() ({\n  \"foo.cond_br\"() [^bb1, ^bb2] : () -> ()\n^bb1(%a: i32):\n  \"foo.return\"(%a) : (i32) -> ()\n^bb2(%b: i32):\n  \"foo.return\"(%b) : (i32) -> ()\n}) : () -> ()\n";

fn simplify(level: RegionSimplify) -> (String, bool) {
    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut m = parse_source(&ctx, "m.mlir", INPUT).expect("parses");
    let func = m
        .arena
        .block_ops(m.arena.region_blocks(m.arena.regions(m.top)[0])[0])
        .next()
        .expect("func");
    let config = GreedyConfig {
        region_simplify: level,
        ..GreedyConfig::default()
    };
    let frozen = PatternSet::new().freeze(&ctx);
    let outcome = apply_patterns_greedily(&ctx, &mut m.arena, func, &frozen, &OpTable::new(&ctx), &config);
    assert!(outcome.converged);
    (
        print_operation(&ctx, &m.arena, m.top, PrintOptions::GENERIC),
        outcome.changed,
    )
}

#[test]
fn aggressive_merges_identical_blocks() {
    let (printed, changed) = simplify(RegionSimplify::Aggressive);
    assert!(changed);
    assert!(printed.contains("\"foo.cond_br\"()[^bb1, ^bb1]"), "{printed}");
    assert!(!printed.contains("^bb2"), "{printed}");
}

#[test]
fn normal_keeps_identical_blocks() {
    let (printed, changed) = simplify(RegionSimplify::Normal);
    assert!(!changed);
    assert!(printed.contains("\"foo.cond_br\"()[^bb1, ^bb2]"), "{printed}");
}

#[test]
fn default_config_is_aggressive() {
    assert_eq!(GreedyConfig::default().region_simplify, RegionSimplify::Aggressive);
    assert_eq!(GreedyConfig::canonicalizer().region_simplify, RegionSimplify::Normal);
}
