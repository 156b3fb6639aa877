#![allow(dead_code)]
// A mistake only the Rust form can make; the ops and native functions are
// ui_tests::pattern_test_ops!'s.
use ods_macros::patterns;

ui_tests::pattern_test_ops!();

patterns! {
    pub struct Patterns;
    def Thrice : NativeCodeCall<thrice>;
    pattern P : Pat<(self::AddOp $x, $y, $f), (self::AddOp $x, $y, (Thrice $f))>;
}

fn main() {}
