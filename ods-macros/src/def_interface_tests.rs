//! `#[type_interface]`/`#[attr_interface]` and `.ods`'s `type_interface`/
//! `attr_interface` agree: the same interface generates the same items and the same
//! mistake gives the same message; a `#[type_def]` listing an interface declared in
//! Rust by its path attaches its implementation.

use crate::interface::expand_parts;
use crate::interface_tests::{ods_errors, ods_items, text};
use ods_dsl::model::InterfaceKind;
use proc_macro2::TokenStream;
use quote::quote;

/// The macro's messages (first lines) and generated text.
fn expand(kind: InterfaceKind, item: TokenStream) -> (Vec<String>, String) {
    let (errors, items) = expand_parts(TokenStream::new(), item, kind);
    let messages = errors
        .into_iter()
        .flat_map(|e| e.into_iter())
        .map(|e| e.to_string().lines().next().unwrap_or_default().to_string())
        .collect();
    (messages, text(items))
}

/// The items of the `.ods` interface and of the trait, which must be the same and
/// without errors: the trait's.
fn same_items(kind: InterfaceKind, ods: &str, rust: TokenStream) -> String {
    let ods = ods_items(ods);
    let (errors, rust) = expand(kind, rust);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(rust, ods);
    rust
}

#[test]
fn a_rust_trait_generates_what_type_interface_generates() {
    let rust = same_items(
        InterfaceKind::Type,
        r#"
type_interface Describe {
  summary "Types that can describe themselves";
  method type_name(width: "usize") -> "String" "The type's name, padded to `width`.";
  method shout(width: "usize") -> "String" "The name in capitals."
    default "{ Self::type_name(ctx, ty, width).to_uppercase() }";
}
"#,
        quote! {
            /// Types that can describe themselves
            pub trait Describe {
                /// The type's name, padded to `width`.
                fn type_name(ctx: &ir::Context, ty: ir::Type, width: usize) -> String;
                /// The name in capitals.
                fn shout(ctx: &::ir::Context, ty: Type, width: usize) -> String {
                    Self::type_name(ctx, ty, width).to_uppercase()
                }
            }
        },
    );
    assert!(rust.contains("pub trait Describe: ::ir::ods::DefImpl"), "{rust}");
    assert!(rust.contains("pub fn __declared_by_type<T: Describe>"), "{rust}");
}

#[test]
fn a_rust_trait_generates_what_attr_interface_generates() {
    let rust = same_items(
        InterfaceKind::Attr,
        r#"
attr_interface Named<Cx> {
  method dialect_name(cx: "&mut Cx") -> "&'static str" "The attribute's dialect."
    default "{ <Self as ::ir::ods::DefImpl>::KEY.dialect }";
}
"#,
        quote! {
            pub trait Named<Cx> {
                /// The attribute's dialect.
                fn dialect_name(ctx: &ir::Context, attr: ir::Attr, cx: &mut Cx) -> &'static str {
                    <Self as ::ir::ods::DefImpl>::KEY.dialect
                }
            }
        },
    );
    // Generic: the registration attaches nothing, the call needs no type arguments.
    assert!(rust.contains("impl NamedMethods<()>"), "{rust}");
    assert!(
        rust.contains("pub fn __declared_by_attr<T: ::ir::ods::DefImpl>"),
        "{rust}"
    );
}

#[test]
fn mistakes_give_the_ods_messages() {
    let cases = [
        (
            r#"type_interface Width { static_method bits() -> "u64"; }"#,
            quote!(
                trait Width {
                    fn bits() -> u64;
                }
            ),
        ),
        (
            r#"type_interface Named { method name(ty: "u32") -> "String"; }"#,
            quote!(
                trait Named {
                    fn name(ctx: &ir::Context, ty: ir::Type, ty: u32) -> String;
                }
            ),
        ),
        (
            r#"type_interface Twice { method m(); method m(); }"#,
            quote!(
                trait Twice {
                    fn m(ctx: &ir::Context, ty: ir::Type);
                    fn m(ctx: &ir::Context, ty: ir::Type);
                }
            ),
        ),
        (
            r#"type_interface Measured : Named {}"#,
            quote!(
                trait Measured: Named {}
            ),
        ),
        (
            r#"type_interface Measured : BranchOpInterface {}"#,
            quote!(
                trait Measured: BranchOpInterface {}
            ),
        ),
        (
            r#"type_interface D : D {}"#,
            quote!(
                trait D: D {}
            ),
        ),
        (
            r#"type_interface Named {} type_interface M : Named, Named {}"#,
            quote!(
                trait M: self::Named + self::Named {}
            ),
        ),
        (
            r#"type_interface Named {} type_interface M<Cx> : Named {}"#,
            quote!(
                trait M<Cx>: crate::ifaces::Named {}
            ),
        ),
    ];
    for (ods, rust) in cases {
        let (got, _) = expand(InterfaceKind::Type, rust.clone());
        assert_eq!(
            got,
            ods_errors(&format!("dialect t {{ summary \"t\"; }}\n{ods}")),
            "{rust}"
        );
    }
}

