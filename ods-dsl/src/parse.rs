//! The pest parser: text to [`crate::ast`], with byte spans.

use crate::ast::*;
use crate::diag::Diagnostic;
use crate::model::Span;
use pest::iterators::Pair;
use pest::Parser as _;

mod grammar {
    //! The pest parser generated from `grammar.pest`.
    #![allow(missing_docs)]

    #[derive(pest_derive::Parser)]
    #[grammar = "grammar.pest"]
    pub(super) struct OdsParser;
}

use grammar::{OdsParser, Rule};

type P<'a> = Pair<'a, Rule>;

/// Parses one file. A syntax error is reported at its position.
pub fn parse_file(file: u32, text: &str) -> Result<File, Diagnostic> {
    let mut pairs = OdsParser::parse(Rule::file, text).map_err(|e| syntax_error(file, text, 0, e))?;
    let Some(top) = pairs.next() else {
        return Ok(File::default());
    };
    let cx = Cx { file, base: 0 };
    let mut items = Vec::new();
    for p in top.into_inner() {
        match p.as_rule() {
            Rule::include => items.push(Item::Include(cx.string(first(p)))),
            Rule::dialect => items.push(Item::Dialect(cx.dialect(p))),
            Rule::constraint => items.push(Item::Constraint(cx.constraint(p))),
            Rule::op => items.push(Item::Op(cx.op(p))),
            Rule::class => items.push(Item::Class(cx.class(p))),
            Rule::enum_def => items.push(Item::Enum(cx.enum_def(p))),
            Rule::enum_attr => items.push(Item::EnumAttr(cx.enum_attr(p))),
            Rule::type_def | Rule::attr_def => items.push(Item::Def(cx.def(p))),
            Rule::op_interface => items.push(Item::Interface(cx.interface(p))),
            Rule::native_def => items.push(Item::Native(cx.native_def(p))),
            Rule::property_type => items.push(Item::PropertyType(cx.property_type(p))),
            Rule::pattern => items.push(Item::Pattern(cx.pattern(p))),
            _ => {}
        }
    }
    Ok(File { items })
}

/// Parses a declared bytecode encoding on its own, without `bytecode` and
/// `;` (`1 when absent($p) (VarInt:$a, Type:$p)`): `#[type_def(bytecode =
/// "...")]`. `text` starts at byte `base` of file `file`.
pub fn parse_def_bytecode(file: u32, text: &str, base: usize) -> Result<DefBytecode, Diagnostic> {
    let mut pairs = OdsParser::parse(Rule::bytecode_decl, text).map_err(|e| syntax_error(file, text, base, e))?;
    let cx = Cx { file, base };
    let decl = pairs.next().expect("grammar guarantees the declaration");
    Ok(cx.def_bytecode(decl))
}

fn first(p: P<'_>) -> P<'_> {
    p.into_inner().next().expect("grammar guarantees a child")
}

fn rule_name(r: &Rule) -> String {
    match r {
        Rule::ident => "an identifier".into(),
        Rule::int => "an integer".into(),
        Rule::string | Rule::long_string | Rule::short_string => "a string".into(),
        Rule::EOI => "end of file".into(),
        Rule::semi => "`;`".into(),
        Rule::item => "an item (dialect, constraint, op, enum, typedef, attrdef, op_interface, attr_interface, type_interface, include)".into(),
        Rule::texpr => "a constraint or trait".into(),
        Rule::pred | Rule::pred_and | Rule::pred_unary | Rule::pred_call => "a predicate".into(),
        Rule::field => "a field `name: Constraint`".into(),
        Rule::section_kind => "a section".into(),
        Rule::flag_name => "a flag".into(),
        Rule::fixed_names => "`result_names \"...\"`".into(),
        Rule::let_item => "`let field = value;`".into(),
        Rule::base => "`: Class`".into(),
        Rule::bc_field => "a field `Encoding:$parameter`".into(),
        Rule::bc_when => "`when present($p)` or `when absent($p)`".into(),
        other => format!("`{}`", format!("{other:?}").replace('_', " ")),
    }
}

fn syntax_error(file: u32, text: &str, base: usize, e: pest::error::Error<Rule>) -> Diagnostic {
    let pos = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let message = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } if !positives.is_empty() => {
            let mut names: Vec<String> = positives.iter().map(rule_name).collect();
            names.dedup();
            format!("syntax error: expected {}", names.join(" or "))
        }
        pest::error::ErrorVariant::CustomError { message } => format!("syntax error: {message}"),
        _ => "syntax error".into(),
    };
    let end = text[pos..].chars().next().map_or(pos, |c| pos + c.len_utf8());
    Diagnostic::error(Span::new(file, base + pos, base + end), message).label("unexpected input here")
}

