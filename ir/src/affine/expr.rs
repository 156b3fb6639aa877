//! Affine expressions and their construction-time simplification.
//!
//! MLIR uniques affine expressions and simplifies every binary expression
//! when it is built (`getAffineBinaryOpExpr`, `operator+`, `operator*`,
//! `floorDiv`, `ceilDiv`, `operator%`).  The builders here perform exactly
//! the same rewrites, so two expressions built through them are structurally
//! equal exactly when MLIR would hand out the same uniqued pointer.
//!
//! Integer arithmetic follows what MLIR 22 does on `int64_t`: folding two
//! constants is skipped when it would overflow (the expression is then kept
//! unfolded), while the coefficient merges inside the other rewrites wrap.

/// The kind of a binary affine expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AffineBinaryKind {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`.
    Mul,
    /// `lhs mod rhs`.
    Mod,
    /// `lhs floordiv rhs`.
    FloorDiv,
    /// `lhs ceildiv rhs`.
    CeilDiv,
}

impl AffineBinaryKind {
    /// The keyword or operator MLIR prints between the operands, with the
    /// surrounding spaces (e.g. `" floordiv "`).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryKind::Add => " + ",
            AffineBinaryKind::Mul => " * ",
            AffineBinaryKind::Mod => " mod ",
            AffineBinaryKind::FloorDiv => " floordiv ",
            AffineBinaryKind::CeilDiv => " ceildiv ",
        }
    }
}

/// An affine expression: a tree over dimensions, symbols and 64-bit
/// constants.
///
/// Build binary expressions with [`AffineExpr::add`], [`AffineExpr::mul`],
/// [`AffineExpr::floor_div`], [`AffineExpr::ceil_div`],
/// [`AffineExpr::modulo`], [`AffineExpr::neg`], [`AffineExpr::sub`] or
/// [`AffineExpr::binary`]; they simplify like MLIR does.  Constructing the
/// binary variants directly bypasses simplification (like MLIR's storage
/// uniquer would) and is only useful to represent unsimplified trees.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// Dimension identifier `d<N>`.
    Dim(u32),
    /// Symbol identifier `s<N>`.
    Symbol(u32),
    /// Integer constant.
    Constant(i64),
    /// `lhs + rhs`.
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs * rhs`.
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs mod rhs`.
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs floordiv rhs`.
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs ceildiv rhs`.
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

use AffineExpr::{Add, CeilDiv, Constant, Dim, FloorDiv, Mod, Mul, Symbol};

impl AffineExpr {
    /// The dimension expression `d<pos>`.
    pub fn dim(pos: u32) -> Self {
        Dim(pos)
    }

    /// The symbol expression `s<pos>`.
    pub fn symbol(pos: u32) -> Self {
        Symbol(pos)
    }

    /// The constant expression `value`.
    pub fn constant(value: i64) -> Self {
        Constant(value)
    }

