//! `tpuc compile`: each F32 reference model's `_top.mlir` (the layer-grouped one too,
//! and one or two models of each op beyond the reference set: average pooling, mul, sub,
//! sigmoid, clip, concat, permute, grouped, depthwise and dilated convolutions, built by
//! TPU-MLIR with `tools/tpu-oracle compile`; INT8 ones of the convolutions too)
//! goes through the stages as TPU-MLIR's `tpuc-opt` does, with IR equal to TPU-MLIR's
//! `_tpu.mlir` and `_final.mlir` after the `tpu` and `final` stages, and a bmodel equal
//! to TPU-MLIR's;
//! TPU-MLIR's INT8 builds of two linear layers give its commands from its final IR and
//! from the top model;
//! the seed Linear written in TOSA (`examples/linear_tosa.mlir`) compiles to the
//! commands of TPU-MLIR's Linear 16->10.

use crate::support::data;

use backend_tpu::bmodel::{assemble, BModel};
use backend_tpu::driver::{codegen_text, compile_text, lower_text, CompileOptions, Compiled};
use backend_tpu::regdef::Chip;
use backend_tpu::weights::Weights;

fn compile(name: &str, options: &CompileOptions) -> Result<Compiled, String> {
    let text = std::fs::read(data(&format!("{name}/{name}_top.mlir"))).unwrap();
    let weights = Weights::read(&data(&format!("{name}/{name}_top_weight.npz"))).unwrap();
    compile_text(&format!("{name}_top.mlir"), &text, &weights, options)
}

fn stage<'c>(compiled: &'c Compiled, name: &str) -> &'c str {
    compiled
        .stages
        .iter()
        .find(|(s, _, _)| *s == name)
        .map(|(_, _, ir)| ir.as_str())
        .unwrap_or_else(|| panic!("no stage {name}"))
}

/// Asserts that `compiled` (of the model `name`) gives TPU-MLIR's bmodel of it: every
/// flatbuffer field and the binary region.
fn assert_tpu_mlirs_bmodel(name: &str, compiled: Compiled) {
    let mut reference = BModel::read(&data(&format!("{name}/{name}.bmodel"))).unwrap();
    // `model_tool --kernel_remove` leaves `kernel_module.mode` uninitialised in the
    // bmodels `tpu-oracle compile` builds (README-tpu-oracle.md); rods writes 0.
    if let Some(k) = reference.model.kernel_module.as_mut() {
        k.mode = 0;
    }
    let ours = assemble(
        Chip::Bm1684x,
        &reference.model.version,
        &reference.model.time,
        &[compiled.net],
    )
    .unwrap();
    assert_eq!(ours.model, reference.model, "{name}: flatbuffer fields");
    assert_eq!(ours.binary, reference.binary, "{name}: binary region");
}

#[test]
fn top_models_compile_as_tpu_mlir_compiles_them() {
    for name in [
        "add_relu",
        "conv_relu_pool_group",
        "conv3x3_relu",
        "linear_16_10",
        "maxpool2x2",
        "relu",
        "relu_reshape_linear",
        "avgpool_n1_c4_h8_w8_k3x3_s1x1_p1x1x1x1",
        "avgpool_n1_c8_h7_w7_k7x7_s1x1_p0x0x0x0",
        // A max pooling over whole 7x7 planes, 100 channels: the tail of each plane's
        // 16-value rows filled with -FLT_MAX (`docs/f16.md` §6.1).
        "maxpool_n1_c100_h7_w7_k7x7_s7x7_p0x0x0x0",
        // ... and over a 100x100 plane: 40000 bytes a lane put the result at 0x18000.
        "maxpool_n1_c1_h100_w100_k100x100_s100x100_p0x0x0x0",
        // The result address of windowed poolings (`docs/layer-group.md` §7): seed
        // 95012 of the fourth sweep at 0x28000, and two batches merged into 16
        // channels at 0x38000.
        "avgpool_n1_c17_h12_w8_k3x3_s1x1_p0x0x0x0",
        "maxpool_n2_c8_h12_w30_k2x2_s3x3_p0x0x0x0",
        "mul_n1_c4_h8_w8",
        "sub_n1_c4_h8_w8_relu",
        "sigmoid_n1_c4_h8_w8",
        "clip_n1_c4_h8_w8_0_6",
        "concat_n1_c4_h8_w8_n1_c3_h8_w8_a1",
        "concat_n1_c4_h8_w8_n1_c4_h5_w8_a2",
        // Last-axis concatenations through local memory (`docs/int8.md` §21): 8 and 5
        // rows a lane, and 10240 channels of rows in three pipelined slices.
        "concat_n1_c16_h5_w4_n1_c16_h5_w13_a3",
        "concat_n1_c16_h5_w14_n1_c16_h5_w13_n1_c16_h5_w7_a3",
        "concat_n1_c64_h1280_w4_n1_c64_h1280_w13_a3",
        "permute_n1_c4_h8_w8_o0231",
        "permute_n2_c3_h4_w5_o0213",
        "mul_n1_c16_h8_w8_by_n1_c16_h1_w1",
        "sub_n1_c16_h8_w8_by_n1_c1_h8_w8",
        "conv_n1_c8_h10_w10_oc8_k3x3_s1x1_p1x1x1x1_g8",
        "conv_n1_c8_h10_w10_oc12_k3x3_s1x1_p1x1x1x1_g4_relu",
        "conv_n1_c4_h10_w10_oc4_k3x3_s1x1_p2x2x2x2_d2x2",
        // Convs sliced by output channels (`docs/grouped-conv.md` §3.1): one input
        // channel (seed 95005 of the fourth sweep), and 65 output channels of two
        // batches in two pipelined runs.
        "conv_n1_c1_h9_w13_oc34_k3x3_s1x1_p0x0x0x0",
        "conv_n2_c3_h9_w13_oc65_k3x3_s1x1_p0x0x0x0",
        // Five rows: 48 result columns per lane over two lanes (`docs/int8.md` §20).
        "linear_m5_k30_n73",
        // Larger than local memory (issue 18): a conv in five balanced runs of rows
        // (`docs/grouped-conv.md` §3.2); 128 output channels at once in two runs; max
        // and average poolings in runs of rows (`docs/layer-group.md` §7.1: three runs
        // of 54, 54 and 4 rows; 229 columns reached, all 230 loaded; two batches in
        // 99-row runs); and conv -> relu -> pool groups of 128 rows in one slice, of
        // two row slices (`hsecs = 2`) and of two batch slices (`nsecs = 2`,
        // `docs/layer-group.md` §5).
        "conv_n1_c3_h224_w224_oc16_k3x3_s1x1_p1x1x1x1",
        "conv_n1_c2_h130_w96_oc128_k3x3_s1x1_p1x1x1x1",
        "maxpool_n1_c16_h224_w224_k2x2_s2x2_p0x0x0x0",
        "maxpool_n1_c16_h230_w230_k3x3_s2x2_p0x0x0x0",
        "avgpool_n2_c3_h200_w200_k3x3_s1x1_p0x0x0x0",
        "conv_relu_pool_n1_c3_h128_w128_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0",
        "conv_relu_pool_n1_c3_h224_w224_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0",
        "conv_relu_pool_n2_c3_h128_w128_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0",
    ] {
        compiles_as_reference(name, &CompileOptions::default());
    }
}

