#![allow(dead_code)]
// A bare base name is an interface `.ods` declares: `Named` is none.
use ods_macros::type_interface;

#[type_interface]
trait Measured: Named {
    fn size(ctx: &ir::Context, ty: ir::Type) -> usize;
}

fn main() {}
