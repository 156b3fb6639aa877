//! Affine expressions and maps of SSA values as the affine ops write them
//! (`%A[%i + 1, symbol(%n)]`, `(%d0)[%s0]`): MLIR's `AffineParser` reading
//! SSA ids, and `printAffineMapOfSSAIds`.

use ir::affine::{AffineBinaryKind, AffineExpr, AffineMap};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{OpAsmParser, Punct, UnresolvedOperand};
use ir::Value;

use crate::affine::{index_type, PResult};

/// `(` operands `)` with an optional `[` symbols `]`, all of index type
/// (`parseDimAndSymbolList`); returns the values and the number of dims.
pub(super) fn parse_dim_and_symbol_list(p: &mut OpAsmParser<'_, '_>) -> PResult<(Vec<Value>, usize)> {
    let mut ops = parse_delimited_operands(p, Punct::LParen, Punct::RParen, false)?;
    let num_dims = ops.len();
    ops.extend(parse_delimited_operands(p, Punct::LSquare, Punct::RSquare, true)?);
    let idx = index_type(p.ctx());
    let mut values = Vec::with_capacity(ops.len());
    for u in ops {
        values.push(p.resolve_operand(u, idx)?);
    }
    Ok((values, num_dims))
}

/// `parseOperandList` with a (possibly optional) delimiter.
pub(crate) fn parse_delimited_operands<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    open: Punct,
    close: Punct,
    optional: bool,
) -> PResult<Vec<UnresolvedOperand<'a>>> {
    if optional {
        if !p.parse_optional_punct(open) {
            return Ok(Vec::new());
        }
    } else {
        p.parse_punct(open)?;
    }
    let mut v = Vec::new();
    if p.parse_optional_punct(close) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_operand()?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(close)?;
    Ok(v)
}

/// `printDimAndSymbolList`: `(%d0, %d1)[%s0]`.
pub(super) fn print_dim_and_symbol_list(p: &mut OpAsmPrinter<'_, '_>, operands: &[Value], num_dims: usize) {
    let num_dims = num_dims.min(operands.len());
    p.print("(");
    p.print_operands(&operands[..num_dims]);
    p.print(")");
    if operands.len() > num_dims {
        p.print("[");
        p.print_operands(&operands[num_dims..]);
        p.print("]");
    }
}

// ----- affine expressions of SSA ids -----

/// The state of MLIR's `AffineParser` when it reads SSA ids: the ids seen,
/// each with the dim or symbol expression it became.
#[derive(Default)]
pub(super) struct SsaIds<'a> {
    seen: Vec<(UnresolvedOperand<'a>, AffineExpr)>,
    /// Operands used as dimensions, in order.
    pub dims: Vec<UnresolvedOperand<'a>>,
    /// Operands used as symbols, in order.
    pub syms: Vec<UnresolvedOperand<'a>>,
}

impl<'a> SsaIds<'a> {
    /// `parseSSAIdExpr`: an id seen before is found by its name token
    /// alone (MLIR 22 compares the `%name` spelling, so a `#N` after a
    /// repeated name is left unread); a new one is read whole.
    fn id(&mut self, p: &mut OpAsmParser<'_, 'a>, is_symbol: bool) -> PResult<AffineExpr> {
        if let Some((_, e)) = self.seen.iter().find(|(s, _)| p.parse_optional_ssa_name_token(s.name)) {
            return Ok(e.clone());
        }
        let Some(u) = p.parse_optional_operand()? else {
            return Err(p.error("expected ssa identifier"));
        };
        let e = if is_symbol {
            self.syms.push(u);
            AffineExpr::symbol(self.syms.len() as u32 - 1)
        } else {
            self.dims.push(u);
            AffineExpr::dim(self.dims.len() as u32 - 1)
        };
        self.seen.push((u, e.clone()));
        Ok(e)
    }