/// `tpuc compile` of the reference model `name` with `options` gives TPU-MLIR's
/// `_tpu.mlir`, `_final.mlir` and bmodel.
fn compiles_as_reference(name: &str, options: &CompileOptions) {
    let compiled = compile(name, options).unwrap_or_else(|e| panic!("{name}: {e}"));
    for (stage_name, file) in [("tpu", "_tpu.mlir"), ("final", "_final.mlir")] {
        let expected = std::fs::read_to_string(data(&format!("{name}/{name}{file}"))).unwrap();
        assert_eq!(
            format!("{}\n", stage(&compiled, stage_name)),
            expected,
            "{name}: {stage_name} stage"
        );
    }
    assert_tpu_mlirs_bmodel(name, compiled);
}

/// `text` with the result types of every top op but inputs and weights, and the
/// function's result types, unranked (`tensor<*xf32>`), operand types following: what
/// `shape-infer` must undo.
fn unranked(text: &str) -> String {
    const UNRANKED: &str = "tensor<*xf32>";
    let mut gone: Vec<String> = Vec::new();
    let mut out = String::new();
    for line in text.lines() {
        let t = line.trim_start();
        let mut new = line.to_string();
        if let (Some(eq), Some(open), Some(sig), Some(loc)) =
            (t.find(" = \""), t.find("\"("), t.rfind(" : ("), t.rfind(" loc("))
        {
            let indent = &line[..line.len() - t.len()];
            let result = &t[..eq];
            let operands: Vec<&str> = t[open + 2..t[open..].find(')').map_or(open, |c| open + c)]
                .split(", ")
                .filter(|o| !o.is_empty())
                .collect();
            let arrow = t[sig..].find(") -> ").map(|a| sig + a).unwrap_or(loc);
            let types: Vec<String> = t[sig + 4..arrow]
                .split(", ")
                .zip(operands.iter().chain(std::iter::repeat(&"")))
                .map(|(ty, o)| {
                    if gone.iter().any(|g| g == o) {
                        UNRANKED.to_string()
                    } else {
                        ty.to_string()
                    }
                })
                .collect();
            let keeps = ["top.Input", "top.Weight", "top.None"].iter().any(|k| t.contains(k));
            let result_ty = if keeps {
                t[arrow + 5..loc].to_string()
            } else {
                UNRANKED.to_string()
            };
            if !keeps {
                gone.push(result.to_string());
            }
            let arrow_text = if arrow == loc {
                String::new()
            } else {
                format!(") -> {result_ty}")
            };
            new = format!("{indent}{} : ({}{arrow_text}{}", &t[..sig], types.join(", "), &t[loc..]);
        } else if let Some(rest) = t.strip_prefix("return ") {
            if let (Some(colon), Some(loc)) = (rest.find(" : "), rest.rfind(" loc(")) {
                let indent = &line[..line.len() - t.len()];
                new = format!("{indent}return {} : {UNRANKED}{}", &rest[..colon], &rest[loc..]);
            }
        } else if t.starts_with("func.func") {
            if let (Some(arrow), Some(brace)) = (line.rfind("-> "), line.rfind(" {")) {
                new = format!("{}{UNRANKED}{}", &line[..arrow + 3], &line[brace..]);
            }
        }
        out.push_str(&new);
        out.push('\n');
    }
    out
}

