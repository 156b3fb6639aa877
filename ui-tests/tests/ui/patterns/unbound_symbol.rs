#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/unbound_symbol.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pat<(self::AddOp $x, $y, $f), (self::AddOp $x, $z, $f)>;
}

fn main() {}
