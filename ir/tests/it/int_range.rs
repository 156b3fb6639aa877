//! `ir::int_range`: the bounds `ConstantIntRanges` keeps and the range
//! arithmetic of upstream's `InferIntRangeCommon`, on the examples its comments
//! and tests give (ranges written `[umin, umax] / [smin, smax]`).

use ir::int_range::infer::{self, CmpMode, CmpPredicate, OverflowFlags};
use ir::int_range::{join, ConstantIntRanges as R};

/// The `w`-bit bit pattern of `v`.
fn b(w: u32, v: i128) -> u128 {
    (v as u128) & ir::int_range::unsigned_max(w)
}

/// The signed range `[lo, hi]` of `w`-bit values.
fn s(w: u32, lo: i128, hi: i128) -> R {
    R::from_signed(w, b(w, lo), b(w, hi))
}

/// The unsigned range `[lo, hi]` of `w`-bit values.
fn u(w: u32, lo: u128, hi: u128) -> R {
    R::from_unsigned(w, lo, hi)
}

/// `(umin, umax, smin, smax)` with the signed bounds as numbers.
fn bounds(r: &R) -> (u128, u128, i128, i128) {
    (r.umin(), r.umax(), r.smin_value(), r.smax_value())
}

const NONE: OverflowFlags = OverflowFlags { nsw: false, nuw: false };

#[test]
fn signed_and_unsigned_bounds_imply_each_other() {
    assert_eq!(bounds(&s(8, -3, 5)), (0, 255, -3, 5));
    assert_eq!(bounds(&s(8, -7, -2)), (249, 254, -7, -2));
    assert_eq!(bounds(&u(8, 100, 200)), (100, 200, -128, 127));
    assert_eq!(bounds(&u(8, 3, 9)), (3, 9, 3, 9));
    assert_eq!(bounds(&R::max_range(128)), (0, u128::MAX, i128::MIN, i128::MAX));
    assert_eq!(R::constant(16, 7).constant_value(), Some(7));
    assert_eq!(s(16, 1, 2).constant_value(), None);
    assert_eq!(join(Some(u(8, 1, 2)), None), Some(u(8, 1, 2)));
    assert_eq!(bounds(&u(8, 1, 2).range_union(&u(8, 7, 9))), (1, 9, 1, 9));
    assert_eq!(bounds(&s(8, -4, 4).intersection(&u(8, 0, 200))), (0, 200, -4, 4));
    assert_eq!(u(8, 3, 9).to_string(), "unsigned : [3, 9] signed : [3, 9]");
}

#[test]
fn additions_overflow_to_every_value_unless_flagged() {
    assert_eq!(bounds(&infer::add(&u(8, 1, 2), &u(8, 10, 20), NONE)), (11, 22, 11, 22));
    // 250 + 10 wraps unsigned; signed -6 + 10 = 4 does not.
    let wraps = infer::add(&R::constant(8, 250), &R::constant(8, 10), NONE);
    assert_eq!(bounds(&wraps), (4, 4, 4, 4));
    let nuw = OverflowFlags { nsw: false, nuw: true };
    let sat = infer::add(&u(8, 200, 250), &u(8, 10, 10), nuw);
    assert_eq!((sat.umin(), sat.umax()), (210, 255));
    assert_eq!(bounds(&infer::sub(&u(8, 10, 20), &u(8, 1, 2), NONE)), (8, 19, 8, 19));
    assert_eq!(bounds(&infer::mul(&s(8, -3, 2), &s(8, 4, 5), NONE)), (0, 255, -15, 10));
    assert_eq!(
        bounds(&infer::mul(&u(8, 16, 16), &u(8, 16, 16), NONE)),
        (0, 255, -128, 127)
    );
}

