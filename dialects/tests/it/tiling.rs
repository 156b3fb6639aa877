//! `TilingInterface` (declared in `ods-dsl/src/interfaces.ods`, `ir::tiling`),
//! implemented by linalg's structured ops, `linalg.softmax`, `linalg.pack`,
//! `linalg.unpack` and `tensor.pad`, and its consumer
//! `dialects::scf::tiling::tile_using_for` (upstream's `scf::tileUsingSCF`)
//! against mlir-opt-22: each case of `data/tiling/` names the op to tile and
//! the tile sizes on its `// TILE:` line; rods tiles it, replaces the op with
//! the loops' results (erases it without results), and must print
//! `NAME.expected` byte for byte: mlir-opt-22's `--transform-interpreter`
//! running `transform.structured.tile_using_for` with those sizes (made by
//! `regen.sh`; when `mlir-opt-22` is installed, its live output must be that
//! file too). Upstream's output keeps the dead `affine.apply`s and constants
//! tiling leaves; so does rods'. The cases: matmul (sizes not dividing the
//! extent: `affine.min`), a reduction generic, a zero tile size, memrefs
//! (`memref.subview`, no `iter_args`), dynamic sizes, `linalg.index`, a
//! convolution, a transpose and `linalg.fill` on a dynamic memref;
//! `linalg.softmax` (static with a zero tile size, dynamic, memrefs);
//! `linalg.pack` (a padding value, `outer_dims_perm` with permuted inner
//! dimensions on dynamic sizes, a zero tile size, a dynamic inner tile) and
//! `linalg.unpack` (tiles multiple of the inner tiles, not multiple: a
//! `tensor.empty` and an `extract_slice` of the result, `outer_dims_perm`
//! with a dynamic inner tile, a tile equal to the inner tile, an untiled
//! dynamic dimension); `tensor.pad` (a `tensor.empty` destination: static,
//! dynamic with `nofold` and dynamic pads, the `scf.if` guard on the lengths
//! with its `tensor.generate`, a `tensor.cast` to the tile's static type, no
//! padding at all: no guard).

use crate::support::parsed::Parsed;
use dialects::scf::tiling::tile_using_for;
use ir::interfaces::{TilingInterfaceMethods, TilingInterfaceRef};
use ir::pass::Diagnostics;
use ir::reify::OpFoldResult;
use ir::rewrite::{OpTable, PatternRewriter, SinkListener};
use ir::text::printer::{print_operation, PrintOptions};
use ir::tiling::{IteratorType, TilingError};
use std::fs;
use std::path::{Path, PathBuf};

/// The data directory.
fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tiling")
}

/// The inputs of `data/tiling`, sorted.
fn cases() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = fs::read_dir(dir())
        .expect("data/tiling")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    out.sort();
    out
}

/// The op name and tile sizes of a case's `// TILE: OP SIZES...` line.
fn schedule(text: &str) -> (String, Vec<i64>) {
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("// TILE: "))
        .expect("a TILE line");
    let mut words = line.split_whitespace();
    let op = words.next().expect("an op name").to_string();
    let sizes = words.map(|w| w.parse().expect("a size")).collect();
    (op, sizes)
}

/// Tiles the first op named `name` of `ir` by `sizes`, replacing it.
fn tile(ir: &mut Parsed, name: &str, sizes: &[i64]) -> Result<(), TilingError> {
    let op = ir.nth(name, 0);
    let table = OpTable::new(&ir.ctx);
    let mut emitted = Diagnostics::new();
    let mut listener = SinkListener(&mut emitted);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    let sizes: Vec<OpFoldResult> = sizes.iter().map(|&s| OpFoldResult::index(rw.ctx, s)).collect();
    let result = tile_using_for(&mut rw, op, &sizes)?;
    if result.replacements.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &result.replacements);
    }
    Ok(())
}

#[test]
fn tiling_with_scf_for_prints_mlir_opt_22s_output() {
    let cases = cases();
    assert!(cases.len() >= 6, "{cases:?}");
    for path in cases {
        let text = fs::read_to_string(&path).expect("input");
        let (name, sizes) = schedule(&text);
        let file = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let mut ir = Parsed::new(file, &text);
        tile(&mut ir, &name, &sizes).unwrap_or_else(|e| panic!("{file}: {e}"));
        ir::verify::verify(&ir.ctx, &ir.arena, ir.ops[0]).unwrap_or_else(|e| panic!("{file}: {e:?}"));
        let got = print_operation(&ir.ctx, &ir.arena, ir.ops[0], PrintOptions::default()) + "\n";
        let expected = fs::read_to_string(path.with_extension("expected")).expect("expected output");
        assert_eq!(got, expected, "{file}");
        if let Some(live) = mlir_opt_22(&path, &name, &sizes) {
            assert_eq!(
                live, expected,
                "{file}: NAME.expected is not mlir-opt-22's output; run regen.sh"
            );
        }
    }
}

