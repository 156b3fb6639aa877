//! Custom assembly hooks: a registered op with a hand-written parser and
//! printer round-trips through the text format, its attributes get aliases
//! through the dry run, and `OpAsmOpInterface` (default dialects shorten nested op
//! names; result, block argument and block names).

use ir::interfaces::{OpAsmOpInterface, OpAsmOpInterfaceMethods};
use ir::ods::{OpSchema, TypedOp};
use ir::registry::{CustomAssembly, OpDefinition, OpTraits};
use ir::text::asm_printer::OpAsmPrinter;
use ir::text::parser::asm::{EntryArgument, OpAsmParser, OperationState, Punct};
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::{Context, Diagnostic, OpId};

/// `t.add %a, %b {attrs} : type`
fn parse_add(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
    let at = p.offset();
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty], at)?;
    st.result_types = vec![ty];
    Ok(())
}

fn print_add(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let operands = p.operands_of(op);
    p.print(" ");
    p.print_operands(&operands);
    let attrs = p
        .arena()
        .attrs(op)
        .map(|d| p.ctx().dictionary_entries(d).to_vec())
        .unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
    p.print(" : ");
    let ty = p.arena().value_type(operands[0]);
    p.print_type(ty);
}

/// `t.func @name(%x: type) { body }` with `t` as default dialect inside.
fn parse_func(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
    let name = p.parse_symbol_name()?;
    st.properties.push((p.ctx().string_attr(b"sym_name"), name));
    p.parse_punct(Punct::LParen)?;
    let arg = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    p.parse_punct(Punct::RParen)?;
    let region = p.new_region();
    p.parse_region(
        region,
        &[EntryArgument {
            name: arg,
            ty,
            loc: None,
        }],
        true,
    )?;
    st.regions.push(region);
    Ok(())
}

fn print_func(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let props = p.arena().properties(op).expect("sym_name");
    let name = p.ctx().dictionary_entries(props)[0].1;
    let name = p.ctx().string_value(name).to_vec();
    p.print(" ");
    p.print_symbol_name(&name);
    let region = p.arena().regions(op)[0];
    let block = p.arena().region_blocks(region)[0];
    let arg = p.arena().arg(block, 0);
    p.print("(");
    p.print_operand(arg);
    p.print(": ");
    let ty = p.arena().value_type(arg);
    p.print_type(ty);
    p.print(") ");
    p.print_region(region, false, true);
}

/// A hand-registered op's typed handle, which `OpAsmOpInterface` needs.
macro_rules! hand_op {
    ($ty:ident, $name:literal) => {
        #[derive(Clone, Copy)]
        struct $ty(OpId);
        impl TypedOp for $ty {
            const NAME: &'static str = $name;
            fn from_op_unchecked(op: OpId) -> Self {
                $ty(op)
            }
            fn op_id(self) -> OpId {
                self.0
            }
            fn op_schema() -> &'static OpSchema {
                &OpSchema::EMPTY
            }
        }
    };
}
hand_op!(TFunc, "t.func");
hand_op!(TMap, "t.map");
hand_op!(TMulti, "t.multi");
hand_op!(TBlocks, "t.blocks");

/// `t` is the default dialect in `t.func`'s body.
impl OpAsmOpInterface for TFunc {
    fn default_dialect() -> &'static str {
        "t"
    }
}

/// Names results 0 and 2 of `t.multi` (two result groups) and, for a
/// fifth result, asks for a number.
impl OpAsmOpInterface for TMulti {
    fn asm_result_names(self, _: &Context, arena: &ir::IrArena, set: &mut dyn FnMut(u32, &str)) {
        set(0, "a");
        set(2, "b");
        if arena.num_results(self.0) > 4 {
            set(4, "");
        }
    }
}

/// Names every argument of `t.map`'s entry blocks `in` but the last, `out`.
impl OpAsmOpInterface for TMap {
    fn asm_block_argument_names(
        self,
        _: &Context,
        arena: &ir::IrArena,
        region: ir::RegionId,
        set: &mut dyn FnMut(ir::BlockId, u32, &str),
    ) {
        let block = arena.region_blocks(region)[0];
        let n = arena.num_args(block) as u32;
        for i in 0..n {
            set(block, i, if i + 1 == n { "out" } else { "in" });
        }
    }
}

