//! Malformed-input conformance: for every case in `data/errors/`, rods-opt
//! must print exactly what `mlir-opt-22` prints on stderr (message, location,
//! source line, caret, notes) and fail.
//!
//! Each case is `data/errors/<name>.mlir`; `<name>.expected` holds the
//! expected stderr, byte for byte. For cases marked [`Expect::Upstream`] that
//! is mlir-opt-22's own output; for [`Expect::Deviation`] cases (mlir-opt
//! crashes, hangs, or prints something rods cannot know) it is rods' output
//! and the table says why. Cases named `strict_*` run without
//! `--allow-unregistered-dialect`; all others run with it, from the data
//! directory (so diagnostics name the file `<name>.mlir`).
//!
//! `data/errors/accepted/` holds inputs that look malformed but that
//! mlir-opt-22 accepts (`<name>.stdout` is its output).
//!
//! `data/errors/verify_diagnostics/` holds `--verify-diagnostics` cases with
//! mlir-opt's stdout (`.stdout`), stderr (`.stderr`) and the exit code in
//! [`VERIFY_CASES`].
//!
//! The 100,000-deep nesting inputs are generated here rather than checked in;
//! mlir-opt-22 overflows its stack on them, rods stops at its nesting limit.
//!
//! To regenerate the expected files (needs `mlir-opt-22` on `PATH`):
//! `RODS_REGEN_ERRORS=1 cargo test -p dialects --test errors`.

use dialects::driver::{run_buffer, Options, RunResult};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What a case's `.expected` file holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Expect {
    /// mlir-opt-22's stderr, matched byte for byte.
    Upstream,
    /// rods' own diagnostic; mlir-opt-22 behaves differently for the reason
    /// given.
    Deviation(&'static str),
}

use Expect::{Deviation, Upstream};

