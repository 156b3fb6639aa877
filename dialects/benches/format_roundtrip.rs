//! Custom-form throughput: parse, verify and print a 100,000-op module
//! written in the ops' declarative assembly formats (arith, memref, tosa),
//! and the ratio to `mlir-opt-22` on the same file (when it is on `PATH`).
//!
//! `cargo bench -p dialects --bench format_roundtrip`; `RODS_BENCH_OPS=N`
//! changes the module size.
//!
//! Printing uses the text printer's custom forms once it dispatches to
//! registered `CustomAssembly` printers; until then the ops' format
//! printers are driven directly through a string sink (same work per op).

#[path = "support/bench_setup.rs"]
mod bench_setup;

use bench_setup::{bench_ops, in_fresh_context, slow_group, unregistered_options};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use dialects::driver::{new_context, Options};
use ir::text::asm_printer::{AsmSink, OpAsmPrinter};
use ir::text::names::SsaNames;
use ir::text::printer::{attr_to_string, type_to_string};
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::{Attr, BlockId, Context, IrArena, OpId, RegionId, Type, Value};
use std::fmt::Write as _;
use std::time::Instant;

/// A module of `n` ops in custom form, values flowing between them.
fn generate(n: usize) -> String {
    let mut s = String::from("module {\n");
    let srcs = [
        ("i32", "%i"),
        ("f32", "%f"),
        ("index", "%x"),
        ("memref<16xf32>", "%m"),
        ("vector<4xi32>", "%v"),
        ("tensor<2x3xf32>", "%t"),
    ];
    for (t, n) in srcs {
        let _ = writeln!(s, "  {n} = \"test.src\"() : () -> {t}");
    }
    let (mut last_i, mut last_f, mut last_t) = ("%i".to_string(), "%f".to_string(), "%t".to_string());
    for k in 0..n {
        let r = format!("%r{k}");
        let line = match k % 12 {
            0 => format!("{r} = arith.addi {last_i}, %i : i32"),
            1 => format!("{r} = arith.muli {last_i}, {last_i} overflow<nsw, nuw> : i32"),
            2 => format!("{r} = arith.addf {last_f}, %f fastmath<fast> : f32"),
            3 => format!("{r} = arith.mulf {last_f}, {last_f} : f32"),
            4 => format!("{r} = arith.cmpi slt, {last_i}, %i : i32"),
            5 => format!("{r} = arith.constant {k} : i32"),
            6 => format!("{r} = memref.load %m[%x] : memref<16xf32>"),
            7 => format!("memref.store {last_f}, %m[%x] : memref<16xf32>"),
            8 => format!("{r} = arith.extsi {last_i} : i32 to i64"),
            9 => format!("{r} = arith.addi %v, %v : vector<4xi32>"),
            10 => format!("{r} = tosa.add {last_t}, %t : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>"),
            _ => format!("{r} = arith.cmpf oeq, {last_f}, %f fastmath<nnan> : f32"),
        };
        match k % 12 {
            0 | 1 | 5 | 8 => last_i = r.clone(),
            2 | 3 | 6 => last_f = r.clone(),
            10 => last_t = r.clone(),
            _ => {}
        }
        if k % 12 == 8 {
            last_i = "%i".into();
        }
        s.push_str("  ");
        s.push_str(&line);
        s.push('\n');
    }
    s.push_str("}\n");
    s
}

fn opts() -> Options {
    unregistered_options(false)
}

/// A string sink for the formats' printers (no aliases).
struct Sink<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    names: &'a SsaNames,
    out: String,
}

impl AsmSink for Sink<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn arena(&self) -> &IrArena {
        self.arena
    }
    fn text(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn attribute(&mut self, attr: Attr, _elide_type: bool) {
        let s = attr_to_string(self.ctx, attr);
        self.out.push_str(&s);
    }
    fn ty(&mut self, ty: Type) {
        let s = type_to_string(self.ctx, ty);
        self.out.push_str(&s);
    }
    fn value(&mut self, v: Value) {
        self.names.print_value(&mut self.out, self.arena, v, true);
    }
    fn successor(&mut self, b: BlockId) {
        let s = self.names.block_name(b);
        self.out.push_str(&s);
    }
    fn region(&mut self, _: RegionId, _: bool, _: bool, _: bool) {}
    fn newline(&mut self) {
        self.out.push('\n');
    }
    fn indent(&mut self, _: i32) {}
    fn location(&mut self, _: Attr) {}
}

