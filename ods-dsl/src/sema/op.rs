//! Op definitions: sections, traits, builders, hooks, and the rules
//! mlir-tblgen enforces on them.

use super::{single, Sema};
use crate::ast::{self, BuilderParamType, SectionKind};
use crate::diag::Diagnostic;
use crate::model::{
    Arity, AttrPred, Attribute, BuilderParam, CustomBuilder, Hooks, Op, Property, Region, Span, Successor, Trait, Value,
};
use std::collections::HashMap;

/// Names an op field may not take (they collide with generated items).
const RESERVED: &[&str] = &[
    "operandSegmentSizes",
    "resultSegmentSizes",
    "op",
    "self",
    "Self",
    "build",
    "verify",
];

/// Builder parameter types with a short name.
const PARAM_TYPES: &[(&str, &str)] = &[
    ("Value", "::ir::Value"),
    ("Type", "::ir::Type"),
    ("Attr", "::ir::Attr"),
    ("Values", "&[::ir::Value]"),
    ("Types", "&[::ir::Type]"),
    ("Block", "::ir::BlockId"),
    ("Region", "::ir::RegionId"),
    ("bool", "bool"),
    ("i32", "i32"),
    ("i64", "i64"),
    ("u32", "u32"),
    ("u64", "u64"),
    ("f64", "f64"),
    ("str", "&str"),
];