    /// Dims then symbols, as the op's operands list them.
    pub fn operands(&self) -> Vec<UnresolvedOperand<'a>> {
        self.dims.iter().chain(self.syms.iter()).copied().collect()
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Low {
    Add,
    Sub,
}

fn parse_low_op(p: &mut OpAsmParser<'_, '_>) -> Option<Low> {
    if p.parse_optional_punct(Punct::Plus) {
        Some(Low::Add)
    } else if p.peek_punct(Punct::Minus) {
        p.parse_optional_punct(Punct::Minus);
        Some(Low::Sub)
    } else {
        None
    }
}

fn parse_high_op(p: &mut OpAsmParser<'_, '_>) -> Option<AffineBinaryKind> {
    if p.parse_optional_punct(Punct::Star) {
        Some(AffineBinaryKind::Mul)
    } else if p.parse_optional_keyword("floordiv") {
        Some(AffineBinaryKind::FloorDiv)
    } else if p.parse_optional_keyword("ceildiv") {
        Some(AffineBinaryKind::CeilDiv)
    } else if p.parse_optional_keyword("mod") {
        Some(AffineBinaryKind::Mod)
    } else {
        None
    }
}

fn low_combine(op: Low, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match op {
        Low::Add => lhs.add(rhs),
        Low::Sub => lhs.sub(rhs),
    }
}

fn high_combine(
    p: &OpAsmParser<'_, '_>,
    op: AffineBinaryKind,
    lhs: AffineExpr,
    rhs: AffineExpr,
    at: usize,
) -> PResult<AffineExpr> {
    match op {
        AffineBinaryKind::Mul => {
            if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                return Err(p.error_at(
                    at,
                    "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                ));
            }
        }
        _ => {
            if !rhs.is_symbolic_or_constant() {
                let what = match op {
                    AffineBinaryKind::FloorDiv => "floordiv",
                    AffineBinaryKind::CeilDiv => "ceildiv",
                    _ => "mod",
                };
                return Err(p.error_at(
                    at,
                    format!("non-affine expression: right operand of {what} has to be either a constant or symbolic"),
                ));
            }
        }
    }
    Ok(AffineExpr::binary(op, lhs, rhs))
}

/// `parseAffineOperandExpr`.
fn parse_operand_expr<'a>(p: &mut OpAsmParser<'_, 'a>, ids: &mut SsaIds<'a>, has_lhs: bool) -> PResult<AffineExpr> {
    if p.parse_optional_keyword("symbol") {
        if !p.parse_optional_punct(Punct::LParen) {
            return Err(p.error_wrong_token("expected '(' at start of SSA symbol"));
        }
        let e = ids.id(p, true)?;
        if !p.parse_optional_punct(Punct::RParen) {
            return Err(p.error_wrong_token("expected ')' at end of SSA symbol"));
        }
        return Ok(e);
    }
    if p.peek_punct(Punct::LParen) {
        p.parse_optional_punct(Punct::LParen);
        if p.peek_punct(Punct::RParen) {
            return Err(p.error("no expression inside parentheses"));
        }
        let e = parse_expr(p, ids)?;
        if !p.parse_optional_punct(Punct::RParen) {
            return Err(p.error("expected ')'"));
        }
        return Ok(e);
    }
    if p.peek_punct(Punct::Minus) {
        // `parseNegateExpression`: the operand's own error comes first (the
        // "missing operand of negation" note follows it upstream).
        p.parse_optional_punct(Punct::Minus);
        return Ok(parse_primary(p, ids, has_lhs)?.neg());
    }
    let at = p.offset();
    if !p.peek_integer() {
        // Not an operand: MLIR's default case.
    } else if let Some(v) = p.parse_optional_integer()? {
        if v < 0 {
            return Err(p.error_at(at, "constant too large for index"));
        }
        return Ok(AffineExpr::constant(v));
    }
    if p.peek_punct(Punct::LSquare)
        || p.peek_punct(Punct::Comma)
        || p.peek_punct(Punct::RSquare)
        || p.peek_punct(Punct::RParen)
    {
        return Err(p.error(if has_lhs {
            "missing right operand of binary operator"
        } else {
            "expected affine expression"
        }));
    }
    if p.peek_punct(Punct::Plus) || p.peek_punct(Punct::Star) {
        return Err(p.error(if has_lhs {
            "missing right operand of binary operator"
        } else {
            "missing left operand of binary operator"
        }));
    }
    if p.peek_keyword().is_some() {
        return Err(p.error("use of undeclared identifier"));
    }
    Err(p.error(if has_lhs {
        "missing right operand of binary operator"
    } else {
        "expected affine expression"
    }))
}

/// `parseAffineExpr` (`parseAffineLowPrecOpExpr`), reading SSA ids as dims
/// and `symbol(%x)` as symbols.
pub(super) fn parse_expr<'a>(p: &mut OpAsmParser<'_, 'a>, ids: &mut SsaIds<'a>) -> PResult<AffineExpr> {
    let mut acc: Option<(AffineExpr, Low)> = None;
    loop {
        let term = parse_term(p, ids, acc.is_some())?;
        let value = match acc.take() {
            Some((lhs, op)) => low_combine(op, lhs, term),
            None => term,
        };
        match parse_low_op(p) {
            Some(op) => acc = Some((value, op)),
            None => return Ok(value),
        }
    }
}

