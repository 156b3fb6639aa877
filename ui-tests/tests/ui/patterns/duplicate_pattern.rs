#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/duplicate_pattern.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pat<(self::ExtOp (self::ExtOp $x)), (self::ExtOp $x)>;
    pattern P : Pat<(self::ExtOp (self::ExtOp $x)), (self::ExtOp $x)>;
}

fn main() {}
