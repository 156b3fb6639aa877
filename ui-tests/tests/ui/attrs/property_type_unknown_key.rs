#![allow(dead_code)]
use ods_macros::property_type;

#[property_type(
    storage = hooks::Nice,
    from_attr = hooks::from_attr,
    to_attr = hooks::to_attr,
    write_bytecode = hooks::write,
    read_bytecode = hooks::read,
    optional_parser = hooks::parse_optional,
)]
struct Nice;

fn main() {}
