#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/pat_with_result_list.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pat<(self::AddOp $x, $y, $f), [(self::AddOp $x, $y, $f)]>;
}

fn main() {}
