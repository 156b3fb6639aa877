//! Fixed result names on an `#[op]` (`result_names = "lo, hi"`): the
//! printer names the results with them, as MLIR's `getAsmResultNames`.
use ods_macros::op;

/// `t.pair : i32, i32`, results named `%lo` and `%hi`.
#[op("t.pair", result_names = "lo, hi", format = "attr-dict `:` type($low) `,` type($high)")]
struct PairOp {
    #[result]
    low: I32,
    #[result]
    high: I32,
}

fn main() {
    let ctx = ir::Context::new();
    PairOp::register(&ctx);
    let src = "%0:2 = t.pair : i32, i32\n%1:2 = t.pair : i32, i32\n";
    let m = ir::text::parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
    let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, Default::default());
    assert!(text.contains("%lo, %hi = t.pair : i32, i32"), "{text}");
    assert!(text.contains("%lo_0, %hi_1 = t.pair : i32, i32"), "{text}");
}
