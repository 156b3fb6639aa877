#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/attribute_as_operand.ods: its ops and native functions
// are ui_tests::pattern_test_ops!'s.
use ods_macros::patterns;

ui_tests::pattern_test_ops!();

patterns! {
    pub struct Patterns;
    def Same : Constraint<CPred<same>>;
    def Twice : NativeCodeCall<twice>;
    pattern P : Pat<(self::AddOp $x, $y, $f), (self::AddOp $f, $y)>;
}

fn main() {}
