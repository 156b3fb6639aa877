//! Interfaces declared in Rust listed by their paths in `traits = [...]` are
//! verified where they stand among the traits, as upstream's `verifyTraits`
//! runs the traits and interfaces of an op's list in order (and `.ods`'s
//! trait list does): of two verifiers failing on the same op the first listed
//! reports, and a trait listed before an interface reports before it. One in
//! `interfaces = [...]` follows all traits, as in `.ods`. A base declared in
//! Rust (`trait Derived: self::Second`) is verified just before the interface
//! extending it (mlir-tblgen-22's trait list puts an interface's bases there).

use ods_macros::op;

mod ifaces {
    use ir::{Context, Diagnostic, IrArena, OpId};

    /// Fails with `message` when the op carries a discardable attribute.
    fn fail_on_attrs(ctx: &Context, arena: &IrArena, op: OpId, message: &str) -> Result<(), Diagnostic> {
        match arena.attrs(op) {
            Some(_) => Err(ir::ods::verify::op_error(ctx, arena, op, message)),
            None => Ok(()),
        }
    }

    /// `First`'s verifier.
    pub fn first(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
        fail_on_attrs(ctx, arena, op, "fails First")
    }

    /// `Second`'s verifier.
    pub fn second(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
        fail_on_attrs(ctx, arena, op, "fails Second")
    }

    /// Ops checked first
    #[ods_macros::op_interface(verify = self::first)]
    pub trait First {
        /// A width, 8 unless overridden.
        fn width(self) -> usize {
            8
        }
    }

    /// Ops checked second
    #[ods_macros::op_interface(verify = self::second)]
    pub trait Second {
        /// A depth, 2 unless overridden.
        fn depth(self) -> usize {
            2
        }
    }

    /// Ops checked after their base `Second`
    #[ods_macros::op_interface(verify = self::first)]
    pub trait Derived: self::Second {
        /// A height, 1 unless overridden.
        fn height(self) -> usize {
            1
        }
    }
}

/// `First` then `Second`.
#[op("demo.first_second", traits = [ifaces::First, ifaces::Second])]
pub struct FirstSecondOp {}

/// `Second` then `First`.
#[op("demo.second_first", traits = [ifaces::Second, ifaces::First])]
pub struct SecondFirstOp {}

/// A trait, then `First`.
#[op("demo.typed_first", traits = [SameOperandsAndResultType, ifaces::First])]
pub struct TypedFirstOp {
    #[operand]
    input: AnyType,
    #[result]
    out: AnyType,
}

/// `First`, then a trait.
#[op("demo.first_typed", traits = [ifaces::First, SameOperandsAndResultType])]
pub struct FirstTypedOp {
    #[operand]
    input: AnyType,
    #[result]
    out: AnyType,
}

/// `First` in `interfaces = [...]`: after the traits.
#[op("demo.listed_first", traits = [SameOperandsAndResultType], interfaces = [ifaces::First])]
pub struct ListedFirstOp {
    #[operand]
    input: AnyType,
    #[result]
    out: AnyType,
}

/// `Derived` (so `Second` just before it), then a trait.
#[op("demo.derived_typed", traits = [ifaces::Derived, SameOperandsAndResultType])]
pub struct DerivedTypedOp {
    #[operand]
    input: AnyType,
    #[result]
    out: AnyType,
}

/// The message verifying the module `src` gives.
fn error(ctx: &ir::Context, src: &str) -> String {
    let m = ir::text::parse_source(ctx, "t.mlir", src.as_bytes()).expect("parses");
    ir::verify::verify(ctx, &m.arena, m.top).expect_err("fails").message
}

fn main() {
    let ctx = ir::Context::new();
    // `test.value` makes an operand.
    ctx.set_allow_unregistered_dialects(true);
    FirstSecondOp::register(&ctx);
    SecondFirstOp::register(&ctx);
    TypedFirstOp::register(&ctx);
    FirstTypedOp::register(&ctx);
    ListedFirstOp::register(&ctx);
    DerivedTypedOp::register(&ctx);
    assert_eq!(error(&ctx, r#""demo.first_second"() {bad} : () -> ()"#), "'demo.first_second' op fails First");
    assert_eq!(error(&ctx, r#""demo.second_first"() {bad} : () -> ()"#), "'demo.second_first' op fails Second");
    let mismatched = |name: &str| {
        let src = format!(
            "%0 = \"test.value\"() : () -> i32\n%1 = \"{name}\"(%0) {{bad}} : (i32) -> i64\n"
        );
        error(&ctx, &src)
    };
    let types = "op requires the same type for all operands and results";
    assert_eq!(mismatched("demo.typed_first"), format!("'demo.typed_first' {types}"));
    assert_eq!(mismatched("demo.first_typed"), "'demo.first_typed' op fails First");
    assert_eq!(mismatched("demo.listed_first"), format!("'demo.listed_first' {types}"));
    assert_eq!(mismatched("demo.derived_typed"), "'demo.derived_typed' op fails Second");
}
