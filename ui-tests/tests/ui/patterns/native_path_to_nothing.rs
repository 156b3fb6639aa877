#![allow(dead_code)]
// A mistake only the Rust form can make; the ops, native functions and shared
// definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    def Thrice : NativeCodeCall<thrice>;
    pattern P : Pat<(self::AddOp $x, $y, $f), (self::AddOp $x, $y, (Thrice $f))>;
}

fn main() {}
