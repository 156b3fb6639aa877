#![allow(dead_code)]
use ods_macros::dialect;

#[dialect("t", version = 2, upgrade = "crate::t::not a path")]
struct TDialect;

fn main() {}