fn parse_term<'a>(p: &mut OpAsmParser<'_, 'a>, ids: &mut SsaIds<'a>, has_lhs: bool) -> PResult<AffineExpr> {
    let mut lhs = parse_primary(p, ids, has_lhs)?;
    loop {
        let at = p.offset();
        let Some(op) = parse_high_op(p) else {
            return Ok(lhs);
        };
        let rhs = parse_primary(p, ids, true)?;
        lhs = high_combine(p, op, lhs, rhs, at)?;
    }
}

fn parse_primary<'a>(p: &mut OpAsmParser<'_, 'a>, ids: &mut SsaIds<'a>, has_lhs: bool) -> PResult<AffineExpr> {
    if p.peek_percent_ident() {
        return ids.id(p, false);
    }
    parse_operand_expr(p, ids, has_lhs)
}

/// `parseAffineMapOfSSAIds` with `[`/`(` delimiters: the map and its
/// operands (dims first, then symbols).
pub(super) fn parse_affine_map_of_ssa_ids<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    open: Punct,
    close: Punct,
) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    if !p.parse_optional_punct(open) {
        return Err(p.error(format!("expected '{}'", open.spelling())));
    }
    let mut ids = SsaIds::default();
    let mut exprs = Vec::new();
    if !p.parse_optional_punct(close) {
        loop {
            exprs.push(parse_expr(p, &mut ids)?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        if !p.parse_optional_punct(close) {
            return Err(p.error(format!("expected ',' or '{}'", close.spelling())));
        }
    }
    let map = AffineMap::new(ids.dims.len() as u32, ids.syms.len() as u32, exprs);
    Ok((map, ids.operands()))
}

/// `printAffineExprOfSSAIds`: `expr` with dims named by `dims` and symbols
/// by `symbol(...)` of `syms`.
pub(super) fn print_affine_expr_of_ssa_ids(
    p: &mut OpAsmPrinter<'_, '_>,
    expr: &AffineExpr,
    dims: &[Value],
    syms: &[Value],
) {
    let mut text = String::new();
    let _ = ir::affine::write_affine_expr(&mut text, expr, &|out: &mut String, pos: u32, is_symbol: bool| {
        use std::fmt::Write;
        write!(out, "\0{}{}\0", if is_symbol { 's' } else { 'd' }, pos)
    });
    for (i, piece) in text.split('\0').enumerate() {
        if i % 2 == 0 {
            if !piece.is_empty() {
                p.print(piece);
            }
            continue;
        }
        let is_symbol = piece.starts_with('s');
        let pos: usize = piece[1..].parse().unwrap_or(usize::MAX);
        let value = if is_symbol { syms.get(pos) } else { dims.get(pos) };
        match value {
            Some(&v) if is_symbol => {
                p.print("symbol(");
                p.print_operand(v);
                p.print(")");
            }
            Some(&v) => p.print_operand(v),
            None => p.print("<<invalid>>"),
        }
    }
}

/// `printAffineMapOfSSAIds`: the results, comma separated.
pub(super) fn print_affine_map_of_ssa_ids(p: &mut OpAsmPrinter<'_, '_>, map: &AffineMap, operands: &[Value]) {
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        print_affine_expr_of_ssa_ids(p, e, dims, syms);
    }
}