#[test]
fn what_ods_cannot_say_is_an_error() {
    let cases = [
        (
            quote!(trait A { fn m(self); }),
            "a type interface method has no receiver: its first parameters are the context and the value, `ctx: &ir::Context, ty: ir::Type`",
        ),
        (
            quote!(trait A { fn m(ctx: ir::Context, ty: ir::Type); }),
            "the first parameters of a type interface method are `ctx: &ir::Context, ty: ir::Type`",
        ),
        (
            quote!(trait A: Into<u8> {}),
            "a type interface's supertraits are its base interfaces, without type parameters: `Base` (one `.ods` declares) or `path::Base` (one declared in Rust); the generated trait also extends `ir::ods::DefImpl`",
        ),
        (
            quote!(trait A: ?Sized {}),
            "a type interface's supertraits are its base interfaces, without type parameters: `Base` (one `.ods` declares) or `path::Base` (one declared in Rust); the generated trait also extends `ir::ods::DefImpl`",
        ),
        (
            quote!(trait A { const N: usize; }),
            "a type interface has only methods (`fn name(ctx: &ir::Context, ty: ir::Type, arg: Type) -> Type;`, with an optional default body)",
        ),
    ];
    for (item, want) in cases {
        let (got, generated) = expand(InterfaceKind::Type, item.clone());
        assert_eq!(got, [want], "{item}");
        assert!(generated.contains("struct ARef"), "{generated}");
    }
    // An attribute interface's value is `attr`: without it the method is static, and
    // `ctx` and `ty` are its own parameters (a static method has only the parameters
    // it declares), which is no mistake.
    let (got, generated) = expand(
        InterfaceKind::Attr,
        quote!(
            trait A {
                fn m(ctx: &ir::Context, ty: ir::Type);
            }
        ),
    );
    assert!(got.is_empty(), "{got:?}");
    assert!(
        generated.contains("fn m(ctx: &ir::Context, ty: ir::Type);"),
        "{generated}"
    );
}

#[test]
fn a_type_def_attaches_an_interface_declared_in_rust() {
    let t = text(crate::defs::expand(
        quote!(
            "t.cell",
            interfaces = [crate::ifaces::Describe, MemRefElementTypeInterface, self::Local]
        ),
        quote!(
            struct Cell {}
        ),
        false,
    ));
    assert!(!t.contains("compile_error"), "{t}");
    assert!(
        t.contains("crate::ifaces::DescribeMethods::__declared_by_type::<Cell>(ctx);"),
        "{t}"
    );
    assert!(
        t.contains("self::LocalMethods::__declared_by_type::<Cell>(ctx);"),
        "{t}"
    );
    let flat: String = t.split_whitespace().collect();
    assert!(
        flat.contains("::ir::interfaces::MemRefElementTypeInterfaceMethods::__declared_by_type::<Self"),
        "{t}"
    );
    // Upstream's marker is implemented by the generator; one declared in Rust by
    // its hidden macro, which implements it when every method has a default.
    assert!(
        t.contains("impl ::ir::interfaces::MemRefElementTypeInterface for Cell {}"),
        "{t}"
    );
    assert!(
        flat.contains(
            "::ods_macros::__provide_interfaces!{[][][(crate::ifaces::;Describe;yes)(self::;Local;yes)]Cell}"
        ),
        "{t}"
    );
    let a = text(crate::defs::expand(
        quote!("t.pair", interfaces = [x::Named]),
        quote!(
            struct Pair {}
        ),
        true,
    ));
    assert!(a.contains("x::NamedMethods::__declared_by_attr::<Pair>(ctx);"), "{a}");
}

#[test]
fn a_type_def_checks_its_list_with_the_interfaces_declared_in_rust() {
    let t = text(crate::defs::expand(
        quote!("t.cell", interfaces = [x::Describe, y::Describe]),
        quote!(
            struct Cell {}
        ),
        false,
    ));
    assert!(t.contains("duplicate interface 'Describe'"), "{t}");
    let t = text(crate::defs::expand(
        quote!("t.cell", interfaces = [Describe]),
        quote!(
            struct Cell {}
        ),
        false,
    ));
    assert!(t.contains("unknown interface 'Describe'"), "{t}");
}

