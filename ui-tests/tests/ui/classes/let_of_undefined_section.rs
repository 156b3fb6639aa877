#![allow(dead_code)]
// `let(results)`: the struct's results would replace the class's, which it
// does not define.
use ods_macros::op;

#[op("t.a", include = "let_of_undefined_section.ods", class = T_Unary, let(results))]
struct AOp {
    #[result]
    y: I32,
}

fn main() {}
