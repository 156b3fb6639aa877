//! Table-driven tests. Every expectation in `cases.rs` was produced by
//! upstream `mlir-opt-22 --mlir-print-op-generic` on
//! `"t.a"() {a = dense<LITERAL> : TYPE} : () -> ()` (offsets are relative to
//! the `dense` keyword); no tool is needed at test time.

use super::super::float::FloatKind;
use super::*;

#[rustfmt::skip]
mod cases;

/// The integer element type of this width and signedness.
fn int_kind(width: u32, signedness: Signedness) -> ElemKind {
    ElemKind::Int { width, signedness }
}

/// An integer literal token.
fn int_lit(negative: bool, text: &str) -> Literal {
    Literal::Int {
        negative,
        text: text.into(),
    }
}

/// What upstream did with a case.
#[derive(Clone, Copy, Debug)]
pub(super) enum Exp {
    /// Printed `dense<BODY> : TYPE`.
    Ok(&'static str),
    /// Failed with this message at this offset.
    Err(usize, &'static str),
    /// Upstream reads out of bounds or crashes; this module rejects it.
    Rejected,
}

/// A tiny lexer/parser for literal text, recording offsets as MLIR does
/// (a negative number's offset is that of the number after `-`).
struct P<'a> {
    s: &'a [u8],
    i: usize,
    base: usize,
}

impl P<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn value(&mut self) -> (Literal, usize) {
        self.ws();
        let off = self.base + self.i;
        let c = self.s[self.i];
        match c {
            b'[' => {
                self.i += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value());
                        if self.eat(b']') {
                            break;
                        }
                        assert!(self.eat(b','), "expected ','");
                    }
                }
                (Literal::List(items), off)
            }
            b'(' => {
                self.i += 1;
                let a = self.value();
                assert!(self.eat(b','));
                let b = self.value();
                assert!(self.eat(b')'));
                (Literal::Complex(Box::new(a), Box::new(b)), off)
            }
            b'-' => {
                self.i += 1;
                let (lit, off) = self.value();
                let lit = match lit {
                    Literal::Int { text, .. } => Literal::Int { negative: true, text },
                    Literal::Float { text, .. } => Literal::Float { negative: true, text },
                    other => panic!("bad negative {other:?}"),
                };
                (lit, off)
            }
            b'"' => {
                self.i += 1;
                let mut v = Vec::new();
                loop {
                    let c = self.s[self.i];
                    self.i += 1;
                    match c {
                        b'"' => break,
                        b'\\' => {
                            let e = self.s[self.i];
                            self.i += 1;
                            match e {
                                b'n' => v.push(b'\n'),
                                b't' => v.push(b'\t'),
                                b'"' | b'\\' => v.push(e),
                                _ => {
                                    let h = std::str::from_utf8(&self.s[self.i - 1..self.i + 1]).unwrap();
                                    v.push(u8::from_str_radix(h, 16).unwrap());
                                    self.i += 1;
                                }
                            }
                        }
                        _ => v.push(c),
                    }
                }
                (Literal::Str(v), off)
            }
            b't' if self.s[self.i..].starts_with(b"true") => {
                self.i += 4;
                (Literal::Bool(true), off)
            }
            b'f' if self.s[self.i..].starts_with(b"false") => {
                self.i += 5;
                (Literal::Bool(false), off)
            }
            _ => {
                let start = self.i;
                if self.s[self.i..].starts_with(b"0x") {
                    self.i += 2;
                    while self.i < self.s.len() && self.s[self.i].is_ascii_hexdigit() {
                        self.i += 1;
                    }
                    let text = String::from_utf8(self.s[start..self.i].to_vec()).unwrap();
                    return (Literal::Int { negative: false, text }, off);
                }
                let digits = |p: &mut Self| {
                    while p.i < p.s.len() && p.s[p.i].is_ascii_digit() {
                        p.i += 1;
                    }
                };
                digits(self);
                let mut is_float = false;
                if self.s.get(self.i) == Some(&b'.') {
                    is_float = true;
                    self.i += 1;
                    digits(self);
                    if matches!(self.s.get(self.i), Some(b'e' | b'E')) {
                        self.i += 1;
                        if matches!(self.s.get(self.i), Some(b'+' | b'-')) {
                            self.i += 1;
                        }
                        digits(self);
                    }
                }
                assert!(self.i > start, "bad literal at {}", self.i);
                let text = String::from_utf8(self.s[start..self.i].to_vec()).unwrap();
                if is_float {
                    (Literal::Float { negative: false, text }, off)
                } else {
                    (Literal::Int { negative: false, text }, off)
                }
            }
        }
    }
}

