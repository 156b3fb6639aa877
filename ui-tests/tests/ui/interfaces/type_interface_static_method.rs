#![allow(dead_code)]
// A method without the context and the type is a static method.
use ods_macros::type_interface;

#[type_interface]
trait Width {
    fn bits() -> u64;
}

fn main() {}
