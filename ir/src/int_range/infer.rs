//! The range arithmetic arith and index share (upstream's
//! `mlir/Interfaces/Utils/InferIntRangeCommon.cpp`, `mlir::intrange`): the
//! range of `op(lhs, rhs)` from the ranges of `lhs` and `rhs`, for additions,
//! subtractions, multiplications (with their `nsw`/`nuw` flags), divisions,
//! remainders, bitwise operations, shifts, min/max, extensions, truncations and
//! comparisons, and index ops computed at both of `index`'s widths.

use super::bits::{self, sext, signed_max, signed_min, unsigned_max};
use super::ConstantIntRanges;

/// Upstream's `intrange::OverflowFlags`: the `nsw`/`nuw` an op states.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

/// Upstream's `intrange::CmpPredicate` (arith's `cmpi` and index's `cmp`
/// predicates, in their order).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CmpPredicate {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// signed `<`
    Slt,
    /// signed `<=`
    Sle,
    /// signed `>`
    Sgt,
    /// signed `>=`
    Sge,
    /// unsigned `<`
    Ult,
    /// unsigned `<=`
    Ule,
    /// unsigned `>`
    Ugt,
    /// unsigned `>=`
    Uge,
}

impl CmpPredicate {
    /// The predicate of arith's `CmpIPredicate` / index's `IndexCmpPredicate`
    /// value `v` (both number them alike).
    pub fn from_i64(v: i64) -> Option<CmpPredicate> {
        use CmpPredicate::*;
        [Eq, Ne, Slt, Sle, Sgt, Sge, Ult, Ule, Ugt, Uge]
            .get(usize::try_from(v).ok()?)
            .copied()
    }

    /// The predicate true exactly when this one is false.
    pub fn invert(self) -> CmpPredicate {
        use CmpPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
}

/// Whether index ops compare their 64- and 32-bit answers signed, unsigned or
/// both (upstream's `intrange::CmpMode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CmpMode {
    /// Both bounds.
    Both,
    /// The signed bounds.
    Signed,
    /// The unsigned bounds.
    Unsigned,
}

/// A binary operation on bounds: `None` on overflow.
type ArithFn<'a> = &'a dyn Fn(u128, u128) -> Option<u128>;

/// `computeBoundsBy`: `[op(minL, minR), op(maxL, maxR)]`, every value when
/// either overflows.
fn bounds_by(w: u32, op: ArithFn, min: (u128, u128), max: (u128, u128), signed: bool) -> ConstantIntRanges {
    match (op(min.0, min.1), op(max.0, max.1)) {
        (Some(lo), Some(hi)) => ConstantIntRanges::range(w, lo, hi, signed),
        _ => ConstantIntRanges::max_range(w),
    }
}

/// `minMaxBy`: the least and greatest `op(l, r)` over the given candidates,
/// every value when one overflows.
fn min_max_by(w: u32, op: ArithFn, lhs: [u128; 2], rhs: [u128; 2], signed: bool) -> ConstantIntRanges {
    let mut min: Option<u128> = None;
    let mut max: Option<u128> = None;
    for l in lhs {
        for r in rhs {
            let Some(v) = op(l, r) else {
                return ConstantIntRanges::max_range(w);
            };
            if signed {
                min = Some(min.map_or(v, |m| if sext(w, v) < sext(w, m) { v } else { m }));
                max = Some(max.map_or(v, |m| if sext(w, v) > sext(w, m) { v } else { m }));
            } else {
                min = Some(min.map_or(v, |m| m.min(v)));
                max = Some(max.map_or(v, |m| m.max(v)));
            }
        }
    }
    match (min, max) {
        (Some(lo), Some(hi)) => ConstantIntRanges::range(w, lo, hi, signed),
        _ => ConstantIntRanges::max_range(w),
    }
}