struct Cx {
    file: u32,
    /// Where the parsed text starts in the file.
    base: usize,
}

impl Cx {
    fn span(&self, p: &P<'_>) -> Span {
        let s = p.as_span();
        Span::new(self.file, self.base + s.start(), self.base + s.end())
    }

    fn ident(&self, p: P<'_>) -> Ident {
        Ident {
            name: p.as_str().to_string(),
            span: self.span(&p),
        }
    }

    fn string(&self, p: P<'_>) -> Str {
        let span = self.span(&p);
        let raw = p.as_str();
        let value = if let Some(body) = raw.strip_prefix("\"\"\"").and_then(|r| r.strip_suffix("\"\"\"")) {
            dedent(body)
        } else {
            unescape(&raw[1..raw.len() - 1])
        };
        Str { value, span }
    }

    fn int(&self, p: P<'_>) -> (i64, Span) {
        let span = self.span(&p);
        (p.as_str().parse::<i64>().unwrap_or(i64::MAX), span)
    }

    /// A dialect version's components (`2.0`: 2, 0; an out-of-range one is
    /// `i64::MAX`, which sema rejects).
    fn version_number(&self, p: P<'_>) -> (Vec<i64>, Span) {
        let span = self.span(&p);
        let components = p
            .as_str()
            .split('.')
            .map(|c| c.parse::<i64>().unwrap_or(i64::MAX))
            .collect();
        (components, span)
    }

    fn dialect(&self, p: P<'_>) -> Dialect {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let mut d = Dialect::named(name, span);
        for f in it {
            match f.as_rule() {
                Rule::summary => d.summary.push(self.string(first(f))),
                Rule::description => d.description.push(self.string(first(f))),
                Rule::version => d.version.push(self.version_number(first(f))),
                Rule::upgrade => d.upgrade.push(self.string(first(f))),
                Rule::cpp_namespace => d.cpp_namespace.push(self.string(first(f))),
                Rule::type_parser => d.type_parser.push(self.string(first(f))),
                Rule::constant_materializer => d.constant_materializer.push(self.string(first(f))),
                Rule::dependent => d.dependent.extend(first(f).into_inner().map(|i| self.ident(i))),
                Rule::use_properties => {
                    let span = self.span(&f);
                    d.use_properties.push((first(f).as_str() == "true", span));
                }
                _ => {}
            }
        }
        d
    }

