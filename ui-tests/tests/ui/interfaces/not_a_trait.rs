use ods_macros::op_interface;

#[op_interface]
struct Arity;

fn main() {
    let _ = Arity;
}
