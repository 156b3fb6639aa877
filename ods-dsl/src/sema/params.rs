//! Parameterised constraints (`constraint type TensorRankOf<allowed: [Type],
//! ranks: [int]> = "{ranks|/|%D} tensor of {allowed} values" where ...`):
//! each use `TensorRankOf<[F32], [2]>` binds the arguments, renders the
//! summary and fields, and lowers the predicate with the parameters in scope.

use super::classes::arg_shape_error;
use super::template::{self, Rendered};
use super::Sema;
use crate::ast::{self, ConstraintKind, Pred, PredArg, TArg, TExpr, Value};
use crate::diag::Diagnostic;
use crate::model::{AttrConstraint, AttrPred, TypeConstraint, TypePred};
use std::collections::HashMap;

/// Parameter kinds a constraint accepts.
const CONSTRAINT_PARAM_KINDS: &[&str] = &["int", "string", "Type", "Attr"];

/// What a constraint parameter is bound to while its use is lowered.
#[derive(Clone, Debug)]
pub(super) enum Bound {
    /// `int`
    Int(i64),
    /// `string`
    Str(String),
    /// `[int]`
    Ints(Vec<i64>),
    /// `Type` or `[Type]`
    Types(Vec<TypeConstraint>),
    /// `Attr` or `[Attr]`
    Attrs(Vec<AttrConstraint>),
}

/// The parameter scope of the constraint being instantiated.
pub(super) type Scope = HashMap<String, Bound>;

impl Bound {
    fn rendered(&self) -> Rendered {
        let text = |v: Vec<String>, default_sep| Rendered { items: v, default_sep };
        match self {
            Bound::Int(v) => Rendered::one(v.to_string()),
            Bound::Str(s) => Rendered::one(s.clone()),
            Bound::Ints(v) => text(v.iter().map(i64::to_string).collect(), ", "),
            Bound::Types(v) => text(v.iter().map(|c| c.summary.clone()).collect(), " or "),
            Bound::Attrs(v) => text(v.iter().map(|c| c.summary.clone()).collect(), " or "),
        }
    }
}

/// Checks the parameter list of a constraint declaration.
pub(super) fn check_params(c: &ast::Constraint, d: &mut Vec<Diagnostic>) {
    let mut seen: HashMap<&str, crate::model::Span> = HashMap::new();
    for p in &c.params {
        if let Some(first) = seen.insert(&p.name.name, p.name.span) {
            d.push(super::duplicate("parameter", &p.name.name, p.name.span, first));
        }
        if !CONSTRAINT_PARAM_KINDS.contains(&p.kind.name.as_str()) {
            d.push(
                Diagnostic::error(p.kind.span, format!("unknown parameter kind '{}'", p.kind.name)).with_note(format!(
                    "constraint parameters are {} or a list `[kind]`",
                    CONSTRAINT_PARAM_KINDS.join(", ")
                )),
            );
        }
        if p.default.is_some() {
            d.push(Diagnostic::error(
                p.span,
                "constraint parameters have no default values",
            ));
        }
    }
}

