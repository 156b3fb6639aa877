#![allow(dead_code)]
use ods_macros::op;

// An op declaring an interface whose implementations are registered with the ops
// must implement it: its registration attaches the implementation.
#[op("t.br",
     traits = [Terminator, DeclareOpInterfaceMethods<BranchOpInterface>])]
struct BrOp {
    #[successor]
    dest: AnySuccessor,
}

fn main() {}