/// `extRange`: zero- and sign-extends the bounds to `dest` bits.
pub fn ext(r: &ConstantIntRanges, dest: u32) -> ConstantIntRanges {
    let w = r.width();
    ConstantIntRanges::new(
        dest,
        r.umin(),
        r.umax(),
        bits::from_signed(dest, sext(w, r.smin())),
        bits::from_signed(dest, sext(w, r.smax())),
    )
}

/// `extUIRange`: the range of `extui` to `dest` bits.
pub fn ext_ui(r: &ConstantIntRanges, dest: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(dest, r.umin(), r.umax())
}

/// `extSIRange`: the range of `extsi` to `dest` bits.
pub fn ext_si(r: &ConstantIntRanges, dest: u32) -> ConstantIntRanges {
    let w = r.width();
    ConstantIntRanges::from_signed(
        dest,
        bits::from_signed(dest, sext(w, r.smin())),
        bits::from_signed(dest, sext(w, r.smax())),
    )
}

/// `truncRange`: the range of `trunci` to `dest` bits, every value where the
/// truncation can wrap around.
pub fn trunc(r: &ConstantIntRanges, dest: u32) -> ConstantIntRanges {
    let m = unsigned_max(dest);
    let lshr = |v: u128| v.checked_shr(dest).unwrap_or(0);
    let unsigned_rollover = lshr(r.umin()) != lshr(r.umax());
    let (umin, umax) = if unsigned_rollover {
        (0, m)
    } else {
        (r.umin() & m, r.umax() & m)
    };
    let w = r.width();
    let high = |v: u128| bits::from_signed(w, sext(w, v) >> (dest - 1).min(127));
    let (lo, hi) = (high(r.smin()), high(r.smax()));
    let ones = unsigned_max(w);
    let signed_overflow = lo != hi && !(lo == ones && (hi == ones || hi == 0)) && !(lo == 0 && hi == 0);
    let (smin, smax) = if signed_overflow {
        (signed_min(dest), signed_max(dest))
    } else {
        (r.smin() & m, r.smax() & m)
    };
    ConstantIntRanges::new(dest, umin, umax, smin, smax)
}

/// `inferIndexOp`: an index op's range computed at 64 bits and, from the
/// operands truncated, at 32 bits; the 64-bit answer when both agree (in the
/// bounds `mode` compares), else their union.
pub fn index_op(
    infer: &dyn Fn(&[ConstantIntRanges]) -> ConstantIntRanges,
    args: &[ConstantIntRanges],
    mode: CmpMode,
) -> ConstantIntRanges {
    let sixty_four = infer(args);
    let truncated: Vec<ConstantIntRanges> = args.iter().map(|r| trunc(r, 32)).collect();
    let thirty_two = infer(&truncated);
    let as_64 = ext(&thirty_two, 64);
    let as_32 = trunc(&sixty_four, 32);
    let equal = match mode {
        CmpMode::Both => thirty_two == as_32,
        CmpMode::Signed => thirty_two.smin() == as_32.smin() && thirty_two.smax() == as_32.smax(),
        CmpMode::Unsigned => thirty_two.umin() == as_32.umin() && thirty_two.umax() == as_32.umax(),
    };
    if equal {
        sixty_four
    } else {
        sixty_four.range_union(&as_64)
    }
}

/// `inferAdd`.
pub fn add(l: &ConstantIntRanges, r: &ConstantIntRanges, f: OverflowFlags) -> ConstantIntRanges {
    let w = l.width();
    let uadd = |a, b| {
        if f.nuw {
            Some(bits::uadd_sat(w, a, b))
        } else {
            bits::uadd(w, a, b)
        }
    };
    let sadd = |a, b| {
        if f.nsw {
            Some(bits::sadd_sat(w, a, b))
        } else {
            bits::sadd(w, a, b)
        }
    };
    let u = bounds_by(w, &uadd, (l.umin(), r.umin()), (l.umax(), r.umax()), false);
    let s = bounds_by(w, &sadd, (l.smin(), r.smin()), (l.smax(), r.smax()), true);
    u.intersection(&s)
}