fn printer_uses_custom_forms(ctx: &Context) -> bool {
    let m = parse_source(
        ctx,
        "probe.mlir",
        b"%0 = \"t.s\"() : () -> i32\n%1 = arith.addi %0, %0 : i32\n",
    )
    .expect("probe parses");
    print_operation(ctx, &m.arena, m.top, PrintOptions::default()).contains("arith.addi %0")
}

/// Prints the module in custom form: the text printer when it dispatches,
/// else every op with a format through its printer.
fn print_custom(ctx: &Context, arena: &IrArena, top: OpId, dispatch: bool) -> String {
    if dispatch {
        return print_operation(ctx, arena, top, PrintOptions::default());
    }
    let names = SsaNames::new(ctx, arena, top, false);
    let mut sink = Sink {
        ctx,
        arena,
        names: &names,
        out: String::new(),
    };
    let body = arena.region_blocks(arena.regions(top)[0])[0];
    for op in arena.block_ops(body) {
        let info = ctx.op_info(arena.op_name(op));
        if let Some(asm) = info.definition().and_then(|d| d.assembly) {
            sink.out.push_str(info.name());
            (asm.print)(&mut OpAsmPrinter::new(&mut sink), op);
            sink.out.push('\n');
        }
    }
    sink.out
}

fn mlir_opt_seconds(text: &str) -> Option<f64> {
    let path = std::env::temp_dir().join(format!("rods-format-bench-{}.mlir", std::process::id()));
    std::fs::write(&path, text).ok()?;
    let mut best = f64::MAX;
    for _ in 0..3 {
        let t = Instant::now();
        let out = std::process::Command::new("mlir-opt-22")
            .args(["--allow-unregistered-dialect", "-o", "/dev/null"])
            .arg(&path)
            .output()
            .ok()?;
        if !out.status.success() {
            return None;
        }
        best = best.min(t.elapsed().as_secs_f64());
    }
    let _ = std::fs::remove_file(&path);
    Some(best)
}

fn format_roundtrip(c: &mut Criterion) {
    let n: usize = bench_ops(100_000);
    let text = generate(n);
    let opts = opts();
    let dispatch = printer_uses_custom_forms(&new_context(&opts));

    // One timed run of the whole job, for the ratio to mlir-opt-22.
    let round_trip = |text: &str| {
        let ctx = new_context(&opts);
        let m = parse_source(&ctx, "in.mlir", text.as_bytes()).expect("parses");
        ir::verify::verify(&ctx, &m.arena, m.top).expect("verifies");
        let out = print_custom(&ctx, &m.arena, m.top, dispatch);
        (ctx, m, out)
    };
    let mut rods = f64::MAX;
    for _ in 0..3 {
        let t = Instant::now();
        let r = round_trip(&text);
        rods = rods.min(t.elapsed().as_secs_f64());
        drop(r);
    }
    match mlir_opt_seconds(&text) {
        Some(up) => eprintln!(
            "format_roundtrip: {n} ops: rods parse+verify+print {:.3} s, mlir-opt-22 {:.3} s, ratio {:.2}x{}",
            rods,
            up,
            up / rods,
            if dispatch {
                ""
            } else {
                " (format printers driven directly)"
            }
        ),
        None => eprintln!("format_roundtrip: {n} ops: rods {rods:.3} s (mlir-opt-22 not available)"),
    }

    let mut g = slow_group(c, "format_roundtrip", 8);
    g.throughput(Throughput::Elements(n as u64));
    g.bench_function("parse", |b| {
        in_fresh_context(b, &opts, |ctx| {
            parse_source(ctx, "in.mlir", text.as_bytes()).expect("parses")
        })
    });
    let ctx = new_context(&opts);
    let module = parse_source(&ctx, "in.mlir", text.as_bytes()).expect("parses");
    g.bench_function("print", |b| {
        b.iter(|| print_custom(&ctx, &module.arena, module.top, dispatch))
    });
    drop(module);
    drop(ctx);
    g.bench_function("parse_verify_print", |b| {
        b.iter_batched(|| (), |()| round_trip(&text), BatchSize::PerIteration)
    });
    g.finish();
}

criterion_group!(benches, format_roundtrip);
criterion_main!(benches);
