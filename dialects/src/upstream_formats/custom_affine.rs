//! The affine dialect's hand-written custom forms (MLIR 22's
//! `AffineOps.cpp`): `affine.for`, `affine.if`, `affine.parallel`,
//! `affine.apply`/`min`/`max`, and the memory ops whose subscripts are affine
//! expressions of SSA values (`%A[%i + 1, symbol(%n)]`). Also the helpers
//! those forms share with other dialects' hand-written forms. The DMA ops
//! are in [`dma`].

use ir::affine::{AffineBinaryKind, AffineExpr, AffineMap, IntegerSet};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{EntryArgument, OpAsmParser, OperationState, Punct, UnresolvedOperand};
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, Type, TypeKind, Value};

use super::affine::{
    ApplyOp, DelinearizeIndexOp, ForOp, IfOp, LinearizeIndexOp, LoadOp, MaxOp, MinOp, ParallelOp, PrefetchOp, StoreOp,
    VectorLoadOp, VectorStoreOp, YieldOp,
};

mod dma;

type PResult<T> = Result<T, Diagnostic>;

// ----- constraints -----

/// `AffineMapAttr`.
pub fn is_affine_map_attr(ctx: &Context, attr: Attr) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::AffineMap(_))
}

/// `IntegerSetAttr`.
pub fn is_integer_set_attr(ctx: &Context, attr: Attr) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::IntegerSet(_))
}

/// `I32ElementsAttr`: dense elements of `i32`.
pub fn is_i32_elements_attr(ctx: &Context, attr: Attr) -> bool {
    match ctx.attr_kind(attr) {
        AttrKind::DenseElements { ty, .. } => {
            matches!(
                ctx.type_kind(element_type(ctx, *ty)),
                TypeKind::Integer {
                    width: 32,
                    signedness: ir::Signedness::Signless
                }
            )
        }
        _ => false,
    }
}

// ----- shared helpers -----

/// The element type of a shaped type (the type itself otherwise).
pub(crate) fn element_type(ctx: &Context, ty: Type) -> Type {
    ir::ods::values::element_type_or_self(ctx, ty)
}

/// An op's inherent attribute `name`.
pub(crate) fn inherent(p: &OpAsmPrinter<'_, '_>, op: OpId, name: &str) -> Option<Attr> {
    ir::ods::access::inherent(p.ctx(), p.arena(), op, name)
}

/// All attributes of `op` as `getAttrs()` returns them (inherent and
/// discardable, sorted by name).
pub(crate) fn all_attrs(p: &OpAsmPrinter<'_, '_>, op: OpId) -> Vec<(Attr, Attr)> {
    ir::text::printer::visible_attrs(p.ctx(), p.arena(), op)
}

/// The affine map of an `AffineMapAttr`.
pub(crate) fn map_of(ctx: &Context, attr: Option<Attr>) -> Option<AffineMap> {
    match ctx.attr_kind(attr?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

fn set_of(ctx: &Context, attr: Option<Attr>) -> Option<IntegerSet> {
    match ctx.attr_kind(attr?) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

/// The integer values of a dense integer elements attribute.
pub(crate) fn dense_ints(ctx: &Context, attr: Attr) -> Option<Vec<i64>> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(attr) else {
        return None;
    };
    let (shape, elem) = match ctx.type_kind(*ty) {
        TypeKind::RankedTensor { shape, element, .. } | TypeKind::Vector { shape, element, .. } => {
            (shape.clone(), *element)
        }
        _ => return None,
    };
    let kind = ir::dense_bridge::elem_kind(ctx, elem)?;
    let n: i64 = shape.iter().product();
    (0..n.max(0) as u64)
        .map(|i| data.element_apint(&kind, i).and_then(|a| a.to_i128()).map(|v| v as i64))
        .collect()
}

/// `dense<[...]> : tensor<Nxi32>` (`Builder::getI32TensorAttr`).
fn i32_tensor_attr(ctx: &Context, values: &[i64]) -> Attr {
    let body: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    let text = format!("dense<[{}]> : tensor<{}xi32>", body.join(", "), values.len());
    ir::ods::values::attr_from_text(ctx, &text).unwrap_or_else(|_| ctx.unit_attr())
}

fn index_type(ctx: &Context) -> Type {
    ctx.index_type()
}

fn map_attr(ctx: &Context, map: AffineMap) -> Attr {
    ctx.get_attr(AttrKind::AffineMap(map))
}

fn name_attr(ctx: &Context, name: &str) -> Attr {
    ctx.string_attr(name.as_bytes())
}

/// An error of a custom parser (`emitError` of an `OpAsmParser`):
/// `custom op 'NAME' MESSAGE` at `at`.
pub(crate) fn cerr(p: &OpAsmParser<'_, '_>, st: &OperationState, at: usize, msg: impl std::fmt::Display) -> Diagnostic {
    let name = p.ctx().op_info(st.name).name().to_string();
    p.custom_op_error(&name, at, msg)
}

/// Where the op's name was written (MLIR's `getNameLoc()`).
pub(crate) fn name_loc(p: &OpAsmParser<'_, '_>) -> usize {
    p.op_name_before(p.offset()).0
}

/// `(` operands `)` with an optional `[` symbols `]`, all of index type
/// (`parseDimAndSymbolList`); returns the values and the number of dims.
fn parse_dim_and_symbol_list(p: &mut OpAsmParser<'_, '_>) -> PResult<(Vec<Value>, usize)> {
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
fn print_dim_and_symbol_list(p: &mut OpAsmPrinter<'_, '_>, operands: &[Value], num_dims: usize) {
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
pub(crate) struct SsaIds<'a> {
    seen: Vec<(UnresolvedOperand<'a>, AffineExpr)>,
    /// Operands used as dimensions, in order.
    pub dims: Vec<UnresolvedOperand<'a>>,
    /// Operands used as symbols, in order.
    pub syms: Vec<UnresolvedOperand<'a>>,
}

impl<'a> SsaIds<'a> {
    fn id(&mut self, p: &mut OpAsmParser<'_, 'a>, is_symbol: bool) -> PResult<AffineExpr> {
        let Some(u) = p.parse_optional_operand()? else {
            return Err(p.error("expected ssa identifier"));
        };
        if let Some((_, e)) = self.seen.iter().find(|(s, _)| s.name == u.name && s.number == u.number) {
            return Ok(e.clone());
        }
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
pub(crate) fn parse_expr<'a>(p: &mut OpAsmParser<'_, 'a>, ids: &mut SsaIds<'a>) -> PResult<AffineExpr> {
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
pub(crate) fn parse_affine_map_of_ssa_ids<'a>(
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
pub(crate) fn print_affine_expr_of_ssa_ids(
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
pub(crate) fn print_affine_map_of_ssa_ids(p: &mut OpAsmPrinter<'_, '_>, map: &AffineMap, operands: &[Value]) {
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        print_affine_expr_of_ssa_ids(p, e, dims, syms);
    }
}

/// An error of the verifier: `'op' op MESSAGE` at the op.
fn op_error(ctx: &Context, arena: &IrArena, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    ir::ods::verify::op_error(ctx, arena, op, msg)
}

fn parse_map_attr(p: &mut OpAsmParser<'_, '_>, st: &OperationState) -> PResult<(Attr, AffineMap)> {
    let at = p.offset();
    let attr = p.parse_attribute(None)?;
    match p.ctx().attr_kind(attr) {
        AttrKind::AffineMap(m) => Ok((attr, m.clone())),
        _ => Err(cerr(p, st, at, "invalid kind of attribute specified")),
    }
}

/// `parseColonType` of a `MemRefType`.
fn parse_colon_memref(p: &mut OpAsmParser<'_, '_>, st: &OperationState) -> PResult<Type> {
    let at = p.offset();
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    if !matches!(p.ctx().type_kind(ty), TypeKind::MemRef { .. }) {
        let shown = ir::text::printer::type_to_string(p.ctx(), ty);
        return Err(cerr(
            p,
            st,
            at,
            format!("invalid kind of type specified: expected builtin.memref, but found '{shown}'"),
        ));
    }
    Ok(ty)
}

fn memref_rank(ctx: &Context, ty: Type) -> Option<usize> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

// ----- affine.apply / min / max -----

impl ApplyOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let (attr, map) = parse_map_attr(p, st)?;
        st.properties.push((name_attr(p.ctx(), "map"), attr));
        let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        if map.num_dims as usize != num_dims || num_dims + map.num_symbols as usize != operands.len() {
            return Err(cerr(p, st, nl, "dimension or symbol index mismatch"));
        }
        st.operands = operands;
        st.result_types = vec![index_type(p.ctx()); map.num_results()];
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_min_max_like(p, self.0);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(map) = map_of(ctx, ir::ods::access::inherent(ctx, arena, self.0, "map")) else {
            return Ok(());
        };
        if arena.num_operands(self.0) as u64 != map.num_inputs() {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "operand count and affine map dimension and symbol count must match",
            ));
        }
        if map.num_results() != 1 {
            return Err(op_error(ctx, arena, self.0, "mapping must produce one value"));
        }
        let scope = affine_scope(ctx, arena, self.0);
        for v in arena.operands(self.0).skip(map.num_dims as usize) {
            if is_valid_dim(ctx, arena, v, scope) && !is_valid_symbol(ctx, arena, v, scope) {
                return Err(ir::verify::op_error(
                    ctx,
                    arena,
                    self.0,
                    "dimensional operand cannot be used as a symbol".into(),
                ));
            }
        }
        Ok(())
    }
}

fn print_min_max_like(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let attr = inherent(p, op, "map");
    let map = map_of(p.ctx(), attr);
    p.print(" ");
    if let Some(a) = attr {
        p.print_attribute(a);
    }
    let operands = p.operands_of(op);
    let nd = map.map(|m| m.num_dims as usize).unwrap_or(0);
    print_dim_and_symbol_list(p, &operands, nd);
    let attrs = all_attrs(p, op);
    p.print_optional_attr_dict(&attrs, &["map"]);
}

fn parse_min_max(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
    let (attr, _) = parse_map_attr(p, st)?;
    st.properties.push((name_attr(p.ctx(), "map"), attr));
    let dims = parse_delimited_operands(p, Punct::LParen, Punct::RParen, false)?;
    let syms = parse_delimited_operands(p, Punct::LSquare, Punct::RSquare, true)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let idx = index_type(p.ctx());
    for u in dims.into_iter().chain(syms) {
        let v = p.resolve_operand(u, idx)?;
        st.operands.push(v);
    }
    st.result_types = vec![idx];
    Ok(())
}

fn verify_min_max(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(map) = map_of(ctx, ir::ods::access::inherent(ctx, arena, op, "map")) else {
        return Ok(());
    };
    if arena.num_operands(op) as u64 != map.num_inputs() {
        return Err(op_error(
            ctx,
            arena,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.num_results() == 0 {
        return Err(op_error(ctx, arena, op, "affine map expect at least one result"));
    }
    Ok(())
}

impl MinOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_min_max(p, st)
    }
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_min_max_like(p, self.0);
    }
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        verify_min_max(ctx, arena, self.0)
    }
}

impl MaxOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_min_max(p, st)
    }
    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_min_max_like(p, self.0);
    }
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        verify_min_max(ctx, arena, self.0)
    }
}

