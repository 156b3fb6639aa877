//! `--canonicalize` on a large arith/scf module (`support/gen_arith.rs`:
//! 40 functions of 2,000 ops, seed 7, by default): the pass alone on a
//! parsed module (a fresh copy of the IR each iteration), sequential on the
//! module as `--canonicalize` runs it and nested on the functions as
//! `builtin.module(func.func(canonicalize))` runs it (in parallel), and the
//! whole in-process run (parse, verify, canonicalize, print).
//!
//! When `mlir-opt-22` is installed, the bench also runs it once on the same
//! module with `--mlir-timing` and prints its `Canonicalizer` time next to
//! ours with the ratio. Whole-process timings of both tools are in
//! `compare_canonicalize.sh`, which uses `-- --write-input FILE` to get the
//! module.
//!
//! The group `tosa-affine-pipeline` runs issue 19's whole pipeline
//! (TOSA to linalg, canonicalize, one-shot-bufferize, linalg to affine
//! loops, canonicalize, with verification after each pass, as `rods-opt`
//! does) in process on the model of `tools/compare-speed-pipeline`
//! (`support/gen_tosa.rs`, `RODS_BENCH_LAYERS` layers, 40 by default): the
//! greedy driver's folds, the verifier, bufferization's analysis and the
//! parser are its hot paths.
//!
//! The group `int-range-optimizations` runs the integer range analysis
//! and `--int-range-optimizations` on the arith/scf module.
//!
//! `cargo bench -p dialects --bench canonicalize`; `RODS_BENCH_FUNCS` and
//! `RODS_BENCH_OPS` change the module size.

#[path = "support/bench_setup.rs"]
mod bench_setup;
#[path = "support/gen_arith.rs"]
mod gen_arith;
#[path = "support/gen_tosa.rs"]
mod gen_tosa;

use bench_setup::{env_or, slow_group};
use criterion::{BatchSize, Criterion};
use dialects::driver::{new_context, Options};
use ir::pass::{OpPassManager, PassManager, PassManagerOptions, PassRegistry};
use ir::text::parse_source;
use std::process::Command;
use std::time::Instant;

fn module_text() -> String {
    gen_arith::generate(env_or("RODS_BENCH_FUNCS", 40), env_or("RODS_BENCH_OPS", 2000), 7)
}

fn pass_manager(ctx: &ir::Context, pipeline: &str) -> PassManager {
    let registry = PassRegistry::with_builtin_passes();
    let root: OpPassManager = ir::pass::parse_pass_pipeline(pipeline, &registry).expect("valid pipeline");
    let mut pm = PassManager::new(
        root,
        PassManagerOptions {
            verify_each: false,
            ..PassManagerOptions::default()
        },
    );
    pm.initialize(ctx).expect("initializes");
    pm
}

/// mlir-opt-22's Canonicalizer wall time on `path`, from `--mlir-timing`.
fn mlir_opt_canonicalizer_time(path: &std::path::Path) -> Option<f64> {
    let out = Command::new("mlir-opt-22")
        .args([
            "--canonicalize",
            "--mlir-print-op-generic",
            "--mlir-timing",
            "-o",
            "/dev/null",
        ])
        .arg(path)
        .output()
        .ok()?;
    let report = String::from_utf8_lossy(&out.stderr);
    let line = report.lines().find(|l| l.trim_end().ends_with("Canonicalizer"))?;
    line.split_whitespace().next()?.parse().ok()
}

