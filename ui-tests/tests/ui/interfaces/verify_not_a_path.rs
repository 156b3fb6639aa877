#![allow(dead_code)]
use ods_macros::op_interface;

// The Rust form names the verifier's function; a block is `.ods`'s spelling.
#[op_interface(verify = { Ok(()) })]
trait Checked {
    fn width(self) -> usize;
}

fn main() {}
