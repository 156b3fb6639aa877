//! Affine expressions, affine maps and integer sets: construction with
//! MLIR's simplifications, parsing of the `affine_map<...>` /
//! `affine_set<...>` bodies and printing exactly as MLIR 22 prints them.
//!
//! * [`AffineExpr`] builders (`add`, `mul`, `floor_div`, ...) apply the same
//!   construction-time rewrites as MLIR (`AffineExpr.cpp`), so structural
//!   equality coincides with MLIR's uniqued-pointer equality.
//! * [`parse_affine_map`], [`parse_integer_set`] and [`parse_map_or_set`]
//!   follow MLIR's `AffineParser`, including its diagnostics.
//! * The `Display` impls print what `AsmPrinter` prints.
//!
//! The parser bounds nesting ([`MAX_NESTING`]) and expression depth
//! ([`MAX_EXPR_DEPTH`]) so that the recursive algorithms (simplification,
//! comparison, hashing, drop) stay within a small stack; the parser itself
//! and the printer use explicit stacks.
//!
//! Known differences from MLIR 22.1.8:
//! * MLIR has no nesting limits; deeper input is rejected here with
//!   "affine expression is nested too deeply".
//! * Where mlir-opt-22 crashes (it divides `INT64_MIN` by `-1` while
//!   simplifying, e.g. `(d0 * (-9223372036854775807 - 1)) floordiv -1`),
//!   the arithmetic wraps instead.
//! * Only the first diagnostic is reported (MLIR adds "missing operand of
//!   negation" after the error of a bad negation operand).

mod expr;
mod parser;
mod print;

#[cfg(test)]
mod tests;

pub use expr::{AffineBinaryKind, AffineExpr};
pub use parser::{MAX_EXPR_DEPTH, MAX_NESTING};
pub use print::write_affine_expr;

/// An affine map `(d0, ..., dn)[s0, ..., sm] -> (results)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// Number of dimension inputs.
    pub num_dims: u32,
    /// Number of symbol inputs.
    pub num_symbols: u32,
    /// The result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// A map with the given inputs and results (no simplification beyond the
    /// one already applied to the expressions, as `AffineMap::get`).
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Self {
        AffineMap {
            num_dims,
            num_symbols,
            results,
        }
    }

    /// A map with the given inputs and no results.
    pub fn empty(num_dims: u32, num_symbols: u32) -> Self {
        AffineMap::new(num_dims, num_symbols, Vec::new())
    }

    /// The identity map `(d0, ..., d{n-1}) -> (d0, ..., d{n-1})`.
    pub fn identity(num_dims: u32) -> Self {
        AffineMap::new(num_dims, 0, (0..num_dims).map(AffineExpr::Dim).collect())
    }

    /// MLIR's `makeStridedLinearLayoutMap`: `(d0, ..., dn)[s...] -> (offset + sum(d_i *
    /// stride_i))`, with a new symbol for a dynamic offset and for each dynamic stride
    /// ([`crate::types::DYNAMIC`]): the map of a `strided<[...], offset: ...>` layout.
    pub fn strided_linear_layout(strides: &[i64], offset: i64) -> Self {
        let mut symbols = 0u32;
        let mut value = |v: i64| {
            if v == crate::types::DYNAMIC {
                symbols += 1;
                AffineExpr::Symbol(symbols - 1)
            } else {
                AffineExpr::Constant(v)
            }
        };
        let mut expr = value(offset);
        for (i, &s) in strides.iter().enumerate() {
            expr = expr.add(AffineExpr::Dim(i as u32).mul(value(s)));
        }
        AffineMap::new(strides.len() as u32, symbols, vec![expr])
    }

    /// The map `() -> (value)`.
    pub fn constant(value: i64) -> Self {
        AffineMap::new(0, 0, vec![AffineExpr::Constant(value)])
    }

    /// Number of inputs (dimensions plus symbols).
    pub fn num_inputs(&self) -> u64 {
        u64::from(self.num_dims) + u64::from(self.num_symbols)
    }

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// True if the map has no inputs and no results (`() -> ()`).
    pub fn is_empty(&self) -> bool {
        self.num_dims == 0 && self.num_symbols == 0 && self.results.is_empty()
    }

    /// True if result `i` is `d<i>` for every `i` and there are as many
    /// results as dimensions (MLIR's `isIdentity`; symbols are ignored).
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| matches!(e, AffineExpr::Dim(p) if *p as usize == i))
    }

    /// True if the results are the trailing dimensions in order, i.e. the
    /// map is `(d0, ..., dn) -> (dk, ..., dn)` (MLIR's `isMinorIdentity`).
    pub fn is_minor_identity(&self) -> bool {
        let n = self.num_dims as usize;
        let r = self.results.len();
        self.num_symbols == 0
            && r <= n
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| matches!(e, AffineExpr::Dim(p) if *p as usize == n - r + i))
    }

    /// True if every result is a constant.
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(|e| e.as_constant().is_some())
    }

    /// True if the map has exactly one result and it is a constant.
    pub fn is_single_constant(&self) -> bool {
        self.results.len() == 1 && self.is_constant()
    }

    /// The constant results, if every result is a constant.
    pub fn get_constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(AffineExpr::as_constant).collect()
    }

    /// The value of the single constant result, if the map has one.
    pub fn get_single_constant_result(&self) -> Option<i64> {
        match self.results.as_slice() {
            [e] => e.as_constant(),
            _ => None,
        }
    }

    /// True if every result is a distinct dimension (constants `0` allowed
    /// when `allow_zero_in_results`), like MLIR's `isProjectedPermutation`.
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 || self.results.len() > self.num_dims as usize {
            return false;
        }
        let mut seen = vec![false; self.num_dims as usize];
        for e in &self.results {
            match e {
                AffineExpr::Dim(p) => match seen.get_mut(*p as usize) {
                    Some(s) if !*s => *s = true,
                    _ => return false,
                },
                AffineExpr::Constant(0) if allow_zero_in_results => {}
                _ => return false,
            }
        }
        true
    }

    /// True if the map is a permutation of its dimensions (MLIR's
    /// `isPermutation`).
    pub fn is_permutation(&self) -> bool {
        self.results.len() == self.num_dims as usize && self.is_projected_permutation(false)
    }

    /// True if some result uses `d<pos>`.
    pub fn is_function_of_dim(&self, pos: u32) -> bool {
        self.results.iter().any(|e| e.is_function_of_dim(pos))
    }

    /// True if some result uses `s<pos>`.
    pub fn is_function_of_symbol(&self, pos: u32) -> bool {
        self.results.iter().any(|e| e.is_function_of_symbol(pos))
    }

    /// True if every result is pure affine.
    pub fn is_pure_affine(&self) -> bool {
        self.results.iter().all(AffineExpr::is_pure_affine)
    }
}

