#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/result_count.ods: its ops and native functions
// are ui_tests::pattern_test_ops!'s.
use ods_macros::patterns;

ui_tests::pattern_test_ops!();

patterns! {
    pub struct Patterns;
    def Same : Constraint<CPred<same>>;
    def Twice : NativeCodeCall<twice>;
    pattern P : Pattern<(self::PairOp $a, $b), [(replaceWithValue $a)]>;
}

fn main() {}
