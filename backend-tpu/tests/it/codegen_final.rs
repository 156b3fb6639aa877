//! `tpuc codegen`: each reference model's `_final.mlir` (TPU-MLIR's addressed IR) with
//! its weights (the top weights of the F32 models; for the INT8 ones, the addressed
//! weight file TPU-MLIR writes, which holds the merged conv weight) gives TPU-MLIR's
//! bmodel: every flatbuffer field (IO tensors, regions, coefficient locations, command
//! groups) and the whole binary region (coefficients, TIU and GDMA buffers) byte for
//! byte.

use crate::support::data;

use backend_tpu::bmodel::{assemble, BModel};
use backend_tpu::driver::codegen_text;
use backend_tpu::regdef::Chip;
use backend_tpu::weights::Weights;

/// The F32 reference models, and TPU-MLIR's builds of one or two models of each op
/// beyond them.
const F32_MODELS: [&str; 18] = [
    "add_relu",
    "conv3x3_relu",
    "conv_relu_pool_group",
    "linear_16_10",
    "maxpool2x2",
    "relu",
    "avgpool_n1_c4_h8_w8_k3x3_s1x1_p1x1x1x1",
    "avgpool_n1_c8_h7_w7_k7x7_s1x1_p0x0x0x0",
    "mul_n1_c4_h8_w8",
    "sub_n1_c4_h8_w8_relu",
    "sigmoid_n1_c4_h8_w8",
    "clip_n1_c4_h8_w8_0_6",
    "concat_n1_c4_h8_w8_n1_c3_h8_w8_a1",
    "concat_n1_c4_h8_w8_n1_c4_h5_w8_a2",
    "permute_n1_c4_h8_w8_o0231",
    "permute_n2_c3_h4_w5_o0213",
    "mul_n1_c16_h8_w8_by_n1_c16_h1_w1",
    "sub_n1_c16_h8_w8_by_n1_c1_h8_w8",
];

/// The INT8 models and the weight files (`tools/tpu-oracle compile --mode INT8`) that
/// hold their merged conv weights: the reference model, and a depthwise conv of 96
/// channels (which stays grouped) in a layer group and as a global op
/// (`--no-layer-group`).
const INT8_MODELS: [(&str, &str); 3] = [
    (
        "conv3x3_relu_int8",
        "conv3x3_relu_int8_tpu_addressed_bm1684x_int8_sym_weight.npz",
    ),
    (
        "conv_n1_c96_h14_w14_oc96_k3x3_s1x1_p1x1x1x1_g96_relu_int8",
        "conv_n1_c96_h14_w14_oc96_k3x3_s1x1_p1x1x1x1_g96_relu_int8_tpu_addressed_bm1684x_int8_sym_weight.npz",
    ),
    (
        "conv_n1_c96_h14_w14_oc96_k3x3_s1x1_p1x1x1x1_g96_relu_int8_global",
        "conv_n1_c96_h14_w14_oc96_k3x3_s1x1_p1x1x1x1_g96_relu_int8_global_tpu_addressed_bm1684x_int8_sym_weight.npz",
    ),
];

/// TPU-MLIR's INT8 builds of 8-bit element-wise ops and poolings (`tpu-models` models):
/// a global quantized add with relu, and the groups of a relu, a max pooling, an
/// average pooling and a small-channel (`group_type = 2`) add of two batches; four
/// subtractions (`docs/int8.md` §11, §19): one in f16 (its first input's threshold above
/// the output's), two whose input scaled by `1 >> 0` enters the difference unscaled (a
/// same-shape group, a broadcast scalar's group), and a same-shape group of an unsigned
/// input (a `u16` product); additions (§15): one whose multipliers are past 8 bits
/// (saturated), one in f16 (inputs more than 64 times apart), and three with unscaled
/// inputs (grouped, relu'd into `u8`, global).
const INT8_ELEMENTWISE: [&str; 14] = [
    "add_n1_c16_h8_w8_relu",
    "relu_n1_c16_h8_w8",
    "maxpool_n1_c16_h8_w8_k2x2_s2x2_p0x0x0x0",
    "avgpool_n1_c16_h8_w8_k3x3_s1x1_p1x1x1x1",
    "add_n2_c3_h5_w7_relu",
    "sub_n1_c8_h8_w8_by_n1_c1_h1_w1_relu_f16_int8",
    "sub_n1_c16_h9_w9_unscaled_int8",
    "sub_n1_c8_h8_w8_by_n1_c1_h1_w1_relu_unscaled_int8",
    "sub_n1_c16_h9_w9_relu_u8_int8",
    "add_n1_c1_h1_w1_relu_saturated_int8",
    "add_n1_c16_h9_w9_f16_int8",
    "add_n1_c16_h9_w9_unscaled_int8",
    "add_n1_c16_h9_w9_relu_unscaled_int8",
    "add_n1_c16_h9_w9_unscaled_global_int8",
];

