//! The DLTI dialect (MLIR 22's `DLTI.cpp`): its attributes are declared in
//! `dlti.ods`; this module holds what upstream writes in C++ — the entry
//! list syntax (`#dlti.dl_spec<"key" = 1, i32 = 2, #dlti.dl_entry<...>>`,
//! as the custom directives `EntryKey`, `Entries` and `StringKeyEntries`),
//! the attributes' verifiers (duplicate and empty keys, device specs), and
//! `DLTIDialect::verifyOperationAttribute` with the module-level data layout
//! checks (`verifyDataLayoutSpec`, and that a module's layout combines with
//! the layouts of the modules around it).

crate::common::ods_ops!("dlti");

use ir::context::DialectTypeParser;
use ir::diag::DiagLoc;
use ir::dialect_attr::{ParamValue, TypeOrAttr};
use ir::ods::attr_format::DefPrinter;
use ir::text::printer::{attr_to_string, type_to_string};
use ir::{Attr, AttrKind, Context, Diagnostic, IrArena, OpId, TypeKind};
use ops::{DataLayoutEntryAttr, DataLayoutSpecAttr, MapAttr, TargetDeviceSpecAttr, TargetSystemSpecAttr};

type P<'a> = &'a mut dyn DialectTypeParser;

/// `DLTIDialect::kDataLayoutEndiannessKey`.
const ENDIANNESS_KEY: &str = "dlti.endianness";

/// The `dlti.*` entry names `TargetDataLayoutInterface::verifyEntry` accepts
/// with any value (the endianness is checked apart).
const KNOWN_ENTRY_NAMES: &[&str] = &[
    "dlti.default_memory_space",
    "dlti.alloca_memory_space",
    "dlti.program_memory_space",
    "dlti.global_memory_space",
    "dlti.stack_alignment",
    "dlti.function_pointer_alignment",
    "dlti.mangling_mode",
    "dlti.legal_int_widths",
];

/// Registers `verifyOperationAttribute` for `dlti.*` op attributes.
pub fn register(ctx: &Context) {
    ctx.set_dialect_op_attr_verifier("dlti", verify_op_attr);
}

/// `keyToStr`: a type key as a type, a string key quoted.
fn key_text(ctx: &Context, key: TypeOrAttr) -> String {
    match key {
        TypeOrAttr::Type(t) => type_to_string(ctx, t),
        TypeOrAttr::Attr(a) => attr_to_string(ctx, a),
    }
}

// ----- custom directives -----

/// `custom<EntryKey>($key)`: `#dlti.dl_entry`'s key, a type or a quoted
/// string.
fn parse_entry_key(p: P<'_>, args: &mut [Option<ParamValue>]) -> Result<(), Diagnostic> {
    let at = p.current_offset();
    let key = match p.parse_optional_type()? {
        Some(t) => ParamValue::Type(t),
        None => match p.parse_optional_string() {
            Some(s) => ParamValue::Attr(p.context().string_attr(s.as_bytes())),
            None => return Err(p.error_at(at, "expected a type or a quoted string".into())),
        },
    };
    if let Some(slot) = args.first_mut() {
        *slot = Some(key);
    }
    Ok(())
}

fn print_entry_key(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    if let Some(key) = args.first().and_then(|v| v.as_type_or_attr()) {
        let text = key_text(w.context(), key);
        w.write(&text);
    }
}

/// `custom<Entries>($entries)`: `parseAngleBracketedEntries` with type
/// keys and an empty list allowed (`#dlti.dl_spec`, `#dlti.map`).
fn parse_entries(p: P<'_>, args: &mut [Option<ParamValue>]) -> Result<(), Diagnostic> {
    entry_list(p, args, true)
}

/// `custom<StringKeyEntries>($entries)`: string keys only, at least one
/// entry (`#dlti.target_device_spec`, `#dlti.target_system_spec`).
fn parse_string_key_entries(p: P<'_>, args: &mut [Option<ParamValue>]) -> Result<(), Diagnostic> {
    entry_list(p, args, false)
}

