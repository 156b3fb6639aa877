//! Unit tests of format parsing and validation (the rendered diagnostics
//! are covered by `ui-tests/tests/ods/format`).

use super::*;

const HEADER: &str = r##"
dialect t { summary "t"; }
enum Pred : i64 { eq = 0, ne = 1 }
constraint attr FM = "fast math flags" where dialect_attr("t", "fm") { build "#t.fm<$0>"; }
"##;

fn compile_op(body: &str) -> Result<Format, String> {
    let src = format!("{HEADER}{body}");
    match crate::check_source("t.ods", &src) {
        Ok(c) => Ok(c.module.ops[0].assembly.clone().expect("format")),
        Err(f) => Err(f.diagnostics[0].message.clone()),
    }
}

#[test]
fn arith_like_format_infers_types_from_traits() {
    let f = compile_op(
        r#"op AddI "t.addi" [SameOperandsAndResultType] {
          operands { lhs: AnyType, rhs: AnyType }
          attributes { fm: DefaultValuedAttr<FM, "none"> }
          results { result: AnyType }
          format "$lhs `,` $rhs (`fastmath` `` $fm^)? attr-dict `:` type($result)";
        }"#,
    )
    .unwrap();
    assert_eq!(f.result_types, vec![TypeResolution::Explicit]);
    assert_eq!(
        f.operand_types,
        vec![TypeResolution::Result(0, None), TypeResolution::Result(0, None)]
    );
    assert_eq!(f.used_attributes, vec![0]);
    assert_eq!(f.elements.len(), 7);
}

#[test]
fn buildable_and_types_match_with() {
    let f = compile_op(
        r#"op Load "t.load" [TypesMatchWith<"x", "m", "r", element_type>] {
          operands { m: AnyMemRef, i: Variadic<Index> }
          results { r: AnyType }
          format "$m `[` $i `]` attr-dict `:` type($m)";
        }"#,
    )
    .unwrap();
    assert_eq!(
        f.result_types,
        vec![TypeResolution::Operand(
            0,
            Some(crate::model::TypeTransform::ElementType)
        )]
    );
    assert_eq!(
        f.operand_types,
        vec![TypeResolution::Explicit, TypeResolution::Buildable("index".into())]
    );
}

#[test]
fn missing_pieces_are_reported() {
    let e = compile_op(r#"op A "t.a" { operands { x: AnyType } format "attr-dict"; }"#).unwrap_err();
    assert_eq!(e, "operand #0, named 'x', not found");
    let e = compile_op(r#"op A "t.a" { operands { x: AnyType } format "$x attr-dict"; }"#).unwrap_err();
    assert_eq!(
        e,
        "type of operand #0, named 'x', is not buildable and a buildable type cannot be inferred"
    );
    let e = compile_op(r#"op A "t.a" { operands { x: AnyType } format "$x type($x)"; }"#).unwrap_err();
    assert_eq!(e, "'attr-dict' directive not found in custom assembly format");
}

#[test]
fn origins_map_escapes_and_long_strings() {
    let o = TextOrigin::ods_string(0, 10, r#""a\"b\\nc""#);
    // value: a " b \ n c
    assert_eq!(o.span(0, 1).start, 11);
    assert_eq!(o.span(1, 2).start, 12);
    assert_eq!(o.span(2, 3).start, 14);
    assert_eq!(o.span(5, 6).start, 18);
    let o = TextOrigin::ods_string(0, 0, "\"\"\"\n    ab\n      cd\n  \"\"\"");
    // value: "ab\n  cd"
    assert_eq!(o.span(0, 1).start, 8);
    assert_eq!(o.span(3, 4).start, 15);
}

/// Random format texts (built from the format language's own tokens and
/// some noise) never make the compiler panic.
#[test]
fn random_formats_do_not_panic() {
    let src = format!(
        "{HEADER}op A \"t.a\" [AttrSizedOperandSegments] {{ operands {{ x: AnyType, y: Variadic<AnyType>, z: Optional<I32> }} \
         attributes {{ a: I64Attr, u: UnitAttr, o: OptionalAttr<AnyAttr>, fm: DefaultValuedAttr<FM, \"none\"> }} \
         results {{ r: AnyType, s: Variadic<I32> }} regions {{ g: AnyRegion }} successors {{ b: AnySuccessor }} }}"
    );
    let c = crate::check_source("t.ods", &src).expect("valid op");
    let op = &c.module.ops[0];
    let pieces = [
        "$x",
        "$y",
        "$z",
        "$a",
        "$u",
        "$o",
        "$fm",
        "$r",
        "$s",
        "$g",
        "$b",
        "$",
        "`,`",
        "`:`",
        "`(`",
        "`)`",
        "` `",
        "``",
        "`\\n`",
        "`kw`",
        "`",
        "attr-dict",
        "attr-dict-with-keyword",
        "prop-dict",
        "operands",
        "results",
        "regions",
        "successors",
        "type(",
        "qualified(",
        "ref(",
        "functional-type(",
        "custom<F>(",
        "oilist(",
        "(",
        ")",
        ")?",
        "^",
        ":",
        ",",
        "|",
        "\"s\"",
        "<",
        ">",
        "%",
        "params",
        "struct",
        "x",
    ];
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for _ in 0..20_000 {
        let len = next(12);
        let text: Vec<&str> = (0..len).map(|_| pieces[next(pieces.len())]).collect();
        let text = text.join(" ");
        let _ = compile(&text, op);
        let origin = TextOrigin::contiguous(0, 0, text.len());
        if let Err(e) = compile(&text, op) {
            let _ = diagnostic(&e, &text, &origin, Span::default());
        }
    }
}
