//! `APInt` arithmetic on `width`-bit bit patterns held in a `u128` (1 to 128
//! bits): the bounds, sign extension and the overflow-checked and saturating
//! operations (`uadd_ov`, `sadd_sat`, `ushl_ov`, ...) the range arithmetic of
//! [`super::infer`] uses. `None` is an overflow.

/// The largest unsigned `width`-bit value (all ones).
pub fn unsigned_max(width: u32) -> u128 {
    if width == 0 {
        0
    } else {
        u128::MAX >> (128 - width.min(128))
    }
}

/// The smallest signed `width`-bit value, as a bit pattern.
pub fn signed_min(width: u32) -> u128 {
    if width == 0 {
        0
    } else {
        1u128 << (width.min(128) - 1)
    }
}

/// The largest signed `width`-bit value, as a bit pattern.
pub fn signed_max(width: u32) -> u128 {
    unsigned_max(width) >> 1
}

/// `bits` of a `width`-bit value read as signed.
pub fn sext(width: u32, bits: u128) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// The bit pattern of the signed `value` in `width` bits (wrapping).
pub fn from_signed(width: u32, value: i128) -> u128 {
    (value as u128) & unsigned_max(width)
}

/// Whether the sign bit of `bits` is set.
pub fn is_negative(width: u32, bits: u128) -> bool {
    width != 0 && bits & signed_min(width) != 0
}

/// The signed value `v` when it fits `width` bits.
fn fit_signed(width: u32, v: Option<i128>) -> Option<u128> {
    let v = v?;
    (v >= sext(width, signed_min(width)) && v <= sext(width, signed_max(width))).then(|| from_signed(width, v))
}

/// The unsigned value `v` when it fits `width` bits.
fn fit_unsigned(width: u32, v: Option<u128>) -> Option<u128> {
    v.filter(|&v| v <= unsigned_max(width))
}

/// The saturated signed bound `v` overflowed towards (`negative`).
fn signed_saturation(width: u32, negative: bool) -> u128 {
    if negative {
        signed_min(width)
    } else {
        signed_max(width)
    }
}

/// `uadd_ov`.
pub fn uadd(width: u32, a: u128, b: u128) -> Option<u128> {
    fit_unsigned(width, a.checked_add(b))
}

/// `uadd_sat`.
pub fn uadd_sat(width: u32, a: u128, b: u128) -> u128 {
    uadd(width, a, b).unwrap_or(unsigned_max(width))
}

/// `sadd_ov`.
pub fn sadd(width: u32, a: u128, b: u128) -> Option<u128> {
    fit_signed(width, sext(width, a).checked_add(sext(width, b)))
}

/// `sadd_sat`.
pub fn sadd_sat(width: u32, a: u128, b: u128) -> u128 {
    sadd(width, a, b).unwrap_or_else(|| signed_saturation(width, sext(width, b) < 0))
}

/// `usub_ov`.
pub fn usub(a: u128, b: u128) -> Option<u128> {
    a.checked_sub(b)
}

/// `usub_sat`.
pub fn usub_sat(a: u128, b: u128) -> u128 {
    a.saturating_sub(b)
}

/// `ssub_ov`.
pub fn ssub(width: u32, a: u128, b: u128) -> Option<u128> {
    fit_signed(width, sext(width, a).checked_sub(sext(width, b)))
}

/// `ssub_sat`.
pub fn ssub_sat(width: u32, a: u128, b: u128) -> u128 {
    ssub(width, a, b).unwrap_or_else(|| signed_saturation(width, sext(width, b) > 0))
}

/// `umul_ov`.
pub fn umul(width: u32, a: u128, b: u128) -> Option<u128> {
    fit_unsigned(width, a.checked_mul(b))
}

/// `umul_sat`.
pub fn umul_sat(width: u32, a: u128, b: u128) -> u128 {
    umul(width, a, b).unwrap_or(unsigned_max(width))
}

/// `smul_ov`.
pub fn smul(width: u32, a: u128, b: u128) -> Option<u128> {
    fit_signed(width, sext(width, a).checked_mul(sext(width, b)))
}

/// `smul_sat`.
pub fn smul_sat(width: u32, a: u128, b: u128) -> u128 {
    smul(width, a, b).unwrap_or_else(|| signed_saturation(width, (sext(width, a) < 0) != (sext(width, b) < 0)))
}

/// `sdiv_ov`: truncating signed division (`b` non-zero), `None` for
/// `INT_MIN / -1`.
pub fn sdiv(width: u32, a: u128, b: u128) -> Option<u128> {
    fit_signed(width, sext(width, a).checked_div(sext(width, b)))
}

/// `srem` (`b` non-zero): the remainder with the dividend's sign.
pub fn srem(width: u32, a: u128, b: u128) -> u128 {
    // `checked_rem` fails only for i128::MIN % -1, whose remainder is 0.
    from_signed(width, sext(width, a).checked_rem(sext(width, b)).unwrap_or(0))
}

/// The number of leading zero bits of `a` in `width` bits.
pub fn leading_zeros(width: u32, a: u128) -> u32 {
    a.leading_zeros() - (128 - width)
}

/// The number of leading one bits of `a` in `width` bits.
fn leading_ones(width: u32, a: u128) -> u32 {
    leading_zeros(width, !a & unsigned_max(width))
}

/// `a << s` in `width` bits (`s < width`).
fn shl(width: u32, a: u128, s: u128) -> u128 {
    (a << s) & unsigned_max(width)
}

/// `ushl_ov`: `None` when bits set in `a` are shifted out.
pub fn ushl(width: u32, a: u128, s: u128) -> Option<u128> {
    (s < u128::from(width) && s <= u128::from(leading_zeros(width, a))).then(|| shl(width, a, s))
}

/// `ushl_sat`.
pub fn ushl_sat(width: u32, a: u128, s: u128) -> u128 {
    ushl(width, a, s).unwrap_or(unsigned_max(width))
}

/// `sshl_ov`: `None` when the shift changes the sign or loses bits.
pub fn sshl(width: u32, a: u128, s: u128) -> Option<u128> {
    if s >= u128::from(width) {
        return None;
    }
    let room = if is_negative(width, a) {
        leading_ones(width, a)
    } else {
        leading_zeros(width, a)
    };
    (s < u128::from(room)).then(|| shl(width, a, s))
}

/// `sshl_sat`.
pub fn sshl_sat(width: u32, a: u128, s: u128) -> u128 {
    sshl(width, a, s).unwrap_or_else(|| signed_saturation(width, is_negative(width, a)))
}

/// `ashr` (`s < width`).
pub fn ashr(width: u32, a: u128, s: u128) -> u128 {
    from_signed(width, sext(width, a) >> s)
}
