//! TOSA CNNs through `tpuc compile` (`examples/cnn_tosa.mlir`, NHWC in and out,
//! `examples/cnn_nchw_tosa.mlir`, which transposes its NCHW input and result, and
//! `examples/cnn_classifier_tosa.mlir`, which flattens into a linear layer): the
//! import stage turns TOSA's NHWC convolutions and pools into NCHW top ops whose
//! permutes cancel inside the model, the filters transposed into new weights; what
//! does not convert is an error at the op; the compiled models run on the cmodel as
//! numpy computes them (`support/tosa_reference.py`).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use backend_tpu::driver::{compile_text, lower_text, CompileOptions, Lowered};
use backend_tpu::weights::{WeightArray, Weights};

use crate::support::oracle::{Oracle, TempDir};

fn example_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples").join(name)
}

fn example(name: &str) -> Vec<u8> {
    std::fs::read(example_path(name)).unwrap()
}

fn stage<'s>(stages: &'s [backend_tpu::driver::StageRun], name: &str) -> &'s str {
    stages
        .iter()
        .find(|(s, _, _)| *s == name)
        .map(|(_, _, ir)| ir.as_str())
        .unwrap_or_else(|| panic!("no stage {name}"))
}

/// The op lines of a printed function body, `(op name, line)`.
fn ops(ir: &str) -> Vec<(String, String)> {
    ir.lines()
        .filter_map(|l| {
            let start = l.find("\"top.")? + 1;
            let end = start + l[start..].find('"')?;
            Some((l[start..end].to_string(), l.trim().to_string()))
        })
        .collect()
}

/// The op names of a printed function body, weights and `top.None` left out.
fn op_names(ir: &str) -> Vec<String> {
    ops(ir)
        .into_iter()
        .map(|(n, _)| n)
        .filter(|n| n != "top.Weight" && n != "top.None")
        .collect()
}

/// `text` (named `name`) lowered to the top dialect, without weights, with the default
/// options.
fn lower_to_top(name: &str, text: &[u8]) -> Lowered {
    lower_text(name, text, &Weights::default(), &CompileOptions::default(), "top").unwrap()
}

fn floats(a: &WeightArray) -> Vec<f32> {
    a.bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn the_nhwc_cnn_keeps_permutes_only_at_its_input_and_output() {
    let lowered = lower_to_top("cnn_tosa.mlir", &example("cnn_tosa.mlir"));
    let import = stage(&lowered.stages, "import");
    let ops = ops(import);
    let names = op_names(import);
    assert_eq!(
        names,
        [
            "top.Input",
            "top.Permute",
            "top.Conv",
            "top.MaxPool",
            "top.Conv",
            "top.Sigmoid",
            "top.Mul",
            "top.Clip",
            "top.AvgPool",
            "top.MaxPool",
            "top.Sub",
            "top.Concat",
            "top.Permute",
        ],
        "{import}"
    );
    let permutes: Vec<&str> = ops
        .iter()
        .filter(|(n, _)| n == "top.Permute")
        .map(|(_, l)| l.as_str())
        .collect();
    assert!(
        permutes[0].contains("order = [0, 3, 1, 2]")
            && permutes[0].contains("(tensor<1x8x8x3xf32>) -> tensor<1x3x8x8xf32>"),
        "{}",
        permutes[0]
    );
    assert!(
        permutes[1].contains("order = [0, 2, 3, 1]")
            && permutes[1].contains("(tensor<1x8x4x4xf32>) -> tensor<1x4x4x8xf32>"),
        "{}",
        permutes[1]
    );
    // The relu went into the first conv; the concat is on the channels of NCHW.
    let line = |i: usize| {
        ops.iter()
            .filter(|(n, _)| n != "top.Weight" && n != "top.None")
            .nth(i)
            .unwrap()
            .1
            .clone()
    };
    assert!(
        line(2).contains("do_relu = true") && line(2).contains("pads = [1, 1, 1, 1]"),
        "{}",
        line(2)
    );
    assert!(line(8).contains("count_include_pad = false"), "{}", line(8));
    assert!(line(11).contains("axis = 1 : si32"), "{}", line(11));
    // The filter, transposed from OHWI to OIHW.
    let text = String::from_utf8(example("cnn_tosa.mlir")).unwrap();
    let t = lowered.weights.get("w1_oihw").unwrap();
    assert_eq!(t.shape, vec![4, 3, 3, 3]);
    let (w, t) = (constant(&text, "w1"), floats(t));
    for (o, h, x, i) in indices([4, 3, 3, 3]) {
        assert_eq!(w[((o * 3 + h) * 3 + x) * 3 + i], t[((o * 3 + i) * 3 + h) * 3 + x]);
    }
    // The one-value bias, once per output channel.
    assert_eq!(floats(lowered.weights.get("b2_x4").unwrap()), vec![0.0625; 4]);
}

/// The values of the constant `%name` of a model's text, in order.
fn constant(text: &str, name: &str) -> Vec<f32> {
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("%{name} = ")))
        .unwrap();
    let start = line.find("dense<").unwrap() + "dense<".len();
    let end = start + line[start..].find('>').unwrap();
    line[start..end]
        .split(|c: char| c == ',' || c == '[' || c == ']' || c.is_whitespace())
        .filter(|v| !v.is_empty())
        .map(|v| v.parse().unwrap())
        .collect()
}