/// `<` entry (`,` entry)* `>`, where an entry is `key = value` or a
/// `#dlti.dl_entry`; `types` allows type keys and an empty list.
fn entry_list(p: P<'_>, args: &mut [Option<ParamValue>], types: bool) -> Result<(), Diagnostic> {
    let at = p.current_offset();
    p.parse_punct('<')?;
    let mut entries = Vec::new();
    if !p.parse_optional_punct('>') {
        loop {
            entries.push(ParamValue::Attr(entry(p, types)?));
            if !p.parse_optional_punct(',') {
                break;
            }
        }
        p.parse_punct('>')?;
    }
    if entries.is_empty() && !types {
        return Err(p.error_at(at, "no DLTI entries provided".into()));
    }
    if let Some(slot) = args.first_mut() {
        *slot = Some(ParamValue::List(entries));
    }
    Ok(())
}

/// `parseKeyValuePair`: `type = attr` (with `types`), `"key" = attr`, or
/// an attribute that must be a `#dlti.dl_entry`.
fn entry(p: P<'_>, types: bool) -> Result<Attr, Diagnostic> {
    if types {
        match p.parse_optional_type() {
            Ok(Some(t)) => {
                p.parse_punct('=')?;
                let value = p.parse_attribute()?;
                return Ok(make_entry(p.context(), TypeOrAttr::Type(t), value));
            }
            Ok(None) => {}
            Err(mut e) => {
                let at = p.current_offset();
                e.followups
                    .push(p.error_at(at, "error while parsing type DLTI key".into()));
                return Err(e);
            }
        }
    }
    if let Some(s) = p.parse_optional_string() {
        p.parse_punct('=')?;
        let value = p.parse_attribute()?;
        let key = p.context().string_attr(s.as_bytes());
        return Ok(make_entry(p.context(), TypeOrAttr::Attr(key), value));
    }
    let at = p.current_offset();
    let attr = p.parse_attribute()?;
    if DataLayoutEntryAttr::read(p.context(), attr).is_none() {
        return Err(p.error_at(at, "invalid kind of attribute specified".into()));
    }
    Ok(attr)
}

fn make_entry(ctx: &Context, key: TypeOrAttr, value: Attr) -> Attr {
    DataLayoutEntryAttr { key, value }.get(ctx)
}

/// `printAngleBracketedEntries`: `<key = value, ...>`.
fn print_entries(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    let entries: Vec<(String, Attr)> = args
        .first()
        .and_then(|v| v.as_list())
        .unwrap_or_default()
        .iter()
        .filter_map(|e| DataLayoutEntryAttr::read(w.context(), e.as_attr()?))
        .map(|e| (key_text(w.context(), e.key), e.value))
        .collect();
    w.write("<");
    for (i, (key, value)) in entries.into_iter().enumerate() {
        if i > 0 {
            w.write(", ");
        }
        w.write(&key);
        w.write(" = ");
        w.value(&ParamValue::Attr(value));
    }
    w.write(">");
}

fn print_string_key_entries(w: &mut DefPrinter<'_>, args: &[&ParamValue]) {
    print_entries(w, args);
}

// ----- attribute verifiers -----

/// `verifyEntries`: every entry a `#dlti.dl_entry` with a non-empty,
/// unique key (and no type key unless `types`).
fn verify_entries(ctx: &Context, entries: &[Attr], types: bool) -> Result<(), String> {
    let mut keys: Vec<TypeOrAttr> = Vec::new();
    for &e in entries {
        let Some(entry) = DataLayoutEntryAttr::read(ctx, e) else {
            return Err("contained invalid DLTI entry".into());
        };
        if !types && matches!(entry.key, TypeOrAttr::Type(_)) {
            return Err("type as DLTI key is not allowed".into());
        }
        if let TypeOrAttr::Attr(a) = entry.key {
            if ctx.string_value(a).is_empty() {
                return Err("empty string as DLTI key is not allowed".into());
            }
        }
        if keys.contains(&entry.key) {
            return Err(format!("repeated DLTI key: {}", key_text(ctx, entry.key)));
        }
        keys.push(entry.key);
    }
    Ok(())
}

impl DataLayoutSpecAttr {
    /// `DataLayoutSpecAttr::verify`.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        verify_entries(ctx, &self.entries, true)
    }
}

impl MapAttr {
    /// `MapAttr::verify`.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        verify_entries(ctx, &self.entries, true)
    }
}

impl TargetDeviceSpecAttr {
    /// `TargetDeviceSpecAttr::verify`: string keys only.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        verify_entries(ctx, &self.entries, false)
    }
}

