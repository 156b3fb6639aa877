#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/no_such_result.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pattern<(self::PairOp:$p $a, $b), [(replaceWithValue $p__2), (replaceWithValue $b)]>;
}

fn main() {}