    fn constraint(&self, p: P<'_>) -> Constraint {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let kind = match it.next().expect("kind").as_str() {
            "attr" => ConstraintKind::Attr,
            _ => ConstraintKind::Type,
        };
        let name = self.ident(it.next().expect("name"));
        let mut next = it.next().expect("summary");
        let mut params = Vec::new();
        if next.as_rule() == Rule::params {
            params = self.params(next);
            next = it.next().expect("summary");
        }
        let summary = self.string(next);
        let pred = self.pred(it.next().expect("pred"));
        let fields = it
            .next()
            .filter(|b| b.as_rule() == Rule::constraint_body)
            .map_or_else(Vec::new, |b| self.kvs(b));
        Constraint {
            kind,
            name,
            params,
            summary,
            pred,
            fields,
            span,
        }
    }

    fn pred(&self, p: P<'_>) -> Pred {
        let span = self.span(&p);
        match p.as_rule() {
            Rule::pred => {
                let mut v: Vec<Pred> = p.into_inner().map(|c| self.pred(c)).collect();
                if v.len() == 1 {
                    v.pop().expect("one")
                } else {
                    Pred::Or(v, span)
                }
            }
            Rule::pred_and => {
                let mut v: Vec<Pred> = p.into_inner().map(|c| self.pred(c)).collect();
                if v.len() == 1 {
                    v.pop().expect("one")
                } else {
                    Pred::And(v, span)
                }
            }
            Rule::pred_unary => {
                let mut nots = 0;
                let mut inner = None;
                for c in p.into_inner() {
                    if c.as_rule() == Rule::not {
                        nots += 1;
                    } else {
                        inner = Some(self.pred(c));
                    }
                }
                let mut e = inner.expect("atom");
                for _ in 0..nots {
                    e = Pred::Not(Box::new(e), span);
                }
                e
            }
            _ => {
                // pred_call
                let text = p.clone();
                let mut it = p.into_inner();
                let name = self.ident(it.next().expect("name"));
                let rest: Vec<P<'_>> = it.collect();
                let has_parens = text.as_str()[name.name.len()..].trim_start().starts_with('(');
                let args = if rest.is_empty() && !has_parens {
                    None
                } else {
                    Some(rest.into_iter().map(|a| self.pred_arg(a)).collect())
                };
                Pred::Call { name, args, span }
            }
        }
    }

    fn pred_arg(&self, p: P<'_>) -> PredArg {
        match p.as_rule() {
            Rule::int => {
                let (i, s) = self.int(p);
                PredArg::Int(i, s)
            }
            Rule::string => PredArg::Str(self.string(p)),
            Rule::int_list => {
                let span = self.span(&p);
                PredArg::IntList(p.into_inner().map(|i| self.int(i).0).collect(), span)
            }
            _ => PredArg::Pred(self.pred(p)),
        }
    }

    fn texpr(&self, p: P<'_>) -> TExpr {
        let span = self.span(&p);
        let has_args = p.as_str()[..]
            .split_at(ident_len(p.as_str()))
            .1
            .trim_start()
            .starts_with('<');
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let rest: Vec<P<'_>> = it.collect();
        let args = if has_args {
            Some(rest.into_iter().map(|a| self.targ(a)).collect())
        } else {
            None
        };
        TExpr { name, args, span }
    }

    /// The `key value;` entries of a `constraint_body`.
    fn kvs(&self, body: P<'_>) -> Vec<(Ident, Value)> {
        let mut fields = Vec::new();
        for kv in body.into_inner() {
            let mut k = kv.into_inner();
            let key = self.ident(k.next().expect("key"));
            let v = k.next().expect("value");
            let value = match v.as_rule() {
                Rule::string => Value::Str(self.string(v)),
                Rule::int => {
                    let (i, s) = self.int(v);
                    Value::Int(i, s)
                }
                _ => Value::Ident(self.ident(v)),
            };
            fields.push((key, value));
        }
        fields
    }

    fn property_type(&self, p: P<'_>) -> PropertyType {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let fields = it.next().map_or_else(Vec::new, |b| self.kvs(b));
        PropertyType { name, fields, span }
    }

    fn native_def(&self, p: P<'_>) -> NativeDef {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let value = self.texpr(it.next().expect("value"));
        NativeDef { name, value, span }
    }

    fn pattern(&self, p: P<'_>) -> Pattern {
        let span = self.span(&p);
        let mut it = p.into_inner().filter(|x| x.as_rule() != Rule::semi);
        let name = self.ident(it.next().expect("name"));
        let multi = it.next().is_some_and(|k| k.as_str() == "Pattern");
        let source = self.dag(it.next().expect("source"));
        let mut pattern = Pattern {
            name,
            multi,
            source,
            results: Vec::new(),
            results_listed: false,
            constraints: Vec::new(),
            supplemental: Vec::new(),
            add_benefit: None,
            span,
        };
        let mut lists = 0;
        for x in it {
            match x.as_rule() {
                Rule::dag => pattern.results.push(self.dag(x)),
                Rule::dag_list => {
                    let dags: Vec<Dag> = x.into_inner().map(|d| self.dag(d)).collect();
                    match lists {
                        0 if pattern.results.is_empty() => {
                            pattern.results = dags;
                            pattern.results_listed = true;
                            continue;
                        }
                        0 => pattern.constraints = dags,
                        _ => pattern.supplemental = dags,
                    }
                    lists += 1;
                }
                Rule::add_benefit => pattern.add_benefit = Some(self.int(first(x))),
                _ => {}
            }
        }
        pattern
    }

    fn dag(&self, p: P<'_>) -> Dag {
        let span = self.span(&p);
        let mut it = p.into_inner().peekable();
        let op = self.texpr(it.next().expect("operator"));
        let bind = it.next_if(|x| x.as_rule() == Rule::bind).map(|b| self.var(first(b)));
        let args = it.map(|a| self.dag_arg(a)).collect();
        Dag { op, bind, args, span }
    }

    /// `$name`: the name without `$`, the span with it.
    fn var(&self, p: P<'_>) -> Ident {
        Ident {
            name: p.as_str().trim_start_matches('$').to_string(),
            span: self.span(&p),
        }
    }

    fn dag_arg(&self, p: P<'_>) -> DagArg {
        match p.as_rule() {
            Rule::dag => DagArg::Dag(self.dag(p)),
            Rule::var => DagArg::Var(self.var(p)),
            _ => {
                let span = self.span(&p);
                let mut it = p.into_inner();
                let constraint = self.texpr(it.next().expect("constraint"));
                let bind = it.next().map(|b| self.var(first(b)));
                DagArg::Leaf { constraint, bind, span }
            }
        }
    }

    fn targ(&self, p: P<'_>) -> TArg {
        match p.as_rule() {
            Rule::string => TArg::Str(self.string(p)),
            Rule::int => {
                let (i, s) = self.int(p);
                TArg::Int(i, s)
            }
            Rule::tlist => {
                let span = self.span(&p);
                TArg::List(p.into_inner().map(|a| self.targ(a)).collect(), span)
            }
            _ => TArg::Expr(self.texpr(p)),
        }
    }

    fn params(&self, p: P<'_>) -> Vec<TParam> {
        p.into_inner()
            .map(|tp| {
                let span = self.span(&tp);
                let mut it = tp.into_inner();
                let name = self.ident(it.next().expect("name"));
                let pt = it.next().expect("ptype");
                let list = pt.as_str().starts_with('[');
                let kind = self.ident(first(pt));
                let default = it.next().map(|d| self.targ(d));
                TParam {
                    name,
                    kind,
                    list,
                    default,
                    span,
                }
            })
            .collect()
    }

    fn class(&self, p: P<'_>) -> Class {
        let span = self.span(&p);
        let mut it = p.into_inner().peekable();
        let name = self.ident(it.next().expect("name"));
        let params = it
            .next_if(|x| x.as_rule() == Rule::params)
            .map(|x| self.params(x))
            .unwrap_or_default();
        let op_name = Str {
            value: String::new(),
            span: name.span,
        };
        let body = self.op_items(name.clone(), op_name, span, it);
        Class {
            name,
            params,
            body,
            span,
        }
    }

    fn let_item(&self, p: P<'_>) -> Let {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let field = self.ident(it.next().expect("field"));
        let v = it.next().expect("value");
        let vspan = self.span(&v);
        let value = match v.as_rule() {
            Rule::string => LetValue::Str(self.string(v)),
            Rule::traits => LetValue::List(v.into_inner().map(|t| self.texpr(t)).collect(), vspan),
            Rule::let_fields => LetValue::Fields(v.into_inner().map(|f| self.field(f)).collect(), vspan),
            _ => LetValue::Bool(v.as_str() == "true", vspan),
        };
        Let { field, value, span }
    }

    fn field(&self, f: P<'_>) -> Field {
        let mut fi = f.into_inner();
        let name = self.ident(fi.next().expect("name"));
        let ty = self.texpr(fi.next().expect("type"));
        let doc = fi.next().map(|d| self.string(d));
        Field { name, ty, doc }
    }

    fn op(&self, p: P<'_>) -> Op {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let op_name = self.string(it.next().expect("op name"));
        self.op_items(name, op_name, span, it)
    }

    /// The traits, base and body items of an op or class.
    fn op_items<'i>(&self, name: Ident, op_name: Str, span: Span, it: impl Iterator<Item = P<'i>>) -> Op {
        let mut op = Op {
            name,
            op_name,
            traits: Vec::new(),
            summary: Vec::new(),
            description: Vec::new(),
            sections: Vec::new(),
            builders: Vec::new(),
            interfaces: Vec::new(),
            format: Vec::new(),
            default_dialect: Vec::new(),
            result_names: Vec::new(),
            flags: Vec::new(),
            base: None,
            lets: Vec::new(),
            span,
        };
        for item in it {
            match item.as_rule() {
                Rule::traits => op.traits = item.into_inner().map(|t| self.texpr(t)).collect(),
                Rule::base => op.base = Some(self.texpr(first(item))),
                Rule::let_item => op.lets.push(self.let_item(item)),
                Rule::summary => op.summary.push(self.string(first(item))),
                Rule::description => op.description.push(self.string(first(item))),
                Rule::format => op.format.push(self.string(first(item))),
                Rule::default_dialect => op.default_dialect.push(self.string(first(item))),
                Rule::fixed_names => op.result_names.push(self.string(first(item))),
                Rule::flag => op.flags.push(self.ident(first(item))),
                Rule::interfaces => op.interfaces.extend(first(item).into_inner().map(|t| self.texpr(t))),
                Rule::section => op.sections.push(self.section(item)),
                Rule::builders => {
                    for b in item.into_inner() {
                        op.builders.push(self.builder(b));
                    }
                }
                _ => {}
            }
        }
        op
    }

    fn section(&self, p: P<'_>) -> Section {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let kind = match it.next().expect("kind").as_str() {
            "operands" => SectionKind::Operands,
            "attributes" => SectionKind::Attributes,
            "properties" => SectionKind::Properties,
            "results" => SectionKind::Results,
            "regions" => SectionKind::Regions,
            _ => SectionKind::Successors,
        };
        let fields = it.map(|f| self.field(f)).collect();
        Section { kind, fields, span }
    }

    fn builder(&self, p: P<'_>) -> Builder {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let params = it
            .filter(|bp| bp.as_rule() == Rule::bparam)
            .map(|bp| {
                let mut bi = bp.into_inner();
                let name = self.ident(bi.next().expect("name"));
                let t = bi.next().expect("type");
                let ty = if t.as_rule() == Rule::string {
                    BuilderParamType::Rust(self.string(t))
                } else {
                    BuilderParamType::Named(self.texpr(t))
                };
                let default = bi.next().map(|d| self.string(d));
                BuilderParam { name, ty, default }
            })
            .collect();
        Builder { name, params, span }
    }

    fn enum_def(&self, p: P<'_>) -> Enum {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let bits = it.next().expect("kind").as_str() == "bit_enum";
        let name = self.ident(it.next().expect("name"));
        let underlying = self.ident(it.next().expect("underlying"));
        let mut summary = None;
        let mut cases = Vec::new();
        let mut separator = Vec::new();
        let mut primary_groups = Vec::new();
        for c in it {
            match c.as_rule() {
                Rule::string => {
                    summary = Some(self.string(c));
                    continue;
                }
                Rule::enum_separator => {
                    separator.push(self.string(first(c)));
                    continue;
                }
                Rule::enum_primary_groups => {
                    primary_groups.push(self.span(&c));
                    continue;
                }
                _ => {}
            }
            let mut ci = c.into_inner();
            let name = self.ident(ci.next().expect("case"));
            let (value, value_span) = self.int(ci.next().expect("value"));
            let spelling = ci.next().map(|s| self.string(s));
            cases.push(Case {
                name,
                value,
                value_span,
                spelling,
            });
        }
        Enum {
            bits,
            name,
            underlying,
            summary,
            cases,
            separator,
            primary_groups,
            span,
        }
    }

    fn interface(&self, p: P<'_>) -> Interface {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let kind = match it.next().map(|k| k.as_str()) {
            Some("attr_interface") => crate::model::InterfaceKind::Attr,
            Some("type_interface") => crate::model::InterfaceKind::Type,
            _ => crate::model::InterfaceKind::Op,
        };
        let name = self.ident(it.next().expect("name"));
        let mut i = Interface {
            kind,
            name,
            generics: Vec::new(),
            bases: Vec::new(),
            summary: Vec::new(),
            description: Vec::new(),
            methods: Vec::new(),
            verify: Vec::new(),
            verify_with_regions: Vec::new(),
            span,
        };
        for q in it {
            match q.as_rule() {
                Rule::generics => i.generics = q.into_inner().map(|g| self.ident(g)).collect(),
                Rule::interface_bases => i.bases = q.into_inner().map(|g| self.ident(g)).collect(),
                Rule::summary => i.summary.push(self.string(first(q))),
                Rule::description => i.description.push(self.string(first(q))),
                Rule::method => i.methods.push(self.method(q)),
                Rule::interface_verify => i.verify.push(self.string(first(q))),
                Rule::interface_verify_with_regions => i.verify_with_regions.push(self.span(&q)),
                _ => {}
            }
        }
        i
    }

    fn method(&self, p: P<'_>) -> Method {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let is_static = it.next().expect("method kind").as_str() == "static_method";
        let name = self.ident(it.next().expect("method name"));
        let mut m = Method {
            name,
            args: Vec::new(),
            ret: None,
            doc: None,
            default: None,
            is_static,
            span,
        };
        for q in it {
            match q.as_rule() {
                Rule::method_arg => {
                    let mut a = q.into_inner();
                    let arg = self.ident(a.next().expect("argument name"));
                    let ty = self.string(a.next().expect("argument type"));
                    m.args.push((arg, ty));
                }
                Rule::method_ret => m.ret = Some(self.string(first(q))),
                Rule::string => m.doc = Some(self.string(q)),
                Rule::method_default => m.default = Some(self.string(first(q))),
                _ => {}
            }
        }
        m
    }

    fn enum_attr(&self, p: P<'_>) -> EnumAttr {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let full_name = self.string(it.next().expect("full name"));
        let enum_name = self.ident(it.next().expect("enum"));
        let mut format = Vec::new();
        let mut cpp_type = Vec::new();
        for f in it {
            match f.as_rule() {
                Rule::enum_attr_format => format.push(self.string(first(f))),
                Rule::enum_attr_cpp_type => cpp_type.push(self.string(first(f))),
                _ => {}
            }
        }
        EnumAttr {
            name,
            full_name,
            enum_name,
            format,
            cpp_type,
            span,
        }
    }

    fn def_bytecode(&self, p: P<'_>) -> DefBytecode {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let code = self.int(it.next().expect("code"));
        let mut b = DefBytecode {
            code,
            when: None,
            fields: Vec::new(),
            span,
        };
        for part in it {
            let mut inner = part.clone().into_inner();
            match part.as_rule() {
                Rule::bc_when => {
                    let present = inner.next().expect("presence").as_str() == "present";
                    b.when = Some((present, self.ident(inner.next().expect("param"))));
                }
                _ => {
                    let idents: Vec<Ident> = inner.map(|i| self.ident(i)).collect();
                    match <[Ident; 3]>::try_from(idents) {
                        Ok([enc, elem, param]) => b.fields.push((enc, Some(elem), param)),
                        Err(v) => {
                            let mut v = v.into_iter();
                            if let (Some(enc), Some(param)) = (v.next(), v.next()) {
                                b.fields.push((enc, None, param));
                            }
                        }
                    }
                }
            }
        }
        b
    }

    fn def(&self, p: P<'_>) -> Def {
        let span = self.span(&p);
        let is_attr = p.as_rule() == Rule::attr_def;
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let full_name = self.string(it.next().expect("full name"));
        let mut d = Def {
            is_attr,
            name,
            full_name,
            summary: Vec::new(),
            description: Vec::new(),
            params: Vec::new(),
            format: Vec::new(),
            verifier: Vec::new(),
            bytecode: Vec::new(),
            interfaces: Vec::new(),
            span,
        };
        for item in it {
            match item.as_rule() {
                Rule::interfaces => d.interfaces.extend(first(item).into_inner().map(|t| self.texpr(t))),
                Rule::def_verifier => d.verifier.push(self.span(&item)),
                Rule::def_bytecode => d.bytecode.push(self.def_bytecode(item)),
                Rule::summary => d.summary.push(self.string(first(item))),
                Rule::description => d.description.push(self.string(first(item))),
                Rule::format => d.format.push(self.string(first(item))),
                Rule::parameters => d.params.push(
                    item.into_inner()
                        .map(|pp| {
                            let mut pi = pp.into_inner();
                            let name = self.ident(pi.next().expect("name"));
                            let mut pt = pi.next().expect("ptype");
                            let presence = match pt.as_rule() {
                                Rule::param_optional => {
                                    let span = self.span(&pt);
                                    pt = first(pt);
                                    ParamPresence::Optional(span)
                                }
                                Rule::param_default => {
                                    let mut inner = pt.into_inner();
                                    pt = inner.next().expect("ptype");
                                    ParamPresence::Default(self.string(inner.next().expect("default")))
                                }
                                _ => ParamPresence::Required,
                            };
                            let list = pt.as_str().starts_with('[');
                            let ty = self.ident(first(pt));
                            let mut rest = pi.peekable();
                            let cpp_type = rest
                                .next_if(|x| x.as_rule() == Rule::param_cpp_type)
                                .map(|x| self.string(first(x)));
                            let doc = rest.next().map(|s| self.string(s));
                            Param {
                                name,
                                ty,
                                list,
                                presence,
                                cpp_type,
                                doc,
                            }
                        })
                        .collect(),
                ),
                _ => {}
            }
        }
        d
    }
}

/// Length of the identifier at the start of `s`.
fn ident_len(s: &str) -> usize {
    s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len())
}

/// Processes `\n`, `\t`, `\\`, `\"` escapes; other escaped characters stand for themselves.
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// Removes the common indentation of a `"""` string and its first and last blank lines.
fn dedent(s: &str) -> String {
    let lines: Vec<&str> = s.lines().collect();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut out: Vec<&str> = lines
        .iter()
        .map(|l| l.get(indent..).unwrap_or_else(|| l.trim_start()))
        .collect();
    while out.first().is_some_and(|l| l.trim().is_empty()) {
        out.remove(0);
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    out.join("\n")
}