/// Parses the text between `dense<` and `>`; `None` for `dense<>`.
fn parse_literal(text: &str) -> Option<(Literal, usize)> {
    if text.trim().is_empty() {
        return None;
    }
    let mut p = P {
        s: text.as_bytes(),
        i: 0,
        base: "dense<".len(),
    };
    let v = p.value();
    p.ws();
    assert_eq!(p.i, text.len(), "trailing text in {text}");
    Some(v)
}

/// Element type of a test type: `None` for a string (`!dialect.type`).
fn parse_elem(text: &str) -> Option<ElemKind> {
    if text.starts_with('!') {
        return None;
    }
    if text == "index" {
        return Some(ElemKind::Index);
    }
    if let Some(inner) = text.strip_prefix("complex<").and_then(|t| t.strip_suffix('>')) {
        return Some(ElemKind::Complex(Box::new(parse_elem(inner)?)));
    }
    for (prefix, signedness) in [
        ("si", Signedness::Signed),
        ("ui", Signedness::Unsigned),
        ("i", Signedness::Signless),
    ] {
        if let Some(w) = text.strip_prefix(prefix).and_then(|w| w.parse().ok()) {
            return Some(ElemKind::Int { width: w, signedness });
        }
    }
    Some(ElemKind::Float(
        FloatKind::from_name(text).unwrap_or_else(|| panic!("unknown type {text}")),
    ))
}

/// Shape and element type of `tensor<...>` / `vector<...>`.
fn parse_type(text: &str) -> (Vec<i64>, Option<ElemKind>) {
    let inner = text
        .strip_prefix("tensor<")
        .or_else(|| text.strip_prefix("vector<"))
        .and_then(|t| t.strip_suffix('>'))
        .unwrap_or_else(|| panic!("bad type {text}"));
    let mut shape = Vec::new();
    let mut rest = inner;
    loop {
        let digits = rest
            .trim_start_matches('[')
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        let skip = rest.len() - rest.trim_start_matches('[').len();
        let after = &rest[skip + digits..];
        let after = after.trim_start_matches(']');
        if digits > 0 && after.starts_with('x') {
            shape.push(rest[skip..skip + digits].parse().unwrap());
            rest = &after[1..];
        } else {
            break;
        }
    }
    (shape, parse_elem(rest))
}

/// Runs one case through build + print; returns the body or the error.
fn run(lit_text: &str, type_text: &str) -> Result<String, DenseError> {
    let lit = parse_literal(lit_text);
    let lit_ref = lit.as_ref().map(|(l, o)| (l, *o));
    let (shape, elem) = parse_type(type_text);
    let mut out = String::new();
    match elem {
        Some(elem) => {
            let data = build_full(lit_ref, 0, &shape, &elem, type_text)?;
            print(&mut out, &data, &shape, &elem);
        }
        None => {
            let data = build_strings_full(lit_ref, 0, &shape, type_text)?;
            print_strings(&mut out, &data, &shape);
        }
    }
    Ok(out)
}

