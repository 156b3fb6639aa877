//! The printer's shortcuts change nothing: streamed output equals the
//! in-memory print, and alias selection still finds aliases that only occur
//! inside attributes or next to registered ops' properties (expected texts
//! from `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic`).

use crate::support::gen_large;

use dialects::driver::{new_context, run_buffer, Options};
use ir::text::printer::print_operation_to;
use ir::text::{parse_source, print_operation, PrintOptions};

fn opts(debug_info: bool) -> Options {
    Options {
        generic: true,
        debug_info,
        allow_unregistered: true,
        ..Default::default()
    }
}

fn run(text: &str, debug_info: bool) -> String {
    let r = run_buffer(&opts(debug_info), "in.mlir", text.as_bytes());
    assert!(r.success, "{}", r.stderr);
    String::from_utf8(r.output).expect("utf-8")
}

#[test]
fn streamed_print_equals_in_memory_print() {
    // Big enough for many flushes.
    let text = gen_large::generate(3000, 5);
    let o = opts(false);
    let ctx = new_context(&o);
    let m = parse_source(&ctx, "in.mlir", text.as_bytes()).expect("parses");
    for debug_info in [false, true] {
        let p = PrintOptions {
            generic: true,
            debug_info,
        };
        let whole = print_operation(&ctx, &m.arena, m.top, p);
        let mut streamed = Vec::new();
        print_operation_to(&ctx, &m.arena, m.top, p, &mut streamed).expect("writes");
        assert!(streamed == whole.as_bytes(), "debug_info={debug_info}");
        if !debug_info {
            assert!(whole == text);
        }
    }
}

#[test]
fn aliases_nested_in_attributes() {
    let input = r#""u.a"() {a = [loc("x":1:2)], b = affine_map<(d0) -> (d0)>, c = loc("y":3:4)} : () -> ()
"u.b"() {t = tuple<i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1>} : () -> ()
"#;
    let expected = r#"!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#loc = loc("x":1:2)
#loc1 = loc("y":3:4)
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "u.a"() {a = [#loc], b = #map, c = #loc1} : () -> ()
  "u.b"() {t = !tuple} : () -> ()
}) : () -> ()

"#;
    assert_eq!(run(input, false), expected);
}

#[test]
fn aliases_of_properties_and_discardable_attributes() {
    let input = r#"#map1 = affine_map<(d0) -> (d0 + 1)>
#map0 = affine_map<(d0) -> (d0)>
%0 = "arith.constant"() <{value = 1 : i32}> {z = #map1, a = #map0} : () -> i32
%1 = "arith.addi"(%0, %0) {overflowFlags = #arith.overflow<nsw>, b = #map1, a = affine_map<(d0) -> (d0 * 2)>} : (i32, i32) -> i32
"u.c"(%1) <{p = affine_map<(d0) -> (d0 * 3)>}> {q = affine_map<(d0) -> (d0 * 4)>} : (i32) -> ()
"#;
    let expected = r#"#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 * 2)>
#map3 = affine_map<(d0) -> (d0 * 4)>
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 1 : i32}> {a = #map, z = #map1} : () -> i32
  %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> {a = #map2, b = #map1} : (i32, i32) -> i32
  "u.c"(%1) <{p = affine_map<(d0) -> (d0 * 3)>}> {q = #map3} : (i32) -> ()
}) : () -> ()

"#;
    assert_eq!(run(input, false), expected);
}

/// Types and attributes printed many times come from the printer's text
/// cache; the same attribute with and without its type elided must not mix.
#[test]
fn cached_texts_respect_type_elision() {
    let input = r#""u.a"() {a = [1, 2.5, 3], b = 1 : i64, c = 2.5 : f64, d = [1 : i32]} : () -> ()
"u.b"() {a = [1, 2.5], b = 1 : i64, c = 2.5 : f64, d = 1 : i32} : () -> ()
"#;
    let expected = r#""builtin.module"() ({
  "u.a"() {a = [1, 2.500000e+00, 3], b = 1 : i64, c = 2.500000e+00 : f64, d = [1 : i32]} : () -> ()
  "u.b"() {a = [1, 2.500000e+00], b = 1 : i64, c = 2.500000e+00 : f64, d = 1 : i32} : () -> ()
}) : () -> ()

"#;
    assert_eq!(run(input, false), expected);
}
