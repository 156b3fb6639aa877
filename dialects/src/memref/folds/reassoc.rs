//! `getReassociationIndicesForCollapse` (upstream `ReshapeOpsUtils.cpp`):
//! the groups collapsing a source shape into a target shape, found by a
//! left-to-right and a right-to-left scan that must agree up to unit
//! dimensions.

use ir::types::DYNAMIC;

/// An inclusive range of source dimensions (`ReassociationIndexRange`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Range {
    left: i64,
    right: i64,
}

impl Range {
    /// A one-dimension range.
    fn at(i: i64) -> Range {
        Range { left: i, right: i }
    }

    /// `verify`: a non-empty range of valid indices.
    fn valid(self) -> bool {
        self.left >= 0 && self.left <= self.right
    }

    /// `isInRange(0 .. n - 1)`.
    fn inside(self, n: usize) -> bool {
        self.left >= 0 && i64::try_from(n).is_ok_and(|n| self.right < n)
    }

    /// The number of dimensions.
    fn len(self) -> i64 {
        self.right - self.left + 1
    }

    /// The indices of the range.
    fn indices(self) -> Vec<i64> {
        (self.left..=self.right).collect()
    }

    /// `operator^`: the indices in exactly one of the ranges.
    fn xor(self, o: Range) -> Vec<i64> {
        let outside = |r: Range, i: i64| i < r.left || i > r.right;
        let mut out: Vec<i64> = (self.left..=self.right).filter(|&i| outside(o, i)).collect();
        out.extend((o.left..=o.right).filter(|&i| outside(self, i)));
        out
    }
}

/// The size of dimension `i` of `shape`.
fn size_at(shape: &[i64], i: i64) -> Option<i64> {
    shape.get(usize::try_from(i).ok()?).copied()
}

/// `findReassociationRangeForDynamicDim`: from `start`, up to the first
/// dynamic dimension (and everything after it when `greedy`).
fn range_for_dynamic(shape: &[i64], start: i64, greedy: bool) -> Option<Range> {
    let mut iter = Range::at(start);
    if !iter.inside(shape.len()) {
        return None;
    }
    let mut result = iter;
    let mut found = false;
    while iter.inside(shape.len()) {
        let size = size_at(shape, iter.right)?;
        if found && !greedy {
            break;
        }
        found |= size == DYNAMIC;
        result = iter;
        iter.right += 1;
    }
    found.then_some(result)
}

/// `findReassociationRangeForSize`: from `start`, the first run of static
/// dimensions whose product is `target` (with the unit dimensions after
/// it when `greedy`).
fn range_for_size(shape: &[i64], start: i64, target: i64, greedy: bool) -> Option<Range> {
    let mut iter = Range::at(start);
    if !iter.inside(shape.len()) {
        return None;
    }
    let mut result = iter;
    let mut product = 1i64;
    let mut reached = false;
    while iter.inside(shape.len()) {
        let size = size_at(shape, iter.right)?;
        if reached && !greedy {
            break;
        }
        if size == DYNAMIC {
            if reached {
                break;
            }
            product = 1;
            result = Range::at(iter.right + 1);
            iter = result;
            continue;
        }
        product = product.wrapping_mul(size);
        if product > target && reached {
            break;
        }
        while product > target && iter.len() != 1 {
            let front = size_at(shape, iter.left)?;
            product = product.checked_div(front)?;
            iter.left += 1;
        }
        result = iter;
        reached |= product == target;
        iter.right += 1;
    }
    reached.then_some(result)
}

/// `findReassociationRangesForCollapse` (left to right): one source range
/// per target dimension; skipped source dimensions join a preceding
/// dynamic target dimension.
fn forward_ranges(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let mut ranges: Vec<Range> = Vec::with_capacity(target.len());
    let mut previous: Option<i64> = None;
    let mut next = 0i64;
    for (i, &size) in target.iter().enumerate() {
        let greedy = i + 1 == target.len();
        let range = if size == DYNAMIC {
            range_for_dynamic(source, next, greedy)
        } else {
            range_for_size(source, next, size, greedy)
        }?;
        if !range.valid() || !range.inside(source.len()) {
            return None;
        }
        if range.left > next {
            if previous != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.right = range.left - 1;
        }
        previous = Some(size);
        next = range.right + 1;
        ranges.push(range);
    }
    let last = i64::try_from(source.len()).ok()? - 1;
    (ranges.last()?.right >= last).then_some(ranges)
}

/// The same scan right to left, with the ranges mapped back.
fn reverse_ranges(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let rs: Vec<i64> = source.iter().rev().copied().collect();
    let rt: Vec<i64> = target.iter().rev().copied().collect();
    let n = i64::try_from(source.len()).ok()?;
    let mut out = Vec::new();
    for r in forward_ranges(&rs, &rt)?.into_iter().rev() {
        if !r.valid() {
            return None;
        }
        out.push(Range {
            left: n - 1 - r.right,
            right: n - 1 - r.left,
        });
    }
    Some(out)
}

/// `getReassociationIndicesForCollapse`.
pub(crate) fn collapse_groups(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        return source
            .iter()
            .all(|&s| s == 1 || s == DYNAMIC)
            .then(|| vec![(0..source.len() as i64).collect()]);
    }
    let forward = forward_ranges(source, target)?;
    let reverse = reverse_ranges(source, target)?;
    if forward.len() != target.len() || reverse.len() != target.len() {
        return None;
    }
    let mut groups = Vec::with_capacity(target.len());
    for (&f, &r) in forward.iter().zip(&reverse) {
        let differ = f.xor(r);
        if i64::try_from(differ.len()).ok()? == f.len() + r.len() {
            return None;
        }
        if differ.iter().any(|&i| size_at(source, i) != Some(1)) {
            return None;
        }
        groups.push(f.indices());
    }
    Some(groups)
}
