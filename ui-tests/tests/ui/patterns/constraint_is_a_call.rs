#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/constraint_is_a_call.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pat<(self::AddOp $x, $y, $f), (self::AddOp $x, $y, $f), [(Twice $x)]>;
}

fn main() {}