/// Every case in `data/errors/` (the test checks the directory matches).
const CASES: &[(&str, Expect)] = &[
    // ----- truncated input (the same module cut at many points) -----
    ("trunc_00", Upstream),
    ("trunc_01", Upstream),
    ("trunc_02", Upstream),
    ("trunc_03", Upstream),
    ("trunc_04", Upstream),
    ("trunc_05", Upstream),
    ("trunc_06", Upstream),
    ("trunc_07", Upstream),
    ("trunc_08", Upstream),
    ("trunc_09", Upstream),
    ("trunc_10", Upstream),
    ("trunc_11", Upstream),
    ("trunc_12", Upstream),
    ("trunc_13", Upstream),
    ("trunc_mid_string_newline", Upstream),
    // ----- strings -----
    ("string_bad_escape", Upstream),
    ("string_bad_hex_escape", Upstream),
    ("string_unterminated_eof", Upstream),
    ("string_escape_at_eof", Upstream),
    // ----- bytes that are not valid UTF-8 / not ASCII (no caret line) -----
    ("utf8_in_ssa_name", Upstream),
    ("utf8_in_attr_name", Upstream),
    ("utf8_bare_byte", Upstream),
    ("utf8_in_comment_then_error", Upstream),
    ("utf8_line_with_error", Upstream),
    (
        "utf8_in_op_name",
        Deviation("mlir-opt-22 accepts any bytes in an operation name and prints them escaped; rods' operation names are UTF-8, so it rejects the name"),
    ),
    // ----- other characters -----
    ("lone_slash", Upstream),
    ("lone_ampersand", Upstream),
    ("single_dot", Upstream),
    // ----- source-line rendering: tabs, CRLF -----
    ("tab_line_error", Upstream),
    ("crlf_error", Upstream),
    // ----- unbalanced delimiters -----
    ("unbalanced_paren", Upstream),
    ("unbalanced_brace", Upstream),
    ("unbalanced_rbrace", Upstream),
    ("unbalanced_bracket", Upstream),
    ("unbalanced_angle_dialect", Upstream),
    ("unbalanced_angle_dialect2", Upstream),
    ("unbalanced_type_angle", Upstream),
    ("dialect_type_eof", Upstream),
    ("properties_unclosed", Upstream),
    // ----- SSA values and blocks -----
    ("undefined_value", Upstream),
    ("undefined_value_in_region", Upstream),
    ("undefined_values_all_reported", Upstream),
    ("undefined_block", Upstream),
    ("undefined_blocks_all_reported", Upstream),
    ("duplicate_ssa", Upstream),
    ("duplicate_ssa_multi", Upstream),
    ("duplicate_block_arg", Upstream),
    ("duplicate_block", Upstream),
    ("type_mismatch_use", Upstream),
    ("type_mismatch_forward", Upstream),
    ("type_mismatch_two_forward", Upstream),
    ("result_count_mismatch", Upstream),
    ("result_count_mismatch2", Upstream),
    ("operand_type_count", Upstream),
    // MLIR's message has a nul byte for one operand (`"s"[n == 1]`).
    ("operand_type_count_one", Upstream),
    ("invalid_result_number", Upstream),
    ("result_number_huge", Upstream),
    (
        "forward_ref_huge_result_number",
        Deviation("mlir-opt-22 grows its value table to the result number (`%0#4000000000`) and is killed allocating it; rods keeps large numbers sparse and reports the undefined value"),
    ),
    ("name_op_without_results", Upstream),
    ("zero_result_count", Upstream),
    ("huge_result_count", Upstream),
    ("huge_result_count_overflow", Upstream),
    (
        "huge_result_count_wrap",
        Deviation("mlir-opt-22 sums the counts in a wrapping size_t (2 + 2^64-1 = 1 here) and then loops over the bogus count until it is killed; rods sums without overflow and reports the mismatch"),
    ),
    ("region_args_entry_named_later", Upstream),
    // ----- dominance (verifier) -----
    ("dominance_same_block", Upstream),
    ("dominance_across_blocks", Upstream),
    ("defined_in_child_region_used_outside", Upstream),
    ("dominance_use_in_child_region", Upstream),
    ("dominance_block_arg_child_region", Upstream),
    ("dominance_block_arg", Upstream),
    ("dominance_self_use_ssa_region", Upstream),
    // ----- dictionaries and attributes -----
    ("duplicate_dict_key", Upstream),
    ("duplicate_dict_key_quoted", Upstream),
    ("int_out_of_range", Upstream),
    ("int_neg_out_of_range", Upstream),
    ("int_neg_zero", Upstream),
    ("int_neg_unsigned", Upstream),
    ("int_huge_i64", Upstream),
    ("int_for_float", Upstream),
    ("int_for_string_type", Upstream),
    ("float_for_int", Upstream),
    ("float_bad_exponent", Upstream),
    ("hex_float_too_wide", Upstream),
    ("hex_float_negative", Upstream),
    ("hex_float_bf16_wide", Upstream),
    ("dense_shape_mismatch", Upstream),
    ("dense_nonuniform", Upstream),
    ("dense_bad_elem", Upstream),
    ("dense_dynamic", Upstream),
    ("dense_not_shaped", Upstream),
    ("dense_hex_bad_size", Upstream),
    ("dense_int_range", Upstream),
    ("dense_string_for_int", Upstream),
    ("dense_bad_hex_string", Upstream),
    (
        "huge_int_width_dims",
        Deviation("mlir-opt-22 accepts a splat whose element count (1.6e19) overflows int64; rods rejects shapes whose element count does not fit"),
    ),
    ("array_bad_elem", Upstream),
    (
        "array_bad_type",
        Deviation("mlir-opt-22 segfaults in parseDenseArrayAttr (getIntOrFloatBitWidth on `index`)"),
    ),
    ("array_bad_type_name", Upstream),
    ("array_out_of_range", Upstream),
    ("array_i1_int", Upstream),
    ("distinct_mismatch", Upstream),
    ("strided_bad", Upstream),
    ("symbol_ref_bad_nested", Upstream),
    ("dialect_namespace_invalid", Upstream),
    ("dialect_namespace_invalid_verbose", Upstream),
    ("dialect_type_namespace_invalid", Upstream),
    ("strict_dialect_attr_unregistered", Upstream),
    ("strict_dialect_type_unregistered", Upstream),
    ("strict_dialect_attr_typed_unregistered", Upstream),
    (
        "tosa_pad_padding_not_constant",
        Deviation("mlir-opt-22's PadOp::verify fails without a diagnostic when the padding is not a constant (exit 1, nothing printed); rods says why"),
    ),
    (
        "affine_for_bound_operands",
        Deviation("mlir-opt-22 verifies an affine.for whose bound map takes other inputs than its operands, then prints text that does not parse back; rods rejects it"),
    ),
    ("loc_alias_before_angle", Upstream),
    ("dialect_attr_type_error", Upstream),
    ("array_float_at_eof", Upstream),
    ("strided_missing_comma", Upstream),
    ("strided_offset_range", Upstream),
    ("loc_range_bad", Upstream),
    ("loc_line_range", Upstream),
    ("dense_ranks_inconsistent", Upstream),
    ("dense_complex_missing_comma", Upstream),
    ("dense_minus_no_number", Upstream),
    // `SparseElementsAttr::verify`
    ("sparse_shape_mismatch", Upstream),
    ("sparse_index_outside", Upstream),
    ("sparse_values_not_1d", Upstream),
    ("sparse_negative_index", Upstream),
    ("affine_map_missing_angle", Upstream),
    ("attr_value_wrong_token", Upstream),
    ("dialect_body_string_then_unbalanced", Upstream),
    // ----- types -----
    ("type_i0x", Upstream),
    ("type_vector_dynamic", Upstream),
    ("type_memref_unranked_map", Upstream),
    ("type_int_too_wide", Upstream),
    ("type_int_width_overflow", Upstream),
    ("type_vector_zero", Upstream),
    ("type_vector_bad_elem", Upstream),
    ("type_vector_scalable_unclosed", Upstream),
    ("vector_scalable_bad_dim", Upstream),
    ("type_tensor_bad_elem", Upstream),
    ("type_tensor_negative_dim", Upstream),
    ("type_tensor_unranked_encoding", Upstream),
    ("type_complex_bad", Upstream),
    ("type_tuple_unclosed", Upstream),
    ("type_memref_rank_mismatch", Upstream),
    ("type_memref_strides_rank", Upstream),
    ("type_memref_trailing_comma", Upstream),
    ("type_memref_two_spaces", Upstream),
    ("type_memref_unregistered_space", Upstream),
    ("strict_type_memref_unregistered_space", Upstream),
    ("type_memref_space_before_layout", Upstream),
    ("type_memref_missing_comma", Upstream),
    ("type_memref_bad_elem", Upstream),
    ("type_unknown_keyword", Upstream),
    ("type_missing_x", Upstream),
    ("huge_dim", Upstream),
    ("not_function_type", Upstream),
    // ----- affine maps and sets -----
    ("affine_undeclared_dim", Upstream),
    ("affine_bad_mul", Upstream),
    ("affine_missing_arrow", Upstream),
    ("affine_set_bad", Upstream),
    // ----- locations -----
    ("loc_bad_instance", Upstream),
    ("loc_undefined_alias", Upstream),
    ("loc_not_location", Upstream),
    ("loc_bad_line", Upstream),
    ("loc_callsite_no_at", Upstream),
    ("loc_verifier_name_only", Upstream),
    ("loc_verifier_unknown", Upstream),
    ("loc_verifier_callsite", Upstream),
    ("loc_verifier_fused", Upstream),
    // ----- aliases -----
    ("alias_redefinition", Upstream),
    ("type_alias_redefinition", Upstream),
    ("alias_undefined", Upstream),
    ("type_alias_undefined", Upstream),
    ("alias_dot", Upstream),
    // ----- operations and dialects -----
    ("strict_unknown_dialect_op", Upstream),
    (
        "custom_op_unknown_dialect",
        Deviation("the note lists the dialects rods registers, not mlir-opt-22's ~50"),
    ),
    ("custom_op_unknown_nodialect", Upstream),
    ("custom_op_known_dialect", Upstream),
    ("custom_op_int_type_name", Upstream),
    ("custom_op_trailing_dot", Upstream),
    ("custom_op_then_lex_error", Upstream),
    ("function_type_then_lex_error", Upstream),
    ("module_undotted_attr", Upstream),
    ("unknown_op_registered_dialect", Upstream),
    ("empty_op_name", Upstream),
    ("missing_colon_type", Upstream),
    ("successors_non_terminator_registered", Upstream),
    ("successors_empty_list", Upstream),
    // ----- verifier: structure -----
    ("symbol_redefinition", Upstream),
    ("terminator_not_last", Upstream),
    ("no_terminator", Upstream),
    ("no_terminator_multiline", Upstream),
    ("module_without_block", Upstream),
    ("module_two_blocks", Upstream),
    ("module_region_args", Upstream),
    ("empty_block_func", Upstream),
    ("successor_non_terminator", Upstream),
    ("entry_block_pred", Upstream),
    ("branch_other_region", Upstream),
    ("isolated_siblings_all_reported", Upstream),
    ("verifier_unregistered_in_func_isolated", Upstream),
    // ----- file metadata `{-# #-}` -----
    ("meta_unknown_key", Upstream),
    ("meta_unterminated", Upstream),
    ("meta_bad_blob", Upstream),
    ("meta_unknown_dialect", Upstream),
    ("meta_dialect_without_resources", Upstream),
    ("meta_bad_hex", Upstream),
    ("meta_blob_alignment", Upstream),
    ("meta_external_bad_value", Upstream),
    ("meta_stray_end", Upstream),
    ("resource_value_lex_error", Upstream),
    ("external_value_lex_error", Upstream),
    // A parse's warning (linalg's region builder cannot cast the operand)
    // is reported, ahead of the verifier's error.
    ("linalg_cast_warning", Upstream),
];