/// Every index of a 4-D shape, row-major.
fn indices(shape: [usize; 4]) -> impl Iterator<Item = (usize, usize, usize, usize)> {
    let [a, b, c, d] = shape;
    (0..a).flat_map(move |i| (0..b).flat_map(move |j| (0..c).flat_map(move |k| (0..d).map(move |l| (i, j, k, l)))))
}

/// A depthwise convolution with two outputs per channel, padded unevenly and strided.
const DEPTHWISE: &str = r#"func.func @f(%x: tensor<1x5x5x3xf32> loc("x")) -> tensor<1x3x3x6xf32> {
  %w = "tosa.const"() <{values = dense<[[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], [[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]], [[[13.0, 14.0], [15.0, 16.0], [17.0, 18.0]], [[19.0, 20.0], [21.0, 22.0], [23.0, 24.0]]]]> : tensor<2x2x3x2xf32>}> : () -> tensor<2x2x3x2xf32> loc("w")
  %b = "tosa.const"() <{values = dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>}> : () -> tensor<6xf32> loc("b")
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 2>, stride = array<i64: 2, 3>} : (tensor<1x5x5x3xf32>, tensor<2x2x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x6xf32> loc("dw")
  return %c : tensor<1x3x3x6xf32>
}"#;

#[test]
fn depthwise_convolutions_become_grouped_convolutions() {
    let lowered = lower_to_top("dw.mlir", DEPTHWISE.as_bytes());
    let import = stage(&lowered.stages, "import");
    let conv = ops(import).into_iter().find(|(n, _)| n == "top.Conv").unwrap().1;
    for attr in [
        "group = 3 : i64",
        "kernel_shape = [2, 2]",
        "strides = [2, 3]",
        // TOSA's [top, bottom, left, right] = [1, 0, 1, 2] as [top, left, bottom, right].
        "pads = [1, 1, 0, 2]",
        "(tensor<1x3x5x5xf32>, tensor<6x1x2x2xf32>, tensor<6xf32>) -> tensor<1x6x3x3xf32>",
    ] {
        assert!(conv.contains(attr), "{attr}: {conv}");
    }
    // [KH, KW, C, M] -> [C*M, 1, KH, KW]: output channel c*M + m reads w[.., .., c, m].
    let t = lowered.weights.get("w_oihw").unwrap();
    assert_eq!(t.shape, vec![6, 1, 2, 2]);
    let w = constant(DEPTHWISE, "w");
    let t = floats(t);
    for (h, x, c, m) in indices([2, 2, 3, 2]) {
        assert_eq!(w[((h * 2 + x) * 3 + c) * 2 + m], t[((c * 2 + m) * 2 + h) * 2 + x]);
    }
}

