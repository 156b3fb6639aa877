//! Native property declarations (`I64Prop`, `IntProp<"int8_t">`,
//! `ArrayProp<OptionalProp<I64Prop>>`, `OptionalProp<OptionalProp<P>>`,
//! `OptionalProp<P, 0>`, `DefaultValuedProp<P, "v">`, `ConfinedProp<...>`):
//! presence, storage constraint, confinement and syntax, as MLIR's
//! `Properties.td` defines them.

use super::texpr::{arg_count, arg_expr, arg_int, arg_list, arg_str, no_args};
use super::Sema;
use crate::ast::{TArg, TExpr};
use crate::diag::Diagnostic;
use crate::model::{AttrAsm, AttrConstraint, AttrPred, AttrValue, Presence, Sign};

/// What a property declaration says.
pub(super) struct PropSpec {
    /// Required, optional (`OptionalProp`) or defaulted.
    pub presence: Presence,
    /// The stored value's constraint (for an `OptionalProp`, its value's).
    pub constraint: AttrConstraint,
    /// `ConfinedProp`'s extra constraint.
    pub confined: Option<AttrConstraint>,
    /// An `OptionalProp` printed `some<v>` (MLIR's general syntax).
    pub long_syntax: bool,
    /// A custom-storage kind with an `optional_parse` hook (upstream's
    /// `optionalParser`).
    pub optional_parser: bool,
}

impl PropSpec {
    fn required(constraint: AttrConstraint) -> PropSpec {
        PropSpec {
            presence: Presence::Required,
            constraint,
            confined: None,
            long_syntax: false,
            optional_parser: false,
        }
    }
}

/// The C++ integer types `IntProp` takes: MLIR type, unsigned.
fn int_prop_type(cpp: &str) -> Option<(&'static str, bool)> {
    Some(match cpp {
        "int8_t" => ("i8", false),
        "uint8_t" => ("i8", true),
        "int16_t" => ("i16", false),
        "uint16_t" => ("i16", true),
        "int32_t" => ("i32", false),
        "uint32_t" => ("i32", true),
        "int64_t" => ("i64", false),
        "uint64_t" => ("i64", true),
        _ => return None,
    })
}

/// The constraint of an integer property stored as `ty` (MLIR text):
/// `I32Prop`/`I64Prop` for `int32_t`/`int64_t` (upstream's definitions of
/// them), `IntProp<"cpp">` otherwise.
fn int_prop(cpp: &str, ty: &str, unsigned: bool) -> AttrConstraint {
    let width = ty.trim_start_matches('i').parse::<u32>().unwrap_or(64);
    let name = match (ty, unsigned) {
        ("i32", false) => "I32Prop".to_string(),
        ("i64", false) => "I64Prop".to_string(),
        _ => format!("IntProp<\"{cpp}\">"),
    };
    AttrConstraint {
        name: Some(name),
        summary: cpp.to_string(),
        pred: AttrPred::Integer {
            width: Some(width),
            sign: Some(Sign::Signless),
        },
        value: if unsigned {
            AttrValue::UInt(ty.to_string())
        } else {
            AttrValue::Int(ty.to_string())
        },
        const_builder: Some(format!("$0 : {ty}")),
        storage: None,
        asm: AttrAsm::WithoutType(ty.to_string()),
    }
}

/// `OptionalProp<P>` as a value (an `ArrayProp` element, or the value of
/// another `OptionalProp`): `[v]` or `[]`.
fn optional_value(spec: PropSpec) -> AttrConstraint {
    let c = spec.constraint;
    AttrConstraint {
        name: Some(format!("OptionalProp<{}>", c.name.clone().unwrap_or_default())),
        summary: format!("optional {}", c.summary),
        pred: AttrPred::And(vec![
            AttrPred::Array(Box::new(c.pred.clone())),
            AttrPred::ArrayMaxCount(1),
        ]),
        value: AttrValue::PropOptional {
            elem: Box::new(c),
            long: spec.long_syntax,
        },
        const_builder: None,
        storage: None,
        asm: AttrAsm::Full,
    }
}