/// Names the blocks of `t.blocks`'s region `^entry`, `^loop body`, ... (MLIR's
/// `getAsmBlockNames`; the printer sanitizes them).
impl OpAsmOpInterface for TBlocks {
    fn asm_block_names(self, _: &Context, arena: &ir::IrArena, set: &mut dyn FnMut(ir::BlockId, &str)) {
        let names = ["entry", "loop body"];
        for &region in arena.regions(self.0) {
            for (&block, name) in arena.region_blocks(region).iter().zip(names) {
                set(block, name);
            }
        }
    }
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.registry().register_dialect("t");
    ctx.registry().register_op(
        "t.add",
        OpDefinition {
            traits: OpTraits {
                pure: true,
                ..Default::default()
            },
            assembly: Some(CustomAssembly {
                parse: parse_add,
                print: print_add,
            }),
            ..Default::default()
        },
    );
    ctx.registry().register_op(
        "t.func",
        OpDefinition {
            traits: OpTraits {
                isolated_from_above: true,
                no_terminator: true,
                ..Default::default()
            },
            inherent_attrs: vec!["sym_name"],
            assembly: Some(CustomAssembly {
                parse: parse_func,
                print: print_func,
            }),
            ..Default::default()
        },
    );
    for name in ["t.map", "t.multi", "t.blocks"] {
        ctx.registry().register_op(name, OpDefinition::default());
    }
    OpAsmOpInterfaceMethods::attach::<TFunc>(&ctx);
    OpAsmOpInterfaceMethods::attach::<TMap>(&ctx);
    OpAsmOpInterfaceMethods::attach::<TMulti>(&ctx);
    OpAsmOpInterfaceMethods::attach::<TBlocks>(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn roundtrip(ctx: &Context, text: &str, generic: bool) -> String {
    let m = parse_source(ctx, "t.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
    print_operation(
        ctx,
        &m.arena,
        m.top,
        PrintOptions {
            generic,
            debug_info: false,
        },
    )
}

const SOURCE: &str = r#"t.func @f(%x: i32) {
  %0 = add %x, %x {m = affine_map<(d0) -> (d0 + 1)>} : i32
  %1 = t.add %0, %x : i32
  "u.use"(%1) : (i32) -> ()
}
"#;

#[test]
fn custom_forms_round_trip_with_default_dialect_and_aliases() {
    let ctx = context();
    let pretty = roundtrip(&ctx, SOURCE, false);
    assert_eq!(
        pretty,
        "#map = affine_map<(d0) -> (d0 + 1)>\nmodule {\n  t.func @f(%arg0: i32) {\n    %0 = add %arg0, %arg0 {m = #map} : i32\n    %1 = add %0, %arg0 : i32\n    \"u.use\"(%1) : (i32) -> ()\n  }\n}\n"
    );
    // The printed form parses back to the same thing.
    assert_eq!(roundtrip(&ctx, &pretty, false), pretty);
}

#[test]
fn custom_ops_print_generically_on_request() {
    let ctx = context();
    let generic = roundtrip(&ctx, SOURCE, true);
    assert!(
        generic.contains("%0 = \"t.add\"(%arg0, %arg0) {m = #map} : (i32, i32) -> i32"),
        "{generic}"
    );
    assert!(generic.contains("\"t.func\"() <{sym_name = \"f\"}> ({"), "{generic}");
}

#[test]
fn custom_parser_errors_point_at_the_token() {
    let ctx = context();
    let err = parse_source(&ctx, "t.mlir", b"%0 = \"u.v\"() : () -> i32\n%1 = t.add %0 %0 : i32\n")
        .err()
        .expect("error");
    assert_eq!(err.message, "expected ','");
    // MLIR reports a missing token right after the previous one.
    assert_eq!(err.loc, ir::DiagLoc::Offset(38));
}

/// Result-name hooks: names are uniqued with MLIR's shared conflict
/// counter, later groups print as `%a:2, %b:2`, uses as `%a#1`, and
/// nested regions restart from the counters their parent had.
#[test]
fn result_names_form_groups_and_are_uniqued_like_mlir() {
    let ctx = context();
    let src = r#"%0:4 = "t.multi"() : () -> (i32, i32, i32, i32)
%1:5 = "t.multi"() : () -> (i32, i32, i32, i32, i32)
"u.use"(%0#1, %0#2, %1#3, %1#4) : (i32, i32, i32, i32) -> ()
"u.region"() ({
  %2:4 = "t.multi"() : () -> (i32, i32, i32, i32)
  "u.use"(%2#0) : (i32) -> ()
}) : () -> ()
%3:4 = "t.multi"() : () -> (i32, i32, i32, i32)
"u.use"(%3#3) : (i32) -> ()
"#;
    let pretty = roundtrip(&ctx, src, false);
    assert_eq!(
        pretty,
        r#"module {
  %a:2, %b:2 = "t.multi"() : () -> (i32, i32, i32, i32)
  %a_0:2, %b_1:2, %0 = "t.multi"() : () -> (i32, i32, i32, i32, i32)
  "u.use"(%a#1, %b#0, %b_1#1, %0) : (i32, i32, i32, i32) -> ()
  "u.region"() ({
    %a_4:2, %b_5:2 = "t.multi"() : () -> (i32, i32, i32, i32)
    "u.use"(%a_4#0) : (i32) -> ()
  }) : () -> ()
  %a_2:2, %b_3:2 = "t.multi"() : () -> (i32, i32, i32, i32)
  "u.use"(%b_3#1) : (i32) -> ()
}
"#
    );
    assert_eq!(roundtrip(&ctx, &pretty, false), pretty);
    // Generic form ignores the hook.
    assert!(roundtrip(&ctx, src, true).contains("%0:4 = \"t.multi\"()"));
}

/// Block-argument-name hooks: named arguments are uniqued with the same
/// conflict counter as result names and use up no `argN` number. Sibling
/// regions are numbered last-first, each from the counters and names of the
/// parent, so both may use `%out`.
#[test]
fn block_arg_names_are_uniqued_and_skip_arg_numbers() {
    let ctx = context();
    let src = r#""u.region"() ({
^bb0(%x: i32):
  %0:4 = "t.multi"() : () -> (i32, i32, i32, i32)
  "t.map"() ({
  ^bb0(%a: i32, %b: i32, %c: i32):
    "u.use"(%a, %b, %c, %x) : (i32, i32, i32, i32) -> ()
  }, {
  ^bb0(%d: i32):
    "u.region"() ({
    ^bb0(%e: i32):
      "u.use"(%d, %e) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let pretty = roundtrip(&ctx, src, false);
    assert_eq!(
        pretty,
        r#"module {
  "u.region"() ({
  ^bb0(%arg0: i32):
    %a:2, %b:2 = "t.multi"() : () -> (i32, i32, i32, i32)
    "t.map"() ({
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      "u.use"(%in, %in_0, %out, %arg0) : (i32, i32, i32, i32) -> ()
    }, {
    ^bb0(%out: i32):
      "u.region"() ({
      ^bb0(%arg1: i32):
        "u.use"(%out, %arg1) : (i32, i32) -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}
"#
    );
    assert_eq!(roundtrip(&ctx, &pretty, false), pretty);
}

#[test]
fn block_names_print_as_the_op_names_them() {
    let ctx = context();
    let src = r#""t.blocks"() ({
  "u.br"() [^bb1] : () -> ()
^bb1:
  "u.end"() : () -> ()
}) : () -> ()
"#;
    let pretty = roundtrip(&ctx, src, false);
    assert_eq!(
        pretty,
        r#"module {
  "t.blocks"() ({
    "u.br"()[^loop_body] : () -> ()
  ^loop_body:  // pred: ^entry
    "u.end"() : () -> ()
  }) : () -> ()
}
"#
    );
    assert_eq!(roundtrip(&ctx, &pretty, false), pretty);
    assert!(roundtrip(&ctx, src, true).contains("^bb1:  // pred: ^bb0"));
}
