//! What the benchmarks share: sizes from the environment, the driver options
//! for the generated modules, criterion groups for runs of a second or more,
//! and timing a job in a fresh context (as a tool run has one).
//!
//! Each bench includes this file with `#[path]` and uses part of it.
#![allow(dead_code)]

use criterion::measurement::WallTime;
use criterion::{BatchSize, Bencher, BenchmarkGroup, Criterion, SamplingMode};
use dialects::driver::{new_context, Options};
use ir::Context;
use std::time::Duration;

/// The value of the environment variable `name` as a number, or `default`.
pub fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// The number of ops of the generated module: `RODS_BENCH_OPS`, or `default`.
pub fn bench_ops(default: usize) -> usize {
    env_or("RODS_BENCH_OPS", default)
}

/// Driver options for generated modules: unregistered ops allowed, printed
/// in generic form when `generic`.
pub fn unregistered_options(generic: bool) -> Options {
    Options {
        generic,
        allow_unregistered: true,
        ..Default::default()
    }
}

/// A group for runs of a second or so: flat sampling, 10 samples, a second
/// of warm-up and `measure_secs` of measurement.
pub fn slow_group<'a>(c: &'a mut Criterion, name: &str, measure_secs: u64) -> BenchmarkGroup<'a, WallTime> {
    let mut g = c.benchmark_group(name);
    g.sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(measure_secs));
    g
}

/// Times `job` in a context made fresh for each iteration (a reused one would
/// already hold every location and attribute); the context and the job's
/// result are dropped outside the timing.
pub fn in_fresh_context<T>(b: &mut Bencher, opts: &Options, mut job: impl FnMut(&Context) -> T) {
    b.iter_batched(
        || new_context(opts),
        |ctx| {
            let out = job(&ctx);
            (ctx, out)
        },
        BatchSize::PerIteration,
    )
}
