#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[property]
    x: OptionalProp<OptionalProp<ConfinedProp<I64Prop, (IntMinValue<0>,), "non-negative int64_t">>>,
}

fn main() {}
