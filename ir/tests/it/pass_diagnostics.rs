//! Diagnostics a pass emits while it runs (`ir::pass::DiagnosticSink`):
//! reported whether the pass succeeds or fails, in MLIR's order. A nested
//! pipeline's runs on several threads report in op order, whichever thread
//! finishes first (upstream's `ParallelDiagnosticHandler`), exactly as a
//! sequential run does; a failing run reports the diagnostics of the ops up
//! to the one that failed, then the failure's.

use ir::diag::{find_file_loc, render, Diagnostic, Severity, SourceFile};
use ir::pass::{
    DiagnosticSink, OpPassManager, Pass, PassContext, PassFailure, PassManager, PassManagerOptions, RunLog,
};
use ir::text::parse_source;
use ir::{Context, IrArena, OpId};
use std::time::Duration;

/// Eight isolated ops (inner modules), one a line: lines 2 to 9.
const INPUT: &str = "module {
  module @m0 {}
  module @m1 {}
  module @m2 {}
  module @m3 {}
  module @m4 {}
  module @m5 {}
  module @m6 {}
  module @m7 {}
}
";

/// A test pass: on each op, a remark, a warning with a note and an op
/// remark; the earlier the op's line, the longer it works first (so that
/// on several threads the later ops finish first). It fails on the op of
/// line `fail_on`, after emitting.
#[derive(Clone)]
struct Tell {
    fail_on: Option<u32>,
}

impl Pass for Tell {
    ir::pass_identity!("test-tell", "TestTellPass");
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        let loc = arena.op_loc(op);
        let line = find_file_loc(ctx, loc, 0).map_or(0, |(_, line, _)| line);
        std::thread::sleep(Duration::from_millis(u64::from(10u32.saturating_sub(line)) * 15));
        pc.emit_remark(loc, format!("visiting line {line}"));
        pc.emit(
            Diagnostic::warning(ir::diag::DiagLoc::Attr(loc), "a warning")
                .with_note(ir::diag::DiagLoc::Attr(loc), "its note"),
        );
        pc.emit_op_remark(ctx, arena, op, "an op remark");
        if self.fail_on == Some(line) {
            pc.emit_error(loc, "an error before failing");
            return Err(ir::verify::op_error(ctx, arena, op, "'builtin.module' op failed".to_string()).into());
        }
        Ok(())
    }
}

/// Runs `builtin.module(builtin.module(test-tell))` on [`INPUT`].
fn run(threading: bool, fail_on: Option<u32>) -> (Result<(), PassFailure>, RunLog, Context) {
    let ctx = Context::new();
    let mut m = parse_source(&ctx, "t.mlir", INPUT.as_bytes()).expect("parses");
    let mut root = OpPassManager::new("builtin.module");
    root.nest("builtin.module").add_pass(Box::new(Tell { fail_on }));
    let options = PassManagerOptions {
        threading,
        ..PassManagerOptions::default()
    };
    let pm = PassManager::new(root, options);
    let (r, log) = pm.run(&ctx, &mut m.arena, m.top);
    (r, log, ctx)
}

/// The line and message of each diagnostic.
fn lines(ctx: &Context, diags: &[Diagnostic]) -> Vec<(u32, Severity, String)> {
    diags
        .iter()
        .map(|d| {
            let ir::diag::DiagLoc::Attr(loc) = d.loc else {
                panic!("an IR location")
            };
            let line = find_file_loc(ctx, loc, 0).map_or(0, |(_, line, _)| line);
            (line, d.severity, d.message.clone())
        })
        .collect()
}

#[test]
fn diagnostics_of_parallel_runs_come_in_op_order() {
    let (r, log, ctx) = run(true, None);
    assert!(r.is_ok(), "the pass succeeds with its diagnostics");
    let got = lines(&ctx, &log.diagnostics);
    let mut want = Vec::new();
    for line in 2..=9 {
        want.push((line, Severity::Remark, format!("visiting line {line}")));
        want.push((line, Severity::Warning, "a warning".to_string()));
        want.push((line, Severity::Remark, "an op remark".to_string()));
    }
    assert_eq!(got, want);
    let (r, sequential, _) = run(false, None);
    assert!(r.is_ok());
    assert_eq!(sequential.diagnostics, log.diagnostics, "the same as a sequential run");
}

#[test]
fn a_failing_run_reports_up_to_the_failing_op_then_the_failure() {
    for threading in [true, false] {
        let (r, log, ctx) = run(threading, Some(5));
        let failure = r.expect_err("the pass fails on line 5");
        let got = lines(&ctx, &log.diagnostics);
        assert_eq!(got.first().map(|g| g.0), Some(2));
        assert_eq!(
            got.last(),
            Some(&(5, Severity::Error, "an error before failing".to_string())),
            "threading {threading}: {got:?}"
        );
        assert_eq!(got.len(), 4 * 3 + 1);
        assert_eq!(
            lines(&ctx, &failure.diagnostics),
            vec![(5, Severity::Error, "'builtin.module' op failed".to_string())]
        );
    }
}

