//! The scf tiling driver's options (`dialects::scf::tiling`: upstream's
//! `SCFTilingOptions` with interchange, `scf.forall` loops by tile sizes or
//! numbers of threads with a mapping, `tensor.empty` destinations) and
//! tile-and-fuse (`tile_consumer_and_fuse_producers`) against mlir-opt-22:
//! each case of `data/tiling_options/` names the op to transform on its
//! `// MATCH:` line and the transform op on its `// TRANSFORM:` line
//! (`tile_using_for`, `tile_using_forall` or `fuse`, `{use_forall}` too,
//! with their upstream syntax); rods does what that transform op does (tiles, replaces the op,
//! normalizes the `scf.forall` tiled by sizes, erases what fusion left
//! unused) and must print `NAME.expected` byte for byte: mlir-opt-22's
//! `--transform-interpreter` output (made by `regen.sh`; when `mlir-opt-22`
//! is installed, its live output must be that file too).

use crate::support::parsed::Parsed;
use dialects::scf::tiling::fuse::tile_consumer_and_fuse_producers;
use dialects::scf::tiling::{normalize_forall, tile_using_scf, LoopType, ScfTilingOptions};
use ir::diag::Severity;
use ir::pass::Diagnostics;
use ir::reify::OpFoldResult;
use ir::rewrite::{OpTable, PatternRewriter, SinkListener};
use ir::text::printer::{print_operation, PrintOptions};
use ir::tiling::TilingError;
use std::fs;
use std::path::{Path, PathBuf};

/// The data directory.
fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tiling_options")
}

/// The inputs of `data/tiling_options`, sorted.
fn cases() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = fs::read_dir(dir())
        .expect("data/tiling_options")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    out.sort();
    out
}

/// The text after `// KEY: ` in `text`.
fn header<'a>(text: &'a str, key: &str) -> &'a str {
    let prefix = format!("// {key}: ");
    text.lines()
        .find_map(|l| l.strip_prefix(prefix.as_str()))
        .unwrap_or_else(|| panic!("a {key} line"))
}

/// The integers of the bracketed list after `key` in `line`, if any.
fn list(line: &str, key: &str) -> Option<Vec<i64>> {
    let rest = &line[line.find(key)? + key.len()..];
    let rest = rest.trim_start().trim_start_matches('=').trim_start();
    let inner = &rest[rest.find('[')? + 1..rest.find(']')?];
    Some(
        inner
            .split(',')
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(|w| w.parse().expect("an integer"))
            .collect(),
    )
}

/// A transform op of a case, as rods runs it.
#[derive(Debug)]
enum Transform {
    /// `transform.structured.tile_using_for` / `tile_using_forall`.
    Tile {
        options: ScfTilingOptions,
        /// `tile_using_forall` by tile sizes: normalize the loop.
        normalize: bool,
    },
    /// `transform.structured.fuse`.
    Fuse(ScfTilingOptions),
}

/// The transform of `line` (in `ctx`, for the mapping attribute).
fn transform(ctx: &ir::Context, line: &str) -> Transform {
    let ints = |v: Vec<i64>| -> Vec<OpFoldResult> { v.into_iter().map(|x| OpFoldResult::index(ctx, x)).collect() };
    let sizes = ints(list(line, "tile_sizes").unwrap_or_default());
    if line.contains("structured.fuse ") {
        let interchange = list(line, "interchange").unwrap_or_default();
        let mut options = ScfTilingOptions::for_loops(&sizes).with_interchange(&interchange);
        if line.contains("use_forall") {
            options.loop_type = LoopType::Forall;
        }
        return Transform::Fuse(options);
    }
    if line.contains("tile_using_forall ") {
        let threads = ints(list(line, "num_threads").unwrap_or_default());
        let mut options = if threads.is_empty() {
            ScfTilingOptions::forall_tile_sizes(&sizes)
        } else {
            ScfTilingOptions::forall_num_threads(&threads)
        };
        if let Some(at) = line.find("mapping = ") {
            let rest = &line[at + "mapping = ".len()..];
            let text = &rest[..rest.find("])").expect("a mapping list") + 1];
            let attr = ir::text::parser::parse_attribute_str(ctx, text).expect("a mapping");
            let ir::AttrKind::Array(items) = ctx.attr_kind(attr).clone() else {
                panic!("a mapping array")
            };
            options = options.with_mapping(&items);
        }
        return Transform::Tile {
            normalize: options.num_threads.is_empty(),
            options,
        };
    }
    let interchange = list(line, "interchange").unwrap_or_default();
    Transform::Tile {
        options: ScfTilingOptions::for_loops(&sizes).with_interchange(&interchange),
        normalize: false,
    }
}

