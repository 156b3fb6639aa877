//! Parsing operations, regions, blocks and SSA values; the top level.

use super::alias_budget::AliasKind;
use super::{BlockEntry, LocTarget, PResult, Parser, ValueEntry, ValueScope};
use crate::attrs::{Attr, AttrKind};
use crate::body::{BlockId, OpId, OpSpec, RegionId, Value};
use crate::builtin;
use crate::diag::DiagLoc;
use crate::text::lexer::TokenKind;
use crate::types::{Type, TypeKind};
use smallvec::SmallVec;

use super::asm::UnresolvedOperand;

impl<'a> Parser<'a> {
    /// Parses the whole buffer and returns the top-level `builtin.module`.
    pub(super) fn parse_top_level(&mut self) -> PResult<OpId> {
        let top_block = self.arena.create_block(&[]);
        self.push_scope(true);
        loop {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::Error => return Err(self.err_here("unexpected character")),
                TokenKind::HashIdent => self.parse_attr_alias_def()?,
                TokenKind::BangIdent => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => self.parse_operation(top_block)?,
            }
        }
        self.finalize(top_block)
    }

    /// MLIR's `OperationParser::finalize`: undefined SSA names (all of them,
    /// in source order), then deferred location aliases, then the top-level
    /// scope's block references.
    fn finalize(&mut self, top_block: BlockId) -> PResult<OpId> {
        if !self.forward_refs.is_empty() {
            let mut offsets: Vec<usize> = self.forward_refs.values().copied().collect();
            offsets.sort_unstable();
            return Err(self.errors_at(&offsets, "use of undeclared SSA value name"));
        }
        // Deferred `loc(#alias)` references.
        for (target, name, offset) in std::mem::take(&mut self.deferred_locs) {
            let Some(&attr) = self.attr_aliases.get(&name) else {
                return Err(self.err_at(offset, "operation location alias was never defined"));
            };
            if !self.ctx.attr_kind(attr).is_location() {
                let text = crate::text::printer::attr_to_string(self.ctx, attr);
                return Err(self.err_at(offset, format!("expected location, but found '{text}'")));
            }
            match target {
                LocTarget::Op(op) => self.arena.set_op_loc(op, attr),
                LocTarget::Arg(block, i) => self.arena.set_arg_loc(block, i, attr),
            }
        }
        self.pop_scope()?;
        // A single explicit module is the top level; otherwise wrap.
        let ops: Vec<OpId> = self.arena.block_ops(top_block).collect();
        if ops.len() == 1 {
            let name = self.ctx.op_info(self.arena.op_name(ops[0])).name();
            if name == builtin::MODULE {
                self.arena.detach_op(ops[0]);
                return Ok(ops[0]);
            }
        }
        let loc = if self.chunk_start == 0 {
            self.ctx.get_attr(AttrKind::file_point(self.file_attr, 0, 0))
        } else {
            self.loc_at(self.chunk_start)
        };
        let region = self.arena.create_region();
        let module = builtin::module_with_region(self.ctx, &mut self.arena, loc, region);
        self.arena.append_block(region, top_block);
        Ok(module)
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let tok = self.tok;
        let name = String::from_utf8_lossy(&self.src[tok.start + 1..tok.end]).into_owned();
        if self.attr_aliases.contains_key(&name) {
            return Err(self.err_here(format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self.err_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(TokenKind::Equal, "expected '=' in attribute alias definition")?;
        let value_start = self.tok.start;
        let enclosing = self.aliases.begin_item();
        let attr = self.parse_attribute(None)?;
        let expansion = self.aliases.end_item(enclosing);
        self.aliases
            .define(AliasKind::Attr, &name, self.tok.start - value_start, expansion);
        self.attr_aliases.insert(name, attr);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let tok = self.tok;
        let name = String::from_utf8_lossy(&self.src[tok.start + 1..tok.end]).into_owned();
        if self.type_aliases.contains_key(&name) {
            return Err(self.err_here(format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self.err_here("type names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        let value_start = self.tok.start;
        let enclosing = self.aliases.begin_item();
        let ty = self.parse_type()?;
        let expansion = self.aliases.end_item(enclosing);
        self.aliases
            .define(AliasKind::Type, &name, self.tok.start - value_start, expansion);
        self.type_aliases.insert(name, ty);
        Ok(())
    }

    // ----- scopes -----

    pub(super) fn push_scope(&mut self, isolated: bool) {
        self.block_scopes.push(Default::default());
        if isolated || self.scopes.is_empty() {
            self.scopes.push(ValueScope::default());
        }
        if let Some(s) = self.scopes.last_mut() {
            s.defs_per_region.push(Default::default());
        }
    }

    pub(super) fn pop_scope(&mut self) -> PResult<()> {
        if let Some(blocks) = self.block_scopes.pop() {
            let mut undefined: Vec<usize> = blocks.values().filter(|b| !b.defined).map(|b| b.first_ref).collect();
            if !undefined.is_empty() {
                undefined.sort_unstable();
                return Err(self.errors_at(&undefined, "reference to an undefined block"));
            }
        }
        let Some(scope) = self.scopes.last_mut() else {
            return Ok(());
        };
        if scope.defs_per_region.len() == 1 {
            self.scopes.pop();
        } else if let Some(defs) = scope.defs_per_region.pop() {
            for name in defs.names {
                scope.remove(name);
            }
            for n in defs.numbers {
                scope.remove_numbered(n as usize);
            }
        }
        Ok(())
    }

    // ----- values -----

    pub(super) fn parse_ssa_use(&mut self) -> PResult<UnresolvedOperand<'a>> {
        self.parse_ssa_name(true)
    }

    /// MLIR's `parseSSAUse(result, allowResultNumber)`: `%name`, and `#N`
    /// after it only where a result number is allowed (not for arguments).
    pub(super) fn parse_ssa_name(&mut self, allow_result_number: bool) -> PResult<UnresolvedOperand<'a>> {
        if self.tok.kind != TokenKind::PercentIdent {
            return Err(self.err_wrong_token("expected SSA operand"));
        }
        let name = self.spelling();
        let offset = self.tok.start;
        self.bump();
        let mut number = 0;
        if self.tok.kind == TokenKind::HashIdent {
            if !allow_result_number {
                return Err(self.err_here("result number not allowed in argument list"));
            }
            let digits = &self.src[self.tok.start + 1..self.tok.end];
            number = std::str::from_utf8(digits)
                .ok()
                .filter(|d| d.bytes().all(|c| c.is_ascii_digit()))
                .and_then(|d| d.parse::<u32>().ok())
                .map(|n| n as usize)
                .ok_or_else(|| self.err_here("invalid SSA value result number"))?;
            self.bump();
        }
        Ok(UnresolvedOperand { name, number, offset })
    }

    pub(super) fn resolve_use(&mut self, u: UnresolvedOperand<'a>, ty: Type) -> PResult<Value> {
        let (entry, first) = match self.scopes.last() {
            Some(s) => (
                s.get(u.name, u.number),
                if u.number == 0 { None } else { s.get(u.name, 0) },
            ),
            None => (None, None),
        };
        if let Some(entry) = entry {
            let vty = self.arena.value_type(entry.value);
            if vty == ty {
                return Ok(entry.value);
            }
            let p = |t| crate::text::printer::type_to_string(self.ctx, t);
            return Err(self
                .err_at(
                    u.offset,
                    format!(
                        "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                        String::from_utf8_lossy(u.name),
                        p(ty),
                        p(vty)
                    ),
                )
                .with_note(DiagLoc::Offset(entry.offset), "prior use here"));
        }
        if let Some(first) = first {
            if !self.forward_refs.contains_key(&first.value) {
                return Err(self.err_at(u.offset, "reference to invalid result number"));
            }
        }
        // A forward reference: a placeholder to be replaced by the definition.
        let loc = self.ctx.unknown_loc();
        let placeholder = self.arena.create_op(OpSpec {
            result_types: vec![ty],
            ..OpSpec::new(self.ctx.op_name(builtin::UNREALIZED_CAST), loc)
        });
        let value = self.arena.result(placeholder, 0);
        self.forward_refs.insert(value, u.offset);
        self.value_scope().set(
            u.name,
            u.number,
            ValueEntry {
                value,
                offset: u.offset,
            },
        );
        Ok(value)
    }

    fn value_scope(&mut self) -> &mut ValueScope<'a> {
        if self.scopes.is_empty() {
            self.scopes.push(ValueScope::default());
        }
        self.scopes.last_mut().expect("scope exists")
    }

    pub(super) fn add_definition(&mut self, name: &'a [u8], number: usize, offset: usize, value: Value) -> PResult<()> {
        let existing = self.value_scope().get(name, number);
        if let Some(prev) = existing {
            if !self.forward_refs.contains_key(&prev.value) {
                return Err(self
                    .err_at(
                        offset,
                        format!("redefinition of SSA value '{}'", String::from_utf8_lossy(name)),
                    )
                    .with_note(DiagLoc::Offset(prev.offset), "previously defined here"));
            }
            let (pt, vt) = (self.arena.value_type(prev.value), self.arena.value_type(value));
            if pt != vt {
                let p = |t| crate::text::printer::type_to_string(self.ctx, t);
                return Err(self
                    .err_at(
                        offset,
                        format!(
                            "definition of SSA value '{}#{}' has type '{}'",
                            String::from_utf8_lossy(name),
                            number,
                            p(vt)
                        ),
                    )
                    .with_note(
                        DiagLoc::Offset(prev.offset),
                        format!("previously used here with type '{}'", p(pt)),
                    ));
            }
            self.arena.replace_all_uses(prev.value, value);
            self.forward_refs.remove(&prev.value);
            if let Some(op) = self.arena.defining_op(prev.value) {
                self.arena.erase_detached_op(op);
            }
        }
        let scope = self.value_scope();
        let numbered = scope.set(name, number, ValueEntry { value, offset });
        // The scope's outermost region needs no list: the scope goes whole.
        if scope.defs_per_region.len() > 1 {
            if let Some(defs) = scope.defs_per_region.last_mut() {
                match numbered {
                    Some(n) => defs.numbers.push(n),
                    None => defs.names.push(name),
                }
            }
        }
        Ok(())
    }

    // ----- blocks -----

    pub(super) fn block_entry(&mut self, name: &'a [u8], offset: usize) -> BlockEntry {
        if let Some(e) = self.block_scopes.last().and_then(|s| s.get(name)) {
            return *e;
        }
        let block = self.arena.create_block(&[]);
        let entry = BlockEntry {
            block,
            defined: false,
            first_ref: offset,
        };
        if let Some(scope) = self.block_scopes.last_mut() {
            scope.insert(name, entry);
        }
        entry
    }

    fn parse_successor(&mut self) -> PResult<BlockId> {
        if self.tok.kind != TokenKind::CaretIdent {
            return Err(self.err_wrong_token("expected block name"));
        }
        let name = self.spelling();
        let e = self.block_entry(name, self.tok.start);
        self.bump();
        Ok(e.block)
    }

    // ----- regions -----

    /// region ::= `{` entry-block? block* `}`
    fn parse_region(&mut self, region: RegionId, isolated: bool) -> PResult<()> {
        self.enter()?;
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        if self.tok.kind != TokenKind::RBrace {
            self.push_scope(isolated);
            let entry = self.arena.create_block(&[]);
            self.parse_block(Some(entry), region)?;
            while self.tok.kind != TokenKind::RBrace {
                self.parse_block(None, region)?;
            }
            self.pop_scope()?;
        }
        self.bump();
        self.leave();
        Ok(())
    }

    pub(super) fn parse_block(&mut self, given: Option<BlockId>, region: RegionId) -> PResult<()> {
        let block = match (given, self.tok.kind) {
            (Some(b), k) if k != TokenKind::CaretIdent => b,
            _ => {
                if self.tok.kind != TokenKind::CaretIdent {
                    return Err(self.err_wrong_token("expected block name"));
                }
                let name = self.spelling();
                let at = self.tok.start;
                let existing = self.block_scopes.last().and_then(|s| s.get(name)).copied();
                let block = match existing {
                    None => {
                        let b = given.unwrap_or_else(|| self.arena.create_block(&[]));
                        if let Some(scope) = self.block_scopes.last_mut() {
                            scope.insert(
                                name,
                                BlockEntry {
                                    block: b,
                                    defined: true,
                                    first_ref: at,
                                },
                            );
                        }
                        b
                    }
                    Some(e) if e.defined => {
                        return Err(
                            self.err_at(at, format!("redefinition of block '{}'", String::from_utf8_lossy(name)))
                        );
                    }
                    Some(e) => {
                        if let Some(scope) = self.block_scopes.last_mut() {
                            scope.insert(name, BlockEntry { defined: true, ..e });
                        }
                        e.block
                    }
                };
                self.bump();
                if self.tok.kind == TokenKind::LParen {
                    self.parse_block_args(block)?;
                }
                self.expect(TokenKind::Colon, "expected ':' after block name")?;
                block
            }
        };
        self.arena.append_block(region, block);
        // As in MLIR, the end of the buffer is just a missing operation.
        while !matches!(self.tok.kind, TokenKind::CaretIdent | TokenKind::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    fn parse_block_args(&mut self, block: BlockId) -> PResult<()> {
        self.bump();
        if self.eat(TokenKind::RParen) {
            return Ok(());
        }
        loop {
            // MLIR accepts `%arg#N` here too (it defines result number N).
            let u = self.parse_ssa_use()?;
            self.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
            let ty = self.parse_type()?;
            let loc = self.loc_at(u.offset);
            let value = self.arena.add_block_arg(block, ty, loc);
            let index = self.arena.num_args(block) - 1;
            self.parse_trailing_loc(LocTarget::Arg(block, index))?;
            self.add_definition(u.name, u.number, u.offset, value)?;
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen, "expected ')'")
    }

    // ----- operations -----

    fn parse_operation(&mut self, block: BlockId) -> PResult<()> {
        // The op's own alias expansion is counted apart from its parent's.
        let enclosing = self.aliases.begin_item();
        let parsed = self.parse_operation_counted(block);
        self.aliases.end_item(enclosing);
        parsed
    }

    fn parse_operation_counted(&mut self, block: BlockId) -> PResult<()> {
        let start = self.tok.start;
        let mut results: SmallVec<[(&'a [u8], u64, usize); 2]> = SmallVec::new();
        if self.tok.kind == TokenKind::PercentIdent {
            loop {
                if self.tok.kind != TokenKind::PercentIdent {
                    return Err(self.err_wrong_token("expected valid ssa identifier"));
                }
                let name = self.spelling();
                let at = self.tok.start;
                self.bump();
                let mut count = 1;
                if self.eat(TokenKind::Colon) {
                    if self.tok.kind != TokenKind::Integer {
                        return Err(self.err_wrong_token("expected integer number of results"));
                    }
                    count = super::uint64_value(self.spelling())
                        .filter(|&c| c >= 1)
                        .ok_or_else(|| self.err_here("expected named operation to have at least 1 result"))?;
                    self.bump();
                }
                results.push((name, count, at));
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.tok.kind {
            TokenKind::String => self.parse_generic_op()?,
            // An integer type (`i32`) is its own token kind in MLIR, not a
            // keyword, so it cannot name a custom operation.
            TokenKind::BareIdent if self.is_keyword() => self.parse_custom_op()?,
            TokenKind::Error => return Err(self.err_here("")),
            _ => return Err(self.err_wrong_token("expected operation name in quotes")),
        };
        self.arena.append_op(block, op);
        if !results.is_empty() {
            // Summed without overflow (mlir-opt's size_t sum can wrap and
            // then loops over the bogus count).
            let expected: u128 = results.iter().map(|r| r.1 as u128).sum();
            let have = self.arena.num_results(op);
            if have == 0 {
                return Err(self.err_at(start, "cannot name an operation with no results"));
            }
            if expected != have as u128 {
                return Err(self.err_at(
                    start,
                    format!("operation defines {have} results but was provided {expected} to bind"),
                ));
            }
            let mut next = 0;
            for (name, count, at) in results {
                for i in 0..count as usize {
                    let v = self.arena.result(op, next);
                    self.add_definition(name, i, at, v)?;
                    next += 1;
                }
            }
        }
        Ok(())
    }

    fn parse_generic_op(&mut self) -> PResult<OpId> {
        let name_tok = self.tok;
        let name = self.string_value();
        if name.is_empty() {
            return Err(self.err_here("empty operation name is invalid"));
        }
        if name.contains(&0) {
            return Err(self.err_here("null character not allowed in operation name"));
        }
        let Ok(name) = String::from_utf8(name) else {
            return Err(self.err_here("operation name is not valid UTF-8"));
        };
        self.bump();
        let op_name = self.ctx.op_name(&name);
        let info = self.ctx.op_info(op_name);
        if !info.is_registered() {
            let dialect = name.split('.').next().unwrap_or("");
            if !self.ctx.registry().is_dialect_registered(dialect) && !self.ctx.allows_unregistered_dialects() {
                return Err(self.err_here(
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                ));
            }
        }
        let loc = self.loc_at(name_tok.start);

        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        let mut operands: SmallVec<[UnresolvedOperand<'a>; 4]> = SmallVec::new();
        if self.tok.kind == TokenKind::PercentIdent {
            loop {
                operands.push(self.parse_ssa_use()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;

        let mut successors = Vec::new();
        if self.tok.kind == TokenKind::LSquare {
            if info.traits().is_terminator || !info.is_registered() {
                self.bump();
                if self.tok.kind == TokenKind::RSquare {
                    return Err(self.err_wrong_token("expected list element"));
                }
                loop {
                    successors.push(self.parse_successor()?);
                    if !self.eat(TokenKind::Comma) {
                        break;
                    }
                }
                self.expect(TokenKind::RSquare, "expected ',' or ']'")?;
            } else {
                return Err(self.err_here("successors in non-terminator"));
            }
        }

        let mut properties = None;
        if self.eat(TokenKind::Less) {
            properties = Some(self.parse_attribute(None)?);
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
        }

        let mut regions = Vec::new();
        if self.eat(TokenKind::LParen) {
            loop {
                let r = self.arena.create_region();
                self.parse_region(r, false)?;
                regions.push(r);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "expected ')' to end region list")?;
        }

        let mut attrs = Vec::new();
        if self.tok.kind == TokenKind::LBrace {
            attrs = self.parse_dictionary_entries()?;
        }

        self.expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        let type_at = self.tok.start;
        let fn_ty = self.parse_type()?;
        let TypeKind::Function { inputs, results } = self.ctx.type_kind(fn_ty).clone() else {
            return Err(self.err_direct(type_at, "expected function type"));
        };
        if inputs.len() != operands.len() {
            // MLIR writes `"s"[n == 1]`, which for one operand is the
            // string's terminating nul byte.
            let plural = if operands.len() == 1 { "\0" } else { "s" };
            return Err(self.err_direct(
                type_at,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    plural,
                    inputs.len()
                ),
            ));
        }
        let mut values = Vec::with_capacity(operands.len());
        for (u, &ty) in operands.iter().zip(inputs.iter()) {
            values.push(self.resolve_use(*u, ty)?);
        }
        let merge = if properties.is_some() {
            InherentMerge::PropertiesWin
        } else {
            self.verify_dictionary_inherent_attrs(op_name, &attrs, name_tok.start)?;
            InherentMerge::Verbatim
        };
        let (properties, attrs) = self.split_inherent_attrs(op_name, properties, attrs, merge);
        let op = self.arena.create_op(OpSpec {
            operands: values,
            result_types: results,
            successors,
            regions,
            properties,
            attrs,
            ..OpSpec::new(op_name, loc)
        });
        self.parse_trailing_loc(LocTarget::Op(op))?;
        Ok(op)
    }

    /// Upstream's `parseGenericOperation` without `<{...}>`: inherent
    /// attributes mixed into the attribute dictionary must satisfy their
    /// constraints (`verifyInherentAttrs`, at parse time, since a value of
    /// the wrong kind could not be stored as a property), reported at the
    /// op's name. Ops that keep inherent attributes in the dictionary have
    /// nothing to store and are left to the verifier.
    fn verify_dictionary_inherent_attrs(
        &self,
        op: crate::registry::OpName,
        attrs: &[(Attr, Attr)],
        at: usize,
    ) -> PResult<()> {
        let info = self.ctx.op_info(op);
        if info.name() == builtin::MODULE {
            return match builtin::module_attr_not_string(self.ctx, attrs) {
                Some((name, _)) => Err(self.err_direct(
                    at,
                    format!(
                        "'{}' op attribute '{name}' failed to satisfy constraint: string attribute",
                        builtin::MODULE
                    ),
                )),
                None => Ok(()),
            };
        }
        let Some(def) = info.definition() else { return Ok(()) };
        let Some(schema) = def.schema.filter(|_| !def.attributes_in_dictionary) else {
            return Ok(());
        };
        match crate::ods::verify::inherent_attr_violation(self.ctx, schema, attrs) {
            Some(message) => Err(self.err_direct(at, message)),
            None => Ok(()),
        }
    }

    /// For registered ops, moves inherent attributes from the discardable
    /// dictionary into the properties (as MLIR's `Operation::create` does),
    /// combining both as `merge` says, and drops an empty properties
    /// dictionary.
    fn split_inherent_attrs(
        &self,
        op: crate::registry::OpName,
        properties: Option<Attr>,
        attrs: Vec<(Attr, Attr)>,
        merge: InherentMerge,
    ) -> (Option<Attr>, Option<Attr>) {
        let info = self.ctx.op_info(op);
        let Some(def) = info.definition() else {
            let attrs = (!attrs.is_empty()).then(|| self.ctx.dictionary_attr(attrs));
            return (properties, attrs);
        };
        let given: Vec<(Attr, Attr)> = properties
            .map(|p| self.ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default();
        let (mut props, written_last) = match merge {
            InherentMerge::PropertiesWin => (Vec::new(), given),
            InherentMerge::DictionaryWins | InherentMerge::Verbatim => (given, Vec::new()),
        };
        let mut discardable = Vec::new();
        for (name, value) in attrs {
            let n = self.ctx.string_value(name);
            if !def.inherent_attrs.iter().any(|i| i.as_bytes() == n) {
                discardable.push((name, value));
                continue;
            }
            props.retain(|(k, _)| *k != name);
            if merge == InherentMerge::Verbatim || storable(self.ctx, def, n, value) {
                props.push((name, value));
            }
        }
        for (name, value) in written_last {
            props.retain(|(k, _)| *k != name);
            props.push((name, value));
        }
        if def.attributes_in_dictionary {
            self.populate_defaults(def, &mut discardable);
        } else {
            if let Some(schema) = def.schema {
                // MLIR's `setPropertiesFromAttr` reads only the op's own
                // keys: anything else in `<{...}>` is dropped.
                props.retain(|(k, _)| {
                    let k = self.ctx.string_value(*k);
                    def.inherent_attrs.iter().any(|i| i.as_bytes() == k)
                });
                // Properties that cannot be stored stay as written, without
                // defaults (for the verifier's `invalid properties {...}`).
                let storable = !schema.attrs.iter().any(|a| a.property)
                    || crate::ods::native_props::normalize(self.ctx, info.name(), &mut props);
                if storable {
                    self.populate_defaults(def, &mut props);
                }
            } else {
                self.populate_defaults(def, &mut props);
            }
        }
        let props = (!props.is_empty()).then(|| self.ctx.dictionary_attr(props));
        let attrs = (!discardable.is_empty()).then(|| self.ctx.dictionary_attr(discardable));
        (props, attrs)
    }

    /// Default-valued attributes left unset take their default, as MLIR's
    /// `populateDefaultProperties` does for every op it creates (so the
    /// generic form prints them even when the input left them out).
    fn populate_defaults(&self, def: &crate::registry::OpDefinition, props: &mut Vec<(Attr, Attr)>) {
        let Some(schema) = def.schema else { return };
        for a in schema.attrs {
            let crate::ods::Presence::Default(text) = a.presence else {
                continue;
            };
            let name = self.ctx.string_attr(a.name.as_bytes());
            if props.iter().any(|(k, _)| *k == name) {
                continue;
            }
            // A default that does not parse is a definition bug the
            // generated code's tests catch; the op then stays without it.
            if let Ok(value) = crate::ods::values::default_attr(self.ctx, text) {
                props.push((name, value));
            }
        }
    }

    /// `loc(...)` after an operation or block argument.
    fn parse_trailing_loc(&mut self, target: LocTarget) -> PResult<()> {
        if !(self.tok.kind == TokenKind::BareIdent && self.spelling() == b"loc") {
            return Ok(());
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let tok = self.tok;
        // As MLIR: a `#name` without a dot is an alias, even before `<`.
        let is_alias = tok.kind == TokenKind::HashIdent && !self.src[tok.start..tok.end].contains(&b'.');
        let loc = if is_alias {
            let name = String::from_utf8_lossy(&self.src[tok.start + 1..tok.end]).into_owned();
            self.bump();
            match self.attr_aliases.get(&name) {
                Some(&a) => {
                    if !self.ctx.attr_kind(a).is_location() {
                        let text = crate::text::printer::attr_to_string(self.ctx, a);
                        return Err(self.err_at(tok.start, format!("expected location, but found '{text}'")));
                    }
                    Some(a)
                }
                None => {
                    self.deferred_locs.push((target, name, tok.start));
                    None
                }
            }
        } else {
            Some(self.parse_location_instance()?)
        };
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        if let Some(loc) = loc {
            match target {
                LocTarget::Op(op) => self.arena.set_op_loc(op, loc),
                LocTarget::Arg(b, i) => self.arena.set_arg_loc(b, i, loc),
            }
        }
        Ok(())
    }

    /// Custom-form operations. The core knows only `builtin.module`.
    fn parse_custom_op(&mut self) -> PResult<OpId> {
        let tok = self.tok;
        let original = String::from_utf8_lossy(self.spelling()).into_owned();
        // As MLIR: a name without a dialect prefix (nothing after its first
        // `.`) gets the default dialect's.
        let default = self.default_dialects.last().copied().unwrap_or("builtin");
        let full = match original.split_once('.') {
            Some((_, rest)) if !rest.is_empty() => original.clone(),
            _ if default.is_empty() => original.clone(),
            _ => format!("{default}.{original}"),
        };
        if full == builtin::MODULE {
            self.bump();
            return self.parse_module_body(tok.start);
        }
        let op_name = self.ctx.op_name(&full);
        if let Some(assembly) = self.ctx.op_info(op_name).definition().and_then(|d| d.assembly) {
            self.bump();
            return self.parse_with_custom_assembly(op_name, assembly.parse, tok.start);
        }
        let dialect = full.split('.').next().unwrap_or("").to_string();
        // MLIR consumes the name first; a lexing error on the next token
        // is then the only error reported.
        self.bump();
        if self.tok.kind == TokenKind::Error {
            return Err(self.err_here(""));
        }
        let tried = if original != full {
            format!(" (tried '{full}' as well)")
        } else {
            String::new()
        };
        if !self.ctx.registry().is_dialect_registered(&dialect) {
            let d = self.err_at(
                tok.start,
                format!("Dialect `{dialect}' not found for custom op '{original}' {tried}"),
            );
            let note = format!(
                "Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                self.ctx.registry().dialects().join(", ")
            );
            return Err(d.with_note(DiagLoc::Offset(tok.start), note));
        }
        Err(self.err_at(tok.start, format!("custom op '{original}' is unknown{tried}")))
    }

    /// Runs a registered op's custom parser, then creates the op.
    fn parse_with_custom_assembly(
        &mut self,
        name: crate::registry::OpName,
        parse: crate::registry::CustomParseFn,
        start: usize,
    ) -> PResult<OpId> {
        let mut state = super::asm::OperationState {
            name,
            loc: self.loc_at(start),
            operands: Vec::new(),
            result_types: Vec::new(),
            properties: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
        };
        let default = crate::op_asm::default_dialect(self.ctx, name);
        self.default_dialects.push(default);
        let parsed = {
            let mut asm = super::asm::OpAsmParser::new(self, name);
            parse(&mut asm, &mut state)
        };
        self.default_dialects.pop();
        parsed?;
        let props = (!state.properties.is_empty()).then(|| self.ctx.dictionary_attr(state.properties));
        let (properties, attrs) = self.split_inherent_attrs(name, props, state.attrs, InherentMerge::DictionaryWins);
        let op = self.arena.create_op(OpSpec {
            operands: state.operands,
            result_types: state.result_types,
            successors: state.successors,
            regions: state.regions,
            properties,
            attrs,
            ..OpSpec::new(name, state.loc)
        });
        self.parse_trailing_loc(LocTarget::Op(op))?;
        Ok(op)
    }

    /// `module @name? (attributes {...})? { ... }`
    fn parse_module_body(&mut self, start: usize) -> PResult<OpId> {
        let loc = self.loc_at(start);
        let mut props = Vec::new();
        if self.tok.kind == TokenKind::AtIdent {
            let s = &self.src[self.tok.start + 1..self.tok.end];
            let name = if s.first() == Some(&b'"') && s.len() >= 2 {
                crate::text::lexer::unescape(&s[1..s.len() - 1])
            } else {
                s.to_vec()
            };
            props.push((self.ctx.string_attr(b"sym_name"), self.ctx.string_attr(&name)));
            self.bump();
        }
        let mut attrs = Vec::new();
        if self.tok.kind == TokenKind::BareIdent && self.spelling() == b"attributes" {
            self.bump();
            attrs = self.parse_dictionary_entries()?;
        }
        let region = self.arena.create_region();
        self.default_dialects.push("builtin");
        let parsed = self.parse_region(region, true);
        self.default_dialects.pop();
        parsed?;
        if self.arena.region_blocks(region).is_empty() {
            let b = self.arena.create_block(&[]);
            self.arena.append_block(region, b);
        }
        let name = self.ctx.op_name(builtin::MODULE);
        let props = (!props.is_empty()).then(|| self.ctx.dictionary_attr(props.clone()));
        let (properties, attrs) = self.split_inherent_attrs(name, props, attrs, InherentMerge::DictionaryWins);
        let op = self.arena.create_op(OpSpec {
            regions: vec![region],
            properties,
            attrs,
            ..OpSpec::new(name, loc)
        });
        self.parse_trailing_loc(LocTarget::Op(op))?;
        Ok(op)
    }
}

/// How an op's attribute dictionary and its properties combine: MLIR's
/// `Operation::create` stores dictionary entries with `setInherentAttr`,
/// then the generic form's `<{...}>` is applied with
/// `setPropertiesFromAttribute`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum InherentMerge {
    /// Custom form: dictionary entries replace what the op's parser set; an
    /// entry the property cannot store (another storage class) clears it, as
    /// `setInherentAttr`'s cast to null does.
    DictionaryWins,
    /// Generic form with `<{...}>`: the dictionary is applied first (as
    /// above), then the properties dictionary replaces its entries.
    PropertiesWin,
    /// Generic form without properties: entries are kept as written and the
    /// verifier reports those breaking their constraint (MLIR checks them
    /// at parse time, with the same message at the same place).
    Verbatim,
}

/// Whether `value` has the storage class of the inherent attribute `name`
/// of `def`'s op (always, when the op has no schema or the attribute no
/// declared storage class).
fn storable(ctx: &crate::Context, def: &crate::registry::OpDefinition, name: &[u8], value: Attr) -> bool {
    let Some(schema) = def.schema else { return true };
    schema
        .attrs
        .iter()
        .find(|a| a.name.as_bytes() == name)
        .and_then(|a| a.storage.as_ref())
        .is_none_or(|storage| crate::ods::pred::attr_matches(ctx, value, storage))
}