impl Sema<'_> {
    pub(super) fn op(&mut self, op: &ast::Op, d: &mut Vec<Diagnostic>) -> Option<Op> {
        let before = d.len();
        let names = self.split_dialect_name(&op.op_name, "op", d);
        if !crate::model::rust_name(&op.name.name).starts_with(|c: char| c.is_ascii_uppercase()) {
            d.push(
                Diagnostic::error(
                    op.name.span,
                    format!(
                        "op definition name '{}' must start with an upper-case letter",
                        op.name.name
                    ),
                )
                .label("used as a Rust type name"),
            );
        }
        let summary = single(&op.summary, "summary", d)
            .map(|s| s.value.clone())
            .unwrap_or_default();
        let description = single(&op.description, "description", d)
            .map(|s| s.value.clone())
            .unwrap_or_default();
        let format = single(&op.format, "format", d).map(|s| s.value.clone());
        let default_dialect = single(&op.default_dialect, "default_dialect", d).map(|s| s.value.clone());

        // Sections: each at most once; names unique across all of them.
        let mut seen_sections: HashMap<&'static str, Span> = HashMap::new();
        let mut names_seen: HashMap<String, Span> = HashMap::new();
        let mut m = Op {
            name: op.name.name.clone(),
            dialect: String::new(),
            op_name: op.op_name.value.clone(),
            summary,
            description,
            operands: Vec::new(),
            attributes: Vec::new(),
            properties: Vec::new(),
            results: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            interfaces: Vec::new(),
            registered_interfaces: Vec::new(),
            provided_interfaces: Vec::new(),
            interface_positions: Vec::new(),
            given_interfaces: Vec::new(),
            builders: Vec::new(),
            skip_default_builders: false,
            hooks: Hooks::default(),
            format,
            assembly: None,
            default_dialect,
            fixed_result_names: Vec::new(),
            result_group_names: false,
            span: op.span,
            line: self.sources.line(op.span),
            file_name: self.sources.name(op.span.file).to_string(),
        };
        let mut region_spans = Vec::new();
        let mut successor_spans = Vec::new();
        for sec in &op.sections {
            let kw = sec.kind.keyword();
            if let Some(first) = seen_sections.get(kw) {
                d.push(
                    Diagnostic::error(sec.span, format!("duplicate '{kw}' section"))
                        .with_secondary(*first, "first given here"),
                );
                continue;
            }
            seen_sections.insert(kw, sec.span);
            for f in &sec.fields {
                let n = &f.name.name;
                if let Some(first) = names_seen.get(n) {
                    d.push(
                        Diagnostic::error(
                            f.name.span,
                            format!("duplicate name '{n}' in op '{}'", op.op_name.value),
                        )
                        .label("redefined here")
                        .with_secondary(*first, "first defined here"),
                    );
                    continue;
                }
                names_seen.insert(n.clone(), f.name.span);
                if RESERVED.contains(&n.as_str()) {
                    d.push(
                        Diagnostic::error(f.name.span, format!("'{n}' is a reserved name"))
                            .label("collides with generated code"),
                    );
                    continue;
                }
                let doc = f.doc.as_ref().map(|s| s.value.clone()).unwrap_or_default();
                match sec.kind {
                    SectionKind::Operands | SectionKind::Results => {
                        let is_result = sec.kind == SectionKind::Results;
                        if let Some(spec) = self.value_constraint(&f.ty, is_result, d) {
                            let v = Value {
                                name: n.clone(),
                                arity: spec.arity,
                                constraint: spec.constraint,
                                effects: spec.effects,
                                doc: if doc.is_empty() {
                                    spec.doc.unwrap_or_default()
                                } else {
                                    doc
                                },
                                span: f.name.span,
                            };
                            if is_result {
                                m.results.push(v);
                            } else {
                                m.operands.push(v);
                            }
                        }
                    }
                    SectionKind::Attributes => {
                        if let Some((mut presence, constraint)) = self.attribute_constraint(&f.ty, d) {
                            // `UnitAttr` is optional by nature (ODS's `isOptional`).
                            if constraint.value == crate::model::AttrValue::Unit
                                && presence == crate::model::Presence::Required
                            {
                                presence = crate::model::Presence::Optional;
                            }
                            m.attributes.push(Attribute {
                                name: n.clone(),
                                presence,
                                constraint,
                                doc,
                                span: f.name.span,
                            });
                        }
                    }
                    SectionKind::Properties => {
                        if let Some(spec) = self.property_constraint(&f.ty, d) {
                            m.properties.push(Property {
                                name: n.clone(),
                                presence: spec.presence,
                                constraint: spec.constraint,
                                confined: spec.confined,
                                long_syntax: spec.long_syntax,
                                optional_parser: spec.optional_parser,
                                doc,
                                span: f.name.span,
                            });
                        }
                    }
                    SectionKind::Regions => {
                        if let Some((constraint, variadic)) = self.region_constraint(&f.ty, d) {
                            region_spans.push(f.ty.span);
                            m.regions.push(Region {
                                name: n.clone(),
                                constraint,
                                variadic,
                                doc,
                                span: f.name.span,
                            });
                        }
                    }
                    SectionKind::Successors => {
                        if let Some(variadic) = self.successor_constraint(&f.ty, d) {
                            successor_spans.push(f.ty.span);
                            m.successors.push(Successor {
                                name: n.clone(),
                                variadic,
                                doc,
                                span: f.name.span,
                            });
                        }
                    }
                }
            }
        }
        for (i, r) in m.regions.iter().enumerate() {
            if r.variadic && i + 1 != m.regions.len() {
                d.push(Diagnostic::error(
                    region_spans[i],
                    format!("region '{}': only the last region can be variadic", r.name),
                ));
            }
        }
        for (i, s) in m.successors.iter().enumerate() {
            if s.variadic && i + 1 != m.successors.len() {
                d.push(Diagnostic::error(
                    successor_spans[i],
                    format!("successor '{}': only the last successor can be variadic", s.name),
                ));
            }
        }

        // Traits and interfaces.
        let mut trait_spans: Vec<(Trait, Span)> = Vec::new();
        // The interfaces listed plainly (`X`, not `DeclareOpInterfaceMethods<X>`).
        let mut plain: Vec<String> = Vec::new();
        // Whether the op declares its own `isCompatibleReturnTypes`.
        let mut own_compatible = false;
        for t in &op.traits {
            let Some(lowered) = self.lower_trait(t, d) else {
                continue;
            };
            for (name, span) in &lowered.value_refs {
                let known = m.operands.iter().chain(&m.results).any(|v| &v.name == name)
                    || m.attributes.iter().any(|a| &a.name == name);
                if !known {
                    d.push(
                        Diagnostic::error(
                            *span,
                            format!(
                                "trait '{}' refers to unknown operand, result or attribute '{name}'",
                                t.name.name
                            ),
                        )
                        .label("no such name in this op"),
                    );
                }
            }
            // Upstream's trait lists put a trait's interfaces before its native
            // trait (`InferTensorType`): before the traits pushed now.
            let position = trait_spans.len();
            if !super::traits::push_traits(&mut trait_spans, lowered.traits, lowered.list, t.span, d) {
                continue;
            }
            if lowered.interfaces.iter().any(|i| i == "InferTypeOpInterface") {
                own_compatible |= lowered.declared_methods.iter().any(|x| x == "isCompatibleReturnTypes");
            }
            for i in lowered.interfaces {
                if t.name.name == i {
                    plain.push(i.clone());
                }
                if !m.interfaces.contains(&i) {
                    m.interface_positions.push((i.clone(), position));
                    m.interfaces.push(i);
                }
            }
        }
        for (t, _) in &mut trait_spans {
            if let Trait::InferTensorType { compatible } = t {
                *compatible = own_compatible;
            }
        }
        for i in &op.interfaces {
            if let Some(name) = self.interface(i, d) {
                if m.interfaces.contains(&name) {
                    d.push(Diagnostic::error(i.span, format!("duplicate interface '{name}'")));
                } else {
                    if i.name.name == name {
                        plain.push(name.clone());
                    }
                    m.interfaces.push(name);
                }
            }
        }
        // An op declaring an interface declares its bases too (MLIR adds an
        // interface's `baseInterfaces` to the op's, plainly), each just before it.
        let ordered = self.with_bases(&m.interfaces, &m.interface_positions);
        plain.extend(ordered.added);
        m.interfaces = ordered.interfaces;
        m.interface_positions = ordered.positions;
        self.provide_plain_interfaces(&mut m, &plain);
        // Effects the definition states give `MemoryEffectsOpInterface` (upstream's
        // `MemoryEffects<[...]>` and `Arg`/`Res` decorators generate `getEffects`).
        let states_effects = trait_spans
            .iter()
            .any(|(x, _)| matches!(x, Trait::Pure | Trait::NoMemoryEffect | Trait::MemoryEffects(_)))
            || m.operands.iter().chain(&m.results).any(|v| !v.effects.is_empty());
        let given = TRAIT_INTERFACES
            .iter()
            .filter_map(|(t, i)| Some((*i, trait_spans.iter().position(|(x, _)| x.ods_name() == *t)?)))
            .map(|(i, at)| (i, Some(at)))
            .chain(states_effects.then_some(("MemoryEffectsOpInterface", None)));
        for (i, at) in given {
            if self.upstream_interfaces.contains(i) && !m.interfaces.iter().any(|x| x == i) {
                if let Some(at) = at {
                    m.interface_positions.push((i.to_string(), at));
                }
                m.interfaces.push(i.to_string());
                m.given_interfaces.push(i.to_string());
                m.provided_interfaces
                    .push(format!("{}::{i}", super::UPSTREAM_INTERFACES_HOME));
            }
        }
        m.registered_interfaces = m
            .interfaces
            .iter()
            .filter_map(|i| self.declared_op_interface_path(i))
            .collect();
        m.traits = trait_spans.iter().map(|(t, _)| t.clone()).collect();
        self.check_segments(&m, &trait_spans, d);
        self.check_traits(&m, &trait_spans, d);

        // Flags.
        let mut flag_seen: HashMap<&str, Span> = HashMap::new();
        for f in &op.flags {
            if let Some(first) = flag_seen.get(f.name.as_str()) {
                d.push(
                    Diagnostic::error(f.span, format!("duplicate '{}'", f.name))
                        .with_secondary(*first, "first given here"),
                );
                continue;
            }
            flag_seen.insert(&f.name, f.span);
            match f.name.as_str() {
                "skip_default_builders" => m.skip_default_builders = true,
                "verifier" => m.hooks.verifier = true,
                "region_verifier" => m.hooks.region_verifier = true,
                "folder" => m.hooks.folder = true,
                "canonicalizer" => m.hooks.canonicalizer = true,
                "custom_assembly" => {
                    if let Some(format) = op.format.first() {
                        d.push(
                            Diagnostic::error(f.span, "an op with 'custom_assembly' cannot also have a 'format'")
                                .with_secondary(format.span, "the format is given here"),
                        );
                    }
                    m.hooks.custom_assembly = true
                }
                "result_names" => m.hooks.result_names = true,
                "block_arg_names" => m.hooks.block_arg_names = true,
                _ => m.hooks.canonicalize_method = true,
            }
        }
        if let Some(names) = single(&op.result_names, "result_names", d) {
            m.fixed_result_names = self.fixed_result_names(&m, names, flag_seen.get("result_names"), d);
        }
        self.provide_op_asm_interface(&mut m);
        self.provide_bytecode_interface(&mut m);

        // Builders.
        let mut builder_names: HashMap<&str, Span> = HashMap::new();
        for b in &op.builders {
            if let Some(first) = builder_names.get(b.name.name.as_str()) {
                d.push(
                    Diagnostic::error(b.name.span, format!("duplicate builder '{}'", b.name.name))
                        .with_secondary(*first, "first defined here"),
                );
                continue;
            }
            builder_names.insert(&b.name.name, b.name.span);
            if let Some(cb) = self.builder(b, d) {
                m.builders.push(cb);
            }
        }
        if m.skip_default_builders && m.builders.is_empty() {
            let span = flag_seen.get("skip_default_builders").copied().unwrap_or(op.span);
            d.push(
                Diagnostic::error(span, "'skip_default_builders' is set but the op has no custom builders")
                    .label("the op could not be built")
                    .with_note("add a `builders { ... }` section"),
            );
        }
        if m.hooks.region_verifier && m.regions.is_empty() {
            d.push(Diagnostic::error(
                flag_seen["region_verifier"],
                "'region_verifier' on an op without regions",
            ));
        }
        if d.len() == before {
            if let (Some(text), Some(fs)) = (&m.format, op.format.first()) {
                match crate::format::compile(text, &m) {
                    Ok(f) => m.assembly = Some(f),
                    Err(e) => {
                        let src = self.sources.text(fs.span.file);
                        let raw = src.get(fs.span.start as usize..fs.span.end as usize).unwrap_or("");
                        let origin = crate::format::TextOrigin::ods_string(fs.span.file, fs.span.start as usize, raw);
                        d.push(crate::format::diagnostic(&e, text, &origin, op.name.span));
                    }
                }
            }
        }
        let (dialect, _) = names?;
        m.dialect = dialect;
        (d.len() == before).then_some(m)
    }

    /// The interfaces listed plainly (`X`, or reached as the base of a listed one)
    /// whose methods all have default bodies: provided, upstream's `X::Trait` with
    /// the default bodies; `DeclareOpInterfaceMethods<X, [...]>` leaves the
    /// implementation to the op's own code. `BytecodeOpInterface` listed is always
    /// the op's own (its own properties encoding, MLIR's
    /// `useCustomPropertiesEncoding`).
    fn provide_plain_interfaces(&self, m: &mut Op, plain: &[String]) {
        for name in plain {
            if name == "BytecodeOpInterface" || !self.all_default(name) {
                continue;
            }
            let path = self.interface_trait_path(name);
            if !m.provided_interfaces.contains(&path) {
                m.provided_interfaces.push(path);
            }
        }
    }

    /// `OpAsmOpInterface` given by the `.ods` shorthands (`result_names`,
    /// `block_arg_names`, `default_dialect`) or by ODS's names of several result
    /// groups (an op with several results not listing the interface): declared and
    /// provided (its default bodies read the schema), as upstream's ODS declares it
    /// with the `getAsmResultNames` it generates.
    fn provide_op_asm_interface(&self, m: &mut Op) {
        const ASM: &str = "OpAsmOpInterface";
        let listed = m.interfaces.iter().any(|i| i == ASM);
        m.result_group_names = m.results.len() > 1 && !listed;
        let given = m.hooks.result_names
            || m.hooks.block_arg_names
            || !m.fixed_result_names.is_empty()
            || m.default_dialect.is_some()
            || m.result_group_names;
        if !given || !self.upstream_interfaces.contains(ASM) {
            return;
        }
        if !listed {
            m.interfaces.push(ASM.to_string());
            m.given_interfaces.push(ASM.to_string());
            if let Some(path) = self.registered_interface_path(ASM) {
                m.registered_interfaces.push(path);
            }
        }
        let path = format!("{}::{ASM}", super::UPSTREAM_INTERFACES_HOME);
        if !m.provided_interfaces.contains(&path) {
            m.provided_interfaces.push(path);
        }
    }

    /// `BytecodeOpInterface` for an op with properties storage, as mlir-tblgen 22
    /// attaches `BytecodeOpInterface::Trait`: an op with native properties, or with
    /// inherent attributes or segment sizes in a dialect storing attributes as
    /// properties (`use_properties_for_attributes`, true by default). Declared and
    /// provided (its default bodies encode the layout generated from the
    /// definition); an op listing the interface implements its own
    /// `read_properties`/`write_properties` (MLIR's `useCustomPropertiesEncoding`).
    fn provide_bytecode_interface(&self, m: &mut Op) {
        const BYTECODE: &str = "BytecodeOpInterface";
        if !self.upstream_interfaces.contains(BYTECODE) || m.interfaces.iter().any(|i| i == BYTECODE) {
            return;
        }
        let dialect = m.op_name.split_once('.').map_or("", |(d, _)| d);
        let attributes_as_properties = self.dialects.get(dialect).is_none_or(|d| d.use_properties);
        let segments = m.has(&Trait::AttrSizedOperandSegments) || m.has(&Trait::AttrSizedResultSegments);
        let has_properties =
            !m.properties.is_empty() || (attributes_as_properties && (!m.attributes.is_empty() || segments));
        if !has_properties {
            return;
        }
        m.interfaces.push(BYTECODE.to_string());
        m.interface_positions.push((BYTECODE.to_string(), 0));
        m.given_interfaces.push(BYTECODE.to_string());
        if let Some(path) = self.registered_interface_path(BYTECODE) {
            m.registered_interfaces.push(path);
        }
        m.provided_interfaces
            .push(format!("{}::{BYTECODE}", super::UPSTREAM_INTERFACES_HOME));
    }

    /// `result_names "a, b"`: the fixed names of results 0, 1, ..., each a
    /// valid SSA name suffix (letters, digits, `_$.-`), at most one per
    /// result when the op has no variadic result, and not together with
    /// the `result_names;` hook.
    fn fixed_result_names(
        &self,
        m: &Op,
        names: &ast::Str,
        hook: Option<&Span>,
        d: &mut Vec<Diagnostic>,
    ) -> Vec<String> {
        if let Some(hook) = hook {
            d.push(
                Diagnostic::error(
                    names.span,
                    "an op with the 'result_names;' hook cannot also have fixed result names",
                )
                .with_secondary(*hook, "the hook is given here"),
            );
            return Vec::new();
        }
        let list: Vec<String> = names.value.split(',').map(|n| n.trim().to_string()).collect();
        let valid = |n: &str| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || "_$.-".contains(c));
        if let Some(bad) = list.iter().find(|n| !valid(n)) {
            d.push(
                Diagnostic::error(names.span, format!("'{bad}' is not a valid result name"))
                    .with_note("a result name is letters, digits, '_', '$', '.' or '-', names separated by ','"),
            );
            return Vec::new();
        }
        let fixed_count = m
            .results
            .iter()
            .all(|r| matches!(r.arity, Arity::Single | Arity::Optional));
        if fixed_count && list.len() > m.results.len() {
            d.push(Diagnostic::error(
                names.span,
                format!("{} result names for an op with {} results", list.len(), m.results.len()),
            ));
            return Vec::new();
        }
        list
    }

    fn check_segments(&self, m: &Op, traits: &[(Trait, Span)], d: &mut Vec<Diagnostic>) {
        let span_of = |t: &Trait| traits.iter().find(|(x, _)| x == t).map(|x| x.1);
        for (values, what, same, sized) in [
            (
                &m.operands,
                "operands",
                Trait::SameVariadicOperandSize,
                Trait::AttrSizedOperandSegments,
            ),
            (
                &m.results,
                "results",
                Trait::SameVariadicResultSize,
                Trait::AttrSizedResultSegments,
            ),
        ] {
            let variable: Vec<&Value> = values.iter().filter(|v| v.arity.is_variable()).collect();
            let has_same = span_of(&same);
            let has_sized = span_of(&sized);
            if let (Some(a), Some(b)) = (has_same, has_sized) {
                d.push(
                    Diagnostic::error(
                        b,
                        format!("'{}' and '{}' cannot both be given", same.ods_name(), sized.ods_name()),
                    )
                    .with_secondary(a, "also given here"),
                );
            }
            if variable.len() > 1 && has_same.is_none() && has_sized.is_none() {
                let diag = Diagnostic::error(
                    variable[1].span,
                    format!("op has multiple variadic {what} but no specification over their sizes"),
                )
                .label(format!("second variable-length {}", &what[..what.len() - 1]))
                .with_secondary(variable[0].span, "first variable-length one")
                .with_note(format!("add the '{}' or '{}' trait", same.ods_name(), sized.ods_name()));
                d.push(diag);
            }
            if let Some(s) = has_sized {
                if variable.is_empty() {
                    d.push(
                        Diagnostic::error(
                            s,
                            format!("'{}' on an op without variable-length {what}", sized.ods_name()),
                        )
                        .label("segment sizes would always be 1"),
                    );
                }
            }
            if let Some(s) = has_same {
                if variable.is_empty() {
                    d.push(Diagnostic::error(
                        s,
                        format!("'{}' on an op without variable-length {what}", same.ods_name()),
                    ));
                }
            }
        }
        for v in &m.operands {
            if let Arity::VariadicOfVariadic(seg) = &v.arity {
                match m.attributes.iter().find(|a| &a.name == seg) {
                    None => d.push(
                        Diagnostic::error(
                            v.span,
                            format!(
                                "operand '{}': segment attribute '{seg}' is not an attribute of the op",
                                v.name
                            ),
                        )
                        .label("VariadicOfVariadic needs a DenseI32ArrayAttr attribute"),
                    ),
                    Some(a) if a.constraint.pred != AttrPred::DenseArray("i32".into()) => d.push(
                        Diagnostic::error(a.span, format!("segment attribute '{seg}' must be a DenseI32ArrayAttr"))
                            .with_secondary(v.span, "used as segment sizes here"),
                    ),
                    _ => {}
                }
                if span_of(&Trait::AttrSizedOperandSegments).is_none() && m.operands.len() > 1 {
                    d.push(
                        Diagnostic::error(v.span, "VariadicOfVariadic operands need the 'AttrSizedOperandSegments' trait when the op has other operands"),
                    );
                }
            }
        }
    }

    fn check_traits(&self, m: &Op, traits: &[(Trait, Span)], d: &mut Vec<Diagnostic>) {
        for (k, (t, span)) in traits.iter().enumerate() {
            match t {
                Trait::SameOperandsAndResultType
                | Trait::SameOperandsAndResultShape
                | Trait::SameOperandsAndResultElementType
                    if m.operands.is_empty() || m.results.is_empty() =>
                {
                    d.push(
                        Diagnostic::error(
                            *span,
                            format!("trait '{}' needs at least one operand and one result", t.ods_name()),
                        )
                        .label("the runtime check would always fail"),
                    );
                }
                Trait::SameTypeOperands | Trait::SameOperandsShape | Trait::SameOperandsElementType
                    if m.operands.is_empty() =>
                {
                    d.push(Diagnostic::error(
                        *span,
                        format!("trait '{}' on an op without operands", t.ods_name()),
                    ));
                }
                Trait::SingleBlockImplicitTerminator(_)
                | Trait::SingleBlock
                | Trait::NoTerminator
                | Trait::HasOnlyGraphRegion
                | Trait::NoRegionArguments
                    if m.regions.is_empty() =>
                {
                    d.push(Diagnostic::error(
                        *span,
                        format!("trait '{}' on an op without regions", t.ods_name()),
                    ))
                }
                Trait::FirstAttrDerivedResultType if m.attributes.is_empty() => d.push(Diagnostic::error(
                    *span,
                    "'FirstAttrDerivedResultType' on an op without attributes",
                )),
                // mlir-tblgen's check of the traits `Scalarizable` and its siblings
                // depend on (`NativeOpTrait<"Scalarizable", [Elementwise]>`).
                Trait::Scalarizable | Trait::Vectorizable | Trait::Tensorizable
                    if !traits[..k].iter().any(|(x, _)| *x == Trait::Elementwise) =>
                {
                    d.push(
                        Diagnostic::error(
                            *span,
                            format!(
                                "trait '{}' requires 'Elementwise' to precede it in the trait list",
                                t.ods_name()
                            ),
                        )
                        .label("add 'Elementwise' before it (or use 'ElementwiseMappable')"),
                    )
                }
                _ => {}
            }
        }
    }

    fn builder(&self, b: &ast::Builder, d: &mut Vec<Diagnostic>) -> Option<CustomBuilder> {
        let mut params = Vec::new();
        let mut seen: HashMap<&str, Span> = HashMap::new();
        let mut default_seen: Option<Span> = None;
        let mut ok = true;
        if syn::parse_str::<syn::Ident>(&b.name.name).is_err() {
            d.push(Diagnostic::error(
                b.name.span,
                format!("'{}' cannot be a builder name", b.name.name),
            ));
            ok = false;
        }
        for p in &b.params {
            if let Some(first) = seen.get(p.name.name.as_str()) {
                d.push(
                    Diagnostic::error(p.name.span, format!("duplicate builder parameter '{}'", p.name.name))
                        .with_secondary(*first, "first defined here"),
                );
                ok = false;
                continue;
            }
            seen.insert(&p.name.name, p.name.span);
            if p.name.name == "builder" || syn::parse_str::<syn::Ident>(&p.name.name).is_err() {
                d.push(
                    Diagnostic::error(
                        p.name.span,
                        format!("'{}' cannot be a builder parameter name", p.name.name),
                    )
                    .label("reserved"),
                );
                ok = false;
            }
            let rust_type = match &p.ty {
                BuilderParamType::Rust(s) => {
                    if syn::parse_str::<syn::Type>(&s.value).is_err() {
                        d.push(Diagnostic::error(s.span, format!("'{}' is not a Rust type", s.value)));
                        ok = false;
                    }
                    s.value.clone()
                }
                BuilderParamType::Named(t) => match PARAM_TYPES.iter().find(|(n, _)| *n == t.name.name) {
                    Some((_, r)) if t.args.is_none() => r.to_string(),
                    _ => {
                        let names: Vec<&str> = PARAM_TYPES.iter().map(|x| x.0).collect();
                        d.push(
                            Diagnostic::error(t.span, format!("unknown builder parameter type '{}'", t.name.name))
                                .with_note(format!("use one of {} or a Rust type in a string", names.join(", "))),
                        );
                        ok = false;
                        String::new()
                    }
                },
            };
            match &p.default {
                Some(def) => {
                    if syn::parse_str::<syn::Expr>(&def.value).is_err() {
                        d.push(Diagnostic::error(
                            def.span,
                            format!("default value '{}' is not a Rust expression", def.value),
                        ));
                        ok = false;
                    }
                    default_seen.get_or_insert(def.span);
                }
                None => {
                    if let Some(first) = default_seen {
                        d.push(
                            Diagnostic::error(
                                p.name.span,
                                "expected an argument with default value after other arguments with default values",
                            )
                            .with_secondary(first, "earlier default value"),
                        );
                        ok = false;
                    }
                }
            }
            params.push(BuilderParam {
                name: p.name.name.clone(),
                rust_type,
                default: p.default.as_ref().map(|s| s.value.clone()),
            });
        }
        ok.then(|| CustomBuilder {
            name: b.name.name.clone(),
            params,
            span: b.span,
        })
    }
}

/// Upstream interfaces a trait implements, by the trait's ODS name (`ReturnLike`
/// makes an op a `RegionBranchTerminatorOpInterface` passing all its operands;
/// `Symbol` is ODS's name of `SymbolOpInterface`; `Pure`, `AlwaysSpeculatable` and
/// `RecursivelySpeculatable` are upstream's lists holding `ConditionallySpeculatable`
/// and the impl trait answering it): the op gets the interface with its default
/// bodies unless it declares it itself.
const TRAIT_INTERFACES: &[(&str, &str)] = &[
    ("ReturnLike", "RegionBranchTerminatorOpInterface"),
    ("Symbol", "SymbolOpInterface"),
    ("Pure", "ConditionallySpeculatable"),
    ("AlwaysSpeculatable", "ConditionallySpeculatable"),
    ("RecursivelySpeculatable", "ConditionallySpeculatable"),
];
