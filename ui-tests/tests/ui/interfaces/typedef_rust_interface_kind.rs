#![allow(dead_code)]
// A type definition listing an attribute interface declared in Rust, and one
// not implementing the type interface it lists: rustc's errors, at the paths.
use ods_macros::{attr_interface, type_def, type_interface};

mod ifaces {
    use super::*;

    #[attr_interface]
    pub trait Named {
        fn name(ctx: &ir::Context, attr: ir::Attr) -> String;
    }

    #[type_interface]
    pub trait Width {
        fn bits(ctx: &ir::Context, ty: ir::Type) -> u64;
    }
}

#[type_def("t.x", interfaces = [ifaces::Named, ifaces::Width])]
struct X {}

fn main() {}