impl<'a> Sema<'a> {
    /// The declaration of a parameterised constraint named `name`, if any.
    pub(super) fn parameterised(&self, name: &str) -> Option<&'a ast::Constraint> {
        let decl = match self.type_decls.get(name) {
            Some((super::TypeDecl::Constraint(c), _)) => Some(*c),
            _ => match self.attr_decls.get(name) {
                Some((super::AttrDecl::Constraint(c), _)) => Some(*c),
                _ => None,
            },
        };
        decl.filter(|c| !c.params.is_empty())
    }

    /// A use `Name<args>` of a parameterised type constraint.
    pub(super) fn instantiate_type(
        &mut self,
        e: &TExpr,
        c: &'a ast::Constraint,
        d: &mut Vec<Diagnostic>,
    ) -> Option<TypeConstraint> {
        let out = self.with_instance(e, c, d, Self::type_constraint_decl)?;
        Some(TypeConstraint { name: None, ..out })
    }

    /// A use `Name<args>` of a parameterised attribute constraint.
    pub(super) fn instantiate_attr(
        &mut self,
        e: &TExpr,
        c: &'a ast::Constraint,
        d: &mut Vec<Diagnostic>,
    ) -> Option<AttrConstraint> {
        let out = self.with_instance(e, c, d, Self::attr_constraint_decl)?;
        Some(AttrConstraint { name: None, ..out })
    }

    /// Lowers the instance of `c` for the use `e` with its parameters in scope.
    fn with_instance<T>(
        &mut self,
        e: &TExpr,
        c: &'a ast::Constraint,
        d: &mut Vec<Diagnostic>,
        lower: impl FnOnce(&mut Self, &ast::Constraint, &mut Vec<Diagnostic>) -> Option<T>,
    ) -> Option<T> {
        let inst = self.instantiate(e, c, d)?;
        let saved = std::mem::replace(&mut self.scope, inst.scope);
        let out = lower(self, &inst.decl, d);
        self.scope = saved;
        self.resolving.remove(&c.name.name);
        out
    }

    /// Binds the arguments and renders the strings; the constraint is then
    /// marked as being resolved (the caller unmarks it).
    fn instantiate(&mut self, e: &TExpr, c: &'a ast::Constraint, d: &mut Vec<Diagnostic>) -> Option<Instance> {
        let name = &c.name.name;
        let args = e.args.as_deref().unwrap_or(&[]);
        if args.len() != c.params.len() {
            d.push(
                Diagnostic::error(
                    e.span,
                    format!(
                        "'{name}' takes {} argument(s), but {} were given",
                        c.params.len(),
                        args.len()
                    ),
                )
                .label("wrong number of arguments")
                .with_secondary(c.name.span, "declared here"),
            );
            return None;
        }
        let mut scope = Scope::new();
        let mut ok = true;
        for (p, a) in c.params.iter().zip(args) {
            if let Some(expected) = arg_shape_error(p, a) {
                d.push(
                    Diagnostic::error(
                        a.span(),
                        format!("parameter '{}' of '{name}' expects {expected}", p.name.name),
                    )
                    .with_secondary(p.span, "declared here"),
                );
                ok = false;
                continue;
            }
            match self.bind(p, a, d) {
                Some(b) => {
                    scope.insert(p.name.name.clone(), b);
                }
                None => ok = false,
            }
        }
        if !ok {
            return None;
        }
        if !self.resolving.insert(name.clone()) {
            d.push(Diagnostic::error(
                e.span,
                format!("constraint '{name}' refers to itself"),
            ));
            return None;
        }
        let render = |s: &ast::Str| ast::Str {
            value: template::render(&s.value, &mut |n| scope.get(n).map(Bound::rendered)),
            span: s.span,
        };
        let summary = render(&c.summary);
        let fields = c
            .fields
            .iter()
            .map(|(k, v)| {
                let v = match v {
                    Value::Str(s) => Value::Str(render(s)),
                    other => other.clone(),
                };
                (k.clone(), v)
            })
            .collect();
        let decl = ast::Constraint {
            params: Vec::new(),
            summary,
            pred: subst_pred(&c.pred, &scope),
            fields,
            ..c.clone()
        };
        Some(Instance { decl, scope })
    }

    fn bind(&mut self, p: &ast::TParam, a: &TArg, d: &mut Vec<Diagnostic>) -> Option<Bound> {
        let items: Vec<&TArg> = match a {
            TArg::List(v, _) => v.iter().collect(),
            other => vec![other],
        };
        Some(match (p.kind.name.as_str(), a) {
            ("int", TArg::Int(v, _)) => Bound::Int(*v),
            ("string", TArg::Str(s)) => Bound::Str(s.value.clone()),
            ("int", TArg::List(v, _)) => Bound::Ints(
                v.iter()
                    .filter_map(|x| match x {
                        TArg::Int(i, _) => Some(*i),
                        _ => None,
                    })
                    .collect(),
            ),
            ("Type", _) => {
                let mut out = Vec::new();
                for x in items {
                    if let TArg::Expr(x) = x {
                        out.push(self.type_constraint(x, d)?);
                    }
                }
                Bound::Types(out)
            }
            _ => {
                let mut out = Vec::new();
                for x in items {
                    if let TArg::Expr(x) = x {
                        out.push(self.attr_constraint(x, d)?);
                    }
                }
                Bound::Attrs(out)
            }
        })
    }

    /// The predicate a type parameter named in a `where` clause stands for
    /// (`None` when `name` is no parameter; `Some(None)` after an error).
    pub(super) fn type_param_pred(&self, name: &ast::Ident, d: &mut Vec<Diagnostic>) -> Option<Option<TypePred>> {
        let bound = self.scope.get(&name.name)?;
        let Bound::Types(v) = bound else {
            d.push(Diagnostic::error(
                name.span,
                format!("parameter '{}' is not a type constraint", name.name),
            ));
            return Some(None);
        };
        Some(Some(or_type(v.iter().map(|c| c.pred.clone()).collect())))
    }

    /// The predicate an attribute parameter named in a `where` clause stands for
    /// (`None` when `name` is no parameter; `Some(None)` after an error).
    pub(super) fn attr_param_pred(&self, name: &ast::Ident, d: &mut Vec<Diagnostic>) -> Option<Option<AttrPred>> {
        let bound = self.scope.get(&name.name)?;
        let Bound::Attrs(v) = bound else {
            d.push(Diagnostic::error(
                name.span,
                format!("parameter '{}' is not an attribute constraint", name.name),
            ));
            return Some(None);
        };
        Some(Some(or_attr(v.iter().map(|c| c.pred.clone()).collect())))
    }

    /// Reports a use of the parameterised constraint `name` without
    /// arguments; `false` when `name` is no parameterised constraint of this kind.
    pub(super) fn reject_bare_parameterised(
        &self,
        name: &str,
        span: crate::model::Span,
        kind: ConstraintKind,
        d: &mut Vec<Diagnostic>,
    ) -> bool {
        let Some(c) = self.parameterised(name).filter(|c| c.kind == kind) else {
            return false;
        };
        d.push(
            Diagnostic::error(
                span,
                format!("'{name}' takes {} argument(s), but 0 were given", c.params.len()),
            )
            .label("wrong number of arguments")
            .with_secondary(c.name.span, "declared here"),
        );
        true
    }
}