/// A confinement on the value of `spec` as a container (an `OptionalProp`
/// or `ArrayProp`) holds it: an optional value's `[v]` checks `v`.
fn value_confinement(spec: &PropSpec) -> Option<AttrConstraint> {
    let c = spec.confined.clone()?;
    Some(match spec.presence {
        Presence::Optional | Presence::DefaultOptional(_) => AttrConstraint {
            pred: AttrPred::Array(Box::new(c.pred)),
            ..c
        },
        _ => c,
    })
}

/// A confinement whose summary a wrapper prefixes (`optional `, `array
/// of `), upstream's composed summary; `pred` its predicate.
fn wrapped_confinement(c: AttrConstraint, prefix: &str, pred: impl FnOnce(AttrPred) -> AttrPred) -> AttrConstraint {
    AttrConstraint {
        summary: format!("{prefix}{}", c.summary),
        pred: pred(c.pred),
        ..c
    }
}

impl Sema<'_> {
    /// A native property: presence, storage constraint, confinement, syntax.
    pub(super) fn property_constraint(&mut self, e: &TExpr, d: &mut Vec<Diagnostic>) -> Option<PropSpec> {
        let n = e.name.name.as_str();
        match n {
            "OptionalProp" => {
                arg_count(e, &[1, 2], d).then_some(())?;
                let inner = self.property_constraint(arg_expr(e, 0, d)?, d)?;
                // The second argument is upstream's `canDelegateParsing`:
                // 0 prints `some<v>` whatever the value's parser.
                let delegate = match e.args.as_deref().map_or(0, <[TArg]>::len) {
                    2 => arg_int(e, 1, d)? != 0,
                    _ => true,
                };
                // A confinement checks the value when set, reported with
                // the optional's summary (`optional non-negative int64_t`).
                let confined = value_confinement(&inner).map(|c| wrapped_confinement(c, "optional ", |p| p));
                match inner.presence {
                    // A value with a default (`UnitProp` has one) takes the
                    // general syntax.
                    Presence::Required => Some(PropSpec {
                        presence: Presence::Optional,
                        long_syntax: !delegate || inner.constraint.value == AttrValue::Unit,
                        confined,
                        ..inner
                    }),
                    // `OptionalProp<DefaultValuedProp<P, "v">>` starts unset
                    // (the default only makes its syntax the general one).
                    Presence::Default(_) => Some(PropSpec {
                        presence: Presence::Optional,
                        long_syntax: true,
                        confined,
                        ..inner
                    }),
                    // `OptionalProp<OptionalProp<P>>`: its value is `[v]` or
                    // `[]` itself.
                    Presence::Optional | Presence::DefaultOptional(_) => Some(PropSpec {
                        presence: Presence::Optional,
                        constraint: optional_value(inner),
                        confined,
                        long_syntax: true,
                        optional_parser: false,
                    }),
                }
            }
            "DefaultValuedProp" => {
                arg_count(e, &[2], d).then_some(())?;
                let inner = self.property_constraint(arg_expr(e, 0, d)?, d)?;
                if inner.presence != Presence::Required {
                    d.push(Diagnostic::error(e.span, "property wrappers cannot be nested"));
                    return None;
                }
                let value = arg_str(e, 1, d)?;
                // An `EnumProp` default names a case (`b`, or C++'s
                // `Mode::b`); the property stores the case's integer.
                let value = match &inner.constraint.value {
                    AttrValue::Enum(enum_name) => {
                        let case = self.enum_case_default(e, enum_name, &value, d)?;
                        let en = self.enums.get(enum_name.as_str());
                        let found = en.and_then(|en| en.cases.iter().find(|x| x.spelling == case));
                        found.map_or(case, |x| x.value.to_string())
                    }
                    _ => value,
                };
                Some(PropSpec {
                    presence: Presence::Default(value),
                    ..inner
                })
            }
            "ConfinedProp" => {
                arg_count(e, &[3], d).then_some(())?;
                let inner = self.property_constraint(arg_expr(e, 0, d)?, d)?;
                let list = arg_list(e, 1, d)?;
                let summary = arg_str(e, 2, d)?;
                let mut preds = Vec::new();
                for a in list {
                    let TArg::Expr(x) = a else {
                        d.push(Diagnostic::error(
                            a.span(),
                            "expected an attribute constraint such as IntMinValue<0>",
                        ));
                        return None;
                    };
                    preds.push(self.confinement(x, d)?.0);
                }
                // A confined property confined further checks both
                // (upstream's `And<[p.predicate, pred]>`) under the new
                // summary.
                if let Some(c) = &inner.confined {
                    preds.insert(0, c.pred.clone());
                }
                let conf = AttrConstraint {
                    name: None,
                    summary,
                    pred: AttrPred::And(preds),
                    value: AttrValue::None,
                    const_builder: None,
                    storage: None,
                    asm: AttrAsm::Full,
                };
                Some(PropSpec {
                    confined: Some(conf),
                    ..inner
                })
            }
            "IntProp" => {
                arg_count(e, &[1], d).then_some(())?;
                let cpp = arg_str(e, 0, d)?;
                let Some((ty, unsigned)) = int_prop_type(&cpp) else {
                    let at = e.args.as_deref().and_then(|a| a.first()).map_or(e.span, TArg::span);
                    d.push(
                        Diagnostic::error(at, format!("'{cpp}' is not an integer type IntProp takes")).label(
                            "IntProp takes int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t or uint64_t",
                        ),
                    );
                    return None;
                };
                Some(PropSpec::required(int_prop(&cpp, ty, unsigned)))
            }
            "IntArrayProp" => {
                arg_count(e, &[1], d).then_some(())?;
                let elem = arg_expr(e, 0, d)?;
                let (width, summary) = match elem.name.name.as_str() {
                    "I32Prop" => ("i32", "int32_t"),
                    "I64Prop" => ("i64", "int64_t"),
                    other => {
                        d.push(
                            Diagnostic::error(elem.span, format!("'{other}' is not an integer property"))
                                .label("IntArrayProp takes I32Prop or I64Prop"),
                        );
                        return None;
                    }
                };
                no_args(elem, d).then_some(())?;
                Some(PropSpec::required(AttrConstraint {
                    name: Some(format!("IntArrayProp<{}>", elem.name.name)),
                    summary: format!("array of {summary}"),
                    pred: AttrPred::DenseArray(width.to_string()),
                    value: AttrValue::DenseInts(width.to_string()),
                    const_builder: None,
                    storage: None,
                    asm: AttrAsm::Full,
                }))
            }
            "ArrayProp" => {
                arg_count(e, &[1], d).then_some(())?;
                let elem = arg_expr(e, 0, d)?;
                let spec = self.property_constraint(elem, d)?;
                // Every property kind is an element (upstream's
                // `ArrayProp<Property elem>`), `IntArrayProp` too: its
                // elements are `array<iN: ...>` in the attribute form.
                // Confined elements confine the array (`array of
                // non-negative int64_t`); an element's default plays no part.
                let confined = value_confinement(&spec)
                    .map(|c| wrapped_confinement(c, "array of ", |p| AttrPred::Array(Box::new(p))));
                // `ArrayProp<OptionalProp<P>>`: elements `[v]` or `[]`.
                let c = match spec.presence {
                    Presence::Optional | Presence::DefaultOptional(_) => optional_value(spec),
                    _ => spec.constraint,
                };
                let name = c.name.clone().unwrap_or_default();
                Some(PropSpec {
                    confined,
                    ..PropSpec::required(AttrConstraint {
                        name: Some(format!("ArrayProp<{name}>")),
                        summary: format!("array of {}", c.summary),
                        pred: AttrPred::Array(Box::new(c.pred.clone())),
                        value: AttrValue::PropArray(Box::new(c)),
                        // A default is the attribute form's MLIR text (`[]`).
                        const_builder: Some("$0".to_string()),
                        storage: None,
                        asm: AttrAsm::Full,
                    })
                })
            }
            "EnumProp" => {
                arg_count(e, &[1], d).then_some(())?;
                let x = arg_expr(e, 0, d)?;
                let Some(en) = self.enums.get(&x.name.name) else {
                    d.push(
                        Diagnostic::error(x.span, format!("unknown enum '{}'", x.name.name))
                            .label("EnumProp takes an `enum` or `bit_enum` declared in the file"),
                    );
                    return None;
                };
                no_args(x, d).then_some(())?;
                let mut c = super::defs::enum_constraint(en);
                c.name = Some(format!("EnumProp<{}>", en.name));
                c.storage = None;
                Some(PropSpec::required(c))
            }
            "I32Prop" | "I64Prop" => {
                no_args(e, d).then_some(())?;
                let (cpp, ty) = if n == "I32Prop" {
                    ("int32_t", "i32")
                } else {
                    ("int64_t", "i64")
                };
                Some(PropSpec::required(int_prop(cpp, ty, false)))
            }
            _ => {
                let (pred, value, builder, summary) = match n {
                    "BoolProp" => (AttrPred::Bool, AttrValue::Bool, "$0", "bool"),
                    "StringProp" => (AttrPred::String, AttrValue::Str, "$0", "string"),
                    // Set: `unit`; not set: `false` (MLIR prints a cleared `UnitProp` so).
                    "UnitProp" => (
                        AttrPred::Or(vec![AttrPred::Unit, AttrPred::Bool]),
                        AttrValue::Unit,
                        "unit",
                        "unit",
                    ),
                    // By name, or (`#[op]`) by the Rust path of the kind
                    // an included file declares or of one declared in Rust.
                    _ if self.prop_types.contains_key(n.rsplit("::").next().unwrap_or(n))
                        || self.rust_prop_kinds.contains(n) =>
                    {
                        no_args(e, d).then_some(())?;
                        let included = self.prop_types.get(n.rsplit("::").next().unwrap_or(n));
                        // A kind declared in Rust (`#[property_type]`) may have the
                        // hook, which the op's macro cannot see: rustc checks it
                        // where the kind anchors a group
                        // (`ir::ods::custom_props::check_optional_parse`).
                        let optional_parser = included.is_none_or(|(k, _)| k.optional_parse.is_some());
                        return Some(PropSpec {
                            optional_parser,
                            ..PropSpec::required(AttrConstraint {
                                name: Some(n.to_string()),
                                summary: n.to_string(),
                                pred: AttrPred::Any,
                                value: AttrValue::CustomProp(n.to_string()),
                                // A default is the attribute form's MLIR text.
                                const_builder: Some("$0".to_string()),
                                storage: None,
                                asm: AttrAsm::Full,
                            })
                        });
                    }
                    _ => {
                        let mut diag = Diagnostic::error(e.name.span, format!("unknown property kind '{n}'"))
                            .with_note("properties: I32Prop, I64Prop, IntProp<\"int8_t\">, BoolProp, StringProp, UnitProp, IntArrayProp<P>, ArrayProp<P>, EnumProp<E>, OptionalProp<P>, OptionalProp<P, 0>, DefaultValuedProp<P, \"v\">, ConfinedProp<P, [...], \"summary\">");
                        if self.attr_decl_exists(n) {
                            diag = diag.label("an attribute constraint; declare it under `attributes`");
                        }
                        d.push(diag);
                        return None;
                    }
                };
                no_args(e, d).then_some(())?;
                Some(PropSpec::required(AttrConstraint {
                    name: Some(n.to_string()),
                    summary: summary.to_string(),
                    asm: AttrAsm::Full,
                    pred,
                    value,
                    const_builder: Some(builder.to_string()),
                    storage: None,
                }))
            }
        }
    }
}

