#![allow(dead_code)]
// A mistake only the Rust form can make; the ops and native functions are
// ui_tests::pattern_test_ops!'s.
use ods_macros::patterns;

ui_tests::pattern_test_ops!();

patterns! {
    pub struct Patterns;
    pattern P : Pat<(self::AddOp (self::MulOp $x, $y), $z, $f), (self::AddOp $x, $z, $f)>;
}

fn main() {}
