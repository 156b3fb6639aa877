#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/argument_count.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pat<(self::AddOp (self::ExtOp $x), $y), (self::ExtOp $x)>;
}

fn main() {}
