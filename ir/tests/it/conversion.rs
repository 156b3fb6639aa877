//! Dialect conversion (`ir::conversion`) on unregistered toy ops: legal,
//! illegal and dynamically legal ops, recursive legalization of what a
//! pattern creates, rollback of failing patterns and failed conversions,
//! block signature conversion with materializations, and MLIR's
//! diagnostics with their locations.

use ir::conversion::{
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion, ConversionConfig,
    ConversionPatternRewriter, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use ir::diag::{render, SourceFile};
use ir::pass::Diagnostics;
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::{Context, Diagnostic, IrArena, OpId, OpSpec, Type, Value};
use std::sync::Arc;

const FILE: &str = "conv.mlir";

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn parse(ctx: &Context, src: &str) -> (IrArena, OpId) {
    let m = parse_source(ctx, FILE, src.as_bytes()).expect("parses");
    (m.arena, m.top)
}

fn print(ctx: &Context, arena: &IrArena, top: OpId) -> String {
    let opts = PrintOptions::GENERIC;
    print_operation(ctx, arena, top, opts)
}

/// A partial conversion with the default configuration.
fn partial(
    ctx: &Context,
    arena: &mut IrArena,
    top: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<(), Diagnostic> {
    apply_partial_conversion(
        ctx,
        arena,
        top,
        target,
        patterns,
        ConversionConfig::default(),
        &mut Diagnostics::new(),
    )
}

fn rendered(ctx: &Context, src: &str, diag: &Diagnostic) -> String {
    let file = SourceFile {
        name: FILE,
        text: src.as_bytes(),
    };
    render(ctx, &file, diag)
}

/// Asserts that `diag`, rendered against `src`, starts with the line `error` and, when
/// given, holds `note`.
fn assert_rendered(ctx: &Context, src: &str, diag: &Diagnostic, error: &str, note: Option<&str>) {
    let text = rendered(ctx, src, diag);
    assert!(text.starts_with(&format!("{error}\n")), "{text}");
    if let Some(note) = note {
        assert!(text.contains(note), "{text}");
    }
}

/// A copy of `op` under a new name, with `operands`, before `op`.
pub(crate) fn spec_like(
    rw: &ConversionPatternRewriter<'_>,
    op: OpId,
    name: &str,
    operands: &[Value],
    results: Vec<Type>,
) -> OpSpec {
    OpSpec {
        name: rw.ctx.op_name(name),
        loc: rw.arena.op_loc(op),
        operands: operands.to_vec(),
        result_types: results,
        successors: Vec::new(),
        regions: Vec::new(),
        properties: None,
        attrs: rw.arena.attrs(op),
    }
}

/// Replaces `op` by a new op named `name` with the same operands and result types.
pub(crate) fn rename(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>, name: &str) -> bool {
    let results: Vec<Type> = rw.arena.result_types(op).collect();
    let spec = spec_like(rw, op, name, operands, results);
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let values: Vec<Value> = (0..rw.arena.num_results(new))
        .map(|i| rw.arena.result(new, i))
        .collect();
    rw.replace_op(op, &values);
    true
}

fn a_to_b(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    rename(op, operands, rw, "x.b")
}

fn b_to_c(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    rename(op, operands, rw, "x.c")
}

fn a_to_junk(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    // Changes the op in place and creates an op nothing can legalize.
    let marker = rw.ctx.unit_attr();
    let key = rw.ctx.string_attr(b"touched");
    let dict = rw.ctx.dictionary_attr(vec![(key, marker)]);
    rw.modify_op_in_place(op, |arena| arena.set_attrs(op, Some(dict)));
    rename(op, operands, rw, "x.junk")
}

fn a_create_then_fail(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let spec = spec_like(rw, op, "x.c", operands, Vec::new());
    rw.set_insertion_point_before(op);
    rw.create(spec);
    false
}

fn base_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_op("builtin.module");
    target.add_illegal_op("x.a").add_illegal_op("x.b").add_legal_op("x.c");
    target.add_illegal_op("x.junk");
    target
}

const CHAIN: &str = r#""builtin.module"() ({
  %0 = "x.a"() {k = 1 : i32} : () -> i32
  "x.use"(%0) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn chain_of_patterns_is_legalized_recursively() {
    let ctx = context();
    let (mut arena, top) = parse(&ctx, CHAIN);
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("AToB", "x.a", 1, None, a_to_b);
    patterns.add_fn("BToC", "x.b", 1, None, b_to_c);
    partial(&ctx, &mut arena, top, &base_target(), &patterns).expect("converts");
    let want = r#""builtin.module"() ({
  %0 = "x.c"() {k = 1 : i32} : () -> i32
  "x.use"(%0) : (i32) -> ()
}) : () -> ()
"#;
    assert_eq!(print(&ctx, &arena, top), want);
}

