//! `simplifyAffineExpr` (MLIR 22's `AffineExpr.cpp`) for the sums of
//! products that memref layouts are made of: the expression is flattened
//! into coefficients of dimensions, symbols and semi-affine products
//! ("locals") plus a constant, then rebuilt in MLIR's order (pure affine:
//! dimensions, symbols, locals, constant; semi-affine: sorted by
//! dimension and symbol position, unless the expression already is in
//! flat order). `mod`, `floordiv` and `ceildiv` by a positive constant
//! become division locals as MLIR's flattener makes them (the gcd of the
//! dividend and the divisor cancelled; `e mod c` is `e - c * (e floordiv
//! c)`); by anything else they are left as they are.

use ir::affine::AffineExpr;

/// The flat form of an expression: one coefficient per dimension, symbol
/// and local, and the constant term.
#[derive(Clone)]
struct Flat {
    dims: Vec<i64>,
    syms: Vec<i64>,
    locals: Vec<i64>,
    constant: i64,
}

/// The flattener's state: the sizes and the semi-affine locals met so far.
struct Flattener {
    num_dims: usize,
    num_syms: usize,
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn zero(&self) -> Flat {
        Flat {
            dims: vec![0; self.num_dims],
            syms: vec![0; self.num_syms],
            locals: vec![0; self.locals.len()],
            constant: 0,
        }
    }

    /// `SimpleAffineExprFlattener::walkPostOrder` over sums and products.
    fn flatten(&mut self, e: &AffineExpr) -> Option<Flat> {
        let mut out = self.zero();
        match e {
            AffineExpr::Dim(p) => *out.dims.get_mut(*p as usize)? = 1,
            AffineExpr::Symbol(p) => *out.syms.get_mut(*p as usize)? = 1,
            AffineExpr::Constant(c) => out.constant = *c,
            AffineExpr::Add(l, r) => {
                let a = self.flatten(l)?;
                let b = self.flatten(r)?;
                return Some(add(&a, &b));
            }
            AffineExpr::Mul(l, r) => {
                let a = self.flatten(l)?;
                let b = self.flatten(r)?;
                if let AffineExpr::Constant(c) = r.as_ref() {
                    return Some(scale(&a, *c));
                }
                let product = self.rebuild(&a).mul(self.rebuild(&b));
                let at = match self.locals.iter().position(|x| *x == product) {
                    Some(at) => at,
                    None => {
                        self.locals.push(product);
                        self.locals.len() - 1
                    }
                };
                out = self.zero();
                *out.locals.get_mut(at)? = 1;
            }
            AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
                let ceil = matches!(e, AffineExpr::CeilDiv(..));
                return self.flatten_div(l, r, ceil);
            }
            AffineExpr::Mod(l, r) => return self.flatten_mod(l, r),
        }
        Some(out)
    }

    /// The index of `local` among the locals, added when new.
    fn local(&mut self, local: AffineExpr) -> usize {
        match self.locals.iter().position(|x| *x == local) {
            Some(at) => at,
            None => {
                self.locals.push(local);
                self.locals.len() - 1
            }
        }
    }

    /// `visitDivExpr` by a positive constant: the gcd of the dividend's
    /// coefficients and the divisor cancelled, the dividend itself when the
    /// divisor becomes 1, else a local for the division.
    fn flatten_div(&mut self, l: &AffineExpr, r: &AffineExpr, ceil: bool) -> Option<Flat> {
        let AffineExpr::Constant(c) = *r else {
            return None;
        };
        if c <= 0 {
            return None;
        }
        let mut a = self.flatten(l)?;
        let g = gcd_of(&a, c);
        let a_div = scale_div(&a, g);
        let divisor = c / g;
        if divisor == 1 {
            return Some(a_div);
        }
        let dividend = self.rebuild(&a_div);
        let divisor = AffineExpr::Constant(divisor);
        let at = self.local(if ceil {
            dividend.ceil_div(divisor)
        } else {
            dividend.floor_div(divisor)
        });
        a = self.zero();
        *a.locals.get_mut(at)? = 1;
        Some(a)
    }

    /// `visitModExpr` by a positive constant: 0 for a multiple of it, else
    /// the dividend less the divisor times a local for the (gcd-cancelled)
    /// floor division.
    fn flatten_mod(&mut self, l: &AffineExpr, r: &AffineExpr) -> Option<Flat> {
        let AffineExpr::Constant(c) = *r else {
            return None;
        };
        if c <= 0 {
            return None;
        }
        let mut a = self.flatten(l)?;
        if coefficients(&a).all(|x| x % c == 0) {
            return Some(self.zero());
        }
        let g = gcd_of(&a, c);
        let dividend = self.rebuild(&scale_div(&a, g));
        let at = self.local(dividend.floor_div(AffineExpr::Constant(c / g)));
        a.locals.resize(self.locals.len(), 0);
        *a.locals.get_mut(at)? -= c;
        Some(a)
    }

    /// `getAffineExprFromFlatForm`.
    fn rebuild(&self, f: &Flat) -> AffineExpr {
        let mut expr = AffineExpr::Constant(0);
        for (j, &c) in f.dims.iter().enumerate().filter(|(_, &c)| c != 0) {
            expr = expr.add(AffineExpr::Dim(j as u32).mul(AffineExpr::Constant(c)));
        }
        for (j, &c) in f.syms.iter().enumerate().filter(|(_, &c)| c != 0) {
            expr = expr.add(AffineExpr::Symbol(j as u32).mul(AffineExpr::Constant(c)));
        }
        for (local, &c) in self.locals.iter().zip(&f.locals).filter(|(_, &c)| c != 0) {
            expr = expr.add(local.clone().mul(AffineExpr::Constant(c)));
        }
        if f.constant != 0 {
            expr = expr.add(AffineExpr::Constant(f.constant));
        }
        expr
    }

    /// `getSemiAffineExprFromFlatForm`: terms sorted by the position of
    /// their dimension (dimensions first, then products with symbols, then
    /// symbols), other locals after them, the constant last.
    fn rebuild_semi_affine(&self, f: &Flat) -> AffineExpr {
        let sym_key = self.num_dims.max(self.num_syms) as i64;
        let mut offset_sym = 0i64;
        let mut offset_dim = -1i64;
        let mut keyed: Vec<((usize, i64), AffineExpr, i64)> = Vec::new();
        for (j, &c) in f.syms.iter().enumerate().filter(|(_, &c)| c != 0) {
            keyed.push(((j, sym_key + offset_sym), AffineExpr::Symbol(j as u32), c));
            offset_sym += 1;
        }
        let mut placed = vec![false; self.locals.len()];
        for (i, (local, &c)) in self.locals.iter().zip(&f.locals).enumerate() {
            if c == 0 {
                continue;
            }
            let key = match local {
                AffineExpr::Mul(l, r)
                | AffineExpr::Mod(l, r)
                | AffineExpr::FloorDiv(l, r)
                | AffineExpr::CeilDiv(l, r) => match (l.as_ref(), r.as_ref()) {
                    (AffineExpr::Dim(d), AffineExpr::Constant(_)) => {
                        offset_dim -= 1;
                        Some((*d as usize, offset_dim + 1))
                    }
                    (AffineExpr::Dim(d), AffineExpr::Symbol(s)) => Some((*d as usize, i64::from(*s))),
                    (AffineExpr::Symbol(s), AffineExpr::Constant(_) | AffineExpr::Symbol(_) | AffineExpr::Dim(_)) => {
                        offset_sym += 1;
                        Some((*s as usize, sym_key + offset_sym - 1))
                    }
                    _ => None,
                },
                _ => None,
            };
            if let Some(key) = key {
                keyed.push((key, local.clone(), c));
                if let Some(p) = placed.get_mut(i) {
                    *p = true;
                }
            }
        }
        for (j, &c) in f.dims.iter().enumerate().filter(|(_, &c)| c != 0) {
            keyed.push(((j, offset_dim), AffineExpr::Dim(j as u32), c));
            offset_dim -= 1;
        }
        keyed.sort_by_key(|(key, ..)| *key);
        let mut expr = AffineExpr::Constant(0);
        for (_, term, c) in keyed {
            expr = expr.add(term.mul(AffineExpr::Constant(c)));
        }
        for ((local, &c), done) in self.locals.iter().zip(&f.locals).zip(placed) {
            if c != 0 && !done {
                expr = expr.add(local.clone().mul(AffineExpr::Constant(c)));
            }
        }
        if f.constant != 0 {
            expr = expr.add(AffineExpr::Constant(f.constant));
        }
        expr
    }
}

