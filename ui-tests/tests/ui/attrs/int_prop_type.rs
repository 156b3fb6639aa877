#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[property]
    x: IntProp<"int128_t">,
}

fn main() {}
