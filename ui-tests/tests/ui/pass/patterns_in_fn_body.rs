//! `patterns!` in a function body over `#[op]` ops declared in that body,
//! with a native constraint declared there too: `self::NegOp` names the
//! body's op (the generated code is in the invoking scope, an anonymous
//! `const` block, where a child module would not see the body's items), and
//! the patterns rewrite through canonicalize. A second set in the same body
//! names an op of a module and one of another crate by their paths.

mod ops {
    /// Integer bitwise not (`t3.not %x : i32`).
    #[ods_macros::op("t3.not", traits = [Pure, SameOperandsAndResultType], format = "$input attr-dict `:` type($out)")]
    pub struct NotOp {
        #[operand]
        input: AnyInteger,
        #[result]
        out: AnyInteger,
    }
}

fn canonicalized(ctx: &ir::Context, src: &str) -> String {
    let mut m = ir::text::parse_source(ctx, "t.mlir", src.as_bytes()).expect("parses");
    let pm = ir::pass::PassManager::parse(ctx, "builtin.module(canonicalize)", &ir::pass::PassRegistry::with_builtin_passes())
        .expect("pipeline");
    let (result, _) = pm.run(ctx, &mut m.arena, m.top);
    assert!(result.is_ok());
    ir::text::printer::print_operation(ctx, &m.arena, m.top, Default::default())
}

fn main() {
    /// Integer negation, local to `main` (`t3.neg %x : i32`).
    #[ods_macros::op("t3.neg", traits = [Pure, SameOperandsAndResultType], format = "$input attr-dict `:` type($out)")]
    pub struct NegOp {
        #[operand]
        input: AnyInteger,
        #[result]
        out: AnyInteger,
    }

    fn any(_: &ir::Context, _: &ir::IrArena, _: ir::Value) -> bool {
        true
    }

    ods_macros::patterns! {
        /// The body's patterns.
        pub struct LocalPatterns;

        def Any : Constraint<CPred<any>>;

        // -(-x) -> x
        pattern DoubleNeg : Pat<(self::NegOp (self::NegOp $x)), (replaceWithValue $x), [(Any $x)]>;
    }

    ods_macros::patterns! {
        struct OtherPatterns;

        // ~(~x) -> x, of a module's op; -(-x) -> x of another crate's.
        pattern DoubleNot : Pat<(ops::NotOp (ops::NotOp $x)), (replaceWithValue $x)>;
        pattern DoubleNeg2 : Pat<(ui_tests::other_crate_ops::NegOp (ui_tests::other_crate_ops::NegOp $x)), (replaceWithValue $x)>;
    }

    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    NegOp::register(&ctx);
    LocalPatterns::register(&ctx);
    assert_eq!(ir::rewrite::RewritePattern::name(&DoubleNeg), "DoubleNeg");
    let text = canonicalized(
        &ctx,
        "%0 = \"t.arg\"() : () -> i32\n%1 = t3.neg %0 : i32\n%2 = t3.neg %1 : i32\n\"t.use\"(%2) : (i32) -> ()\n",
    );
    assert!(!text.contains("t3.neg"), "{text}");
    assert!(text.contains("\"t.use\"(%0) : (i32) -> ()"), "{text}");

    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ops::NotOp::register(&ctx);
    ui_tests::other_crate_ops::NegOp::register(&ctx);
    OtherPatterns::register(&ctx);
    let text = canonicalized(
        &ctx,
        "%0 = \"t.arg\"() : () -> i32\n%1 = t3.not %0 : i32\n%2 = t3.not %1 : i32\n%3 = t2.neg %2 : i32\n%4 = t2.neg %3 : i32\n\"t.use\"(%4) : (i32) -> ()\n",
    );
    assert!(!text.contains("t3.not") && !text.contains("t2.neg"), "{text}");
    assert!(text.contains("\"t.use\"(%0) : (i32) -> ()"), "{text}");
}
