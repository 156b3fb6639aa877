#![allow(dead_code)]
// A mistake only the Rust form can make; the ops and native functions are
// ui_tests::pattern_test_ops!'s.
use ods_macros::patterns;

ui_tests::pattern_test_ops!();

patterns! {
    pub struct Patterns;
    // An op declared in Rust is named by its path (a bare name is an ODS name).
    pattern P : Pat<(AddOp $x, $y, $f), (self::AddOp $y, $x, $f)>;
}

fn main() {}
