//! Integer ranges (upstream's `ConstantIntRanges` and `IntegerValueRange`,
//! `mlir/Interfaces/InferIntRangeInterface.h`): the unsigned and signed bounds a
//! value of an integer or index type can take, what `InferIntRangeInterface`
//! answers ([`crate::interfaces::InferIntRangeInterface`]) and what the integer
//! range analysis ([`analysis`]) propagates. The arithmetic of ranges shared by
//! arith and index (`InferIntRangeCommon`) is in [`infer`].
//!
//! A bound is an `APInt` of the value's width, held here as its bit pattern in a
//! `u128` (the width is the range's): values wider than 128 bits have no range
//! ([`storage_bitwidth`] says 0 for them, as upstream does for non-integers).

pub mod analysis;
mod bits;
mod call_graph;
pub mod infer;
pub mod matchers;
pub mod shaped;

pub use bits::{sext, signed_max, signed_min, unsigned_max};

use crate::context::Context;
use crate::types::{Type, TypeKind};

/// Upstream's `ConstantIntRanges`: `umin <= x <= umax` unsigned and
/// `smin <= x <= smax` signed, for `width`-bit values (bounds as bit patterns).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantIntRanges {
    width: u32,
    umin: u128,
    umax: u128,
    smin: u128,
    smax: u128,
}

/// Upstream's `IntegerValueRange`: a range, or `None` while it is not known yet
/// (uninitialized: the value is not reached, or not an integer).
pub type IntegerValueRange = Option<ConstantIntRanges>;

impl ConstantIntRanges {
    /// The four bounds (bit patterns, masked to `width`).
    pub fn new(width: u32, umin: u128, umax: u128, smin: u128, smax: u128) -> ConstantIntRanges {
        let m = unsigned_max(width);
        ConstantIntRanges {
            width,
            umin: umin & m,
            umax: umax & m,
            smin: smin & m,
            smax: smax & m,
        }
    }

    /// `maxRange`: every `width`-bit value.
    pub fn max_range(width: u32) -> ConstantIntRanges {
        ConstantIntRanges::new(width, 0, unsigned_max(width), signed_min(width), signed_max(width))
    }

    /// `constant`: the single value `value`.
    pub fn constant(width: u32, value: u128) -> ConstantIntRanges {
        ConstantIntRanges::new(width, value, value, value, value)
    }

    /// `range`: `[min, max]` read signed or unsigned.
    pub fn range(width: u32, min: u128, max: u128, signed: bool) -> ConstantIntRanges {
        if signed {
            ConstantIntRanges::from_signed(width, min, max)
        } else {
            ConstantIntRanges::from_unsigned(width, min, max)
        }
    }

    /// `fromSigned`: the signed range `[smin, smax]`, with the unsigned bounds it
    /// implies (all values when it crosses zero).
    pub fn from_signed(width: u32, smin: u128, smax: u128) -> ConstantIntRanges {
        let neg = |v| bits::is_negative(width, v);
        let (umin, umax) = if neg(smin) == neg(smax) {
            (smin.min(smax), smin.max(smax))
        } else {
            (0, unsigned_max(width))
        };
        ConstantIntRanges::new(width, umin, umax, smin, smax)
    }

    /// `fromUnsigned`: the unsigned range `[umin, umax]`, with the signed bounds
    /// it implies (all values when it crosses the sign bit).
    pub fn from_unsigned(width: u32, umin: u128, umax: u128) -> ConstantIntRanges {
        let neg = |v| bits::is_negative(width, v);
        let s = |v| sext(width, v);
        let (smin, smax) = if neg(umin) == neg(umax) {
            let (a, b) = (s(umin), s(umax));
            (if a < b { umin } else { umax }, if a > b { umin } else { umax })
        } else {
            (signed_min(width), signed_max(width))
        };
        ConstantIntRanges::new(width, umin, umax, smin, smax)
    }

    /// The width of the values.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The unsigned lower bound.
    pub fn umin(&self) -> u128 {
        self.umin
    }

    /// The unsigned upper bound.
    pub fn umax(&self) -> u128 {
        self.umax
    }

    /// The signed lower bound (bit pattern; [`sext`] reads it).
    pub fn smin(&self) -> u128 {
        self.smin
    }

    /// The signed upper bound (bit pattern).
    pub fn smax(&self) -> u128 {
        self.smax
    }

    /// The signed lower bound as a number.
    pub fn smin_value(&self) -> i128 {
        sext(self.width, self.smin)
    }

    /// The signed upper bound as a number.
    pub fn smax_value(&self) -> i128 {
        sext(self.width, self.smax)
    }

