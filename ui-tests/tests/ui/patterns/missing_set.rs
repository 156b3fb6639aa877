#![allow(dead_code)]
// A mistake only the Rust form can make; the ops and native functions are
// ui_tests::pattern_test_ops!'s.
use ods_macros::patterns;

ui_tests::pattern_test_ops!();

patterns! {
    pattern P : Pat<(self::ExtOp (self::ExtOp $x)), (self::ExtOp $x)>;
}

fn main() {}