// ----- affine.for -----

/// `parseBound`: `%ssa`, an integer, or `[max|min] #map(dims)[syms]`.
fn parse_bound(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, is_lower: bool, nl: usize) -> PResult<usize> {
    let ctx = p.ctx();
    let min_max = p.parse_optional_keyword(if is_lower { "max" } else { "min" });
    let attr_name = name_attr(ctx, if is_lower { "lowerBoundMap" } else { "upperBoundMap" });
    let idx = index_type(ctx);
    if let Some(first) = p.parse_optional_operand()? {
        if p.parse_optional_punct(Punct::Comma) {
            p.parse_operand()?;
            while p.parse_optional_punct(Punct::Comma) {
                p.parse_operand()?;
            }
            return Err(cerr(p, st, nl, "expected only one loop bound operand"));
        }
        let v = p.resolve_operand(first, idx)?;
        st.operands.push(v);
        let map = AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]);
        st.properties.push((attr_name, map_attr(ctx, map)));
        return Ok(1);
    }
    let attr_loc = p.offset();
    let attr = p.parse_attribute(Some(idx))?;
    match ctx.attr_kind(attr).clone() {
        AttrKind::AffineMap(map) => {
            let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
            if map.num_dims as usize != num_dims {
                return Err(cerr(p, st, nl, "dim operand count and affine map dim count must match"));
            }
            if num_dims + map.num_symbols as usize != operands.len() {
                return Err(cerr(
                    p,
                    st,
                    nl,
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if map.num_results() > 1 && !min_max {
                let msg = if is_lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(cerr(p, st, attr_loc, msg));
            }
            let n = operands.len();
            st.operands.extend(operands);
            st.properties.push((attr_name, attr));
            Ok(n)
        }
        AttrKind::Integer { .. } => {
            let v = ir::ods::values::as_int(ctx, attr).unwrap_or(0);
            st.properties.push((attr_name, map_attr(ctx, AffineMap::constant(v))));
            Ok(0)
        }
        _ => Err(cerr(
            p,
            st,
            nl,
            "expected valid affine map representation for loop bounds",
        )),
    }
}

/// `parseArgument` without a type: `%name` and an optional location.
fn parse_argument<'a>(p: &mut OpAsmParser<'_, 'a>, ty: Type) -> PResult<EntryArgument<'a>> {
    let name = p.parse_operand()?;
    let loc = p.parse_optional_location()?;
    Ok(EntryArgument { name, ty, loc })
}

impl ForOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let ctx = p.ctx();
        let idx = index_type(ctx);
        let iv = parse_argument(p, idx)?;
        p.parse_punct(Punct::Equal)?;
        let num_lb = parse_bound(p, st, true, nl)?;
        if !p.parse_optional_keyword("to") {
            let at = p.offset();
            return Err(cerr(p, st, at, "expected 'to' between bounds"));
        }
        let num_ub = parse_bound(p, st, false, nl)?;
        let step_name = name_attr(ctx, "step");
        if p.parse_optional_keyword("step") {
            let at = p.offset();
            let attr = p.parse_attribute(Some(idx))?;
            if !matches!(ctx.attr_kind(attr), AttrKind::Integer { .. }) {
                return Err(cerr(p, st, at, "invalid kind of attribute specified"));
            }
            if ir::ods::values::as_int(ctx, attr).is_some_and(|v| v < 0) {
                return Err(cerr(
                    p,
                    st,
                    at,
                    "expected step to be representable as a positive signed integer",
                ));
            }
            st.properties.push((step_name, attr));
        } else {
            let one = ir::ods::values::int_attr(ctx, 1, "index").map_err(|e| p.error(e.to_string()))?;
            st.properties.push((step_name, one));
        }
        let mut args = vec![iv];
        let mut inits = Vec::new();
        if p.parse_optional_keyword("iter_args") {
            p.parse_punct(Punct::LParen)?;
            if !p.parse_optional_punct(Punct::RParen) {
                loop {
                    let a = parse_argument(p, idx)?;
                    p.parse_punct(Punct::Equal)?;
                    let u = p.parse_operand()?;
                    args.push(a);
                    inits.push(u);
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RParen)?;
            }
            p.parse_punct(Punct::Arrow)?;
            st.result_types = p.parse_function_result_types()?;
            for ((a, u), &t) in args.iter_mut().skip(1).zip(inits.iter()).zip(st.result_types.iter()) {
                a.ty = t;
                let v = p.resolve_operand(*u, t)?;
                st.operands.push(v);
            }
        }
        let seg = ir::ods::values::dense_array(ctx, &[num_lb as i64, num_ub as i64, inits.len() as i64], "i32")
            .map_err(|e| p.error(e.to_string()))?;
        st.properties.push((name_attr(ctx, "operandSegmentSizes"), seg));
        if args.len() != st.result_types.len() + 1 {
            return Err(cerr(
                p,
                st,
                nl,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        let region = p.new_region();
        p.parse_region(region, &args, false)?;
        st.regions.push(region);
        p.ensure_terminator(region, "affine.yield", st.loc);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let ctx = p.ctx();
        let operands = p.operands_of(op);
        let segs = ir::ods::access::segment_sizes(ctx, p.arena(), op, "operandSegmentSizes").unwrap_or_default();
        let nlb = segs.first().copied().unwrap_or(0).max(0) as usize;
        let nub = segs.get(1).copied().unwrap_or(0).max(0) as usize;
        let nlb = nlb.min(operands.len());
        let nub = nub.min(operands.len() - nlb);
        let lb_ops = operands[..nlb].to_vec();
        let ub_ops = operands[nlb..nlb + nub].to_vec();
        let inits = operands[nlb + nub..].to_vec();
        let region = p.arena().regions(op).first().copied();
        let block = region.and_then(|r| p.arena().region_blocks(r).first().copied());
        p.print(" ");
        if let Some(b) = block {
            if p.arena().num_args(b) > 0 {
                let iv = p.arena().arg(b, 0);
                p.print_operand(iv);
                let loc = p.arena().arg_loc(b, 0);
                p.print_optional_location_inline(loc);
            }
        }
        p.print(" = ");
        let lb = inherent(p, op, "lowerBoundMap");
        print_bound(p, lb, &lb_ops, "max");
        p.print(" to ");
        let ub = inherent(p, op, "upperBoundMap");
        print_bound(p, ub, &ub_ops, "min");
        if let Some(step) = inherent(p, op, "step").and_then(|s| ir::ods::values::as_int(p.ctx(), s)) {
            if step != 1 {
                p.print(&format!(" step {step}"));
            }
        }
        let mut print_terminators = false;
        if !inits.is_empty() {
            p.print(" iter_args(");
            for (i, v) in inits.iter().enumerate() {
                if i > 0 {
                    p.print(", ");
                }
                if let Some(b) = block {
                    if i + 1 < p.arena().num_args(b) {
                        let a = p.arena().arg(b, i + 1);
                        p.print_operand(a);
                    }
                }
                p.print(" = ");
                p.print_operand(*v);
            }
            p.print(") -> (");
            let types = p.arena().result_types(op).collect::<Vec<_>>();
            p.print_type_list(&types);
            p.print(")");
            print_terminators = true;
        }
        p.print(" ");
        if let Some(r) = region {
            p.print_region(r, false, print_terminators);
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(
            &attrs,
            &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"],
        );
    }

    /// `LoopLikeOpInterface`'s check, then `AffineForOp::verifyRegions`.
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        self.verify_loop_like(ctx, arena)?;
        let Some(&region) = arena.regions(op).first() else {
            return Ok(());
        };
        let Some(&body) = arena.region_blocks(region).first() else {
            return Ok(());
        };
        if arena.num_args(body) == 0 || !matches!(ctx.type_kind(arena.value_type(arena.arg(body, 0))), TypeKind::Index)
        {
            return Err(op_error(
                ctx,
                arena,
                op,
                "expected body to have a single index argument for the induction variable",
            ));
        }
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
        let operands: Vec<Value> = arena.operands(op).collect();
        let mut at = 0usize;
        for (i, name) in ["lowerBoundMap", "upperBoundMap"].into_iter().enumerate() {
            let n = segs.get(i).copied().unwrap_or(0).max(0) as usize;
            let group = operands.get(at..at + n).unwrap_or(&[]);
            at += n;
            if let Some(m) = map_of(ctx, ir::ods::access::inherent(ctx, arena, op, name)) {
                if m.num_inputs() > 0 {
                    verify_dim_and_symbol_ids(ctx, arena, op, group, m.num_dims as usize)?;
                }
            }
        }
        for (name, what) in [("lowerBoundMap", "lower"), ("upperBoundMap", "upper")] {
            if let Some(m) = map_of(ctx, ir::ods::access::inherent(ctx, arena, op, name)) {
                if m.num_results() < 1 {
                    return Err(op_error(
                        ctx,
                        arena,
                        op,
                        format!("expected {what} bound map to have at least one result"),
                    ));
                }
            }
        }
        let n = arena.num_results(op);
        if n == 0 {
            return Ok(());
        }
        let inits = segs.get(2).copied().unwrap_or(0) as usize;
        if inits != n {
            return Err(op_error(
                ctx,
                arena,
                op,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        if arena.num_args(body) - 1 != n {
            return Err(op_error(
                ctx,
                arena,
                op,
                "mismatch between the number of basic block args and results",
            ));
        }
        Ok(())
    }
}

/// `printBound`.
fn print_bound(p: &mut OpAsmPrinter<'_, '_>, attr: Option<Attr>, operands: &[Value], prefix: &str) {
    let Some(attr) = attr else { return };
    let Some(map) = map_of(p.ctx(), Some(attr)) else {
        p.print_attribute(attr);
        return;
    };
    if map.num_results() == 1 {
        let expr = &map.results[0];
        if map.num_dims == 0 && map.num_symbols == 0 {
            if let Some(c) = expr.as_constant() {
                p.print(&c.to_string());
                return;
            }
        }
        if map.num_dims == 0 && map.num_symbols == 1 && matches!(expr, AffineExpr::Symbol(_)) {
            if let Some(&v) = operands.first() {
                p.print_operand(v);
                return;
            }
        }
    } else {
        p.print(prefix);
        p.print(" ");
    }
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, operands, map.num_dims as usize);
}

// ----- affine.if -----

impl IfOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let ctx = p.ctx();
        let at = p.offset();
        let attr = p.parse_attribute(None)?;
        let AttrKind::IntegerSet(set) = ctx.attr_kind(attr).clone() else {
            return Err(cerr(p, st, at, "invalid kind of attribute specified"));
        };
        st.properties.push((name_attr(ctx, "condition"), attr));
        let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
        if set.num_dims as usize != num_dims {
            return Err(cerr(
                p,
                st,
                nl,
                "dim operand count and integer set dim count must match",
            ));
        }
        if num_dims + set.num_symbols as usize != operands.len() {
            return Err(cerr(
                p,
                st,
                nl,
                "symbol operand count and integer set symbol count must match",
            ));
        }
        st.operands = operands;
        if p.parse_optional_punct(Punct::Arrow) {
            st.result_types = p.parse_function_result_types()?;
        }
        let then_region = p.new_region();
        let else_region = p.new_region();
        st.regions.push(then_region);
        st.regions.push(else_region);
        p.parse_region(then_region, &[], false)?;
        p.ensure_terminator(then_region, "affine.yield", st.loc);
        if p.parse_optional_keyword("else") {
            p.parse_region(else_region, &[], false)?;
            p.ensure_terminator(else_region, "affine.yield", st.loc);
        }
        p.parse_optional_attr_dict(&mut st.attrs)?;
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let attr = inherent(p, op, "condition");
        let set = set_of(p.ctx(), attr);
        p.print(" ");
        if let Some(a) = attr {
            p.print_attribute(a);
        }
        let operands = p.operands_of(op);
        print_dim_and_symbol_list(p, &operands, set.map(|s| s.num_dims as usize).unwrap_or(0));
        let types = p.arena().result_types(op).collect::<Vec<_>>();
        p.print_optional_arrow_type_list(&types);
        let regions = p.arena().regions(op).to_vec();
        let has_results = !types.is_empty();
        p.print(" ");
        if let Some(&r) = regions.first() {
            p.print_region(r, false, has_results);
        }
        if let Some(&r) = regions.get(1) {
            if !p.arena().region_blocks(r).is_empty() {
                p.print(" else ");
                p.print_region(r, false, has_results);
            }
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &["condition"]);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some(set) = set_of(ctx, ir::ods::access::inherent(ctx, arena, self.0, "condition")) else {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "requires an integer set attribute named 'condition'",
            ));
        };
        if arena.num_operands(self.0) as u64 != set.num_inputs() {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "operand count and condition integer set dimension and symbol count must match",
            ));
        }
        let operands: Vec<Value> = arena.operands(self.0).collect();
        verify_dim_and_symbol_ids(ctx, arena, self.0, &operands, set.num_dims as usize)
    }
}