/// Runs `transform` on the first op named `name` of `ir`, as the transform
/// op does; the diagnostics emitted.
fn run(ir: &mut Parsed, name: &str, transform: &Transform) -> Result<Diagnostics, TilingError> {
    let op = ir.nth(name, 0);
    let table = OpTable::new(&ir.ctx);
    let mut emitted = Diagnostics::new();
    let mut listener = SinkListener(&mut emitted);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    match transform {
        Transform::Tile { options, normalize } => {
            let result = tile_using_scf(&mut rw, op, options)?;
            if result.replacements.is_empty() {
                rw.erase_op(op);
            } else {
                rw.replace_op(op, &result.replacements);
            }
            if let (true, Some(&forall)) = (*normalize, result.loops.first()) {
                normalize_forall(&mut rw, forall)?;
            }
        }
        Transform::Fuse(options) => {
            let result = tile_consumer_and_fuse_producers(&mut rw, op, options)?;
            // applyTilingToAll: the consumer, then each fused producer, has
            // its replaced results' uses replaced and is erased once unused.
            for target in std::iter::once(op).chain(result.fused_producers.iter().copied()) {
                for r in 0..rw.arena.num_results(target) {
                    let v = rw.arena.result(target, r);
                    if let Some(&(_, to)) = result.replacements.iter().find(|(from, _)| *from == v) {
                        rw.replace_all_uses_with(v, to);
                    }
                }
                let unused = (0..rw.arena.num_results(target)).all(|r| {
                    let v = rw.arena.result(target, r);
                    rw.arena.uses(v).next().is_none()
                });
                if unused {
                    rw.erase_op(target);
                }
            }
        }
    }
    Ok(emitted)
}

#[test]
fn tiling_options_and_fusion_print_mlir_opt_22s_output() {
    let cases = cases();
    assert!(cases.len() >= 8, "{cases:?}");
    for path in cases {
        let text = fs::read_to_string(&path).expect("input");
        let name = header(&text, "MATCH").to_string();
        let line = header(&text, "TRANSFORM").to_string();
        let file = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let mut ir = Parsed::new(file, &text);
        let t = transform(&ir.ctx, &line);
        run(&mut ir, &name, &t).unwrap_or_else(|e| panic!("{file}: {e}"));
        ir::verify::verify(&ir.ctx, &ir.arena, ir.ops[0]).unwrap_or_else(|e| panic!("{file}: {e:?}"));
        let got = print_operation(&ir.ctx, &ir.arena, ir.ops[0], PrintOptions::default()) + "\n";
        let expected = fs::read_to_string(path.with_extension("expected")).expect("expected output");
        assert_eq!(got, expected, "{file}");
        if let Some(live) = mlir_opt_22(&path, &name, &line) {
            assert_eq!(
                live, expected,
                "{file}: NAME.expected is not mlir-opt-22's output; run regen.sh"
            );
        }
    }
}

/// The number of handles the transform op of `line` returns.
fn num_results(line: &str) -> usize {
    if line.contains("tile_using_forall ") || line.contains("use_forall") {
        return 2;
    }
    1 + list(line, "tile_sizes")
        .unwrap_or_default()
        .iter()
        .filter(|&&s| s != 0)
        .count()
}

/// mlir-opt-22's output on `path` running the transform op `line` on the
/// first op named `name` (`regen.sh`'s schedule), when it is installed.
fn mlir_opt_22(path: &Path, name: &str, line: &str) -> Option<String> {
    crate::support::transform_interpreter::run_transform(path, name, line, num_results(line))
}

const MATMUL: &str = r#"
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
"#;

/// The error of tiling `MATMUL`'s matmul with `options`; nothing is built.
fn error_of(options: ScfTilingOptions) -> String {
    let mut ir = Parsed::new("matmul.mlir", MATMUL);
    let err = run(
        &mut ir,
        "linalg.matmul",
        &Transform::Tile {
            options,
            normalize: false,
        },
    )
    .expect_err("an error");
    let d = err.diagnostic(&ir.ctx, &ir.arena).expect("a diagnostic");
    assert!(matches!(d.loc, ir::DiagLoc::Attr(_)), "{:?}", d.loc);
    assert_eq!(ir.arena.walk_preorder(ir.ops[0]).len(), ir.ops.len(), "{err}");
    d.message
}

#[test]
fn bad_options_are_upstreams_errors() {
    let ctx = ir::Context::new();
    let ints = |v: &[i64]| -> Vec<OpFoldResult> { v.iter().map(|&x| OpFoldResult::index(&ctx, x)).collect() };
    let interchange = "'linalg.matmul' op invalid interchange vector, not a permutation of the entire iteration space";
    for bad in [&[0, 0][..], &[2, 0], &[1, 0, 3, 2], &[-1]] {
        let options = ScfTilingOptions::for_loops(&ints(&[2, 4])).with_interchange(bad);
        assert_eq!(error_of(options), interchange, "{bad:?}");
    }
    let mut threads = ScfTilingOptions::forall_num_threads(&ints(&[2]));
    threads.loop_type = LoopType::For;
    assert_eq!(
        error_of(threads),
        "'linalg.matmul' op number of threads can only by specified when loop type is set to use `scf.forall`"
    );
    assert_eq!(
        error_of(ScfTilingOptions::forall_num_threads(&ints(&[1, 2, 3, 4]))),
        "'linalg.matmul' op too many tiles provided, expected at most 3 found 4"
    );
}

