//! The legalization cost model of dialect conversion
//! (`ir::conversion::cost_model`): an op's patterns are tried shallowest
//! legalization first, then by benefit; a pattern that declares it creates
//! an op that can never become legal is never applied; a pattern is not
//! applied to the ops it creates unless it bounds its own recursion.

use super::conversion::{rename, spec_like};
use ir::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget,
};
use ir::pass::Diagnostics;
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::{Context, IrArena, OpId, Type, Value};
use std::sync::atomic::{AtomicUsize, Ordering};

const SOURCE: &str = r#""builtin.module"() ({
  %0 = "x.a"() {n = 3 : i32} : () -> i32
  "x.use"(%0) : (i32) -> ()
}) : () -> ()
"#;

fn setup() -> (Context, IrArena, OpId) {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let m = parse_source(&ctx, "cost.mlir", SOURCE.as_bytes()).expect("parses");
    (ctx, m.arena, m.top)
}

fn print(ctx: &Context, arena: &IrArena, top: OpId) -> String {
    let opts = PrintOptions::GENERIC;
    print_operation(ctx, arena, top, opts)
}

fn a_to_b(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    rename(op, operands, rw, "x.b")
}

fn b_to_c(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    rename(op, operands, rw, "x.c")
}

fn a_to_d(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    rename(op, operands, rw, "x.d")
}

fn a_to_e(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    rename(op, operands, rw, "x.e")
}

/// `x.a` and `x.b` illegal, `x.c` and `x.d` legal, `x.e` unknown.
fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_op("builtin.module");
    target.add_illegal_op("x.a").add_illegal_op("x.b");
    target.add_legal_op("x.c").add_legal_op("x.d");
    target
}

fn convert(ctx: &Context, arena: &mut IrArena, top: OpId, patterns: &ConversionPatternSet) -> Result<String, String> {
    apply_partial_conversion(
        ctx,
        arena,
        top,
        &target(),
        patterns,
        ConversionConfig::default(),
        &mut Diagnostics::new(),
    )
    .map(|()| print(ctx, arena, top))
    .map_err(|d| d.message)
}

#[test]
fn the_shallower_legalization_is_tried_before_a_higher_benefit() {
    // x.a -> x.b -> x.c has depth 2, x.a -> x.d depth 1: with the created
    // ops declared, the depth-1 pattern goes first despite its benefit.
    let (ctx, mut arena, top) = setup();
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn_generating("AToB", "x.a", 5, &["x.b"], a_to_b);
    patterns.add_fn_generating("AToD", "x.a", 1, &["x.d"], a_to_d);
    patterns.add_fn_generating("BToC", "x.b", 1, &["x.c"], b_to_c);
    let out = convert(&ctx, &mut arena, top, &patterns).expect("converts");
    assert!(out.contains("\"x.d\"()") && !out.contains("x.c"), "{out}");

    // Undeclared, every pattern counts as one step: benefit decides.
    let (ctx, mut arena, top) = setup();
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("AToB", "x.a", 5, None, a_to_b);
    patterns.add_fn("AToD", "x.a", 1, None, a_to_d);
    patterns.add_fn("BToC", "x.b", 1, None, b_to_c);
    let out = convert(&ctx, &mut arena, top, &patterns).expect("converts");
    assert!(out.contains("\"x.c\"()") && !out.contains("x.d"), "{out}");
}

/// How many times [`a_to_e_counted`] ran.
static A_TO_E_CALLS: AtomicUsize = AtomicUsize::new(0);

fn a_to_e_counted(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    A_TO_E_CALLS.fetch_add(1, Ordering::SeqCst);
    a_to_e(op, operands, rw)
}

#[test]
fn a_pattern_creating_ops_that_can_never_be_legal_is_dropped() {
    // x.e is unknown to the target and has no pattern: an x.e the pattern
    // creates cannot be legalized, so the pattern fails either way; when
    // it declares x.e the legalization graph drops it and it never runs.
    let (ctx, mut arena, top) = setup();
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("AToE", "x.a", 1, None, a_to_e_counted);
    let err = convert(&ctx, &mut arena, top, &patterns).expect_err("x.a stays");
    assert_eq!(
        err,
        "failed to legalize operation 'x.a' that was explicitly marked illegal"
    );
    let undeclared_calls = A_TO_E_CALLS.swap(0, Ordering::SeqCst);
    assert_eq!(undeclared_calls, 1);

    let (ctx, mut arena, top) = setup();
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn_generating("AToE", "x.a", 1, &["x.e"], a_to_e_counted);
    let err = convert(&ctx, &mut arena, top, &patterns).expect_err("x.a stays");
    assert_eq!(
        err,
        "failed to legalize operation 'x.a' that was explicitly marked illegal"
    );
    assert_eq!(print(&ctx, &arena, top), SOURCE);
    assert_eq!(A_TO_E_CALLS.load(Ordering::SeqCst), 0);

    // Through an op with a pattern of its own that leads to legal ops,
    // the chain is kept.
    let (ctx, mut arena, top) = setup();
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn_generating("AToB", "x.a", 1, &["x.b"], a_to_b);
    patterns.add_fn_generating("BToC", "x.b", 1, &["x.c"], b_to_c);
    let out = convert(&ctx, &mut arena, top, &patterns).expect("converts");
    assert!(out.contains("\"x.c\"()"), "{out}");
}

/// Replaces `x.a {n = k}` by `x.a {n = k - 1}`; `x.a {n = 0}` is legal.
struct CountDown {
    bounded: bool,
}

impl ConversionPattern for CountDown {
    fn name(&self) -> &str {
        "CountDown"
    }
    fn root(&self) -> Option<&str> {
        Some("x.a")
    }
    fn has_bounded_rewrite_recursion(&self) -> bool {
        self.bounded
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let Some(n) = count(rw.ctx, rw.arena, op) else {
            return false;
        };
        let Ok(attr) = ir::ods::values::int_attr(rw.ctx, n - 1, "i32") else {
            return false;
        };
        let key = rw.ctx.string_attr(b"n");
        let attrs = rw.ctx.dictionary_attr(vec![(key, attr)]);
        let results: Vec<Type> = rw.arena.result_types(op).collect();
        let mut spec = spec_like(rw, op, "x.a", operands, results);
        spec.attrs = Some(attrs);
        rw.set_insertion_point_before(op);
        let new = rw.create(spec);
        let value = rw.arena.result(new, 0);
        rw.replace_op(op, &[value]);
        true
    }
}

fn count(ctx: &Context, arena: &IrArena, op: OpId) -> Option<i64> {
    let attr = ir::ods::access::dict_get(ctx, arena.attrs(op), "n")?;
    ir::ods::values::as_int(ctx, attr)
}

#[test]
fn a_pattern_reapplies_to_its_own_ops_only_with_bounded_recursion() {
    for bounded in [false, true] {
        let (ctx, mut arena, top) = setup();
        let mut target = ConversionTarget::new();
        target.add_legal_op("builtin.module");
        target.add_dynamically_legal_op("x.a", |ctx, arena, op| count(ctx, arena, op) == Some(0));
        let mut patterns = ConversionPatternSet::new();
        patterns.add(CountDown { bounded });
        let r = apply_partial_conversion(
            &ctx,
            &mut arena,
            top,
            &target,
            &patterns,
            ConversionConfig::default(),
            &mut Diagnostics::new(),
        );
        let out = print(&ctx, &arena, top);
        if bounded {
            assert!(r.is_ok() && out.contains("n = 0 : i32"), "{out}");
        } else {
            assert!(r.is_err(), "{out}");
            assert_eq!(out, SOURCE);
        }
    }
}
