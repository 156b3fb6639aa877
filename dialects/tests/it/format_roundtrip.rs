//! Declarative assembly formats against MLIR 22's own output.
//!
//! `tests/data/formats/NAME.pretty.mlir` is upstream-printed custom text
//! (`mlir-opt-22` on `NAME.src.mlir`), `NAME.generic.mlir` its generic form.
//! rods parses the custom text and must print the generic form byte for
//! byte, print the whole file exactly as upstream does (result names,
//! default dialects and hand-written forms included), and print every op
//! without regions that has a custom form exactly as upstream does (checked
//! op by op through its printer, with SSA names as the text printer numbers
//! them).

use crate::support::op_text::{anonymize, OpText, Regions};
use dialects::driver::{run_buffer, Options};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::names::SsaNames;
use ir::{Context, IrArena, OpId};
use std::path::{Path, PathBuf};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/formats")
}

fn cases() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(data_dir())
        .expect("formats data")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".pretty.mlir").map(str::to_string))
        .collect();
    v.sort();
    v
}

fn read(name: &str) -> String {
    std::fs::read_to_string(data_dir().join(name)).expect("data file")
}

/// The ops of `op`'s regions, descending only into `builtin.module` and
/// `func.func`: their ops always have a line of their own in upstream's
/// print (other ops' bodies may be elided, as named linalg ops' are).
fn walk(ctx: &Context, arena: &IrArena, op: OpId, out: &mut Vec<OpId>) {
    out.push(op);
    let name = ctx.op_info(arena.op_name(op)).name();
    if name != "builtin.module" && name != "func.func" {
        return;
    }
    for &r in arena.regions(op) {
        for &b in arena.region_blocks(r) {
            for o in arena.block_ops(b) {
                walk(ctx, arena, o, out);
            }
        }
    }
}

/// `%0 = foo ...` -> `foo ...`.
fn strip_results(line: &str) -> &str {
    let t = line.trim_start();
    if t.starts_with('%') {
        if let Some((_, rest)) = t.split_once(" = ") {
            return rest;
        }
    }
    t
}

#[test]
fn custom_text_converts_to_upstream_generic_form() {
    let names = cases();
    assert!(!names.is_empty());
    let mut failures = Vec::new();
    for n in &names {
        let opts = Options {
            generic: true,
            allow_unregistered: true,
            ..Default::default()
        };
        let file = format!("{n}.pretty.mlir");
        let r = run_buffer(&opts, &file, read(&file).as_bytes());
        let got = String::from_utf8_lossy(&r.output).into_owned();
        if !r.success {
            failures.push(format!("{file}: {}", r.stderr));
        } else if got != read(&format!("{n}.generic.mlir")) {
            failures.push(format!("{file}: generic form differs:\n{got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn ops_print_their_custom_form_as_upstream() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for n in cases() {
        let file = format!("{n}.pretty.mlir");
        let text = read(&file);
        let ctx = dialects::driver::new_context(&Options {
            allow_unregistered: true,
            ..Default::default()
        });
        let m = ir::text::parse_source(&ctx, &file, text.as_bytes()).expect("parses");
        let names = SsaNames::new(&ctx, &m.arena, m.top, false);
        let mut ops = Vec::new();
        walk(&ctx, &m.arena, m.top, &mut ops);
        // The sink prints no aliases: expand them in upstream's lines.
        let mut aliases: Vec<(String, String)> = text
            .lines()
            .filter_map(|l| {
                let (k, v) = l.split_once(" = ")?;
                (k.starts_with('#') || k.starts_with('!')).then(|| (k.to_string(), v.to_string()))
            })
            .collect();
        aliases.sort_by_key(|(k, _)| std::cmp::Reverse(k.len()));
        let expand = |l: &str| {
            let mut l = l.to_string();
            for (k, v) in &aliases {
                l = l.replace(k.as_str(), v);
            }
            l
        };
        let expanded: Vec<String> = text.lines().map(|l| expand(strip_results(l))).collect();
        let mut lines = expanded.iter().map(String::as_str);
        for op in ops {
            let info = ctx.op_info(m.arena.op_name(op));
            let Some(asm) = info.definition().and_then(|d| d.assembly) else {
                continue;
            };
            if !m.arena.regions(op).is_empty() {
                // Region ops are compared whole, by the text-printer test below.
                continue;
            }
            // Inside an op with a default dialect (`func.func`: `func`), the
            // prefix is left out, as upstream's printer does.
            let parent_default = m
                .arena
                .op_parent(op)
                .and_then(|b| m.arena.block_parent_op(b))
                .map(|p| ir::op_asm::default_dialect(&ctx, m.arena.op_name(p)))
                .filter(|d| !d.is_empty());
            let name = match info.name().split_once('.') {
                Some((d, short)) if Some(d) == parent_default => short.to_string(),
                _ => info.name().to_string(),
            };
            let mut sink = OpText::new(&ctx, &m.arena, &names, Regions::Elided, name.clone());
            (asm.print)(&mut OpAsmPrinter::new(&mut sink), op);
            let expected = lines.by_ref().find(|l| {
                l.strip_prefix(name.as_str())
                    .is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            });
            checked += 1;
            match expected {
                Some(e) if anonymize(e) == anonymize(&sink.out) => {}
                Some(e) => failures.push(format!("{file}:\n  rods: {}\n  mlir: {e}", sink.out)),
                None => failures.push(format!("{file}: no upstream line for {}", sink.out)),
            }
        }
    }
    assert!(checked >= 60, "only {checked} ops checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn files_print_as_upstream_through_the_text_printer() {
    let opts = Options {
        allow_unregistered: true,
        ..Default::default()
    };
    let mut failures = Vec::new();
    for n in cases() {
        let file = format!("{n}.pretty.mlir");
        let expected = read(&file);
        let r = run_buffer(&opts, &file, expected.as_bytes());
        let got = String::from_utf8_lossy(&r.output).into_owned();
        if !r.success || got != expected {
            failures.push(format!("{file}:\n{}{got}", r.stderr));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