// ----- memory ops -----

fn print_subscripts(p: &mut OpAsmPrinter<'_, '_>, op: OpId, memref: Value, map_operands: &[Value]) {
    p.print_operand(memref);
    p.print("[");
    if let Some(map) = map_of(p.ctx(), inherent(p, op, "map")) {
        print_affine_map_of_ssa_ids(p, &map, map_operands);
    }
    p.print("]");
}

fn verify_indexing(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    memref_ty: Type,
    map_operands: &[Value],
) -> Result<(), Diagnostic> {
    let Some(map) = map_of(ctx, ir::ods::access::inherent(ctx, arena, op, "map")) else {
        return Ok(());
    };
    if Some(map.num_results()) != memref_rank(ctx, memref_ty) {
        return Err(op_error(
            ctx,
            arena,
            op,
            "affine map num results must equal memref rank",
        ));
    }
    if map.num_inputs() != map_operands.len() as u64 {
        return Err(op_error(
            ctx,
            arena,
            op,
            "expects as many subscripts as affine map inputs",
        ));
    }
    if map_operands.iter().any(|&v| !is_index(ctx, arena, v)) {
        return Err(op_error(ctx, arena, op, "index to load must have 'index' type"));
    }
    verify_dim_and_symbol_ids(ctx, arena, op, map_operands, map.num_dims as usize)
}

