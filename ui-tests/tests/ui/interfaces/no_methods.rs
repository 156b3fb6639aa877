#![allow(dead_code)]
use ods_macros::op_interface;

/// Nothing to ask
#[op_interface]
trait Empty {}

fn main() {}
