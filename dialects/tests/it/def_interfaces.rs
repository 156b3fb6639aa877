//! Attribute and type interfaces (`type_interface` in `.ods`): upstream's
//! `MemRefElementTypeInterface` and `VectorElementTypeInterface` decide which types
//! memrefs and vectors take, as in mlir-opt-22 (`data/def_interfaces`: the test
//! dialect's `!test.memref_element` implements the first, quant types neither; the
//! builtin integer, index and float types implement the second, attached by `ir`),
//! and the test dialect's `TestTypeInterface` is queried with a typed cast.
//! Upstream's `ShapedTypeInterface`, `TypedAttrInterface`, `ElementsAttrInterface`
//! and `MemRefLayoutAttrInterface` are implemented by the builtin kinds upstream
//! declares them on; the memref parser and bytecode reader take any
//! `MemRefLayoutAttrInterface` as a layout (`data/def_interfaces/layouts*`: the test
//! dialect's `#test.memref_layout`, as mlir-opt-22). `FloatTypeInterface` (upstream's
//! `FloatType`, extending `VectorElementTypeInterface`) gives the float types'
//! semantics, widths and `scaleElementBitwidth`; `PtrLikeTypeInterface` the memref
//! types' memory space and element type, `BlobAttrInterface` the dense and dense
//! resource attributes' bytes.

use crate::support::all_dialects_and_test;
use crate::support::mlir_opt_data::{print, Data};
use crate::support::parsed::Parsed;
use dialects::test_dialect::{Shaped, TestTypeInterfaceRef, TEST_TYPE_INTERFACE_DEFS};
use ir::interfaces::{
    BlobAttrInterfaceRef, ElementsAttrInterfaceRef, FloatTypeInterfaceRef, MemRefElementTypeInterfaceRef,
    MemRefLayoutAttrInterfaceRef, PtrLikeTypeInterfaceRef, ShapedTypeInterfaceRef, TypedAttrInterfaceRef,
    VectorElementTypeInterfaceRef,
};
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
    assert_eq!(
        DATA.split_errors(&ctx, "errors.mlir", false),
        DATA.error_lines("errors.expected")
    );
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

#[test]
fn dialect_layouts_parse_print_and_read_as_mlir_opt() {
    let ctx = all_dialects_and_test();
    let m = DATA.parse_verified(&ctx, "layouts.mlir");
    assert_eq!(print(&ctx, &m, false), DATA.expected("layouts.custom"));
    // rods' bytecode is mlir-opt-22's but for the test dialect's version (upstream's
    // test dialect writes its own two-number encoding, rods' the declared `version 2`),
    // so it is read back rather than compared.
    let bc = ir::bytecode::write(&ctx, &m.arena, m.top, &ir::bytecode::WriteOptions::default()).expect("writes");
    let ours = ir::bytecode::read(&ctx, &bc).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &ours, false), DATA.expected("layouts.custom"));
    let back = ir::bytecode::read(&ctx, &DATA.read("layouts.mlirbc")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &back, false), DATA.expected("layouts.custom"));
}

#[test]
fn layouts_rejected_with_mlir_opts_messages() {
    let ctx = all_dialects_and_test();
    assert_eq!(
        DATA.split_errors(&ctx, "layout_errors.mlir", false),
        DATA.error_lines("layout_errors.expected")
    );
}

