//! Format features the upstream dialects' ops do not use, on the
//! test ops of `test_dialect/formats.ods`: every case is parsed from its
//! custom form, printed back identically (spacing follows mlir-tblgen's
//! rules, checked against the code mlir-tblgen 22 generates), and its generic form is
//! checked where it shows what parsing built (implicit terminators,
//! segment sizes, unit attributes, properties).

use crate::support::op_text::{OpText, Regions};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::names::SsaNames;
use ir::text::printer::{print_operation, PrintOptions};
use ir::{Context, IrArena, OpId};

fn context() -> Context {
    let ctx = Context::new();
    dialects::test_dialect::formats::registration::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn walk(arena: &IrArena, op: OpId, out: &mut Vec<OpId>) {
    out.push(op);
    for &r in arena.regions(op) {
        for &b in arena.region_blocks(r) {
            for o in arena.block_ops(b) {
                walk(arena, o, out);
            }
        }
    }
}

/// Parses `src` (sources are `"t.src"` ops) and returns the custom print of
/// every op with a format, and the module's generic form.
fn round(src: &str) -> (Vec<String>, String) {
    let ctx = context();
    let m = ir::text::parse_source(&ctx, "t.mlir", src.as_bytes()).unwrap_or_else(|d| panic!("{src}: {}", d.message));
    let names = SsaNames::new(&ctx, &m.arena, m.top, false);
    let mut ops = Vec::new();
    walk(&m.arena, m.top, &mut ops);
    let mut printed = Vec::new();
    for op in ops {
        let info = ctx.op_info(m.arena.op_name(op));
        let Some(asm) = info.definition().and_then(|d| d.assembly) else {
            continue;
        };
        let mut sink = OpText::new(&ctx, &m.arena, &names, Regions::Counted, info.name().to_string());
        (asm.print)(&mut OpAsmPrinter::new(&mut sink), op);
        printed.push(sink.out);
    }
    let generic = print_operation(&ctx, &m.arena, m.top, PrintOptions::GENERIC);
    (printed, generic)
}

const SRC: &str = "%0 = \"t.src\"() : () -> i32\n%1 = \"t.src\"() : () -> f32\n%2 = \"t.src\"() : () -> i32\n";

/// Checks `op` (one line using `%0: i32`, `%1: f32`, `%2: i32`) prints back as itself.
fn same(op: &str) -> String {
    let (printed, generic) = round(&format!("{SRC}{op}\n"));
    let line = match op.split_once(" = ") {
        Some((lhs, rest)) if lhs.starts_with('%') => rest,
        _ => op,
    };
    assert_eq!(printed.last().map(String::as_str), Some(line), "{op}");
    generic
}

#[test]
fn spacing_follows_mlir_tblgen() {
    // The example of ods.md §9.3, verified against mlir-tblgen 22.
    same("tf.spacing a  %0%1(%2) -> %0, : [] <kw> : i32, f32, i32, i32");
    same("%3:2 = tf.functional(%0, %1) : (i32, f32) -> (f32, i32)");
    same("tf.functional() : () -> ()");
    same("%3 = tf.echo %0 <tag: i32> -> f32");
}

#[test]
fn optional_groups_else_branches_and_unit_anchors() {
    let g = same("tf.else yes");
    assert!(g.contains("\"tf.else\"() <{flag}>"), "{g}");
    let g = same("tf.else no");
    assert!(g.contains("\"tf.else\"() : () -> ()"), "{g}");
    let g = same("tf.unit_anchor %0 with flag : i32");
    assert!(g.contains("<{u}>"), "{g}");
    same("tf.unit_anchor %1 : f32");
    same("tf.optional_operand %0");
    let g = same("tf.optional_operand");
    assert!(g.contains("\"tf.optional_operand\"() : () -> ()"), "{g}");
}

#[test]
fn oilist_clauses_in_any_order() {
    let g = same("tf.oilist first(%0, %2 : i32, i32) second(%1 : f32) flag key = 5");
    assert!(g.contains("operandSegmentSizes = array<i32: 2, 1>"), "{g}");
    assert!(g.contains("k = 5 : i64"), "{g}");
    // Any order and subset parse; printing uses the declared order.
    let (printed, _) = round(&format!("{SRC}tf.oilist key = 3 flag second(%1 : f32)\n"));
    assert_eq!(printed[0], "tf.oilist second(%1 : f32) flag key = 3");
    same("tf.oilist");
    let err = ir::text::parse_source(&context(), "t.mlir", format!("{SRC}tf.oilist flag flag\n").as_bytes())
        .err()
        .expect("a clause twice is an error");
    assert_eq!(
        err.message,
        "custom op 'tf.oilist' `flag` clause can appear at most once in the expansion of the oilist directive"
    );
}

#[test]
fn variadic_of_variadic_groups() {
    let g = same("tf.groups (%0, %2), (), (%1) : (i32, i32), (), (f32)");
    assert!(g.contains("segs = array<i32: 2, 0, 1>"), "{g}");
    same("tf.groups  : ");
}

#[test]
fn prop_dict_qualified_and_stripped_attributes() {
    let g = same("tf.props 5 <{b = \"x\"}>");
    assert!(g.contains("<{a = 5 : i64, b = \"x\"}>"), "{g}");
    // The filtered dictionary is empty: nothing after the space (as MLIR).
    same("tf.props 7 ");
    let g = same("tf.qualified #tf.flags<x>, <y>");
    assert!(g.contains("f = #tf.flags<x>, g = #tf.flags<y>"), "{g}");
}

#[test]
fn regions_get_implicit_terminators_and_successors_resolve() {
    let src = format!("{SRC}tf.region {{\n}}\ntf.region attributes {{a = 1 : i64}} {{\n  tf.yield %0 : i32\n}}\n");
    let (printed, generic) = round(&src);
    assert_eq!(printed[0], "tf.region {1 ops, terminators: false}");
    assert_eq!(printed[1], "tf.yield");
    assert_eq!(
        printed[2],
        "tf.region attributes {a = 1 : i64} {1 ops, terminators: true}"
    );
    assert_eq!(printed[3], "tf.yield %0 : i32");
    assert!(
        generic.contains("\"tf.region\"() ({\n    \"tf.yield\"() : () -> ()\n  })"),
        "{generic}"
    );
    let src = "\"t.holder\"() ({\n^bb0:\n  %0 = \"t.src\"() : () -> i32\n  tf.branch ^bb1(%0 : i32)\n^bb1(%1: i32):\n  tf.branch ^bb0\n}) : () -> ()\n";
    let (printed, _) = round(src);
    assert_eq!(printed, vec!["tf.branch ^bb1(%0 : i32)", "tf.branch ^bb0"]);
}