#[test]
fn divisions_and_remainders_follow_upstream() {
    assert_eq!(bounds(&infer::div_u(&u(32, 16, 32), &u(32, 4, 4))), (4, 8, 4, 8));
    // A divisor range holding zero: at most the dividend, at least its
    // smallest value by the largest divisor.
    assert_eq!(bounds(&infer::div_u(&u(32, 16, 32), &u(32, 0, 4))), (4, 32, 4, 32));
    assert_eq!(bounds(&infer::div_u(&u(32, 1, 32), &u(32, 0, 4))), (0, 32, 0, 32));
    assert_eq!(bounds(&infer::ceil_div_u(&u(32, 17, 17), &u(32, 4, 4))), (5, 5, 5, 5));
    assert_eq!(bounds(&infer::div_s(&s(8, -8, 8), &s(8, 2, 4))).2, -4);
    // INT_MIN / -1 overflows.
    assert_eq!(infer::div_s(&s(8, -128, -128), &s(8, -1, -1)), R::max_range(8));
    assert_eq!(
        bounds(&infer::ceil_div_s(&s(32, -7, -7), &s(32, 2, 2))),
        (b(32, -3), b(32, -3), -3, -3)
    );
    assert_eq!(
        bounds(&infer::floor_div_s(&s(32, -7, -7), &s(32, 2, 2))),
        (b(32, -4), b(32, -4), -4, -4)
    );
    assert_eq!(bounds(&infer::rem_u(&u(8, 0, 255), &u(8, 16, 16))), (0, 15, 0, 15));
    // Sweeping out a contiguous range of residues.
    assert_eq!(bounds(&infer::rem_u(&u(8, 17, 19), &u(8, 16, 16))), (1, 3, 1, 3));
    assert_eq!(bounds(&infer::rem_s(&s(8, -20, 20), &s(8, 8, 8))), (0, 255, -7, 7));
}

#[test]
fn bitwise_operations_widen_to_the_varying_bits() {
    assert_eq!(
        bounds(&infer::and(&R::max_range(16), &R::constant(16, 15))),
        (0, 15, 0, 15)
    );
    assert_eq!(
        bounds(&infer::or(&u(16, 0, 15), &R::constant(16, 256))),
        (256, 271, 256, 271)
    );
    assert_eq!(bounds(&infer::xor(&u(16, 0, 15), &R::constant(16, 15))), (0, 15, 0, 15));
    assert_eq!(
        bounds(&infer::shl(&u(8, 0, 12), &R::constant(8, 1), NONE)),
        (0, 24, 0, 24)
    );
    // 127 << 1 overflows signed: the signed range is every value.
    assert_eq!(
        bounds(&infer::shl(&u(8, 0, 127), &R::constant(8, 1), NONE)),
        (0, 254, -128, 127)
    );
    assert_eq!(
        bounds(&infer::shr_u(&R::max_range(16), &R::constant(16, 15))),
        (0, 1, 0, 1)
    );
    assert_eq!(
        bounds(&infer::shr_s(&R::max_range(16), &R::constant(16, 15))),
        (0, 65535, -1, 0)
    );
    assert_eq!(infer::shr_u(&R::max_range(16), &R::constant(16, 16)), R::max_range(16));
}

#[test]
fn casts_extend_or_truncate() {
    assert_eq!(bounds(&infer::ext_ui(&R::max_range(8), 32)), (0, 255, 0, 255));
    assert_eq!(
        bounds(&infer::ext_si(&R::max_range(8), 32)),
        (0, u32::MAX as u128, -128, 127)
    );
    // truncRange's examples: [256, 258] i16 truncates to [0, 2] i8, [255, 257] does not.
    assert_eq!(bounds(&infer::trunc(&u(16, 256, 258), 8)), (0, 2, 0, 2));
    assert_eq!(bounds(&infer::trunc(&u(16, 255, 257), 8)), (0, 255, -128, 127));
    assert_eq!(bounds(&infer::trunc(&s(16, -130, 0), 8)).2, -128);
}

#[test]
fn comparisons_are_decided_by_disjoint_ranges() {
    let (lo, hi) = (u(32, 0, 9), u(32, 10, 20));
    assert_eq!(infer::evaluate_pred(CmpPredicate::Ult, &lo, &hi), Some(true));
    assert_eq!(infer::evaluate_pred(CmpPredicate::Uge, &lo, &hi), Some(false));
    assert_eq!(infer::evaluate_pred(CmpPredicate::Eq, &lo, &hi), Some(false));
    assert_eq!(infer::evaluate_pred(CmpPredicate::Slt, &lo, &u(32, 5, 20)), None);
    // Equal constants are equal; overlapping ranges are undecided.
    assert_eq!(
        infer::evaluate_pred(CmpPredicate::Eq, &R::constant(8, 3), &R::constant(8, 3)),
        Some(true)
    );
    assert_eq!(bounds(&infer::cmp(CmpPredicate::Ne, &lo, &hi)), (1, 1, -1, -1));
    assert_eq!(CmpPredicate::from_i64(9), Some(CmpPredicate::Uge));
    assert_eq!(CmpPredicate::from_i64(10), None);
}