/// The four affine memory accesses, which share one form:
/// `[%value ,] %memref[subscripts] attr-dict : memref-type [, vector-type]`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    Load,
    Store,
    VectorLoad,
    VectorStore,
}

impl Access {
    /// Whether a stored value comes before the memref.
    fn stores(self) -> bool {
        matches!(self, Access::Store | Access::VectorStore)
    }

    /// Whether a vector type follows the memref type.
    fn vector(self) -> bool {
        matches!(self, Access::VectorLoad | Access::VectorStore)
    }
}

/// Parses an [`Access`] form, sets `map` and resolves the operands (value,
/// memref, indices). Returns the accessed type: the vector type, or the
/// memref's element type.
fn parse_access(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, access: Access) -> PResult<Type> {
    let value = if access.stores() {
        let value = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        Some(value)
    } else {
        None
    };
    let memref = p.parse_operand()?;
    let (map, operands) = parse_affine_map_of_ssa_ids(p, Punct::LSquare, Punct::RSquare)?;
    let ctx = p.ctx();
    st.properties.push((name_attr(ctx, "map"), map_attr(ctx, map)));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = parse_colon_memref(p, st)?;
    let accessed = if access.vector() {
        p.parse_punct(Punct::Comma)?;
        p.parse_type()?
    } else {
        element_type(ctx, ty)
    };
    if let Some(value) = value {
        st.operands.push(p.resolve_operand(value, accessed)?);
    }
    st.operands.push(p.resolve_operand(memref, ty)?);
    let idx = index_type(ctx);
    for u in operands {
        st.operands.push(p.resolve_operand(u, idx)?);
    }
    Ok(accessed)
}

/// Prints what [`parse_access`] reads.
fn print_access(p: &mut OpAsmPrinter<'_, '_>, op: OpId, access: Access) {
    let operands = p.operands_of(op);
    let first = usize::from(access.stores());
    let Some(&memref) = operands.get(first) else {
        return;
    };
    p.print(" ");
    if access.stores() {
        p.print_operand(operands[0]);
        p.print(", ");
    }
    print_subscripts(p, op, memref, &operands[first + 1..]);
    let attrs = all_attrs(p, op);
    p.print_optional_attr_dict(&attrs, &["map"]);
    p.print(" : ");
    let ty = p.arena().value_type(memref);
    p.print_type(ty);
    if access.vector() {
        p.print(", ");
        let vector = if access.stores() {
            operands[0]
        } else {
            Value::Result { op, index: 0 }
        };
        let vty = p.arena().value_type(vector);
        p.print_type(vty);
    }
}

impl LoadOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let element = parse_access(p, st, Access::Load)?;
        st.result_types = vec![element];
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_access(p, self.0, Access::Load);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = arena.operands(self.0).collect();
        let Some((&memref, rest)) = ops.split_first() else {
            return Ok(());
        };
        let mty = arena.value_type(memref);
        let rty = arena.value_type(Value::Result { op: self.0, index: 0 });
        if rty != element_type(ctx, mty) {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "result type must match element type of memref",
            ));
        }
        verify_indexing(ctx, arena, self.0, mty, rest)
    }
}

impl StoreOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_access(p, st, Access::Store).map(|_| ())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_access(p, self.0, Access::Store);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = arena.operands(self.0).collect();
        if ops.len() < 2 {
            return Ok(());
        }
        let mty = arena.value_type(ops[1]);
        if arena.value_type(ops[0]) != element_type(ctx, mty) {
            return Err(op_error(
                ctx,
                arena,
                self.0,
                "value to store must have the same type as memref element type",
            ));
        }
        verify_indexing(ctx, arena, self.0, mty, &ops[2..])
    }
}

fn verify_vector_memory(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    memref_ty: Type,
    vector_ty: Type,
) -> Result<(), Diagnostic> {
    if element_type(ctx, memref_ty) != element_type(ctx, vector_ty) {
        return Err(op_error(
            ctx,
            arena,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

impl VectorLoadOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let vector = parse_access(p, st, Access::VectorLoad)?;
        st.result_types = vec![vector];
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_access(p, self.0, Access::VectorLoad);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = arena.operands(self.0).collect();
        let Some((&memref, rest)) = ops.split_first() else {
            return Ok(());
        };
        let mty = arena.value_type(memref);
        verify_indexing(ctx, arena, self.0, mty, rest)?;
        let vty = arena.value_type(Value::Result { op: self.0, index: 0 });
        verify_vector_memory(ctx, arena, self.0, mty, vty)
    }
}

impl VectorStoreOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        parse_access(p, st, Access::VectorStore).map(|_| ())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_access(p, self.0, Access::VectorStore);
    }

    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = arena.operands(self.0).collect();
        if ops.len() < 2 {
            return Ok(());
        }
        let mty = arena.value_type(ops[1]);
        verify_indexing(ctx, arena, self.0, mty, &ops[2..])?;
        verify_vector_memory(ctx, arena, self.0, mty, arena.value_type(ops[0]))
    }
}

