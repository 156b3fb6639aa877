//! A hook of the wrong signature is rustc's error at its path.
#![allow(dead_code)]
use ods_macros::property_type;

mod hooks {
    pub fn from_attr(_: &ir::Context, _: ir::Attr) -> Result<i64, String> {
        Ok(0)
    }
    pub fn to_attr(ctx: &ir::Context, _: i64) -> ir::Attr {
        ctx.unit_attr()
    }
}

#[property_type(storage = i64, from_attr = hooks::from_attr, to_attr = hooks::to_attr)]
struct Weight;

fn main() {}
