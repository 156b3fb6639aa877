#![allow(dead_code)]
use ods_macros::dialect;

fn materialize(_: &ir::Context, _: ir::Attr) -> Option<ir::OpSpec> {
    None
}

// A function of another signature is rustc's error, at the path.
#[dialect("t", constant_materializer = materialize)]
struct TDialect;

fn main() {}
