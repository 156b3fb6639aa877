use super::*;

/// Ground truth produced by `mlir-opt-22 --allow-unregistered-dialect
/// --mlir-print-op-generic` on `"u.x"() {v = INPUT : KIND} : () -> ()` and on
/// `"u.x"() {v = dense<INPUT> : tensor<KIND>} : () -> ()`.
const CASES: &str = include_str!("cases.tsv");

fn run_case(kind: FloatKind, input: &str) -> Result<String, FloatError> {
    if let Some(hex) = input.strip_prefix("x:") {
        let digits = hex.trim_start_matches("0x");
        let bits = u128::from_str_radix(digits, 16).map_err(|e| FloatError(e.to_string()))?;
        Ok(format(kind, from_hex_bits(kind, bits)?))
    } else if let Some(dec) = input.strip_prefix("d:") {
        let (neg, text) = match dec.strip_prefix('-') {
            Some(t) => (true, t),
            None => (false, dec),
        };
        Ok(format(kind, parse_decimal(kind, text, neg)?))
    } else {
        Err(FloatError(format!("bad case input {input}")))
    }
}

/// Every case must print as mlir-opt prints the dense element. The float
/// attribute prints the same except for 45 cases where upstream keeps an
/// APFloat that has no bit pattern (negative `f8E8M0FNU`, infinity in the
/// finite-only f6/f4 types, both `llvm_unreachable` paths upstream).
#[test]
fn mlir_opt_ground_truth() {
    let mut failures = Vec::new();
    let mut count = 0;
    let mut attr_differs = 0;
    let mut kinds_seen = std::collections::BTreeSet::new();
    for line in CASES.lines() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [k, input, attr, dense] = fields[..] else {
            panic!("malformed line {line}");
        };
        let kind = FloatKind::from_name(k).expect("kind");
        kinds_seen.insert(kind);
        count += 1;
        let expected = if dense == "=" {
            attr
        } else {
            attr_differs += 1;
            let negative_e8m0 = kind == FloatKind::F8E8M0FNU && input.starts_with("d:-");
            let finite_only_inf = matches!(kind, FloatKind::F6E2M3FN | FloatKind::F6E3M2FN | FloatKind::F4E2M1FN)
                && attr.starts_with("0x");
            assert!(negative_e8m0 || finite_only_inf, "unexpected diff: {line}");
            dense
        };
        match run_case(kind, input) {
            Ok(got) if got == expected => {}
            other => failures.push(format!("{k} {input}: expected {expected}, got {other:?}")),
        }
    }
    for f in failures.iter().take(100) {
        eprintln!("{f}");
    }
    assert!(failures.is_empty(), "{} of {count} cases failed", failures.len());
    assert!(count > 6000, "{count}");
    assert_eq!(attr_differs, 45);
    assert_eq!(kinds_seen.len(), 18);
}

/// Examples from the shared corpus (`attrs_floats.mlir`).
#[test]
fn corpus_examples() {
    let d = |k: FloatKind, t: &str, neg: bool| format(k, parse_decimal(k, t, neg).unwrap());
    let x = |k: FloatKind, b: u128| format(k, from_hex_bits(k, b).unwrap());
    use FloatKind::*;
    assert_eq!(d(F16, "1.5", false), "1.500000e+00");
    assert_eq!(d(F16, "65504.0", false), "6.550400e+04");
    assert_eq!(d(F16, "5.9604644775390625E-8", false), "5.960460e-08");
    assert_eq!(x(F16, 0x7C00), "0x7C00");
    assert_eq!(d(BF16, "3.140625", true), "-3.140630e+00");
    assert_eq!(x(BF16, 0x7FC0), "0x7FC0");
    assert_eq!(d(F32, "0.1", false), "1.000000e-01");
    assert_eq!(d(F32, "1.0e+10", false), "1.000000e+10");
    assert_eq!(d(F32, "2.5E-3", true), "-2.500000e-03");
    assert_eq!(d(F32, "0.333333343", false), "0.333333343");
    assert_eq!(d(F32, "0.0", true), "-0.000000e+00");
    assert_eq!(x(F32, 0x7F800001), "0x7F800001");
    assert_eq!(x(F32, 0x7FC12345), "0x7FC12345");
    assert_eq!(d(F32, "1.401298464324817E-45", false), "1.401300e-45");
    assert_eq!(d(F32, "3.40282347E+38", false), "3.40282347E+38");
    assert_eq!(d(F64, "3.141592653589793", false), "3.1415926535897931");
    assert_eq!(d(F64, "1.7976931348623157E+308", false), "1.7976931348623157E+308");
    assert_eq!(d(F64, "4.9406564584124654E-324", false), "4.940660e-324");
    assert_eq!(x(F64, 0xFFF8000000000001), "0xFFF8000000000001");
    assert_eq!(x(F80, 0x4000C000000000000000), "3.000000e+00");
    assert_eq!(x(F128, 0x3FFF0000000000000000000000000000), "1.000000e+00");
    assert_eq!(d(F128, "7.25", true), "-7.250000e+00");
    assert_eq!(d(F8E4M3FN, "448.0", true), "-4.480000e+02");
    assert_eq!(d(F8E8M0FNU, "8.0", false), "8.000000e+00");
    assert_eq!(d(F4E2M1FN, "6.0", false), "6.000000e+00");
    assert_eq!(d(F32, "1.0e-07", false), "1.000000e-07");
    assert_eq!(d(F32, "16777216.0", false), "0x4B800000");
    assert_eq!(d(F64, "0.33333333333333331", false), "0.33333333333333331");
}