#[test]
fn shape_inference_restores_every_result_shape() {
    for name in [
        "add_relu",
        "conv_relu_pool_group",
        "conv3x3_relu",
        "linear_16_10",
        "maxpool2x2",
        "relu_reshape_linear",
    ] {
        let text = std::fs::read_to_string(data(&format!("{name}/{name}_top.mlir"))).unwrap();
        let shapeless = unranked(&text);
        assert!(shapeless.contains("tensor<*xf32>"), "{name}: {shapeless}");
        let weights = Weights::read(&data(&format!("{name}/{name}_top_weight.npz"))).unwrap();
        let lowered = lower_text(name, shapeless.as_bytes(), &weights, &CompileOptions::default(), "tpu")
            .unwrap_or_else(|e| panic!("{name}: {e}\n{shapeless}"));
        let (_, _, tpu) = lowered.stages.last().unwrap();
        let expected = std::fs::read_to_string(data(&format!("{name}/{name}_tpu.mlir"))).unwrap();
        assert_eq!(format!("{tpu}\n"), expected, "{name}");
    }
    // A declared shape that disagrees with the inferred one is an error at the op.
    let name = "conv3x3_relu";
    let text = std::fs::read_to_string(data(&format!("{name}/{name}_top.mlir"))).unwrap();
    let wrong = text.replace("tensor<1x4x8x8xf32>", "tensor<1x4x7x8xf32>");
    assert_ne!(wrong, text);
    let weights = Weights::read(&data(&format!("{name}/{name}_top_weight.npz"))).unwrap();
    let e = lower_text(name, wrong.as_bytes(), &weights, &CompileOptions::default(), "top").unwrap_err();
    assert!(e.contains("differs from the inferred shape [1, 4, 8, 8]"), "{e}");
}

/// The INT8 options of the reference model `name` (its `cali_table`).
fn int8_options(name: &str) -> CompileOptions {
    CompileOptions {
        mode: "INT8".into(),
        calibration_table: Some(data(&format!("{name}/cali_table"))),
        ..CompileOptions::default()
    }
}

/// INT8 grouped (4 groups), depthwise (8 channels) and dilated convolutions (TPU-MLIR's
/// builds, `tools/tpu-models conv --group/--dilation`, files renamed `<name>_int8`):
/// TPU-MLIR's `processor-tpu-optimize` makes the grouped ones normal convolutions with
/// a zero-filled filter; the IR and bmodel are TPU-MLIR's.
#[test]
fn int8_grouped_and_dilated_convs_compile_as_tpu_mlir_does() {
    for name in [
        "conv_n1_c8_h10_w10_oc8_k3x3_s1x1_p1x1x1x1_g8_int8",
        "conv_n1_c8_h10_w10_oc12_k3x3_s1x1_p1x1x1x1_g4_relu_int8",
        "conv_n1_c4_h10_w10_oc4_k3x3_s1x1_p2x2x2x2_d2x2_int8",
    ] {
        compiles_as_reference(name, &int8_options(name));
    }
}

/// `tpuc compile --quantize INT8` of the reference model `name`: TPU-MLIR's `_tpu.mlir`
/// and `_final.mlir` after the `tpu` and `final` stages, the quantized `weights` byte for
/// byte (TPU-MLIR stores them flat), and TPU-MLIR's bmodel byte for byte.
fn check_int8_model(name: &str, weights_to_check: &[&str]) {
    if !weights_to_check.is_empty() {
        let text = std::fs::read(data(&format!("{name}/{name}_top.mlir"))).unwrap();
        let weights = Weights::read(&data(&format!("{name}/{name}_top_weight.npz"))).unwrap();
        let lowered =
            lower_text(name, &text, &weights, &int8_options(name), "final").unwrap_or_else(|e| panic!("{name}: {e}"));
        let reference = Weights::read(&data(&format!("{name}/{name}_tpu_weights.npz"))).unwrap();
        for weight in weights_to_check {
            let (ours, theirs) = (lowered.weights.get(weight).unwrap(), reference.get(weight).unwrap());
            assert_eq!(
                (ours.elem, &ours.bytes),
                (theirs.elem, &theirs.bytes),
                "{name}: {weight}"
            );
        }
    }
    // The tpu and final stages and the whole compile: TPU-MLIR's IR and bmodel.
    compiles_as_reference(name, &int8_options(name));
}

