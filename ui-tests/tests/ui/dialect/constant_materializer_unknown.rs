#![allow(dead_code)]
use ods_macros::dialect;

mod folds {
    pub fn materialize(_: &ir::Context, _: ir::Attr, _: ir::Type, _: ir::Attr) -> Option<ir::OpSpec> {
        None
    }
}

// A path that names nothing is rustc's error, at the path.
#[dialect("t", constant_materializer = folds::materialise)]
struct TDialect;

fn main() {}