fn bench(c: &mut Criterion) {
    let text = module_text();
    let opts = Options {
        generic: true,
        ..Default::default()
    };
    let ctx = new_context(&opts);
    let module = parse_source(&ctx, "in.mlir", text.as_bytes()).expect("parses");
    let sequential = pass_manager(&ctx, "builtin.module(canonicalize)");
    let nested = pass_manager(&ctx, "builtin.module(func.func(canonicalize))");

    let mut g = slow_group(c, "canonicalize", 10);
    g.bench_function("module", |b| {
        b.iter_batched(
            || module.arena.clone(),
            |mut arena| {
                let (r, _) = sequential.run(&ctx, &mut arena, module.top);
                r.expect("runs");
                arena
            },
            BatchSize::PerIteration,
        )
    });
    g.bench_function("func.func-nested", |b| {
        b.iter_batched(
            || module.arena.clone(),
            |mut arena| {
                let (r, _) = nested.run(&ctx, &mut arena, module.top);
                r.expect("runs");
                arena
            },
            BatchSize::PerIteration,
        )
    });
    g.bench_function("whole-run", |b| {
        let args: Vec<String> = ["--canonicalize", "--mlir-print-op-generic"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let o = dialects::driver::parse_args(&args).expect("args");
        b.iter(|| {
            let r = dialects::driver::run_buffer(&o, "in.mlir", text.as_bytes());
            assert!(r.success);
            r.output.len()
        })
    });
    g.finish();

    // The ratio to mlir-opt-22's own Canonicalizer time.
    let path = std::env::temp_dir().join(format!("rods-canonicalize-bench-{}.mlir", std::process::id()));
    if std::fs::write(&path, &text).is_ok() {
        if let Some(theirs) = mlir_opt_canonicalizer_time(&path) {
            let mut arena = module.arena.clone();
            let start = Instant::now();
            let (r, _) = sequential.run(&ctx, &mut arena, module.top);
            let ours = start.elapsed().as_secs_f64();
            if r.is_ok() {
                println!(
                    "canonicalize: rods {ours:.4} s, mlir-opt-22 {theirs:.4} s (Canonicalizer, --mlir-timing): \
                     mlir-opt-22 / rods = {:.2}",
                    theirs / ours
                );
            }
        } else {
            println!("mlir-opt-22 not found: no ratio");
        }
        let _ = std::fs::remove_file(&path);
    }
}

/// Issue 19's pipeline, as `tools/compare-speed-pipeline` runs it.
const TOSA_AFFINE_PIPELINE: &str = "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,\
     tosa-to-tensor),canonicalize,one-shot-bufferize{bufferize-function-boundaries},\
     func.func(convert-linalg-to-affine-loops),canonicalize)";

fn bench_tosa_affine(c: &mut Criterion) {
    let text = gen_tosa::generate(env_or("RODS_BENCH_LAYERS", 40), 19);
    let args = vec![format!("--pass-pipeline={TOSA_AFFINE_PIPELINE}")];
    let o = dialects::driver::parse_args(&args).expect("args");
    let mut g = slow_group(c, "tosa-affine-pipeline", 10);
    g.bench_function("whole-run", |b| {
        b.iter(|| {
            let r = dialects::driver::run_buffer(&o, "model.mlir", text.as_bytes());
            assert!(r.success, "{}", r.stderr);
            r.output.len()
        })
    });
    g.finish();
}

/// `--int-range-optimizations` on the same arith/scf module: the range
/// analysis alone (the pass's hot path: every op's ranges to a fixed point)
/// and the whole pass (analysis, then the greedy driver replacing
/// single-value ranges by constants).
fn bench_int_range(c: &mut Criterion) {
    let text = module_text();
    let ctx = new_context(&Options::default());
    let module = parse_source(&ctx, "in.mlir", text.as_bytes()).expect("parses");
    let registry = dialects::pass_registry();
    let root =
        ir::pass::parse_pass_pipeline("builtin.module(int-range-optimizations)", &registry).expect("valid pipeline");
    let options = PassManagerOptions {
        verify_each: false,
        ..PassManagerOptions::default()
    };
    let mut pm = PassManager::new(root, options);
    pm.initialize(&ctx).expect("initializes");

    let mut g = slow_group(c, "int-range-optimizations", 10);
    g.bench_function("analysis", |b| {
        b.iter(|| ir::int_range::analysis::IntRangeAnalysis::run(&ctx, &module.arena, module.top))
    });
    g.bench_function("pass", |b| {
        b.iter_batched(
            || module.arena.clone(),
            |mut arena| {
                let (r, _) = pm.run(&ctx, &mut arena, module.top);
                r.expect("runs");
                arena
            },
            BatchSize::PerIteration,
        )
    });
    g.finish();
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--write-input") {
        let Some(path) = args.get(i + 1) else {
            eprintln!("--write-input needs a file name");
            std::process::exit(2);
        };
        if let Err(e) = std::fs::write(path, module_text()) {
            eprintln!("cannot write {path}: {e}");
            std::process::exit(1);
        }
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c);
    bench_tosa_affine(&mut c);
    bench_int_range(&mut c);
    c.final_summary();
}
