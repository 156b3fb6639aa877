#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/unknown_op.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pat<(self::AddOp (T_Mul $x, $y), $z, $f), (self::AddOp $x, $z, $f)>;
}

fn main() {}
