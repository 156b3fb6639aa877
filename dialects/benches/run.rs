//! `rods-run` on the small CNN of `tests/data/run` (conv2d + clamp +
//! max_pool2d) at each lowering level: TOSA, linalg on tensors, bufferized,
//! affine loops, cf branches. Parsing is outside the measured part.
//!
//! `cargo bench -p dialects --bench run`.

use criterion::{criterion_group, criterion_main, Criterion};
use dialects::run::value::{Scalar, Tensor};
use dialects::run::{npy, run_function};
use ir::float::FloatKind;
use ir::Context;
use std::path::Path;

fn bench_levels(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/run");
    let mut group = c.benchmark_group("rods-run cnn");
    for level in ["tosa", "1_linalg", "2_bufferized", "3_affine", "5_cf"] {
        let ctx = Context::new();
        dialects::register_all(&ctx);
        let text = std::fs::read(dir.join(format!("cnn_{level}.mlir"))).expect("cnn level");
        let mut module = ir::text::parse_source(&ctx, "cnn.mlir", &text).expect("parses");
        ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top).expect("verifies");
        let input = Tensor::new(
            vec![1, 4, 4, 2],
            ctx.float_type(FloatKind::F32),
            (0..32)
                .map(|i| Scalar::float(FloatKind::F32, ((i * 7 % 11) - 5) as f64 / 4.0))
                .collect(),
        );
        let inputs = [npy::write_npy(&ctx, &input).expect("npy")];
        group.bench_function(level, |b| {
            b.iter(|| run_function(&ctx, &module.arena, module.top, "cnn", &inputs).expect("runs"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_levels);
criterion_main!(benches);
