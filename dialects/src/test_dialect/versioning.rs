//! Upstream's test-dialect versioning (`TestDialectInterfaces.cpp`,
//! `TestOpDefs.cpp`): the dialect's version is `2.0` (major, then minor, each
//! a varint in the file), `upgradeFromVersion` rejects a newer version with
//! upstream's message and upgrades IR from an older one, and two ops encode
//! their properties by the version of the file: `test.versionedA` (no
//! `modifier` before 2.0) and `test.with_versioned_properties` (a custom
//! property whose `value2` is absent before 2.0). rods' own
//! `test.legacy_versioned` (renamed `test.versioned` at 2.0) is upgraded by the
//! same hook.

use super::{VersionedAOp, VersionedOp};
use ir::attrs::{Attr, AttrKind};
use ir::bytecode::dialect::DialectVersion;
use ir::bytecode::props::{OpPropertiesReader, OpPropertiesWriter, PropReader, PropWriter, PropertiesState};
use ir::interfaces::BytecodeOpInterface;
use ir::{Context, IrArena, OpId};

/// The test dialect's namespace, whose version the properties ask.
const TEST: &str = "test";

/// The test dialect's version (`version 2.0;` in `test.ods`, upstream's
/// `TestDialectVersion` default), for contexts that know the dialect only as
/// mlir-opt-22's open `test` dialect ([`register_version`]).
pub const VERSION: &[u64] = &[2, 0];

/// Registers the test dialect's bytecode version and upgrade hook alone (no
/// ops, attributes or types): what `rods-opt`, whose `test` dialect is
/// upstream's open one, needs to read mlir-opt-22's files using test ops
/// (each has the version entry) and to write the entry as mlir-opt-22 does.
pub fn register_version(ctx: &Context) {
    ir::bytecode::dialect::register(
        ctx,
        TEST,
        ir::bytecode::dialect::DialectBytecode {
            version: Some(VERSION),
            upgrade: Some(upgrade_from_version),
            ..Default::default()
        },
    );
}

/// Whether `version` (of the test dialect, as a file or a writer gives it)
/// predates 2.0, where properties gained their second member.
fn before_2_0(version: Option<DialectVersion>) -> bool {
    version.is_some_and(|v| v.component(0) < 2)
}

/// The test dialect's `upgradeFromVersion` (named by `upgrade` in
/// `test.ods`). Version 2.0 is the current one; a newer one is upstream's
/// error. IR from an older file: every `test.versionedA` gets
/// `modifier = false` (upstream's upgrade), `test.legacy_versioned` ops are
/// renamed to `test.versioned`, and every `test.versioned` without a `mode`
/// gets the default `mode = 0 : i32` (rods' own op).
pub fn upgrade_from_version(
    ctx: &Context,
    arena: &mut IrArena,
    top: OpId,
    version: &DialectVersion,
) -> Result<(), String> {
    let (major, minor) = (version.component(0), version.component(1));
    if (major, minor) == (2, 0) {
        return Ok(());
    }
    if (major, minor) > (2, 0) {
        return Err(format!(
            "current test dialect version is 2.0, can't parse version: {major}.{minor}"
        ));
    }
    let legacy = ctx.op_name("test.legacy_versioned");
    let versioned = ctx.op_name(VersionedOp::NAME);
    let versioned_a = ctx.op_name(VersionedAOp::NAME);
    for op in arena.walk_preorder(top) {
        if arena.op_name(op) == legacy {
            arena.set_op_name(op, versioned);
        }
        let name = arena.op_name(op);
        if name == versioned {
            set_missing_property(ctx, arena, op, "mode", |ctx| {
                ir::ods::values::int_attr(ctx, 0, "i32").map_err(|e| e.0)
            })?;
        } else if name == versioned_a {
            // Upstream sets `modifier` whether or not the file had one.
            set_property(ctx, arena, op, "modifier", ir::ods::values::bool_attr(ctx, false));
        }
    }
    Ok(())
}

/// Sets property `name` of `op` to `value` (`ir::ods::access::with_entry`;
/// the dictionary keeps its entries sorted).
fn set_property(ctx: &Context, arena: &mut IrArena, op: OpId, name: &str, value: Attr) {
    let props = ir::ods::access::with_entry(ctx, arena.properties(op), name, Some(value));
    arena.set_properties(op, props);
}

/// Sets property `name` of `op` to `value(ctx)` unless it has one.
fn set_missing_property(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    name: &str,
    value: impl Fn(&Context) -> Result<Attr, String>,
) -> Result<(), String> {
    let present = arena.properties(op).is_some_and(|p| {
        ctx.dictionary_entries(p)
            .iter()
            .any(|e| ctx.string_value(e.0) == name.as_bytes())
    });
    if !present {
        set_property(ctx, arena, op, name, value(ctx)?);
    }
    Ok(())
}