/// mlir-opt-22's output on `path` tiling `name` by `sizes` (`regen.sh`'s
/// schedule), when it is installed.
fn mlir_opt_22(path: &Path, name: &str, sizes: &[i64]) -> Option<String> {
    let loops = sizes.iter().filter(|&&s| s != 0).count();
    let sizes: Vec<String> = sizes.iter().map(i64::to_string).collect();
    let op = format!(
        "transform.structured.tile_using_for %0 tile_sizes [{}]",
        sizes.join(", ")
    );
    crate::support::transform_interpreter::run_transform(path, name, &op, loops + 1)
}

const MATMUL: &str = r#"
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %m: memref<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = arith.constant 0.0 : f32
  linalg.fill ins(%1 : f32) outs(%m : memref<4x16xf32>)
  return %0 : tensor<4x16xf32>
}
"#;

#[test]
fn structured_ops_answer_the_interface() {
    let mut ir = Parsed::new("matmul.mlir", MATMUL);
    let matmul = ir.nth("linalg.matmul", 0);
    let tiling = TilingInterfaceRef::get(&ir.ctx, &ir.arena, matmul).expect("tilable");
    assert_eq!(
        tiling.loop_iterator_types(&ir.ctx, &ir.arena),
        [IteratorType::Parallel, IteratorType::Parallel, IteratorType::Reduction]
    );
    let table = OpTable::new(&ir.ctx);
    let mut emitted = Diagnostics::new();
    let mut listener = SinkListener(&mut emitted);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    let domain = tiling.iteration_domain(&mut rw);
    let sizes: Vec<Option<i64>> = domain.iter().map(|r| r.size.constant_int(rw.ctx)).collect();
    assert_eq!(sizes, [Some(4), Some(16), Some(8)]);
    assert!(domain.iter().all(|r| r.offset.constant_int(rw.ctx) == Some(0)));
    // The result tile of the tile [1, 2, 0] + [2, 8, 8] is the init's
    // [1, 2] + [2, 8].
    let ofr = |rw: &PatternRewriter<'_>, v: &[i64]| -> Vec<OpFoldResult> {
        v.iter().map(|&x| OpFoldResult::index(rw.ctx, x)).collect()
    };
    let (offsets, sizes) = (ofr(&rw, &[1, 2, 0]), ofr(&rw, &[2, 8, 8]));
    rw.set_insertion_point_before(matmul);
    let position = tiling
        .result_tile_position(&mut rw, 0, &offsets, &sizes)
        .expect("a position");
    let ints = |v: &[OpFoldResult]| -> Vec<Option<i64>> { v.iter().map(|o| o.constant_int(rw.ctx)).collect() };
    assert_eq!(ints(&position.offsets), [Some(1), Some(2)]);
    assert_eq!(ints(&position.sizes), [Some(2), Some(8)]);
    // The iteration-domain tile of that result tile leaves k whole.
    let tile = tiling
        .iteration_domain_tile_from_result_tile(&mut rw, 0, &position.offsets, &position.sizes)
        .expect("a tile");
    assert_eq!(ints(&tile.offsets), [Some(1), Some(2), Some(0)]);
    assert_eq!(ints(&tile.sizes), [Some(2), Some(8), Some(8)]);
    // Fusing: the result tile's producer is the matmul on slices of its
    // operands, as is the consumer of the tile of `%a` it reads.
    let ty = |rw: &PatternRewriter<'_>, v| ir::text::printer::type_to_string(rw.ctx, rw.arena.value_type(v));
    let fused = tiling
        .generate_result_tile_value(&mut rw, 0, &position.offsets, &position.sizes)
        .expect("a tile");
    assert_eq!((fused.tiled_ops.len(), fused.generated_slices.len()), (1, 3));
    assert_eq!(ty(&rw, fused.tiled_values[0]), "tensor<2x8xf32>");
    let (a_offsets, a_sizes) = (ofr(&rw, &[1, 0]), ofr(&rw, &[2, 8]));
    let from_operand = tiling
        .tiled_implementation_from_operand_tiles(&mut rw, &[0], &[a_offsets], &[a_sizes])
        .expect("a tile");
    assert_eq!(ty(&rw, from_operand.tiled_values[0]), "tensor<2x16xf32>");
    // Operand tiles disagreeing on a loop are not fusable.
    let a = (ofr(&rw, &[0, 0]), ofr(&rw, &[4, 8]));
    let b = (ofr(&rw, &[4, 0]), ofr(&rw, &[8, 16]));
    assert!(tiling.is_op_fusable_with_producer_slices(
        rw.ctx,
        rw.arena,
        &[0],
        std::slice::from_ref(&a.0),
        std::slice::from_ref(&a.1)
    ));
    assert!(!tiling.is_op_fusable_with_producer_slices(rw.ctx, rw.arena, &[0, 1], &[a.0, b.0], &[a.1, b.1]));
    // A tensor op has no scalar implementation.
    let loc = rw.arena.op_loc(matmul);
    assert_eq!(
        tiling.generate_scalar_implementation(&mut rw, loc, &[]),
        Err(TilingError::op(matmul, "expected operation to have buffer semantics"))
    );
}