    /// Builds a binary expression of `kind` without any simplification
    /// (MLIR's raw storage construction).
    pub fn raw_binary(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> Self {
        let (l, r) = (Box::new(lhs), Box::new(rhs));
        match kind {
            AffineBinaryKind::Add => Add(l, r),
            AffineBinaryKind::Mul => Mul(l, r),
            AffineBinaryKind::Mod => Mod(l, r),
            AffineBinaryKind::FloorDiv => FloorDiv(l, r),
            AffineBinaryKind::CeilDiv => CeilDiv(l, r),
        }
    }

    /// Builds a simplified binary expression of `kind`, like MLIR's
    /// `getAffineBinaryOpExpr`.
    pub fn binary(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> Self {
        match kind {
            AffineBinaryKind::Add => add_expr(lhs, rhs),
            AffineBinaryKind::Mul => mul_expr(lhs, rhs),
            AffineBinaryKind::Mod => mod_expr(lhs, rhs),
            AffineBinaryKind::FloorDiv => floor_div_expr(lhs, rhs),
            AffineBinaryKind::CeilDiv => ceil_div_expr(lhs, rhs),
        }
    }

    /// `self + rhs`, simplified as MLIR's `AffineExpr::operator+`.
    #[allow(clippy::should_implement_trait)]
    pub fn add(self, rhs: AffineExpr) -> Self {
        add_expr(self, rhs)
    }

    /// `self * rhs`, simplified as MLIR's `AffineExpr::operator*`.
    ///
    /// MLIR requires one operand to be symbolic or constant; when neither
    /// is, the product is built unsimplified instead of asserting.
    #[allow(clippy::should_implement_trait)]
    pub fn mul(self, rhs: AffineExpr) -> Self {
        mul_expr(self, rhs)
    }

    /// `self floordiv rhs`, simplified as MLIR's `AffineExpr::floorDiv`.
    pub fn floor_div(self, rhs: AffineExpr) -> Self {
        floor_div_expr(self, rhs)
    }

    /// `self ceildiv rhs`, simplified as MLIR's `AffineExpr::ceilDiv`.
    pub fn ceil_div(self, rhs: AffineExpr) -> Self {
        ceil_div_expr(self, rhs)
    }

    /// `self mod rhs`, simplified as MLIR's `AffineExpr::operator%`.
    pub fn modulo(self, rhs: AffineExpr) -> Self {
        mod_expr(self, rhs)
    }

    /// `-self`, i.e. `self * -1` (MLIR's unary `operator-`).
    #[allow(clippy::should_implement_trait)]
    pub fn neg(self) -> Self {
        mul_expr(self, Constant(-1))
    }

    /// `self - rhs`, i.e. `self + rhs * -1` (MLIR's binary `operator-`).
    #[allow(clippy::should_implement_trait)]
    pub fn sub(self, rhs: AffineExpr) -> Self {
        add_expr(self, rhs.neg())
    }

    /// The constant value if this is a constant expression.
    pub fn as_constant(&self) -> Option<i64> {
        match self {
            Constant(c) => Some(*c),
            _ => None,
        }
    }

    /// The kind and operands if this is a binary expression.
    pub fn as_binary(&self) -> Option<(AffineBinaryKind, &AffineExpr, &AffineExpr)> {
        match self {
            Add(l, r) => Some((AffineBinaryKind::Add, l, r)),
            Mul(l, r) => Some((AffineBinaryKind::Mul, l, r)),
            Mod(l, r) => Some((AffineBinaryKind::Mod, l, r)),
            FloorDiv(l, r) => Some((AffineBinaryKind::FloorDiv, l, r)),
            CeilDiv(l, r) => Some((AffineBinaryKind::CeilDiv, l, r)),
            Dim(_) | Symbol(_) | Constant(_) => None,
        }
    }

    /// Returns true for binary expressions of the given kind.
    pub fn is_binary_kind(&self, kind: AffineBinaryKind) -> bool {
        matches!(self.as_binary(), Some((k, _, _)) if k == kind)
    }

    /// True if the expression contains no dimension (only symbols and
    /// constants), like MLIR's `isSymbolicOrConstant`.
    pub fn is_symbolic_or_constant(&self) -> bool {
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            match e {
                Dim(_) => return false,
                Symbol(_) | Constant(_) => {}
                Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
                    stack.push(l);
                    stack.push(r);
                }
            }
        }
        true
    }

