#![allow(dead_code)]
// Bases `.ods` cannot say: a lifetime, `?Sized`, a generic trait, a
// higher-ranked one; and a type interface with type parameters extending one
// declared in Rust.
use ods_macros::type_interface;

#[type_interface]
trait Named {
    fn name(ctx: &ir::Context, ty: ir::Type) -> String;
}

#[type_interface]
trait Measured: 'static + ?Sized + AsRef<u8> + for<'a> Named {}

#[type_interface]
trait Sized2<Cx>: self::Named {}

fn main() {}