#[test]
fn every_structured_op_declares_the_interface_and_others_do_not() {
    let ctx = ir::Context::new();
    dialects::register_all(&ctx);
    let declares = |name: &str| TilingInterfaceMethods::get(&ctx, ctx.op_name(name)).is_some();
    for name in [
        "linalg.generic",
        "linalg.matmul",
        "linalg.contract",
        "linalg.elementwise",
        "linalg.fill",
        "linalg.conv_2d_nhwc_hwcf",
        "linalg.pooling_nhwc_max",
        "linalg.map",
        "linalg.reduce",
        "linalg.transpose",
        "linalg.broadcast",
        "linalg.softmax",
        "linalg.pack",
        "linalg.unpack",
        "tensor.pad",
    ] {
        assert!(declares(name), "{name}");
    }
    for name in ["linalg.yield", "linalg.index", "tensor.extract_slice", "scf.for"] {
        assert!(!declares(name), "{name}");
    }
}

#[test]
fn scalar_implementation_loads_computes_and_stores() {
    let src = r#"
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %i: index) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  return
}
"#;
    let mut ir = Parsed::new("scalar.mlir", src);
    let generic = ir.nth("linalg.generic", 0);
    let func = ir.nth("func.func", 0);
    let table = OpTable::new(&ir.ctx);
    let mut emitted = Diagnostics::new();
    let mut listener = SinkListener(&mut emitted);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    let tiling = TilingInterfaceRef::get(rw.ctx, rw.arena, generic).expect("tilable");
    let iv = rw.arena.arg(rw.arena.region_blocks(rw.arena.regions(func)[0])[0], 2);
    rw.set_insertion_point_before(generic);
    let loc = rw.arena.op_loc(generic);
    tiling
        .generate_scalar_implementation(&mut rw, loc, &[iv])
        .expect("scalar code");
    rw.erase_op(generic);
    let text = print_operation(rw.ctx, rw.arena, ir.ops[0], PrintOptions::default());
    // Only the used input is loaded (the init's block argument is unused).
    let body: Vec<&str> = text.lines().map(str::trim).collect();
    assert!(body.contains(&"%0 = affine.apply #map(%arg2)"), "{text}");
    assert!(body.contains(&"%1 = memref.load %arg0[%0] : memref<4xf32>"), "{text}");
    assert!(body.contains(&"%2 = arith.addf %1, %1 : f32"), "{text}");
    assert!(body.contains(&"memref.store %2, %arg1[%3] : memref<4xf32>"), "{text}");
    assert_eq!(text.matches("memref.load").count(), 1, "{text}");
}

#[test]
fn bad_tilings_are_clear_errors() {
    let mut ir = Parsed::new("matmul.mlir", MATMUL);
    let err = tile(&mut ir, "linalg.matmul", &[1, 2, 3, 4]).expect_err("too many sizes");
    assert_eq!(err.to_string(), "too many tiles provided, expected at most 3 found 4");
    let d = err.diagnostic(&ir.ctx, &ir.arena).expect("a diagnostic");
    assert!(
        d.message.starts_with("'linalg.matmul' op too many tiles"),
        "{}",
        d.message
    );
    assert!(matches!(d.loc, ir::DiagLoc::Attr(_)), "{:?}", d.loc);
    let err = tile(&mut ir, "func.return", &[1]).expect_err("not tilable");
    assert_eq!(err.to_string(), "only ops implementing TilingInterface are supported");
    // Nothing was built by the failed attempts.
    assert_eq!(ir.arena.walk_preorder(ir.ops[0]).len(), ir.ops.len());
}

