//! TPU-MLIR's `top` and `tpu` dialects, declared in `.ods`: the IR TPU-MLIR
//! 1.30.2 printed for the reference models (`tests/data/tpu_ref`) parses,
//! verifies and prints back byte for byte (text and bytecode), with the
//! inherent attributes kept in the attribute dictionary as TPU-MLIR keeps
//! them; bad attributes get MLIR's messages.

use dialects::driver::{parse_args, run_buffer, RunResult};
use std::fs;
use std::path::{Path, PathBuf};

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tpu_ref")
}

fn run(args: &[&str], name: &str, text: &[u8]) -> RunResult {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let opts = parse_args(&args).expect("valid arguments");
    run_buffer(&opts, name, text)
}

/// `(file name, contents)` of the reference files whose name ends in `suffix`.
fn files(suffix: &str) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = fs::read_dir(data_dir())
        .expect("tpu_ref data")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .map(|p| {
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            (name, fs::read(&p).expect("readable"))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn tpu_mlir_output_prints_back_byte_for_byte() {
    let mut checked = 0;
    for suffix in ["_tpu.mlir", "_final.mlir"] {
        for (name, text) in files(suffix) {
            let r = run(&["--mlir-print-debuginfo", "-"], &name, &text);
            assert!(r.success, "{name}: {}", r.stderr);
            assert_eq!(
                String::from_utf8_lossy(&r.output),
                String::from_utf8_lossy(&text),
                "{name}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 14, "every reference model's _tpu.mlir and _final.mlir");
}

#[test]
fn tpu_mlir_output_round_trips_through_bytecode() {
    for (name, text) in files("_final.mlir") {
        let bc = run(&["--emit-bytecode", "-"], &name, &text);
        assert!(bc.success, "{name}: {}", bc.stderr);
        let back = run(&["--mlir-print-debuginfo", "-"], &name, &bc.output);
        assert!(back.success, "{name}: {}", back.stderr);
        assert_eq!(
            String::from_utf8_lossy(&back.output),
            String::from_utf8_lossy(&text),
            "{name}"
        );
    }
}

#[test]
fn top_inputs_verify_and_get_their_defaults() {
    let models = files("_top.mlir");
    assert_eq!(models.len(), 7);
    for (name, text) in models {
        let r = run(&["-"], &name, &text);
        assert!(r.success, "{name}: {}", r.stderr);
        let out = String::from_utf8_lossy(&r.output);
        // TPU-MLIR fills `do_preprocess = false` on every top.Input (its
        // `_final.mlir` files show it), in the attribute dictionary.
        assert!(
            out.contains("\"top.Input\"(%arg0) {do_preprocess = false}"),
            "{name}: {out}"
        );
        assert!(!out.contains("<{"), "{name}: no properties: {out}");
    }
}

#[test]
fn bad_tpu_attributes_get_mlir_messages() {
    let cases = [
        (
            r#""tpu.Relu"(%a) {relu_limit = 1 : i64}"#,
            "'tpu.Relu' op attribute 'relu_limit' failed to satisfy constraint: 64-bit float attribute",
        ),
        (
            r#""tpu.Pool2D"(%a) {kernel_shape = [2, 2], strides = [1, 1]}"#,
            "'tpu.Pool2D' op requires attribute 'pads'",
        ),
    ];
    for (op, message) in cases {
        let text = format!(
            "func.func @f(%a: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {{\n  %0 = {op} : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>\n  return %0 : tensor<1x8x4x4xf32>\n}}\n"
        );
        let r = run(&["-"], "in.mlir", text.as_bytes());
        assert!(!r.success, "{op} must be rejected");
        assert!(r.stderr.contains(message), "{op}: {}", r.stderr);
    }
}

#[test]
fn tpu_attribute_mnemonics_are_tpu_mlirs() {
    // Every mnemonic TpuOps.td declares parses, also those the reference
    // models do not use; an unknown one is an error.
    let ok = "func.func @f() attributes {a = #tpu<dq_mode Normal>, b = #tpu<rope_mode contiguous_halves>, c = #tpu<Pad_Mode edge>, d = #tpu.do_compress<do_compress = true, do_decompress = false, bias0 = -3, bias1 = 0, is_signed = true, zero_guard = false>, e = #tpu<yuv2rgb_formula_mode _601_full>} {\n  return\n}\n";
    let r = run(&["-"], "ok.mlir", ok.as_bytes());
    assert!(r.success, "{}", r.stderr);
    let bad = "func.func @f() attributes {a = #tpu<bogus X>} {\n  return\n}\n";
    let r = run(&["-"], "bad.mlir", bad.as_bytes());
    assert!(!r.success);
    assert!(
        r.stderr.contains("unknown attribute `bogus` in dialect `tpu`"),
        "{}",
        r.stderr
    );
}

/// The `(message, line:col)` pairs of every error in `stderr`.
fn errors(stderr: &str) -> Vec<(String, String)> {
    stderr
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("in.mlir:")?;
            let (pos, msg) = rest.split_once(": error: ")?;
            Some((pos.to_string(), msg.to_string()))
        })
        .collect()
}

fn attr_errors(attr: &str) -> Vec<(String, String)> {
    let text = format!("func.func @f() attributes {{a = {attr}}} {{\n  return\n}}\n");
    let r = run(&["-"], "in.mlir", text.as_bytes());
    assert!(!r.success, "{attr} must be rejected");
    errors(&r.stderr)
}

fn pair(pos: &str, msg: &str) -> (String, String) {
    (pos.to_string(), msg.to_string())
}

#[test]
fn enum_attribute_cases_are_checked_with_mlir_messages() {
    // mlir-opt-22 on `#index<cmp_predicate bogus>` says the same, with
    // IndexCmpPredicate's names: the case's position, then the next token's.
    assert_eq!(
        attr_errors("#tpu<round_mode Bogus>"),
        vec![
            pair(
                "1:48",
                "expected ::tpu_mlir::tpu::RoundMode to be one of: HalfAwayFromZero, HalfUp, HalfDown, HalfToEven, HalfToOdd, HalfTowardsZero, TowardsZero, Up, Down"
            ),
            pair(
                "1:53",
                "failed to parse Tpu_RoundModeAttr parameter 'value' which is to be a `::tpu_mlir::tpu::RoundMode`"
            ),
        ]
    );
    assert_eq!(
        attr_errors("#tpu<pool_mode 5>"),
        vec![
            pair("1:47", "expected valid keyword or string"),
            pair(
                "1:47",
                "failed to parse Tpu_PoolModeAttr parameter 'value' which is to be a `::tpu_mlir::tpu::PoolMode`"
            ),
        ]
    );
}

const COMPRESS: &str = "do_compress = true, do_decompress = false, bias0 = 1, bias1 = 2, is_signed = false";

#[test]
fn struct_attribute_errors_are_mlirs() {
    // The messages and positions of mlir-tblgen's struct parser (checked
    // with mlir-opt-22 on `#llvm.tbaa_type_desc<...>`).
    assert_eq!(
        attr_errors(&format!("#tpu.do_compress<{COMPRESS}>")),
        vec![pair("1:131", "expected ','")],
        "a missing parameter"
    );
    assert_eq!(
        attr_errors(&format!("#tpu.do_compress<{COMPRESS}, bogus = 1>")),
        vec![pair("1:141", "duplicate or unknown struct parameter name: bogus")],
        "an unknown parameter"
    );
    assert_eq!(
        attr_errors(&format!("#tpu.do_compress<{COMPRESS}, bias0 = 1>")),
        vec![pair("1:141", "duplicate or unknown struct parameter name: bias0")],
        "a duplicated parameter"
    );
    assert_eq!(
        attr_errors("#tpu.do_compress<do_compress = 2, do_decompress = false, bias0 = 1, bias1 = 2, is_signed = false, zero_guard = true>"),
        vec![
            pair("1:63", "integer value too large"),
            pair(
                "1:64",
                "failed to parse Tpu_CompressAttr parameter 'do_compress' which is to be a `bool`"
            ),
        ],
        "a wrong value kind"
    );
    assert_eq!(
        attr_errors("#tpu.do_compress<do_compress = true, do_decompress = false, bias0 = x, bias1 = 2, is_signed = false, zero_guard = true>"),
        vec![
            pair("1:100", "expected integer value"),
            pair(
                "1:100",
                "failed to parse Tpu_CompressAttr parameter 'bias0' which is to be a `int32_t`"
            ),
        ]
    );
    let lg = "#tpu.lg<out_addr = 0, out_size = 4, buffer_addr = 0, buffer_size = 0, eu_align = false, can_merge = false, in_hslice_offset = 3";
    let errs = attr_errors(&format!("{lg}>"));
    assert_eq!(errs.first().map(|e| e.1.as_str()), Some("expected '['"));
    assert_eq!(
        errs.get(1).map(|e| e.1.as_str()),
        Some("failed to parse Tpu_LayerGroupAttr parameter 'in_hslice_offset' which is to be a `DenseI64ArrayAttr`")
    );
}

#[test]
fn struct_attributes_parse_in_any_order_and_print_in_declaration_order() {
    let text = "func.func @f() attributes {a = #tpu.do_compress<zero_guard = true, bias1 =   -2, is_signed = 1, bias0 = 7, do_decompress = false, do_compress = true>} {\n  return\n}\n";
    let r = run(&["-"], "in.mlir", text.as_bytes());
    assert!(r.success, "{}", r.stderr);
    let out = String::from_utf8_lossy(&r.output);
    assert!(
        out.contains("#tpu.do_compress<do_compress = true, do_decompress = false, bias0 = 7, bias1 = -2, is_signed = true, zero_guard = true>"),
        "{out}"
    );
}

#[test]
fn typed_accessors_read_tpu_attributes() {
    use dialects::tpu::ops::{Conv2DOp, LayerGroupAttr, Pool2DOp, PoolMode, RoundMode, RoundModeAttr};
    let ctx = ir::Context::new();
    dialects::register_all(&ctx);
    let text = fs::read(data_dir().join("conv_relu_pool_group_final.mlir")).expect("reference file");
    let m = ir::text::parse_source(&ctx, "conv_relu_pool_group_final.mlir", &text).expect("parses");
    let ops = m.arena.walk_preorder(m.top);
    let pool = ops
        .iter()
        .find_map(|&op| Pool2DOp::cast(&ctx, &m.arena, op))
        .expect("a tpu.Pool2D");
    assert_eq!(pool.pool_mode(&ctx, &m.arena), Some(PoolMode::Max));
    assert_eq!(pool.round_mode(&ctx, &m.arena), Some(RoundMode::HalfAwayFromZero));
    let conv = ops
        .iter()
        .find_map(|&op| Conv2DOp::cast(&ctx, &m.arena, op))
        .expect("a tpu.Conv2D");
    assert_eq!(conv.round_mode(&ctx, &m.arena), Some(RoundMode::HalfUp));
    let lg: LayerGroupAttr = conv.ginfo(&ctx, &m.arena).expect("a #tpu.lg ginfo");
    assert_eq!((lg.out_addr, lg.out_size, lg.id, lg.stage), (0, 1024, 3, 1));
    assert!(lg.eu_align && !lg.can_merge);
    assert!(lg.in_hslice_offset.is_empty());
    assert_eq!(
        (lg.c_slice.as_slice(), lg.h_slice.as_slice(), lg.w_slice.as_slice()),
        (&[8][..], &[16][..], &[16][..])
    );
    // The same through the attribute types, and back.
    let attr = conv.ginfo_attr(&ctx, &m.arena).expect("ginfo");
    assert_eq!(LayerGroupAttr::read(&ctx, attr).as_ref(), Some(&lg));
    assert_eq!(lg.get(&ctx), attr, "building gives the uniqued attribute");
    let rm = conv.round_mode_attr(&ctx, &m.arena).expect("round_mode");
    assert_eq!(RoundModeAttr::read(&ctx, rm), Some(RoundMode::HalfUp));
    assert_eq!(RoundModeAttr::get(&ctx, RoundMode::HalfUp), rm);
}

#[test]
fn enum_attribute_defaults_are_filled() {
    // `round_mode` of tpu.Pool2D defaults to HalfAwayFromZero; a default
    // is a real enum attribute.
    let text = "func.func @f(%a: tensor<1x8x4x4xf32>) -> tensor<1x8x2x2xf32> {\n  %0 = \"tpu.Pool2D\"(%a) {kernel_shape = [2, 2], pads = [0, 0, 0, 0], pool_mode = #tpu<pool_mode Avg>, strides = [2, 2]} : (tensor<1x8x4x4xf32>) -> tensor<1x8x2x2xf32>\n  return %0 : tensor<1x8x2x2xf32>\n}\n";
    let r = run(&["-"], "in.mlir", text.as_bytes());
    assert!(r.success, "{}", r.stderr);
    let out = String::from_utf8_lossy(&r.output);
    assert!(out.contains("round_mode = #tpu<round_mode HalfAwayFromZero>"), "{out}");
}

/// TPU-MLIR's second stage, `tpuc-opt NAME_top.mlir --canonicalize
/// --processor-assign=... --convert-top-to-tpu --canonicalize` (after its first
/// stage's `--canonicalize`), gives TPU-MLIR's `_tpu.mlir` byte for byte for every
/// F32 reference model.
#[test]
fn top_lowers_to_tpu_mlirs_tpu_mlir() {
    let passes = [
        "--canonicalize",
        "--processor-assign=chip=bm1684x mode=F32",
        "--convert-top-to-tpu",
        "--canonicalize",
    ];
    assert_eq!(
        stage_gives_reference(&passes, "_top.mlir", "_tpu.mlir"),
        6,
        "every F32 reference model"
    );
}

/// Runs `passes` on every F32 reference file ending in `from` and checks each output
/// against the model's file ending in `to`, byte for byte; the number checked.
fn stage_gives_reference(passes: &[&str], from: &str, to: &str) -> usize {
    stage_gives_reference_of(passes, from, to, |model| !model.ends_with("_int8"))
}

/// [`stage_gives_reference`] on the models `which` picks. A model with a weight file
/// `<model>_tpu_weights.npz` (TPU-MLIR's lowered weights) gets it with `--weight-file`.
fn stage_gives_reference_of(passes: &[&str], from: &str, to: &str, which: impl Fn(&str) -> bool) -> usize {
    let mut checked = 0;
    for (name, text) in files(from) {
        let model = name.trim_end_matches(from);
        if !which(model) {
            continue;
        }
        let weights = data_dir().join(format!("{model}_tpu_weights.npz"));
        let weight_flag = format!("--weight-file={}", weights.display());
        let args: Vec<&str> = std::iter::once("--mlir-print-debuginfo")
            .chain(weights.exists().then_some(weight_flag.as_str()))
            .chain(passes.iter().copied())
            .chain(std::iter::once("-"))
            .collect();
        let r = run(&args, &name, &text);
        assert!(r.success, "{name}: {}", r.stderr);
        let expected = fs::read(data_dir().join(format!("{model}{to}"))).expect("reference");
        assert_eq!(
            String::from_utf8_lossy(&r.output),
            String::from_utf8_lossy(&expected),
            "{model}"
        );
        checked += 1;
    }
    checked
}

#[test]
fn int8_lowering_without_calibration_is_a_clear_error() {
    let (name, text) = files("_top.mlir")
        .into_iter()
        .find(|(n, _)| n.contains("int8"))
        .expect("the int8 model");
    let r = run(
        &["--processor-assign=chip=bm1684x mode=INT8", "--convert-top-to-tpu", "-"],
        &name,
        &text,
    );
    assert!(!r.success);
    assert!(
        r.stderr
            .contains("INT8 lowering needs a calibrated input (run import-calibration-table first)"),
        "{}",
        r.stderr
    );
}

/// TPU-MLIR's third stage (`--processor-tpu-optimize --dev-parallel --weight-reorder
/// --subnet-divide --op-reorder --topo-sort --layer-group --address-assign`) gives
/// TPU-MLIR's `_final.mlir` byte for byte for every F32 reference model, the
/// layer-grouped conv -> relu -> pool included.
#[test]
fn tpu_passes_give_tpu_mlirs_final_mlir() {
    assert_eq!(
        stage_gives_reference(&FINAL_STAGE, "_tpu.mlir", "_final.mlir"),
        6,
        "every F32 reference model"
    );
}

const FINAL_STAGE: [&str; 8] = [
    "--processor-tpu-optimize",
    "--dev-parallel",
    "--weight-reorder",
    "--subnet-divide",
    "--op-reorder",
    "--topo-sort",
    "--layer-group",
    "--address-assign",
];

/// The third stage on the INT8 reference model (a calibrated input cast to `i8`, an
/// 8-bit conv with relu, a cast back to `f32`) gives TPU-MLIR's `_final.mlir`: the
/// merged coefficient, the three-op layer group, the addresses.
#[test]
fn tpu_passes_give_tpu_mlirs_final_mlir_for_int8() {
    assert_eq!(
        stage_gives_reference_of(&FINAL_STAGE, "_tpu.mlir", "_final.mlir", |m| m.ends_with("_int8")),
        1,
        "the INT8 reference model"
    );
}

/// The merged coefficient `out_merge` that `dev-parallel` and `weight-reorder` make
/// from the lowered weights `weights` for the `_tpu.mlir` text `text`.
fn merged_coefficient(text: &[u8], weights: &std::path::Path) -> Vec<u8> {
    use dialects::top::weights::{store, Weights};
    let opts = parse_args(&["-".to_string()]).expect("valid arguments");
    let ctx = dialects::driver::new_context(&opts);
    store(&ctx).insert_all(&Weights::read(weights).expect("weights"));
    let mut module = ir::text::parse_source(&ctx, "in.mlir", text).expect("parses");
    let registry = dialects::driver::pass_registry();
    let root =
        ir::pass::parse_pass_pipeline("builtin.module(dev-parallel,weight-reorder)", &registry).expect("pipeline");
    let mut pm = ir::pass::PassManager::new(root, ir::pass::PassManagerOptions::default());
    pm.initialize(&ctx).expect("initializes");
    let (result, _) = pm.run(&ctx, &mut module.arena, module.top);
    assert!(result.is_ok(), "the passes run");
    store(&ctx).get("out_merge").expect("the merged weight").bytes
}

fn tpu_mlirs_merged_coefficient(addressed: &std::path::Path) -> Vec<u8> {
    let weights = dialects::top::weights::Weights::read(addressed).expect("TPU-MLIR's weights");
    weights
        .get("out_merge")
        .expect("TPU-MLIR's merged weight")
        .bytes
        .clone()
}

/// `weight-reorder` merges an 8-bit conv's filter, bias and requant parameters into
/// the bytes TPU-MLIR writes to its addressed weight file.
#[test]
fn int8_conv_weights_merge_into_tpu_mlirs_bytes() {
    let model = "conv3x3_relu_int8";
    let text = fs::read(data_dir().join(format!("{model}_tpu.mlir"))).expect("reference");
    let ours = merged_coefficient(&text, &data_dir().join(format!("{model}_tpu_weights.npz")));
    let theirs =
        tpu_mlirs_merged_coefficient(&data_dir().join(format!("{model}_tpu_addressed_bm1684x_int8_sym_weight.npz")));
    assert_eq!(ours, theirs);
}

/// The swept models of `tests/data/<folder>` (the stems of its `_tpu.mlir` files), sorted.
fn swept_models(folder: &str) -> (PathBuf, Vec<String>) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(folder);
    let mut models: Vec<String> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{folder} data: {e}"))
        .filter_map(|e| {
            let name = e.expect("entry").file_name().to_string_lossy().into_owned();
            name.strip_suffix("_tpu.mlir").map(str::to_string)
        })
        .collect();
    models.sort();
    (dir, models)
}

/// Runs the third stage on `dir`'s `<model>_tpu.mlir` with its weights and asserts that
/// it gives TPU-MLIR's `<model>_final.mlir` byte for byte; returns the input text and
/// the weight file.
fn assert_final_stage_as_tpu_mlir(dir: &Path, model: &str) -> (Vec<u8>, PathBuf) {
    let text = fs::read(dir.join(format!("{model}_tpu.mlir"))).expect("tpu.mlir");
    let weights = dir.join(format!("{model}_tpu_weights.npz"));
    let weight_flag = format!("--weight-file={}", weights.display());
    let args: Vec<&str> = std::iter::once("--mlir-print-debuginfo")
        .chain(std::iter::once(weight_flag.as_str()))
        .chain(FINAL_STAGE.iter().copied())
        .chain(std::iter::once("-"))
        .collect();
    let r = run(&args, model, &text);
    assert!(r.success, "{model}: {}", r.stderr);
    let expected = fs::read(dir.join(format!("{model}_final.mlir"))).expect("final.mlir");
    assert_eq!(
        String::from_utf8_lossy(&r.output),
        String::from_utf8_lossy(&expected),
        "{model}"
    );
    (text, weights)
}

/// Swept INT8 conv models (`tests/data/tpu_int8`): the third stage gives TPU-MLIR's
/// `_final.mlir`, and the merged coefficient TPU-MLIR's bytes.
#[test]
fn swept_int8_convs_give_tpu_mlirs_final_mlir_and_coefficients() {
    let (dir, models) = swept_models("tpu_int8");
    assert_eq!(models.len(), 6);
    for model in models {
        let (text, weights) = assert_final_stage_as_tpu_mlir(&dir, &model);
        let ours = merged_coefficient(&text, &weights);
        let theirs = tpu_mlirs_merged_coefficient(&dir.join(format!("{model}_addressed_weight.npz")));
        assert_eq!(ours, theirs, "{model}");
    }
}

/// Swept INT8 models TPU-MLIR layer-groups beyond a single convolution
/// (`tests/data/tpu_int8_groups`: cast -> relu / max or average pool / conv -> max pool -> cast,
/// casts -> add -> cast, a partial group after a global cast): the third stage gives
/// TPU-MLIR's `_final.mlir` byte for byte.
#[test]
fn swept_int8_groups_give_tpu_mlirs_final_mlir() {
    let (dir, models) = swept_models("tpu_int8_groups");
    assert_eq!(models.len(), 12);
    for model in models {
        assert_final_stage_as_tpu_mlir(&dir, &model);
    }
}

/// An INT8 chain over a tensor too large for any memory is not grouped, and address
/// assignment reports it as an error instead of overflowing.
#[test]
fn int8_chain_too_large_for_memory_is_an_error() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tpu_int8_groups");
    let text = fs::read_to_string(dir.join("relu_n1_c4_h8_w8_tpu.mlir")).expect("tpu.mlir");
    let text = text.replace("1x4x8x8", "1x4x1073741824x1073741824");
    let args: Vec<&str> = FINAL_STAGE.iter().copied().chain(std::iter::once("-")).collect();
    let r = run(&args, "big.mlir", text.as_bytes());
    assert!(!r.success);
    assert!(r.stderr.contains("larger than 256 TiB"), "{}", r.stderr);
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
}

/// An 8-bit conv whose weights are not in the weight store is an error at the
/// weight's location, not a panic.
#[test]
fn int8_weight_reorder_without_weight_data_is_an_error() {
    let text = fs::read(data_dir().join("conv3x3_relu_int8_tpu.mlir")).expect("reference");
    let r = run(&["--weight-reorder", "-"], "in.mlir", &text);
    assert!(!r.success);
    assert!(
        r.stderr
            .contains("weight `out_filter_i8` has no data in the weight store"),
        "{}",
        r.stderr
    );
}
