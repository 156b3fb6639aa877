//! What patterns emit reaches the pass whichever driver runs them, as
//! upstream's diagnostics reach the context: the dialect-conversion driver
//! hands its patterns' diagnostics (also those of patterns it rolled back)
//! to the caller's sink before its own failure, and a rewriter used outside
//! a driver hands them on through a [`SinkListener`].

use ir::conversion::{
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion, ConversionConfig,
    ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use ir::diag::{render, Severity, SourceFile};
use ir::pass::{
    DiagnosticSink, Diagnostics, OpPassManager, Pass, PassContext, PassFailure, PassManager, PassManagerOptions,
};
use ir::rewrite::{OpTable, PatternRewriter, SinkListener};
use ir::text::parse_source;
use ir::{Context, IrArena, OpId, OpSpec, Value};

const INPUT: &str = r#""x.f"() ({
  "x.a"() : () -> ()
  "x.b"() : () -> ()
}) : () -> ()
"#;

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Remarks on `x.a`, then fails: the driver rolls it back.
fn remark_then_fail(op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    rw.emit_op_diagnostic(op, Severity::Remark, "trying x.a");
    let spec = OpSpec::new(rw.ctx.op_name("x.scratch"), rw.arena.op_loc(op));
    rw.set_insertion_point_before(op);
    rw.create(spec);
    false
}

/// Warns on `x.a` and erases it.
fn warn_and_erase(op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let loc = rw.arena.op_loc(op);
    rw.emit_warning(loc, "x.a erased");
    rw.erase_op(op);
    true
}

/// The target: `x.f` is legal, `x.a` and `x.b` are not.
fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_op("builtin.module");
    target.add_legal_op("x.f");
    target.add_illegal_op("x.a");
    target.add_illegal_op("x.b");
    target
}

/// The first pattern tried (higher benefit) remarks and fails, the second
/// warns and succeeds.
fn patterns() -> ConversionPatternSet {
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("RemarkThenFail", "x.a", 2, None, remark_then_fail);
    patterns.add_fn("WarnAndErase", "x.a", 1, None, warn_and_erase);
    patterns
}

/// Each diagnostic's severity and message.
fn messages(diags: &Diagnostics) -> Vec<(Severity, String)> {
    diags.iter().map(|d| (d.severity, d.message.clone())).collect()
}

#[test]
fn conversion_patterns_emit_through_the_rewriter() {
    let ctx = context();
    let mut m = parse_source(&ctx, "c.mlir", INPUT.as_bytes()).expect("parses");
    let mut sink = Diagnostics::new();
    // `x.b` has no pattern: the conversion fails after the patterns of
    // `x.a` emitted, the rolled-back one's remark included.
    let err = apply_partial_conversion(
        &ctx,
        &mut m.arena,
        m.top,
        &target(),
        &patterns(),
        ConversionConfig::default(),
        &mut sink,
    )
    .expect_err("x.b is illegal");
    assert!(
        err.message.starts_with("failed to legalize operation 'x.b'"),
        "{}",
        err.message
    );
    assert_eq!(
        messages(&sink),
        [
            (Severity::Remark, "trying x.a".to_string()),
            (Severity::Warning, "x.a erased".to_string()),
        ]
    );
    // An op diagnostic carries upstream's "see current operation" note.
    let file = SourceFile {
        name: "c.mlir",
        text: INPUT.as_bytes(),
    };
    let first = render(&ctx, &file, &sink.take()[0]);
    assert_eq!(
        first,
        "c.mlir:2:3: remark: trying x.a\n  \"x.a\"() : () -> ()\n  ^\nc.mlir:2:3: note: see current operation: \"x.a\"() : () -> ()\n"
    );
    // The analysis runs the same patterns: they emit there too.
    let legal = apply_analysis_conversion(&ctx, &mut m.arena, m.top, &target(), &patterns(), &mut sink);
    assert!(!legal.is_empty());
    assert_eq!(sink.len(), 2);
}

/// Runs the conversion of [`patterns`] on the ops it runs on.
#[derive(Clone)]
struct Convert;

impl Pass for Convert {
    ir::pass_identity!("test-convert", "TestConvertPass");
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        let mut target = target();
        target.add_legal_op("x.b");
        apply_full_conversion(ctx, arena, op, &target, &patterns(), ConversionConfig::default(), pc)?;
        Ok(())
    }
}

#[test]
fn a_conversion_pass_reports_its_patterns_diagnostics() {
    let ctx = context();
    let mut m = parse_source(&ctx, "c.mlir", INPUT.as_bytes()).expect("parses");
    let mut root = OpPassManager::new("builtin.module");
    root.add_pass(Box::new(Convert));
    let (result, log) = PassManager::new(root, PassManagerOptions::default()).run(&ctx, &mut m.arena, m.top);
    assert!(result.is_ok());
    let shown: Vec<&str> = log.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(shown, ["trying x.a", "x.a erased"]);
}

#[test]
fn a_rewriter_outside_a_driver_hands_diagnostics_to_its_sink() {
    let ctx = context();
    let mut m = parse_source(&ctx, "c.mlir", INPUT.as_bytes()).expect("parses");
    let table = OpTable::new(&ctx);
    let mut pc = PassContext::default();
    let a = m.arena.walk_preorder(m.top)[2];
    {
        let mut listener = SinkListener(&mut pc);
        let mut rw = PatternRewriter::new(&ctx, &mut m.arena, &table, &mut listener);
        rw.emit_op_diagnostic(a, Severity::Error, "cannot erase");
        rw.erase_op(a);
    }
    let emitted = pc.diagnostics.into_vec();
    assert_eq!(emitted.len(), 1);
    assert_eq!(emitted[0].message, "'x.a' op cannot erase");
    assert_eq!(emitted[0].notes.len(), 1);
}