#[test]
fn shaped_types_through_the_interface() {
    let ctx = all_dialects_and_test();
    let shaped = |t: &str| ty(&ctx, t).interface::<ShapedTypeInterfaceRef>(&ctx);
    let s = shaped("memref<4x?xf32, strided<[?, 1]>, 3>").expect("memref is shaped");
    assert_eq!(s.shape(&ctx), Some(vec![4, ir::types::DYNAMIC]));
    assert_eq!(
        (s.rank(&ctx), s.has_rank(&ctx), s.has_static_shape(&ctx)),
        (Some(2), true, false)
    );
    assert_eq!(
        (s.num_elements(&ctx), s.dim_size(&ctx, 0), s.dim_size(&ctx, 2)),
        (None, Some(4), None)
    );
    assert_eq!(s.element_type(&ctx), ty(&ctx, "f32"));
    // `cloneWith` keeps a memref's layout and memory space.
    let i8 = ty(&ctx, "i8");
    assert_eq!(
        s.clone_with(&ctx, Some(&[2, 3]), i8),
        ty(&ctx, "memref<2x3xi8, strided<[?, 1]>, 3>")
    );
    let u = shaped("tensor<*xf32>").expect("unranked tensor is shaped");
    assert_eq!((u.has_rank(&ctx), u.shape(&ctx), u.rank(&ctx)), (false, None, None));
    assert_eq!(u.clone_with(&ctx, None, i8), ty(&ctx, "tensor<*xi8>"));
    assert_eq!(u.clone_with(&ctx, Some(&[5]), i8), ty(&ctx, "tensor<5xi8>"));
    let um = shaped("memref<*xf32, 1>").expect("unranked memref is shaped");
    assert_eq!(um.clone_with(&ctx, Some(&[5]), i8), ty(&ctx, "memref<5xi8, 1>"));
    let v = shaped("vector<2x[4]xf32>").expect("vector is shaped");
    assert_eq!((v.num_elements(&ctx), v.has_static_shape(&ctx)), (Some(8), true));
    assert_eq!(v.clone_with(&ctx, None, i8), ty(&ctx, "vector<2x[4]xi8>"));
    let t = shaped("tensor<2x3xf32>").expect("tensor is shaped");
    assert_eq!(t.clone_with(&ctx, Some(&[6]), i8), ty(&ctx, "tensor<6xi8>"));
    for t in ["f32", "complex<f32>", "tuple<i32>", "!test.shaped<2>"] {
        assert!(shaped(t).is_none(), "{t}");
    }
}

#[test]
fn float_types_through_the_interface() {
    use ir::float::FloatKind;
    let ctx = all_dialects_and_test();
    let float = |t: &str| ty(&ctx, t).interface::<FloatTypeInterfaceRef>(&ctx);
    // (type, semantics, getWidth, getFPMantissaWidth), as APFloat's semantics.
    for (t, kind, width, mantissa) in [
        ("f16", FloatKind::F16, 16, 11),
        ("bf16", FloatKind::BF16, 16, 8),
        ("f32", FloatKind::F32, 32, 24),
        ("f64", FloatKind::F64, 64, 53),
        ("f80", FloatKind::F80, 80, 64),
        ("tf32", FloatKind::TF32, 19, 11),
        ("f8E4M3FN", FloatKind::F8E4M3FN, 8, 4),
        ("f4E2M1FN", FloatKind::F4E2M1FN, 4, 2),
    ] {
        let f = float(t).unwrap_or_else(|| panic!("{t} is a float type"));
        assert_eq!(
            (f.float_semantics(&ctx), f.width(&ctx), f.fp_mantissa_width(&ctx)),
            (kind, width, mantissa),
            "{t}"
        );
        assert_eq!(ir::builtin_interfaces::float_kind(&ctx, ty(&ctx, t)), Some(kind));
        // The base: a float type is a vector element type.
        assert!(
            ty(&ctx, t).interface::<VectorElementTypeInterfaceRef>(&ctx).is_some(),
            "{t}"
        );
    }
    // `scaleElementBitwidth`: f16/bf16 by 2 and 4, f32 by 2; none otherwise.
    let scaled = |t: &str, s: u32| float(t).and_then(|f| f.scale_element_bitwidth(&ctx, s));
    assert_eq!(scaled("f16", 2), Some(ty(&ctx, "f32")));
    assert_eq!(scaled("bf16", 4), Some(ty(&ctx, "f64")));
    assert_eq!(scaled("f32", 2), Some(ty(&ctx, "f64")));
    for (t, s) in [("f32", 4), ("f64", 2), ("f16", 3), ("f8E5M2", 2)] {
        assert_eq!(scaled(t, s), None, "{t} by {s}");
    }
    for t in ["i32", "index", "complex<f32>", "vector<2xf32>", "!test.shaped<2>"] {
        assert!(float(t).is_none(), "{t}");
        assert_eq!(ir::builtin_interfaces::float_kind(&ctx, ty(&ctx, t)), None, "{t}");
    }
}