    /// `rangeUnion`: the smallest range holding both (bound by bound).
    pub fn range_union(&self, other: &ConstantIntRanges) -> ConstantIntRanges {
        let w = self.width;
        let (smin, smax) = (
            if self.smin_value() < other.smin_value() {
                self.smin
            } else {
                other.smin
            },
            if self.smax_value() > other.smax_value() {
                self.smax
            } else {
                other.smax
            },
        );
        ConstantIntRanges::new(w, self.umin.min(other.umin), self.umax.max(other.umax), smin, smax)
    }

    /// `intersection`: the bounds both give (bound by bound).
    pub fn intersection(&self, other: &ConstantIntRanges) -> ConstantIntRanges {
        let w = self.width;
        let (smin, smax) = (
            if self.smin_value() > other.smin_value() {
                self.smin
            } else {
                other.smin
            },
            if self.smax_value() < other.smax_value() {
                self.smax
            } else {
                other.smax
            },
        );
        ConstantIntRanges::new(w, self.umin.max(other.umin), self.umax.min(other.umax), smin, smax)
    }

    /// `getConstantValue`: the single value the range holds, if it holds one
    /// (read unsigned, then signed).
    pub fn constant_value(&self) -> Option<u128> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin)
        } else {
            None
        }
    }
}

impl std::fmt::Display for ConstantIntRanges {
    /// Upstream's `operator<<`: `unsigned : [umin, umax] signed : [smin, smax]`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unsigned : [{}, {}] signed : [{}, {}]",
            self.umin,
            self.umax,
            self.smin_value(),
            self.smax_value()
        )
    }
}

/// `IntegerValueRange::join`: the union, an unknown side giving the other.
pub fn join(a: IntegerValueRange, b: IntegerValueRange) -> IntegerValueRange {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.range_union(&b)),
        (a, None) => a,
        (None, b) => b,
    }
}

/// `ConstantIntRanges::getStorageBitwidth`: the width of the integers of `ty`
/// (its element type's for a shaped type): an integer's width, 64 for `index`,
/// 0 for anything else (and for integers wider than 128 bits, which have no
/// range here).
pub fn storage_bitwidth(ctx: &Context, ty: Type) -> u32 {
    let ty = crate::ods::values::element_type_or_self(ctx, ty);
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if *width <= 128 => *width,
        TypeKind::Index => 64,
        _ => 0,
    }
}

/// `IntegerValueRange::getMaxRange`: every value of `ty`'s integers, unknown
/// when `ty` has none.
pub fn max_range_of(ctx: &Context, ty: Type) -> IntegerValueRange {
    match storage_bitwidth(ctx, ty) {
        0 => None,
        w => Some(ConstantIntRanges::max_range(w)),
    }
}

/// Upstream's `SetIntRangeFn`: the callback an op reports a result's range
/// through.
pub type SetIntRangeFn<'a> = &'a mut dyn FnMut(crate::Value, ConstantIntRanges);

/// Upstream's `SetIntLatticeFn`: the callback an op reports a result's
/// range, possibly unknown, through.
pub type SetIntLatticeFn<'a> = &'a mut dyn FnMut(crate::Value, IntegerValueRange);

/// Upstream's `defaultInferResultRanges`: `InferIntRangeInterface`'s
/// `infer_result_ranges` of an op answering `_from_optional` (`infer`),
/// reporting only known result ranges.
pub fn default_infer_result_ranges(
    arg_ranges: &[ConstantIntRanges],
    set: SetIntRangeFn<'_>,
    infer: &mut dyn FnMut(&[IntegerValueRange], SetIntLatticeFn<'_>),
) {
    let args: Vec<IntegerValueRange> = arg_ranges.iter().copied().map(Some).collect();
    infer(&args, &mut |v, r| {
        if let Some(r) = r {
            set(v, r)
        }
    });
}

/// Upstream's `defaultInferResultRangesFromOptional`:
/// `infer_result_ranges_from_optional` of an op answering
/// `infer_result_ranges` (`infer`), which is not asked while an operand's
/// range is unknown.
pub fn default_infer_result_ranges_from_optional(
    arg_ranges: &[IntegerValueRange],
    set: SetIntLatticeFn<'_>,
    infer: &mut dyn FnMut(&[ConstantIntRanges], SetIntRangeFn<'_>),
) {
    let Some(args) = arg_ranges.iter().copied().collect::<Option<Vec<ConstantIntRanges>>>() else {
        return;
    };
    infer(&args, &mut |v, r| set(v, Some(r)));
}
