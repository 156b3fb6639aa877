//! Printing of affine expressions, maps and integer sets exactly as MLIR's
//! `AsmPrinter` does (`printAffineExprInternal`, `printAffineMap`,
//! `printIntegerSet`).

use std::fmt::{self, Write};

use super::expr::{AffineBinaryKind, AffineExpr};
use super::{AffineMap, IntegerSet};

/// How tightly the context binds the expression being printed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

/// Writes `expr` the way MLIR prints it, naming dimensions and symbols
/// through `name(out, position, is_symbol)`.
///
/// This is the hook for printers that show operands instead of `d0`/`s0`
/// (e.g. the affine dialect's custom syntax).
pub fn write_affine_expr<W, F>(out: &mut W, expr: &AffineExpr, name: &F) -> fmt::Result
where
    W: Write + ?Sized,
    F: Fn(&mut W, u32, bool) -> fmt::Result + ?Sized,
{
    print_expr(out, expr, Binding::Weak, name)
}

fn default_name<W: Write + ?Sized>(out: &mut W, pos: u32, is_symbol: bool) -> fmt::Result {
    write!(out, "{}{}", if is_symbol { 's' } else { 'd' }, pos)
}

/// A pending piece of output of [`print_expr`].
enum Task<'a> {
    Expr(&'a AffineExpr, Binding),
    Text(&'static str),
    Int(i64),
}

/// Prints `expr` like `printAffineExprInternal`, using an explicit stack so
/// that deep trees do not exhaust the call stack.
fn print_expr<W, F>(out: &mut W, expr: &AffineExpr, ctx: Binding, name: &F) -> fmt::Result
where
    W: Write + ?Sized,
    F: Fn(&mut W, u32, bool) -> fmt::Result + ?Sized,
{
    let mut stack = vec![Task::Expr(expr, ctx)];
    let mut parts: Vec<Task<'_>> = Vec::with_capacity(8);
    while let Some(task) = stack.pop() {
        let (expr, ctx) = match task {
            Task::Text(s) => {
                out.write_str(s)?;
                continue;
            }
            Task::Int(v) => {
                write!(out, "{v}")?;
                continue;
            }
            Task::Expr(e, ctx) => (e, ctx),
        };
        let (kind, lhs, rhs) = match expr {
            AffineExpr::Symbol(p) => {
                name(out, *p, true)?;
                continue;
            }
            AffineExpr::Dim(p) => {
                name(out, *p, false)?;
                continue;
            }
            AffineExpr::Constant(c) => {
                write!(out, "{c}")?;
                continue;
            }
            _ => match expr.as_binary() {
                Some(parts) => parts,
                None => continue,
            },
        };
        parts.clear();
        let strong = ctx == Binding::Strong;
        if strong {
            parts.push(Task::Text("("));
        }
        if kind != AffineBinaryKind::Add {
            if kind == AffineBinaryKind::Mul && rhs.as_constant() == Some(-1) {
                // Multiplication by -1 prints as a negation.
                parts.push(Task::Text("-"));
                parts.push(Task::Expr(lhs, Binding::Strong));
            } else {
                parts.push(Task::Expr(lhs, Binding::Strong));
                parts.push(Task::Text(kind.spelling()));
                parts.push(Task::Expr(rhs, Binding::Strong));
            }
        } else {
            add_parts(&mut parts, lhs, rhs);
        }
        if strong {
            parts.push(Task::Text(")"));
        }
        stack.extend(parts.drain(..).rev());
    }
    Ok(())
}

/// The pieces of `lhs + rhs`, which prints as a subtraction when `rhs` is a
/// negative constant or a product with a negative constant.
fn add_parts<'a>(parts: &mut Vec<Task<'a>>, lhs: &'a AffineExpr, rhs: &'a AffineExpr) {
    if let AffineExpr::Mul(rl, rr) = rhs {
        if let Some(c) = rr.as_constant() {
            if c == -1 {
                let binding = if matches!(**rl, AffineExpr::Add(..)) {
                    Binding::Strong
                } else {
                    Binding::Weak
                };
                parts.push(Task::Expr(lhs, Binding::Weak));
                parts.push(Task::Text(" - "));
                parts.push(Task::Expr(rl, binding));
                return;
            }
            if c < -1 {
                parts.push(Task::Expr(lhs, Binding::Weak));
                parts.push(Task::Text(" - "));
                parts.push(Task::Expr(rl, Binding::Strong));
                parts.push(Task::Text(" * "));
                parts.push(Task::Int(c.wrapping_neg()));
                return;
            }
        }
    }
    if let Some(c) = rhs.as_constant() {
        if c < 0 {
            parts.push(Task::Expr(lhs, Binding::Weak));
            parts.push(Task::Text(" - "));
            parts.push(Task::Int(c.wrapping_neg()));
            return;
        }
    }
    parts.push(Task::Expr(lhs, Binding::Weak));
    parts.push(Task::Text(" + "));
    parts.push(Task::Expr(rhs, Binding::Weak));
}

fn write_id_list<W: Write + ?Sized>(out: &mut W, prefix: char, count: u32, open: char, close: char) -> fmt::Result {
    out.write_char(open)?;
    for i in 0..count {
        if i > 0 {
            out.write_str(", ")?;
        }
        write!(out, "{prefix}{i}")?;
    }
    out.write_char(close)
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(f, self, Binding::Weak, &default_name::<fmt::Formatter<'_>>)
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_id_list(f, 'd', self.num_dims, '(', ')')?;
        if self.num_symbols != 0 {
            write_id_list(f, 's', self.num_symbols, '[', ']')?;
        }
        f.write_str(" -> (")?;
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{e}")?;
        }
        f.write_char(')')
    }
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_id_list(f, 'd', self.num_dims, '(', ')')?;
        if self.num_symbols != 0 {
            write_id_list(f, 's', self.num_symbols, '[', ']')?;
        }
        f.write_str(" : (")?;
        for (i, e) in self.constraints.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            let is_eq = self.eq_flags.get(i).copied().unwrap_or(false);
            write!(f, "{e}{}", if is_eq { " == 0" } else { " >= 0" })?;
        }
        f.write_char(')')
    }
}
