//! Parsing a format string into elements, with the binding rules mlir-tblgen
//! checks while parsing (each variable bound once, directives in the right
//! context, optional group and custom directive rules). The checks that need
//! the whole format run afterwards, in `verify`.

use super::lexer::{literal_check, Keyword, Lexer, Token, TokenKind};
use super::{Branch, Element, ElementKind, Format, FormatError, OIClause, OptionalGroup};
use crate::model::{Arity, Op, Presence};

/// Where an element is being parsed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Ctx {
    /// Top level (or inside an optional group / oilist).
    TopLevel,
    /// An argument of `custom<...>(...)`.
    Custom,
    /// The argument of `type(...)` / `functional-type(...)`.
    Type,
    /// The argument of `ref(...)`.
    Ref,
}

type PResult<T> = Result<T, FormatError>;

/// Parser state: mlir-tblgen's `OpFormatParser` fields.
pub(super) struct FormatParser<'a> {
    pub(super) text: &'a str,
    pub(super) op: &'a Op,
    lexer: Lexer<'a>,
    tok: Token,
    lex_error: Option<FormatError>,
    pub(super) has_attr_dict: bool,
    pub(super) has_prop_dict: bool,
    pub(super) all_regions: bool,
    pub(super) all_successors: bool,
    pub(super) all_operands: bool,
    pub(super) all_operand_types: bool,
    pub(super) all_result_types: bool,
    pub(super) seen_operand_types: Vec<bool>,
    pub(super) seen_result_types: Vec<bool>,
    /// Attribute indices in the order first bound.
    pub(super) seen_attrs: Vec<usize>,
    pub(super) seen_properties: Vec<usize>,
    pub(super) seen_operands: Vec<bool>,
    pub(super) seen_regions: Vec<bool>,
    pub(super) seen_successors: Vec<bool>,
}

impl<'a> FormatParser<'a> {
    pub(super) fn new(text: &'a str, op: &'a Op) -> Self {
        let mut lexer = Lexer::new(text);
        let (tok, lex_error) = match lexer.next_token() {
            Ok(t) => (t, None),
            Err(e) => (eof_at(e.offset), Some(e)),
        };
        FormatParser {
            text,
            op,
            lexer,
            tok,
            lex_error,
            has_attr_dict: false,
            has_prop_dict: false,
            all_regions: false,
            all_successors: false,
            all_operands: false,
            all_operand_types: false,
            all_result_types: false,
            seen_operand_types: vec![false; op.operands.len()],
            seen_result_types: vec![false; op.results.len()],
            seen_attrs: Vec::new(),
            seen_properties: Vec::new(),
            seen_operands: vec![false; op.operands.len()],
            seen_regions: vec![false; op.regions.len()],
            seen_successors: vec![false; op.successors.len()],
        }
    }

    /// Parses and validates the whole format.
    pub(super) fn parse(mut self) -> PResult<Format> {
        self.check_lex()?;
        let loc = self.tok.start;
        let mut elements = Vec::new();
        while self.current()?.kind != TokenKind::Eof {
            elements.push(self.parse_element(Ctx::TopLevel)?);
        }
        self.verify(loc, elements)
    }

    // ----- tokens -----

    fn check_lex(&mut self) -> PResult<()> {
        match self.lex_error.take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    fn consume(&mut self) -> PResult<()> {
        self.check_lex()?;
        match self.lexer.next_token() {
            Ok(t) => self.tok = t,
            Err(e) => {
                self.tok = eof_at(e.offset);
                self.lex_error = Some(e);
            }
        }
        Ok(())
    }

    /// The current token, after surfacing a pending lexer error.
    fn current(&mut self) -> PResult<Token> {
        if self.tok.kind == TokenKind::Eof {
            self.check_lex()?;
        }
        Ok(self.tok)
    }

    fn expect(&mut self, kind: TokenKind, message: &str) -> PResult<Token> {
        let t = self.current()?;
        if t.kind != kind {
            return Err(FormatError::new(t.start, message));
        }
        self.consume()?;
        Ok(t)
    }

    fn spelling(&self, t: Token) -> &'a str {
        t.spelling(self.text)
    }

