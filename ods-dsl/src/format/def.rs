//! Assembly formats of attribute definitions: mlir-tblgen's
//! `DefFormatParser` (AttrOrTypeFormatGen), with its rules and messages.
//! Elements: literals, `$param`, `qualified($param)`, `params`,
//! `struct($a, $b)` / `struct(params)`, `custom<Name>($a, ref($b))` and
//! optional groups `(... $p^ ...)?` with an optional `:(...)` else branch.

use super::lexer::{literal_check, Keyword, Lexer, Token, TokenKind};
use super::FormatError;
use crate::model::{DefCustomArg, DefElement, DefFormat, DefParam};

type PResult<T> = Result<T, FormatError>;

/// Where an element is being parsed (`FormatParser::Context`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ctx {
    TopLevel,
    Custom,
    Struct,
    Ref,
}

/// Compiles `text` as the format of the definition `def_name` with
/// `params`; the error's offset is into `text`.
pub fn compile_def(text: &str, def_name: &str, params: &[DefParam]) -> PResult<DefFormat> {
    let mut p = DefParser {
        text,
        def_name,
        params,
        lexer: Lexer::new(text),
        tok: Token {
            kind: TokenKind::Eof,
            start: 0,
            end: 0,
        },
        seen: vec![false; params.len()],
    };
    p.consume()?;
    let mut elements = Vec::new();
    while p.tok.kind != TokenKind::Eof {
        elements.push(p.element(Ctx::TopLevel)?.0);
    }
    p.verify(&elements)?;
    Ok(DefFormat {
        elements,
        declared: Some(text.to_string()),
    })
}

struct DefParser<'a> {
    text: &'a str,
    def_name: &'a str,
    params: &'a [DefParam],
    lexer: Lexer<'a>,
    tok: Token,
    seen: Vec<bool>,
}

/// An element, and for variables whether it was a bare `$p` (the kinds a
/// `struct` argument list and a custom directive take).
type Parsed = (DefElement, bool);

