//! The order of an op's verification: the interfaces' verifiers run among the
//! traits where the op lists them (upstream's `verifyTraits` over the `Op<...>`
//! trait list mlir-tblgen-22 generates, `data/verifier_order/upstream_traits.txt`),
//! so that of two broken checks the first listed reports. Error cases against
//! mlir-opt-22 are `data/dialect_errors/verifier_order.mlir`.

use ir::ods::OpTrait;
use std::path::Path;

/// The upstream name of a schema entry with a counterpart in mlir-tblgen's list.
fn upstream_name(t: &OpTrait) -> String {
    match t {
        OpTrait::Interface(name) => name.to_string(),
        OpTrait::Terminator => "IsTerminator".into(),
        OpTrait::RecursiveMemoryEffects => "HasRecursiveMemoryEffects".into(),
        OpTrait::IsolatedFromAbove => "IsIsolatedFromAbove".into(),
        other => {
            let debug = format!("{other:?}");
            debug.split(['(', ' ', '{']).next().unwrap_or_default().to_string()
        }
    }
}

#[test]
fn schema_traits_follow_upstream_order() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/verifier_order/upstream_traits.txt");
    let text = std::fs::read_to_string(path).expect("upstream_traits.txt");
    let ctx = dialects::driver::new_context(&dialects::driver::Options::default());
    let mut failures = Vec::new();
    let mut compared = 0;
    for line in text.lines() {
        let (op, list) = line.split_once(": ").expect("op: traits");
        let upstream: Vec<&str> = list.split(", ").collect();
        let info = ctx.op_info(ctx.op_name(op));
        let schema = info.definition().and_then(|d| d.schema).expect("a generated op");
        // The structural traits come first (mlir-tblgen lists them before
        // `OpInvariants`, wherever the op does).
        let structural = schema.traits.iter().filter(|t| t.is_structural());
        let others = schema.traits.iter().filter(|t| !t.is_structural());
        let ours: Vec<String> = structural.chain(others).map(upstream_name).collect();
        let common_ours: Vec<&str> = ours
            .iter()
            .map(String::as_str)
            .filter(|n| upstream.contains(n))
            .collect();
        let common_upstream: Vec<&str> = upstream.iter().copied().filter(|n| common_ours.contains(n)).collect();
        compared += common_ours.len();
        if common_ours != common_upstream {
            failures.push(format!(
                "{op}:\n  rods:     {common_ours:?}\n  upstream: {common_upstream:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared >= 25, "only {compared} entries compared");
}

/// The first error of verifying `text` (parsed with the test dialect).
fn first_error(text: &str) -> String {
    let ctx = dialects::driver::new_context(&dialects::driver::Options::default());
    dialects::test_dialect::registration::register(&ctx);
    let m = ir::text::parse_source_range(&ctx, "order.mlir", text.as_bytes(), 0..text.len()).expect("parses");
    match ir::verify::verify(&ctx, &m.arena, m.top) {
        Ok(()) => "<verified>".into(),
        Err(d) => d.message,
    }
}

#[test]
fn interface_listed_before_a_trait_reports_first() {
    let case = |op: &str, from: &str, to: &str| {
        first_error(&format!(
            "func.func @f(%v: {from}) {{\n  %0 = \"{op}\"(%v) : ({from}) -> {to}\n  return\n}}\n"
        ))
    };
    // Both broken: the element type changes and so does the shape.
    assert_eq!(
        case("test.cast_then_shape", "vector<4xi8>", "vector<5xi16>"),
        "'test.cast_then_shape' op operand type 'vector<4xi8>' and result type 'vector<5xi16>' are cast incompatible"
    );
    assert_eq!(
        case("test.shape_then_cast", "vector<4xi8>", "vector<5xi16>"),
        "'test.shape_then_cast' op requires the same shape for all operands and results"
    );
    // One broken: either op reports it.
    for op in ["test.cast_then_shape", "test.shape_then_cast"] {
        assert_eq!(
            case(op, "vector<4xi8>", "vector<5xi8>"),
            format!("'{op}' op requires the same shape for all operands and results")
        );
        assert!(case(op, "vector<4xi8>", "vector<4xi16>").ends_with("are cast incompatible"));
        assert_eq!(case(op, "vector<4xi8>", "vector<4xi8>"), "<verified>");
    }
}

/// A base interface is verified just before the interface extending it, where
/// the op lists that one (mlir-tblgen-22 puts `FunctionOpInterface`'s bases
/// just before it: `func.func` in `upstream_traits.txt`), so before the traits
/// listed after it: `test.derived_then_type` lists `TestVerifiedDerived`
/// (extending `TestVerifiedBase`) before `SameOperandsAndResultType`.
#[test]
fn a_base_interface_is_verified_just_before_the_interface_extending_it() {
    let ctx = dialects::driver::new_context(&dialects::driver::Options::default());
    dialects::test_dialect::registration::register(&ctx);
    let info = ctx.op_info(ctx.op_name("test.derived_then_type"));
    let schema = info.definition().and_then(|d| d.schema).expect("a generated op");
    let names: Vec<String> = schema.traits.iter().map(upstream_name).collect();
    assert_eq!(
        names,
        ["TestVerifiedBase", "TestVerifiedDerived", "SameOperandsAndResultType"]
    );
    let case = |attrs: &str, to: &str| {
        first_error(&format!(
            "func.func @f(%v: i8) {{\n  %0 = \"test.derived_then_type\"(%v) {attrs} : (i8) -> {to}\n  return\n}}\n"
        ))
    };
    // All three broken: the base reports.
    assert_eq!(
        case("{a}", "i16"),
        "'test.derived_then_type' op refused by the base interface"
    );
    assert_eq!(
        case("", "i16"),
        "'test.derived_then_type' op requires the same type for all operands and results"
    );
    assert_eq!(case("", "i8"), "<verified>");
}