#[test]
fn failing_patterns_are_rolled_back_before_the_next_one() {
    let ctx = context();
    let (mut arena, top) = parse(&ctx, CHAIN);
    let mut patterns = ConversionPatternSet::new();
    // Tried first (higher benefit): both fail, after changing the IR.
    patterns.add_fn("CreateThenFail", "x.a", 3, None, a_create_then_fail);
    patterns.add_fn("AToJunk", "x.a", 2, None, a_to_junk);
    patterns.add_fn("AToB", "x.a", 1, None, a_to_b);
    patterns.add_fn("BToC", "x.b", 1, None, b_to_c);
    partial(&ctx, &mut arena, top, &base_target(), &patterns).expect("converts");
    let out = print(&ctx, &arena, top);
    assert!(!out.contains("x.junk") && !out.contains("touched"), "{out}");
    assert_eq!(out.matches("x.c").count(), 1, "{out}");
}

#[test]
fn failed_partial_conversion_leaves_the_ir_unchanged_and_reports_the_illegal_op() {
    let ctx = context();
    let src = r#""builtin.module"() ({
  %0 = "x.a"() : () -> i32
  %1 = "x.b"() : () -> i32
  "x.use"(%0, %1) : (i32, i32) -> ()
}) : () -> ()
"#;
    let (mut arena, top) = parse(&ctx, src);
    let before = print(&ctx, &arena, top);
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("AToJunk", "x.a", 2, None, a_to_junk);
    patterns.add_fn("AToC", "x.a", 1, None, b_to_c);
    let err = partial(&ctx, &mut arena, top, &base_target(), &patterns).expect_err("x.b has no pattern");
    assert_eq!(print(&ctx, &arena, top), before);
    // The note shows the IR as it was when the op failed: x.a's replacement
    // (x.c) and x.a itself still come before it.
    assert_rendered(
        &ctx,
        src,
        &err,
        "conv.mlir:3:8: error: failed to legalize operation 'x.b' that was explicitly marked illegal",
        Some("note: see current operation: %2 = \"x.b\"() : () -> i32"),
    );
}

#[test]
fn unknown_ops_stay_in_partial_conversion_and_fail_full_conversion() {
    let ctx = context();
    let (mut arena, top) = parse(&ctx, CHAIN);
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("AToC", "x.a", 1, None, b_to_c);
    let err = apply_full_conversion(
        &ctx,
        &mut arena,
        top,
        &base_target(),
        &patterns,
        ConversionConfig::default(),
        &mut Diagnostics::new(),
    )
    .expect_err("x.use is unknown");
    assert_rendered(
        &ctx,
        CHAIN,
        &err,
        "conv.mlir:3:3: error: failed to legalize operation 'x.use'",
        None,
    );
    assert!(print(&ctx, &arena, top).contains("x.a"));
    // Unknown ops become legal through the unknown-op callback.
    let mut target = base_target();
    target.mark_unknown_op_dynamically_legal(|ctx, arena, op| ctx.op_info(arena.op_name(op)).name() == "x.use");
    apply_full_conversion(
        &ctx,
        &mut arena,
        top,
        &target,
        &patterns,
        ConversionConfig::default(),
        &mut Diagnostics::new(),
    )
    .expect("converts");
    assert!(print(&ctx, &arena, top).contains("\"x.c\"()"));
}

