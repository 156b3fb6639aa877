#![allow(dead_code)]
use ods_macros::op;

// The class comes from the `.ods` file beside this one.
#[op("t.a", include = "argument_kind.ods", class = T_Sized<"32", 2>)]
struct AOp {}

fn main() {}
