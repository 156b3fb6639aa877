#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/bound_twice.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pat<(self::AddOp:$x $x, $y, $f), (self::AddOp $y, $y, $f)>;
}

fn main() {}
