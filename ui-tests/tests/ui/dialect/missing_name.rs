#![allow(dead_code)]
use ods_macros::dialect;

#[dialect(ops = [])]
struct TDialect;

fn main() {}
