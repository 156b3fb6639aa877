#![allow(dead_code)]
use ods_macros::dialect;

#[dialect("t", upgrade = "crate::t::upgrade")]
struct TDialect;

fn main() {}