fn mark_ok(op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let key = rw.ctx.string_attr(b"ok");
    let dict = rw.ctx.dictionary_attr(vec![(key, rw.ctx.unit_attr())]);
    rw.modify_op_in_place(op, |arena| arena.set_attrs(op, Some(dict)));
    true
}

#[test]
fn dynamic_legality_and_in_place_updates() {
    let ctx = context();
    let src = r#""builtin.module"() ({
  "x.d"() : () -> ()
  "x.d"() {ok} : () -> ()
}) : () -> ()
"#;
    let (mut arena, top) = parse(&ctx, src);
    let mut target = ConversionTarget::new();
    target.add_legal_op("builtin.module");
    target.add_dynamically_legal_dialect("x", |ctx, arena, op| {
        arena.attrs(op).is_some_and(|d| {
            ctx.dictionary_entries(d)
                .iter()
                .any(|(k, _)| ctx.string_value(*k) == b"ok")
        })
    });
    // Without a pattern, the first x.d is illegal (its dialect's callback
    // rejects it), the second legal.
    let err = partial(&ctx, &mut arena, top, &target, &ConversionPatternSet::new()).expect_err("first x.d is illegal");
    assert!(
        err.message.ends_with("'x.d' that was explicitly marked illegal"),
        "{}",
        err.message
    );
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("MarkOk", "x.d", 1, None, mark_ok);
    let legal = apply_analysis_conversion(&ctx, &mut arena, top, &target, &patterns, &mut Diagnostics::new());
    assert_eq!(legal.len(), 3);
    assert!(!print(&ctx, &arena, top).contains("\"x.d\"() {ok} : () -> ()\n  \"x.d\"() {ok}"));
    partial(&ctx, &mut arena, top, &target, &patterns).expect("converts");
    assert_eq!(print(&ctx, &arena, top).matches("{ok}").count(), 2);
}

// ----- type conversion -----