/// `--verify-diagnostics` cases: name, extra flag, mlir-opt-22's exit code.
const VERIFY_CASES: &[(&str, Option<&str>, i32)] = &[
    ("ok", None, 0),
    ("missing", None, 1),
    ("unexpected", None, 1),
    ("wrong_text", None, 1),
    ("near_miss", None, 1),
    ("above_and_offsets", None, 0),
    ("below", None, 0),
    ("unexpected_note", None, 1),
    ("verifier_note", None, 0),
    ("regex", None, 0),
    ("one_expectation_many_errors", None, 0),
    ("split", Some("--split-input-file"), 1),
];

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/errors")
}

fn options_for(name: &str) -> Options {
    Options {
        allow_unregistered: !name.starts_with("strict_"),
        ..Default::default()
    }
}

fn flags_for(name: &str) -> Vec<&'static str> {
    if name.starts_with("strict_") {
        Vec::new()
    } else {
        vec!["--allow-unregistered-dialect"]
    }
}

fn regen() -> bool {
    std::env::var_os("RODS_REGEN_ERRORS").is_some()
}

/// Runs mlir-opt-22 in `dir` on `file`; returns (stdout, stderr, exit code).
fn mlir_opt(dir: &Path, flags: &[&str], file: &str) -> (Vec<u8>, Vec<u8>, i32) {
    let out = Command::new("mlir-opt-22")
        .args(flags)
        .arg(file)
        .current_dir(dir)
        .output()
        .expect("mlir-opt-22 runs (RODS_REGEN_ERRORS needs it on PATH)");
    (out.stdout, out.stderr, out.status.code().unwrap_or(-1))
}