#[test]
fn kinds() {
    for k in FloatKind::ALL {
        assert_eq!(FloatKind::from_name(k.name()), Some(k));
        assert_eq!(k.to_string(), k.name());
    }
    assert_eq!(FloatKind::from_name("f31"), None);
    assert_eq!(FloatKind::from_name("F16"), None);
    let widths: Vec<u32> = FloatKind::ALL.iter().map(|k| k.bit_width()).collect();
    assert_eq!(widths, [16, 16, 32, 64, 80, 128, 19, 8, 8, 8, 8, 8, 8, 8, 8, 6, 6, 4]);
    assert_eq!(FloatKind::F80.precision(), 64);
    assert_eq!(FloatKind::F8E8M0FNU.precision(), 1);
}

#[test]
fn hex_range() {
    let err = Err(FloatError(MSG_HEX_OUT_OF_RANGE.to_string()));
    assert_eq!(from_hex_bits(FloatKind::F16, 0x10000), err);
    assert_eq!(from_hex_bits(FloatKind::F16, 0xFFFFFFFF), err);
    assert_eq!(from_hex_bits(FloatKind::TF32, 0x80000), err);
    assert_eq!(from_hex_bits(FloatKind::TF32, 0x7FFFF), Ok(0x7FFFF));
    assert_eq!(from_hex_bits(FloatKind::F4E2M1FN, 0x10), err);
    assert_eq!(from_hex_bits(FloatKind::F6E3M2FN, 0x40), err);
    assert_eq!(from_hex_bits(FloatKind::F80, 1u128 << 80), err);
    assert_eq!(from_hex_bits(FloatKind::F128, u128::MAX), Ok(u128::MAX));
    // x87 unnormal canonicalises to a NaN with an all-ones exponent.
    assert_eq!(
        from_hex_bits(FloatKind::F80, 0x4000_0000_0000_0000_0000),
        Ok(0x7FFF_0000_0000_0000_0000)
    );
}

#[test]
fn decimal_errors() {
    let err = Err(FloatError(MSG_FLOAT_TOO_LARGE.to_string()));
    for t in ["", ".", "abc", "1.2.3", "1e5x", "1.0f", "-", "+", "0x", "1.0e+-5"] {
        assert_eq!(parse_decimal(FloatKind::F32, t, false), err, "{t:?}");
    }
    // Overflow and underflow are not errors (getAsDouble accepts inexact).
    assert_eq!(parse_decimal(FloatKind::F64, "1.0e400", false), Ok(0x7FF0000000000000));
    assert_eq!(parse_decimal(FloatKind::F64, "1.0e400", true), Ok(0xFFF0000000000000));
    assert_eq!(parse_decimal(FloatKind::F64, "1.0e-400", false), Ok(0));
    assert_eq!(
        parse_decimal(FloatKind::F64, "1.0e99999999", false),
        Ok(0x7FF0000000000000)
    );
    assert_eq!(parse_decimal(FloatKind::F64, "1.0e", false), Ok(0x3FF0000000000000));
}

