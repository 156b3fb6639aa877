#![allow(dead_code)]
// Bases declared in Rust, by path: one of the other kind, one with type
// parameters, and a path naming no interface are rustc's errors, at the paths.
use ods_macros::{attr_interface, type_interface};

mod ifaces {
    use super::*;

    #[attr_interface]
    pub trait Tagged {
        fn tag(ctx: &ir::Context, attr: ir::Attr) -> String;
    }

    #[type_interface]
    pub trait Width<Cx> {
        fn bits(ctx: &ir::Context, ty: ir::Type, cx: &Cx) -> u64;
    }

    pub trait Plain {}
}

#[type_interface]
trait Measured: ifaces::Tagged {}

#[type_interface]
trait Sized2: ifaces::Width {}

#[type_interface]
trait Other: ifaces::Plain {}

fn main() {}