#[test]
fn supertraits_are_bases() {
    // A builtin base by its name: the same items as `.ods`.
    let rust = same_items(
        InterfaceKind::Type,
        "type_interface Scalar : VectorElementTypeInterface {}",
        quote!(
            pub trait Scalar: VectorElementTypeInterface {}
        ),
    );
    assert!(
        rust.contains("DefImpl + ::ir::interfaces::VectorElementTypeInterface"),
        "{rust}"
    );
    // Bases declared in Rust by their paths: supertraits, attached first through
    // `__declared_by_type` (`__declared_by_attr`), whose absence on an interface of
    // the other kind is rustc's error at the path.
    let (errors, rust) = expand(
        InterfaceKind::Type,
        quote!(
            pub trait Sized2: self::Named + VectorElementTypeInterface + crate::ifaces::Measured {}
        ),
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert!(
        rust.contains(
            "pub trait Sized2: ::ir::ods::DefImpl + ::ir::interfaces::VectorElementTypeInterface + self::Named + crate::ifaces::Measured {"
        ),
        "{rust}"
    );
    let attach = "pub fn attach<T: Sized2>(ctx: &::ir::Context) {\n        self::NamedMethods::__declared_by_type::<T>(ctx);\n        crate::ifaces::MeasuredMethods::__declared_by_type::<T>(ctx);\n        ::ir::interfaces::VectorElementTypeInterfaceMethods::attach::<T>(ctx);";
    assert!(rust.contains(attach), "{rust}");
    let (errors, rust) = expand(
        InterfaceKind::Attr,
        quote!(
            trait Tagged: self::Named {}
        ),
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert!(
        rust.contains("self::NamedMethods::__declared_by_attr::<T>(ctx);"),
        "{rust}"
    );
    // After an error the trait has no bases, so that its uses add none.
    let (errors, rust) = expand(
        InterfaceKind::Type,
        quote!(
            trait Measured: self::Named + self::Named {}
        ),
    );
    assert_eq!(errors, ["duplicate base interface 'Named'"]);
    assert!(rust.contains("trait Measured: ::ir::ods::DefImpl {"), "{rust}");
    assert!(!rust.contains("NamedMethods"), "{rust}");
}

#[test]
fn a_type_def_lists_an_interface_declared_in_rust_through_declare_methods() {
    // `DeclareTypeInterfaceMethods<path::X>`: attached, implemented by the
    // definition's code (no call of the interface's macro).
    let t = text(crate::defs::expand(
        quote!("t.cell", interfaces = [DeclareTypeInterfaceMethods<x::Describe>]),
        quote!(
            struct Cell {}
        ),
        false,
    ));
    assert!(!t.contains("compile_error"), "{t}");
    assert!(
        t.contains("x::DescribeMethods::__declared_by_type::<Cell>(ctx);"),
        "{t}"
    );
    assert!(!t.contains("__ods_iface_Describe"), "{t}");
    // On an attribute definition, the type interface wrapper is sema's error.
    let a = text(crate::defs::expand(
        quote!("t.pair", interfaces = [DeclareTypeInterfaceMethods<x::Named>]),
        quote!(
            struct Pair {}
        ),
        true,
    ));
    assert!(
        a.contains("'DeclareTypeInterfaceMethods' cannot be used on an attrdef"),
        "{a}"
    );
}

#[test]
fn an_interface_whose_methods_all_have_defaults_implements_itself_for_a_definition() {
    let rule = |item: TokenStream| {
        let t = text(crate::interface::expand(TokenStream::new(), item, InterfaceKind::Type));
        let start = t.find("macro_rules! __ods_iface_Wide").unwrap_or(t.len());
        t[start..].to_string()
    };
    let provided = rule(quote! {
        /// Wide types
        pub trait Wide {
            /// The width.
            fn width(ctx: &ir::Context, ty: ir::Type) -> usize { 8 }
        }
    });
    assert!(provided.contains("impl $($prefix)* Wide for $target {}"), "{provided}");
    assert!(provided.contains("pub use __ods_iface_Wide__"), "{provided}");
    // Both arms hand on to the next step, with the interface's bases (none).
    let flat: String = provided.split_whitespace().collect();
    assert_eq!(
        flat.matches("::ods_macros::__provide_interfaces!{[$crate[$($prefix)*]][$($done)*][$($pending)*]$target}")
            .count(),
        2,
        "{provided}"
    );
    let required = rule(quote! {
        /// Wide types
        pub trait Wide {
            /// The width.
            fn width(ctx: &ir::Context, ty: ir::Type) -> usize;
        }
    });
    assert!(!required.contains("impl $("), "{required}");
    let generic = rule(quote! {
        /// Wide types
        pub trait Wide<Cx> {
            /// The width.
            fn width(ctx: &ir::Context, ty: ir::Type, cx: &Cx) -> usize { 8 }
        }
    });
    assert!(!generic.contains("impl $("), "{generic}");
}

#[test]
fn the_work_list_names_each_base_from_the_definition_s_scope_once() {
    // `krate` stands for the interface crate's `$crate`; `Top` (in
    // `ifaces::deep`, as the definition names it) is done.
    let step = crate::provide::expand_step(quote! {
        [krate [ifaces::deep::] (super::Measured) (crate::ifaces::Named) (self::Local) (::other::Ext) (m::Rel) (super::super::Up)]
        [Top] [(ifaces:: ; Named ; no)] Diamond
    });
    let flat: String = step.to_string().split_whitespace().collect();
    assert_eq!(
        flat,
        "ifaces::__ods_iface_Named!{[ifaces::][no][TopNamed][(ifaces::;Measured;yes)(krate::ifaces::;Named;yes)(ifaces::deep::;Local;yes)(::other::;Ext;yes)(ifaces::deep::m::;Rel;yes)(;Up;yes)]Diamond}"
    );
    // A done interface is skipped; an empty list ends the work.
    let step =
        crate::provide::expand_step(quote!([] [Named Measured] [(a:: ; Named ; yes) (b:: ; Measured ; yes)] Diamond));
    assert!(step.is_empty(), "{step}");
}
