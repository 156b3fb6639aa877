#![allow(dead_code)]
use ods_macros::{op, property_type};

mod hooks {
    pub fn from_attr(ctx: &ir::Context, a: ir::Attr) -> Result<i64, String> {
        ir::ods::values::as_int(ctx, a).ok_or_else(String::new)
    }
    pub fn to_attr(ctx: &ir::Context, v: &i64) -> ir::Attr {
        ir::ods::values::int_attr(ctx, *v, "i64").unwrap_or_else(|_| ctx.unit_attr())
    }
}

#[property_type(storage = i64, from_attr = hooks::from_attr, to_attr = hooks::to_attr)]
struct Weight;

#[op("t.a", format = "(`w` $w^)? attr-dict")]
struct AOp {
    #[property(default = "5 : i64")]
    w: self::Weight,
}

fn main() {}
