//! Fast paths for the common cases of float literal conversion, each giving
//! exactly what the general APFloat port gives (the tests compare both on
//! many values).
//!
//! Decimal to binary: APFloat's `convertFromString` rounds the exact decimal
//! value correctly (to nearest, ties to even) into the target semantics, and
//! so does Rust's `str::parse` for `f32`/`f64`. Both give the unique
//! correctly rounded result, so for plain decimal literals (digits, an
//! optional fraction and exponent) the host parser stands in for the bignum
//! conversion. Anything else (hex, `inf`, `nan`, malformed text, absurdly
//! long input) goes the general way.

/// Whether `s` is `[+-]?digits(.digits*)?([eE][+-]?digits)?` with at least
/// one mantissa digit, short enough that the host parser is cheap (the
/// exponent has at most 5 digits, so no overflow of the exponent itself).
fn is_plain_decimal(s: &[u8]) -> bool {
    if s.is_empty() || s.len() > 96 {
        return false;
    }
    let mut i = usize::from(matches!(s[0], b'+' | b'-'));
    let start = i;
    while i < s.len() && s[i].is_ascii_digit() {
        i += 1;
    }
    if i == start {
        return false;
    }
    if i < s.len() && s[i] == b'.' {
        i += 1;
        while i < s.len() && s[i].is_ascii_digit() {
            i += 1;
        }
    }
    if i == s.len() {
        return true;
    }
    if !matches!(s[i], b'e' | b'E') {
        return false;
    }
    i += 1;
    if i < s.len() && matches!(s[i], b'+' | b'-') {
        i += 1;
    }
    let digits = s.len() - i;
    (1..=5).contains(&digits) && s[i..].iter().all(u8::is_ascii_digit)
}

/// `APFloat(IEEEdouble, s)` for a plain decimal literal; `None` when `s`
/// is not one (the caller then takes the general path).
pub(super) fn parse_f64(s: &str) -> Option<f64> {
    if !is_plain_decimal(s.as_bytes()) {
        return None;
    }
    s.parse::<f64>().ok()
}

/// `APFloat(IEEEsingle, s)` for a plain decimal literal; `None` when `s` is
/// not one.
pub(super) fn parse_f32(s: &str) -> Option<f32> {
    if !is_plain_decimal(s.as_bytes()) {
        return None;
    }
    s.parse::<f32>().ok()
}

#[cfg(test)]
mod tests {
    use super::is_plain_decimal;

    #[test]
    fn plain_decimal_syntax() {
        for ok in ["0", "1.5", "-2.5e-3", "+1.0E+10", "3.", "12e5", "1.000000e+00"] {
            assert!(is_plain_decimal(ok.as_bytes()), "{ok}");
        }
        for bad in [
            "", ".5", "-", "1e", "1e+", "1.0e+-5", "0x1p3", "inf", "nan", "1.2.3", "1e123456", "1_0", " 1",
        ] {
            assert!(!is_plain_decimal(bad.as_bytes()), "{bad}");
        }
    }
}