#[test]
fn memrefs_are_pointer_like() {
    let ctx = all_dialects_and_test();
    let ptr = |t: &str| ty(&ctx, t).interface::<PtrLikeTypeInterfaceRef>(&ctx);
    let space = |t: &str| Some(ir::text::parse_attribute_str(&ctx, t).expect("attribute"));
    let m = ptr("memref<4x?xf32, strided<[?, 1]>, 3>").expect("memref is pointer-like");
    assert_eq!(m.memory_space(&ctx), space("3"));
    assert_eq!(m.element_type(&ctx), Some(ty(&ctx, "f32")));
    assert!(m.has_ptr_metadata(&ctx));
    // `clonePtrWith` keeps the shape and layout; an integer 0 space is the default.
    let i8 = ty(&ctx, "i8");
    assert_eq!(
        m.clone_ptr_with(&ctx, space("1"), Some(i8)),
        Some(ty(&ctx, "memref<4x?xi8, strided<[?, 1]>, 1>"))
    );
    assert_eq!(
        m.clone_ptr_with(&ctx, space("0"), None),
        Some(ty(&ctx, "memref<4x?xf32, strided<[?, 1]>>"))
    );
    let u = ptr("memref<*xf32>").expect("unranked memref is pointer-like");
    assert_eq!(u.memory_space(&ctx), None);
    assert_eq!(
        u.clone_ptr_with(&ctx, space("\"gpu\""), Some(i8)),
        Some(ty(&ctx, "memref<*xi8, \"gpu\">"))
    );
    for t in ["tensor<2xf32>", "vector<2xf32>", "f32", "index"] {
        assert!(ptr(t).is_none(), "{t}");
    }
}

#[test]
fn dense_attributes_expose_their_bytes_as_blobs() {
    let source = "func.func @f() -> tensor<4xi32> {\n  %0 = arith.constant dense_resource<blob1> : tensor<4xi32>\n  return %0 : tensor<4xi32>\n}\n{-#\n  dialect_resources: {\n    builtin: {\n      blob1: \"0x0400000001000000020000000300000004000000\"\n    }\n  }\n#-}\n";
    let ir = Parsed::new("blob.mlir", source);
    let ctx = &ir.ctx;
    let resource = ir::ods::access::inherent(ctx, &ir.arena, ir.nth("arith.constant", 0), "value").expect("a value");
    let attr = |t: &str| ir::text::parse_attribute_str(ctx, t).unwrap_or_else(|d| panic!("{t}: {}", d.message));
    let blob = |a: ir::Attr| a.interface::<BlobAttrInterfaceRef>(ctx).map(|r| r.data(ctx));
    let data = |t: &str| blob(attr(t));
    assert_eq!(
        blob(resource),
        Some(vec![1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0])
    );
    assert_eq!(data("dense<[1, 2]> : tensor<2xi16>"), Some(vec![1, 0, 2, 0]));
    // A splat's raw data is its one element.
    assert_eq!(data("dense<7> : tensor<3xi8>"), Some(vec![7]));
    // A resource without data has an empty blob.
    assert_eq!(data("dense_resource<missing> : tensor<4xi32>"), Some(Vec::new()));
    for t in ["\"s\"", "3 : i32", "array<i32: 1>", "[1, 2]"] {
        assert_eq!(data(t), None, "{t}");
    }
}