impl PrefetchOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let ctx = p.ctx();
        let memref = p.parse_operand()?;
        let (map, operands) = parse_affine_map_of_ssa_ids(p, Punct::LSquare, Punct::RSquare)?;
        st.properties.push((name_attr(ctx, "map"), map_attr(ctx, map)));
        p.parse_punct(Punct::Comma)?;
        let Some(rw) = p.parse_optional_any_keyword() else {
            return Err(p.error("expected valid keyword"));
        };
        p.parse_punct(Punct::Comma)?;
        p.parse_keyword("locality")?;
        p.parse_punct(Punct::Less)?;
        let hint = p.parse_attribute(Some(ctx.int_type(32)))?;
        st.properties.push((name_attr(ctx, "localityHint"), hint));
        p.parse_punct(Punct::Greater)?;
        p.parse_punct(Punct::Comma)?;
        let Some(cache) = p.parse_optional_any_keyword() else {
            return Err(p.error("expected valid keyword"));
        };
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let ty = parse_colon_memref(p, st)?;
        st.operands.push(p.resolve_operand(memref, ty)?);
        let idx = index_type(ctx);
        for u in operands {
            st.operands.push(p.resolve_operand(u, idx)?);
        }
        if rw != "read" && rw != "write" {
            return Err(cerr(p, st, nl, "rw specifier has to be 'read' or 'write'"));
        }
        st.properties.push((
            name_attr(ctx, "isWrite"),
            ir::ods::values::bool_attr(ctx, rw == "write"),
        ));
        if cache != "data" && cache != "instr" {
            return Err(cerr(p, st, nl, "cache type has to be 'data' or 'instr'"));
        }
        st.properties.push((
            name_attr(ctx, "isDataCache"),
            ir::ods::values::bool_attr(ctx, cache == "data"),
        ));
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let operands = p.operands_of(op);
        let Some((&memref, rest)) = operands.split_first() else {
            return;
        };
        p.print(" ");
        print_subscripts(p, op, memref, rest);
        let ctx = p.ctx();
        let is_write = inherent(p, op, "isWrite")
            .and_then(|a| ir::ods::values::as_bool(ctx, a))
            .unwrap_or(false);
        let hint = inherent(p, op, "localityHint")
            .and_then(|a| ir::ods::values::as_int(ctx, a))
            .unwrap_or(0);
        let data = inherent(p, op, "isDataCache")
            .and_then(|a| ir::ods::values::as_bool(ctx, a))
            .unwrap_or(false);
        p.print(&format!(
            ", {}, locality<{hint}>, {}",
            if is_write { "write" } else { "read" },
            if data { "data" } else { "instr" }
        ));
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(&attrs, &["map", "localityHint", "isDataCache", "isWrite"]);
        p.print(" : ");
        let ty = p.arena().value_type(memref);
        p.print_type(ty);
    }
}

// ----- affine.parallel -----

/// `arith::AtomicRMWKind` names, by value.
const ATOMIC_RMW_KINDS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

/// `parseAffineMapWithMinMax`: `(e0, max(e1, e2), ...)`; pushes the map and
/// group sizes and returns the resolved operands.
fn parse_bounds_with_min_max(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, is_min: bool) -> PResult<()> {
    let ctx = p.ctx();
    let (map_name, groups_name) = if is_min {
        ("upperBoundsMap", "upperBoundsGroups")
    } else {
        ("lowerBoundsMap", "lowerBoundsGroups")
    };
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        st.properties
            .push((name_attr(ctx, map_name), map_attr(ctx, AffineMap::empty(0, 0))));
        st.properties
            .push((name_attr(ctx, groups_name), i32_tensor_attr(ctx, &[])));
        return Ok(());
    }
    let mut flat: Vec<(AffineExpr, Vec<UnresolvedOperand<'_>>, Vec<UnresolvedOperand<'_>>)> = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.parse_optional_keyword(if is_min { "min" } else { "max" }) {
            let (map, operands) = parse_affine_map_of_ssa_ids(p, Punct::LParen, Punct::RParen)?;
            let nd = map.num_dims as usize;
            let dims = operands[..nd].to_vec();
            let syms = operands[nd..].to_vec();
            groups.push(map.num_results() as i64);
            for e in map.results {
                flat.push((e, dims.clone(), syms.clone()));
            }
        } else {
            let mut ids = SsaIds::default();
            let e = parse_expr(p, &mut ids)?;
            flat.push((e, ids.dims.clone(), ids.syms.clone()));
            groups.push(1);
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    // Resolve and deduplicate operands, renumbering each expression's ids.
    let idx = index_type(ctx);
    let mut dim_values: Vec<Value> = Vec::new();
    let mut sym_values: Vec<Value> = Vec::new();
    let mut exprs = Vec::new();
    for (e, dims, syms) in flat {
        let mut dim_rep = Vec::new();
        for u in dims {
            let v = p.resolve_operand(u, idx)?;
            let pos = dim_values.iter().position(|&x| x == v).unwrap_or_else(|| {
                dim_values.push(v);
                dim_values.len() - 1
            });
            dim_rep.push(AffineExpr::dim(pos as u32));
        }
        let mut sym_rep = Vec::new();
        for u in syms {
            let v = p.resolve_operand(u, idx)?;
            let pos = sym_values.iter().position(|&x| x == v).unwrap_or_else(|| {
                sym_values.push(v);
                sym_values.len() - 1
            });
            sym_rep.push(AffineExpr::symbol(pos as u32));
        }
        exprs.push(e.replace_dims_and_symbols(&dim_rep, &sym_rep));
    }
    let map = AffineMap::new(dim_values.len() as u32, sym_values.len() as u32, exprs);
    st.operands.extend(dim_values);
    st.operands.extend(sym_values);
    st.properties.push((name_attr(ctx, map_name), map_attr(ctx, map)));
    st.properties
        .push((name_attr(ctx, groups_name), i32_tensor_attr(ctx, &groups)));
    Ok(())
}