/// Free diagnostics at the op's location, with their notes; an op remark's
/// note prints the op in its custom form (upstream's `<< *this`), on a line
/// of its own when it takes several.
#[test]
fn emitted_diagnostics_render_like_mlir_opt() {
    let (_, log, ctx) = run(false, None);
    let file = SourceFile {
        name: "t.mlir",
        text: INPUT.as_bytes(),
    };
    let text: String = log.diagnostics[..3].iter().map(|d| render(&ctx, &file, d)).collect();
    let want = "t.mlir:2:3: remark: visiting line 2
  module @m0 {}
  ^
t.mlir:2:3: warning: a warning
  module @m0 {}
  ^
t.mlir:2:3: note: its note
t.mlir:2:3: remark: an op remark
  module @m0 {}
  ^
t.mlir:2:3: note: see current operation: \nmodule @m0 {
}
";
    assert_eq!(text, want);
}

#[test]
fn a_sink_keeps_diagnostics_in_order() {
    let ctx = Context::new();
    let loc = ctx.unknown_loc();
    let mut diags = ir::pass::Diagnostics::new();
    diags.emit_warning(loc, "w");
    assert!(!diags.has_errors());
    diags.emit_error(loc, "e");
    diags.emit_remark(loc, "r");
    let severities: Vec<Severity> = diags.iter().map(|d| d.severity).collect();
    assert_eq!(severities, [Severity::Warning, Severity::Error, Severity::Remark]);
    assert!(diags.has_errors());
    let mut pc = PassContext::default();
    pc.emit_all(diags.take());
    assert!(diags.is_empty());
    assert_eq!(pc.diagnostics.len(), 3);
}

/// A pass that writes text for the error stream around a remark
/// (`PassContext::write_text`, `write!`): `<name> before`, the remark,
/// `<name> after`.
#[derive(Clone)]
struct Write;

impl Pass for Write {
    ir::pass_identity!("test-write", "TestWritePass");
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        use std::fmt::Write as _;
        let loc = arena.op_loc(op);
        let line = find_file_loc(ctx, loc, 0).map_or(0, |(_, line, _)| line);
        pc.write_text(&format!("line {line} before\n"));
        pc.emit_remark(loc, format!("remark {line}"));
        writeln!(pc, "line {line} after").map_err(|_| PassFailure::default())?;
        Ok(())
    }
}

/// Text a pass writes goes to the run log's stderr text, among its
/// diagnostics in the order emitted, in op order on several threads too.
#[test]
fn text_written_by_passes_comes_in_order_among_diagnostics() {
    for threading in [true, false] {
        let ctx = Context::new();
        let mut m = parse_source(&ctx, "t.mlir", INPUT.as_bytes()).expect("parses");
        let mut root = OpPassManager::new("builtin.module");
        root.nest("builtin.module").add_pass(Box::new(Write));
        let options = PassManagerOptions {
            threading,
            ..PassManagerOptions::default()
        };
        let (r, log) = PassManager::new(root, options).run(&ctx, &mut m.arena, m.top);
        assert!(r.is_ok());
        let mut stream = String::new();
        let mut printed = 0;
        for (d, &at) in log.diagnostics.iter().zip(&log.diagnostic_offsets) {
            stream.push_str(&log.dumps[printed..at]);
            printed = at;
            stream.push_str(&format!("[{}]\n", d.message));
        }
        stream.push_str(&log.dumps[printed..]);
        let want: String = (2..=9)
            .map(|l| format!("line {l} before\n[remark {l}]\nline {l} after\n"))
            .collect();
        assert_eq!(stream, want, "threading {threading}");
    }
}

#[test]
fn pass_output_keeps_text_and_diagnostics_interleaved() {
    let ctx = Context::new();
    let loc = ctx.unknown_loc();
    let mut pc = PassContext::default();
    pc.write_text("a");
    pc.write_text("b");
    pc.emit_warning(loc, "w");
    pc.emit_remark(loc, "r");
    pc.write_text("c");
    let out = pc.take_output();
    let shown: Vec<String> = out
        .iter()
        .map(|o| match o {
            ir::pass::PassOutput::Text(t) => t.clone(),
            ir::pass::PassOutput::Diagnostic(d) => format!("<{}>", d.message),
        })
        .collect();
    assert_eq!(shown, ["ab", "<w>", "<r>", "c"]);
    assert!(pc.take_output().is_empty(), "taken");
}
