#![allow(dead_code)]
// A mistake only the Rust form can make; the ops, native functions and shared
// definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pat<(self::AddOp (self::MulOp $x, $y), $z, $f), (self::AddOp $x, $z, $f)>;
}

fn main() {}
