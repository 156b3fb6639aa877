#![allow(dead_code)]
use ods_macros::dialect;

fn materialize(_: &ir::Context, _: ir::Attr, _: ir::Type, _: ir::Attr) -> Option<ir::OpSpec> {
    None
}

#[dialect("t", constant_materializer = materialize, constant_materializer = materialize)]
struct TDialect;

fn main() {}