/// `inferSub`.
pub fn sub(l: &ConstantIntRanges, r: &ConstantIntRanges, f: OverflowFlags) -> ConstantIntRanges {
    let w = l.width();
    let usub = |a, b| {
        if f.nuw {
            Some(bits::usub_sat(a, b))
        } else {
            bits::usub(a, b)
        }
    };
    let ssub = |a, b| {
        if f.nsw {
            Some(bits::ssub_sat(w, a, b))
        } else {
            bits::ssub(w, a, b)
        }
    };
    let u = bounds_by(w, &usub, (l.umin(), r.umax()), (l.umax(), r.umin()), false);
    let s = bounds_by(w, &ssub, (l.smin(), r.smax()), (l.smax(), r.smin()), true);
    u.intersection(&s)
}

/// `inferMul`.
pub fn mul(l: &ConstantIntRanges, r: &ConstantIntRanges, f: OverflowFlags) -> ConstantIntRanges {
    let w = l.width();
    let umul = |a, b| {
        if f.nuw {
            Some(bits::umul_sat(w, a, b))
        } else {
            bits::umul(w, a, b)
        }
    };
    let smul = |a, b| {
        if f.nsw {
            Some(bits::smul_sat(w, a, b))
        } else {
            bits::smul(w, a, b)
        }
    };
    let u = min_max_by(w, &umul, [l.umin(), l.umax()], [r.umin(), r.umax()], false);
    let s = min_max_by(w, &smul, [l.smin(), l.smax()], [r.smin(), r.smax()], true);
    u.intersection(&s)
}

/// A division's correction of the quotient `q` of `a / b` (ceiling, floor):
/// `None` on overflow.
type Fixup<'a> = &'a dyn Fn(u128, u128, u128) -> Option<u128>;

/// `inferDivURange`.
fn div_u_range(l: &ConstantIntRanges, r: &ConstantIntRanges, fixup: Fixup) -> ConstantIntRanges {
    let w = l.width();
    let (lmin, lmax, rmin, rmax) = (l.umin(), l.umax(), r.umin(), r.umax());
    if rmin != 0 && rmax != 0 {
        let udiv = |a: u128, b: u128| fixup(a, b, a / b);
        return min_max_by(w, &udiv, [lmin, lmax], [rmin, rmax], false);
    }
    let umin = if lmin >= rmax && rmax != 0 { lmin / rmax } else { 0 };
    ConstantIntRanges::from_unsigned(w, umin, lmax)
}

/// `inferDivU`.
pub fn div_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    div_u_range(l, r, &|_, _, q| Some(q))
}

/// `inferCeilDivU`.
pub fn ceil_div_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let w = l.width();
    div_u_range(l, r, &|a, b, q| if a % b != 0 { bits::uadd(w, q, 1) } else { Some(q) })
}

/// `inferDivSRange`.
fn div_s_range(l: &ConstantIntRanges, r: &ConstantIntRanges, fixup: Fixup) -> ConstantIntRanges {
    let w = l.width();
    if r.smin_value() > 0 || r.smax_value() < 0 {
        let sdiv = |a: u128, b: u128| bits::sdiv(w, a, b).and_then(|q| fixup(a, b, q));
        return min_max_by(w, &sdiv, [l.smin(), l.smax()], [r.smin(), r.smax()], true);
    }
    ConstantIntRanges::max_range(w)
}

/// `inferDivS`.
pub fn div_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    div_s_range(l, r, &|_, _, q| Some(q))
}

/// `inferCeilDivS`.
pub fn ceil_div_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let w = l.width();
    let fix = |a: u128, b: u128, q: u128| {
        if bits::srem(w, a, b) != 0 && bits::is_negative(w, a) == bits::is_negative(w, b) {
            return bits::sadd(w, q, 1);
        }
        if a == signed_min(w) && sext(w, b) > 1 {
            return Some(bits::from_signed(w, sext(w, q).wrapping_neg()));
        }
        Some(q)
    };
    let mut result = div_s_range(l, r, &fix);
    if l.smin() == signed_min(w) && l.smax_value() > l.smin_value() {
        let lhs = ConstantIntRanges::from_signed(w, bits::from_signed(w, l.smin_value() + 1), l.smax());
        result = result.range_union(&div_s_range(&lhs, r, &fix));
    }
    result
}

