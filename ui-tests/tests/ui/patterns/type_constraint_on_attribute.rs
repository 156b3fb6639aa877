#![allow(dead_code)]
// The #[op] twin of tests/ods/patterns/type_constraint_on_attribute.ods; its ops, native functions and
// shared definitions are ui_tests::pattern_case!'s.
ui_tests::pattern_case! {
    pattern P : Pat<(self::AddOp $x, $y, AnyInteger:$f), (self::AddOp $y, $x, $f)>;
}

fn main() {}
