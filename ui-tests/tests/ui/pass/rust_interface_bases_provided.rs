//! The bases declared in Rust of attribute and type interfaces declared in
//! Rust, whose methods all have default bodies, are implemented for a
//! definition listing the derived interface, as `.ods`'s generator implements
//! a `.ods`-declared base: through each interface's hidden macro, with the
//! bases' paths (written in the interface's module) rewritten from the
//! definition's scope, transitively, each once (a base listed too, or reached
//! twice, is implemented once). A definition listing the derived interface
//! with `DeclareTypeInterfaceMethods` implements it itself and still gets its
//! bases. Registration attaches them all, and records the definitions
//! declaring each interface (`XMethods::declaring_defs(ctx)`).

use ods_macros::{attr_def, dialect, type_def};

mod ifaces {
    /// Types with a name
    #[ods_macros::type_interface]
    pub trait Named {
        /// The name, "anon" unless overridden.
        fn name(ctx: &ir::Context, ty: ir::Type) -> String {
            let _ = (ctx, ty);
            "anon".to_string()
        }
    }

    /// Types with a size
    #[ods_macros::type_interface]
    pub trait Measured: self::Named {
        /// The size, 4 unless overridden.
        fn size(ctx: &ir::Context, ty: ir::Type) -> usize {
            let _ = (ctx, ty);
            4
        }
    }

    /// Attributes that can be tagged (a marker)
    #[ods_macros::attr_interface]
    pub trait Tagged {}

    /// Attributes with a label, tagged too (a marker)
    #[ods_macros::attr_interface]
    pub trait Labelled: self::Tagged {}

    pub mod deep {
        /// Types at the top of a diamond: measured (so named) and named
        #[ods_macros::type_interface]
        pub trait Top: super::Measured + crate::ifaces::Named {
            /// Always true.
            fn top(ctx: &ir::Context, ty: ir::Type) -> bool {
                let _ = (ctx, ty);
                true
            }
        }
    }
}

/// Demo dialect
#[dialect("demo", types = [Plain, Diamond, Custom], attrs = [Label])]
pub struct DemoDialect;

/// Lists `Measured`: `Named` comes with it.
#[type_def("demo.plain", interfaces = [ifaces::Measured])]
pub struct Plain {}

/// Lists `Top` and `Named`: `Measured` and `Named` (reached three ways) once.
#[type_def("demo.diamond", interfaces = [ifaces::deep::Top, crate::ifaces::Named])]
pub struct Diamond {}

/// Implements `Measured` itself; `Named` is provided.
#[type_def("demo.custom", interfaces = [DeclareTypeInterfaceMethods<ifaces::Measured>])]
pub struct Custom {}

impl ifaces::Measured for Custom {
    fn size(_: &ir::Context, _: ir::Type) -> usize {
        16
    }
}

/// A label attribute, listing `Labelled` (so `Tagged`).
#[attr_def("demo.label", interfaces = [ifaces::Labelled])]
pub struct Label {}

fn main() {
    let ctx = ir::Context::new();
    DemoDialect::register(&ctx);
    let ty = |s: &str| ir::text::parse_type_str(&ctx, s).expect("a type");
    let (plain, diamond, custom) = (ty("!demo.plain"), ty("!demo.diamond"), ty("!demo.custom"));
    let named = |t: ir::Type| t.interface::<ifaces::NamedRef>(&ctx).map(|r| r.name(&ctx));
    let size = |t: ir::Type| t.interface::<ifaces::MeasuredRef>(&ctx).map(|r| r.size(&ctx));
    for t in [plain, diamond, custom] {
        assert_eq!(named(t).as_deref(), Some("anon"));
    }
    assert_eq!(size(plain), Some(4));
    assert_eq!(size(diamond), Some(4));
    assert_eq!(size(custom), Some(16));
    assert!(diamond.interface::<ifaces::deep::TopRef>(&ctx).is_some_and(|r| r.top(&ctx)));
    assert!(plain.interface::<ifaces::deep::TopRef>(&ctx).is_none());
    let label = Label {}.get(&ctx);
    assert!(label.interface::<ifaces::LabelledRef>(&ctx).is_some());
    assert!(label.interface::<ifaces::TaggedRef>(&ctx).is_some());
    // The definitions declaring each interface, recorded by their registration
    // (the interfaces' `X_DEFS` cannot name them).
    assert!(ifaces::NAMED_DEFS.is_empty());
    let all = ["Custom", "Diamond", "Plain"];
    assert_eq!(ifaces::NamedMethods::declaring_defs(&ctx), all);
    assert_eq!(ifaces::MeasuredMethods::declaring_defs(&ctx), all);
    assert_eq!(ifaces::deep::TopMethods::declaring_defs(&ctx), ["Diamond"]);
    assert_eq!(ifaces::TaggedMethods::declaring_defs(&ctx), ["Label"]);
    // The traits are implemented: the bounds hold.
    fn measured<T: ifaces::Measured>() {}
    fn tagged<T: ifaces::Tagged>() {}
    measured::<Diamond>();
    tagged::<Label>();
}