impl ParallelOp {
    pub(crate) fn parse_assembly(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
        let nl = name_loc(p);
        let ctx = p.ctx();
        let idx = index_type(ctx);
        p.parse_punct(Punct::LParen)?;
        let mut ivs = Vec::new();
        if !p.parse_optional_punct(Punct::RParen) {
            loop {
                ivs.push(parse_argument(p, idx)?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RParen)?;
        }
        p.parse_punct(Punct::Equal)?;
        // Lower and upper bound operands are collected into one list.
        let mut lb = OperationState { ..st.clone() };
        lb.operands.clear();
        parse_bounds_with_min_max(p, &mut lb, false)?;
        p.parse_keyword("to")?;
        parse_bounds_with_min_max(p, &mut lb, true)?;
        st.operands.extend(lb.operands);
        st.properties.extend(lb.properties);
        let steps = if p.parse_optional_keyword("step") {
            let (map, _) = parse_affine_map_of_ssa_ids(p, Punct::LParen, Punct::RParen)?;
            let mut steps = Vec::new();
            for e in &map.results {
                match e.as_constant() {
                    Some(c) => steps.push(c),
                    None => {
                        return Err(cerr(p, st, nl, "steps must be constant integers"));
                    }
                }
            }
            steps
        } else {
            vec![1; ivs.len()]
        };
        let steps_attr = ir::ods::values::int_array(ctx, &steps, "i64").map_err(|e| p.error(e.to_string()))?;
        st.properties.push((name_attr(ctx, "steps"), steps_attr));
        let mut reductions = Vec::new();
        if p.parse_optional_keyword("reduce") {
            p.parse_punct(Punct::LParen)?;
            loop {
                let at = p.offset();
                let attr = p.parse_attribute(Some(ctx.none_type()))?;
                let text = match ctx.attr_kind(attr) {
                    AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                    _ => return Err(cerr(p, st, at, "invalid kind of attribute specified")),
                };
                let Some(k) = ATOMIC_RMW_KINDS.iter().position(|&n| n == text) else {
                    let shown = ir::text::printer::attr_to_string(ctx, attr);
                    return Err(cerr(p, st, at, format!("invalid reduction value: {shown}")));
                };
                let a = ir::ods::values::int_attr(ctx, k as i64, "i64").map_err(|e| p.error(e.to_string()))?;
                reductions.push(a);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RParen)?;
        }
        st.properties.push((
            name_attr(ctx, "reductions"),
            ir::ods::values::attr_array(ctx, &reductions),
        ));
        if p.parse_optional_punct(Punct::Arrow) {
            st.result_types = p.parse_function_result_types()?;
        }
        let region = p.new_region();
        p.parse_region(region, &ivs, false)?;
        st.regions.push(region);
        p.parse_optional_attr_dict(&mut st.attrs)?;
        p.ensure_terminator(region, "affine.yield", st.loc);
        Ok(())
    }

    pub(crate) fn print_assembly(self, p: &mut OpAsmPrinter<'_, '_>) {
        let op = self.0;
        let region = p.arena().regions(op).first().copied();
        let block = region.and_then(|r| p.arena().region_blocks(r).first().copied());
        let operands = p.operands_of(op);
        let (lb_map, lb_groups, ub_map, ub_groups, steps, reds) = {
            let ctx = p.ctx();
            let get = |n: &str| inherent(p, op, n);
            (
                map_of(ctx, get("lowerBoundsMap")),
                get("lowerBoundsGroups")
                    .and_then(|a| dense_ints(ctx, a))
                    .unwrap_or_default(),
                map_of(ctx, get("upperBoundsMap")),
                get("upperBoundsGroups")
                    .and_then(|a| dense_ints(ctx, a))
                    .unwrap_or_default(),
                get("steps")
                    .and_then(|a| ir::ods::values::as_int_array(ctx, a))
                    .unwrap_or_default(),
                get("reductions")
                    .and_then(|a| ir::ods::values::as_int_array(ctx, a))
                    .unwrap_or_default(),
            )
        };
        p.print(" (");
        if let Some(b) = block {
            let args: Vec<Value> = (0..p.arena().num_args(b)).map(|i| p.arena().arg(b, i)).collect();
            p.print_operands(&args);
        }
        p.print(") = (");
        let n_lb = lb_map
            .as_ref()
            .map(|m| m.num_inputs() as usize)
            .unwrap_or(0)
            .min(operands.len());
        if let Some(m) = &lb_map {
            print_min_max_bound(p, m, &lb_groups, &operands[..n_lb], "max");
        }
        p.print(") to (");
        if let Some(m) = &ub_map {
            print_min_max_bound(p, m, &ub_groups, &operands[n_lb..], "min");
        }
        p.print(")");
        if !steps.iter().all(|&s| s == 1) {
            let s: Vec<String> = steps.iter().map(|v| v.to_string()).collect();
            p.print(&format!(" step ({})", s.join(", ")));
        }
        let types = p.arena().result_types(op).collect::<Vec<_>>();
        if !types.is_empty() {
            p.print(" reduce (");
            for (i, r) in reds.iter().enumerate() {
                if i > 0 {
                    p.print(", ");
                }
                let name = usize::try_from(*r)
                    .ok()
                    .and_then(|r| ATOMIC_RMW_KINDS.get(r))
                    .copied()
                    .unwrap_or("");
                p.print(&format!("\"{name}\""));
            }
            p.print(") -> (");
            p.print_type_list(&types);
            p.print(")");
        }
        p.print(" ");
        if let Some(r) = region {
            p.print_region(r, false, !types.is_empty());
        }
        let attrs = all_attrs(p, op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "reductions",
                "lowerBoundsMap",
                "lowerBoundsGroups",
                "upperBoundsMap",
                "upperBoundsGroups",
                "steps",
            ],
        );
    }
}

/// `printMinMaxBound`.
fn print_min_max_bound(
    p: &mut OpAsmPrinter<'_, '_>,
    map: &AffineMap,
    groups: &[i64],
    operands: &[Value],
    keyword: &str,
) {
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut start = 0usize;
    for (i, &size) in groups.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        let size = size.max(0) as usize;
        if size == 1 {
            if let Some(e) = map.results.get(start) {
                print_affine_expr_of_ssa_ids(p, e, dims, syms);
            }
            start += 1;
        } else {
            p.print(keyword);
            p.print("(");
            let end = (start + size).min(map.results.len());
            let sub = AffineMap::new(map.num_dims, map.num_symbols, map.results[start.min(end)..end].to_vec());
            print_affine_map_of_ssa_ids(p, &sub, operands);
            p.print(")");
            start += size;
        }
    }
}

// ----- valid dimensions and symbols (`isValidDim`, `isValidSymbol`) -----

/// The name of `op`.
fn op_name_of<'c>(ctx: &'c Context, arena: &IrArena, op: OpId) -> &'c str {
    ctx.op_info(arena.op_name(op)).name()
}

/// Whether `op` has the `AffineScope` trait.
fn is_affine_scope_op(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    ctx.op_info(arena.op_name(op)).traits().affine_scope
}

/// The op holding the block that `op` is in.
fn parent_of(arena: &IrArena, op: OpId) -> Option<OpId> {
    arena.op_parent(op).and_then(|b| arena.block_parent_op(b))
}

/// The region `v` is defined in.
fn value_region(arena: &IrArena, v: Value) -> Option<ir::RegionId> {
    let block = match v {
        Value::Result { op, .. } => arena.op_parent(op)?,
        Value::Arg { block, .. } => block,
    };
    arena.block_parent(block)
}

/// The op of the region `v` is defined in.
fn value_parent_op(arena: &IrArena, v: Value) -> Option<OpId> {
    value_region(arena, v).and_then(|r| arena.region_parent(r))
}

/// `getAffineScope`: the closest region around `op` held by an
/// `AffineScope` op.
pub(crate) fn affine_scope(ctx: &Context, arena: &IrArena, op: OpId) -> Option<ir::RegionId> {
    let mut cur = op;
    while let Some(parent) = parent_of(arena, cur) {
        if is_affine_scope_op(ctx, arena, parent) {
            return arena.op_parent(cur).and_then(|b| arena.block_parent(b));
        }
        cur = parent;
    }
    None
}

/// `isTopLevelValue(value)`: defined directly in an `AffineScope` op.
fn is_top_level_value(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    value_parent_op(arena, v).is_some_and(|p| is_affine_scope_op(ctx, arena, p))
}

fn is_index(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    matches!(ctx.type_kind(arena.value_type(v)), TypeKind::Index)
}

/// `isAffineInductionVar`: the induction variable of an `affine.for` or
/// one of an `affine.parallel`.
fn is_affine_induction_var(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    if matches!(v, Value::Result { .. }) {
        return false;
    }
    let Some(owner) = value_parent_op(arena, v) else {
        return false;
    };
    let entry = arena
        .regions(owner)
        .first()
        .and_then(|&r| arena.region_blocks(r).first().copied());
    let Some(entry) = entry else { return false };
    match op_name_of(ctx, arena, owner) {
        "affine.for" => arena.num_args(entry) > 0 && arena.arg(entry, 0) == v,
        "affine.parallel" => (0..arena.num_args(entry)).any(|i| arena.arg(entry, i) == v),
        _ => false,
    }
}