/// The keys of a `property_type`, with whether each is required.
const PROP_TYPE_KEYS: [(&str, bool); 10] = [
    ("storage", true),
    ("from_attr", true),
    ("to_attr", true),
    ("write_bytecode", false),
    ("read_bytecode", false),
    ("hash", false),
    ("print", false),
    ("parse", false),
    ("default", false),
    ("optional_parse", false),
];

impl Sema<'_> {
    /// Declares a `property_type`: each key once, a string; every hook
    /// given.
    pub(super) fn declare_prop_type(&mut self, p: &crate::ast::PropertyType, d: &mut Vec<Diagnostic>) {
        let n = &p.name.name;
        if let Some((_, first)) = self.prop_types.get(n) {
            d.push(super::duplicate("property type", n, p.name.span, *first));
            return;
        }
        let mut values: [Option<String>; 10] = Default::default();
        let mut ok = true;
        for (key, value) in &p.fields {
            let Some(i) = PROP_TYPE_KEYS.iter().position(|(k, _)| *k == key.name) else {
                d.push(
                    Diagnostic::error(key.span, format!("unknown property type key '{}'", key.name)).label(
                        "expected storage, from_attr, to_attr, write_bytecode, read_bytecode, hash, print, parse, default or optional_parse",
                    ),
                );
                ok = false;
                continue;
            };
            let crate::ast::Value::Str(s) = value else {
                d.push(Diagnostic::error(
                    value_span(value),
                    format!("'{}' takes a string", key.name),
                ));
                ok = false;
                continue;
            };
            if values[i].is_some() {
                d.push(Diagnostic::error(key.span, format!("duplicate '{}'", key.name)));
                ok = false;
                continue;
            }
            values[i] = Some(s.value.clone());
        }
        let missing: Vec<&str> = PROP_TYPE_KEYS
            .iter()
            .zip(&values)
            .filter(|((_, required), v)| *required && v.is_none())
            .map(|((k, _), _)| *k)
            .collect();
        if !missing.is_empty() {
            d.push(
                Diagnostic::error(
                    p.name.span,
                    format!("property type '{n}' misses {}", missing.join(", ")),
                )
                .label("a custom-storage property names its storage type and its conversion hooks"),
            );
            return;
        }
        if !ok {
            return;
        }
        if values[6].is_some() != values[7].is_some() {
            d.push(
                Diagnostic::error(
                    p.name.span,
                    format!("property type '{n}' has only one of print and parse"),
                )
                .label("a custom syntax needs both its printer and its parser"),
            );
            return;
        }
        if values[3].is_some() != values[4].is_some() {
            d.push(
                Diagnostic::error(
                    p.name.span,
                    format!("property type '{n}' has only one of write_bytecode and read_bytecode"),
                )
                .label("without both, bytecode holds the attribute form"),
            );
            return;
        }
        let [storage, from_attr, to_attr, write_bytecode, read_bytecode, hash, print, parse, default, optional_parse] =
            values;
        let [storage, from_attr, to_attr] = [storage, from_attr, to_attr].map(Option::unwrap_or_default);
        let m = crate::model::PropType {
            name: n.clone(),
            storage,
            from_attr,
            to_attr,
            write_bytecode,
            read_bytecode,
            hash,
            print,
            parse,
            default,
            optional_parse,
        };
        self.prop_types.insert(n.clone(), (m, p.name.span));
    }
}

/// Where a `key value;` entry's value is.
fn value_span(v: &crate::ast::Value) -> crate::model::Span {
    match v {
        crate::ast::Value::Str(s) => s.span,
        crate::ast::Value::Int(_, span) => *span,
        crate::ast::Value::Ident(i) => i.span,
    }
}
