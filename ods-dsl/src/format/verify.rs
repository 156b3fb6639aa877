//! Whole-format checks (mlir-tblgen's `OpFormatParser::verify`): the
//! attribute dictionary is present, no `:` follows an attribute that could
//! swallow it, no region follows `attr-dict`, every operand, region and
//! successor is bound, every operand and result type is bound or inferable,
//! and oilist keywords are unambiguous. Also decides how each type is
//! resolved when parsing.

use super::parser::FormatParser;
use super::{Element, ElementKind, Format, FormatError, TypeResolution};
use crate::model::{AttrAsm, Op, Trait, TypeTransform};
use std::collections::HashMap;

type PResult<T> = Result<T, FormatError>;

/// A resolver for a variable's type, as found from the op's traits.
#[derive(Clone, Debug)]
enum Resolver {
    Operand(usize),
    Result(usize),
    Attribute(usize),
}

impl FormatParser<'_> {
    pub(super) fn verify(self, loc: usize, elements: Vec<Element>) -> PResult<Format> {
        if !self.has_attr_dict {
            return Err(FormatError::new(
                loc,
                "'attr-dict' directive not found in custom assembly format",
            ));
        }
        let op = self.op;
        let mut resolvers: HashMap<String, (Resolver, Option<TypeTransform>)> = HashMap::new();
        let mut can_infer_results = false;
        let all_known = all_result_types_known(op);
        for t in &op.traits {
            match t {
                Trait::AllTypesMatch(values) => {
                    for (i, v) in values.iter().enumerate() {
                        let Some(r) = self.find_seen(v) else { continue };
                        for (j, w) in values.iter().enumerate() {
                            if j != i {
                                resolvers.insert(w.clone(), (r.clone(), None));
                            }
                        }
                    }
                }
                Trait::SameTypeOperands => self.same_types(&mut resolvers, false),
                Trait::SameOperandsAndResultType => self.same_types(&mut resolvers, true),
                Trait::TypesMatchWith {
                    from, to, transform, ..
                } => {
                    if let Some(r) = self.find_seen(from) {
                        resolvers.insert(to.clone(), (r, Some(transform.clone())));
                    }
                }
                _ => {}
            }
        }
        if !all_known && op.interfaces.iter().any(|i| i == "InferTypeOpInterface") {
            can_infer_results = true;
        }

        self.verify_attribute_colon(loc, &elements)?;
        self.verify_attr_dict_region(loc, &elements)?;
        let mut inferred_attributes = Vec::new();
        for (i, v) in op.operands.iter().enumerate() {
            if let crate::model::Arity::VariadicOfVariadic(seg) = &v.arity {
                if self.seen_operands[i] && !inferred_attributes.contains(seg) {
                    inferred_attributes.push(seg.clone());
                }
            }
        }

        // Results.
        let mut result_types = vec![TypeResolution::Explicit; op.results.len()];
        let mut infers_result_types = false;
        if !self.all_result_types {
            if !op.results.is_empty() && !self.seen_result_types.iter().any(|&s| s) && can_infer_results {
                infers_result_types = true;
                result_types = vec![TypeResolution::Inferred; op.results.len()];
            } else {
                for (i, r) in op.results.iter().enumerate() {
                    if self.seen_result_types[i] {
                        continue;
                    }
                    if let Some((res, tr)) = resolvers.get(&r.name) {
                        result_types[i] = self.resolution(res, tr);
                        continue;
                    }
                    match &r.constraint.buildable {
                        Some(b) if !r.arity.is_variable() => result_types[i] = TypeResolution::Buildable(b.clone()),
                        _ => {
                            return Err(FormatError::new(
                                loc,
                                format!(
                                    "type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                                    r.name
                                ),
                            )
                            .with_note(format!(
                                "suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format",
                                r.name
                            )))
                        }
                    }
                }
            }
        }

        // Operands.
        let mut operand_types = vec![TypeResolution::Explicit; op.operands.len()];
        for (i, o) in op.operands.iter().enumerate() {
            if !self.all_operands && !self.seen_operands[i] {
                return Err(
                    FormatError::new(loc, format!("operand #{i}, named '{}', not found", o.name)).with_note(format!(
                        "suggest adding a '${}' directive to the custom assembly format",
                        o.name
                    )),
                );
            }
            if self.all_operand_types || self.seen_operand_types[i] {
                continue;
            }
            if let Some((res, tr)) = resolvers.get(&o.name) {
                operand_types[i] = self.resolution(res, tr);
                continue;
            }
            match &o.constraint.buildable {
                Some(b) if !(self.all_operands && o.arity.is_variable()) => {
                    operand_types[i] = TypeResolution::Buildable(b.clone())
                }
                _ => {
                    return Err(FormatError::new(
                        loc,
                        format!(
                            "type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                            o.name
                        ),
                    )
                    .with_note(format!(
                        "suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format",
                        o.name
                    )))
                }
            }
        }

        // Regions and successors.
        if !self.all_regions {
            for (i, r) in op.regions.iter().enumerate() {
                if !self.seen_regions[i] {
                    return Err(
                        FormatError::new(loc, format!("region #{i}, named '{}', not found", r.name)).with_note(
                            format!("suggest adding a '${}' directive to the custom assembly format", r.name),
                        ),
                    );
                }
            }
        }
        if !self.all_successors {
            for (i, s) in op.successors.iter().enumerate() {
                if !self.seen_successors[i] {
                    return Err(
                        FormatError::new(loc, format!("successor #{i}, named '{}', not found", s.name)).with_note(
                            format!("suggest adding a '${}' directive to the custom assembly format", s.name),
                        ),
                    );
                }
            }
        }
        verify_oilists(loc, &elements)?;

        Ok(Format {
            text: self.text.to_string(),
            elements,
            operand_types,
            result_types,
            infers_result_types,
            all_operands: self.all_operands,
            all_operand_types: self.all_operand_types,
            all_result_types: self.all_result_types,
            all_regions: self.all_regions,
            all_successors: self.all_successors,
            used_attributes: self.seen_attrs.clone(),
            used_properties: self.seen_properties.clone(),
            inferred_attributes,
            has_prop_dict: self.has_prop_dict,
        })
    }

    fn resolution(&self, r: &Resolver, tr: &Option<TypeTransform>) -> TypeResolution {
        match r {
            Resolver::Operand(i) => TypeResolution::Operand(*i, tr.clone()),
            Resolver::Result(i) => TypeResolution::Result(*i, tr.clone()),
            Resolver::Attribute(i) => TypeResolution::Attribute(*i, tr.clone()),
        }
    }

    /// `findSeenArg`: an operand or result whose type is bound, or a bound attribute.
    fn find_seen(&self, name: &str) -> Option<Resolver> {
        let op = self.op;
        if let Some(i) = op.operands.iter().position(|v| v.name == name) {
            return self.seen_operand_types[i].then_some(Resolver::Operand(i));
        }
        if let Some(i) = op.results.iter().position(|v| v.name == name) {
            return self.seen_result_types[i].then_some(Resolver::Result(i));
        }
        if let Some(i) = op.attributes.iter().position(|v| v.name == name) {
            return self.seen_attrs.contains(&i).then_some(Resolver::Attribute(i));
        }
        None
    }

    fn same_types(&self, resolvers: &mut HashMap<String, (Resolver, Option<TypeTransform>)>, include_results: bool) {
        let op = self.op;
        let r = if let Some(i) = self.seen_operand_types.iter().position(|&s| s) {
            Resolver::Operand(i)
        } else if let Some(i) = self
            .seen_result_types
            .iter()
            .position(|&s| s)
            .filter(|_| include_results)
        {
            Resolver::Result(i)
        } else {
            return;
        };
        for (i, o) in op.operands.iter().enumerate() {
            if !self.seen_operand_types[i] {
                resolvers.insert(o.name.clone(), (r.clone(), None));
            }
        }
        if include_results {
            for (i, o) in op.results.iter().enumerate() {
                if !self.seen_result_types[i] {
                    resolvers.insert(o.name.clone(), (r.clone(), None));
                }
            }
        }
    }

    /// Whether an element is parsed optionally (`isOptionallyParsed`).
    fn optionally_parsed(&self, e: &Element) -> bool {
        match &e.kind {
            ElementKind::Attribute { index, .. } => {
                self.op.attributes[*index].presence != crate::model::Presence::Required
            }
            ElementKind::Operand(i) => self.op.operands[*i].arity.is_variable(),
            ElementKind::Successor(i) => self.op.successors[*i].variadic,
            ElementKind::Region(i) => self.op.regions[*i].variadic,
            ElementKind::Space | ElementKind::NoSpace | ElementKind::Newline | ElementKind::AttrDict { .. } => true,
            _ => false,
        }
    }

    /// `checkRangeForElement`: `Some(Err)` when an invalid element is found,
    /// `Some(Ok)` when a closing element is, `None` at the end.
    fn check_range(
        &self,
        base: &Element,
        invalid: &dyn Fn(&Element, &Element) -> Option<FormatError>,
        elements: &[Element],
        guard: Option<&Element>,
    ) -> Option<PResult<()>> {
        for e in elements {
            if let Some(err) = invalid(base, e) {
                return Some(Err(err));
            }
            if let ElementKind::Optional(g) = &e.kind {
                if let Some(Err(x)) = self.check_range(base, invalid, &g.then_elements, g.then_elements.first()) {
                    return Some(Err(x));
                }
                if let Some(Err(x)) = self.check_range(base, invalid, &g.else_elements, None) {
                    return Some(Err(x));
                }
                continue;
            }
            let is_guard = guard.is_some_and(|g| std::ptr::eq(g, e));
            if !is_guard && self.optionally_parsed(e) {
                continue;
            }
            return Some(Ok(()));
        }
        None
    }

    /// `verifyAdjacentElements`: `Ok(Some(base))` when a base element reached
    /// the end of the range unverified.
    fn verify_adjacent<'e>(
        &self,
        is_base: &dyn Fn(&Element) -> bool,
        invalid: &dyn Fn(&Element, &Element) -> Option<FormatError>,
        elements: &'e [Element],
    ) -> PResult<Option<&'e Element>> {
        for (i, e) in elements.iter().enumerate() {
            let base: &Element = if is_base(e) {
                e
            } else if let ElementKind::Optional(g) = &e.kind {
                let then = self.verify_adjacent(is_base, invalid, &g.then_elements)?;
                let els = self.verify_adjacent(is_base, invalid, &g.else_elements)?;
                match then.or(els) {
                    Some(b) => b,
                    None => continue,
                }
            } else {
                continue;
            };
            match self.check_range(base, invalid, &elements[i + 1..], None) {
                Some(Err(x)) => return Err(x),
                Some(Ok(())) => {}
                None => return Ok(Some(base)),
            }
        }
        Ok(None)
    }

    fn verify_attribute_colon(&self, loc: usize, elements: &[Element]) -> PResult<()> {
        let op = self.op;
        let is_base = |e: &Element| match &e.kind {
            ElementKind::Attribute { index, qualified } => {
                let c = &op.attributes[*index].constraint;
                let without_type = matches!(c.asm, AttrAsm::WithoutType(_));
                !without_type && (*qualified || c.asm == AttrAsm::Any)
            }
            _ => false,
        };
        let invalid = |base: &Element, e: &Element| {
            match (&e.kind, &base.kind) {
            (ElementKind::Literal(l), ElementKind::Attribute { index, .. }) if l == ":" => Some(FormatError::new(
                loc,
                format!(
                    "format ambiguity caused by `:` literal found after attribute `{}` which does not have a buildable type",
                    op.attributes[*index].name
                ),
            )),
            _ => None,
        }
        };
        self.verify_adjacent(&is_base, &invalid, elements).map(|_| ())
    }

    fn verify_attr_dict_region(&self, loc: usize, elements: &[Element]) -> PResult<()> {
        let op = self.op;
        let is_base = |e: &Element| matches!(e.kind, ElementKind::AttrDict { keyword: false });
        let invalid = |_: &Element, e: &Element| match &e.kind {
            ElementKind::Region(i) => Some(
                FormatError::new(
                    loc,
                    format!(
                        "format ambiguity caused by `attr-dict` directive followed by region `{}`",
                        op.regions[*i].name
                    ),
                )
                .with_note("try using `attr-dict-with-keyword` instead"),
            ),
            _ => None,
        };
        self.verify_adjacent(&is_base, &invalid, elements).map(|_| ())
    }
}