/// `m_Constant`: a `ConstantLike` op.
fn is_constant_op(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let name = arena.op_name(op);
    ctx.op_info(name).traits().constant_like
        || ctx
            .registry()
            .op_transforms(name)
            .facts
            .is_some_and(|f| f.constant_like)
}

/// The integer an `arith.constant` (or `index.constant`) defines.
fn constant_index(ctx: &Context, arena: &IrArena, v: Value) -> Option<i128> {
    let Value::Result { op, .. } = v else { return None };
    if !matches!(op_name_of(ctx, arena, op), "arith.constant" | "index.constant") {
        return None;
    }
    match ctx.attr_kind(ir::ods::access::inherent(ctx, arena, op, "value")?) {
        AttrKind::Integer { value, .. } => value.to_i128(),
        _ => None,
    }
}

/// The dynamic sizes of a `memref.alloc`, `memref.view` or
/// `memref.subview` (`getDynamicSizes`).
fn dynamic_sizes(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<Value> {
    let operands: Vec<Value> = arena.operands(op).collect();
    let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
    let seg = |i: usize| {
        let start: i64 = segs.iter().take(i).sum();
        let len = segs.get(i).copied().unwrap_or(0);
        operands
            .get(start.max(0) as usize..(start + len).max(0) as usize)
            .map(<[Value]>::to_vec)
            .unwrap_or_default()
    };
    match op_name_of(ctx, arena, op) {
        "memref.alloc" => seg(0),
        "memref.subview" => seg(2),
        "memref.view" => operands.get(2..).map(<[Value]>::to_vec).unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// `isMemRefSizeValidSymbol`.
fn is_memref_size_valid_symbol(
    ctx: &Context,
    arena: &IrArena,
    def: OpId,
    index: i128,
    region: Option<ir::RegionId>,
) -> bool {
    let ty = arena.value_type(arena.result(def, 0));
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else {
        return false;
    };
    let Some(i) = usize::try_from(index).ok().filter(|&i| i < shape.len()) else {
        return false;
    };
    if shape[i] != ir::types::DYNAMIC {
        return true;
    }
    let pos = shape[..i].iter().filter(|&&d| d == ir::types::DYNAMIC).count();
    dynamic_sizes(ctx, arena, def)
        .get(pos)
        .is_some_and(|&v| is_valid_symbol(ctx, arena, v, region))
}

/// `isDimOpValidSymbol`.
fn is_dim_op_valid_symbol(ctx: &Context, arena: &IrArena, dim: OpId, region: Option<ir::RegionId>) -> bool {
    let operands: Vec<Value> = arena.operands(dim).collect();
    let (Some(&shaped), Some(&index)) = (operands.first(), operands.get(1)) else {
        return false;
    };
    if is_top_level_value(ctx, arena, shaped) {
        return true;
    }
    let Value::Result { op: mut def, .. } = shaped else {
        return false;
    };
    let Some(index) = constant_index(ctx, arena, index) else {
        return false;
    };
    while op_name_of(ctx, arena, def) == "memref.cast" {
        let Some(src) = arena.operands(def).next() else {
            return false;
        };
        if matches!(ctx.type_kind(arena.value_type(src)), TypeKind::UnrankedMemRef { .. }) {
            return false;
        }
        let Value::Result { op, .. } = src else { return false };
        def = op;
    }
    matches!(
        op_name_of(ctx, arena, def),
        "memref.view" | "memref.subview" | "memref.alloc"
    ) && is_memref_size_valid_symbol(ctx, arena, def, index, region)
}

/// `isPure`: no memory effects and always speculatable (the integer
/// divisions only when their divisor is a constant that cannot trap).
fn is_pure_op(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let info = ctx.op_info(arena.op_name(op));
    let divisor = || arena.operands(op).nth(1).and_then(|d| constant_index(ctx, arena, d));
    match info.name() {
        "index.divs" | "index.divu" | "index.ceildivs" | "index.ceildivu" | "index.floordivs" | "index.rems"
        | "index.remu" => false,
        "arith.divui" | "arith.ceildivui" => divisor().is_some_and(|d| d != 0),
        "arith.divsi" | "arith.ceildivsi" => divisor().is_some_and(|d| d != 0 && d != -1),
        _ => info.is_registered() && info.traits().pure,
    }
}

/// `isValidSymbol(value, region)`.
pub(crate) fn is_valid_symbol(ctx: &Context, arena: &IrArena, v: Value, region: Option<ir::RegionId>) -> bool {
    if !is_index(ctx, arena, v) {
        return false;
    }
    if region.is_some() && value_region(arena, v) == region {
        return true;
    }
    // A value dominating the scope's parent op is a symbol there too.
    let outer = || {
        let region_op = region.and_then(|r| arena.region_parent(r))?;
        if ctx.op_info(arena.op_name(region_op)).traits().isolated_from_above {
            return None;
        }
        arena.op_parent(region_op).and_then(|b| arena.block_parent(b))
    };
    let Value::Result { op: def, .. } = v else {
        return outer().is_some_and(|r| is_valid_symbol(ctx, arena, v, Some(r)));
    };
    if is_constant_op(ctx, arena, def) {
        return true;
    }
    let info = ctx.op_info(arena.op_name(def));
    if is_pure_op(ctx, arena, def)
        && arena.regions(def).is_empty()
        && arena.operands(def).all(|o| is_valid_symbol(ctx, arena, o, region))
    {
        return true;
    }
    if matches!(info.name(), "memref.dim" | "tensor.dim") {
        return is_dim_op_valid_symbol(ctx, arena, def, region);
    }
    outer().is_some_and(|r| is_valid_symbol(ctx, arena, v, Some(r)))
}

/// `isValidDim(value, region)`.
pub(crate) fn is_valid_dim(ctx: &Context, arena: &IrArena, v: Value, region: Option<ir::RegionId>) -> bool {
    if !is_index(ctx, arena, v) {
        return false;
    }
    if is_valid_symbol(ctx, arena, v, region) {
        return true;
    }
    let Value::Result { op: def, .. } = v else {
        return is_affine_induction_var(ctx, arena, v);
    };
    match op_name_of(ctx, arena, def) {
        "affine.apply" | "affine.delinearize_index" | "affine.linearize_index" => {
            arena.operands(def).all(|o| is_valid_dim(ctx, arena, o, region))
        }
        "memref.dim" | "tensor.dim" => arena
            .operands(def)
            .next()
            .is_some_and(|s| is_top_level_value(ctx, arena, s)),
        _ => false,
    }
}

/// `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands are valid
/// dimensions, the others valid symbols, in `op`'s affine scope.
pub(crate) fn verify_dim_and_symbol_ids(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, arena, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(ctx, arena, v, scope) {
                return Err(op_error(ctx, arena, op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol(ctx, arena, v, scope) {
            return Err(op_error(ctx, arena, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

// ----- verifiers -----

impl ForOp {
    /// `LoopLikeOpInterface`'s check (a region verifier).
    fn verify_loop_like(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        use super::custom_scf::{region_args_of, results_of, verify_loop_like, yielded_values, LoopLike};
        let op = self.0;
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
        let bounds = segs.iter().take(2).map(|&n| n.max(0) as usize).sum::<usize>();
        let loop_like = LoopLike {
            inits: arena.operands(op).skip(bounds).collect(),
            iter_args: region_args_of(arena, op, 0).into_iter().skip(1).collect(),
            yielded: yielded_values(ctx, arena, op, 0, "affine.yield"),
            results: Some(results_of(arena, op)),
        };
        verify_loop_like(ctx, arena, op, &loop_like)
    }
}

impl IfOp {
    /// `RegionBranchOpInterface`'s check (an `affine.if` without `else`
    /// passes nothing on to its results).
    pub(crate) fn verify_regions(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        super::custom_scf::verify_if_like(ctx, arena, self.0)
    }
}

impl YieldOp {
    /// `AffineYieldOp::verify`: the operands match the parent's results.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let Some(parent) = parent_of(arena, op) else {
            return Ok(());
        };
        if !matches!(
            op_name_of(ctx, arena, parent),
            "affine.parallel" | "affine.if" | "affine.for"
        ) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "only terminates affine.if/for/parallel regions",
            ));
        }
        let results: Vec<Type> = arena.result_types(parent).collect();
        let operands: Vec<Type> = arena.operands(op).map(|v| arena.value_type(v)).collect();
        if results.len() != operands.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                "parent of yield must have same number of results as the yield operands",
            ));
        }
        if results != operands {
            return Err(op_error(
                ctx,
                arena,
                op,
                "types mismatch between yield op and its parent",
            ));
        }
        Ok(())
    }
}

impl PrefetchOp {
    /// `AffinePrefetchOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let operands: Vec<Value> = arena.operands(op).collect();
        match map_of(ctx, ir::ods::access::inherent(ctx, arena, op, "map")) {
            Some(map) => {
                let rank = operands.first().and_then(|&m| memref_rank(ctx, arena.value_type(m)));
                if Some(map.num_results()) != rank {
                    return Err(op_error(
                        ctx,
                        arena,
                        op,
                        "affine.prefetch affine map num results must equal memref rank",
                    ));
                }
                if map.num_inputs() + 1 != operands.len() as u64 {
                    return Err(op_error(ctx, arena, op, "too few operands"));
                }
            }
            None if operands.len() != 1 => return Err(op_error(ctx, arena, op, "too few operands")),
            None => {}
        }
        let scope = affine_scope(ctx, arena, op);
        for &v in operands.iter().skip(1) {
            if !is_valid_dim(ctx, arena, v, scope) && !is_valid_symbol(ctx, arena, v, scope) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    "index must be a valid dimension or symbol identifier",
                ));
            }
        }
        Ok(())
    }
}

