#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/type_constraint_on_attribute.ods: its ops and native functions
// are ui_tests::pattern_test_ops!'s.
use ods_macros::patterns;

ui_tests::pattern_test_ops!();

patterns! {
    pub struct Patterns;
    def Same : Constraint<CPred<same>>;
    def Twice : NativeCodeCall<twice>;
    pattern P : Pat<(self::AddOp $x, $y, AnyInteger:$f), (self::AddOp $y, $x, $f)>;
}

fn main() {}
