#![allow(dead_code)]
// A definition listing an interface declared in Rust through
// `DeclareTypeInterfaceMethods<path::X>` implements it itself, even when every
// method has a default: without the `impl`, rustc's error at the path.
use ods_macros::{type_def, type_interface};

mod ifaces {
    use super::*;

    #[type_interface]
    pub trait Wide {
        fn width(ctx: &ir::Context, ty: ir::Type) -> usize {
            let _ = (ctx, ty);
            8
        }
    }
}

#[type_def("t.x", interfaces = [DeclareTypeInterfaceMethods<ifaces::Wide>])]
struct X {}

fn main() {}
