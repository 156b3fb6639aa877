//! A minimal arbitrary-precision unsigned integer, just enough for exact
//! decimal <-> binary float conversion.

use std::cmp::Ordering;

/// Unsigned big integer, little-endian 64-bit limbs, no trailing zero limbs.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(super) struct BigUint {
    limbs: Vec<u64>,
}

impl BigUint {
    /// Zero.
    pub(super) fn zero() -> Self {
        BigUint { limbs: Vec::new() }
    }

    /// From a 128-bit value.
    pub(super) fn from_u128(v: u128) -> Self {
        let mut b = BigUint {
            limbs: vec![v as u64, (v >> 64) as u64],
        };
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// Whether the value is zero.
    pub(super) fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Number of significant bits (0 for zero).
    pub(super) fn bits(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => (self.limbs.len() as u64 - 1) * 64 + (64 - u64::from(top.leading_zeros())),
        }
    }

    /// The low 128 bits.
    pub(super) fn low_u128(&self) -> u128 {
        let lo = self.limbs.first().copied().unwrap_or(0) as u128;
        let hi = self.limbs.get(1).copied().unwrap_or(0) as u128;
        lo | (hi << 64)
    }

    /// `self << n`.
    pub(super) fn shl(&self, n: u64) -> BigUint {
        if self.is_zero() {
            return BigUint::zero();
        }
        let words = (n / 64) as usize;
        let bits = (n % 64) as u32;
        let mut out = vec![0u64; words];
        out.reserve(self.limbs.len() + 1);
        if bits == 0 {
            out.extend_from_slice(&self.limbs);
        } else {
            let mut carry = 0u64;
            for &l in &self.limbs {
                out.push((l << bits) | carry);
                carry = l >> (64 - bits);
            }
            out.push(carry);
        }
        let mut b = BigUint { limbs: out };
        b.trim();
        b
    }

    /// `self >>= 1` without reallocating.
    fn shr1_in_place(&mut self) {
        let n = self.limbs.len();
        for i in 0..n {
            let hi = if i + 1 < n { self.limbs[i + 1] << 63 } else { 0 };
            self.limbs[i] = (self.limbs[i] >> 1) | hi;
        }
        self.trim();
    }

    /// `self = self * m + a`.
    pub(super) fn mul_add_small(&mut self, m: u64, a: u64) {
        let mut carry = a as u128;
        for l in self.limbs.iter_mut() {
            let v = (*l as u128) * (m as u128) + carry;
            *l = v as u64;
            carry = v >> 64;
        }
        if carry != 0 {
            self.limbs.push(carry as u64);
        }
        self.trim();
    }

    /// `self * o`.
    pub(super) fn mul(&self, o: &BigUint) -> BigUint {
        if self.is_zero() || o.is_zero() {
            return BigUint::zero();
        }
        let mut out = vec![0u64; self.limbs.len() + o.limbs.len()];
        for (i, &a) in self.limbs.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in o.limbs.iter().enumerate() {
                let v = (a as u128) * (b as u128) + out[i + j] as u128 + carry;
                out[i + j] = v as u64;
                carry = v >> 64;
            }
            let mut k = i + o.limbs.len();
            while carry != 0 && k < out.len() {
                let v = out[k] as u128 + carry;
                out[k] = v as u64;
                carry = v >> 64;
                k += 1;
            }
        }
        let mut b = BigUint { limbs: out };
        b.trim();
        b
    }

    /// `self -= o`; requires `self >= o` (saturates at zero otherwise).
    pub(super) fn sub_assign(&mut self, o: &BigUint) {
        if self.cmp_big(o) == Ordering::Less {
            *self = BigUint::zero();
            return;
        }
        let mut borrow = 0u64;
        for i in 0..self.limbs.len() {
            let b = o.limbs.get(i).copied().unwrap_or(0);
            let (d1, o1) = self.limbs[i].overflowing_sub(b);
            let (d2, o2) = d1.overflowing_sub(borrow);
            self.limbs[i] = d2;
            borrow = u64::from(o1 || o2);
        }
        self.trim();
    }

    /// Numeric comparison.
    pub(super) fn cmp_big(&self, o: &BigUint) -> Ordering {
        match self.limbs.len().cmp(&o.limbs.len()) {
            Ordering::Equal => {}
            ord => return ord,
        }
        for i in (0..self.limbs.len()).rev() {
            match self.limbs[i].cmp(&o.limbs[i]) {
                Ordering::Equal => {}
                ord => return ord,
            }
        }
        Ordering::Equal
    }

    /// Divides in place by a small nonzero divisor, returning the remainder.
    pub(super) fn div_rem_small(&mut self, d: u64) -> u64 {
        if d == 0 {
            return 0;
        }
        let mut rem = 0u128;
        for l in self.limbs.iter_mut().rev() {
            let cur = (rem << 64) | (*l as u128);
            *l = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        self.trim();
        rem as u64
    }

    /// Quotient and remainder (bitwise long division; intended for quotients
    /// of modest size). Division by zero yields `(0, self)`.
    pub(super) fn div_rem(&self, d: &BigUint) -> (BigUint, BigUint) {
        if d.is_zero() || self.cmp_big(d) == Ordering::Less {
            return (BigUint::zero(), self.clone());
        }
        let qbits = self.bits() - d.bits() + 1;
        let mut rem = self.clone();
        let mut q = vec![0u64; qbits.div_ceil(64) as usize];
        let mut shifted = d.shl(qbits - 1);
        for i in (0..qbits).rev() {
            if rem.cmp_big(&shifted) != Ordering::Less {
                rem.sub_assign(&shifted);
                q[(i / 64) as usize] |= 1u64 << (i % 64);
            }
            shifted.shr1_in_place();
        }
        let mut qb = BigUint { limbs: q };
        qb.trim();
        (qb, rem)
    }

    /// `5^e`.
    pub(super) fn pow5(mut e: u64) -> BigUint {
        let mut result = BigUint::from_u128(1);
        let mut base = BigUint::from_u128(5);
        while e > 0 {
            if e & 1 == 1 {
                result = result.mul(&base);
            }
            e >>= 1;
            if e > 0 {
                base = base.mul(&base);
            }
        }
        result
    }

    /// `10^e`.
    pub(super) fn pow10(e: u64) -> BigUint {
        BigUint::pow5(e).shl(e)
    }
}
