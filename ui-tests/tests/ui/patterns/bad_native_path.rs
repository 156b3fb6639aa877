#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/bad_native_path.ods: its ops and native functions
// are ui_tests::pattern_test_ops!'s.
use ods_macros::patterns;

ui_tests::pattern_test_ops!();

patterns! {
    pub struct Patterns;
    def Same : Constraint<CPred<same>>;
    def Twice : NativeCodeCall<twice>;
    def Bad : NativeCodeCall<"not a path">;
    pattern P : Pat<(self::AddOp $x, $y, $f), (self::AddOp $x, $y, (Bad))>;
}

fn main() {}
