#![allow(dead_code)]
// `DeclareOpInterfaceMethods` around the path of an interface declared in
// Rust, on a type definition: sema's error, as for a name `.ods` declares
// (`typedef_declare_op_methods.rs`).
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

fn main() {}
