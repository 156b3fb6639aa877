#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/bad_native_path.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    def Bad : NativeCodeCall<"not a path">;
    pattern P : Pat<(self::AddOp $x, $y, $f), (self::AddOp $x, $y, (Bad))>;
}

fn main() {}