/// Shows the first differing line of two outputs.
fn explain(expected: &[u8], actual: &[u8]) -> String {
    let (e, a) = (String::from_utf8_lossy(expected), String::from_utf8_lossy(actual));
    let mut s = String::new();
    for (i, (x, y)) in e.split('\n').zip(a.split('\n')).enumerate() {
        if x != y {
            let _ = write!(s, "line {}:\n  expected: {x:?}\n  actual:   {y:?}", i + 1);
            return s;
        }
    }
    let _ = write!(s, "lengths differ: expected {} bytes, got {}", e.len(), a.len());
    s
}

#[test]
fn case_table_matches_data_directory() {
    let mut on_disk: Vec<String> = std::fs::read_dir(data_dir())
        .expect("errors data dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".mlir").map(str::to_string))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = CASES.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    let dup = listed.windows(2).find(|w| w[0] == w[1]);
    assert!(dup.is_none(), "case listed twice: {dup:?}");
    assert_eq!(listed, on_disk, "CASES and data/errors/*.mlir differ");
    assert!(CASES.len() >= 60);
}

#[test]
fn malformed_inputs_match_mlir_opt() {
    let dir = data_dir();
    let mut failures = Vec::new();
    for &(name, expect) in CASES {
        let file = format!("{name}.mlir");
        let text = std::fs::read(dir.join(&file)).expect("case input");
        let r: RunResult = run_buffer(&options_for(name), &file, &text);
        let expected_path = dir.join(format!("{name}.expected"));
        if regen() {
            let bytes = match expect {
                Upstream => {
                    let (_, stderr, code) = mlir_opt(&dir, &flags_for(name), &file);
                    assert_eq!(code, 1, "{name}: mlir-opt-22 exit code {code}");
                    stderr
                }
                Deviation(_) => r.stderr_bytes.clone(),
            };
            std::fs::write(&expected_path, bytes).expect("write expected");
        }
        let expected = std::fs::read(&expected_path).unwrap_or_default();
        if r.success {
            failures.push(format!("{name}: rods-opt succeeded"));
        } else if r.stderr_bytes != expected {
            failures.push(format!("{name}: {}", explain(&expected, &r.stderr_bytes)));
        } else if !r.output.is_empty() {
            failures.push(format!("{name}: unexpected output on stdout"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        CASES.len(),
        failures.join("\n")
    );
}

#[test]
fn verify_diagnostics_matches_mlir_opt() {
    let dir = data_dir().join("verify_diagnostics");
    let mut failures = Vec::new();
    for &(name, flag, code) in VERIFY_CASES {
        let file = format!("{name}.mlir");
        let text = std::fs::read(dir.join(&file)).expect("case input");
        let opts = Options {
            allow_unregistered: true,
            verify_diagnostics: true,
            split_input_file: flag == Some("--split-input-file"),
            ..Default::default()
        };
        let r = run_buffer(&opts, &file, &text);
        let (stdout_path, stderr_path) = (dir.join(format!("{name}.stdout")), dir.join(format!("{name}.stderr")));
        if regen() {
            let mut flags = vec!["--allow-unregistered-dialect", "--verify-diagnostics"];
            flags.extend(flag);
            let (stdout, stderr, c) = mlir_opt(&dir, &flags, &file);
            assert_eq!(c, code, "{name}: mlir-opt-22 exit code");
            std::fs::write(&stdout_path, stdout).expect("write stdout");
            std::fs::write(&stderr_path, stderr).expect("write stderr");
        }
        let stdout = std::fs::read(&stdout_path).expect("expected stdout");
        let stderr = std::fs::read(&stderr_path).expect("expected stderr");
        if r.success != (code == 0) {
            failures.push(format!("{name}: success {} but mlir-opt exits {code}", r.success));
        }
        if r.stderr_bytes != stderr {
            failures.push(format!("{name} stderr: {}", explain(&stderr, &r.stderr_bytes)));
        }
        // mlir-opt writes no output when it fails.
        let out: &[u8] = if r.success { &r.output } else { &[] };
        if code == 0 && out != stdout.as_slice() {
            failures.push(format!("{name} stdout: {}", explain(&stdout, out)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Inputs that look malformed but that mlir-opt-22 accepts: rods must print
/// the same module (`accepted/<name>.stdout` is mlir-opt's output).
#[test]
fn malformed_looking_inputs_accepted_like_mlir_opt() {
    let dir = data_dir().join("accepted");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("accepted dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".mlir").map(str::to_string))
        .collect();
    names.sort();
    assert!(!names.is_empty());
    let mut failures = Vec::new();
    for name in names {
        let file = format!("{name}.mlir");
        let text = std::fs::read(dir.join(&file)).expect("input");
        let r = run_buffer(&options_for(&name), &file, &text);
        let stdout_path = dir.join(format!("{name}.stdout"));
        if regen() {
            let (stdout, stderr, code) = mlir_opt(&dir, &flags_for(&name), &file);
            assert!(code == 0 && stderr.is_empty(), "{name}: mlir-opt-22 rejects it");
            std::fs::write(&stdout_path, stdout).expect("write stdout");
        }
        let expected = std::fs::read(&stdout_path).expect("expected stdout");
        if !r.success {
            failures.push(format!("{name}: {}", r.stderr.lines().next().unwrap_or("")));
        } else if r.output != expected {
            failures.push(format!("{name}: {}", explain(&expected, &r.output)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The rendered diagnostic for an error at (1-based) `line`, `col` of `text`.
fn rendered(name: &str, text: &str, line: usize, col: usize, message: &str) -> String {
    let src = text.split('\n').nth(line - 1).unwrap_or("");
    format!(
        "{name}:{line}:{col}: error: {message}\n{src}\n{}^\n",
        " ".repeat(col - 1)
    )
}

/// Runs a generated case (with `--allow-unregistered-dialect`).
fn run_generated(name: &str, text: &str) -> RunResult {
    run_buffer(&options_for(name), name, text.as_bytes())
}

const NEST: usize = 100_000;
const LIMIT_MSG: &str = "exceeded maximum nesting depth of 1000";

/// mlir-opt-22 overflows its stack on each of these (exit 139); rods reports
/// its nesting limit at the token that goes one level too deep.
#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let cases: Vec<(&str, String, usize, usize)> = vec![
        // (name, input, line, col of the error)
        (
            "deep_region.mlir",
            "\"foo.op\"() ({\n".repeat(NEST) + &"}) : () -> ()\n".repeat(NEST),
            1001,
            13,
        ),
        (
            "deep_array.mlir",
            format!(
                "\"foo.op\"() {{a = {}{}}} : () -> ()\n",
                "[".repeat(NEST),
                "]".repeat(NEST)
            ),
            1,
            17 + 1000,
        ),
        (
            "deep_dict.mlir",
            format!(
                "\"foo.op\"() {{a = {}{}}} : () -> ()\n",
                "{a = ".repeat(NEST),
                "}".repeat(NEST)
            ),
            1,
            17 + 5 * 1000,
        ),
        (
            "deep_tuple.mlir",
            format!("\"foo.op\"() : () -> {}{}\n", "tuple<".repeat(NEST), ">".repeat(NEST)),
            1,
            20 + 6 * 999,
        ),
        (
            "deep_function_type.mlir",
            format!("\"foo.op\"() : () -> {}{}\n", "(".repeat(NEST), ")".repeat(NEST)),
            1,
            20 + 1000,
        ),
        (
            "deep_callsite.mlir",
            format!(
                "\"foo.op\"() : () -> () loc({}unknown{})\n",
                "callsite(".repeat(NEST),
                " at unknown)".repeat(NEST)
            ),
            1,
            27 + 9 * 1000,
        ),
        (
            "deep_dense.mlir",
            format!(
                "\"foo.op\"() {{a = dense<{}1{}> : tensor<i32>}} : () -> ()\n",
                "[".repeat(NEST),
                "]".repeat(NEST)
            ),
            1,
            23 + 999,
        ),
    ];
    let mut failures = Vec::new();
    for (name, text, line, col) in &cases {
        let r = run_generated(name, text);
        let want = rendered(name, text, *line, *col, LIMIT_MSG);
        if r.success || r.stderr != want {
            let first = r.stderr.lines().next().unwrap_or("").to_string();
            failures.push(format!("{name}: got {first:?}, want {:?}", want.lines().next()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Other deep inputs mlir-opt-22 overflows its stack on: rods must answer
/// (output or a diagnostic) on an ordinary 2 MiB test thread, without
/// crashing.
#[test]
fn other_deep_inputs_do_not_crash() {
    let inputs = [
        (
            "deep_nameloc.mlir",
            format!(
                "\"foo.op\"() : () -> () loc({}unknown{})\n",
                "\"a\"(".repeat(NEST),
                ")".repeat(NEST)
            ),
        ),
        (
            "deep_fused.mlir",
            format!(
                "\"foo.op\"() : () -> () loc({}unknown{})\n",
                "fused[".repeat(NEST),
                "]".repeat(NEST)
            ),
        ),
        (
            "deep_complex.mlir",
            format!(
                "\"foo.op\"() {{a = dense<{}1{}> : tensor<complex<i32>>}} : () -> ()\n",
                "(".repeat(NEST),
                ")".repeat(NEST)
            ),
        ),
        (
            "deep_affine_parens.mlir",
            format!(
                "#map = affine_map<(d0) -> ({}d0{})>\n",
                "(".repeat(NEST),
                ")".repeat(NEST)
            ),
        ),
        (
            "deep_affine_negation.mlir",
            format!("#map = affine_map<(d0) -> ({}d0)>\n", "-".repeat(NEST)),
        ),
        (
            "long_affine_sum.mlir",
            format!(
                "#map = affine_map<(d0) -> ({}d0)>\n\"foo.op\"() {{m = #map}} : () -> ()\n",
                "d0 + ".repeat(NEST)
            ),
        ),
        ("deep_distinct.mlir", {
            let n = 5000;
            format!(
                "\"foo.op\"() {{a = {}unit{}}} : () -> ()\n",
                (0..n).map(|i| format!("distinct[{i}]<")).collect::<String>(),
                ">".repeat(n)
            )
        }),
    ];
    for (name, text) in inputs {
        let r = run_generated(name, &text);
        assert!(
            r.success || r.stderr.starts_with(name),
            "{name}: {}",
            r.stderr.lines().next().unwrap_or("")
        );
    }
}

/// Nested aliases that double at each step (the "billion laughs"): mlir-opt-22
/// accepts them and then prints 2^60 elements; rods stops at the reference
/// that takes the text they stand for past its budget (64 times the input
/// plus 64 MiB), for attribute and type aliases alike. Aliases used many
/// times without nesting stay accepted.
#[test]
fn nested_aliases_that_multiply_are_an_error() {
    let attrs = (1..60).fold("#a0 = [1, 1]\n".to_string(), |text, i| {
        text + &format!("#a{i} = [#a{}, #a{}]\n", i - 1, i - 1)
    }) + "\"foo.op\"() {x = #a59} : () -> ()\n";
    let r = run_generated("nested_attr_aliases.mlir", &attrs);
    assert!(
        r.stderr
            .starts_with("nested_attr_aliases.mlir:23:15: error: alias '#a21' expands this to more than"),
        "{}",
        r.stderr
    );
    let types = (1..60).fold("!t0 = tuple<i32, i32>\n".to_string(), |text, i| {
        text + &format!("!t{i} = tuple<!t{}, !t{}>\n", i - 1, i - 1)
    }) + "\"foo.op\"() : () -> !t59\n";
    let r = run_generated("nested_type_aliases.mlir", &types);
    assert!(
        r.stderr
            .starts_with("nested_type_aliases.mlir:23:20: error: alias '!t21' expands this"),
        "{}",
        r.stderr
    );
    let flat = "#m = affine_map<(d0, d1) -> (d1, d0)>\n".to_string()
        + &"\"foo.op\"() {a = [#m, #m, #m, #m, #m, #m, #m, #m]} : () -> ()\n".repeat(20_000);
    let r = run_generated("many_alias_uses.mlir", &flat);
    assert!(r.success, "{}", r.stderr.lines().next().unwrap_or(""));
}

/// Nesting just under the limit parses, verifies and prints on an ordinary
/// test thread, in debug builds too (deep input gets a big-stack thread).
/// mlir-opt-22 prints the same module for this input.
#[test]
fn nesting_under_the_limit_round_trips() {
    let n = 990;
    let text = "\"foo.op\"() ({\n".repeat(n) + &"}) : () -> ()\n".repeat(n);
    let r = run_generated("deep_ok.mlir", &text);
    assert!(r.success, "{}", r.stderr.lines().next().unwrap_or(""));
    let out = String::from_utf8(r.output).expect("utf-8");
    assert_eq!(out.matches("\"foo.op\"() ({").count(), n);
    assert!(out.starts_with("module {\n  \"foo.op\"() ({\n    \"foo.op\"() ({\n"));
}

/// A dialect attribute body is scanned, not parsed recursively: mlir-opt-22
/// accepts 100,000 nested `<` and so does rods.
#[test]
fn deep_dialect_attribute_body_is_accepted() {
    let body = "<".repeat(NEST) + &">".repeat(NEST);
    let text = format!("\"foo.op\"() {{a = #foo.bar{body}}} : () -> ()\n");
    let r = run_generated("deep_dialect.mlir", &text);
    assert!(r.success, "{}", r.stderr.lines().next().unwrap_or(""));
    let out = String::from_utf8(r.output).expect("utf-8");
    assert_eq!(
        out,
        format!("module {{\n  \"foo.op\"() {{a = #foo.bar{body}}} : () -> ()\n}}\n\n")
    );
}