struct Instance {
    decl: ast::Constraint,
    scope: Scope,
}

fn or_type(mut v: Vec<TypePred>) -> TypePred {
    if v.len() == 1 {
        v.pop().unwrap_or(TypePred::Any)
    } else {
        TypePred::Or(v)
    }
}

fn or_attr(mut v: Vec<AttrPred>) -> AttrPred {
    if v.len() == 1 {
        v.pop().unwrap_or(AttrPred::Any)
    } else {
        AttrPred::Or(v)
    }
}

/// The predicate with integer and string parameters written as arguments
/// (`rank(ranks)`, `signless_int(width)`) replaced by their values.
fn subst_pred(p: &Pred, scope: &Scope) -> Pred {
    match p {
        Pred::Or(v, s) => Pred::Or(v.iter().map(|x| subst_pred(x, scope)).collect(), *s),
        Pred::And(v, s) => Pred::And(v.iter().map(|x| subst_pred(x, scope)).collect(), *s),
        Pred::Not(x, s) => Pred::Not(Box::new(subst_pred(x, scope)), *s),
        Pred::Call { name, args, span } => Pred::Call {
            name: name.clone(),
            args: args.as_ref().map(|v| v.iter().map(|a| subst_arg(a, scope)).collect()),
            span: *span,
        },
    }
}

fn subst_arg(a: &PredArg, scope: &Scope) -> PredArg {
    let PredArg::Pred(p) = a else {
        return a.clone();
    };
    if let Pred::Call { name, args: None, span } = p {
        match scope.get(&name.name) {
            Some(Bound::Int(v)) => return PredArg::Int(*v, *span),
            Some(Bound::Str(s)) => {
                return PredArg::Str(ast::Str {
                    value: s.clone(),
                    span: *span,
                })
            }
            Some(Bound::Ints(v)) => return PredArg::IntList(v.clone(), *span),
            _ => {}
        }
    }
    PredArg::Pred(subst_pred(p, scope))
}
