#![allow(dead_code)]
use ods_macros::dialect;

#[dialect("1t")]
struct TDialect;

fn main() {}