/// The coefficient-wise sum of two flat forms (locals padded with zeros).
fn add(a: &Flat, b: &Flat) -> Flat {
    let zip = |x: &[i64], y: &[i64]| -> Vec<i64> {
        (0..x.len().max(y.len()))
            .map(|i| {
                x.get(i)
                    .copied()
                    .unwrap_or(0)
                    .wrapping_add(y.get(i).copied().unwrap_or(0))
            })
            .collect()
    };
    Flat {
        dims: zip(&a.dims, &b.dims),
        syms: zip(&a.syms, &b.syms),
        locals: zip(&a.locals, &b.locals),
        constant: a.constant.wrapping_add(b.constant),
    }
}

/// Every coefficient of a flat form, the constant last.
fn coefficients(a: &Flat) -> impl Iterator<Item = i64> + '_ {
    a.dims
        .iter()
        .chain(&a.syms)
        .chain(&a.locals)
        .copied()
        .chain(std::iter::once(a.constant))
}

/// The gcd of `c` and every coefficient of `a`.
fn gcd_of(a: &Flat, c: i64) -> i64 {
    coefficients(a).fold(c.unsigned_abs(), |g, x| gcd(g, x.unsigned_abs())) as i64
}

/// `std::gcd`.
fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A flat form divided by `g` (a divisor of every coefficient).
fn scale_div(a: &Flat, g: i64) -> Flat {
    if g <= 1 {
        return a.clone();
    }
    let div = |v: &[i64]| v.iter().map(|x| x / g).collect();
    Flat {
        dims: div(&a.dims),
        syms: div(&a.syms),
        locals: div(&a.locals),
        constant: a.constant / g,
    }
}

/// A flat form times a constant.
fn scale(a: &Flat, c: i64) -> Flat {
    let times = |v: &[i64]| v.iter().map(|x| x.wrapping_mul(c)).collect();
    Flat {
        dims: times(&a.dims),
        syms: times(&a.syms),
        locals: times(&a.locals),
        constant: a.constant.wrapping_mul(c),
    }
}

/// `simplifyAffineExpr(expr, numDims, numSymbols)` for sums of products.
pub(crate) fn simplify_affine_expr(expr: &AffineExpr, num_dims: usize, num_syms: usize) -> AffineExpr {
    let mut flattener = Flattener {
        num_dims,
        num_syms,
        locals: Vec::new(),
    };
    let Some(mut flat) = flattener.flatten(expr) else {
        return expr.clone();
    };
    flat.locals.resize(flattener.locals.len(), 0);
    if expr.is_pure_affine() {
        return flattener.rebuild(&flat);
    }
    if flattener.rebuild(&flat) == *expr {
        return expr.clone();
    }
    flattener.rebuild_semi_affine(&flat)
}