    /// True if the expression is pure affine: multiplication needs a
    /// constant operand and div/mod need a constant right operand (MLIR's
    /// `isPureAffine`).
    pub fn is_pure_affine(&self) -> bool {
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            match e {
                Dim(_) | Symbol(_) | Constant(_) => {}
                Add(l, r) => {
                    stack.push(l);
                    stack.push(r);
                }
                Mul(l, r) => {
                    if l.as_constant().is_none() && r.as_constant().is_none() {
                        return false;
                    }
                    stack.push(l);
                    stack.push(r);
                }
                Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
                    if r.as_constant().is_none() {
                        return false;
                    }
                    stack.push(l);
                }
            }
        }
        true
    }

    /// The largest integer known to divide the expression, computed as
    /// MLIR's `getLargestKnownDivisor` does (with its wrapping `int64_t`
    /// arithmetic).
    pub fn largest_known_divisor(&self) -> i64 {
        enum Step<'a> {
            Visit(&'a AffineExpr),
            Combine(&'a AffineExpr),
        }
        let mut steps = vec![Step::Visit(self)];
        let mut values: Vec<i64> = Vec::new();
        while let Some(step) = steps.pop() {
            match step {
                Step::Visit(e) => match e {
                    Dim(_) | Symbol(_) => values.push(1),
                    Constant(c) => values.push(c.wrapping_abs()),
                    Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
                        steps.push(Step::Combine(e));
                        steps.push(Step::Visit(r));
                        steps.push(Step::Visit(l));
                    }
                },
                Step::Combine(e) => {
                    let r = values.pop().unwrap_or(1);
                    let l = values.pop().unwrap_or(1);
                    let v = match e {
                        Mul(..) => l.wrapping_mul(r),
                        Add(..) | Mod(..) => gcd_u64(l.unsigned_abs(), r.unsigned_abs()) as i64,
                        FloorDiv(_, rhs) | CeilDiv(_, rhs) => match rhs.as_constant() {
                            Some(c) if c != 0 && l.wrapping_rem(c) == 0 => l.wrapping_div(c),
                            _ => 1,
                        },
                        Dim(_) | Symbol(_) | Constant(_) => 1,
                    };
                    values.push(v);
                }
            }
        }
        values.pop().unwrap_or(1)
    }

    /// True if the expression is known to be a multiple of `factor` (MLIR's
    /// `isMultipleOf`).
    pub fn is_multiple_of(&self, factor: i64) -> bool {
        if factor == 0 {
            return false;
        }
        match self {
            Dim(_) | Symbol(_) => factor.wrapping_mul(factor) == 1,
            Constant(c) => c.wrapping_rem(factor) == 0,
            Mul(l, r) => {
                let l = l.largest_known_divisor();
                let r = r.largest_known_divisor();
                l.wrapping_rem(factor) == 0
                    || r.wrapping_rem(factor) == 0
                    || l.wrapping_mul(r).wrapping_rem(factor) == 0
            }
            Add(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
                let g = gcd_u64(
                    l.largest_known_divisor().unsigned_abs(),
                    r.largest_known_divisor().unsigned_abs(),
                );
                (g as i64).wrapping_rem(factor) == 0
            }
        }
    }

    /// True if `d<pos>` occurs in the expression.
    pub fn is_function_of_dim(&self, pos: u32) -> bool {
        self.any_leaf(|e| *e == Dim(pos))
    }

    /// True if `s<pos>` occurs in the expression.
    pub fn is_function_of_symbol(&self, pos: u32) -> bool {
        self.any_leaf(|e| *e == Symbol(pos))
    }

    fn any_leaf(&self, pred: impl Fn(&AffineExpr) -> bool) -> bool {
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            match e.as_binary() {
                Some((_, l, r)) => {
                    stack.push(l);
                    stack.push(r);
                }
                None => {
                    if pred(e) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Depth of the expression tree (a leaf has depth 1).
    pub fn depth(&self) -> usize {
        let mut max = 0;
        let mut stack = vec![(self, 1usize)];
        while let Some((e, d)) = stack.pop() {
            max = max.max(d);
            if let Some((_, l, r)) = e.as_binary() {
                stack.push((l, d + 1));
                stack.push((r, d + 1));
            }
        }
        max
    }

    /// Substitutes `d<i>` by `dims[i]` and `s<i>` by `symbols[i]` (positions
    /// beyond the slices are kept) and rebuilds the expression with
    /// simplification, like MLIR's `replaceDimsAndSymbols`.
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], symbols: &[AffineExpr]) -> Self {
        match self {
            Constant(_) => self.clone(),
            Dim(p) => dims.get(*p as usize).unwrap_or(self).clone(),
            Symbol(p) => symbols.get(*p as usize).unwrap_or(self).clone(),
            Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
                let nl = l.replace_dims_and_symbols(dims, symbols);
                let nr = r.replace_dims_and_symbols(dims, symbols);
                if nl == **l && nr == **r {
                    return self.clone();
                }
                let kind = match self.as_binary() {
                    Some((k, _, _)) => k,
                    None => return self.clone(),
                };
                AffineExpr::binary(kind, nl, nr)
            }
        }
    }
}

/// Greatest common divisor of magnitudes, like `std::gcd` on `int64_t`.
fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// Floor division of `a` by a nonzero `b`; `None` if it overflows.
pub(super) fn floor_div_i64(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// Ceiling division of `a` by a nonzero `b`; `None` if it overflows.
pub(super) fn ceil_div_i64(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        Some(q + 1)
    } else {
        Some(q)
    }
}