/// `inferFloorDivS`.
pub fn floor_div_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let w = l.width();
    div_s_range(l, r, &|a, b, q| {
        if bits::srem(w, a, b) != 0 && bits::is_negative(w, a) != bits::is_negative(w, b) {
            bits::ssub(w, q, 1)
        } else {
            Some(q)
        }
    })
}

/// `inferRemS`.
pub fn rem_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let w = l.width();
    let (lmin, lmax, rmin, rmax) = (l.smin_value(), l.smax_value(), r.smin_value(), r.smax_value());
    let (mut smin, mut smax) = (signed_min(w), signed_max(w));
    if rmin > 0 || rmax < 0 {
        // |rmin| of INT_MIN wraps to INT_MIN, as APInt's `abs` does.
        let max_divisor = if rmin > 0 {
            r.smax()
        } else {
            bits::from_signed(w, rmin.wrapping_abs())
        };
        let max_positive = bits::from_signed(w, sext(w, max_divisor).wrapping_sub(1));
        let min_negative = bits::from_signed(w, sext(w, max_positive).wrapping_neg());
        smin = if lmin < 0 { min_negative } else { 0 };
        smax = if lmax > 0 { max_positive } else { 0 };
        if rmin == rmax && l.smax().wrapping_sub(l.smin()) & unsigned_max(w) < max_divisor {
            let (lo, hi) = (
                bits::srem(w, l.smin(), max_divisor),
                bits::srem(w, l.smax(), max_divisor),
            );
            if sext(w, lo) <= sext(w, hi) {
                smin = lo;
                smax = hi;
            }
        }
    }
    ConstantIntRanges::from_signed(w, smin, smax)
}

/// `inferRemU`.
pub fn rem_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let w = l.width();
    let (rmin, rmax) = (r.umin(), r.umax());
    let mut umin = 0;
    let mut umax = (rmax.wrapping_sub(1) & unsigned_max(w)).min(l.umax());
    if rmin != 0 && rmin == rmax && l.umax().wrapping_sub(l.umin()) & unsigned_max(w) < rmax {
        let (lo, hi) = (l.umin() % rmax, l.umax() % rmax);
        if lo <= hi {
            umin = lo;
            umax = hi;
        }
    }
    ConstantIntRanges::from_unsigned(w, umin, umax)
}

/// `inferMaxS`.
pub fn max_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let pick = |a: u128, b: u128| if sext(l.width(), a) > sext(l.width(), b) { a } else { b };
    ConstantIntRanges::from_signed(l.width(), pick(l.smin(), r.smin()), pick(l.smax(), r.smax()))
}

/// `inferMaxU`.
pub fn max_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(l.width(), l.umin().max(r.umin()), l.umax().max(r.umax()))
}

/// `inferMinS`.
pub fn min_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let pick = |a: u128, b: u128| if sext(l.width(), a) < sext(l.width(), b) { a } else { b };
    ConstantIntRanges::from_signed(l.width(), pick(l.smin(), r.smin()), pick(l.smax(), r.smax()))
}

/// `inferMinU`.
pub fn min_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(l.width(), l.umin().min(r.umin()), l.umax().min(r.umax()))
}

/// The mask of the low bits that vary between `umin` and `umax`
/// (`getVaryingBitsMask`).
fn varying_bits(r: &ConstantIntRanges) -> u128 {
    let w = r.width();
    let differing = w - bits::leading_zeros(w, r.umin() ^ r.umax());
    unsigned_max(differing)
}

/// `widenBitwiseBounds`: the bounds with their varying low bits cleared and
/// set.
fn widen_bitwise(r: &ConstantIntRanges) -> [u128; 2] {
    let m = varying_bits(r);
    [r.umin() & !m, r.umax() | m]
}