#[test]
fn conversions_match_host() {
    let mut rng = Rng(0x1234_5678_9abc_def0);
    for _ in 0..20000 {
        let bits = rng.next();
        let v = f64::from_bits(bits);
        if !v.is_nan() {
            assert_eq!(from_f64(FloatKind::F64, v), u128::from(bits));
            assert_eq!(from_f64(FloatKind::F32, v), u128::from((v as f32).to_bits()), "{v:e}");
            assert_eq!(to_f64(FloatKind::F64, u128::from(bits)).to_bits(), bits);
        }
        let b32 = (bits >> 32) as u32;
        let f = f32::from_bits(b32);
        let back = to_f64(FloatKind::F32, u128::from(b32));
        if f.is_nan() {
            assert!(back.is_nan());
            assert!(is_nan(FloatKind::F32, u128::from(b32)));
        } else {
            assert_eq!(back.to_bits(), (f as f64).to_bits());
            assert_eq!(from_f64(FloatKind::F32, back), u128::from(b32));
        }
        assert_eq!(is_inf(FloatKind::F32, u128::from(b32)), f.is_infinite());
    }
    assert_eq!(from_f64(FloatKind::F16, 65520.0), 0x7C00);
    assert_eq!(from_f64(FloatKind::F16, 65519.0), 0x7BFF);
    assert_eq!(from_f64(FloatKind::F8E4M3FN, 1e9), 0x7F);
    assert_eq!(from_f64(FloatKind::F8E4M3FN, -1e9), 0xFF);
    assert_eq!(from_f64(FloatKind::F8E4M3FNUZ, -1e9), 0x80);
    assert_eq!(from_f64(FloatKind::F8E4M3FNUZ, -0.0), 0x00);
    assert_eq!(from_f64(FloatKind::F8E5M2FNUZ, f64::NAN), 0x80);
    assert_eq!(from_f64(FloatKind::F8E8M0FNU, 0.0), 0x00);
    assert_eq!(from_f64(FloatKind::F8E8M0FNU, f64::INFINITY), 0xFF);
    assert_eq!(from_f64(FloatKind::F8E8M0FNU, 3.0), 0x81);
    assert_eq!(from_f64(FloatKind::F4E2M1FN, 100.0), 0x7);
    assert_eq!(from_f64(FloatKind::F4E2M1FN, -100.0), 0xF);
    assert_eq!(from_f64(FloatKind::F6E3M2FN, 1e9), 0x1F);
    assert_eq!(from_f64(FloatKind::F32, f64::NAN), 0x7FC00000);
    assert_eq!(from_f64(FloatKind::F80, f64::NAN), 0x7FFF_C000_0000_0000_0000);
    assert_eq!(from_f64(FloatKind::F80, 3.0), 0x4000_C000_0000_0000_0000);
    assert_eq!(from_f64(FloatKind::F128, 1.0), 0x3FFF << 112);
    // Signalling NaNs become quiet.
    assert_eq!(from_f64(FloatKind::F32, f64::from_bits(0x7FF0000000000001)), 0x7FC00000);
    assert_eq!(to_f64(FloatKind::F80, 0x4000_C000_0000_0000_0000), 3.0);
    assert_eq!(to_f64(FloatKind::F8E8M0FNU, 0x7F), 1.0);
    assert!(to_f64(FloatKind::F8E8M0FNU, 0xFF).is_nan());
    assert!(to_f64(FloatKind::F8E4M3FN, 0x7F).is_nan());
    assert!(to_f64(FloatKind::F8E4M3FNUZ, 0x80).is_nan());
    assert_eq!(to_f64(FloatKind::F8E4M3FN, 0x7E), 448.0);
    assert_eq!(to_f64(FloatKind::F4E2M1FN, 0x7), 6.0);
    assert_eq!(to_f64(FloatKind::TF32, 0x1FE00), 1.5);
    assert!(is_inf(FloatKind::F80, 0xFFFF_8000_0000_0000_0000));
    assert!(is_nan(FloatKind::F16, 0x7E00));
    assert!(!is_nan(FloatKind::F8E4M3FN, 0x7E));
    assert!(is_nan(FloatKind::F8E5M2FNUZ, 0x80));
    assert!(!is_inf(FloatKind::F8E5M2FNUZ, 0x7C));
    assert!(is_zero(FloatKind::F32, 0x8000_0000));
    assert!(is_negative(FloatKind::F32, 0x8000_0000));
    assert!(!is_zero(FloatKind::F8E8M0FNU, 0));
}

/// Small formats: every bit pattern survives to_f64 -> from_f64.
#[test]
fn small_formats_round_trip_through_f64() {
    for k in FloatKind::ALL {
        if k.bit_width() > 16 {
            continue;
        }
        for b in 0..(1u128 << k.bit_width()) {
            let v = to_f64(k, b);
            let back = from_f64(k, v);
            if is_nan(k, b) {
                assert!(v.is_nan(), "{k} {b:#x}");
                assert!(is_nan(k, back), "{k} {b:#x}");
            } else {
                assert_eq!(back, b, "{k} {b:#x} -> {v}");
            }
        }
    }
}