#[test]
fn index_ops_agree_at_both_widths_or_join() {
    let add = |a: &[R]| infer::add(&a[0], &a[1], NONE);
    let mul = |a: &[R]| infer::mul(&a[0], &a[1], NONE);
    // Small values: the 32-bit answer is the 64-bit one truncated.
    let small = infer::index_op(&add, &[u(64, 0, 7), u(64, 8, 8)], CmpMode::Both);
    assert_eq!(bounds(&small), (8, 15, 8, 15));
    // 2^32 - 1 + 1 wraps to 0 at 32 bits, which is 2^32 truncated.
    let wraps = infer::index_op(&add, &[R::constant(64, 0xffff_ffff), R::constant(64, 1)], CmpMode::Both);
    assert_eq!(wraps.constant_value(), Some(0x1_0000_0000));
    // 2^16 * 2^16 overflows at 32 bits: the union of both answers.
    let c = R::constant(64, 0x1_0000);
    let wide = infer::index_op(&mul, &[c, c], CmpMode::Both);
    assert_eq!(bounds(&wide), (0, 0x1_0000_0000, -0x8000_0000, 0x1_0000_0000));
}

/// `inferShapedDimOpInterface`: the union of the sizes the index may name,
/// `[0, signed max]` for a dynamic size, an unranked shape or no dimension.
#[test]
fn shaped_dims_join_the_sizes_the_index_may_name() {
    use ir::int_range::shaped::shaped_dim;
    let any = s(64, 0, i64::MAX.into());
    let dynamic = ir::types::DYNAMIC;
    assert_eq!(shaped_dim(None, 64, None), any);
    assert_eq!(shaped_dim(Some(&[3, 5]), 64, None), s(64, 3, 5));
    assert_eq!(shaped_dim(Some(&[3, 5]), 64, Some(&s(64, 0, 0))), s(64, 3, 3));
    assert_eq!(shaped_dim(Some(&[dynamic, 3, 5]), 64, Some(&s(64, 1, 9))), s(64, 3, 5));
    assert_eq!(shaped_dim(Some(&[dynamic, 3, 5]), 64, None), any);
    assert_eq!(shaped_dim(Some(&[7, 3]), 64, Some(&s(64, 4, 9))), any);
    assert_eq!(shaped_dim(Some(&[7, 3]), 64, Some(&s(64, -3, 0))), s(64, 7, 7));
    assert_eq!(shaped_dim(Some(&[]), 64, None), any);
}

/// `inferAffineExpr` on upstream's `Affine/int-range-interface.mlir`
/// examples (with MLIR 22.1.8's constant-divisor `mod` rule).
#[test]
fn affine_expressions_follow_upstream() {
    use ir::affine::AffineExpr as E;
    use ir::int_range::shaped::affine_expr;
    let (d0, d1, s0) = (E::dim(0), E::dim(1), E::symbol(0));
    let c = E::constant;
    let apply = |e: &E, dims: &[R], syms: &[R]| affine_expr(e, dims, syms).map(|r| bounds(&r));
    let add = E::Add(Box::new(d0.clone()), Box::new(d1.clone()));
    assert_eq!(apply(&add, &[s(64, 2, 5), s(64, 4, 10)], &[]), Some((6, 15, 6, 15)));
    let mul = E::Mul(Box::new(d0.clone()), Box::new(s0.clone()));
    assert_eq!(apply(&mul, &[s(64, 2, 5)], &[s(64, 6, 6)]), Some((12, 30, 12, 30)));
    let floordiv = E::FloorDiv(Box::new(d0.clone()), Box::new(c(4)));
    assert_eq!(apply(&floordiv, &[s(64, 5, 10)], &[]), Some((1, 2, 1, 2)));
    let ceildiv = E::CeilDiv(Box::new(d0.clone()), Box::new(c(4)));
    assert_eq!(apply(&ceildiv, &[s(64, 5, 10)], &[]), Some((2, 3, 2, 3)));
    let modulo = |m: E| E::Mod(Box::new(d0.clone()), Box::new(m));
    assert_eq!(apply(&modulo(c(4)), &[s(64, 5, 27)], &[]), Some((0, 3, 0, 3)));
    assert_eq!(apply(&modulo(c(4)), &[s(64, 5, 6)], &[]), Some((1, 2, 1, 2)));
    assert_eq!(apply(&modulo(c(10)), &[s(64, 5, 7)], &[]), Some((5, 7, 5, 7)));
    assert_eq!(
        apply(&modulo(s0.clone()), &[s(64, 10, 20)], &[s(64, 3, 5)]),
        Some((0, 4, 0, 4))
    );
    assert_eq!(apply(&modulo(c(8)), &[s(64, 14, 17)], &[]), Some((6, 1, 1, 6)));
    assert_eq!(apply(&modulo(c(4)), &[s(64, -2, 2)], &[]), Some((0, 3, 0, 3)));
    // A dimension or symbol without a range has none.
    assert_eq!(apply(&add, &[s(64, 2, 5)], &[]), None);
}
