//! Op classes declared in Rust (`#[op_class]`) against the same classes in
//! `.ods`: an op inheriting from one generates what the op inheriting from the
//! `.ods` class generates, and the same mistake gives the same message. The
//! hidden macros' callbacks are played here by handing the classes to
//! [`expand_with_classes`] as they would hand them on.

use crate::op::{expand, expand_with_classes, Expansion};
use proc_macro2::TokenStream;
use quote::quote;

/// Token text of the generated items, without `// from FILE:LINE` comments and
/// the `include_bytes!` tracking an included file (one statement, which the
/// formatter wraps over several lines when the file's absolute path is long).
fn items(e: Expansion) -> String {
    if let Some(err) = &e.errors {
        panic!("unexpected errors: {}", err.to_compile_error());
    }
    let text = ods_dsl::codegen::format_tokens(e.items);
    let mut kept = Vec::new();
    let mut in_tracking = false;
    for line in text.lines() {
        if line.contains("include_bytes!") {
            in_tracking = true;
        }
        if in_tracking {
            in_tracking = !line.trim_end().ends_with(';');
            continue;
        }
        if !line.trim_start().starts_with("// from") {
            kept.push(line);
        }
    }
    kept.join("\n")
}

/// The messages (first lines) of an expansion's errors.
fn errors(e: Expansion) -> Vec<String> {
    let Some(err) = e.errors else {
        return Vec::new();
    };
    err.into_iter()
        .map(|x| x.to_string().lines().next().unwrap_or_default().to_string())
        .collect()
}

/// The messages (first lines) of `#[op_class(args)] item`'s errors.
fn class_errors(args: TokenStream, item: TokenStream) -> Vec<String> {
    let out = crate::op_class::expand(args, item).to_string();
    out.split("compile_error !")
        .skip(1)
        .filter_map(|e| {
            e.split('"')
                .nth(1)
                .and_then(|m| m.split("\\n").next())
                .map(str::to_string)
        })
        .collect()
}

/// `tests/data/op_classes.ods`'s `Demo_BinaryOp`, declared in Rust.
fn binary_op() -> (TokenStream, TokenStream) {
    (
        quote!(params(operand: Type), traits = [SameOperandsAndResultType, Pure],
               format = "$lhs `,` $rhs attr-dict `:` type($result)"),
        quote!(
            pub struct Demo_BinaryOp {
                #[operand]
                lhs: operand,
                #[operand]
                rhs: operand,
                #[result]
                result: operand,
            }
        ),
    )
}