/// An integer set `(d0, ..., dn)[s0, ..., sm] : (constraints)`; constraint
/// `i` reads `constraints[i] == 0` if `eq_flags[i]`, else
/// `constraints[i] >= 0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// Number of dimension inputs.
    pub num_dims: u32,
    /// Number of symbol inputs.
    pub num_symbols: u32,
    /// The constraint expressions (compared against zero).
    pub constraints: Vec<AffineExpr>,
    /// Per constraint: `true` for an equality, `false` for `>= 0`.
    pub eq_flags: Vec<bool>,
}

impl IntegerSet {
    /// A set with the given constraints (`eq_flags` must have the same
    /// length as `constraints`; missing flags print as inequalities).
    pub fn new(num_dims: u32, num_symbols: u32, constraints: Vec<AffineExpr>, eq_flags: Vec<bool>) -> Self {
        IntegerSet {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        }
    }

    /// The canonical empty set `(dims)[syms] : (1 == 0)` (MLIR's
    /// `getEmptySet`).
    pub fn empty_set(num_dims: u32, num_symbols: u32) -> Self {
        IntegerSet::new(num_dims, num_symbols, vec![AffineExpr::Constant(1)], vec![true])
    }

    /// True if this is the canonical empty set (single `1 == 0`).
    pub fn is_empty_integer_set(&self) -> bool {
        self.constraints == [AffineExpr::Constant(1)] && self.eq_flags == [true]
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// Number of equality constraints.
    pub fn num_equalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&e| e).count()
    }

    /// Number of inequality constraints.
    pub fn num_inequalities(&self) -> usize {
        self.constraints.len() - self.num_equalities().min(self.constraints.len())
    }

    /// Number of inputs (dimensions plus symbols).
    pub fn num_inputs(&self) -> u64 {
        u64::from(self.num_dims) + u64::from(self.num_symbols)
    }
}

/// A parse error at a byte offset into the text handed to the parser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineParseError {
    /// Byte offset of the error location in the parsed text.
    pub offset: usize,
    /// The diagnostic, worded as MLIR words it.
    pub message: String,
    /// Further errors MLIR reports after this one, as (byte offset,
    /// message): one "missing operand of negation" per negation whose
    /// operand failed to parse.
    pub followups: Vec<(usize, String)>,
}

impl std::fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

/// The result of [`parse_map_or_set`]: either kind of affine structure.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MapOrSet {
    /// An affine map (`... -> (...)`).
    Map(AffineMap),
    /// An integer set (`... : (...)`).
    Set(IntegerSet),
}

/// Parses the body of `affine_map<...>`: `src` starts right after the `<`
/// (e.g. `"(d0, d1)[s0] -> (d0 * s0 + d1)> : ..."`); returns the map and the
/// byte offset of the closing `>` (not consumed).  Messages are worded as
/// MLIR's AffineParser words them ("expected '('", "use of undeclared
/// identifier", ...).
pub fn parse_affine_map(src: &str) -> Result<(AffineMap, usize), AffineParseError> {
    parser::parse_affine_map_impl(src)
}

/// Parses the body of `affine_set<...>` (e.g.
/// `"(d0)[s0] : (d0 - s0 == 0, d0 >= 0)>"`); returns the set and the byte
/// offset of the closing `>` (not consumed).
pub fn parse_integer_set(src: &str) -> Result<(IntegerSet, usize), AffineParseError> {
    parser::parse_integer_set_impl(src)
}

/// Parses an affine map or an integer set, as MLIR's
/// `parseAffineMapOrIntegerSetReference` does; returns it with the byte
/// offset of the first token after it (or `src.len()` at the end of input).
pub fn parse_map_or_set(src: &str) -> Result<(MapOrSet, usize), AffineParseError> {
    parser::parse_map_or_set_impl(src)
}
