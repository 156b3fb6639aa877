#![allow(dead_code)]
use ods_macros::dialect;

#[dialect("t", dependent = [builtin, arith, builtin])]
struct TDialect;

fn main() {}