fn empty_op(name: &str) -> TokenStream {
    let ident = proc_macro2::Ident::new(name, proc_macro2::Span::call_site());
    quote!(pub struct #ident {})
}

/// The same op from the `.ods` class and from the class declared in Rust.
#[test]
fn a_rust_class_generates_the_ods_class_op() {
    let from_ods = items(expand(
        quote!("demo.addc", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32>, traits = [Commutative]),
        empty_op("AddCOp"),
    ));
    let from_rust = items(expand_with_classes(
        quote!("demo.addc", class = self::Demo_BinaryOp<I32>, traits = [Commutative]),
        empty_op("AddCOp"),
        &[binary_op()],
    ));
    assert_eq!(from_rust, from_ods);
    // A class inheriting from a class declared in Rust (handed on after it), and
    // one inheriting from the `.ods` class the op includes.
    let int_binary = |base: TokenStream| {
        (
            quote!(class = #base<SignlessIntegerLike>, traits = [Commutative], let(format = "$lhs `+` $rhs attr-dict `:` type($result)")),
            quote!(
                pub struct Demo_IntBinaryOp {}
            ),
        )
    };
    let ods = r#"dialect demo {}
include "tests/data/op_classes.ods";
class Demo_IntBinaryOp [Commutative] : Demo_BinaryOp<SignlessIntegerLike> {
  let format = "$lhs `+` $rhs attr-dict `:` type($result)";
}
op Demo_AddI "demo.addi" : Demo_IntBinaryOp;"#;
    let c = ods_dsl::check_source("eq.ods", ods).unwrap_or_else(|f| panic!("{}", f.render()));
    let text = ods_dsl::codegen::format_tokens(ods_dsl::codegen::op_items(&c.module.ops[0]));
    let written = text.lines().filter(|l| !l.trim_start().starts_with("// from"));
    let written = written.collect::<Vec<_>>().join("\n");
    let chained = items(expand_with_classes(
        quote!("demo.addi", class = self::Demo_IntBinaryOp),
        empty_op("AddIOp"),
        &[int_binary(quote!(super::Demo_BinaryOp)), binary_op()],
    ));
    assert_eq!(chained, written);
    let mixed = items(expand_with_classes(
        quote!(
            "demo.addi",
            include = "tests/data/op_classes.ods",
            class = self::Demo_IntBinaryOp
        ),
        empty_op("AddIOp"),
        &[int_binary(quote!(Demo_BinaryOp))],
    ));
    assert_eq!(mixed, written);
}

/// The class-use errors of `ods_macros::tests::op_classes_from_an_included_ods`,
/// with the class declared in Rust: the same messages.
#[test]
fn class_use_errors_are_the_ods_ones() {
    let cases = [
        (
            quote!("demo.a", class = self::Demo_BinaryOp<I32, I64>),
            "class 'Demo_BinaryOp' takes 1 argument(s), but 2 were given",
        ),
        (
            quote!("demo.a", class = self::Demo_BinaryOp<I32>, format = "attr-dict"),
            "field 'format' is already defined by class 'Demo_BinaryOp'",
        ),
        (
            quote!("demo.a", class = self::Demo_BinaryOp<"i32">),
            "parameter 'operand' of class 'Demo_BinaryOp' expects a type constraint",
        ),
    ];
    for (args, want) in cases {
        assert_eq!(
            errors(expand_with_classes(args, empty_op("AOp"), &[binary_op()])),
            [want]
        );
    }
}

/// A class is validated on its own, at its `#[op_class]`, with `.ods`'s
/// messages; an op using it does not repeat them.
#[test]
fn class_declaration_errors_are_reported_once_at_the_class() {
    let args = quote!(params(x: Typ, x: Type));
    let item = quote!(
        pub struct T_Unary {
            #[operand]
            x: x,
        }
    );
    let want = ["unknown parameter kind 'Typ'", "duplicate parameter 'x'"];
    assert_eq!(class_errors(args.clone(), item.clone()), want);
    let ods = crate::interface_tests::ods_errors("dialect t {}\nclass T_Unary<x: Typ, x: Type> { operands { x: x } }");
    assert_eq!(ods, want);
    let op = expand_with_classes(
        quote!("t.a", class = self::T_Unary<I32, I32>),
        empty_op("AOp"),
        &[(args, item)],
    );
    assert_eq!(errors(op), Vec::<String>::new());
    // What the class attribute itself rejects.
    assert_eq!(
        class_errors(
            quote!("t.a"),
            quote!(
                struct T_C {}
            )
        ),
        ["an op class has no op name: the ops inheriting from it give theirs"]
    );
    let unknown = class_errors(
        quote!(name_of_op = "t.a"),
        quote!(
            struct T_C {}
        ),
    );
    let want = "unknown argument `name_of_op` of `#[op_class]`; expected one of: \
                params(name: kind = default, ...), traits = [...], class = Class<args>";
    assert!(unknown[0].starts_with(want), "{unknown:?}");
    assert_eq!(
        class_errors(
            quote!(params(n: int)),
            quote!(
                struct T_C<T> {}
            )
        ),
        ["an `#[op_class]` struct cannot be generic: its parameters are `params(name: kind, ...)`"]
    );
}

/// Cyclic inheritance among classes declared in Rust is sema's error, where an
/// op instantiates the classes (as `tests/ods/classes/cyclic_inheritance.ods`).
#[test]
fn cyclic_inheritance_is_the_ods_error() {
    let class = |name: &str, base: TokenStream| {
        let ident = proc_macro2::Ident::new(name, proc_macro2::Span::call_site());
        (quote!(class = #base), quote!(pub struct #ident {}))
    };
    let classes = [
        class("T_B", quote!(self::T_C<I32>)),
        (
            quote!(params(t: Type), class = self::T_A),
            quote!(
                pub struct T_C {
                    #[operand]
                    x: t,
                }
            ),
        ),
        class("T_A", quote!(self::T_B)),
    ];
    let op = expand_with_classes(quote!("t.x", class = self::T_B), empty_op("XOp"), &classes);
    assert_eq!(errors(op), ["class 'T_B' inherits from itself"]);
}

/// A class's use of its base declared in Rust is checked where the base's
/// macro calls the class back (`@check`), at the class, and not again at the
/// ops using the class; a step missing a base calls the base's macro.
#[test]
fn a_class_use_of_its_rust_base_is_checked_at_the_class() {
    let (base_args, base_item) = binary_op();
    let checked = crate::op_class::expand_step(quote!(
        @check (class = self::Demo_BinaryOp<I32, I64>) { pub struct Demo_Bad {} }
        @path (self::__ods_class_Demo_BinaryOp)
        @class (#base_args) { #base_item }
    ))
    .to_string();
    assert!(
        checked.contains("class 'Demo_BinaryOp' takes 1 argument(s), but 2 were given"),
        "{checked}"
    );
    let derived = (
        quote!(class = self::Demo_BinaryOp<I32, I64>),
        quote!(
            pub struct Demo_Bad {}
        ),
    );
    let op = expand_with_classes(
        quote!("demo.a", class = self::Demo_Bad),
        empty_op("AOp"),
        &[derived.clone(), binary_op()],
    );
    assert_eq!(errors(op), Vec::<String>::new());
    let (args, item) = derived;
    let step = crate::op_class::expand_step(quote!(
        @target ("demo.a", class = classes::Demo_Bad) { pub struct AOp {} }
        @path (classes::__ods_class_Demo_Bad)
        @class (#args) { #item }
    ))
    .to_string();
    assert!(
        step.starts_with("classes :: __ods_class_Demo_Bad :: base ! { @ target"),
        "{step}"
    );
}
