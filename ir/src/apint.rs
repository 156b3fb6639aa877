//! Arbitrary-width two's complement integers, as integer attributes need
//! (`i1` .. `i16777215`). Values of up to 128 bits never allocate.

use num_bigint::{BigInt, BigUint, Sign};
use smallvec::SmallVec;

/// A `width`-bit integer value, stored as little-endian 64-bit words with the
/// bits above `width` cleared.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    width: u32,
    words: SmallVec<[u64; 2]>,
}

fn word_count(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl ApInt {
    /// The value `value` truncated to `width` bits.
    pub fn from_u128(width: u32, value: u128) -> ApInt {
        let mut words: SmallVec<[u64; 2]> = SmallVec::from_elem(0, word_count(width));
        words[0] = value as u64;
        if words.len() > 1 {
            words[1] = (value >> 64) as u64;
        }
        let mut v = ApInt { width, words };
        v.clear_unused_bits();
        v
    }

    /// The value `value` (sign-extended) truncated to `width` bits.
    pub fn from_i128(width: u32, value: i128) -> ApInt {
        let mut words: SmallVec<[u64; 2]> =
            SmallVec::from_elem(if value < 0 { u64::MAX } else { 0 }, word_count(width));
        words[0] = value as u64;
        if words.len() > 1 {
            words[1] = (value >> 64) as u64;
        }
        let mut v = ApInt { width, words };
        v.clear_unused_bits();
        v
    }

    /// Builds from little-endian words (extra bits are cleared).
    pub fn from_words(width: u32, src: &[u64]) -> ApInt {
        let mut words: SmallVec<[u64; 2]> = SmallVec::from_elem(0, word_count(width));
        for (dst, s) in words.iter_mut().zip(src) {
            *dst = *s;
        }
        let mut v = ApInt { width, words };
        v.clear_unused_bits();
        v
    }

    fn clear_unused_bits(&mut self) {
        let used = self.width as usize % 64;
        let full = self.width as usize / 64;
        if used != 0 {
            if let Some(w) = self.words.get_mut(full) {
                *w &= (1u64 << used) - 1;
            }
        }
        let first_unused = if used == 0 { full } else { full + 1 };
        for w in self.words.iter_mut().skip(first_unused) {
            *w = 0;
        }
    }

    /// Bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Little-endian words.
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Whether the top (sign) bit is set. Always false for width 0.
    pub fn sign_bit(&self) -> bool {
        if self.width == 0 {
            return false;
        }
        let bit = self.width - 1;
        (self.words[(bit / 64) as usize] >> (bit % 64)) & 1 == 1
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The value as unsigned, if it fits 128 bits.
    pub fn to_u128(&self) -> Option<u128> {
        if self.words.iter().skip(2).any(|&w| w != 0) {
            return None;
        }
        let lo = self.words[0] as u128;
        let hi = self.words.get(1).copied().unwrap_or(0) as u128;
        Some(lo | (hi << 64))
    }

    /// The value interpreted as signed, if it fits an i128.
    pub fn to_i128(&self) -> Option<i128> {
        if self.width <= 128 {
            let u = self.to_u128()?;
            if self.width == 0 {
                return Some(0);
            }
            let shift = 128 - self.width;
            Some(((u << shift) as i128) >> shift)
        } else {
            let big = self.to_bigint_signed();
            i128::try_from(big).ok()
        }
    }

    /// Unsigned value as a big integer.
    pub fn to_biguint(&self) -> BigUint {
        let mut digits = Vec::with_capacity(self.words.len() * 2);
        for w in &self.words {
            digits.push(*w as u32);
            digits.push((*w >> 32) as u32);
        }
        BigUint::new(digits)
    }

    /// Signed value as a big integer.
    pub fn to_bigint_signed(&self) -> BigInt {
        let u = self.to_biguint();
        if self.sign_bit() {
            BigInt::from_biguint(Sign::Plus, u) - (BigInt::from(1) << self.width)
        } else {
            BigInt::from_biguint(Sign::Plus, u)
        }
    }

    /// Decimal spelling, signed or unsigned.
    pub fn to_decimal(&self, signed: bool) -> String {
        if self.width <= 128 {
            if signed {
                if let Some(v) = self.to_i128() {
                    return v.to_string();
                }
            } else if let Some(v) = self.to_u128() {
                return v.to_string();
            }
        }
        if signed {
            self.to_bigint_signed().to_string()
        } else {
            self.to_biguint().to_string()
        }
    }

    /// Parses a non-negative literal (decimal, or hex with `0x`) to an
    /// unbounded unsigned value; `None` if it has invalid digits.
    pub fn parse_unsigned_literal(text: &str) -> Option<BigUint> {
        if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
            BigUint::parse_bytes(hex.as_bytes(), 16)
        } else {
            BigUint::parse_bytes(text.as_bytes(), 10)
        }
    }

    /// MLIR's `buildAttributeAPInt`: converts a literal magnitude to `width`
    /// bits, negating if `negative`; `None` when the value does not fit.
    /// `signed` marks signed and index types, whose positive values may not
    /// set the sign bit.
    pub fn from_literal(width: u32, magnitude: &BigUint, negative: bool, signed: bool) -> Option<ApInt> {
        if magnitude.bits() > width as u64 {
            return None;
        }
        let digits = magnitude.to_u64_digits();
        let mut v = ApInt::from_words(width, &digits);
        if width == 0 {
            return if negative { None } else { Some(v) };
        }
        if negative {
            v = v.negate();
            if !v.sign_bit() {
                return None;
            }
        } else if signed && v.sign_bit() {
            return None;
        }
        Some(v)
    }

    /// Two's complement negation within the width.
    pub fn negate(&self) -> ApInt {
        let mut words: SmallVec<[u64; 2]> = self.words.iter().map(|w| !w).collect();
        let mut carry = true;
        for w in words.iter_mut() {
            if !carry {
                break;
            }
            let (s, c) = w.overflowing_add(1);
            *w = s;
            carry = c;
        }
        let mut v = ApInt {
            width: self.width,
            words,
        };
        v.clear_unused_bits();
        v
    }

    /// Number of significant bits needed for the unsigned value (`64 - lz`).
    pub fn active_bits(&self) -> u32 {
        for (i, w) in self.words.iter().enumerate().rev() {
            if *w != 0 {
                return i as u32 * 64 + (64 - w.leading_zeros());
            }
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_rules_follow_mlir() {
        let m = |s: &str| ApInt::parse_unsigned_literal(s).unwrap();
        assert_eq!(
            ApInt::from_literal(8, &m("255"), false, false)
                .unwrap()
                .to_decimal(true),
            "-1"
        );
        assert!(ApInt::from_literal(8, &m("256"), false, false).is_none());
        assert!(ApInt::from_literal(8, &m("128"), false, true).is_none());
        assert_eq!(
            ApInt::from_literal(8, &m("128"), true, true).unwrap().to_decimal(true),
            "-128"
        );
        assert!(ApInt::from_literal(8, &m("129"), true, false).is_none());
        assert_eq!(
            ApInt::from_literal(65, &m("18446744073709551616"), false, false)
                .unwrap()
                .to_decimal(true),
            "-18446744073709551616"
        );
        let wide = ApInt::from_literal(256, &m("0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"), false, false).unwrap();
        assert_eq!(
            wide.to_decimal(true),
            "1461501637330902918203684832716283019655932542975"
        );
        assert_eq!(ApInt::from_i128(4, -8).to_decimal(true), "-8");
        assert_eq!(ApInt::from_i128(1, -1).to_decimal(false), "1");
    }
}
