#![allow(dead_code)]
use ods_macros::type_interface;

#[type_interface]
trait Named {
    fn name(ctx: &ir::Context, ty: ir::Type, ty: u32) -> String;
}

fn main() {}
