//! Fuzzes the declarative assembly-format compiler: any format text, checked
//! against a fixed op with every kind of operand, attribute, region and
//! successor, must compile or give an error with an offset inside the text.
//!
//! Run with `cargo +nightly fuzz run assembly_format corpus/assembly_format`.

#![no_main]

use libfuzzer_sys::fuzz_target;

/// The op every format is checked against.
const OP: &str = r#"
dialect t { summary "t"; }
enum Pred : i64 { eq = 0, ne = 1 }
op Kitchen "t.kitchen" [AttrSizedOperandSegments, SameOperandsElementType] {
  operands { a: AnyType, b: Optional<AnyType>, c: Variadic<AnyType> }
  attributes { p: Pred, n: I64Attr, s: OptionalAttr<StrAttr>, u: UnitAttr }
  results { r: AnyType, rs: Variadic<AnyType> }
  regions { body: AnyRegion, more: VariadicRegion<AnyRegion> }
  successors { dest: AnySuccessor }
}
"#;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let compiled = match ods_dsl::check_source("kitchen.ods", OP) {
        Ok(c) => c,
        Err(f) => panic!("the fixed op does not analyze:\n{}", f.render()),
    };
    let op = &compiled.module.ops[0];
    if let Err(e) = ods_dsl::format::compile(text, op) {
        assert!(e.offset <= text.len(), "error offset {} outside the text", e.offset);
    }
});