    fn el(kind: ElementKind, offset: usize) -> Element {
        Element { kind, offset }
    }

    // ----- elements -----

    pub(super) fn parse_element(&mut self, ctx: Ctx) -> PResult<Element> {
        let t = self.current()?;
        match t.kind {
            TokenKind::Literal => self.parse_literal(ctx),
            TokenKind::String => self.parse_string(ctx),
            TokenKind::Variable => self.parse_variable(ctx),
            TokenKind::Keyword(k) => {
                self.consume()?;
                if k == Keyword::Custom {
                    self.parse_custom(t.start, ctx)
                } else {
                    self.parse_directive(t.start, k, ctx)
                }
            }
            TokenKind::LParen => self.parse_optional_group(ctx),
            _ => Err(FormatError::new(
                t.start,
                "expected literal, variable, directive, or optional group",
            )),
        }
    }

    fn parse_literal(&mut self, ctx: Ctx) -> PResult<Element> {
        let t = self.current()?;
        self.consume()?;
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(
                t.start,
                "literals may only be used in the top-level section of the format",
            ));
        }
        let spelling = self.spelling(t);
        if spelling.len() < 2 || !spelling.starts_with('`') || !spelling.ends_with('`') {
            return Err(FormatError::new(
                t.start,
                format!("expected literal, but got '{spelling}'"),
            ));
        }
        let value = &spelling[1..spelling.len() - 1];
        let kind = match value {
            "" => ElementKind::NoSpace,
            " " => ElementKind::Space,
            "\\n" => ElementKind::Newline,
            _ => {
                literal_check(value)
                    .map_err(|m| FormatError::new(t.start, format!("expected valid literal but got '{value}': {m}")))?;
                ElementKind::Literal(value.to_string())
            }
        };
        Ok(Self::el(kind, t.start))
    }

    fn parse_string(&mut self, ctx: Ctx) -> PResult<Element> {
        let t = self.current()?;
        self.consume()?;
        if ctx != Ctx::Custom {
            return Err(FormatError::new(
                t.start,
                "strings may only be used as 'custom' directive arguments",
            ));
        }
        let spelling = self.spelling(t);
        let contents = &spelling[1..spelling.len() - 1];
        // mlir-tblgen drops every backslash.
        let value: String = contents.chars().filter(|&c| c != '\\').collect();
        Ok(Self::el(ElementKind::String(value), t.start))
    }

    fn parse_variable(&mut self, ctx: Ctx) -> PResult<Element> {
        let t = self.current()?;
        self.consume()?;
        let name = &self.spelling(t)[1..];
        self.variable(t.start, name, ctx)
    }

    /// `parseVariableImpl`: what the name refers to, and the binding rules.
    fn variable(&mut self, loc: usize, name: &str, ctx: Ctx) -> PResult<Element> {
        let op = self.op;
        let err = |m: String| Err(FormatError::new(loc, m));
        if let Some(i) = op.attributes.iter().position(|a| a.name == name) {
            if ctx == Ctx::Type {
                return err("attributes cannot be used as children to a `type` directive".into());
            }
            if ctx == Ctx::Ref {
                if !self.seen_attrs.contains(&i) {
                    return err(format!("attribute '{name}' must be bound before it is referenced"));
                }
            } else if self.seen_attrs.contains(&i) {
                return err(format!("attribute '{name}' is already bound"));
            } else {
                self.seen_attrs.push(i);
            }
            return Ok(Self::el(
                ElementKind::Attribute {
                    index: i,
                    qualified: false,
                },
                loc,
            ));
        }
        if let Some(i) = op.properties.iter().position(|p| p.name == name) {
            if ctx == Ctx::Type {
                return err("properties cannot be used as children to a `type` directive".into());
            }
            if ctx == Ctx::Ref {
                if !self.seen_properties.contains(&i) {
                    return err(format!("property '{name}' must be bound before it is referenced"));
                }
            } else if self.seen_properties.contains(&i) {
                return err(format!("property '{name}' is already bound"));
            } else {
                self.seen_properties.push(i);
            }
            return Ok(Self::el(ElementKind::Property(i), loc));
        }
        if let Some(i) = op.operands.iter().position(|v| v.name == name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.all_operands || self.seen_operands[i] {
                        return err(format!("operand '{name}' is already bound"));
                    }
                    self.seen_operands[i] = true;
                }
                Ctx::Ref if !self.seen_operands[i] => {
                    return err(format!("operand '{name}' must be bound before it is referenced"));
                }
                _ => {}
            }
            return Ok(Self::el(ElementKind::Operand(i), loc));
        }
        if let Some(i) = op.regions.iter().position(|r| r.name == name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.all_regions || self.seen_regions[i] {
                        return err(format!("region '{name}' is already bound"));
                    }
                    self.seen_regions[i] = true;
                }
                Ctx::Ref if !self.seen_regions[i] => {
                    return err(format!("region '{name}' must be bound before it is referenced"));
                }
                Ctx::Ref => {}
                Ctx::Type => return err("regions can only be used at the top level or in a ref directive".into()),
            }
            return Ok(Self::el(ElementKind::Region(i), loc));
        }
        if let Some(i) = op.results.iter().position(|r| r.name == name) {
            if ctx != Ctx::Type {
                return err("result variables can can only be used as a child to a 'type' directive".into());
            }
            return Ok(Self::el(ElementKind::Result(i), loc));
        }
        if let Some(i) = op.successors.iter().position(|s| s.name == name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.all_successors || self.seen_successors[i] {
                        return err(format!("successor '{name}' is already bound"));
                    }
                    self.seen_successors[i] = true;
                }
                Ctx::Ref if !self.seen_successors[i] => {
                    return err(format!("successor '{name}' must be bound before it is referenced"));
                }
                Ctx::Ref => {}
                Ctx::Type => return err("successors can only be used at the top level or in a ref directive".into()),
            }
            return Ok(Self::el(ElementKind::Successor(i), loc));
        }
        err("expected variable to refer to an argument, region, result, or successor".into())
    }

    // ----- directives -----

    fn parse_directive(&mut self, loc: usize, k: Keyword, ctx: Ctx) -> PResult<Element> {
        let err = |m: &str| Err(FormatError::new(loc, m));
        match k {
            Keyword::AttrDict | Keyword::AttrDictWithKeyword => {
                if ctx == Ctx::Type {
                    return err("'attr-dict' directive can only be used as a top-level directive");
                }
                if ctx == Ctx::Ref {
                    if !self.has_attr_dict {
                        return err("'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive");
                    }
                } else {
                    if self.has_attr_dict {
                        return err("'attr-dict' directive has already been seen");
                    }
                    self.has_attr_dict = true;
                }
                Ok(Self::el(
                    ElementKind::AttrDict {
                        keyword: k == Keyword::AttrDictWithKeyword,
                    },
                    loc,
                ))
            }
            Keyword::PropDict => {
                if ctx == Ctx::Type {
                    return err("'prop-dict' directive can only be used as a top-level directive");
                }
                if ctx == Ctx::Ref {
                    return err("'ref' of 'prop-dict' is not supported");
                }
                if self.has_prop_dict {
                    return err("'prop-dict' directive has already been seen");
                }
                self.has_prop_dict = true;
                Ok(Self::el(ElementKind::PropDict, loc))
            }
            Keyword::FunctionalType => {
                if ctx != Ctx::TopLevel {
                    return err("'functional-type' is only valid as a top-level directive");
                }
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                let inputs = self.type_operand(loc, false)?;
                self.expect(TokenKind::Comma, "expected ',' after inputs argument")?;
                let results = self.type_operand(loc, false)?;
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                Ok(Self::el(
                    ElementKind::FunctionalType {
                        inputs: Box::new(inputs),
                        results: Box::new(results),
                    },
                    loc,
                ))
            }
            Keyword::Operands => {
                if ctx == Ctx::Ref {
                    if !self.all_operands {
                        return err("'ref' of 'operands' is not bound by a prior 'operands' directive");
                    }
                } else if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                    if self.all_operands || self.seen_operands.iter().any(|&s| s) {
                        return err("'operands' directive creates overlap in format");
                    }
                    self.all_operands = true;
                }
                Ok(Self::el(ElementKind::Operands, loc))
            }
            Keyword::Qualified => {
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                let mut e = self.parse_element(ctx)?;
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                match &mut e.kind {
                    ElementKind::Attribute { qualified, .. } | ElementKind::Type { qualified, .. } => {
                        *qualified = true;
                        Ok(e)
                    }
                    _ => err("'qualified' directive expects an attribute or a `type` directive"),
                }
            }
            Keyword::Regions => {
                all_of_directive("regions", ctx, &mut self.all_regions, &self.seen_regions)
                    .map_err(|m| FormatError::new(loc, m))?;
                Ok(Self::el(ElementKind::Regions, loc))
            }
            Keyword::Results => {
                if ctx != Ctx::Type {
                    return err("'results' directive can can only be used as a child to a 'type' directive");
                }
                Ok(Self::el(ElementKind::Results, loc))
            }
            Keyword::Successors => {
                all_of_directive("successors", ctx, &mut self.all_successors, &self.seen_successors)
                    .map_err(|m| FormatError::new(loc, m))?;
                Ok(Self::el(ElementKind::Successors, loc))
            }
            Keyword::Ref => {
                if ctx != Ctx::Custom {
                    return err("'ref' is only valid within a `custom` directive");
                }
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                let arg = self.parse_element(Ctx::Ref)?;
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                Ok(Self::el(ElementKind::Ref(Box::new(arg)), loc))
            }
            Keyword::Type => {
                if ctx == Ctx::Type {
                    return err("'type' cannot be used as a child of another `type`");
                }
                let is_ref = ctx == Ctx::Ref;
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                let arg = self.type_operand(loc, is_ref)?;
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                Ok(Self::el(
                    ElementKind::Type {
                        arg: Box::new(arg),
                        qualified: false,
                    },
                    loc,
                ))
            }
            Keyword::OIList => self.parse_oilist(loc, ctx),
            Keyword::Params | Keyword::Struct | Keyword::Custom => err("unsupported directive kind"),
        }
    }

    /// `parseTypeDirectiveOperand`.
    fn type_operand(&mut self, loc: usize, is_ref: bool) -> PResult<Element> {
        let e = self.parse_element(Ctx::Type)?;
        let err = |m: String| Err(FormatError::new(loc, m));
        match &e.kind {
            ElementKind::Literal(_) | ElementKind::Space | ElementKind::NoSpace | ElementKind::Newline => {
                return err("'type' directive operand expects variable or directive operand".into());
            }
            ElementKind::Operand(i) => {
                let name = &self.op.operands[*i].name;
                let seen = self.all_operand_types || self.seen_operand_types[*i];
                if !is_ref && seen {
                    return err(format!("'type' of '{name}' is already bound"));
                }
                if is_ref && !seen {
                    return err(format!(
                        "'ref' of 'type(${name})' is not bound by a prior 'type' directive"
                    ));
                }
                self.seen_operand_types[*i] = true;
            }
            ElementKind::Result(i) => {
                let name = &self.op.results[*i].name;
                let seen = self.all_result_types || self.seen_result_types[*i];
                if !is_ref && seen {
                    return err(format!("'type' of '{name}' is already bound"));
                }
                if is_ref && !seen {
                    return err(format!(
                        "'ref' of 'type(${name})' is not bound by a prior 'type' directive"
                    ));
                }
                self.seen_result_types[*i] = true;
            }
            ElementKind::Operands => {
                if !is_ref && (self.all_operand_types || self.seen_operand_types.iter().any(|&s| s)) {
                    return err("'operands' 'type' is already bound".into());
                }
                if is_ref && !self.all_operand_types {
                    return err("'ref' of 'type(operands)' is not bound by a prior 'type' directive".into());
                }
                self.all_operand_types = true;
            }
            ElementKind::Results => {
                if !is_ref && (self.all_result_types || self.seen_result_types.iter().any(|&s| s)) {
                    return err("'results' 'type' is already bound".into());
                }
                if is_ref && !self.all_result_types {
                    return err("'ref' of 'type(results)' is not bound by a prior 'type' directive".into());
                }
                self.all_result_types = true;
            }
            _ => return err("invalid argument to 'type' directive".into()),
        }
        Ok(e)
    }

    fn parse_custom(&mut self, loc: usize, ctx: Ctx) -> PResult<Element> {
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(loc, "'custom' is only valid as a top-level directive"));
        }
        self.expect(TokenKind::Less, "expected '<' before custom directive name")?;
        let name_tok = self.expect(TokenKind::Identifier, "expected custom directive name identifier")?;
        self.expect(TokenKind::Greater, "expected '>' after custom directive name")?;
        self.expect(TokenKind::LParen, "expected '(' before custom directive parameters")?;
        let mut args = Vec::new();
        loop {
            args.push(self.parse_element(Ctx::Custom)?);
            if self.current()?.kind != TokenKind::Comma {
                break;
            }
            self.consume()?;
        }
        self.expect(TokenKind::RParen, "expected ')' after custom directive parameters")?;
        for a in &args {
            let ok = matches!(
                a.kind,
                ElementKind::AttrDict { .. }
                    | ElementKind::PropDict
                    | ElementKind::Attribute { .. }
                    | ElementKind::Operand(_)
                    | ElementKind::Property(_)
                    | ElementKind::Ref(_)
                    | ElementKind::Region(_)
                    | ElementKind::Successor(_)
                    | ElementKind::String(_)
                    | ElementKind::Type { .. }
            );
            if !ok {
                return Err(FormatError::new(
                    loc,
                    "only variables and types may be used as parameters to a custom directive",
                ));
            }
            if let ElementKind::Type { arg, .. } = &a.kind {
                if !matches!(arg.kind, ElementKind::Operand(_) | ElementKind::Result(_)) {
                    return Err(FormatError::new(
                        loc,
                        "type directives within a custom directive may only refer to variables",
                    ));
                }
            }
        }
        Ok(Self::el(
            ElementKind::Custom {
                name: self.spelling(name_tok).to_string(),
                args,
            },
            loc,
        ))
    }

    fn parse_optional_group(&mut self, ctx: Ctx) -> PResult<Element> {
        let loc = self.current()?.start;
        self.consume()?;
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(
                loc,
                "optional groups can only be used as top-level elements",
            ));
        }
        let mut anchor: Option<(Branch, usize)> = None;
        let then_elements = self.group_children(Branch::Then, &mut anchor)?;
        self.consume()?;
        let inverted = anchor.is_none();
        let mut else_elements = Vec::new();
        if self.current()?.kind == TokenKind::Colon {
            self.consume()?;
            self.expect(TokenKind::LParen, "expected '(' to start else branch of optional group")?;
            else_elements = self.group_children(Branch::Else, &mut anchor)?;
            self.consume()?;
        }
        self.expect(TokenKind::Question, "expected '?' after optional group")?;
        let Some(anchor) = anchor else {
            return Err(FormatError::new(loc, "optional group has no anchor element"));
        };
        for (i, e) in then_elements.iter().enumerate() {
            self.verify_group_element(loc, e, anchor == (Branch::Then, i))?;
        }
        for e in &else_elements {
            self.verify_group_element(loc, e, false)?;
        }
        let is_ws = |e: &Element| matches!(e.kind, ElementKind::Space | ElementKind::NoSpace | ElementKind::Newline);
        let then_parse_start = then_elements
            .iter()
            .position(|e| !is_ws(e))
            .unwrap_or(then_elements.len());
        let else_parse_start = else_elements
            .iter()
            .position(|e| !is_ws(e))
            .unwrap_or(else_elements.len());
        let first_ok = then_elements.get(then_parse_start).is_some_and(|e| {
            matches!(
                e.kind,
                ElementKind::Literal(_)
                    | ElementKind::Operand(_)
                    | ElementKind::Attribute { .. }
                    | ElementKind::Property(_)
                    | ElementKind::Region(_)
                    | ElementKind::Successor(_)
                    | ElementKind::Custom { .. }
            )
        });
        if !first_ok {
            return Err(FormatError::new(
                loc,
                "first parsable element of an optional group must be a literal, variable, or custom directive",
            ));
        }
        Ok(Self::el(
            ElementKind::Optional(Box::new(OptionalGroup {
                then_elements,
                else_elements,
                anchor,
                inverted,
                then_parse_start,
                else_parse_start,
            })),
            loc,
        ))
    }

    fn group_children(&mut self, branch: Branch, anchor: &mut Option<(Branch, usize)>) -> PResult<Vec<Element>> {
        let mut elements = Vec::new();
        loop {
            let e = self.parse_element(Ctx::TopLevel)?;
            let t = self.current()?;
            if t.kind == TokenKind::Caret {
                if anchor.is_some() {
                    return Err(FormatError::new(
                        t.start,
                        "only one element can be marked as the anchor of an optional group",
                    ));
                }
                *anchor = Some((branch, elements.len()));
                self.consume()?;
            }
            elements.push(e);
            if self.current()?.kind == TokenKind::RParen {
                return Ok(elements);
            }
        }
    }

    /// `verifyOptionalGroupElement`.
    fn verify_group_element(&self, loc: usize, e: &Element, is_anchor: bool) -> PResult<()> {
        let err = |m: &str| Err(FormatError::new(loc, m));
        match &e.kind {
            ElementKind::Attribute { index, .. } => {
                let a = &self.op.attributes[*index];
                if is_anchor && a.presence == Presence::Required {
                    return err("only optional or default-valued attributes can be used to anchor an optional group");
                }
                Ok(())
            }
            ElementKind::Property(index) => {
                let p = &self.op.properties[*index];
                // `UnitProp`, or a defaulted property with an optional
                // parser (`ArrayProp`, integers, strings, a custom kind with
                // `optional_parse`).
                use crate::model::AttrValue as V;
                let parsable = p.constraint.value == V::Unit
                    || (matches!(p.presence, Presence::Default(_))
                        && (p.optional_parser
                            || matches!(p.constraint.value, V::PropArray(_) | V::Int(_) | V::UInt(_) | V::Str)));
                if is_anchor && !(parsable || matches!(p.presence, Presence::Optional)) {
                    return err("only properties with default values that can be optionally parsed (have the `let optionalParser = ...` field defined) can be used to anchor an optional group");
                }
                Ok(())
            }
            ElementKind::Operand(i) => {
                if self.op.operands[*i].arity == Arity::Single {
                    return err("only variable length operands can be used within an optional group");
                }
                Ok(())
            }
            ElementKind::Result(i) => {
                if self.op.results[*i].arity == Arity::Single {
                    return err("only variable length results can be used within an optional group");
                }
                Ok(())
            }
            ElementKind::Region(_) => Ok(()),
            ElementKind::Type { arg, .. } => self.verify_group_element(loc, arg, false),
            ElementKind::FunctionalType { inputs, results } => {
                self.verify_group_element(loc, inputs, false)?;
                self.verify_group_element(loc, results, false)
            }
            ElementKind::Custom { args, .. } => {
                if !is_anchor {
                    return Ok(());
                }
                // Every argument is a potential anchor (references are skipped).
                for a in args {
                    if !matches!(a.kind, ElementKind::Ref(_)) {
                        self.verify_group_element(loc, a, true)?;
                    }
                }
                Ok(())
            }
            ElementKind::Literal(_)
            | ElementKind::Space
            | ElementKind::NoSpace
            | ElementKind::Newline
            | ElementKind::Optional(_) => {
                if is_anchor {
                    return err("only variables and types can be used to anchor an optional group");
                }
                Ok(())
            }
            _ => err("only literals, types, and variables can be used within an optional group"),
        }
    }

    fn parse_oilist(&mut self, loc: usize, ctx: Ctx) -> PResult<Element> {
        self.expect(TokenKind::LParen, "expected '(' before oilist argument list")?;
        let mut clauses = Vec::new();
        loop {
            let lit = self.parse_literal(ctx)?;
            let keyword = match lit.kind {
                ElementKind::Literal(s) => s,
                _ => String::new(),
            };
            let mut elements = Vec::new();
            loop {
                let k = self.current()?.kind;
                if k == TokenKind::Pipe || k == TokenKind::RParen {
                    break;
                }
                let e = self.parse_element(ctx)?;
                self.verify_oilist_element(loc, &e)?;
                elements.push(e);
            }
            clauses.push(OIClause { keyword, elements });
            let k = self.current()?.kind;
            self.consume()?;
            if k == TokenKind::RParen {
                break;
            }
        }
        Ok(Self::el(ElementKind::OIList(clauses), loc))
    }

    fn verify_oilist_element(&self, loc: usize, e: &Element) -> PResult<()> {
        let mut vars = Vec::new();
        collect_variables(e, &mut vars);
        for v in vars {
            let err = |m: &str| Err(FormatError::new(loc, m));
            match &v.kind {
                ElementKind::Attribute { index, .. } => {
                    if self.op.attributes[*index].presence == Presence::Required {
                        return err("only optional attributes can be used in an oilist parsing group");
                    }
                }
                ElementKind::Operand(i) => {
                    if self.op.operands[*i].arity == Arity::Single {
                        return err("only variable length operands can be used within an oilist parsing group");
                    }
                }
                ElementKind::Result(i) => {
                    if self.op.results[*i].arity == Arity::Single {
                        return err("only variable length results can be used within an oilist parsing group");
                    }
                }
                ElementKind::Region(_) => {}
                _ => return err("only literals, types, and variables can be used within an oilist group"),
            }
        }
        Ok(())
    }
}

