//! Bytecode throughput on the 200,000-op module of `gen-large-mlir`
//! (`-n 200000 --seed 1`, ported in `support/gen_large.rs`): write (v6),
//! read (a fresh context each time, as a tool run has), and read + verify +
//! write, in operations per second. rods' bytes for this module are
//! upstream's (`compare_bytecode.sh` checks them against `mlir-opt-22`).
//!
//! Lazy loading: the same 200,000 ops split over 100 functions; opening the
//! file lazily (and materializing the module's region) parses the module and
//! the function ops but no bodies, and materializing one function parses
//! only its 2,000 ops.
//!
//! `cargo bench -p dialects --bench bytecode`; `RODS_BENCH_OPS=N` changes
//! the module size.

#[path = "support/bench_setup.rs"]
mod bench_setup;
#[path = "support/gen_large.rs"]
mod gen_large;

use bench_setup::{bench_ops, in_fresh_context, slow_group, unregistered_options};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use dialects::driver::{new_context, Options};
use ir::bytecode::{self, ReadOptions, WriteOptions};
use ir::text::parse_source;

fn opts() -> Options {
    unregistered_options(true)
}

fn ops() -> usize {
    bench_ops(200_000)
}

/// The bytecode of `text` as rods (and mlir-opt) write it.
fn to_bytecode(text: &str) -> Vec<u8> {
    let ctx = new_context(&opts());
    let m = parse_source(&ctx, "in.mlir", text.as_bytes()).expect("parses");
    bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes")
}

fn read_write(c: &mut Criterion) {
    let text = gen_large::generate(ops(), 1);
    let nops = gen_large::count_ops(&text);
    let bytes = to_bytecode(&text);
    let opts = opts();

    let mut g = slow_group(c, "bytecode", 6);
    g.throughput(Throughput::Elements(nops));

    g.bench_function("read", |b| {
        in_fresh_context(b, &opts, |ctx| bytecode::read(ctx, &bytes).expect("reads"))
    });

    let ctx = new_context(&opts);
    let m = bytecode::read(&ctx, &bytes).expect("reads");
    g.bench_function("write", |b| {
        b.iter(|| bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes"))
    });
    assert!(bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes") == bytes);
    drop(m);
    drop(ctx);

    g.bench_function("read_verify_write", |b| {
        in_fresh_context(b, &opts, |ctx| {
            let m = bytecode::read(ctx, &bytes).expect("reads");
            ir::verify::verify(ctx, &m.arena, m.top).expect("verifies");
            let out = bytecode::write(ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
            (m, out)
        })
    });
    g.finish();
}

/// The generator's module with its ops split over `funcs` functions
/// `f0`, `f1`, ... (each made by the generator with its own seed).
fn many_functions(total: usize, funcs: usize) -> String {
    let mut out = String::from("\"builtin.module\"() ({\n");
    for i in 0..funcs {
        let text = gen_large::generate(total / funcs, i as u64 + 1);
        let start = text.find("  \"func.func\"").expect("a function");
        let end = text.rfind("}) : () -> ()").expect("module end");
        out.push_str(&text[start..end].replacen("sym_name = \"large\"", &format!("sym_name = \"f{i}\""), 1));
    }
    out.push_str("}) : () -> ()\n");
    out
}

/// Opens `bytes` lazily and materializes the module's own region (the
/// module is isolated too): its function ops, not their bodies.
fn open<'a>(ctx: &'a ir::Context, bytes: &'a [u8], ropts: &ReadOptions) -> bytecode::LazyModule<'a> {
    let mut lazy = bytecode::read_lazy(ctx, bytes, ropts).expect("opens");
    let top = lazy.top();
    lazy.materialize(top).expect("materializes the module");
    lazy
}

fn lazy(c: &mut Criterion) {
    const FUNCS: usize = 100;
    let text = many_functions(ops(), FUNCS);
    let nops = gen_large::count_ops(&text);
    let bytes = to_bytecode(&text);
    let opts = opts();
    let ropts = ReadOptions::default();

    // Lazy loading reads only what is asked for: the module and its
    // function ops, then one body of about nops / FUNCS ops.
    {
        let ctx = new_context(&opts);
        let mut lazy = open(&ctx, &bytes, &ropts);
        let pending = lazy.pending();
        assert_eq!(pending.len(), FUNCS);
        assert_eq!(lazy.arena().op_capacity(), FUNCS + 1, "bodies parsed eagerly");
        lazy.materialize(pending[FUNCS / 2]).expect("materializes");
        let parsed = lazy.arena().op_capacity();
        assert!(
            parsed < 2 * (nops as usize) / FUNCS + FUNCS,
            "{parsed} ops parsed for one function"
        );
        eprintln!(
            "lazy: {nops} ops in {FUNCS} functions; open parses {} ops, one function {}",
            FUNCS + 1,
            parsed - FUNCS - 1
        );
    }

    let mut g = slow_group(c, "bytecode_lazy", 5);
    g.bench_function("read_all", |b| {
        in_fresh_context(b, &opts, |ctx| bytecode::read(ctx, &bytes).expect("reads"))
    });
    g.bench_function("open", |b| {
        in_fresh_context(b, &opts, |ctx| {
            bytecode::read_lazy(ctx, &bytes, &ropts).expect("opens").pending().len()
        })
    });
    g.bench_function("open_and_materialize_one", |b| {
        in_fresh_context(b, &opts, |ctx| {
            let mut lazy = open(ctx, &bytes, &ropts);
            let one = lazy.pending()[FUNCS / 2];
            lazy.materialize(one).expect("materializes");
            let n = lazy.arena().op_capacity();
            drop(lazy);
            n
        })
    });
    g.finish();
}

criterion_group!(benches, read_write, lazy);
criterion_main!(benches);