/// `verifyOIListElements`: keywords of adjacent oilists (and of a literal
/// right after one) must differ.
fn verify_oilists(loc: usize, elements: &[Element]) -> PResult<()> {
    let mut prohibited: Vec<&str> = Vec::new();
    for e in elements {
        match &e.kind {
            ElementKind::OIList(clauses) => {
                if !prohibited.is_empty() {
                    for c in clauses {
                        if prohibited.contains(&c.keyword.as_str()) {
                            return Err(FormatError::new(
                                loc,
                                format!(
                                    "format ambiguity because {} is used in two adjacent oilist elements.",
                                    c.keyword
                                ),
                            ));
                        }
                    }
                }
                prohibited.extend(clauses.iter().map(|c| c.keyword.as_str()));
            }
            ElementKind::Literal(l) => {
                if prohibited.contains(&l.as_str()) {
                    return Err(FormatError::new(
                        loc,
                        format!(
                            "format ambiguity because {l} is used both in oilist element and the adjacent literal."
                        ),
                    ));
                }
                prohibited.clear();
            }
            _ => prohibited.clear(),
        }
    }
    Ok(())
}

/// Whether every result type is known without the format (ODS's
/// `allResultTypesKnown`): buildable, or tied to an operand (or attribute)
/// by a type-equality trait.
pub(super) fn all_result_types_known(op: &Op) -> bool {
    if op.results.is_empty() {
        return true;
    }
    let operand = |n: &str| op.operands.iter().any(|o| o.name == n);
    let attr = |n: &str| op.attributes.iter().any(|a| a.name == n);
    op.results.iter().all(|r| {
        if r.arity.is_variable() {
            return false;
        }
        if r.constraint.buildable.is_some() {
            return true;
        }
        op.traits.iter().any(|t| match t {
            Trait::SameOperandsAndResultType => !op.operands.is_empty(),
            Trait::AllTypesMatch(v) => v.contains(&r.name) && v.iter().any(|n| operand(n) || attr(n)),
            Trait::TypesMatchWith { from, to, .. } => to == &r.name && (operand(from) || attr(from)),
            Trait::FirstAttrDerivedResultType => true,
            _ => false,
        })
    })
}