/// `TestVersionedOpA`'s own properties encoding (`useCustomPropertiesEncoding`):
/// `dims`, then `modifier` unless the file predates test 2.0 (upstream's
/// upgrade then sets it).
impl BytecodeOpInterface for VersionedAOp {
    fn read_properties(reader: &mut dyn OpPropertiesReader, state: &mut PropertiesState) -> Result<(), String> {
        let dims = reader.attr()?;
        state.push((reader.ctx().string_attr(b"dims"), dims));
        if before_2_0(reader.dialect_version(TEST)) {
            return Ok(());
        }
        let modifier = reader.attr()?;
        state.push((reader.ctx().string_attr(b"modifier"), modifier));
        Ok(())
    }

    fn write_properties(self, arena: &IrArena, writer: &mut dyn OpPropertiesWriter) -> Result<(), String> {
        let ctx = writer.ctx();
        let get = |name: &[u8]| {
            let props = arena.properties(ir::ods::TypedOp::op_id(self))?;
            ctx.dictionary_entries(props)
                .iter()
                .find(|(k, _)| ctx.string_value(*k) == name)
                .map(|e| e.1)
        };
        let (dims, modifier) = (get(b"dims"), get(b"modifier"));
        writer.attr(dims.ok_or("'test.versionedA' has no 'dims' to write")?);
        // Upstream prints `downgrading op properties...` here, to stdout.
        if before_2_0(writer.dialect_version(TEST)) {
            return Ok(());
        }
        writer.attr(modifier.ok_or("'test.versionedA' has no 'modifier' to write")?);
        Ok(())
    }
}

/// Upstream's `VersionedProperties` (`test.with_versioned_properties`): two
/// C++ `int`s.
#[derive(Default)]
pub struct Versioned {
    /// `value1`.
    pub value1: i32,
    /// `value2`, absent from files before test 2.0.
    pub value2: i32,
}

/// `setFromAttr`: a dictionary with integers `value1` and `value2`, with
/// upstream's messages.
pub fn versioned_from_attr(ctx: &Context, attr: Attr) -> Result<Versioned, String> {
    let AttrKind::Dictionary(entries) = ctx.attr_kind(attr) else {
        return Err("expected DictionaryAttr to set VersionedProperties".to_string());
    };
    let int = |key: &str| {
        entries
            .iter()
            .find(|(k, _)| ctx.string_value(*k) == key.as_bytes())
            .and_then(|e| ir::ods::values::as_int(ctx, e.1))
            // `getValue().getSExtValue()` into an `int`.
            .map(|v| v as i32)
            .ok_or_else(|| format!("expected IntegerAttr for key `{key}`"))
    };
    Ok(Versioned {
        value1: int("value1")?,
        value2: int("value2")?,
    })
}

/// `getAsAttr`: `{value1 = v1 : i32, value2 = v2 : i32}`.
pub fn versioned_to_attr(ctx: &Context, p: &Versioned) -> Attr {
    let int = |v: i32| {
        ctx.get_attr(AttrKind::Integer {
            ty: ctx.int_type(32),
            value: ir::apint::ApInt::from_i128(32, i128::from(v)),
        })
    };
    ctx.dictionary_attr(vec![
        (ctx.string_attr(b"value1"), int(p.value1)),
        (ctx.string_attr(b"value2"), int(p.value2)),
    ])
}

/// `writeToMlirBytecode`: both members as varints (sign-extended), at any
/// version.
pub fn versioned_write(p: &Versioned, w: &mut dyn PropWriter) {
    w.varint(i64::from(p.value1) as u64);
    w.varint(i64::from(p.value2) as u64);
}

/// `readFromMlirBytecode`: `value1`, then `value2` unless the file predates
/// test 2.0 (it is 0 then).
pub fn versioned_read(r: &mut dyn PropReader) -> Result<Versioned, String> {
    let value1 = r.varint()? as i64 as i32;
    let value2 = if before_2_0(r.dialect_version(TEST)) {
        0
    } else {
        r.varint()? as i64 as i32
    };
    Ok(Versioned { value1, value2 })
}

/// `customPrintProperties`: `value1 | value2`.
pub fn versioned_print(p: &Versioned, w: &mut ir::text::asm_printer::OpAsmPrinter<'_, '_>) {
    w.print(&format!("{} | {}", p.value1, p.value2));
}

/// `customParseProperties`: what [`versioned_print`] prints, with MLIR's
/// messages.
pub fn versioned_parse(p: &mut ir::text::parser::asm::OpAsmParser<'_, '_>) -> Result<Versioned, ir::Diagnostic> {
    let value1 = p.parse_integer_in(i32::MIN.into(), i32::MAX.into())? as i32;
    p.parse_punct(ir::text::parser::asm::Punct::VerticalBar)?;
    let value2 = p.parse_integer_in(i32::MIN.into(), i32::MAX.into())? as i32;
    Ok(Versioned { value1, value2 })
}