/// The printed form of every finite value parses back to the same bits
/// (this is what makes MLIR's output round-trip).
#[test]
fn printed_form_round_trips() {
    let mut rng = Rng(42);
    for k in FloatKind::ALL {
        let n: u32 = if k.bit_width() > 64 { 600 } else { 3000 };
        for i in 0..n {
            let b = if k.bit_width() <= 16 {
                u128::from(i) & ((1u128 << k.bit_width()) - 1)
            } else {
                rng.next_u128() >> (128 - k.bit_width())
            };
            let b = canonicalize(k, b);
            let s = format(k, b);
            let back = if let Some(h) = s.strip_prefix("0x") {
                from_hex_bits(k, u128::from_str_radix(h, 16).unwrap()).unwrap()
            } else {
                let (neg, t) = match s.strip_prefix('-') {
                    Some(t) => (true, t),
                    None => (false, s.as_str()),
                };
                let mut a = apfloat::Ap::from_string(k.semantics(), t).unwrap().0;
                if neg {
                    a.sign = true;
                }
                a.to_bits()
            };
            assert_eq!(back, b, "{k} {b:#x} printed {s}");
        }
    }
}

/// No input panics.
#[test]
fn fuzz_no_panic() {
    let mut rng = Rng(7);
    let alphabet = b"0123456789..eE+-xXpPinfaNIsS()0000099";
    for k in FloatKind::ALL {
        for _ in 0..400 {
            let b = rng.next_u128();
            let _ = format(k, b);
            let _ = format_hex(k, b);
            let _ = to_f64(k, b);
            let _ = is_nan(k, b);
            let _ = is_inf(k, b);
            let _ = from_hex_bits(k, b);
            let _ = from_f64(k, f64::from_bits(rng.next()));
            let len = (rng.next() % 24) as usize;
            let s: String = (0..len)
                .map(|_| alphabet[(rng.next() % alphabet.len() as u64) as usize] as char)
                .collect();
            if let Ok(bits) = parse_decimal(k, &s, rng.next() & 1 == 1) {
                let _ = format(k, bits);
            }
        }
        for s in [
            "nan",
            "-nan",
            "snan",
            "nan(0x123)",
            "nan(",
            "nan()",
            "nan(0x)",
            "NaN0",
            "inf",
            "-inf",
            "INFINITY",
            "+Inf",
            "0x1p3",
            "0x1.8p1",
            "0x.8p1",
            "0x1p99999",
            "0x1p-99999",
            "0x1",
            "0xp1",
            "1e",
            "1e+",
            "00000000000.000000000000000000000001e-23990",
            "1.0e-99999999999999999999",
            "9999999999999999999999999999999999999999e99999",
            "\u{e9}1.0",
            "1.0\u{e9}",
        ] {
            if let Ok(bits) = parse_decimal(k, s, false) {
                let _ = format(k, bits);
            }
        }
        let long = format!("1.{}e-300", "7".repeat(3000));
        let _ = parse_decimal(k, &long, true);
        let long = format!("{}.5", "9".repeat(2000));
        let _ = parse_decimal(k, &long, false);
    }
    assert_eq!(
        parse_decimal(FloatKind::F64, "0x1.8p1", false),
        Ok(u128::from(3.0f64.to_bits()))
    );
    assert_eq!(
        parse_decimal(FloatKind::F64, "inf", true),
        Ok(u128::from(f64::NEG_INFINITY.to_bits()))
    );
}

/// The printer as it was before the fast paths: digits in bignum
/// arithmetic throughout, the round trip through APFloat's own parser; kept
/// to check that the fast paths change no output.
mod reference {
    use super::super::apfloat::{Ap, Category};
    use super::FloatKind;

    /// `APFloat::toString` with digits in bignum arithmetic only.
    fn to_decimal_string(v: &Ap, precision: u32, max_padding: u32, truncate_zero: bool) -> String {
        let mut out = String::new();
        v.write_decimal_string_via(&mut out, precision, max_padding, truncate_zero, false);
        out
    }

    /// `float::format` before the fast paths.
    pub(super) fn format(kind: FloatKind, bits: u128) -> String {
        let sem = kind.semantics();
        let value = Ap::from_bits(sem, bits);
        if value.category != Category::Infinity && value.category != Category::NaN {
            let s = to_decimal_string(&value, 6, 0, false);
            if let Ok((back, _)) = Ap::from_string(sem, &s) {
                if back.bitwise_eq(&value) {
                    return s;
                }
            }
            let s = to_decimal_string(&value, 0, 3, true);
            if s.contains('.') {
                return s;
            }
        }
        format!("0x{:X}", value.to_bits())
    }
}