/// A convolution whose result gets a constant added (broadcast over the rows) and a
/// relu: the back permute moves past the addition, whose constant is transposed to
/// NCHW, and the relu.
const CONV_ADD: &str = r#"func.func @f(%x: tensor<1x2x2x1xf32> loc("x")) -> tensor<1x2x2x3xf32> {
  %w = "tosa.const"() <{values = dense<[[[[1.0]]], [[[2.0]]], [[[3.0]]]]> : tensor<3x1x1x1xf32>}> : () -> tensor<3x1x1x1xf32> loc("w")
  %b = "tosa.const"() <{values = dense<0.0> : tensor<3xf32>}> : () -> tensor<3xf32> loc("b")
  %k = "tosa.const"() <{values = dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]]> : tensor<1x1x2x3xf32>}> : () -> tensor<1x1x2x3xf32> loc("k")
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<3x1x1x1xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32> loc("conv")
  %a = tosa.add %c, %k : (tensor<1x2x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<1x2x2x3xf32> loc("add")
  %r = tosa.clamp %a {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32> loc("relu")
  return %r : tensor<1x2x2x3xf32>
}"#;

#[test]
fn permutes_move_past_additions_of_constants() {
    let lowered = lower_to_top("conv_add.mlir", CONV_ADD.as_bytes());
    let import = stage(&lowered.stages, "import");
    let names = op_names(import);
    assert_eq!(
        names,
        ["top.Input", "top.Permute", "top.Conv", "top.Add", "top.Permute"],
        "{import}"
    );
    let add = ops(import).into_iter().find(|(n, _)| n == "top.Add").unwrap().1;
    assert!(add.contains("do_relu = true"), "{add}");
    assert!(
        add.contains("(tensor<1x3x2x2xf32>, tensor<1x3x1x2xf32>) -> tensor<1x3x2x2xf32>"),
        "{add}"
    );
    // k [1,1,2,3] (NHWC) as [1,3,1,2] (NCHW): k'[0,c,0,w] = k[0,0,w,c].
    let k = lowered.weights.get("k_perm0312").unwrap();
    assert_eq!(k.shape, vec![1, 3, 1, 2]);
    assert_eq!(floats(k), vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
}

/// The classifier flattens the NHWC feature map into a linear layer: the permute back to
/// NHWC goes into the layer's weight (its rows reordered to NCHW), so only the input's
/// permute is left.
#[test]
fn the_classifier_folds_its_flatten_permute_into_the_linear_weight() {
    let lowered = lower_to_top("cnn_classifier_tosa.mlir", &example("cnn_classifier_tosa.mlir"));
    let top = stage(&lowered.stages, "top");
    let names = op_names(top);
    assert_eq!(
        names,
        [
            "top.Input",
            "top.Permute",
            "top.Conv",
            "top.MaxPool",
            "top.Reshape",
            "top.MatMul"
        ],
        "{top}"
    );
    // Row (c, h, w) of the new weight is row (h, w, c) of the TOSA one ([1, 27, 4]).
    let text = String::from_utf8(example("cnn_classifier_tosa.mlir")).unwrap();
    let fc = constant(&text, "fc");
    let rows = lowered.weights.get("fc_rows0312").unwrap();
    assert_eq!(rows.elem, backend_tpu::weights::ElemType::F32);
    let rows = floats(rows);
    for (c, h, w, n) in indices([3, 3, 3, 4]) {
        assert_eq!(rows[((c * 3 + h) * 3 + w) * 4 + n], fc[((h * 3 + w) * 3 + c) * 4 + n]);
    }
}

/// A filter given as a `dense_resource` blob (as exporters write large constants).
const RESOURCE: &str = r#"module @res {
  func.func @forward(%x: tensor<1x2x2x1xf32> loc("input")) -> tensor<1x2x2x4xf32> {
    %w = "tosa.const"() <{values = dense_resource<conv_w> : tensor<4x1x1x1xf32>}> : () -> tensor<4x1x1x1xf32> loc("w")
    %b = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32> loc("b")
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<4x1x1x1xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x4xf32> loc("conv")
    return %c : tensor<1x2x2x4xf32>
  }
}
{-#
  dialect_resources: {
    builtin: {
      conv_w: "0x040000000000803f000000c00000003f0000803e"
    }
  }
#-}
"#;

#[test]
fn constants_may_be_resource_blobs() {
    let lowered = lower_to_top("res.mlir", RESOURCE.as_bytes());
    let w = lowered.weights.get("w_oihw").unwrap();
    assert_eq!(w.shape, vec![4, 1, 1, 1]);
    assert_eq!(floats(w), vec![1.0, -2.0, 0.5, 0.25]);
}

#[test]
fn the_nchw_cnn_compiles_without_permutes() {
    let compiled = compile_text(
        "cnn_nchw_tosa.mlir",
        &example("cnn_nchw_tosa.mlir"),
        &Weights::default(),
        &CompileOptions::default(),
    )
    .unwrap();
    for (name, _, ir) in &compiled.stages {
        assert!(!ir.contains("Permute"), "{name}: {ir}");
    }
    let top = stage(&compiled.stages, "top");
    let names = op_names(top);
    assert_eq!(
        names,
        ["top.Input", "top.Conv", "top.MaxPool", "top.Conv", "top.Add"],
        "{top}"
    );
}

/// `(model, what the error says, its line)`.
const BAD: &[(&str, &str, usize)] = &[
    (
        r#"func.func @f(%x: tensor<1x4x4x1xi8>) -> tensor<1x4x4x1xi32> {
  %w = "tosa.const"() <{values = dense<1> : tensor<1x1x1x1xi8>}> : () -> tensor<1x1x1x1xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x1xi8>, tensor<1x1x1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x1xi32>
  return %c : tensor<1x4x4x1xi32>
}"#,
        "'tosa.conv2d' op has a non-zero input zero point",
        5,
    ),
    (
        r#"func.func @f(%x: tensor<1x4x4x1xi8>) -> tensor<1x4x4x1xi32> {
  %w = "tosa.const"() <{values = dense<1> : tensor<1x1x1x1xi8>}> : () -> tensor<1x1x1x1xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x1xi8>, tensor<1x1x1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x1xi32>
  return %c : tensor<1x4x4x1xi32>
}"#,
        "'tosa.conv2d' op has a tensor of type tensor<1x4x4x1xi8>: only f32 tensors convert",
        5,
    ),
    (
        r#"func.func @f(%x: tensor<?x4x4x1xf32>) -> tensor<?x2x2x1xf32> {
  %p = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x4x4x1xf32>) -> tensor<?x2x2x1xf32>
  return %p : tensor<?x2x2x1xf32>
}"#,
        "'tosa.max_pool2d' op has a tensor of dynamic shape (tensor<?x4x4x1xf32>)",
        2,
    ),
    (
        r#"func.func @f(%x: tensor<1x4x4x1xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x4x4x1xf32> {
  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = tosa.conv2d %x, %w, %b, %b, %b {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x1xf32>
  return %c : tensor<1x4x4x1xf32>
}"#,
        "'tosa.conv2d' op has a weight that is not an f32 constant",
        3,
    ),
    (
        r#"func.func @f(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %t = tosa.tanh %x : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return %t : tensor<1x4xf32>
}"#,
        "'tosa.tanh' op has no conversion to the top dialect yet",
        2,
    ),
    (
        r#"func.func @f(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %k = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
  %a = tosa.add %x, %k : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  return %a : tensor<1x4xf32>
}"#,
        "'tosa.const' op holds no f32 data",
        2,
    ),
];