fn is_const(e: &AffineExpr, v: i64) -> bool {
    matches!(e, Constant(c) if *c == v)
}

/// MLIR 22 orders the operands of `d_i + d_j`, `s_i + s_j`, `d_i * d_j` and
/// `s_i * s_j` by position.
fn leaves_out_of_order(lhs: &AffineExpr, rhs: &AffineExpr) -> bool {
    match (lhs, rhs) {
        (Dim(a), Dim(b)) | (Symbol(a), Symbol(b)) => a > b,
        _ => false,
    }
}

fn add_expr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match simplify_add(&lhs, &rhs) {
        Some(e) => e,
        None => Add(Box::new(lhs), Box::new(rhs)),
    }
}

fn mul_expr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match simplify_mul(&lhs, &rhs) {
        Some(e) => e,
        None => Mul(Box::new(lhs), Box::new(rhs)),
    }
}

fn floor_div_expr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match simplify_floor_div(&lhs, &rhs) {
        Some(e) => e,
        None => FloorDiv(Box::new(lhs), Box::new(rhs)),
    }
}

fn ceil_div_expr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match simplify_ceil_div(&lhs, &rhs) {
        Some(e) => e,
        None => CeilDiv(Box::new(lhs), Box::new(rhs)),
    }
}

fn mod_expr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match simplify_mod(&lhs, &rhs) {
        Some(e) => e,
        None => Mod(Box::new(lhs), Box::new(rhs)),
    }
}

/// `(e, c)` if `expr` is `e * c` with a constant `c`.
fn as_mul_by_const(expr: &AffineExpr) -> Option<(&AffineExpr, i64)> {
    match expr {
        Mul(l, r) => r.as_constant().map(|c| (&**l, c)),
        _ => None,
    }
}

/// `(e, c)` if `expr` is `e + c` with a constant `c`.
fn as_add_of_const(expr: &AffineExpr) -> Option<(&AffineExpr, i64)> {
    match expr {
        Add(l, r) => r.as_constant().map(|c| (&**l, c)),
        _ => None,
    }
}

fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        // MLIR 22 refuses to fold on overflow and keeps `a + b`.
        return a.checked_add(b).map(Constant);
    }

    // Canonicalize so that only the RHS is a constant, and a symbolic
    // operand goes to the right of a non-symbolic one.
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(add_expr(rhs.clone(), lhs.clone()));
    }
    if leaves_out_of_order(lhs, rhs) {
        return Some(add_expr(rhs.clone(), lhs.clone()));
    }

    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }

    // (e + c1) + c2 -> e + (c1 + c2).
    if let (Some((e, c1)), Some(c2)) = (as_add_of_const(lhs), rhs_const) {
        return Some(add_expr(e.clone(), Constant(c1.wrapping_add(c2))));
    }

    // c1 * e + c2 * e -> (c1 + c2) * e.
    let (first, c1) = as_mul_by_const(lhs).unwrap_or((lhs, 1));
    let (second, c2) = as_mul_by_const(rhs).unwrap_or((rhs, 1));
    if first == second {
        return Some(mul_expr(first.clone(), Constant(c1.wrapping_add(c2))));
    }

    // (e + c) + f -> (e + f) + c.
    if let Some((e, c)) = as_add_of_const(lhs) {
        return Some(add_expr(add_expr(e.clone(), rhs.clone()), Constant(c)));
    }

    // e - q * (e floordiv q) -> e mod q.
    let (_, lrhs, rrhs) = rhs.as_binary()?;
    if is_const(rrhs, -1) {
        if let Mul(llrhs, rlrhs) = lrhs {
            match &**llrhs {
                FloorDiv(a, b) => {
                    if **b == **rlrhs && **a == *lhs {
                        return Some(mod_expr(lhs.clone(), (**rlrhs).clone()));
                    }
                }
                _ => return None,
            }
        }
    }
    // e + (e floordiv c) * -c -> e mod c, for a positive constant c.
    let FloorDiv(llrhs, rlrhs) = lrhs else {
        return None;
    };
    if !matches!(rhs, Mul(..)) {
        return None;
    }
    if matches!(**rlrhs, Constant(q) if q > 0) && **llrhs == *lhs && **rlrhs == rrhs.clone().neg() {
        return Some(mod_expr(lhs.clone(), (**rlrhs).clone()));
    }
    // (a + b) + (x floordiv c) * k -> a + (b + (x floordiv c) * k) when the
    // inner sum simplifies.
    if let Add(a, b) = lhs {
        if let Some(inner) = simplify_add(b, rhs) {
            return Some(add_expr((**a).clone(), inner));
        }
    }
    None
}

fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        // MLIR 22 refuses to fold on overflow and keeps `a * b`.
        return a.checked_mul(b).map(Constant);
    }

    if leaves_out_of_order(lhs, rhs) {
        return Some(mul_expr(rhs.clone(), lhs.clone()));
    }
    let lhs_sym = lhs.is_symbolic_or_constant();
    let rhs_sym = rhs.is_symbolic_or_constant();
    if !lhs_sym && !rhs_sym {
        // Not affine; MLIR asserts here.  Keep the product as is.
        return None;
    }

    // Canonicalize so that the constant / symbolic operand is the RHS.
    if !rhs_sym || lhs_const.is_some() {
        return Some(mul_expr(rhs.clone(), lhs.clone()));
    }

    match rhs_const {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(Constant(0)),
        _ => {}
    }

    // (e * c1) * c2 -> e * (c1 * c2).
    if let (Some((e, c1)), Some(c2)) = (as_mul_by_const(lhs), rhs_const) {
        return Some(mul_expr(e.clone(), Constant(c1.wrapping_mul(c2))));
    }

    // (e * c) * f -> (e * f) * c.
    if let Some((e, c)) = as_mul_by_const(lhs) {
        return Some(mul_expr(mul_expr(e.clone(), rhs.clone()), Constant(c)));
    }
    None
}

fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant()?;
    if c == 0 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return floor_div_i64(l, c).map(Constant);
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    // (e * k) floordiv c -> e * (k / c) when c divides k.
    if let Some((e, k)) = as_mul_by_const(lhs) {
        if k.wrapping_rem(c) == 0 {
            return Some(mul_expr(e.clone(), Constant(k.wrapping_div(c))));
        }
    }
    // (a + b) floordiv c -> a floordiv c + b floordiv c when c divides a or b.
    if let Add(a, b) = lhs {
        let ad = a.largest_known_divisor();
        let bd = b.largest_known_divisor();
        if ad.wrapping_rem(c) == 0 || bd.wrapping_rem(c) == 0 {
            return Some(add_expr(
                floor_div_expr((**a).clone(), Constant(c)),
                floor_div_expr((**b).clone(), Constant(c)),
            ));
        }
    }
    None
}

fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant()?;
    if c == 0 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return ceil_div_i64(l, c).map(Constant);
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    // (e * k) ceildiv c -> e * (k / c) when c divides k.
    if let Some((e, k)) = as_mul_by_const(lhs) {
        if k.wrapping_rem(c) == 0 {
            return Some(mul_expr(e.clone(), Constant(k.wrapping_div(c))));
        }
    }
    None
}

fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant()?;
    // mod by zero or a negative number is left alone.
    if c < 1 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return Some(Constant(l.rem_euclid(c)));
    }
    // e mod c -> 0 when e is known to be a multiple of c.
    if lhs.largest_known_divisor().wrapping_rem(c) == 0 {
        return Some(Constant(0));
    }
    match lhs {
        // (a + b) mod c drops the summand that is a multiple of c.
        Add(a, b) => {
            if a.largest_known_divisor().wrapping_rem(c) == 0 {
                return Some(mod_expr((**b).clone(), Constant(c)));
            }
            if b.largest_known_divisor().wrapping_rem(c) == 0 {
                return Some(mod_expr((**a).clone(), Constant(c)));
            }
        }
        // (e mod k) mod c -> e mod c when c divides k.
        Mod(e, k) => {
            if let Some(k) = k.as_constant() {
                if k >= 1 && k.rem_euclid(c) == 0 {
                    return Some(mod_expr((**e).clone(), Constant(c)));
                }
            }
        }
        _ => {}
    }
    None
}