/// The fast paths of `format` and `parse_decimal` give exactly what the
/// general (bignum) code gives: random bit patterns of every kind, values
/// with short decimal forms, and random decimal literals.
#[test]
fn fast_paths_match_general_code() {
    let mut rng = Rng(0xF00D);
    let mut checked = 0u32;
    let mut check = |k: FloatKind, b: u128| {
        let b = b & if k.bit_width() >= 128 {
            u128::MAX
        } else {
            (1u128 << k.bit_width()) - 1
        };
        assert_eq!(format(k, b), reference::format(k, b), "{k} {b:#x}");
        checked += 1;
    };
    for k in FloatKind::ALL {
        let n = match k.bit_width() {
            0..=16 => 1u32 << k.bit_width().min(16),
            32 | 64 => 20000,
            _ => 3000,
        };
        for i in 0..n {
            let b = if k.bit_width() <= 16 {
                u128::from(i)
            } else if i % 2 == 0 {
                rng.next_u128()
            } else {
                // Small exponents: values near 1, where printing is exact.
                let r = rng.next_u128();
                match k {
                    FloatKind::F32 => u128::from(
                        f32::from_bits((r as u32 & 0x807F_FFFF) | (((r >> 40) as u32 % 60 + 97) << 23)).to_bits(),
                    ),
                    FloatKind::F64 => u128::from(
                        f64::from_bits((r as u64 & 0x800F_FFFF_FFFF_FFFF) | (((r >> 70) as u64 % 200 + 923) << 52))
                            .to_bits(),
                    ),
                    _ => r,
                }
            };
            check(k, b);
        }
    }
    // Short decimals, as hand-written IR holds them.
    for k in [FloatKind::F32, FloatKind::F64, FloatKind::F16, FloatKind::BF16] {
        for i in -2000i32..2000 {
            for scale in [1.0, 8.0, 10.0, 100.0, 1000.0, 1e6, 1e-3] {
                let v = f64::from(i) / scale;
                check(k, from_f64(k, v));
            }
        }
    }
    assert!(checked > 250_000, "{checked}");

    let mut texts: Vec<String> = Vec::new();
    for _ in 0..20000 {
        let r = rng.next();
        let int_digits = 1 + (r % 20) as usize;
        let frac_digits = ((r >> 8) % 25) as usize;
        let mut t: String = (0..int_digits)
            .map(|i| char::from(b'0' + ((rng.next() >> (i % 7)) % 10) as u8))
            .collect();
        if (r >> 16) & 3 != 0 {
            t.push('.');
            t.extend((0..frac_digits).map(|_| char::from(b'0' + (rng.next() % 10) as u8)));
        }
        let exponent_form = (r >> 20) % 3;
        if exponent_form != 0 {
            t.push(if (r >> 24) & 1 == 0 { 'e' } else { 'E' });
            match (r >> 26) % 3 {
                0 => t.push('-'),
                1 => t.push('+'),
                _ => {}
            }
            let e = (r >> 30) % 700;
            t.push_str(&e.to_string());
        }
        texts.push(t);
    }
    texts.extend(
        [
            "0",
            "0.0",
            "1e-400",
            "1e400",
            "4.9406564584124654E-324",
            "2.4703282292062327e-324",
            "2.4703282292062328e-324",
            "1.7976931348623157E+308",
            "1.7976931348623158e308",
            "3.40282347E+38",
            "3.4028236e38",
            "1.401298464324817E-45",
            "7.006492321624085e-46",
            "0.1",
            "16777217.0",
            "9007199254740993",
            "1.00000005960464477539062499",
        ]
        .map(String::from),
    );
    for (i, t) in texts.iter().enumerate() {
        // The fast path differs only in decimal -> double (and f32's
        // narrowing); the conversions to other kinds are shared code.
        let kinds: &[FloatKind] = if i % 8 == 0 {
            &FloatKind::ALL
        } else {
            &[FloatKind::F32, FloatKind::F64]
        };
        for &k in kinds {
            for neg in [false, true] {
                let fast = parse_decimal(k, t, neg);
                let slow = parse_decimal_slow(k, t, neg);
                assert_eq!(fast, slow, "{k} {t} neg={neg}");
            }
        }
    }
}

/// Tiny deterministic PRNG (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn next_u128(&mut self) -> u128 {
        (u128::from(self.next()) << 64) | u128::from(self.next())
    }
}