#[test]
fn what_does_not_convert_is_an_error_at_the_op() {
    for (text, message, line) in BAD {
        let e = compile_text(
            "bad.mlir",
            text.as_bytes(),
            &Weights::default(),
            &CompileOptions::default(),
        )
        .unwrap_err();
        let first = e.lines().next().unwrap_or_default();
        assert!(first.starts_with(&format!("bad.mlir:{line}:")), "{e}");
        assert!(first.contains(message), "{e}");
    }
}

/// Compiles `model` (input `shape`, uniform in [-1, 1)), runs it on the cmodel and
/// compares with the numpy reference: the largest difference.
fn run_against_numpy(oracle: &Oracle, tmp: &Path, model: &str, shape: &[usize]) -> Result<f64, String> {
    let compiled = compile_text(model, &example(model), &Weights::default(), &CompileOptions::default())?;
    let bmodel = backend_tpu::bmodel::assemble(backend_tpu::regdef::Chip::Bm1684x, "2.2+rods", "now", &[compiled.net])
        .map_err(|e| e.to_string())?;
    let dir = tmp.join(model.trim_end_matches(".mlir"));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("model.bmodel");
    bmodel.write(&path).unwrap();
    let count: usize = shape.iter().product();
    // A fixed pseudo-random input (an LCG), so that runs compare the same numbers.
    let mut state = 0x2545_f491_u32;
    let x: Vec<f32> = (0..count)
        .map(|_| {
            state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            (state >> 8) as f32 / (1u32 << 23) as f32 - 1.0
        })
        .collect();
    let input = dir.join("in.npz");
    oracle.write_npz(&input, "input", shape, &x);
    let out = oracle.run_cmodel(&path, &input, &dir);
    let reference = dir.join("ref.npz");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/support/tosa_reference.py");
    let model_path = example_path(model);
    oracle.python_script(
        &script,
        &[model_path.as_os_str(), input.as_os_str(), OsStr::new(&reference)],
    );
    Ok(oracle.max_abs_err(&out, &reference))
}

#[test]
fn tosa_cnns_run_on_the_cmodel_as_numpy_computes_them() {
    let Some(oracle) = Oracle::find_or_skip("tosa_cnns_run_on_the_cmodel_as_numpy_computes_them") else {
        return;
    };
    let tmp = TempDir::new("tosa-cnn");
    let err = run_against_numpy(&oracle, &tmp.0, "cnn_nchw_tosa.mlir", &[1, 3, 16, 16]).unwrap();
    assert!(err < 1e-5, "cnn_nchw_tosa: max abs error {err}");
    let err = run_against_numpy(&oracle, &tmp.0, "cnn_tosa.mlir", &[1, 8, 8, 3]).unwrap();
    assert!(err < 1e-5, "cnn_tosa: max abs error {err}");
    let err = run_against_numpy(&oracle, &tmp.0, "cnn_classifier_tosa.mlir", &[1, 6, 6, 2]).unwrap();
    assert!(err < 1e-5, "cnn_classifier_tosa: max abs error {err}");
}
