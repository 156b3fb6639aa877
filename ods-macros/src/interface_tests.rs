//! `#[op_interface]` and `.ods`'s `op_interface` agree: the same interface generates
//! the same items and the same mistake gives the same message; an `#[op]` listing an
//! interface declared in Rust attaches its implementation through the interface's
//! generated items.

use crate::interface::expand_parts;
use ods_dsl::model::InterfaceKind;
use proc_macro2::TokenStream;
use quote::quote;

/// Generated text without `// from FILE:LINE` comments.
pub(crate) fn text(tokens: TokenStream) -> String {
    ods_dsl::codegen::format_tokens(tokens)
        .lines()
        .filter(|l| !l.trim_start().starts_with("// from"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The `.ods` interface's items, generated on their own.
pub(crate) fn ods_items(src: &str) -> String {
    let c = ods_dsl::check_source("eq.ods", src).unwrap_or_else(|f| panic!("{}", f.render()));
    let i = c
        .module
        .interfaces
        .iter()
        .find(|i| i.home.is_none())
        .expect("an interface");
    text(ods_dsl::codegen::interface_items(i))
}

fn macro_items(item: TokenStream) -> String {
    let (errors, items) = expand_parts(TokenStream::new(), item, InterfaceKind::Op);
    let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(messages.is_empty(), "unexpected errors: {messages:?}");
    text(items)
}

/// The messages (first lines) of the macro's errors.
fn macro_errors(item: TokenStream) -> Vec<String> {
    let (errors, _) = expand_parts(TokenStream::new(), item, InterfaceKind::Op);
    errors
        .into_iter()
        .flat_map(|e| e.into_iter())
        .map(|e| e.to_string().lines().next().unwrap_or_default().to_string())
        .collect()
}

/// The full messages of an `#[op]` expansion's errors.
fn op_errors(e: &crate::op::Expansion) -> Vec<String> {
    let errors = e.errors.clone().into_iter().flat_map(|x| x.into_iter());
    errors.map(|x| x.to_string()).collect()
}

/// The messages of the `.ods` source's diagnostics.
pub(crate) fn ods_errors(src: &str) -> Vec<String> {
    match ods_dsl::check_source("eq.ods", src) {
        Ok(_) => Vec::new(),
        Err(f) => f.diagnostics.iter().map(|d| d.message.clone()).collect(),
    }
}

#[test]
fn a_rust_trait_generates_what_op_interface_generates() {
    let ods = ods_items(
        r#"
op_interface Arity {
  summary "Ops that say how many operands they combine";
  method operand_count(arena: "&ir::IrArena") -> "usize" "The number of operands."
    default "{ arena.num_operands(ir::ods::TypedOp::op_id(self)) }";
  method symbol() -> "&'static str" "A symbol for the op.";
  method reset(value: "u32");
}
"#,
    );
    let rust = macro_items(quote! {
        /// Ops that say how many operands they combine
        pub trait Arity {
            /// The number of operands.
            fn operand_count(self, arena: &ir::IrArena) -> usize {
                arena.num_operands(ir::ods::TypedOp::op_id(self))
            }
            /// A symbol for the op.
            fn symbol(self) -> &'static str;
            fn reset(self, value: u32);
        }
    });
    assert_eq!(rust, ods);
    assert!(rust.contains("pub trait Arity: ::ir::ods::TypedOp"), "{rust}");
    // The registry glue (`attach`, `__declared_by`, `get`, ...) is one macro call.
    assert!(
        rust.contains(
            "::ir::ods_registered_op_interface!(\n    \"Arity\", Arity, ArityMethods, ArityRef, ARITY_OPS, bases[]"
        ),
        "{rust}"
    );
}

#[test]
fn a_function_without_receiver_is_a_static_method() {
    let ods = ods_items(
        r#"
op_interface Infer {
  summary "Ops that infer";
  static_method infer(ctx: "&ir::Context", n: "usize") -> "Vec<ir::Type>" "The result types.";
  static_method compatible(a: "&[ir::Type]", b: "&[ir::Type]") -> "bool" "Whether two lists match."
    default "{ a == b }";
  method count() -> "usize";
}
"#,
    );
    let rust = macro_items(quote! {
        /// Ops that infer
        pub trait Infer {
            /// The result types.
            fn infer(ctx: &ir::Context, n: usize) -> Vec<ir::Type>;
            /// Whether two lists match.
            fn compatible(a: &[ir::Type], b: &[ir::Type]) -> bool { a == b }
            fn count(self) -> usize;
        }
    });
    assert_eq!(rust, ods);
    // An associated function of the trait, a pointer in the table, callable by op name.
    assert!(
        rust.contains("fn infer(ctx: &ir::Context, n: usize) -> Vec<ir::Type>;"),
        "{rust}"
    );
    assert!(rust.contains("infer: <T as Infer>::infer,"), "{rust}");
    // `InferMethods::get(ctx, name)` comes with the registry glue.
    assert!(
        rust.contains("::ir::ods_registered_op_interface!(\n    \"Infer\", Infer,"),
        "{rust}"
    );
}

#[test]
fn a_generic_trait_generates_a_table_of_implementations() {
    let ods = ods_items(
        r#"
op_interface Gen<Cx, E> {
  summary "Code generation";
  description "Issues commands.";
  method codegen(cx: "&mut Cx") -> "Result<(), E>" "Issues the op's commands.";
}
"#,
    );
    let rust = macro_items(quote! {
        /// Code generation
        ///
        /// Issues commands.
        pub trait Gen<Cx, E> {
            /// Issues the op's commands.
            fn codegen(self, cx: &mut Cx) -> Result<(), E>;
        }
    });
    assert_eq!(rust, ods);
    assert!(rust.contains("pub struct GenImpls<Cx, E>"), "{rust}");
    assert!(rust.contains("impl GenMethods<(), ()>"), "{rust}");
}

#[test]
fn the_same_mistake_gives_the_same_message() {
    let cases: Vec<(&str, TokenStream)> = vec![
        (
            r#"op_interface BranchOpInterface { method successor_operands(index: "usize") -> "std::ops::Range<usize>"; }"#,
            quote!(
                trait BranchOpInterface {
                    fn successor_operands(self, index: usize) -> std::ops::Range<usize>;
                }
            ),
        ),
        (
            r#"op_interface MemoryEffectsOpInterface { method m(); }"#,
            quote!(
                trait MemoryEffectsOpInterface {
                    fn m(self);
                }
            ),
        ),
        (
            r#"op_interface Empty {}"#,
            quote!(
                trait Empty {}
            ),
        ),
        (
            r#"op_interface Twice { method m(); method m(); }"#,
            quote!(
                trait Twice {
                    fn m(self);
                    fn m(self);
                }
            ),
        ),
        (
            r#"op_interface Params { method m(a: "u32", a: "u32"); }"#,
            quote!(
                trait Params {
                    fn m(self, a: u32, a: u32);
                }
            ),
        ),
        (
            r#"op_interface Reserved { method m(op: "u32"); }"#,
            quote!(
                trait Reserved {
                    fn m(self, op: u32);
                }
            ),
        ),
        (
            r#"op_interface G<A, A> { method m(); }"#,
            quote!(
                trait G<A, A> {
                    fn m(self);
                }
            ),
        ),
    ];
    for (ods, rust) in cases {
        let want = ods_errors(ods);
        assert!(!want.is_empty(), "{ods} has no error");
        assert_eq!(macro_errors(rust), want, "{ods}");
    }
}

#[test]
fn what_ods_cannot_say_is_an_error_at_its_tokens() {
    let cases: Vec<(TokenStream, &str)> = vec![
        (
            quote!(
                trait A: for<'a> Fn(&'a u8) {
                    fn m(self);
                }
            ),
            "an op interface's supertraits are its base interfaces",
        ),
        (
            quote!(
                trait A<T: Clone> {
                    fn m(self);
                }
            ),
            "an op interface's type parameters are plain names",
        ),
        (
            quote!(
                trait A {
                    type T;
                    fn m(self);
                }
            ),
            "an op interface has only methods",
        ),
        (
            quote!(
                trait A {
                    fn m(&self);
                }
            ),
            "an interface method takes the op handle by value",
        ),
        (
            quote!(
                trait A {
                    fn m<T>(self, t: T);
                }
            ),
            "an interface method is a plain `fn`",
        ),
        (
            quote!(
                trait A {
                    fn m(self, (a, b): (u32, u32));
                }
            ),
            "an interface method's parameter is a name",
        ),
        (
            quote!(
                #[derive(Debug)]
                trait A {
                    fn m(self);
                }
            ),
            "only doc comments can be put on an `#[op_interface]` trait",
        ),
        (
            quote!(
                struct A;
            ),
            "`#[op_interface]` applies to a trait",
        ),
    ];
    for (item, want) in cases {
        let got = macro_errors(item.clone());
        assert_eq!(got.len(), 1, "{item}: {got:?}");
        assert!(got[0].starts_with(want), "{item}: {got:?}");
    }
}

#[test]
fn a_mistake_still_generates_the_interface() {
    let (errors, items) = expand_parts(
        TokenStream::new(),
        quote!(
            trait Twice {
                fn m(self, op: u32);
                fn m(self);
            }
        ),
        InterfaceKind::Op,
    );
    assert_eq!(errors.len(), 1);
    let t = text(items);
    assert_eq!(t.matches("fn m(self").count(), 1, "{t}");
    assert!(t.contains("fn m(self, __op: u32);"), "{t}");
    assert!(t.contains("\nstruct TwiceRef"), "{t}");
}

#[test]
fn an_op_lists_an_interface_declared_in_rust_among_its_traits_or_declared_methods() {
    let e = crate::op::expand(
        quote!(
            "t.a",
            traits = [Pure, crate::ifaces::Arity],
            interfaces = [DeclareOpInterfaceMethods<self::Local>, DeclareOpInterfaceMethods<BranchOpInterface>]
        ),
        quote!(
            struct AOp {}
        ),
    );
    assert!(e.errors.is_none(), "{:?}", e.errors.map(|x| x.to_string()));
    let m = e.model.expect("model");
    assert_eq!(m.interfaces[..3], ["Arity", "Local", "BranchOpInterface"]);
    let t = text(e.items);
    assert!(
        t.contains("crate::ifaces::ArityMethods::__declared_by::<AOp>(ctx);"),
        "{t}"
    );
    assert!(t.contains("self::LocalMethods::__declared_by::<AOp>(ctx);"), "{t}");
    // `DeclareOpInterfaceMethods<path::X>`: the op implements it itself.
    let flat: String = t.split_whitespace().collect();
    assert!(
        flat.contains("[(crate::ifaces::;Arity;yes)(self::;Local;no)]AOp}"),
        "{t}"
    );
    // Listed twice, through the traits and the interfaces: sema's error, as in `.ods`.
    let e = crate::op::expand(
        quote!("t.a", traits = [x::Arity], interfaces = [DeclareOpInterfaceMethods<x::Arity>]),
        quote!(
            struct AOp {}
        ),
    );
    let errors = e.errors.map(|x| x.to_string()).unwrap_or_default();
    assert!(errors.contains("duplicate interface 'Arity'"), "{errors}");
}

#[test]
fn an_interface_listed_by_path_among_the_traits_is_verified_where_it_stands() {
    // Upstream's `verifyTraits` runs the traits and the interfaces' verifiers in
    // the op's list order: a path in `traits = [...]` stands where it is listed,
    // as an interface in `.ods`'s trait list does.
    let e = crate::op::expand(
        quote!(
            "t.a",
            traits = [SameOperandsAndResultType, self::Checked, Pure, DeclareOpInterfaceMethods<x::Local>],
            interfaces = [self::Later]
        ),
        quote!(
            struct AOp {
                #[operand]
                x: AnyType,
                #[result]
                r: AnyType,
            }
        ),
    );
    assert!(e.errors.is_none(), "{:?}", e.errors.map(|x| x.to_string()));
    let m = e.model.expect("model");
    assert_eq!(m.interfaces[..3], ["Checked", "Local", "Later"]);
    assert!(m.interface_positions.contains(&("Checked".to_string(), 1)));
    assert!(m.interface_positions.contains(&("Local".to_string(), 2)));
    assert!(!m.interface_positions.iter().any(|(n, _)| n == "Later"));
    let flat: String = text(e.items).split_whitespace().collect();
    let order = [
        "OpTrait::SameOperandsAndResultType",
        "OpTrait::Interface(\"Checked\")",
        "OpTrait::Pure",
        "OpTrait::Interface(\"Local\")",
        "OpTrait::Interface(\"Later\")",
    ];
    let at: Vec<usize> = order
        .iter()
        .map(|t| flat.find(t).unwrap_or_else(|| panic!("{t} in {flat}")))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{order:?} at {at:?}");
}

#[test]
fn an_op_attaches_an_interface_declared_in_rust() {
    let e = crate::op::expand(
        quote!(
            "t.a",
            interfaces = [crate::ifaces::Arity, BranchOpInterface, self::Local]
        ),
        quote!(
            struct AOp {}
        ),
    );
    assert!(e.errors.is_none(), "{:?}", e.errors.map(|x| x.to_string()));
    let m = e.model.expect("model");
    // Sema checks the whole list; only upstream's has a registration path in the
    // model: the op attaches the ones declared in Rust itself, by their paths.
    assert_eq!(m.interfaces, vec!["Arity", "BranchOpInterface", "Local"]);
    assert_eq!(
        m.registered_interfaces,
        vec!["::ir::interfaces::BranchOpInterfaceMethods"]
    );
    let t = text(e.items);
    assert!(
        t.contains("crate::ifaces::ArityMethods::__declared_by::<AOp>(ctx);"),
        "{t}"
    );
    assert!(t.contains("self::LocalMethods::__declared_by::<AOp>(ctx);"), "{t}");
    // Upstream's too is recorded as declared by the op (`declaring_ops`).
    assert!(
        t.contains("::ir::interfaces::BranchOpInterfaceMethods::__declared_by::<AOp>(ctx);"),
        "{t}"
    );
    // Those declared in Rust start the work list of their hidden macros, which
    // implement them (and their bases) when every method has a default.
    let flat: String = t.split_whitespace().collect();
    assert!(
        flat.contains("::ods_macros::__provide_interfaces!{[][][(crate::ifaces::;Arity;yes)(self::;Local;yes)]AOp}"),
        "{t}"
    );
}

#[test]
fn an_interface_listed_twice_is_the_same_error_in_both_front_ends() {
    let ods = ods_errors(
        r#"dialect t {}
op_interface Arity { method m(); }
op A "t.a" { interfaces [Arity, Arity]; }"#,
    );
    let e = crate::op::expand(
        quote!("t.a", interfaces = [ifaces::Arity, ifaces::Arity]),
        quote!(
            struct AOp {}
        ),
    );
    let errs = op_errors(&e);
    assert_eq!(errs, ods);
    assert_eq!(ods, vec!["duplicate interface 'Arity'"]);
    // The op is still generated, attaching the interface once.
    let t = text(e.items);
    assert_eq!(t.matches("__declared_by").count(), 1, "{t}");
}

#[test]
fn a_bare_unknown_name_is_sema_s_error_with_a_hint() {
    let e = crate::op::expand(
        quote!("t.a", interfaces = [Arity]),
        quote!(
            struct AOp {}
        ),
    );
    let errs = op_errors(&e);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].starts_with("unknown interface 'Arity'"), "{errs:?}");
    assert!(errs[0].contains("named by its path: `self::Arity`"), "{errs:?}");
}

