#![allow(dead_code)]
use ods_macros::{op, property_type};

#[property_type(
    storage = hooks::Nice,
    from_attr = hooks::from_attr,
    to_attr = hooks::to_attr,
    write_bytecode = hooks::write,
)]
struct Nice;

#[op("t.a")]
struct AOp {
    #[property]
    p: self::Nice,
}

fn main() {}