/// TPU-MLIR's INT8 builds of three linear layers (`tools/tpu-models linear`: K x N 48 x 20
/// with relu, a `mm2.nn`; 3 x 240, a `mm.normal`; two rows of 1 x 200, a `mm.normal` of
/// 192 columns per lane, `docs/int8.md` §20) and an MLP 8 -> 1 -> 13 (its second layer a
/// `mm.normal` of 13 columns whose input buffer is at 0x200: 8-bit lanes are planned at
/// least 128 bytes wide, §22): `tpuc codegen` of TPU-MLIR's
/// `_final.mlir` with its addressed weights gives its command words
/// (`_golden_cmds.json`); `tpuc compile --quantize INT8` of the top model gives its
/// `_tpu.mlir` and `_final.mlir`, the same commands, and the coefficients of TPU-MLIR's
/// addressed weights byte for byte.
#[test]
fn int8_linear_gives_tpu_mlirs_commands_and_coefficients() {
    for name in [
        "linear_m1_k48_n20_relu",
        "linear_m1_k3_n240",
        "linear_m2_k1_n200",
        "mlp_m1_8x1x13",
    ] {
        let file = |suffix: &str| data(&format!("{name}/{name}{suffix}"));
        let golden = crate::support::golden_buffers(&file("_golden_cmds.json"));
        let text = std::fs::read(file("_final.mlir")).unwrap();
        let addressed = Weights::read(&file("_tpu_addressed_bm1684x_int8_sym_weight.npz")).unwrap();
        let net = codegen_text(name, &text, &addressed).unwrap_or_else(|e| panic!("{name}: {e}"));
        let reference = assemble(Chip::Bm1684x, "v", "t", &[net]).unwrap();
        assert_eq!(
            crate::support::buffers(&reference),
            golden,
            "{name}: codegen of the final IR"
        );
        let top = std::fs::read(file("_top.mlir")).unwrap();
        let weights = Weights::read(&file("_top_weight.npz")).unwrap();
        let compiled =
            compile_text(name, &top, &weights, &int8_options(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (stage_name, suffix) in [("tpu", "_tpu.mlir"), ("final", "_final.mlir")] {
            let expected = std::fs::read_to_string(file(suffix)).unwrap();
            assert_eq!(
                format!("{}\n", stage(&compiled, stage_name)),
                expected,
                "{name}: {stage_name} stage"
            );
        }
        let ours = assemble(Chip::Bm1684x, "v", "t", &[compiled.net]).unwrap();
        assert_eq!(ours.model, reference.model, "{name}: flatbuffer fields");
        assert_eq!(ours.binary, reference.binary, "{name}: coefficients and commands");
    }
}

#[test]
fn int8_compile_gives_tpu_mlirs_ir_weights_and_bmodel() {
    check_int8_model("conv3x3_relu_int8", &["out_filter_i8", "out_bias_int32"]);
}

/// INT8 multiplication, subtraction and permute (global ops, `docs/int8.md` §11–§12),
/// built by `tools/tpu-oracle compile --mode INT8` (the subtraction and permute with
/// `--no-layer-group`: TPU-MLIR's cycle model groups those shapes, rods does not yet).
#[test]
fn int8_mul_sub_permute_compile_as_tpu_mlir_does() {
    for name in ["mul_n1_c16_h8_w8", "sub_n1_c16_h8_w8", "permute_n1_c6_h16_w5_o0132"] {
        check_int8_model(name, &[]);
    }
}

/// INT8 concatenations in TPU-MLIR's cast, cast -> concat -> cast layer groups
/// (`docs/int8.md` §25, `tools/tpu-oracle compile --mode INT8` of `tpu-models concat`
/// models): along channels with a `tsbc.l_copy` (7 channels), along channels from lane
/// 0 (128 channels, two per lane), along rows over two batches, and along columns (two
/// batches of 140 channels, and one of 16): TPU-MLIR's `_tpu.mlir`, `_final.mlir` and
/// bmodel.
#[test]
fn int8_concat_groups_compile_as_tpu_mlir_does() {
    for name in [
        "concat_n1_c4_h8_w8_n1_c3_h8_w8_a1_int8",
        "concat_n1_c64_h6_w6_n1_c64_h6_w6_a1_int8",
        "concat_n2_c4_h8_w8_n2_c4_h5_w8_a2",
        "concat_n2_c70_h5_w9_n2_c70_h5_w3_a3_int8",
        "concat_n1_c16_h5_w4_n1_c16_h5_w13_a3_int8",
    ] {
        check_int8_model(name, &[]);
    }
}

/// INT8 builds of the 8-bit element-wise ops and poolings (`tpu-models` models built by
/// `tools/tpu-oracle compile --mode INT8`): a global quantized add with relu, and the
/// layer groups of a relu (cast f32 -> u8), a max pooling and an average pooling (its
/// multiplier, shift and border scaling): TPU-MLIR's `_tpu.mlir`, `_final.mlir` and
/// bmodel.
#[test]
fn int8_elementwise_and_pools_compile_as_tpu_mlir_compiles_them() {
    for name in [
        "add_n1_c16_h8_w8_relu",
        "relu_n1_c16_h8_w8",
        "maxpool_n1_c16_h8_w8_k2x2_s2x2_p0x0x0x0",
        "avgpool_n1_c16_h8_w8_k3x3_s1x1_p1x1x1x1",
        // Padded without counting the pads: the border rows' and columns' scaling
        // makes the pooling cost more than the input cast, so TPU-MLIR moves the
        // store, not the load, into its timestep (seed 97004 of the sixth sweep,
        // `docs/layer-group.md` §10.2).
        "avgpool_n1_c58_h8_w10_k3x3_s3x3_p1x1x1x1",
    ] {
        compiles_as_reference(name, &int8_options(name));
    }
}

/// INT8 multiplications by a one-channel plane and subtractions of a value per channel
/// that TPU-MLIR layer-groups with the casts (`docs/int8.md` §24; `tools/tpu-models mul|sub
/// --shape2`, built by `tools/tpu-oracle compile --mode INT8`): seeds 97007, 97101 and
/// 97105 of the sixth acceptance sweep (`1x16x3x28 · 1x1x3x28`, `1x12x10x4 −
/// 1x12x1x1` with relu, `1x14x4x2 − 1x14x1x1`), two batches by a plane
/// (`2x3x9x9 · 2x1x9x9`, `2x3x9x9 − 2x1x9x9`) and 130 channels (`1x130x6x6 − 1x130x1x1`
/// with relu; seed 0): TPU-MLIR's `_tpu.mlir`, `_final.mlir` and bmodel.
#[test]
fn int8_broadcasting_mul_sub_groups_compile_as_tpu_mlir_does() {
    for name in [
        "mul_n1_c16_h3_w28_by_n1_c1_h3_w28",
        "sub_n1_c12_h10_w4_by_n1_c12_h1_w1_relu",
        "sub_n1_c14_h4_w2_by_n1_c14_h1_w1",
        "mul_n2_c20_h6_w7_by_n2_c20_h1_w1",
        "sub_n2_c3_h9_w9_by_n2_c1_h9_w9",
        "sub_n1_c130_h6_w6_by_n1_c130_h1_w1_relu",
    ] {
        compiles_as_reference(name, &int8_options(name));
    }
}

/// INT8 cast -> conv (relu) -> max pool -> cast groups beyond the first regime
/// (`tools/tpu-models conv-relu-pool` built by `tools/tpu-oracle compile --mode INT8`,
/// `docs/layer-group.md` §10.3): the store in the convolution's timestep and the
/// pooling's merged with the last cast's (`1x2x20x20 -> 15`, 400 elements per channel;
/// `1x3x48x48 -> 32`, whose pooling result shares bytes with the convolution's scratch
/// buffer), and the input load moved into the pooling's timestep, merged with the
/// convolution's (`1x7x32x32 -> 18`, `2x3x24x24 -> 16`): TPU-MLIR's `_tpu.mlir`,
/// `_final.mlir` and bmodel.
#[test]
fn int8_conv_pool_groups_beyond_the_first_regime_compile_as_tpu_mlir_does() {
    for name in [
        "conv_relu_pool_n1_c2_h20_w20_oc15_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0",
        "conv_relu_pool_n1_c3_h48_w48_oc32_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0",
        "conv_relu_pool_n1_c7_h32_w32_oc18_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0",
        "conv_relu_pool_n2_c3_h24_w24_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0",
    ] {
        compiles_as_reference(name, &int8_options(name));
    }
}

/// INT8 permutes `[0, 2, 1, 3]` before the output cast (`tools/tpu-models permute`,
/// seed 95004 of the fourth acceptance sweep, and a batch of 2): TPU-MLIR's
/// `processor-tpu-optimize` moves the permute after the cast (`PermuteReorderPattern`),
/// the two casts make a matmul-style layer group (`group_type = 4`) and the permute,
/// in place, becomes a reshape; outside the regime of `cast_pair_regime` the casts stay
/// global (`1x25x2x3`, seed 97003 of the fifth sweep: `3·h·w ≤ c`; `1x100x5x5`: more
/// than 32 channels, fewer than 36 elements each, `docs/int8.md` §12): TPU-MLIR's
/// `_tpu.mlir`, `_final.mlir` and bmodel.
#[test]
fn int8_permute_moves_after_its_cast_and_the_casts_group() {
    for name in [
        "permute_n1_c7_h1_w14_o0213",
        "permute_n2_c6_h5_w9_o0213",
        "permute_n1_c25_h2_w3_o0213",
        "permute_n1_c100_h5_w5_o0213",
    ] {
        compiles_as_reference(name, &int8_options(name));
    }
}

/// INT8 same-shape subtractions TPU-MLIR layer-groups (`group_type = 0`, `docs/int8.md`
/// §11): `1x34x17x26` (seed 95006 of the fourth acceptance sweep) and `1x17x8x5` with
/// relu (the relu in place on the signed difference): TPU-MLIR's `_tpu.mlir`,
/// `_final.mlir` and bmodel.
#[test]
fn int8_subtraction_groups_compile_as_tpu_mlir_does() {
    for name in ["sub_n1_c34_h17_w26", "sub_n1_c17_h8_w5_relu"] {
        compiles_as_reference(name, &int8_options(name));
    }
}

/// INT8 sigmoids (`tools/tpu-models sigmoid`, built by `tools/tpu-oracle compile --mode
/// INT8`, files renamed `<name>_int8`): a `tpu.Lut` with TPU-MLIR's 256-entry table, in
/// a small-channel layer group (`1x4x8x8`) and as a global op (`1x64x8x8`, which
/// TPU-MLIR's cycle model leaves global): TPU-MLIR's `_tpu.mlir`, table, `_final.mlir`
/// and bmodel.
#[test]
fn int8_sigmoid_compiles_to_tpu_mlirs_lookup_table() {
    for name in ["sigmoid_n1_c4_h8_w8_int8", "sigmoid_n1_c64_h8_w8_int8"] {
        check_int8_model(name, &["out_table"]);
    }
}

/// INT8 clips (`tools/tpu-models clip --min -1 --max 1`, built by `tools/tpu-oracle
/// compile --mode INT8`, files renamed `<name>_int8`), which TPU-MLIR computes in f16
/// (`docs/int8.md` §23): casts to and from f16 around a `tpu.Clip` on f16, in a layer
/// group (`1x11x5x15`) and as global ops (`1x70x3x3`, which TPU-MLIR leaves global):
/// TPU-MLIR's `_tpu.mlir`, `_final.mlir` and bmodel.
#[test]
fn int8_clip_compiles_in_f16_as_tpu_mlir_does() {
    for name in ["clip_n1_c11_h5_w15_m1_1_int8", "clip_n1_c70_h3_w3_m1_1_int8"] {
        compiles_as_reference(name, &int8_options(name));
    }
}

/// F16 and BF16 models (`tools/tpu-models`, built by `tools/tpu-oracle compile --mode
/// F16|BF16`, files renamed `<name>_f16` / `_bf16`, `docs/f16.md`): a linear layer with
/// a fused relu (`mm2.nn` in f16, global casts), relus and a clip in their cast -> op ->
/// cast layer groups (one of two batches): TPU-MLIR's `_tpu.mlir`, `_final.mlir` and
/// bmodel.
#[test]
fn f16_and_bf16_models_compile_as_tpu_mlir_does() {
    for (name, mode) in [
        ("linear_m2_k40_n24_relu_f16", "F16"),
        // The wide-result matmul (`mm.normal` in f32 after casts in local memory): one
        // chunk of K, and two (64 + 1 rows) with the bias and a relu (`docs/f16.md` §3.2).
        ("linear_m1_k16_n129_f16", "F16"),
        ("linear_m1_k65_n180_relu_bf16", "BF16"),
        // Permutes: the F32 rules over 2-byte elements (`docs/f16.md` §7.1).
        ("permute_n1_c70_h9_w5_o0231_f16", "F16"),
        ("permute_n2_c5_h6_w7_o0213_bf16", "BF16"),
        ("relu_n1_c11_h5_w15_f16", "F16"),
        ("relu_n2_c3_h10_w10_bf16", "BF16"),
        ("clip_n1_c11_h5_w15_0_6_bf16", "BF16"),
        // Additions: a matmul-style group of one batch (strided operands) with relu, a
        // small-channel group, and a global one (`docs/f16.md` §5).
        ("add_n1_c8_h4_w4_relu_f16", "F16"),
        ("add_n1_c1_h5_w7_bf16", "BF16"),
        ("add_n1_c16_h8_w8_bf16", "BF16"),
        // Max poolings: the store moved into the pooling's timestep (F16), the input load
        // (BF16, two batches), by TPU-MLIR's cycle numbers (`docs/layer-group.md` §10.2).
        ("maxpool_n1_c16_h8_w8_k3x3_s2x2_p1x1x1x1_f16", "F16"),
        ("maxpool_n2_c3_h10_w10_k2x2_s2x2_p0x0x0x0_bf16", "BF16"),
        // Poolings over whole planes (`docs/f16.md` §6.1) as global ops (strides above
        // 15, which TPU-MLIR does not group): 130 channels, two batches, a BF16 average
        // of 1600 values, a 150x150 plane (result at 0x18000) ...
        ("maxpool_n1_c130_h20_w20_k20x20_s20x20_p0x0x0x0_f16", "F16"),
        ("maxpool_n2_c8_h20_w20_k20x20_s20x20_p0x0x0x0_bf16", "BF16"),
        ("avgpool_n1_c64_h40_w40_k40x40_s40x40_p0x0x0x0_bf16", "BF16"),
        ("maxpool_n1_c1_h150_w150_k150x150_s150x150_p0x0x0x0_f16", "F16"),
        // ... and in cast -> pool -> cast groups (strides up to 15): the tail filled in
        // the cast's result, the first step into the pooling's scratch buffer.
        ("maxpool_n1_c16_h7_w7_k7x7_s7x7_p0x0x0x0_f16", "F16"),
        ("avgpool_n2_c70_h9_w9_k9x9_s9x9_p0x0x0x0_bf16", "BF16"),
        // Multiplications and subtractions of one shape: groups as the addition's (two
        // batches with relu; a subtraction's normal group with its result-sized buffer),
        // and a global one.
        // A BF16 average pooling with its border rows and columns scaled by `k/v`.
        ("avgpool_n1_c16_h8_w8_k3x3_s1x1_p1x1x1x1_bf16", "BF16"),
        ("mul_n2_c3_h5_w7_relu_f16", "F16"),
        ("sub_n1_c70_h6_w10_bf16", "BF16"),
        ("sub_n1_c16_h8_w8_f16", "F16"),
        // A broadcast second input: per channel over two batches (the multiplication
        // takes it first), one channel copied to the lanes (`tsbc.l_bc`, 64 lanes for
        // 70 channels).
        ("mul_n2_c3_h10_w10_by_n2_c3_h1_w1_f16", "F16"),
        ("sub_n1_c16_h8_w8_by_n1_c1_h8_w8_relu_bf16", "BF16"),
        ("mul_n1_c70_h6_w10_by_n1_c1_h6_w10_f16", "F16"),
        // One element (copied to the lanes, read with zero strides), and a subtraction
        // over two batches (the broadcast input strided, the other aligned), both grouped
        // whatever their size.
        ("sub_n1_c8_h8_w8_by_n1_c1_h1_w1_f16", "F16"),
        ("sub_n2_c5_h6_w7_by_n2_c1_h1_w1_relu_bf16", "BF16"),
        // Convolutions in cast -> conv -> cast groups (`docs/f16.md` §9): both kernel
        // dimensions folded into the lanes (`use_3ic_optimize = 19`), over two batches,
        // the rows folded with a fused relu and stride 2 (17), a 5x5 kernel of stride 2
        // with uneven pads, a grouped conv made a normal one, and the conv -> max
        // pooling group of `conv-relu-pool`.
        ("conv_n1_c3_h8_w8_oc4_k3x3_s1x1_p1x1x1x1_f16", "F16"),
        ("conv_n2_c3_h8_w8_oc4_k3x3_s1x1_p1x1x1x1_f16", "F16"),
        ("conv_n1_c16_h12_w12_oc24_k3x3_s2x2_p1x1x1x1_relu_bf16", "BF16"),
        ("conv_n1_c2_h11_w13_oc5_k5x5_s2x2_p1x2x2x1_f16", "F16"),
        ("conv_n1_c16_h8_w8_oc32_k3x3_s1x1_p1x1x1x1_g4_bf16", "BF16"),
        (
            "conv_relu_pool_n1_c8_h16_w16_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0_f16",
            "F16",
        ),
        // A depthwise conv of 96 channels (TPU-MLIR keeps its groups): one
        // `pord.depthwise` with the bias converted to f16.
        ("conv_n1_c96_h14_w14_oc96_k3x3_s1x1_p1x1x1x1_g96_relu_f16", "F16"),
        // Concatenations (`docs/f16.md` §7.2): cast, cast -> concat -> cast groups along
        // channels (a `tsbc.l_copy` per batch for the second input; from lane 36 over
        // 120 channels in BF16) and along rows over two batches, and a global one in
        // place (TPU-MLIR left `1x70x6x6` twice global).
        ("concat_n1_c4_h8_w8_n1_c3_h8_w8_a1_f16", "F16"),
        ("concat_n2_c4_h8_w8_n2_c3_h8_w8_a1_f16", "F16"),
        ("concat_n2_c33_h7_w5_n2_c33_h4_w5_a2_f16", "F16"),
        ("concat_n1_c100_h6_w6_n1_c20_h6_w6_a1_bf16", "BF16"),
        ("concat_n1_c70_h6_w6_n1_c70_h6_w6_a1_f16", "F16"),
    ] {
        let options = CompileOptions {
            mode: mode.into(),
            ..CompileOptions::default()
        };
        compiles_as_reference(name, &options);
    }
}

/// An op whose 16-bit form is not derived is an error naming the op, never commands:
/// an F16 grouped (not depthwise) convolution of more than 64 input channels (TPU-MLIR
/// keeps its groups).
#[test]
fn f16_ops_not_derived_are_errors_naming_the_op() {
    let f16 = CompileOptions {
        mode: "F16".into(),
        ..CompileOptions::default()
    };
    let err = compile("conv_n1_c66_h4_w4_oc4_k3x3_s1x1_p1x1x1x1_g2_f16", &f16).unwrap_err();
    assert!(
        err.contains("loc(\"out\")") && err.contains("grouped 16-bit float convolutions are not supported"),
        "{err}"
    );
}

#[test]
fn the_seed_linear_in_tosa_compiles_to_tpu_mlirs_linear_commands() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/linear_tosa.mlir");
    let text = std::fs::read(&path).unwrap();
    let compiled = compile_text(
        "linear_tosa.mlir",
        &text,
        &Weights::default(),
        &CompileOptions::default(),
    )
    .unwrap();
    let reference = BModel::read(&data("linear_16_10/linear_16_10.bmodel")).unwrap();
    let ours = assemble(
        Chip::Bm1684x,
        &reference.model.version,
        &reference.model.time,
        &[compiled.net],
    )
    .unwrap();
    let buffers = |m: &BModel| {
        let g = &m.model.nets[0].parameters[0].cmd_groups[0];
        (
            m.slice(&g.binary_bdc.unwrap(), "tiu").unwrap().to_vec(),
            m.slice(&g.binary_gdma.unwrap(), "gdma").unwrap().to_vec(),
        )
    };
    assert_eq!(buffers(&ours), buffers(&reference));
    // The coefficients are the seed's constants: bias -2 at 0, weights 0.125 at 4096.
    let coeff = ours.model.nets[0].parameters[0].coeff_mem.as_ref().unwrap();
    let blob = ours.slice(&coeff.binary_coeff.unwrap(), "coeff").unwrap();
    assert_eq!(&blob[..4], &(-2.0f32).to_le_bytes());
    assert_eq!(&blob[4096..4100], &0.125f32.to_le_bytes());
}

#[test]
fn errors_name_the_problem() {
    let bad_mode = CompileOptions {
        mode: "INT8".into(),
        ..CompileOptions::default()
    };
    let text = std::fs::read(data("relu/relu_top.mlir")).unwrap();
    let e = compile_text("relu_top.mlir", &text, &Weights::default(), &bad_mode).unwrap_err();
    assert!(e.contains("INT8"), "{e}");
    // A weight missing from the weight file is an error at the weight.
    let text = std::fs::read(data("linear_16_10/linear_16_10_top.mlir")).unwrap();
    let e = compile_text(
        "linear_16_10_top.mlir",
        &text,
        &Weights::default(),
        &CompileOptions::default(),
    )
    .unwrap_err();
    assert!(e.contains("is not in the weight file"), "{e}");
    // Attributes outside what code generation handles are errors at the op.
    let name = "sigmoid_n1_c4_h8_w8";
    let text = std::fs::read_to_string(data(&format!("{name}/{name}_top.mlir"))).unwrap();
    let log = text.replace("\"top.Sigmoid\"(%1)", "\"top.Sigmoid\"(%1) {log = true}");
    assert_ne!(log, text);
    let e = compile_text(name, log.as_bytes(), &Weights::default(), &CompileOptions::default()).unwrap_err();
    assert!(e.contains("loc(\"out\")") && e.contains("a log sigmoid"), "{e}");
    // A subtraction whose first input broadcasts compiles (rods' pieces; its numbers:
    // `tpu_oracle_outside`).
    let text = std::fs::read_to_string(data(
        "sub_n1_c16_h8_w8_by_n1_c1_h8_w8/sub_n1_c16_h8_w8_by_n1_c1_h8_w8_top.mlir",
    ))
    .unwrap();
    let swapped = text.replace("\"top.Sub\"(%1, %2)", "\"top.Sub\"(%2, %1)").replace(
        "(tensor<1x16x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x16x8x8xf32>",
        "(tensor<1x1x8x8xf32>, tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>",
    );
    compile_text(
        "sub",
        swapped.as_bytes(),
        &Weights::default(),
        &CompileOptions::default(),
    )
    .unwrap();
    // A pooling whose rows of 64 channels exceed local memory runs in runs of columns
    // (its numbers: `tpu_oracle_outside`); one whose single window does not fit is an
    // error at the op.
    let text = std::fs::read_to_string(data("maxpool2x2/maxpool2x2_top.mlir")).unwrap();
    let wide = text
        .replace("1x4x8x8xf32", "1x64x4x40000xf32")
        .replace("1x4x4x4xf32", "1x64x2x20000xf32");
    compile_text("wide", wide.as_bytes(), &Weights::default(), &CompileOptions::default()).unwrap();
    let huge = text
        .replace("1x4x8x8xf32", "1x64x400x400xf32")
        .replace("1x4x4x4xf32", "1x64x2x2xf32")
        .replace(
            "kernel_shape = [2, 2], strides = [2, 2]",
            "kernel_shape = [200, 200], strides = [200, 200]",
        );
    let e = compile_text("huge", huge.as_bytes(), &Weights::default(), &CompileOptions::default()).unwrap_err();
    assert!(
        e.contains("loc(\"out\")") && e.contains("'tpu.Pool2D' op") && e.contains("window does not fit"),
        "{e}"
    );
}

/// INT8 multiplications and subtractions that broadcast or read an unsigned operand
/// (`docs/int8.md` §24; TPU-MLIR's builds, files renamed `<name>_int8`): `in0 · relu(in1)`
/// (the relu's range unsigned, a `u8` operand), `1x70x6x10 · 1x1x6x10` (one channel
/// to 70), `1x8x8x8 − 1x1x1x8` with relu, and `1x8x8x8 − 1x1x1x1` whose one element is
/// positive (a `u8` operand); subtractions TPU-MLIR lowers in f16 (the first input's
/// threshold above the output's, §19) or with unscaled and unsigned inputs, and an
/// addition in f16 (inputs more than 64 times apart, §15):
/// TPU-MLIR's `_tpu.mlir`, and a bmodel (rods runs some as global ops where TPU-MLIR
/// layer-groups them; the oracle tests check the numbers).
#[test]
fn int8_broadcasting_and_unsigned_mul_sub_lower_as_tpu_mlir_does() {
    for name in [
        "relu_mul_int8",
        "mul_n1_c70_h6_w10_by_n1_c1_h6_w10_int8",
        "sub_n1_c8_h8_w8_by_n1_c1_h1_w8_relu_int8",
        "sub_n1_c8_h8_w8_by_n1_c1_h1_w1_int8",
        "sub_n1_c8_h8_w8_by_n1_c1_h1_w1_relu_f16_int8",
        "sub_n1_c16_h9_w9_unscaled_int8",
        "sub_n1_c8_h8_w8_by_n1_c1_h1_w1_relu_unscaled_int8",
        "sub_n1_c16_h9_w9_relu_u8_int8",
        "add_n1_c16_h9_w9_f16_int8",
    ] {
        let text = std::fs::read(data(&format!("{name}/{name}_top.mlir"))).unwrap();
        let compiled =
            compile_text(name, &text, &Weights::default(), &int8_options(name)).unwrap_or_else(|e| panic!("{e}"));
        let expected = std::fs::read_to_string(data(&format!("{name}/{name}_tpu.mlir"))).unwrap();
        assert_eq!(format!("{}\n", stage(&compiled, "tpu")), expected, "{name}: tpu stage");
    }
}
