//! `patterns!` naming an `#[op]` of another crate by its path: the op's
//! hidden definition macro is exported, so the path reaches it, and the
//! pattern rewrites through canonicalize.
use ui_tests::other_crate_ops::NegOp;

ods_macros::patterns! {
    pub struct NegPatterns;

    // -(-x) -> x
    pattern DoubleNeg : Pat<(ui_tests::other_crate_ops::NegOp (ui_tests::other_crate_ops::NegOp $x)), (replaceWithValue $x)>;
}

fn main() {
    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    NegOp::register(&ctx);
    NegPatterns::register(&ctx);
    let src = "%0 = \"t.arg\"() : () -> i32\n%1 = t2.neg %0 : i32\n%2 = t2.neg %1 : i32\n\"t.use\"(%2) : (i32) -> ()\n";
    let mut m = ir::text::parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
    let pm = ir::pass::PassManager::parse(&ctx, "builtin.module(canonicalize)", &ir::pass::PassRegistry::with_builtin_passes())
        .expect("pipeline");
    let (result, _) = pm.run(&ctx, &mut m.arena, m.top);
    assert!(result.is_ok());
    let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, Default::default());
    assert!(!text.contains("t2.neg"), "{text}");
    assert!(text.contains("\"t.use\"(%0) : (i32) -> ()"), "{text}");
}
