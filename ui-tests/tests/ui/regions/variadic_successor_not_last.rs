#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [Terminator])]
struct AOp {
    #[successor]
    a: VariadicSuccessor<AnySuccessor>,
    #[successor]
    b: AnySuccessor,
}

fn main() {}