#[test]
fn all_zero_sizes_clone_the_op_without_loops() {
    let mut ir = Parsed::new("matmul.mlir", MATMUL);
    let matmul = ir.nth("linalg.matmul", 0);
    let table = OpTable::new(&ir.ctx);
    let mut emitted = Diagnostics::new();
    let mut listener = SinkListener(&mut emitted);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    let result = tile_using_for(&mut rw, matmul, &[]).expect("tiled");
    assert!(result.loops.is_empty());
    assert_eq!(result.tiled_ops.len(), 1);
    assert_ne!(result.tiled_ops[0], matmul);
    assert_eq!(result.replacements, [rw.arena.result(result.tiled_ops[0], 0)]);
}

const RELAYOUT: &str = r#"
func.func @f(%a: tensor<30x64xf32>, %b: tensor<8x16x4x4xf32>, %p: f32, %c: tensor<30x64xf32>) -> tensor<8x16x4x4xf32> {
  %0 = linalg.pack %a padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %b : tensor<30x64xf32> -> tensor<8x16x4x4xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %c : tensor<8x16x4x4xf32> -> tensor<30x64xf32>
  %2 = tensor.pad %1 low[1, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<30x64xf32> to tensor<31x66xf32>
  return %0 : tensor<8x16x4x4xf32>
}
"#;

#[test]
fn relayout_and_pad_ops_answer_the_interface() {
    let mut ir = Parsed::new("relayout.mlir", RELAYOUT);
    let pack = ir.nth("linalg.pack", 0);
    let unpack = ir.nth("linalg.unpack", 0);
    let pad = ir.nth("tensor.pad", 0);
    let table = OpTable::new(&ir.ctx);
    let mut emitted = Diagnostics::new();
    let mut listener = SinkListener(&mut emitted);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    let ofr = |rw: &PatternRewriter<'_>, v: &[i64]| -> Vec<OpFoldResult> {
        v.iter().map(|&x| OpFoldResult::index(rw.ctx, x)).collect()
    };
    let ty = |rw: &PatternRewriter<'_>, v| ir::text::printer::type_to_string(rw.ctx, rw.arena.value_type(v));
    rw.set_insertion_point_before(pad);
    // The pack iterates over its outer dimensions; a result tile of whole
    // inner tiles is the tiled pack, a partial one is refused.
    let tiling = TilingInterfaceRef::get(rw.ctx, rw.arena, pack).expect("tilable");
    assert_eq!(
        tiling.loop_iterator_types(rw.ctx, rw.arena),
        [IteratorType::Parallel; 2]
    );
    let sizes: Vec<Option<i64>> = tiling
        .iteration_domain(&mut rw)
        .iter()
        .map(|r| r.size.constant_int(rw.ctx))
        .collect();
    assert_eq!(sizes, [Some(8), Some(16)]);
    let (offsets, whole) = (ofr(&rw, &[2, 4, 0, 0]), ofr(&rw, &[2, 4, 4, 4]));
    let tile = tiling
        .generate_result_tile_value(&mut rw, 0, &offsets, &whole)
        .expect("a tile");
    assert_eq!(ty(&rw, tile.tiled_values[0]), "tensor<2x4x4x4xf32>");
    let partial = ofr(&rw, &[2, 4, 2, 4]);
    assert_eq!(
        tiling.generate_result_tile_value(&mut rw, 0, &offsets, &partial),
        Err(TilingError::Failed)
    );
    // An unpack tile not a multiple of the inner tiles unpacks whole tiles
    // into a `tensor.empty` and slices the tile out of it.
    let tiling = TilingInterfaceRef::get(rw.ctx, rw.arena, unpack).expect("tilable");
    let (offsets, sizes) = (ofr(&rw, &[3, 0]), ofr(&rw, &[6, 64]));
    let tile = tiling.tiled_implementation(&mut rw, &offsets, &sizes).expect("a tile");
    assert_eq!(ty(&rw, tile.tiled_values[0]), "tensor<6x64xf32>");
    let unpacked = rw.arena.result(tile.tiled_ops[0], 0);
    assert_eq!(ty(&rw, unpacked), "tensor<?x64xf32>");
    // A pad's result tile is its iteration-domain tile.
    let tiling = TilingInterfaceRef::get(rw.ctx, rw.arena, pad).expect("tilable");
    let (offsets, sizes) = (ofr(&rw, &[0, 8]), ofr(&rw, &[31, 8]));
    let domain_tile = tiling
        .iteration_domain_tile_from_result_tile(&mut rw, 0, &offsets, &sizes)
        .expect("a tile");
    assert_eq!(
        (domain_tile.offsets, domain_tile.sizes),
        (offsets.clone(), sizes.clone())
    );
    let tile = tiling
        .generate_result_tile_value(&mut rw, 0, &offsets, &sizes)
        .expect("a tile");
    assert_eq!(ty(&rw, tile.tiled_values[0]), "tensor<31x8xf32>");
}
