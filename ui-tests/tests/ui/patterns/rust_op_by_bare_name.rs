#![allow(dead_code)]
// A mistake only the Rust form can make; the ops, native functions and shared
// definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    // An op declared in Rust is named by its path (a bare name is an ODS name).
    pattern P : Pat<(AddOp $x, $y, $f), (self::AddOp $y, $x, $f)>;
}

fn main() {}
