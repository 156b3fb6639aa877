//! Text format throughput on the 200,000-op module of `gen-large-mlir`
//! (`-n 200000 --seed 1`, ported in `support/gen_large.rs`): parse, verify,
//! print (generic form) and the whole round trip, in operations per second.
//! Also the float literal printer and parser, which dense data and float
//! attributes lean on.
//!
//! `cargo bench -p dialects --bench text_roundtrip` (a couple of minutes);
//! `RODS_BENCH_OPS=N` changes the module size.

#[path = "support/bench_setup.rs"]
mod bench_setup;
#[path = "support/gen_large.rs"]
mod gen_large;

use bench_setup::{bench_ops, in_fresh_context, slow_group, unregistered_options};
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use dialects::driver::{new_context, Options};
use ir::float::{self, FloatKind};
use ir::text::{parse_source, print_operation, PrintOptions};
use std::time::Duration;

fn opts() -> Options {
    unregistered_options(true)
}

const PRINT: PrintOptions = PrintOptions::GENERIC;

fn text_roundtrip(c: &mut Criterion) {
    let n: usize = bench_ops(200_000);
    let text = gen_large::generate(n, 1);
    let ops = gen_large::count_ops(&text);
    let opts = opts();

    let mut g = slow_group(c, "text_roundtrip", 8);
    g.throughput(Throughput::Elements(ops));

    // Every parse gets a fresh context, as a tool run does (a reused one
    // would already hold every location and attribute).
    g.bench_function("parse", |b| {
        in_fresh_context(b, &opts, |ctx| {
            parse_source(ctx, "in.mlir", text.as_bytes()).expect("parses")
        })
    });

    let ctx = new_context(&opts);
    let module = parse_source(&ctx, "in.mlir", text.as_bytes()).expect("parses");
    g.bench_function("verify", |b| {
        b.iter(|| ir::verify::verify(&ctx, &module.arena, module.top).expect("verifies"))
    });
    g.bench_function("print", |b| {
        b.iter(|| print_operation(&ctx, &module.arena, module.top, PRINT))
    });
    assert!(print_operation(&ctx, &module.arena, module.top, PRINT) == text);
    drop(module);
    drop(ctx);

    g.bench_function("round_trip", |b| {
        in_fresh_context(b, &opts, |ctx| {
            let m = parse_source(ctx, "in.mlir", text.as_bytes()).expect("parses");
            ir::verify::verify(ctx, &m.arena, m.top).expect("verifies");
            let out = print_operation(ctx, &m.arena, m.top, PRINT);
            (m, out)
        })
    });
    g.finish();
}

/// Bit patterns of typical literals: small multiples of powers of two (the
/// generator's values), decimal fractions, and awkward ones.
fn float_samples() -> Vec<(FloatKind, u128)> {
    let mut v = Vec::new();
    for i in -64..64 {
        let x = i as f64 / 8.0;
        v.push((FloatKind::F32, u128::from((x as f32).to_bits())));
        v.push((FloatKind::F64, u128::from(x.to_bits())));
    }
    for x in [0.1f64, 1e-5, 3.25, std::f64::consts::PI, 1e30, 6.02214076e23, 1.0 / 3.0] {
        v.push((FloatKind::F32, u128::from((x as f32).to_bits())));
        v.push((FloatKind::F64, u128::from(x.to_bits())));
    }
    v
}

fn floats(c: &mut Criterion) {
    let samples = float_samples();
    let texts: Vec<String> = samples.iter().map(|&(k, b)| float::format(k, b)).collect();
    let mut g = c.benchmark_group("float");
    g.sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(samples.len() as u64));
    g.bench_function("format", |b| {
        b.iter(|| {
            for &(k, bits) in &samples {
                black_box(float::format(k, black_box(bits)));
            }
        })
    });
    g.bench_function("parse_decimal", |b| {
        b.iter(|| {
            for (t, &(k, _)) in texts.iter().zip(&samples) {
                let (neg, body) = match t.strip_prefix('-') {
                    Some(rest) => (true, rest),
                    None => (false, t.as_str()),
                };
                black_box(float::parse_decimal(k, black_box(body), neg).ok());
            }
        })
    });
    g.finish();
}

criterion_group!(benches, text_roundtrip, floats);
criterion_main!(benches);