/// `inferAnd`.
pub fn and(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    min_max_by(
        l.width(),
        &|a, b| Some(a & b),
        widen_bitwise(l),
        widen_bitwise(r),
        false,
    )
}

/// `inferOr`.
pub fn or(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    min_max_by(
        l.width(),
        &|a, b| Some(a | b),
        widen_bitwise(l),
        widen_bitwise(r),
        false,
    )
}

/// `inferXor`.
pub fn xor(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let mask = varying_bits(l) | varying_bits(r);
    let res = l.umin() ^ r.umin();
    ConstantIntRanges::from_unsigned(l.width(), res & !mask, (res | mask) & unsigned_max(l.width()))
}

/// `inferShl`.
pub fn shl(l: &ConstantIntRanges, r: &ConstantIntRanges, f: OverflowFlags) -> ConstantIntRanges {
    let w = l.width();
    let ushl = |a, s| {
        if f.nuw {
            Some(bits::ushl_sat(w, a, s))
        } else {
            bits::ushl(w, a, s)
        }
    };
    let sshl = |a, s| {
        if f.nsw {
            Some(bits::sshl_sat(w, a, s))
        } else {
            bits::sshl(w, a, s)
        }
    };
    let u = min_max_by(w, &ushl, [l.umin(), l.umax()], [r.umin(), r.umax()], false);
    let s = min_max_by(w, &sshl, [l.smin(), l.smax()], [r.umin(), r.umax()], true);
    u.intersection(&s)
}

/// `inferShrS`.
pub fn shr_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let w = l.width();
    let ashr = |a, s: u128| (s < u128::from(w)).then(|| bits::ashr(w, a, s));
    min_max_by(w, &ashr, [l.smin(), l.smax()], [r.umin(), r.umax()], true)
}

/// `inferShrU`.
pub fn shr_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let w = l.width();
    let lshr = |a: u128, s: u128| (s < u128::from(w)).then(|| a >> s);
    min_max_by(w, &lshr, [l.umin(), l.umax()], [r.umin(), r.umax()], false)
}

/// `isStaticallyTrue`: `pred` holds for every pair of values of `l` and `r`.
fn statically_true(pred: CmpPredicate, l: &ConstantIntRanges, r: &ConstantIntRanges) -> bool {
    use CmpPredicate::*;
    match pred {
        Sle => l.smax_value() <= r.smin_value(),
        Slt => l.smax_value() < r.smin_value(),
        Ule => l.umax() <= r.umin(),
        Ult => l.umax() < r.umin(),
        Sge => l.smin_value() >= r.smax_value(),
        Sgt => l.smin_value() > r.smax_value(),
        Uge => l.umin() >= r.umax(),
        Ugt => l.umin() > r.umax(),
        Eq => l.constant_value().is_some() && l.constant_value() == r.constant_value(),
        Ne => {
            let sne = statically_true(Slt, l, r) || statically_true(Sgt, l, r);
            let une = statically_true(Ult, l, r) || statically_true(Ugt, l, r);
            sne && une
        }
    }
}

/// `evaluatePred`: whether `pred(l, r)` is always true, always false, or
/// either.
pub fn evaluate_pred(pred: CmpPredicate, l: &ConstantIntRanges, r: &ConstantIntRanges) -> Option<bool> {
    if statically_true(pred, l, r) {
        Some(true)
    } else if statically_true(pred.invert(), l, r) {
        Some(false)
    } else {
        None
    }
}

/// The `i1` range of a comparison `pred(l, r)`: `[1, 1]`, `[0, 0]` or `[0, 1]`
/// (arith's `CmpIOp::inferResultRanges`).
pub fn cmp(pred: CmpPredicate, l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let (min, max) = match evaluate_pred(pred, l, r) {
        Some(true) => (1, 1),
        Some(false) => (0, 0),
        None => (0, 1),
    };
    ConstantIntRanges::from_unsigned(1, min, max)
}
