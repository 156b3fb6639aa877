#![allow(dead_code)]
use ods_macros::op_interface;

// `verify_with_regions` says when the interface's verifier runs: it needs one.
#[op_interface(verify_with_regions)]
trait Checked {
    fn width(self) -> usize;
}

fn main() {}