fn weight_file(name: &str) -> String {
    match INT8_MODELS.iter().find(|(n, _)| *n == name) {
        Some((_, file)) => file.to_string(),
        None => format!("{name}_top_weight.npz"),
    }
}

fn codegen(name: &str) -> Result<BModel, String> {
    let text = std::fs::read(data(&format!("{name}/{name}_final.mlir"))).unwrap();
    let weights = Weights::read(&data(&format!("{name}/{}", weight_file(name)))).unwrap();
    let reference = BModel::read(&data(&format!("{name}/{name}.bmodel"))).unwrap();
    let net = codegen_text(&format!("{name}_final.mlir"), &text, &weights)?;
    assemble(Chip::Bm1684x, &reference.model.version, &reference.model.time, &[net]).map_err(|e| e.to_string())
}

#[test]
fn final_mlir_gives_tpu_mlirs_bmodel() {
    for name in F32_MODELS
        .into_iter()
        .chain(INT8_MODELS.map(|(n, _)| n))
        .chain(INT8_ELEMENTWISE)
    {
        let mut reference = BModel::read(&data(&format!("{name}/{name}.bmodel"))).unwrap();
        // `model_tool --kernel_remove` leaves `kernel_module.mode` uninitialised in the
        // bmodels `tpu-oracle compile` builds (README-tpu-oracle.md); rods writes 0.
        if let Some(k) = reference.model.kernel_module.as_mut() {
            k.mode = 0;
        }
        let ours = codegen(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (o, r) = (
            &ours.model.nets[0].parameters[0],
            &reference.model.nets[0].parameters[0],
        );
        for (og, rg) in o.cmd_groups.iter().zip(&r.cmd_groups) {
            let tiu = |m: &BModel, g: &backend_tpu::bmodel::CmdGroup| {
                m.slice(&g.binary_bdc.unwrap(), "tiu").unwrap().to_vec()
            };
            let gdma = |m: &BModel, g: &backend_tpu::bmodel::CmdGroup| {
                m.slice(&g.binary_gdma.unwrap(), "gdma").unwrap().to_vec()
            };
            assert_eq!(tiu(&ours, og), tiu(&reference, rg), "{name}: TIU buffer");
            assert_eq!(gdma(&ours, og), gdma(&reference, rg), "{name}: GDMA buffer");
        }
        assert_eq!(ours.model, reference.model, "{name}: flatbuffer fields");
        assert_eq!(ours.binary, reference.binary, "{name}: binary region");
    }
}

/// Malformed addressed IR is an error at the op concerned, never a panic or a bmodel
/// with wrong data.
#[test]
fn malformed_final_ir_is_an_error() {
    let name = "conv_relu_pool_group";
    let text = std::fs::read_to_string(data(&format!("{name}/{name}_final.mlir"))).unwrap();
    let weights = Weights::read(&data(&format!("{name}/{name}_top_weight.npz"))).unwrap();
    let cases = [
        ("h_slice = [16]", "h_slice = []", "has no h_slice"),
        (
            "flow = [-1, 3, 5, -2, 4, 0, 1, 2]",
            "flow = [3, -1]",
            "does not start with a timestep",
        ),
        ("flow = [-1, 3, 5, -2, 4, 0, 1, 2]", "flow = [-1, 9]", "names op 9"),
        (
            "out_addr = 16384",
            "out_addr = 262100",
            "past the 262144 bytes of local memory",
        ),
        ("kernel_shape = [3, 3]", "kernel_shape = [0, 3]", "zero kernel size"),
        ("4294971392 : i64>", "4294967297 : i64>", "overlaps weight"),
    ];
    for (from, to, expected) in cases {
        let bad = text.replace(from, to);
        assert_ne!(bad, text, "{from}");
        let e = codegen_text("bad.mlir", bad.as_bytes(), &weights).unwrap_err();
        assert!(e.contains("error:") && e.contains(expected), "{to}: {e}");
    }
}

/// Malformed or unsupported INT8 IR is an error at the op concerned, never a panic.
#[test]
fn malformed_int8_ir_is_an_error() {
    let (name, weight_file) = INT8_MODELS[0];
    let text = std::fs::read_to_string(data(&format!("{name}/{name}_final.mlir"))).unwrap();
    let weights = Weights::read(&data(&format!("{name}/{weight_file}"))).unwrap();
    let cases = [
        (
            "use_3ic_optimize = 19 : i64, weight",
            "use_3ic_optimize = 4 : i64, weight",
            "use_3ic_optimize = 4",
        ),
        (
            "buffer_addr = 16640, buffer_size = 512",
            "buffer_addr = 262000, buffer_size = 512",
            "past the 262144 bytes of local memory",
        ),
        ("coeff_merged = true", "coeff_merged = false", "without a merged bias"),
        (
            "round_mode = #tpu<round_mode HalfUp>",
            "round_mode = #tpu<round_mode HalfToOdd>",
            "no BM1684X rounding code",
        ),
        (
            "!quant.uniform<i8:f32, 0.024788494488188977>",
            "!quant.uniform<i8:f32, 0.024788494488188977:3>",
            "asymmetric",
        ),
        (
            "kernel_shape = [3, 3]",
            "kernel_shape = [11, 3]",
            "larger than the padded input",
        ),
        (
            "lmem_type = 1 : i64, support_compress = true, use_3ic_optimize = 0",
            "lmem_type = 1 : i64, support_compress = true, use_3ic_optimize = 3",
            "use_3ic_optimize without a convolution",
        ),
    ];
    for (from, to, expected) in cases {
        let bad = text.replace(from, to);
        assert_ne!(bad, text, "{from}");
        let e = codegen_text("bad.mlir", bad.as_bytes(), &weights).unwrap_err();
        assert!(
            e.contains("error:") && e.contains(expected) && e.contains("loc("),
            "{to}: {e}"
        );
    }
}

/// An element type an op's code generation does not handle is an error naming the op at
/// its location, never commands for another type.
#[test]
fn unsupported_element_types_are_errors() {
    let name = "add_n1_c16_h8_w8_relu";
    let text = std::fs::read_to_string(data(&format!("{name}/{name}_final.mlir"))).unwrap();
    let weights = Weights::read(&data(&format!("{name}/{}", weight_file(name)))).unwrap();
    let bad = text.replace("!quant.uniform<u8:f32,", "!quant.uniform<i16:f32,");
    assert_ne!(bad, text);
    let e = codegen_text("bad.mlir", bad.as_bytes(), &weights).unwrap_err();
    assert!(
        e.contains("loc(\"out\")") && e.contains("'tpu.Add' op: element type i16"),
        "{e}"
    );
    let name = "relu_n1_c16_h8_w8";
    let text = std::fs::read_to_string(data(&format!("{name}/{name}_final.mlir"))).unwrap();
    let weights = Weights::read(&data(&format!("{name}/{}", weight_file(name)))).unwrap();
    let bad = text.replace("!quant.uniform<u8:f32,", "!quant.uniform<i16:f32,");
    let e = codegen_text("bad.mlir", bad.as_bytes(), &weights).unwrap_err();
    assert!(e.contains("'tpu.Cast' op") && e.contains("i16"), "{e}");
}

/// The tpu ops that declare TPU-MLIR's code generation interfaces in `tpu.ods` and have
/// no implementation here: loads and stores run inside groups (the group generates
/// them), nothing else may be missing.
#[test]
fn every_declared_codegen_interface_is_implemented() {
    let global = backend_tpu::codegen::interface::Interfaces::new();
    assert_eq!(global.missing_global(), vec!["tpu.Load", "tpu.Store"]);
    let local = backend_tpu::codegen::interface::local_impls();
    assert_eq!(
        local.missing(),
        vec![
            "tpu.Active",
            "tpu.Load",
            "tpu.MatMul",
            "tpu.Permute",
            "tpu.Reshape",
            "tpu.Store"
        ]
    );
}
