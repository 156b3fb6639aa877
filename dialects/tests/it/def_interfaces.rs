//! Attribute and type interfaces (`type_interface` in `.ods`): upstream's
//! `MemRefElementTypeInterface` and `VectorElementTypeInterface` decide which types
//! memrefs and vectors take, as in mlir-opt-22 (`data/def_interfaces`: the test
//! dialect's `!test.memref_element` implements the first, quant types neither; the
//! builtin integer, index and float types implement the second, attached by `ir`),
//! and the test dialect's `TestTypeInterface` is queried with a typed cast.

use crate::support::all_dialects_and_test;
use crate::support::mlir_opt_data::{print, Data};
use dialects::test_dialect::{Shaped, TestTypeInterfaceRef, TEST_TYPE_INTERFACE_DEFS};
use ir::interfaces::{MemRefElementTypeInterfaceRef, VectorElementTypeInterfaceRef};
use ir::Context;

const DATA: Data = Data("def_interfaces");

fn ty(ctx: &Context, text: &str) -> ir::Type {
    ir::text::parse_type_str(ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message))
}

#[test]
fn element_types_accepted_as_mlir_opt_accepts_them() {
    let ctx = all_dialects_and_test();
    let m = DATA.parse_verified(&ctx, "accepted.mlir");
    assert_eq!(print(&ctx, &m, false), DATA.expected("accepted.custom"));
}

#[test]
fn element_types_rejected_with_mlir_opts_messages() {
    let ctx = all_dialects_and_test();
    let expected: Vec<String> = DATA
        .expected("errors.expected")
        .lines()
        .filter(|l| l.contains(": error: "))
        .map(str::to_string)
        .collect();
    assert_eq!(DATA.split_errors(&ctx, "errors.mlir", false), expected);
}

#[test]
fn interfaces_are_queried_with_a_typed_cast() {
    let ctx = all_dialects_and_test();
    let memref_elem = |t: &str| ty(&ctx, t).interface::<MemRefElementTypeInterfaceRef>(&ctx).is_some();
    let vector_elem = |t: &str| ty(&ctx, t).interface::<VectorElementTypeInterfaceRef>(&ctx).is_some();
    assert!(memref_elem("!test.memref_element"));
    assert!(memref_elem("!test.shaped<2>"));
    assert!(!memref_elem("!test.test_type"));
    assert!(!memref_elem("!quant.uniform<i8:f32, 0.5>"));
    // Builtin element types are accepted by kind, as upstream's
    // `BaseMemRefType::isValidElementType` does: they do not implement it.
    assert!(!memref_elem("f32"));
    ctx.set_allow_unregistered_dialects(true);
    assert!(!memref_elem("!unknown.type"));
    for t in ["i1", "si8", "index", "f32", "bf16", "f8E5M2"] {
        assert!(vector_elem(t), "{t}");
    }
    for t in [
        "complex<f32>",
        "none",
        "vector<2xf32>",
        "!test.memref_element",
        "!quant.any<i8:f32>",
    ] {
        assert!(!vector_elem(t), "{t}");
    }
}

#[test]
fn a_type_interface_with_methods_and_defaults() {
    let ctx = all_dialects_and_test();
    let t = ty(&ctx, "!test.test_type");
    let r = t
        .interface::<TestTypeInterfaceRef>(&ctx)
        .expect("TestType implements it");
    assert_eq!(r.ty(), t);
    assert_eq!(r.type_name(&ctx, 10), "test_type ");
    // The default body calls the implementation's `type_name`.
    assert_eq!(r.shout(&ctx, 0), "TEST_TYPE");
    let s = Shaped { rank: 3 }.get(&ctx);
    let r = TestTypeInterfaceRef::get(&ctx, s).expect("Shaped implements it");
    assert_eq!(r.type_name(&ctx, 0), "shaped3");
    assert_eq!(r.shout(&ctx, 0), "shaped3!");
    assert!(ty(&ctx, "!test.memref_element")
        .interface::<TestTypeInterfaceRef>(&ctx)
        .is_none());
    assert!(ty(&ctx, "i32").interface::<TestTypeInterfaceRef>(&ctx).is_none());
    assert_eq!(TEST_TYPE_INTERFACE_DEFS, ["TestType", "Shaped"]);
}

#[test]
fn an_attribute_interface_implemented_with_its_defaults() {
    let ctx = all_dialects_and_test();
    let pair = dialects::test_dialect::Pair {
        first: 1,
        second: "x".into(),
    }
    .get(&ctx);
    let r = pair
        .interface::<dialects::test_dialect::TestAttrInterfaceRef>(&ctx)
        .expect("test.pair implements it");
    assert_eq!((r.attr(), r.dialect_name(&ctx)), (pair, "test"));
    let other = ir::text::parse_attribute_str(&ctx, "#test.window<4>").expect("attribute");
    assert!(other
        .interface::<dialects::test_dialect::TestAttrInterfaceRef>(&ctx)
        .is_none());
}

#[test]
fn an_external_model_is_attached_to_a_builtin_kind() {
    // `ir::builtin_interfaces` makes the builtin kinds implementers: another crate
    // attaches its own interface to them (MLIR's external models).
    struct I32Model;
    impl ir::ods::DefImpl for I32Model {
        const KEY: ir::ods::DefKey = ir::builtin_interfaces::IntegerType::KEY;
    }
    impl dialects::test_dialect::TestTypeInterface for I32Model {
        fn type_name(ctx: &Context, ty: ir::Type, _width: usize) -> String {
            ir::text::printer::type_to_string(ctx, ty)
        }
    }
    let ctx = all_dialects_and_test();
    let i32 = ty(&ctx, "i32");
    assert!(i32.interface::<TestTypeInterfaceRef>(&ctx).is_none());
    dialects::test_dialect::TestTypeInterfaceMethods::attach::<I32Model>(&ctx);
    let r = i32.interface::<TestTypeInterfaceRef>(&ctx).expect("attached");
    assert_eq!(r.shout(&ctx, 0), "I32");
    assert!(ty(&ctx, "index").interface::<TestTypeInterfaceRef>(&ctx).is_none());
}
