//! `patterns!` and `.ods`'s `pattern` agree: the same patterns over the same
//! ops generate the same code and the same mistake gives the same message;
//! the first expansion hands the body to the `#[op]` definitions it names.

use crate::patterns::{analyze, expand};
use proc_macro2::TokenStream;
use quote::quote;

/// The `.ods` ops the tests use.
const ODS_OPS: &str = r#"dialect t { summary "patterns"; }
op Const "t.const" { attributes { value: I64Attr } results { result: I64 } }
op Add "t.add" [Pure, SameOperandsAndResultType] {
  operands { lhs: I64, rhs: I64 }
  attributes { flags: OptionalAttr<I64Attr> }
  results { result: I64 }
}
"#;

/// The same ops as `#[op]` definitions, as their hidden macros hand them on.
fn rust_ops() -> TokenStream {
    quote! {
        (("t.const") pub struct ConstOp { #[attr] value: I64Attr, #[result] result: I64 })
        (("t.add", traits = [Pure, SameOperandsAndResultType]) pub struct AddOp {
            #[operand] lhs: I64,
            #[operand] rhs: I64,
            #[attr] flags: Option<I64Attr>,
            #[result] result: I64,
        })
    }
}

fn text(tokens: TokenStream) -> String {
    ods_dsl::codegen::format_tokens(tokens)
}

/// The generated patterns and registration of `.ods` patterns over [`ODS_OPS`].
fn ods_generated(patterns: &str) -> String {
    let src = format!("{ODS_OPS}{patterns}");
    let c = ods_dsl::check_source("eq.ods", &src).unwrap_or_else(|f| panic!("{}", f.render()));
    let (items, registrations) = ods_dsl::codegen::pattern_items(&c.module.patterns);
    format!("{}\n{}", text(items), registrations)
}

fn rust_generated(body: TokenStream) -> String {
    let a = analyze(rust_ops(), body).expect("parses");
    let messages: Vec<String> = a.errors.iter().map(ToString::to_string).collect();
    assert!(messages.is_empty(), "unexpected errors: {messages:?}");
    let (items, registrations) = ods_dsl::codegen::pattern_items(&a.patterns);
    format!("{}\n{}", text(items), registrations)
}

fn ods_errors(patterns: &str) -> Vec<String> {
    match ods_dsl::check_source("eq.ods", &format!("{ODS_OPS}{patterns}")) {
        Ok(_) => Vec::new(),
        Err(f) => f.diagnostics.iter().map(|d| d.message.clone()).collect(),
    }
}

/// The messages (first lines) of the errors `patterns!` reports.
fn rust_errors(body: TokenStream) -> Vec<String> {
    let a = analyze(rust_ops(), body).expect("parses");
    a.errors
        .into_iter()
        .flat_map(|e| e.into_iter())
        .map(|e| e.to_string().lines().next().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn the_rust_form_generates_what_the_ods_form_generates() {
    let ods = ods_generated(
        r#"def AddInts : NativeCodeCall<"fold::add_ints">;
def Positive : Constraint<CPred<"fold::positive">>;
pattern AddConstants : Pat<(Add (Const $a), (Const $b), $f), (Const (AddInts $a, $b))>;
pattern AddSelf : Pat<(Add:$r $x, $x, $f), (Add $x, $x, ConstantAttr<I64Attr, "2">), [(Positive $r)], [], (addBenefit 2)>;
"#,
    );
    let rust = rust_generated(quote! {
        /// The set.
        pub struct Set;
        def AddInts : NativeCodeCall<fold::add_ints>;
        def Positive : Constraint<CPred<"fold::positive">>;
        pattern AddConstants : Pat<(self::AddOp (self::ConstOp $a), (self::ConstOp $b), $f),
                                   (self::ConstOp (AddInts $a, $b))>;
        pattern AddSelf : Pat<(self::AddOp:$r $x, $x, $f), (self::AddOp $x, $x, ConstantAttr<I64Attr, "2">),
                              [(Positive $r)], [], (addBenefit 2)>;
    });
    assert_eq!(rust, ods);
    assert!(rust.contains("ir::drr_pattern!(AddSelf, \"t.add\", 3);"), "{rust}");
    assert!(rust.contains("add_canonicalization"), "{rust}");
}

#[test]
fn the_same_mistake_gives_the_same_message() {
    let cases: [(&str, TokenStream); 4] = [
        (
            "pattern P : Pat<(Add $x, $y, $f), (Add $x, $z, $f)>;",
            quote!(pub struct S; pattern P : Pat<(self::AddOp $x, $y, $f), (self::AddOp $x, $z, $f)>;),
        ),
        (
            "pattern P : Pat<(Add (Const $a), $y), (Add $y, $y)>;",
            quote!(pub struct S; pattern P : Pat<(self::AddOp (self::ConstOp $a), $y), (self::AddOp $y, $y)>;),
        ),
        (
            "pattern P : Pat<(Add $x, $y, $f), [(Add $x, $y, $f)]>;",
            quote!(pub struct S; pattern P : Pat<(self::AddOp $x, $y, $f), [(self::AddOp $x, $y, $f)]>;),
        ),
        (
            "pattern P : Pat<(Mul $x, $y), (Add $x, $y, $f)>;",
            quote!(pub struct S; pattern P : Pat<(Mul $x, $y), (self::AddOp $x, $y, $f)>;),
        ),
    ];
    for (ods, rust) in cases {
        let want = ods_errors(ods);
        assert!(!want.is_empty(), "{ods}");
        assert_eq!(rust_errors(rust), want, "{ods}");
    }
}

#[test]
fn a_bare_name_is_an_ods_name_and_hints_at_the_path_of_a_rust_op() {
    for (bare, hint) in [
        ("Mul", "`self::MulOp`"),
        ("AddOp", "`self::AddOp`"),
        ("Add", "`self::AddOp`"),
    ] {
        let op = proc_macro2::Ident::new(bare, proc_macro2::Span::call_site());
        let body =
            quote!(pub struct S; pattern P : Pat<(self::AddOp (#op $x, $y, $f), $y, $f), (self::AddOp $x, $y, $f)>;);
        let a = analyze(rust_ops(), body).expect("parses");
        let text = a.errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n");
        assert!(text.starts_with(&format!("unknown op '{bare}'")), "{text}");
        assert!(text.contains(&format!("named by its path: {hint}")), "{text}");
        assert!(a.patterns.is_empty());
    }
}

#[test]
fn the_first_step_calls_the_definition_macro_of_each_rust_op_in_turn() {
    let body = quote!(pub struct S; pattern P : Pat<(ops::AddOp (self::ConstOp $a), $y, $f), (ops::AddOp $y, $y, $f)>;);
    let out = expand(body.clone()).to_string();
    let want = quote!(ops::__ods_op_AddOp! { [self::ConstOp] [] #body }).to_string();
    assert_eq!(out, want);
    let step = crate::patterns::expand_step(quote!([self::ConstOp] [((x) y)] #body)).to_string();
    // `self::X`'s macro is called by its bare name, which reaches a module's
    // re-export and the macro of an op declared in the same function body.
    let want = quote!(__ods_op_ConstOp! { [] [((x) y)] #body }).to_string();
    assert_eq!(step, want);
}

#[test]
fn a_body_that_is_not_pattern_syntax_is_an_error_at_its_token() {
    let errors = rust_errors_of_expand(quote!(pub struct S; rule P : Pat<(self::AddOp $x), (self::AddOp $x)>;));
    assert!(
        errors.contains("expected `pub struct Name;` (the pattern set)"),
        "{errors}"
    );
    let errors = rust_errors_of_expand(quote!(pub struct S; pattern P : Rule<(self::AddOp $x), (self::AddOp $x)>;));
    assert!(errors.contains("expected `Pat` or `Pattern`"), "{errors}");
}

fn rust_errors_of_expand(body: TokenStream) -> String {
    expand(body).to_string()
}

#[test]
fn ops_of_an_included_ods_file_are_named_by_their_ods_names() {
    // `demo.paint` (operand `x`, attribute `color`) is declared in the file.
    let body = quote! {
        pub struct S;
        include "tests/data/demo.ods";
        pattern Repaint : Pat<(Paint (self::AddOp $x, $y, $f), $c), (Paint $x, $c)>;
    };
    let a = analyze(rust_ops(), body).expect("parses");
    let messages: Vec<String> = a.errors.iter().map(ToString::to_string).collect();
    assert!(messages.is_empty(), "{messages:?}");
    assert_eq!(a.patterns.len(), 1);
    assert_eq!((a.patterns[0].root.as_str(), a.patterns[0].benefit), ("demo.paint", 2));
    let missing = analyze(rust_ops(), quote!(pub struct S; include "tests/data/none.ods";)).expect("parses");
    let text = missing
        .errors
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(text.starts_with("cannot read 'tests/data/none.ods'"), "{text}");
}
