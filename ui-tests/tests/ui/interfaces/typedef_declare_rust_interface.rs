#![allow(dead_code)]
// `Declare...InterfaceMethods<path::X>` of an interface declared in Rust on
// type definitions: `DeclareOpInterfaceMethods` is sema's error, as for a name
// `.ods` declares (`typedef_declare_op_methods.rs`); with
// `DeclareTypeInterfaceMethods` the definition implements the interface
// itself, even when every method has a default: without the `impl`, rustc's
// error at the path.
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

#[type_def("t.x", interfaces = [DeclareOpInterfaceMethods<ifaces::Wide>])]
struct X {}

#[type_def("t.y", interfaces = [DeclareTypeInterfaceMethods<ifaces::Wide>])]
struct Y {}

fn main() {}
