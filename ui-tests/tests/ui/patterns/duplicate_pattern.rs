#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/duplicate_pattern.ods: its ops and native functions
// are ui_tests::pattern_test_ops!'s.
use ods_macros::patterns;

ui_tests::pattern_test_ops!();

patterns! {
    pub struct Patterns;
    def Same : Constraint<CPred<same>>;
    def Twice : NativeCodeCall<twice>;
    pattern P : Pat<(self::ExtOp (self::ExtOp $x)), (self::ExtOp $x)>;
    pattern P : Pat<(self::ExtOp (self::ExtOp $x)), (self::ExtOp $x)>;
}

fn main() {}
