#![allow(dead_code)]
use ods_macros::{dialect, op};

#[dialect("t", ops = [AOp, BOp])]
struct TDialect;

#[op("t.a")]
struct AOp {}

#[op("u.b")]
struct BOp {}

fn main() {}
