//! The steps `tpuc` runs, as a library: read MLIR text with every rods dialect
//! registered, verify it, lower it stage by stage as TPU-MLIR does (`compile`), and
//! generate the commands of the addressed tpu module. Errors come back rendered as
//! mlir-opt renders diagnostics (`file:line:col: error: ...`, or the op's name
//! location).

use std::time::{Duration, Instant};

use ir::diag::{render, Diagnostic, SourceFile};
use ir::text::PrintOptions;
use ir::{Context, IrArena, OpId};

use crate::bmodel::StaticNet;
use crate::codegen::codegen_module;
use crate::weights::Weights;

/// The stages of `tpuc compile`, in order, with the pass pipeline of each (TPU-MLIR's
/// passes, under its names) for F32. `import` runs only on TOSA input; INT8 changes the
/// `tpu` stage (see [`stage_pipeline`]).
pub const STAGES: [(&str, &str); 4] = [
    ("import", "builtin.module(convert-tosa-to-top,canonicalize)"),
    ("top", "builtin.module(shape-infer,canonicalize)"),
    (
        "tpu",
        "builtin.module(processor-assign{chip=bm1684x mode=F32},convert-top-to-tpu,canonicalize)",
    ),
    (
        "final",
        "builtin.module(processor-tpu-optimize,dev-parallel,weight-reorder,subnet-divide,op-reorder,topo-sort,layer-group,address-assign)",
    ),
];

/// The pass pipeline of `stage` for `options`: in INT8 the `tpu` stage imports the
/// calibration table before lowering, as TPU-MLIR's `model_deploy` does; F16 and BF16
/// only change the `processor-assign` mode (no calibration table).
pub fn stage_pipeline(stage: &str, options: &CompileOptions) -> Result<String, String> {
    let (_, f32_pipeline) = STAGES
        .iter()
        .find(|(s, _)| *s == stage)
        .ok_or_else(|| format!("no stage `{stage}`"))?;
    if stage != "tpu" || options.mode == "F32" {
        return Ok(f32_pipeline.to_string());
    }
    if options.mode != "INT8" {
        return Ok(f32_pipeline.replace("mode=F32", &format!("mode={}", options.mode)));
    }
    let table = options
        .calibration_table
        .as_ref()
        .ok_or_else(|| format!("--quantize {} needs --calibration-table", options.mode))?;
    let table = table.display().to_string();
    if table.contains(['}', ' ', ',']) {
        return Err(format!(
            "the calibration table path `{table}` may not hold spaces, commas or braces"
        ));
    }
    Ok(format!(
        "builtin.module(processor-assign{{chip=bm1684x mode={}}},import-calibration-table{{file={table} asymmetric=false}},convert-top-to-tpu,canonicalize)",
        options.mode
    ))
}

/// One stage run: its name, its time and its output IR (printed with locations).
pub type StageRun = (&'static str, Duration, String);

/// What `compile_text` did besides the net.
#[derive(Debug, Default)]
pub struct Compiled {
    /// The generated net.
    pub net: StaticNet,
    /// Each stage run, with its time and its output IR (printed with locations).
    pub stages: Vec<(&'static str, Duration, String)>,
    /// Time of code generation.
    pub codegen: Duration,
    /// The `tpu` ops of the final module (groups and the ops in them, loads and stores
    /// included): what the summary counts as ops.
    pub ops: usize,
}

/// Options of `compile_text`.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    /// Target chip (`bm1684x`).
    pub chip: String,
    /// Quantization mode (`F32`, `F16`, `BF16` or `INT8`).
    pub mode: String,
    /// The calibration table INT8 needs (TPU-MLIR's format).
    pub calibration_table: Option<std::path::PathBuf>,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            chip: "bm1684x".into(),
            mode: "F32".into(),
            calibration_table: None,
        }
    }
}

/// The pass registry of the stages: the core's and the dialects'.
fn pass_registry() -> ir::pass::PassRegistry {
    let mut registry = ir::pass::PassRegistry::with_builtin_passes();
    dialects::register_passes(&mut registry);
    registry
}

/// Whether the module holds any op of `dialect`.
fn uses_dialect(ctx: &Context, arena: &IrArena, op: OpId, dialect: &str) -> bool {
    arena
        .walk_preorder(op)
        .into_iter()
        .any(|o| ctx.op_info(arena.op_name(o)).dialect() == dialect)
}

/// Lowers the model in `text` (top or TOSA) to an addressed tpu module and generates
/// its commands. `weights` holds the top model's weights (a TOSA model's come from its
/// constants, which `convert-tosa-to-top` adds); they go into the context's weight
/// store, where passes add the weights they make, and code generation takes the
/// coefficients from there.
pub fn compile_text(name: &str, text: &[u8], weights: &Weights, options: &CompileOptions) -> Result<Compiled, String> {
    compile_text_with(name, text, weights, options, &mut |_| Ok(()))
}

