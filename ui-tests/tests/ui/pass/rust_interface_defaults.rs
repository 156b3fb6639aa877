//! Attribute and type interfaces declared in Rust whose methods all have
//! default bodies: a definition listing one plainly gets the implementation
//! from the interface's hidden macro (no `impl` written), as `.ods`'s
//! generator writes it; one listing it through
//! `DeclareTypeInterfaceMethods<path::X>` (`DeclareAttrInterfaceMethods`)
//! implements it itself, overriding a default. Registration attaches both.

use ods_macros::{attr_def, dialect, type_def};

mod ifaces {
    /// Types with a display width
    #[ods_macros::type_interface]
    pub trait Wide {
        /// The width, 8 unless overridden.
        fn width(ctx: &ir::Context, ty: ir::Type) -> usize {
            let _ = (ctx, ty);
            8
        }
        /// Twice the width.
        fn double_width(ctx: &ir::Context, ty: ir::Type) -> usize {
            2 * Self::width(ctx, ty)
        }
    }

    /// Attributes that can be tagged (a marker)
    #[ods_macros::attr_interface]
    pub trait Taggable {}
}

/// Demo dialect
#[dialect("demo", types = [Plain, Custom], attrs = [Tag])]
pub struct DemoDialect;

/// Listed plainly: implemented by the interface's macro
#[type_def("demo.plain", interfaces = [ifaces::Wide])]
pub struct Plain {}

/// Listed with `DeclareTypeInterfaceMethods`: implemented here
#[type_def("demo.custom", interfaces = [DeclareTypeInterfaceMethods<ifaces::Wide>])]
pub struct Custom {}

impl ifaces::Wide for Custom {
    fn width(_: &ir::Context, _: ir::Type) -> usize {
        3
    }
}

/// A tag attribute, listing a marker interface plainly
#[attr_def("demo.tag", interfaces = [crate::ifaces::Taggable])]
pub struct Tag {}

fn main() {
    let ctx = ir::Context::new();
    DemoDialect::register(&ctx);
    let plain = ir::text::parse_type_str(&ctx, "!demo.plain").expect("a plain type");
    let custom = ir::text::parse_type_str(&ctx, "!demo.custom").expect("a custom type");
    let wide = |t: ir::Type| t.interface::<ifaces::WideRef>(&ctx).map(|r| r.double_width(&ctx));
    assert_eq!(wide(plain), Some(16));
    assert_eq!(wide(custom), Some(6));
    assert_eq!(wide(ctx.int_type(32)), None);
    let tag = Tag {}.get(&ctx);
    assert!(tag.interface::<ifaces::TaggableRef>(&ctx).is_some());
    assert!(ctx.unit_attr().interface::<ifaces::TaggableRef>(&ctx).is_none());
}
