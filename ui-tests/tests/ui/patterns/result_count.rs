#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/result_count.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pattern<(self::PairOp $a, $b), [(replaceWithValue $a)]>;
}

fn main() {}
