#![allow(dead_code)]
use ods_macros::dialect;

// The string form of the path, as `.ods` writes it.
#[dialect("t", constant_materializer = "crate::t::not a path")]
struct TDialect;

fn main() {}