/// The variables an element refers to (mlir-tblgen's `collect`).
pub fn collect_variables<'e>(e: &'e Element, out: &mut Vec<&'e Element>) {
    match &e.kind {
        ElementKind::Attribute { .. }
        | ElementKind::Operand(_)
        | ElementKind::Result(_)
        | ElementKind::Region(_)
        | ElementKind::Successor(_)
        | ElementKind::Property(_) => out.push(e),
        ElementKind::Custom { args, .. } => args.iter().for_each(|a| collect_variables(a, out)),
        ElementKind::Optional(g) => g
            .then_elements
            .iter()
            .chain(&g.else_elements)
            .for_each(|a| collect_variables(a, out)),
        ElementKind::FunctionalType { inputs, results } => {
            collect_variables(inputs, out);
            collect_variables(results, out);
        }
        ElementKind::OIList(clauses) => clauses
            .iter()
            .flat_map(|c| &c.elements)
            .for_each(|a| collect_variables(a, out)),
        _ => {}
    }
}

fn eof_at(offset: usize) -> Token {
    Token {
        kind: TokenKind::Eof,
        start: offset,
        end: offset,
    }
}

/// The checks of the `regions` or `successors` directive (`what`): top
/// level only; a `ref` of it needs a prior one; else it binds them all
/// (`all`), which overlaps with one bound before (`seen`) or a second one.
fn all_of_directive(what: &str, ctx: Ctx, all: &mut bool, seen: &[bool]) -> Result<(), String> {
    if ctx == Ctx::Type {
        return Err(format!("'{what}' is only valid as a top-level directive"));
    }
    if ctx == Ctx::Ref {
        if !*all {
            return Err(format!("'ref' of '{what}' is not bound by a prior '{what}' directive"));
        }
    } else {
        if *all || seen.iter().any(|&s| s) {
            return Err(format!("'{what}' directive creates overlap in format"));
        }
        *all = true;
    }
    Ok(())
}