impl TargetSystemSpecAttr {
    /// `TargetSystemSpecAttr::verify`: string device IDs, each once, each
    /// mapped to a valid `#dlti.target_device_spec`.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        let mut ids: Vec<Attr> = Vec::new();
        for &e in &self.entries {
            let entry = DataLayoutEntryAttr::read(ctx, e);
            let Some((id, value)) = entry.and_then(|e| match e.key {
                TypeOrAttr::Attr(a) if matches!(ctx.attr_kind(a), AttrKind::String { .. }) => Some((a, e.value)),
                _ => None,
            }) else {
                return Err("non-string key of DLTI system spec".into());
            };
            let Some(device) = TargetDeviceSpecAttr::read(ctx, value) else {
                return Err(format!(
                    "value associated with key {} is not a DLTI device spec",
                    attr_to_string(ctx, id)
                ));
            };
            device.verify(ctx)?;
            if ids.contains(&id) {
                return Err(format!(
                    "repeated device ID in dlti.target_system_spec: {}",
                    attr_to_string(ctx, id)
                ));
            }
            ids.push(id);
        }
        Ok(())
    }
}

// ----- verifyOperationAttribute -----

/// `DLTIDialect::verifyOperationAttribute`: `dlti.dl_spec`,
/// `dlti.target_system_spec` and `dlti.map` hold their attribute kinds (a
/// module's data layout is checked further); other `dlti.*` names are not
/// supported.
fn verify_op_attr(ctx: &Context, arena: &IrArena, op: OpId, name: Attr, value: Attr) -> Result<(), Diagnostic> {
    let error = |message: String| ir::verify::op_error(ctx, arena, op, message);
    let name_text = String::from_utf8_lossy(ctx.string_value(name)).into_owned();
    let expected = |mnemonic: &str| error(format!("'{name_text}' is expected to be a #dlti.{mnemonic} attribute"));
    match name_text.as_str() {
        "dlti.dl_spec" => {
            let Some(spec) = DataLayoutSpecAttr::read(ctx, value) else {
                return Err(expected("dl_spec"));
            };
            if ctx.op_info(arena.op_name(op)).name() == ir::builtin::MODULE {
                return verify_data_layout_op(ctx, arena, op, &spec);
            }
            Ok(())
        }
        "dlti.target_system_spec" => match TargetSystemSpecAttr::read(ctx, value) {
            Some(_) => Ok(()),
            None => Err(expected("target_system_spec")),
        },
        "dlti.map" => match MapAttr::read(ctx, value) {
            Some(_) => Ok(()),
            None => Err(expected("map")),
        },
        _ => Err(error(format!("attribute '{name_text}' not supported by dialect"))),
    }
}

/// `detail::verifyDataLayoutOp` for a module with a data layout: the spec
/// is valid and combines with the layouts of the modules around it.
fn verify_data_layout_op(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    spec: &DataLayoutSpecAttr,
) -> Result<(), Diagnostic> {
    let loc = arena.op_loc(op);
    verify_spec(ctx, spec).map_err(|m| Diagnostic::error(DiagLoc::Attr(loc), m))?;
    let parents = enclosing_layouts(ctx, arena, op);
    let mut combined: Vec<DataLayoutEntryAttr> = Vec::new();
    let all = parents.iter().map(|(_, s)| s).chain(std::iter::once(spec));
    let combines = all.into_iter().all(|s| combine(ctx, &mut combined, s));
    if combines {
        return Ok(());
    }
    let mut d = ir::verify::op_error(
        ctx,
        arena,
        op,
        "data layout does not combine with layouts of enclosing ops".into(),
    );
    for (parent, _) in &parents {
        d = d.with_note(DiagLoc::Attr(arena.op_loc(*parent)), "enclosing op with data layout");
    }
    Err(d)
}

