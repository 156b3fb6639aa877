#![allow(dead_code)]
use ods_macros::op;

mod ifaces {
    #[ods_macros::op_interface]
    pub trait Arity {
        fn count(self) -> usize;
    }
}

#[op("t.a", interfaces = [ifaces::Arity, ifaces::Arity])]
struct AOp {}

impl ifaces::Arity for AOp {
    fn count(self) -> usize {
        0
    }
}

fn main() {}
