#![allow(dead_code)]
use ods_macros::dialect;

#[dialect("t", version = 1, version = 2)]
struct TDialect;

fn main() {}
