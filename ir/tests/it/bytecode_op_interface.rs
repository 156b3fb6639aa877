//! `BytecodeOpInterface`: the bytecode reader and writer reach an op's
//! properties through it. An op implementing `read_properties` and
//! `write_properties` itself (MLIR's `useCustomPropertiesEncoding`) is read
//! and written with its own encoding, numbering pass included; an op without
//! the interface whose entry carries properties is upstream's
//! `has properties but missing BytecodeOpInterface for`.

use ir::bytecode::props::{OpPropertiesReader, OpPropertiesWriter, PropertiesState};
use ir::bytecode::{self, WriteOptions};
use ir::interfaces::{BytecodeOpInterface, BytecodeOpInterfaceMethods};
use ir::registry::OpDefinition;
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::{Context, IrArena, OpId};

/// `t.pair`: properties `{count = N : i64, tag = <any attribute>}` written as
/// a varint and an attribute reference, in that order.
#[derive(Clone, Copy)]
struct PairOp(OpId);

impl ir::ods::TypedOp for PairOp {
    const NAME: &'static str = "t.pair";
    fn from_op_unchecked(op: OpId) -> Self {
        PairOp(op)
    }
    fn op_id(self) -> OpId {
        self.0
    }
    fn op_schema() -> &'static ir::ods::OpSchema {
        &ir::ods::OpSchema::EMPTY
    }
}

impl BytecodeOpInterface for PairOp {
    fn read_properties(reader: &mut dyn OpPropertiesReader, state: &mut PropertiesState) -> Result<(), String> {
        let count = reader.varint()?;
        let tag = reader.attr()?;
        let ctx = reader.ctx();
        let count =
            ir::ods::values::int_attr(ctx, i64::try_from(count).map_err(|e| e.to_string())?, "i64").map_err(|e| e.0)?;
        state.push((ctx.string_attr(b"count"), count));
        state.push((ctx.string_attr(b"tag"), tag));
        Ok(())
    }

    fn write_properties(self, arena: &IrArena, writer: &mut dyn OpPropertiesWriter) -> Result<(), String> {
        let ctx = writer.ctx();
        let props = arena.properties(self.0).ok_or("t.pair needs its properties")?;
        let get = |name: &[u8]| {
            ctx.dictionary_entries(props)
                .iter()
                .find(|(k, _)| ctx.string_value(*k) == name)
                .map(|e| e.1)
        };
        let count = get(b"count")
            .and_then(|a| ir::ods::values::as_int(ctx, a))
            .ok_or("no count")?;
        let tag = get(b"tag").ok_or("no tag")?;
        writer.varint(count as u64);
        writer.attr(tag);
        Ok(())
    }
}

fn context(with_interface: bool) -> Context {
    let ctx = Context::new();
    ctx.registry().register_dialect("t");
    ctx.registry().register_op(
        "t.pair",
        OpDefinition {
            inherent_attrs: vec!["count", "tag"],
            ..Default::default()
        },
    );
    if with_interface {
        BytecodeOpInterfaceMethods::attach::<PairOp>(&ctx);
    }
    ctx
}

const SRC: &[u8] = br#""t.pair"() <{count = 300 : i64, tag = "label"}> : () -> ()
"t.pair"() <{count = 7 : i64, tag = [1 : i32, "x"]}> : () -> ()"#;

#[test]
fn an_op_writing_its_own_properties_is_read_back_through_them() {
    let ctx = context(true);
    let m = parse_source(&ctx, "t.mlir", SRC).expect("parses");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
    // The entry is the op's own: varint 300 (`0xb2 0x04` in MLIR's prefix
    // encoding), then the attribute's number.
    assert!(bytes.windows(2).any(|w| w == [0xb2, 0x04]), "{bytes:x?}");
    let back = bytecode::read(&ctx, &bytes).expect("reads");
    let text = |arena: &IrArena, top| print_operation(&ctx, arena, top, PrintOptions::GENERIC);
    assert_eq!(text(&back.arena, back.top), text(&m.arena, m.top));
}

#[test]
fn properties_of_an_op_without_the_interface_are_upstreams_error() {
    let ctx = context(true);
    let m = parse_source(&ctx, "t.mlir", SRC).expect("parses");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
    let Err(err) = bytecode::read(&context(false), &bytes) else {
        panic!("read an op's properties without its interface");
    };
    assert_eq!(err.message, "has properties but missing BytecodeOpInterface for t.pair");
}
