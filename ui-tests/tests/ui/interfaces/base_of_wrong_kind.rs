#![allow(dead_code)]
// An op interface cannot be the base of a type interface, nor a type interface
// that of an attribute interface.
use ods_macros::{attr_interface, type_interface};

#[type_interface]
trait Measured: BranchOpInterface {
    fn size(ctx: &ir::Context, ty: ir::Type) -> usize;
}

#[attr_interface]
trait Tagged: MemRefElementTypeInterface {}

fn main() {}