const FUNC: &str = r#""builtin.module"() ({
  "x.func"() ({
  ^bb0(%arg0: i32):
    %0 = "x.use"(%arg0) : (i32) -> i32
    "x.keep"(%0) : (i32) -> ()
    "x.ret"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

fn i32_to_i64(with_materialization: bool) -> Arc<TypeConverter> {
    let mut c = TypeConverter::new();
    c.add_identity_conversion();
    c.add_conversion_1to1(|ctx, ty| (ty == ctx.int_type(32)).then(|| ctx.int_type(64)));
    if with_materialization {
        c.add_source_materialization(|req| {
            let op = req.arena.create_op(OpSpec {
                operands: req.inputs.to_vec(),
                result_types: vec![req.result_type],
                ..OpSpec::new(req.ctx.op_name("x.trunc"), req.loc)
            });
            req.insert(op);
            Some(req.arena.result(op, 0))
        });
    }
    Arc::new(c)
}

fn convert_func(op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(converter) = rw.type_converter().cloned().map(Arc::new) else {
        return false;
    };
    let region = rw.arena.regions(op)[0];
    if !rw.convert_region_types(region, &converter, None) {
        return false;
    }
    rw.modify_op_in_place(op, |_| ());
    true
}

fn convert_use(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(converter) = rw.type_converter().cloned() else {
        return false;
    };
    let results: Option<Vec<Type>> = rw
        .arena
        .result_types(op)
        .collect::<Vec<_>>()
        .into_iter()
        .map(|t| converter.convert_type(rw.ctx, t))
        .collect();
    let Some(results) = results else { return false };
    let name = rw.ctx.op_info(rw.arena.op_name(op)).name().to_string();
    let spec = spec_like(rw, op, &name, operands, results);
    rw.set_insertion_point_before(op);
    let new = rw.create(spec);
    let values: Vec<Value> = (0..rw.arena.num_results(new))
        .map(|i| rw.arena.result(new, i))
        .collect();
    rw.replace_op(op, &values);
    true
}

fn typed_setup(with_materialization: bool) -> (ConversionTarget, ConversionPatternSet) {
    let converter = i32_to_i64(with_materialization);
    let mut target = ConversionTarget::new();
    target.add_legal_op("builtin.module");
    let c = converter.clone();
    target.add_dynamically_legal_op("x.func", move |ctx, arena, op| {
        let region = arena.regions(op)[0];
        arena
            .region_blocks(region)
            .iter()
            .all(|&b| (0..arena.num_args(b)).all(|i| c.is_legal(ctx, arena.value_type(arena.arg(b, i)))))
    });
    for name in ["x.use", "x.ret"] {
        let c = converter.clone();
        target.add_dynamically_legal_op(name, move |ctx, arena, op| c.is_op_legal(ctx, arena, op));
    }
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("Func", "x.func", 1, Some(converter.clone()), convert_func);
    patterns.add_fn("Use", "x.use", 1, Some(converter.clone()), convert_use);
    patterns.add_fn("Ret", "x.ret", 1, Some(converter), convert_use);
    (target, patterns)
}

#[test]
fn block_signature_conversion_with_source_materialization() {
    let ctx = context();
    let (mut arena, top) = parse(&ctx, FUNC);
    let (target, patterns) = typed_setup(true);
    partial(&ctx, &mut arena, top, &target, &patterns).expect("converts");
    let want = r#""builtin.module"() ({
  "x.func"() ({
  ^bb0(%arg0: i64):
    %0 = "x.use"(%arg0) : (i64) -> i64
    %1 = "x.trunc"(%0) : (i64) -> i32
    "x.keep"(%1) : (i32) -> ()
    "x.ret"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(print(&ctx, &arena, top), want);
}

#[test]
fn live_materialization_without_a_callback_is_an_error_or_a_cast() {
    let ctx = context();
    let (mut arena, top) = parse(&ctx, FUNC);
    let (target, patterns) = typed_setup(false);
    let err = partial(&ctx, &mut arena, top, &target, &patterns).expect_err("x.keep still needs an i32");
    assert_rendered(
        &ctx,
        FUNC,
        &err,
        "conv.mlir:4:10: error: failed to legalize unresolved materialization from ('i64') to ('i32') that remained live after conversion",
        Some("conv.mlir:5:5: note: see existing live user here: \"x.keep\""),
    );

    // Without building materializations the cast stays.
    let (mut arena, top) = parse(&ctx, FUNC);
    let config = ConversionConfig {
        build_materializations: false,
    };
    apply_partial_conversion(
        &ctx,
        &mut arena,
        top,
        &target,
        &patterns,
        config,
        &mut Diagnostics::new(),
    )
    .expect("converts");
    let out = print(&ctx, &arena, top);
    assert!(
        out.contains(r#"%1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32"#),
        "{out}"
    );
    assert!(out.contains("^bb0(%arg0: i64)"), "{out}");
}

fn erase(op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    rw.erase_op(op);
    true
}

#[test]
fn erased_op_with_a_live_user_is_reported_and_rolled_back() {
    let ctx = context();
    let (mut arena, top) = parse(&ctx, CHAIN);
    let before = print(&ctx, &arena, top);
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("Erase", "x.a", 1, None, erase);
    let err =
        partial(&ctx, &mut arena, top, &base_target(), &patterns).expect_err("x.use keeps using the erased value");
    assert_rendered(
        &ctx,
        CHAIN,
        &err,
        "conv.mlir:2:8: error: failed to legalize unresolved materialization from () to ('i32') that remained live after conversion",
        None,
    );
    assert_eq!(print(&ctx, &arena, top), before);
}

#[test]
fn type_converter_basics() {
    let ctx = context();
    let c = i32_to_i64(false);
    let (i32t, i64t, f32t) = (ctx.int_type(32), ctx.int_type(64), ctx.index_type());
    assert_eq!(c.convert_type(&ctx, i32t), Some(i64t));
    assert_eq!(c.convert_type(&ctx, f32t), Some(f32t));
    assert!(!c.is_legal(&ctx, i32t) && c.is_legal(&ctx, i64t));
    assert_eq!(TypeConverter::new().convert_type(&ctx, i32t), None);
}