/// `compile_text`, calling `on_stage` as soon as each stage has run (before the next
/// one starts and before code generation), so that a driver can report progress and
/// write each stage's IR even when a later stage fails. An error from `on_stage` stops
/// the compile.
pub fn compile_text_with(
    name: &str,
    text: &[u8],
    weights: &Weights,
    options: &CompileOptions,
    on_stage: &mut dyn FnMut(&StageRun) -> Result<(), String>,
) -> Result<Compiled, String> {
    let ctx = context();
    let file = SourceFile { name, text };
    let (module, stages) = lower(&ctx, name, text, weights, options, "final", on_stage)?;
    let start = Instant::now();
    let weights = dialects::top::weights::store(&ctx).snapshot();
    let net = codegen_module(&ctx, &module.arena, module.top, &weights)
        .map_err(|e| render(&ctx, &file, &e.to_diagnostic()))?;
    let ops = module
        .arena
        .walk_preorder(module.top)
        .into_iter()
        .filter(|&op| ctx.op_info(module.arena.op_name(op)).dialect() == "tpu")
        .count();
    Ok(Compiled {
        net,
        stages,
        codegen: start.elapsed(),
        ops,
    })
}

/// What `lower_text` gives: each stage's time and IR, and the weights after the last.
#[derive(Debug, Default)]
pub struct Lowered {
    /// Each stage run.
    pub stages: Vec<StageRun>,
    /// The weight store after the last stage (the passes' new weights included).
    pub weights: Weights,
}

/// Runs the stages of `compile_text` up to and including `last` (`top`, `tpu` or
/// `final`).
pub fn lower_text(
    name: &str,
    text: &[u8],
    weights: &Weights,
    options: &CompileOptions,
    last: &str,
) -> Result<Lowered, String> {
    let ctx = context();
    let (_, stages) = lower(&ctx, name, text, weights, options, last, &mut |_| Ok(()))?;
    Ok(Lowered {
        stages,
        weights: dialects::top::weights::store(&ctx).snapshot(),
    })
}

/// The stage runs behind `compile_text` and `lower_text`.
fn lower(
    ctx: &Context,
    name: &str,
    text: &[u8],
    weights: &Weights,
    options: &CompileOptions,
    last: &str,
    on_stage: &mut dyn FnMut(&StageRun) -> Result<(), String>,
) -> Result<(ir::text::ParsedModule, Vec<StageRun>), String> {
    if options.chip != "bm1684x" {
        return Err(format!("chip `{}` is not supported (bm1684x is)", options.chip));
    }
    if !matches!(options.mode.as_str(), "F32" | "F16" | "BF16" | "INT8") {
        return Err(format!(
            "quantization mode `{}` is not supported yet (F32, F16, BF16 and INT8 are)",
            options.mode
        ));
    }
    if !STAGES.iter().any(|(s, _)| *s == last) {
        return Err(format!("no stage `{last}`"));
    }
    let file = SourceFile { name, text };
    let fail = |d: &Diagnostic| render(ctx, &file, d);
    let mut module = ir::text::parse_source(ctx, name, text).map_err(|d| fail(&d))?;
    ir::verify::verify_and_memoize(ctx, &mut module.arena, module.top).map_err(|d| fail(&d))?;
    let store = dialects::top::weights::store(ctx);
    store.insert_all(weights);
    // A TOSA model's constants: `convert-tosa-to-top` puts their data in the store.
    let tosa = uses_dialect(ctx, &module.arena, module.top, "tosa");
    let registry = pass_registry();
    let mut stages = Vec::new();
    for (stage, _) in STAGES {
        if stage == "import" && !tosa {
            continue;
        }
        let start = Instant::now();
        let pipeline = stage_pipeline(stage, options)?;
        let root = ir::pass::parse_pass_pipeline(&pipeline, &registry)?;
        let mut pm = ir::pass::PassManager::new(root, ir::pass::PassManagerOptions::default());
        pm.initialize(ctx)?;
        let (result, _) = pm.run(ctx, &mut module.arena, module.top);
        if let Err(failure) = result {
            let messages: Vec<String> = failure.diagnostics.iter().map(fail).collect();
            return Err(if messages.is_empty() {
                format!("stage `{stage}` failed")
            } else {
                messages.concat()
            });
        }
        let print = PrintOptions {
            generic: false,
            debug_info: true,
        };
        let ir = ir::text::print_operation(ctx, &module.arena, module.top, print);
        let run = (stage, start.elapsed(), ir);
        on_stage(&run)?;
        stages.push(run);
        if stage == last {
            break;
        }
    }
    Ok((module, stages))
}

/// A context with every dialect rods has (upstream's, `top` and `tpu`).
pub fn context() -> Context {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    ctx
}

/// Parses and verifies `text` (named `name` in messages), then generates its commands
/// with the weights `weights`. The error is the rendered diagnostic.
pub fn codegen_text(name: &str, text: &[u8], weights: &Weights) -> Result<StaticNet, String> {
    let ctx = context();
    let file = SourceFile { name, text };
    let mut module = ir::text::parse_source(&ctx, name, text).map_err(|d| render(&ctx, &file, &d))?;
    ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top).map_err(|d| render(&ctx, &file, &d))?;
    codegen_module(&ctx, &module.arena, module.top, weights).map_err(|e| render(&ctx, &file, &e.to_diagnostic()))
}