impl DefParser<'_> {
    fn consume(&mut self) -> PResult<()> {
        self.tok = self.lexer.next_token()?;
        Ok(())
    }

    fn expect(&mut self, kind: TokenKind, message: &str) -> PResult<()> {
        if self.tok.kind != kind {
            return Err(FormatError::new(self.tok.start, message));
        }
        self.consume()
    }

    fn optional(&self, i: usize) -> bool {
        self.params
            .get(i)
            .is_some_and(|p| p.presence != crate::model::DefPresence::Required)
    }

    fn name(&self, i: usize) -> &str {
        self.params.get(i).map_or("", |p| p.name.as_str())
    }

    fn element(&mut self, ctx: Ctx) -> PResult<Parsed> {
        let t = self.tok;
        match t.kind {
            TokenKind::Literal => self.literal(ctx),
            TokenKind::Variable => {
                self.consume()?;
                self.variable(t, ctx).map(|e| (e, true))
            }
            TokenKind::Keyword(k) => {
                self.consume()?;
                self.directive(t.start, k, ctx).map(|e| (e, false))
            }
            TokenKind::LParen => self.optional_group(ctx).map(|e| (e, false)),
            TokenKind::String => Err(FormatError::new(
                t.start,
                "string arguments of custom directives are not supported in attribute formats",
            )),
            _ => Err(FormatError::new(
                t.start,
                "expected literal, variable, directive, or optional group",
            )),
        }
    }

    fn literal(&mut self, ctx: Ctx) -> PResult<Parsed> {
        let t = self.tok;
        self.consume()?;
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(
                t.start,
                "literals may only be used in the top-level section of the format",
            ));
        }
        let spelling = t.spelling(self.text);
        let value = spelling.get(1..spelling.len().saturating_sub(1)).unwrap_or("");
        let e = match value {
            "" | " " | "\\n" => DefElement::Space(value.to_string()),
            _ => {
                literal_check(value)
                    .map_err(|m| FormatError::new(t.start, format!("expected valid literal but got '{value}': {m}")))?;
                DefElement::Literal(value.to_string())
            }
        };
        Ok((e, false))
    }

    /// `parseVariableImpl`: a parameter, bound once (or referenced by `ref`
    /// after it is bound).
    fn variable(&mut self, t: Token, ctx: Ctx) -> PResult<DefElement> {
        let name = t.spelling(self.text).trim_start_matches('$');
        let Some(i) = self.params.iter().position(|p| p.name == name) else {
            return Err(FormatError::new(
                t.start,
                format!("{} has no parameter named '{name}'", self.def_name),
            ));
        };
        if ctx == Ctx::Ref {
            if !self.seen.get(i).copied().unwrap_or(false) {
                return Err(FormatError::new(
                    t.start,
                    format!("parameter '{name}' must be bound before it is referenced"),
                ));
            }
        } else {
            if self.seen.get(i).copied().unwrap_or(false) {
                return Err(FormatError::new(t.start, format!("duplicate parameter '{name}'")));
            }
            if let Some(s) = self.seen.get_mut(i) {
                *s = true;
            }
        }
        Ok(DefElement::Param(i))
    }

    fn directive(&mut self, loc: usize, k: Keyword, ctx: Ctx) -> PResult<DefElement> {
        match k {
            Keyword::Qualified => {
                self.expect(TokenKind::LParen, "expected '(' before argument list")?;
                let (var, bare) = self.element(ctx)?;
                if !bare {
                    return Err(FormatError::new(loc, "`qualified` argument list expected a variable"));
                }
                self.expect(TokenKind::RParen, "expected ')' after argument list")?;
                Ok(var)
            }
            Keyword::Params => {
                if ctx != Ctx::TopLevel && ctx != Ctx::Struct {
                    return Err(FormatError::new(
                        loc,
                        "`params` can only be used at the top-level context or within a `struct` directive",
                    ));
                }
                if let Some(i) = self.seen.iter().position(|s| *s) {
                    return Err(FormatError::new(
                        loc,
                        format!("`params` captures duplicate parameter: {}", self.name(i)),
                    ));
                }
                self.seen.iter_mut().for_each(|s| *s = true);
                Ok(DefElement::Params((0..self.params.len()).collect()))
            }
            Keyword::Struct => self.struct_directive(loc, ctx),
            Keyword::Ref => {
                if ctx != Ctx::Custom {
                    return Err(FormatError::new(loc, "`ref` is only allowed inside custom directives"));
                }
                self.expect(TokenKind::LParen, "expected '('")?;
                let (child, _) = self.element(Ctx::Ref)?;
                self.expect(TokenKind::RParen, "expeced ')'")?;
                Ok(child)
            }
            Keyword::Custom => self.custom(loc, ctx),
            _ => Err(FormatError::new(loc, "unsupported directive kind")),
        }
    }

    fn struct_directive(&mut self, loc: usize, ctx: Ctx) -> PResult<DefElement> {
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(
                loc,
                "`struct` can only be used at the top-level context",
            ));
        }
        self.expect(TokenKind::LParen, "expected '(' before `struct` argument list")?;
        let vars = match self.element(Ctx::Struct) {
            Ok((DefElement::Params(all), _)) => all,
            Ok((DefElement::Param(i), true)) => {
                let mut vars = vec![i];
                while self.tok.kind == TokenKind::Comma {
                    self.consume()?;
                    match self.element(Ctx::Struct) {
                        Ok((DefElement::Param(i), true)) => vars.push(i),
                        _ => return Err(FormatError::new(loc, "expected a variable in `struct` argument list")),
                    }
                }
                vars
            }
            _ => {
                return Err(FormatError::new(
                    loc,
                    "`struct` argument list expected a variable or directive",
                ))
            }
        };
        self.expect(TokenKind::RParen, "expected ')' at the end of an argument list")?;
        Ok(DefElement::Struct(vars))
    }

    fn custom(&mut self, loc: usize, ctx: Ctx) -> PResult<DefElement> {
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(loc, "'custom' is only valid as a top-level directive"));
        }
        self.expect(TokenKind::Less, "expected '<' before custom directive name")?;
        let name_tok = self.tok;
        self.expect(TokenKind::Identifier, "expected custom directive name identifier")?;
        self.expect(TokenKind::Greater, "expected '>' after custom directive name")?;
        self.expect(TokenKind::LParen, "expected '(' before custom directive parameters")?;
        let mut args = Vec::new();
        loop {
            let is_ref = self.tok.kind == TokenKind::Keyword(Keyword::Ref);
            match self.element(Ctx::Custom)? {
                (DefElement::Param(i), _) if is_ref => args.push(DefCustomArg::Ref(i)),
                (DefElement::Param(i), true) => args.push(DefCustomArg::Param(i)),
                _ => {
                    return Err(FormatError::new(
                        loc,
                        "only variables and types may be used as parameters to a custom directive",
                    ))
                }
            }
            if self.tok.kind != TokenKind::Comma {
                break;
            }
            self.consume()?;
        }
        self.expect(TokenKind::RParen, "expected ')' after custom directive parameters")?;
        Ok(DefElement::Custom {
            name: name_tok.spelling(self.text).to_string(),
            args,
        })
    }

    fn optional_group(&mut self, ctx: Ctx) -> PResult<DefElement> {
        let loc = self.tok.start;
        self.consume()?;
        if ctx != Ctx::TopLevel {
            return Err(FormatError::new(
                loc,
                "optional groups can only be used as top-level elements",
            ));
        }
        let mut anchor: Option<(bool, usize)> = None;
        let then = self.group_children(true, &mut anchor)?;
        let mut otherwise = Vec::new();
        if self.tok.kind == TokenKind::Colon {
            self.consume()?;
            self.expect(TokenKind::LParen, "expected '(' to start else branch of optional group")?;
            otherwise = self.group_children(false, &mut anchor)?;
        }
        self.expect(TokenKind::Question, "expected '?' after optional group")?;
        let Some((in_then, index)) = anchor else {
            return Err(FormatError::new(loc, "optional group has no anchor element"));
        };
        self.verify_group(loc, &then)?;
        self.verify_group(loc, &otherwise)?;
        let anchor_el = if in_then { then.get(index) } else { otherwise.get(index) };
        match anchor_el {
            Some(DefElement::Param(_) | DefElement::Params(_) | DefElement::Struct(_)) => {}
            Some(DefElement::Custom { args, .. }) => {
                if !args.iter().any(|a| matches!(a, DefCustomArg::Param(_))) {
                    return Err(FormatError::new(
                        loc,
                        "`custom` directive with no bound parameters cannot be used as optional group anchor",
                    ));
                }
            }
            _ => {
                return Err(FormatError::new(
                    loc,
                    "optional group anchor must be a parameter or directive",
                ))
            }
        }
        match then.iter().find(|e| !matches!(e, DefElement::Space(_))) {
            Some(DefElement::Literal(_) | DefElement::Param(_) | DefElement::Params(_) | DefElement::Struct(_)) => {}
            Some(DefElement::Custom { .. }) => {
                return Err(FormatError::new(
                    loc,
                    "a `custom` directive cannot start an optional group of an attribute format (mlir-tblgen has no parser for it)",
                ))
            }
            _ => {
                return Err(FormatError::new(
                    loc,
                    "first parsable element of an optional group must be a literal, variable, or custom directive",
                ))
            }
        }
        Ok(DefElement::Optional {
            then,
            otherwise,
            anchor: index,
            inverted: !in_then,
        })
    }

    fn group_children(&mut self, in_then: bool, anchor: &mut Option<(bool, usize)>) -> PResult<Vec<DefElement>> {
        let mut elements = Vec::new();
        loop {
            let (e, _) = self.element(Ctx::TopLevel)?;
            if self.tok.kind == TokenKind::Caret {
                if anchor.is_some() {
                    return Err(FormatError::new(
                        self.tok.start,
                        "only one element can be marked as the anchor of an optional group",
                    ));
                }
                *anchor = Some((in_then, elements.len()));
                self.consume()?;
            }
            elements.push(e);
            if self.tok.kind == TokenKind::RParen {
                self.consume()?;
                return Ok(elements);
            }
        }
    }

    /// `verifyOptionalGroupElements`: what an optional group captures must
    /// be optional.
    fn verify_group(&self, loc: usize, elements: &[DefElement]) -> PResult<()> {
        for e in elements {
            let (params, message): (Vec<usize>, &str) = match e {
                DefElement::Param(i) => (vec![*i], "parameters in an optional group must be optional"),
                DefElement::Params(ps) => (
                    ps.clone(),
                    "`params` directive allowed in optional group only if all parameters are optional",
                ),
                DefElement::Struct(ps) => (
                    ps.clone(),
                    "`struct` is only allowed in an optional group if all captured parameters are optional",
                ),
                DefElement::Custom { args, .. } => (
                    args.iter()
                        .filter_map(|a| match a {
                            DefCustomArg::Param(i) => Some(*i),
                            DefCustomArg::Ref(_) => None,
                        })
                        .collect(),
                    "`custom` is only allowed in an optional group if all captured parameters are optional",
                ),
                _ => continue,
            };
            if params.iter().any(|&i| !self.optional(i)) {
                return Err(FormatError::new(loc, message));
            }
        }
        Ok(())
    }

    /// `DefFormatParser::verify`: every required parameter is in the
    /// format; a `struct` with optional members is not followed by `,`.
    fn verify(&self, elements: &[DefElement]) -> PResult<()> {
        if let Some(i) =
            (0..self.params.len()).find(|&i| !self.optional(i) && !self.seen.get(i).copied().unwrap_or(false))
        {
            return Err(FormatError::new(
                0,
                format!("format is missing reference to parameter: {}", self.name(i)),
            ));
        }
        for pair in elements.windows(2) {
            if let [DefElement::Struct(ps), DefElement::Literal(l)] = pair {
                if l == "," && ps.iter().any(|&i| self.optional(i)) {
                    return Err(FormatError::new(
                        0,
                        "`struct` directive with optional parameters cannot be followed by a comma literal",
                    ));
                }
            }
        }
        Ok(())
    }
}
