#![allow(dead_code)]
use ods_macros::type_interface;

#[type_interface]
trait Named {
    fn name(ctx: &ir::Context, ty: ir::Type) -> String;
}

#[type_interface]
trait Measured: self::Named + self::Named {}

fn main() {}