/// The data layouts of the modules enclosing `op`, outermost first.
fn enclosing_layouts(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<(OpId, DataLayoutSpecAttr)> {
    let mut out = Vec::new();
    let mut at = op;
    while let Some(parent) = arena.op_parent(at).and_then(|b| arena.block_parent_op(b)) {
        at = parent;
        if ctx.op_info(arena.op_name(parent)).name() != ir::builtin::MODULE {
            continue;
        }
        let spec = arena.attrs(parent).and_then(|dict| {
            ctx.dictionary_entries(dict)
                .iter()
                .find(|(n, _)| ctx.string_value(*n) == b"dlti.dl_spec")
                .and_then(|&(_, v)| DataLayoutSpecAttr::read(ctx, v))
        });
        if let Some(spec) = spec {
            out.push((parent, spec));
        }
    }
    out.reverse();
    out
}

/// `combineOneSpec` with `DataLayoutDialectInterface::defaultCombine`: an
/// entry whose key was set by an enclosing layout must be the same entry.
/// (Type keys are combined the same way; upstream asks the type's
/// `areCompatible`, which no type rods has implements.)
fn combine(ctx: &Context, combined: &mut Vec<DataLayoutEntryAttr>, spec: &DataLayoutSpecAttr) -> bool {
    for entry in spec.entries.iter().filter_map(|&e| DataLayoutEntryAttr::read(ctx, e)) {
        match combined.iter_mut().find(|c| c.key == entry.key) {
            Some(c) if c.value != entry.value => return false,
            Some(_) => {}
            None => combined.push(entry),
        }
    }
    true
}

/// `detail::verifyDataLayoutSpec`: type keys (index takes an integer,
/// integer and float types a dense i64 vector of 1 or 2 alignments, other
/// builtin types none, other types only with `DataLayoutTypeInterface`)
/// and `dlti.*` identifier keys (`TargetDataLayoutInterface::verifyEntry`);
/// identifiers of other dialects are not checked (upstream asks the dialect
/// only when it is loaded).
fn verify_spec(ctx: &Context, spec: &DataLayoutSpecAttr) -> Result<(), String> {
    for (attr, entry) in spec
        .entries
        .iter()
        .filter_map(|&e| Some((e, DataLayoutEntryAttr::read(ctx, e)?)))
    {
        match entry.key {
            TypeOrAttr::Type(t) => verify_type_entry(ctx, attr, t, entry.value)?,
            TypeOrAttr::Attr(id) => verify_id_entry(ctx, id, entry.value)?,
        }
    }
    Ok(())
}

fn verify_type_entry(ctx: &Context, entry: Attr, t: ir::Type, value: Attr) -> Result<(), String> {
    match ctx.type_kind(t) {
        TypeKind::Index => {
            if matches!(ctx.attr_kind(value), AttrKind::Integer { .. }) {
                return Ok(());
            }
            Err(format!(
                "expected integer attribute in the data layout entry for '{}'",
                type_to_string(ctx, t)
            ))
        }
        TypeKind::Integer { .. } | TypeKind::Float(_) => {
            let entry_text = attr_to_string(ctx, entry);
            let elements = match ctx.attr_kind(value) {
                AttrKind::DenseElements { ty, .. } => match ctx.type_kind(*ty) {
                    TypeKind::Vector { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. }
                        if matches!(
                            ctx.type_kind(*element),
                            TypeKind::Integer {
                                width: 64,
                                signedness: ir::types::Signedness::Signless
                            }
                        ) =>
                    {
                        Some(shape.iter().product::<i64>())
                    }
                    _ => None,
                },
                _ => None,
            };
            match elements {
                None => Err(format!(
                    "expected a dense i64 elements attribute in the data layout entry {entry_text}"
                )),
                Some(n) if !(1..=2).contains(&n) => Err(format!(
                    "expected 1 or 2 elements in the data layout entry {entry_text}"
                )),
                Some(_) => Ok(()),
            }
        }
        TypeKind::Opaque { .. } => Err("data layout specified for a type that does not support it".into()),
        _ => Err("unexpected data layout for a built-in type".into()),
    }
}

/// `TargetDataLayoutInterface::verifyEntry` for `dlti.*` keys.
fn verify_id_entry(ctx: &Context, id: Attr, value: Attr) -> Result<(), String> {
    let name = String::from_utf8_lossy(ctx.string_value(id)).into_owned();
    if !name.starts_with("dlti.") {
        return Ok(());
    }
    if name == ENDIANNESS_KEY {
        let ok = matches!(ctx.attr_kind(value), AttrKind::String { value, .. } if &**value == b"big" || &**value == b"little");
        if ok {
            return Ok(());
        }
        return Err(format!(
            "'{name}' data layout entry is expected to be either 'big' or 'little'"
        ));
    }
    if KNOWN_ENTRY_NAMES.contains(&name.as_str()) {
        return Ok(());
    }
    Err(format!("unknown data layout entry name: {name}"))
}