fn check_cases(cases: &[(&str, &str, Exp)]) -> usize {
    let mut failures = Vec::new();
    for (lit, ty, exp) in cases {
        let got = run(lit, ty);
        let ok = match (exp, &got) {
            (Exp::Ok(body), Ok(out)) => out == body,
            (Exp::Err(off, msg), Err(e)) => e.offset == *off && e.message == *msg,
            (Exp::Rejected, Err(_)) => true,
            _ => false,
        };
        if !ok {
            failures.push(format!("dense<{lit}> : {ty}\n   expected {exp:?}\n   got      {got:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    cases.len()
}

#[test]
fn corpus_cases() {
    check_cases(cases::CORPUS);
}

#[test]
fn int_cases() {
    check_cases(cases::INTS);
}

#[test]
fn float_cases() {
    check_cases(cases::FLOATS);
}

#[test]
fn complex_cases() {
    check_cases(cases::COMPLEX);
}

#[test]
fn shape_cases() {
    check_cases(cases::SHAPES);
}

#[test]
fn hex_cases() {
    check_cases(cases::HEX);
}

#[test]
fn large_cases() {
    check_cases(cases::LARGE);
}

#[test]
fn string_cases() {
    check_cases(cases::STRINGS);
}

#[test]
fn error_cases() {
    check_cases(cases::ERRORS);
}

#[test]
fn hex_quirk_cases() {
    check_cases(cases::HEX_QUIRKS);
}

#[test]
fn fuzz_cases() {
    check_cases(cases::FUZZ);
}

#[test]
fn wide_int_cases() {
    check_cases(cases::WIDE_INTS);
}

#[test]
fn wide_complex_cases() {
    check_cases(cases::WIDE_COMPLEX);
}

#[test]
fn wide_hex_cases() {
    check_cases(cases::WIDE_HEX);
}

#[test]
fn wide_large_cases() {
    check_cases(cases::WIDE_LARGE);
}

/// Raw storage as MLIR 22 keeps it (checked against the blobs
/// `mlir-opt-22 --emit-bytecode` writes and hex printing).
#[test]
fn raw_storage() {
    check_raw(cases::RAW);
}

/// Raw storage of integers over 128 bits (checked against the blobs
/// `mlir-opt-22 --emit-bytecode` writes).
#[test]
fn wide_raw_storage() {
    check_raw(cases::WIDE_RAW);
}

fn check_raw(cases: &[(&str, &str, &str, bool)]) {
    let mut failures = Vec::new();
    for (lit, ty, raw_hex, splat) in cases {
        let (l, o) = parse_literal(lit).unwrap();
        let (shape, elem) = parse_type(ty);
        let data = build_full(Some((&l, o)), 0, &shape, &elem.unwrap(), ty).unwrap();
        let got: String = data.raw.iter().map(|b| format!("{b:02x}")).collect();
        if got != *raw_hex || data.splat != *splat {
            failures.push(format!(
                "dense<{lit}> : {ty}: expected {raw_hex} splat={splat}, got {got} splat={}",
                data.splat
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn escaping() {
    let mut s = String::new();
    escape_string(&mut s, b"a\"b\\c\n\x00\x7f\xff ~");
    assert_eq!(s, "a\\22b\\\\c\\0A\\00\\7F\\FF ~");
}

#[test]
fn simple_api() {
    let lit = Literal::List(vec![
        (
            Literal::Int {
                negative: false,
                text: "1".into(),
            },
            1,
        ),
        (
            Literal::Int {
                negative: true,
                text: "2".into(),
            },
            5,
        ),
    ]);
    let elem = int_kind(32, Signedness::Signless);
    let data = build(&lit, 0, &[2], &elem).unwrap();
    assert_eq!(data.raw, [1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff]);
    assert!(!data.is_splat());
    assert_eq!(data.element_bits(&elem, 1), Some(0xffff_fffe));
    assert_eq!(data.element_bits(&elem, 2), None);
    assert_eq!(data.complex_bits(&elem, 0), None);
    let mut out = String::new();
    print(&mut out, &data, &[2], &elem);
    assert_eq!(out, "[1, -2]");
    let err = build(&lit, 0, &[3], &elem).unwrap_err();
    assert_eq!(err.offset, 0);
    assert_eq!(
        err.message,
        "inferred shape of elements literal ([2]) does not match type ([3])"
    );
    let err = build(&lit, 0, &[2], &ElemKind::Float(FloatKind::F32)).unwrap_err();
    assert_eq!(err.offset, 1);
    assert_eq!(
        err.message,
        "unexpected decimal integer literal for a floating point value"
    );
    let err = build_full(None, 7, &[3], &elem, "vector<3xi32>").unwrap_err();
    assert_eq!(
        err,
        DenseError {
            offset: 7,
            message: "parsed zero elements, but type ('vector<3xi32>') expected at least 1".into(),
            note: None,
        }
    );
    assert_eq!(
        build(&lit, 0, &[2], &int_kind(16_777_216, Signedness::Signless))
            .unwrap_err()
            .message,
        "unsupported element type for dense elements: 'i16777216'"
    );

    let c = ElemKind::Complex(Box::new(int_kind(16, Signedness::Signed)));
    let cl = Literal::Complex(
        Box::new((
            Literal::Int {
                negative: false,
                text: "3".into(),
            },
            1,
        )),
        Box::new((
            Literal::Int {
                negative: true,
                text: "4".into(),
            },
            4,
        )),
    );
    let data = build(&cl, 0, &[5], &c).unwrap();
    assert!(data.splat);
    assert_eq!(data.complex_bits(&c, 3), Some((3, 0xfffc)));
    assert_eq!(data.element_bits(&c, 3), None);

    let strs = build_strings(&Literal::Str(b"x\"y".to_vec()), 0, &[2, 2]).unwrap();
    assert!(strs.is_splat());
    assert_eq!(strs.element(3), Some(&b"x\"y"[..]));
    let mut out = String::new();
    print_strings(&mut out, &strs, &[2, 2]);
    assert_eq!(out, "\"x\\22y\"");
    let err = build_strings(&lit, 0, &[2]).unwrap_err();
    assert_eq!(err.message, "expected string token, got 1");
}

#[test]
fn wide_api() {
    let i200 = int_kind(200, Signedness::Signed);
    let lit = Literal::List(vec![
        (int_lit(true, "1"), 1),
        (int_lit(false, "0x10000000000000000000000000000000000"), 4),
    ]);
    let data = build(&lit, 0, &[2], &i200).unwrap();
    assert_eq!(data.raw.len(), 50);
    assert_eq!(data.element_bits(&i200, 0), None);
    assert_eq!(data.element_apint(&i200, 0).unwrap().to_decimal(true), "-1");
    assert_eq!(
        data.element_apint(&i200, 1).unwrap().to_decimal(false),
        (num_bigint::BigUint::from(1u8) << 136u32).to_string()
    );
    assert_eq!(data.element_apint(&i200, 2), None);
    assert_eq!(data.complex_apint(&i200, 0), None);
    let mut out = String::new();
    print(&mut out, &data, &[2], &i200);
    assert_eq!(out, "[-1, 87112285931760246646623899502532662132736]");

    let c = ElemKind::Complex(Box::new(int_kind(129, Signedness::Unsigned)));
    let cl = Literal::Complex(Box::new((int_lit(false, "3"), 1)), Box::new((int_lit(false, "4"), 4)));
    let data = build(&cl, 0, &[7], &c).unwrap();
    assert!(data.splat);
    assert_eq!(data.raw.len(), 34);
    let (re, im) = data.complex_apint(&c, 6).unwrap();
    assert_eq!((re.to_decimal(false), im.to_decimal(false)), ("3".into(), "4".into()));
    assert_eq!(data.complex_bits(&c, 0), None);
    assert_eq!(data.element_apint(&c, 0), None);

    // The narrow accessors' wide counterparts agree with them.
    let i8t = int_kind(8, Signedness::Signless);
    let data = build(&int_lit(true, "2"), 0, &[3], &i8t).unwrap();
    assert_eq!(data.element_apint(&i8t, 2).unwrap().to_u128(), Some(0xfe));
}

/// Wide element types on hostile inputs: memory follows what is stored, bad
/// spellings are rejected without panicking.
#[test]
fn wide_hostile_inputs() {
    let max = int_kind(16_777_215, Signedness::Signless);
    // A splat of the widest type over a huge shape stores one element,
    // whether written once or repeated.
    let d = build(&int_lit(true, "1"), 0, &[i64::MAX], &max).unwrap();
    assert_eq!(d.raw.len(), 2_097_152);
    assert!(d.splat);
    let mut out = String::new();
    print(&mut out, &d, &[i64::MAX], &max);
    assert_eq!(out, "-1");
    let list = Literal::List((0..100_000).map(|i| (int_lit(false, "0x7"), i)).collect());
    let d = build(&list, 0, &[100_000], &max).unwrap();
    assert_eq!(d.raw.len(), 2_097_152);
    assert!(d.splat);
    let mut pairs: Vec<(Literal, usize)> = (0..50_000)
        .map(|i| {
            (
                Literal::Complex(Box::new((int_lit(true, "1"), i)), Box::new((int_lit(false, "2"), i))),
                i,
            )
        })
        .collect();
    let c = ElemKind::Complex(Box::new(max.clone()));
    let d = build(&Literal::List(pairs.clone()), 0, &[50_000], &c).unwrap();
    assert_eq!((d.raw.len(), d.splat), (4_194_304, true));
    // One differing element makes the whole buffer.
    pairs.truncate(3);
    pairs.push((
        Literal::Complex(Box::new((int_lit(true, "1"), 0)), Box::new((int_lit(false, "3"), 0))),
        0,
    ));
    let d = build(&Literal::List(pairs), 0, &[4], &c).unwrap();
    assert_eq!((d.raw.len(), d.splat), (4 * 4_194_304, false));
    assert_eq!(
        d.complex_apint(&c, 3)
            .map(|(re, im)| (re.to_decimal(true), im.to_decimal(true))),
        Some(("-1".into(), "3".into()))
    );
    assert_eq!(
        d.complex_apint(&c, 2)
            .map(|(re, im)| (re.to_decimal(true), im.to_decimal(true))),
        Some(("-1".into(), "2".into()))
    );
    // Out-of-range literals are rejected before any big-number work.
    let huge = "9".repeat(1 << 20);
    let i300 = int_kind(300, Signedness::Signless);
    let e = build(&int_lit(false, &huge), 3, &[1], &i300).unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (3, "integer constant out of range for type")
    );
    let hex = format!("0x1{}", "0".repeat(75));
    assert!(build(&int_lit(false, &hex), 0, &[1], &i300).is_err());
    let hex = format!("0x{}1{}", "0".repeat(1 << 20), "0".repeat(74));
    assert!(build(&int_lit(true, &hex), 0, &[1], &i300).is_ok());
    for text in ["", "0x", "-", "1e5", "0x1g", "+1", "1_0", "0X1", "١"] {
        for negative in [false, true] {
            assert!(build(&int_lit(negative, text), 0, &[1], &i300).is_err(), "{text}");
        }
    }
    // Hand-made malformed data prints without panicking.
    for raw in [vec![], vec![1], vec![0xff; 39]] {
        let bad = DenseData { raw, splat: false };
        let mut out = String::new();
        print(&mut out, &bad, &[2], &i300);
        print(&mut out, &bad, &[2], &ElemKind::Complex(Box::new(i300.clone())));
        assert!(bad.element_apint(&i300, 1).is_none());
    }
}

#[test]
fn num_elements_checks() {
    assert_eq!(num_elements(&[]), Some(1));
    assert_eq!(num_elements(&[2, 0, 3]), Some(0));
    assert_eq!(num_elements(&[-1]), None);
    assert_eq!(num_elements(&[i64::MAX, 2]), None);
    assert_eq!(num_elements(&[1 << 31, 1 << 31]), Some(1 << 62));
}

/// Hostile inputs: no panic, no allocation beyond the input.
#[test]
fn hostile_inputs() {
    let i8t = int_kind(8, Signedness::Signless);
    // A splat of a gigantic shape stores one element.
    let one = Literal::Int {
        negative: false,
        text: "1".into(),
    };
    let d = build(&one, 0, &[i64::MAX], &i8t).unwrap();
    assert_eq!(d.raw, [1]);
    let mut out = String::new();
    print(&mut out, &d, &[i64::MAX], &i8t);
    assert_eq!(out, "1");
    // Overflowing shapes are rejected.
    assert!(build(&one, 0, &[i64::MAX, 2], &i8t).is_err());
    assert!(build(&one, 0, &[-1], &i8t).is_err());
    // A hex string cannot claim more elements than it holds.
    let hex = Literal::Str(b"0x0102".to_vec());
    assert!(build(&hex, 0, &[1 << 40], &i8t).is_err());
    // Deep nesting does not recurse.
    let mut lit = Literal::Int {
        negative: false,
        text: "7".into(),
    };
    let depth = 100_000;
    for _ in 0..depth {
        lit = Literal::List(vec![(lit, 0)]);
    }
    let shape = vec![1i64; depth];
    let d = build(&lit, 0, &shape, &i8t).unwrap();
    assert_eq!(d.raw, [7]);
    let mut c = Literal::Int {
        negative: false,
        text: "7".into(),
    };
    for _ in 0..depth {
        c = Literal::Complex(
            Box::new((c, 0)),
            Box::new((
                Literal::Int {
                    negative: false,
                    text: "1".into(),
                },
                0,
            )),
        );
    }
    assert!(build(&c, 0, &[depth as i64 + 1], &i8t).is_ok());
    // Avoid recursive drops of the deep trees overflowing the test stack.
    for t in [lit, c] {
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            match t {
                Literal::List(items) => stack.extend(items.into_iter().map(|e| e.0)),
                Literal::Complex(a, b) => {
                    stack.push(a.0);
                    stack.push(b.0);
                }
                _ => {}
            }
        }
    }
    // Hand-made malformed data prints without panicking.
    let bad = DenseData {
        raw: vec![1],
        splat: false,
    };
    let mut out = String::new();
    print(&mut out, &bad, &[3], &ElemKind::Float(FloatKind::F64));
    print(&mut out, &bad, &[], &i8t);
    print_strings(
        &mut out,
        &DenseStrings {
            values: vec![],
            splat: true,
        },
        &[2],
    );
    // Odd literal spellings do not panic.
    for text in [
        "",
        "0x",
        "-",
        "1e5",
        "0x1g",
        "99999999999999999999999999999999999999999999",
    ] {
        let l = Literal::Int {
            negative: true,
            text: text.into(),
        };
        let _ = build(&l, 0, &[1], &i8t);
        let _ = build(&l, 0, &[1], &ElemKind::Float(FloatKind::F32));
    }
}
