#![allow(dead_code)]
use ods_macros::dialect;

#[dialect("t", version = 5000000000)]
struct TDialect;

fn main() {}