#[test]
fn the_items_take_the_trait_s_visibility() {
    let t = macro_items(quote! {
        pub(crate) trait Arity {
            fn count(self) -> usize;
        }
    });
    assert!(t.contains("pub(crate) trait Arity: ::ir::ods::TypedOp"), "{t}");
    assert!(t.contains("pub(crate) struct ArityMethods"), "{t}");
    assert!(t.contains("pub(crate) struct ArityRef"), "{t}");
    assert!(t.contains("pub(crate) const ARITY_OPS"), "{t}");
    let private = macro_items(quote! {
        trait Arity {
            fn count(self) -> usize;
        }
    });
    assert!(private.starts_with("trait Arity: ::ir::ods::TypedOp"), "{private}");
    assert!(private.contains("\nstruct ArityRef"), "{private}");
}

#[test]
fn an_op_interface_whose_methods_all_have_defaults_implements_itself_for_an_op() {
    let rule = |item: TokenStream| {
        let t = text(crate::interface::expand(TokenStream::new(), item, InterfaceKind::Op));
        let start = t.find("macro_rules! __ods_iface_Sized").unwrap_or(t.len());
        t[start..].to_string()
    };
    let provided = rule(quote! {
        /// Sized ops
        pub trait Sized: self::Named {
            /// The size.
            fn size(self) -> usize { 8 }
        }
    });
    assert!(provided.contains("impl $($prefix)* Sized for $target {}"), "{provided}");
    // Both arms hand on to the next step with the base declared in Rust.
    let flat: String = provided.split_whitespace().collect();
    assert_eq!(
        flat.matches(
            "::ods_macros::__provide_interfaces!{[$crate[$($prefix)*](self::Named)][$($done)*][$($pending)*]$target}"
        )
        .count(),
        2,
        "{provided}"
    );
    let required = rule(quote! {
        /// Sized ops
        pub trait Sized {
            /// The size.
            fn size(self) -> usize;
        }
    });
    assert!(!required.contains("impl $("), "{required}");
}