#[test]
fn forall_over_a_reduction_warns_as_upstream() {
    let mut ir = Parsed::new("matmul.mlir", MATMUL);
    let ints = |v: &[i64]| -> Vec<OpFoldResult> { v.iter().map(|&x| OpFoldResult::index(&ir.ctx, x)).collect() };
    let options = ScfTilingOptions::forall_tile_sizes(&ints(&[2, 0, 4]));
    let emitted = run(
        &mut ir,
        "linalg.matmul",
        &Transform::Tile {
            options,
            normalize: true,
        },
    )
    .expect("tiled");
    let warnings: Vec<&str> = emitted
        .iter()
        .filter(|d| d.severity == Severity::Warning)
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(warnings, ["tiling is not thread safe at axis #2"]);
}

#[test]
fn fusing_without_results_or_loops() {
    let mut ir = Parsed::new("matmul.mlir", MATMUL);
    // All-zero tile sizes: no loops, nothing to fuse into.
    let op = ir.nth("linalg.matmul", 0);
    let table = OpTable::new(&ir.ctx);
    let mut emitted = Diagnostics::new();
    let mut listener = SinkListener(&mut emitted);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    let result = tile_consumer_and_fuse_producers(&mut rw, op, &ScfTilingOptions::default()).expect("tiled");
    assert!(result.loops.is_empty() && result.fused_producers.is_empty());
    assert_eq!(result.tiled_and_fused_ops.len(), 1);
    let ret = ir.nth("func.return", 0);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    let err = tile_consumer_and_fuse_producers(&mut rw, ret, &ScfTilingOptions::default()).expect_err("no results");
    assert_eq!(err.to_string(), "invalid pattern for op with no results");
}

const CONCAT: &str = r#"
func.func @f(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>, %init: tensor<5x4xf32>) -> (tensor<?x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  %1 = tensor.concat dim(0) %b, %c : (tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<5x4xf32>
  %2 = linalg.copy ins(%1 : tensor<5x4xf32>) outs(%init : tensor<5x4xf32>) -> tensor<5x4xf32>
  return %0, %1, %2 : tensor<?x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>
}
"#;

#[test]
fn destinations_are_inits_or_new_empty_tensors() {
    use dialects::scf::tiling::destinations::get_or_create_destinations;
    let mut ir = Parsed::new("concat.mlir", CONCAT);
    let (dynamic, fixed, copy) = (
        ir.nth("tensor.concat", 0),
        ir.nth("tensor.concat", 1),
        ir.nth("linalg.copy", 0),
    );
    let table = OpTable::new(&ir.ctx);
    let mut emitted = Diagnostics::new();
    let mut listener = SinkListener(&mut emitted);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    // A destination-style op's destination is its init.
    let loc = rw.arena.op_loc(copy);
    assert_eq!(
        get_or_create_destinations(&mut rw, loc, copy),
        Some(vec![rw.arena.operand(copy, 1)])
    );
    // Others get a tensor.empty before them, static or reified.
    for op in [fixed, dynamic] {
        let loc = rw.arena.op_loc(op);
        let made = get_or_create_destinations(&mut rw, loc, op).expect("a destination");
        let empty = rw.arena.defining_op(made[0]).expect("an op");
        assert_eq!(rw.arena.next_op(empty), Some(op));
    }
    let text = print_operation(rw.ctx, rw.arena, ir.ops[0], PrintOptions::default());
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    assert!(
        lines.iter().any(|l| l.ends_with("= tensor.empty() : tensor<5x4xf32>")),
        "{text}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("= tensor.empty(%") && l.ends_with(": tensor<?x4xf32>")),
        "{text}"
    );
}

/// `tensor.pad` has results but no destination-style inits: tiling it
/// makes `tensor.empty` destinations. Checked against mlir-opt-22 once
/// rods' `tensor.pad` implements `TilingInterface` (another branch adds it).
#[test]
fn tiling_an_op_without_inits_starts_from_empty_tensors() {
    let path = dir().join("without_inits/pad.mlir");
    let text = fs::read_to_string(&path).expect("input");
    let mut ir = Parsed::new("pad.mlir", &text);
    let pad = ir.nth("tensor.pad", 0);
    assert!(
        ir::interfaces::TilingInterfaceRef::get(&ir.ctx, &ir.arena, pad).is_some(),
        "tensor.pad implements TilingInterface"
    );
    let line = header(&text, "TRANSFORM").to_string();
    let t = transform(&ir.ctx, &line);
    run(&mut ir, "tensor.pad", &t).expect("tiled");
    let got = print_operation(&ir.ctx, &ir.arena, ir.ops[0], PrintOptions::default()) + "\n";
    let expected = fs::read_to_string(path.with_extension("expected")).expect("expected output");
    assert_eq!(got, expected);
    if let Some(live) = mlir_opt_22(&path, "tensor.pad", &line) {
        assert_eq!(live, expected, "pad.expected is not mlir-opt-22's output");
    }
}