#[test]
fn typed_and_elements_attributes_through_the_interfaces() {
    let ctx = all_dialects_and_test();
    let attr = |t: &str| ir::text::parse_attribute_str(&ctx, t).unwrap_or_else(|d| panic!("{t}: {}", d.message));
    let typed = |t: &str| attr(t).interface::<TypedAttrInterfaceRef>(&ctx).map(|r| r.ty(&ctx));
    assert_eq!(typed("3 : i8"), Some(ty(&ctx, "i8")));
    assert_eq!(typed("true"), Some(ty(&ctx, "i1")));
    assert_eq!(typed("1.5 : f16"), Some(ty(&ctx, "f16")));
    assert_eq!(typed("\"s\""), Some(ty(&ctx, "none")));
    assert_eq!(typed("dense<1> : tensor<2xi32>"), Some(ty(&ctx, "tensor<2xi32>")));
    for t in [
        "unit",
        "[1]",
        "i32",
        "@sym",
        "affine_map<(d0) -> (d0)>",
        "array<i32: 1>",
        "#test.window<4>",
    ] {
        assert_eq!(typed(t), None, "{t}");
    }
    let elements = |t: &str| attr(t).interface::<ElementsAttrInterfaceRef>(&ctx);
    let e = elements("dense<[1, 2, 3]> : vector<3xi32>").expect("dense elements");
    assert_eq!(e.shaped_type(&ctx), ty(&ctx, "vector<3xi32>"));
    assert_eq!((e.num_elements(&ctx), e.is_splat(&ctx)), (Some(3), false));
    let one = elements("dense<[\"a\"]> : tensor<1x!test.test_type>").expect("dense strings");
    assert_eq!((one.num_elements(&ctx), one.is_splat(&ctx)), (Some(1), true));
    assert!(elements("sparse<[[0]], [1]> : tensor<4xi32>").is_some());
    assert!(elements("dense_resource<blob> : tensor<4xi32>").is_some());
    assert!(elements("3 : i8").is_none());
}

#[test]
fn layouts_through_the_interface() {
    let ctx = all_dialects_and_test();
    let layout = |t: &str| {
        ir::text::parse_attribute_str(&ctx, t)
            .unwrap_or_else(|d| panic!("{t}: {}", d.message))
            .interface::<MemRefLayoutAttrInterfaceRef>(&ctx)
    };
    let strided = layout("strided<[?, 1], offset: 2>").expect("strided layout");
    let map = ir::text::parse_attribute_str(&ctx, "affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 2)>").expect("map");
    let ir::AttrKind::AffineMap(map) = ctx.attr_kind(map).clone() else {
        panic!("a map")
    };
    assert_eq!(strided.affine_map(&ctx), map);
    assert!(!strided.is_identity(&ctx));
    assert_eq!(
        strided.verify_layout(&ctx, &[4]),
        Err("expected the number of strides to match the rank".to_string())
    );
    assert!(layout("strided<[1]>").expect("strided").is_identity(&ctx));
    let test = layout("#test.memref_layout<\"x\">").expect("the test layout");
    assert!(test.is_identity(&ctx));
    assert_eq!(test.verify_layout(&ctx, &[4]), Ok(()));
    assert!(layout("1 : i64").is_none());
}

