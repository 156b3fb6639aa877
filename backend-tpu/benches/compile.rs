//! `tpuc compile` on a large model: an MLP of 50 layers (`RODS_BENCH_LAYERS`) of
//! width 64 (`RODS_BENCH_WIDTH`) with relus, written in the top dialect: the whole
//! compile (parse, the top, tpu and final stages, code generation) and code
//! generation alone on the addressed module.
//!
//! `cargo bench -p backend-tpu --bench compile`.

use backend_tpu::codegen::codegen_module;
use backend_tpu::driver::{compile_text, context, CompileOptions};
use backend_tpu::weights::{ElemType, WeightArray, Weights};
use criterion::{Criterion, SamplingMode};
use std::fmt::Write as _;

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// The model's text and weights: `layers` MatMuls of `width x width`, each with a bias
/// and, but for the last, a relu.
fn mlp(layers: usize, width: usize) -> (String, Weights) {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "module @mlp attributes {{module.chip = \"ALL\", module.platform = \"ONNX\", module.state = \"TOP_F32\", module.top_run_mode = \"STATIC\", module.weight_file = \"mlp_top_weight.npz\"}} {{"
    );
    let t = format!("tensor<1x{width}xf32>");
    let _ = writeln!(text, "  func.func @main(%arg0: {t}) -> {t} {{");
    let _ = writeln!(text, "    %none = \"top.None\"() : () -> none");
    let _ = writeln!(text, "    %x0 = \"top.Input\"(%arg0) : ({t}) -> {t} loc(\"in0\")");
    let mut weights = Weights::default();
    let array = |shape: Vec<u64>, seed: usize| {
        let n: u64 = shape.iter().product();
        let bytes = (0..n)
            .flat_map(|i| ((((i as usize * 7 + seed * 13) % 17) as f32 - 8.0) / 64.0).to_le_bytes())
            .collect();
        WeightArray {
            shape,
            elem: ElemType::F32,
            bytes,
        }
    };
    for l in 0..layers {
        let relu = l + 1 < layers;
        let _ = writeln!(
            text,
            "    %w{l} = \"top.Weight\"() : () -> tensor<{width}x{width}xf32> loc(\"w{l}\")"
        );
        let _ = writeln!(
            text,
            "    %b{l} = \"top.Weight\"() : () -> tensor<{width}xf32> loc(\"b{l}\")"
        );
        let _ = writeln!(
            text,
            "    %x{} = \"top.MatMul\"(%x{l}, %w{l}, %b{l}) {{do_relu = {relu}}} : ({t}, tensor<{width}x{width}xf32>, tensor<{width}xf32>) -> {t} loc(\"fc{l}\")",
            l + 1
        );
        weights.insert(format!("w{l}"), array(vec![width as u64, width as u64], l));
        weights.insert(format!("b{l}"), array(vec![width as u64], l + 1000));
    }
    let _ = writeln!(text, "    return %x{layers} : {t}");
    let _ = writeln!(text, "  }}");
    let _ = writeln!(text, "}}");
    (text, weights)
}

fn main() {
    let layers = env_or("RODS_BENCH_LAYERS", 50);
    let width = env_or("RODS_BENCH_WIDTH", 64);
    let (text, weights) = mlp(layers, width);
    let options = CompileOptions::default();
    let compiled = compile_text("mlp.mlir", text.as_bytes(), &weights, &options).expect("the MLP compiles");
    let final_ir = compiled.stages.last().map(|(_, _, ir)| ir.clone()).unwrap_or_default();

    let mut c = Criterion::default().configure_from_args().sample_size(20);
    let mut g = c.benchmark_group(format!("mlp_{layers}x{width}"));
    g.sampling_mode(SamplingMode::Flat);
    g.bench_function("tpuc_compile", |b| {
        b.iter(|| compile_text("mlp.mlir", text.as_bytes(), &weights, &options).expect("compiles"))
    });
    let ctx = context();
    let module = ir::text::parse_source(&ctx, "final.mlir", final_ir.as_bytes()).expect("final IR parses");
    g.bench_function("codegen", |b| {
        b.iter(|| codegen_module(&ctx, &module.arena, module.top, &weights).expect("codegen"))
    });
    g.finish();
    c.final_summary();
}