/// `isResultTypeMatchAtomicRMWKind`.
fn reduction_matches(ctx: &Context, ty: Type, kind: &str) -> bool {
    let kind_of = ctx.type_kind(ty);
    let is_float = matches!(kind_of, TypeKind::Float(_));
    let int = match kind_of {
        TypeKind::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    };
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => is_float,
        "addi" | "muli" | "ori" | "andi" => int.is_some(),
        "assign" => true,
        "maxs" | "mins" => int == Some(ir::Signedness::Signed),
        "maxu" | "minu" => int == Some(ir::Signedness::Unsigned),
        _ => false,
    }
}

impl ParallelOp {
    /// `AffineParallelOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let get = |name: &str| ir::ods::access::inherent(ctx, arena, op, name);
        let lb_groups = get("lowerBoundsGroups")
            .and_then(|a| dense_ints(ctx, a))
            .unwrap_or_default();
        let ub_groups = get("upperBoundsGroups")
            .and_then(|a| dense_ints(ctx, a))
            .unwrap_or_default();
        let steps = match get("steps").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.len(),
            _ => 0,
        };
        let args = super::custom_scf::region_args_of(arena, op, 0).len();
        let dims = steps;
        if lb_groups.len() != dims || ub_groups.len() != dims || args != dims {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "the number of region arguments ({args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({steps}) must all match",
                    lb_groups.len(),
                    ub_groups.len()
                ),
            ));
        }
        let lb_map = map_of(ctx, get("lowerBoundsMap"));
        let ub_map = map_of(ctx, get("upperBoundsMap"));
        for (groups, map, what) in [(&lb_groups, &lb_map, "lower"), (&ub_groups, &ub_map, "upper")] {
            if groups.contains(&0) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("expected {what} bound map to have at least one result"),
                ));
            }
            let expected: i64 = groups.iter().sum();
            if Some(expected) != map.as_ref().map(|m| m.num_results() as i64) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!("expected {what} bounds map to have {expected} results"),
                ));
            }
        }
        let reductions = match get("reductions").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.clone(),
            _ => Vec::new(),
        };
        let results: Vec<Type> = arena.result_types(op).collect();
        if reductions.len() != results.len() {
            return Err(op_error(
                ctx,
                arena,
                op,
                "a reduction must be specified for each output",
            ));
        }
        for (&r, &ty) in reductions.iter().zip(&results) {
            let kind = match ctx.attr_kind(r) {
                AttrKind::Integer { value, .. } => value
                    .to_i128()
                    .and_then(|k| usize::try_from(k).ok())
                    .and_then(|k| ATOMIC_RMW_KINDS.get(k)),
                _ => None,
            };
            let Some(kind) = kind else {
                return Err(op_error(ctx, arena, op, "invalid reduction attribute"));
            };
            if !reduction_matches(ctx, ty, kind) {
                return Err(op_error(ctx, arena, op, "result type cannot match reduction attribute"));
            }
        }
        let operands: Vec<Value> = arena.operands(op).collect();
        let lb_inputs = lb_map
            .as_ref()
            .map_or(0, |m| m.num_inputs() as usize)
            .min(operands.len());
        let (lbs, ubs) = operands.split_at(lb_inputs);
        if let Some(m) = &lb_map {
            verify_dim_and_symbol_ids(ctx, arena, op, lbs, m.num_dims as usize)?;
        }
        if let Some(m) = &ub_map {
            verify_dim_and_symbol_ids(ctx, arena, op, ubs, m.num_dims as usize)?;
        }
        Ok(())
    }
}

/// The `static_basis` of a delinearize/linearize op.
fn static_basis(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, "static_basis")
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// The check shared by delinearize and linearize: one dynamic basis value
/// per `kDynamic` entry of the static basis.
fn verify_dynamic_basis(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    basis: &[i64],
    dynamic: usize,
) -> Result<(), Diagnostic> {
    if basis.iter().filter(|&&v| v == ir::types::DYNAMIC).count() != dynamic {
        return Err(op_error(
            ctx,
            arena,
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

impl DelinearizeIndexOp {
    /// `AffineDelinearizeIndexOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let basis = static_basis(ctx, arena, op);
        let n = arena.num_results(op);
        if n != basis.len() && n != basis.len() + 1 {
            return Err(op_error(
                ctx,
                arena,
                op,
                "should return an index for each basis element and up to one extra index",
            ));
        }
        verify_dynamic_basis(ctx, arena, op, &basis, arena.num_operands(op).saturating_sub(1))?;
        if basis.iter().any(|&v| v <= 0 && v != ir::types::DYNAMIC) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "no basis element may be statically non-positive",
            ));
        }
        Ok(())
    }
}

impl LinearizeIndexOp {
    /// `AffineLinearizeIndexOp::verify`.
    pub(crate) fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let op = self.0;
        let basis = static_basis(ctx, arena, op);
        let segs = ir::ods::access::segment_sizes(ctx, arena, op, "operandSegmentSizes").unwrap_or_default();
        let indexes = segs.first().copied().unwrap_or(0).max(0) as usize;
        let dynamic = segs.get(1).copied().unwrap_or(0).max(0) as usize;
        if indexes != basis.len() && indexes != basis.len() + 1 {
            return Err(op_error(
                ctx,
                arena,
                op,
                "should be passed a basis element for each index except possibly the first",
            ));
        }
        verify_dynamic_basis(ctx, arena, op, &basis, dynamic)
    }
}