#[test]
fn a_derived_interface_makes_its_implementers_queryable_as_the_base() {
    use dialects::test_dialect::{TestAttrInterfaceRef, TestMeasuredTypeInterfaceRef, TestTaggedAttrInterfaceRef};
    let ctx = all_dialects_and_test();
    // `test.tagged` lists only `TestTaggedAttrInterface`; its base comes with it.
    let tagged = dialects::test_dialect::Tagged { tag: 3 }.get(&ctx);
    let derived = tagged.interface::<TestTaggedAttrInterfaceRef>(&ctx).expect("derived");
    assert_eq!(derived.tag_line(&ctx), "test:tagged7");
    let base = tagged.interface::<TestAttrInterfaceRef>(&ctx).expect("base");
    assert_eq!(base.dialect_name(&ctx), "test");
    // An external model attaching the derived interface attaches the base.
    struct I32Model;
    impl ir::ods::DefImpl for I32Model {
        const KEY: ir::ods::DefKey = ir::builtin_interfaces::IntegerType::KEY;
    }
    impl dialects::test_dialect::TestTypeInterface for I32Model {
        fn type_name(_ctx: &Context, _ty: ir::Type, _width: usize) -> String {
            "thirty-two".into()
        }
    }
    impl dialects::test_dialect::TestMeasuredTypeInterface for I32Model {}
    let i32 = ty(&ctx, "i32");
    assert!(i32.interface::<TestTypeInterfaceRef>(&ctx).is_none());
    dialects::test_dialect::TestMeasuredTypeInterfaceMethods::attach::<I32Model>(&ctx);
    let measured = i32.interface::<TestMeasuredTypeInterfaceRef>(&ctx).expect("attached");
    assert_eq!(measured.name_length(&ctx), 10);
    let named = i32
        .interface::<TestTypeInterfaceRef>(&ctx)
        .expect("the base, attached with it");
    assert_eq!(named.shout(&ctx, 0), "THIRTY-TWO");
    // Upstream's `ElementsAttrInterface` extends `TypedAttrInterface`.
    let dense = ir::text::parse_attribute_str(&ctx, "dense<1> : tensor<2xi8>").expect("attribute");
    let elements = dense.interface::<ElementsAttrInterfaceRef>(&ctx).expect("elements");
    let typed = dense.interface::<TypedAttrInterfaceRef>(&ctx).expect("typed");
    assert_eq!(elements.shaped_type(&ctx), typed.ty(&ctx));
}

#[test]
fn static_methods_are_called_by_definition_without_a_value() {
    use dialects::test_dialect::{Tagged, TestMeasuredTypeInterfaceMethods, TestTaggedAttrInterfaceMethods};
    use ir::ods::DefImpl;
    let ctx = all_dialects_and_test();
    // Registered by the definition's registration: found by its key before any value.
    let tagged = TestTaggedAttrInterfaceMethods::get(&ctx, Tagged::KEY).expect("test.tagged implements it");
    assert_eq!(tagged.default_tag(), 7);
    assert!(TestTaggedAttrInterfaceMethods::get(&ctx, dialects::test_dialect::Pair::KEY).is_none());
    // Through a value's handle, and a value's key.
    let attr = Tagged { tag: 1 }.get(&ctx);
    let r = attr
        .interface::<dialects::test_dialect::TestTaggedAttrInterfaceRef>(&ctx)
        .expect("tagged");
    assert_eq!(r.default_tag(), 7);
    let key = ir::ods::def_interface::attr_key(&ctx, attr).expect("a key");
    assert_eq!(
        TestTaggedAttrInterfaceMethods::get(&ctx, key).map(|m| m.default_tag()),
        Some(7)
    );
    // A static method's default body.
    struct IndexModel;
    impl DefImpl for IndexModel {
        const KEY: ir::ods::DefKey = ir::builtin_interfaces::IndexType::KEY;
    }
    impl dialects::test_dialect::TestTypeInterface for IndexModel {
        fn type_name(_ctx: &Context, _ty: ir::Type, _width: usize) -> String {
            "index".into()
        }
    }
    impl dialects::test_dialect::TestMeasuredTypeInterface for IndexModel {}
    assert!(TestMeasuredTypeInterfaceMethods::get(&ctx, IndexModel::KEY).is_none());
    TestMeasuredTypeInterfaceMethods::attach::<IndexModel>(&ctx);
    let methods = TestMeasuredTypeInterfaceMethods::get(&ctx, IndexModel::KEY).expect("attached");
    assert_eq!((methods.unit(true), methods.unit(false)), ("chars", "char"));
}

/// `declaring_defs(ctx)` of an interface `.ods` declares in another crate (rods'
/// `MemRefElementTypeInterface`, whose `_DEFS` names no dialect's definition) gives
/// the registered definitions listing it, recorded by their registration.
#[test]
fn declaring_defs_lists_the_registered_definitions() {
    let ctx = all_dialects_and_test();
    assert!(ir::interfaces::MEM_REF_ELEMENT_TYPE_INTERFACE_DEFS.is_empty());
    let defs = ir::interfaces::MemRefElementTypeInterfaceMethods::declaring_defs(&ctx);
    assert_eq!(defs, ["Shaped", "TestMemRefElementType"]);
}
