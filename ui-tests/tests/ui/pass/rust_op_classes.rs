//! Ops inheriting from op classes declared in Rust (`#[op_class]`): of
//! another crate, of another module, chained (a class of this crate based
//! on one of another crate), based on a `.ods` class, and an op so declared
//! named in `patterns!`.
use ui_tests::other_crate_classes as classes;

mod local {
    /// Commutative binary ops of signless integers.
    #[ods_macros::op_class(class = ui_tests::other_crate_classes::T2_BinaryOp<SignlessIntegerLike>,
                           traits = [Commutative])]
    pub(crate) struct T3_IntBinaryOp {}
}

/// Addition
#[ods_macros::op("t2.add", class = classes::T2_BinaryOp<I32>)]
pub struct AddOp {}

/// Multiplication
#[ods_macros::op("t3.mul", class = local::T3_IntBinaryOp)]
pub struct MulOp {}

/// Negation
#[ods_macros::op("t2.neg", class = ui_tests::other_crate_classes::T2_FormattedUnary)]
pub struct NegOp {}

ods_macros::patterns! {
    pub struct NegPatterns;
    pattern DoubleNeg : Pat<(self::NegOp (self::NegOp $x)), (replaceWithValue $x)>;
}

fn main() {
    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    AddOp::register(&ctx);
    MulOp::register(&ctx);
    NegOp::register(&ctx);
    NegPatterns::register(&ctx);
    use ir::rewrite::RewritePattern;
    assert_eq!(DoubleNeg.root(), Some("t2.neg"));
    let src = "%0 = \"t.arg\"() : () -> i32\n%1 = t2.add %0, %0 : i32\n%2 = t3.mul %1, %0 : i32\n\
               %3 = t2.neg %2 : i32\n%4 = t2.neg %3 : i32\n\"t.use\"(%4) : (i32) -> ()\n";
    let mut m = ir::text::parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
    ir::verify::verify(&ctx, &m.arena, m.top).expect("verifies");
    let generic = ir::text::printer::PrintOptions { generic: true, debug_info: false };
    let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, generic);
    assert!(text.contains("\"t2.add\"(%0, %0) : (i32, i32) -> i32"), "{text}");
    // The class's traits: `Commutative` (the derived class's), `Pure`.
    let traits = format!("{:?}", MulOp::schema().traits);
    assert_eq!(traits, "[Commutative, SameOperandsAndResultType, Pure]");
    // A type outside the class's constraint.
    let bad = "%0 = \"t.arg\"() : () -> f32\n%1 = t3.mul %0, %0 : f32\n";
    let b = ir::text::parse_source(&ctx, "t.mlir", bad.as_bytes()).expect("parses");
    let err = ir::verify::verify(&ctx, &b.arena, b.top).unwrap_err();
    assert_eq!(err.message, "'t3.mul' op operand #0 must be signless-integer, but got 'f32'");
    let pm = ir::pass::PassManager::parse(&ctx, "builtin.module(canonicalize)", &ir::pass::PassRegistry::with_builtin_passes())
        .expect("pipeline");
    let (result, _) = pm.run(&ctx, &mut m.arena, m.top);
    assert!(result.is_ok());
    let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, Default::default());
    assert!(!text.contains("t2.neg"), "{text}");
}
