use super::*;
use crate::text::{parse_source, print_operation, PrintOptions};
use crate::Context;

const MODULE: &str = r#"
"builtin.module"() ({
  %0 = "t.a"() {k = 42 : i32, s = "str", f = 2.5 : f32} : () -> i32 loc("a.mlir":3:4)
  %1:2 = "t.b"(%0, %0) <{p = [1, 2]}> : (i32, i32) -> (f32, tensor<2xi1>)
  "t.c"(%1#0) ({
  ^bb0(%arg0: i64 loc("arg":1:2)):
    "t.d"(%arg0, %1#1) [^bb1] : (i64, tensor<2xi1>) -> ()
  ^bb1:
    "t.e"() : () -> ()
  }) : (f32) -> ()
  "builtin.module"() ({
    "t.inner"() {m = affine_map<(d0) -> (d0 + 1)>, l = loc("x":1:1 to 2:3)} : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

fn ctx() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Writes `top` as bytecode of `version` (the other options default).
fn write_version(
    ctx: &Context,
    arena: &crate::IrArena,
    top: crate::OpId,
    version: u64,
) -> Result<Vec<u8>, super::Error> {
    write(
        ctx,
        arena,
        top,
        &WriteOptions {
            version,
            ..Default::default()
        },
    )
}

fn generic(ctx: &Context, m: &crate::text::ParsedModule) -> String {
    print_operation(ctx, &m.arena, m.top, PrintOptions::GENERIC_WITH_LOCATIONS)
}

#[test]
fn round_trips_at_every_version() {
    for version in 0..=6 {
        let ctx = ctx();
        let m = parse_source(&ctx, "a.mlir", MODULE.as_bytes()).unwrap();
        let text = generic(&ctx, &m);
        let bytes = write_version(&ctx, &m.arena, m.top, version).unwrap();
        assert!(is_bytecode(&bytes));
        let ctx2 = super::tests::ctx();
        let back = read(&ctx2, &bytes).unwrap();
        let again = write_version(&ctx2, &back.arena, back.top, version).unwrap();
        assert_eq!(bytes, again, "v{version}: rewrite differs");
        if version >= 5 {
            assert_eq!(generic(&ctx2, &back), text, "v{version}");
        } else {
            // Below version 5 unregistered ops lose their properties.
            assert_eq!(generic(&ctx2, &back), text.replace(" <{p = [1, 2]}>", ""), "v{version}");
        }
    }
}

#[test]
fn versions_out_of_range_are_refused() {
    let ctx = ctx();
    let m = parse_source(&ctx, "a.mlir", MODULE.as_bytes()).unwrap();
    let e = write_version(&ctx, &m.arena, m.top, 7).unwrap_err();
    assert_eq!(e.message, "unsupported version requested 7, must be in range [0, 6]");
    let mut bytes = write(&ctx, &m.arena, m.top, &WriteOptions::default()).unwrap();
    bytes[4] = 0x0f; // varint 7
    let Err(e) = read(&ctx, &bytes) else { panic!() };
    assert_eq!(e.message, "bytecode version 7 is newer than the current version 6");
    assert_eq!(e.offset, Some(4));
    let Err(e) = read(&ctx, b"not bytecode") else { panic!() };
    assert_eq!(e.message, "input buffer is not an MLIR bytecode file");
}

#[test]
fn malformed_input_reports_offsets() {
    let ctx = ctx();
    let m = parse_source(&ctx, "a.mlir", MODULE.as_bytes()).unwrap();
    let bytes = write(&ctx, &m.arena, m.top, &WriteOptions::default()).unwrap();
    for len in 0..bytes.len() {
        if let Err(e) = read(&ctx, &bytes[..len]) {
            assert!(e.offset.is_some_and(|o| o <= len), "{len}: {e}");
        }
    }
    // A huge count is rejected before anything is allocated for it.
    let mut evil = bytes[..4].to_vec();
    evil.extend_from_slice(&[0x0d, 0]); // version 6, empty producer
    evil.extend_from_slice(&[0x00, 0x15, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
    let Err(e) = read(&ctx, &evil) else { panic!() };
    assert!(e.message.contains("exceeds"), "{e}");
}

#[test]
fn isolated_regions_load_lazily() {
    let ctx = ctx();
    let m = parse_source(&ctx, "a.mlir", MODULE.as_bytes()).unwrap();
    let text = generic(&ctx, &m);
    let bytes = write(&ctx, &m.arena, m.top, &WriteOptions::default()).unwrap();
    let ctx2 = super::tests::ctx();
    let mut lazy = read_lazy(&ctx2, &bytes, &ReadOptions::default()).unwrap();
    let top = lazy.top();
    assert_eq!(lazy.pending(), vec![top]);
    assert!(lazy.arena().region_blocks(lazy.arena().regions(top)[0]).is_empty());
    lazy.materialize(top).unwrap();
    // The nested module (isolated) and "t.c" (captures nothing from above
    // but %1) : only the module stays pending.
    let pending = lazy.pending();
    assert_eq!(pending.len(), 1);
    assert!(lazy.is_materializable(pending[0]));
    assert!(lazy.materialize(top).is_err());
    let done = lazy.finish().unwrap();
    assert_eq!(generic(&ctx2, &done), text);
    // Version 1 has no lazy sections: everything is read at once.
    let v1 = write_version(&ctx, &m.arena, m.top, 1).unwrap();
    let lazy = read_lazy(&ctx2, &v1, &ReadOptions::default()).unwrap();
    assert!(lazy.pending().is_empty());
}

#[test]
fn use_list_orders_survive_from_version_3() {
    let src = r#""t.user"() ({
  ^bb0(%a: i32):
    "t.x"(%a) : (i32) -> ()
    "t.y"(%a) : (i32) -> ()
    "t.z"(%a) : (i32) -> ()
}) : () -> ()
"#;
    let ctx = ctx();
    let mut m = parse_source(&ctx, "u.mlir", src.as_bytes()).unwrap();
    let block = {
        let module_block = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
        let user = m.arena.first_op(module_block).unwrap();
        m.arena.region_blocks(m.arena.regions(user)[0])[0]
    };
    let arg = m.arena.arg(block, 0);
    // Shuffle: oldest use first.
    let mut uses: Vec<_> = m.arena.uses(arg).collect();
    uses.reverse();
    uselists::set_use_order(&mut m.arena, arg, &uses);
    let order: Vec<_> = m.arena.uses(arg).map(|u| u.op).collect();
    for version in [2, 3, 6] {
        let bytes = write_version(&ctx, &m.arena, m.top, version).unwrap();
        let back = read(&ctx, &bytes).unwrap();
        let b = {
            let module_block = back.arena.region_blocks(back.arena.regions(back.top)[0])[0];
            let user = back.arena.first_op(module_block).unwrap();
            back.arena.region_blocks(back.arena.regions(user)[0])[0]
        };
        let names: Vec<String> = back
            .arena
            .uses(back.arena.arg(b, 0))
            .map(|u| ctx.op_info(back.arena.op_name(u.op)).name().to_string())
            .collect();
        let expected: Vec<String> = if version >= 3 {
            order
                .iter()
                .map(|&o| ctx.op_info(m.arena.op_name(o)).name().to_string())
                .collect()
        } else {
            vec!["t.z".into(), "t.y".into(), "t.x".into()]
        };
        assert_eq!(names, expected, "v{version}");
    }
}

/// A dialect's bytecode interface: custom encodings of its definitions and
/// its version entry.
#[test]
fn dialect_interface_encodings_and_version() {
    use super::dialect::{DefEncoding, DialectBytecode, Param, ParamKind};
    const PAIR: &[Param] = &[
        Param {
            kind: ParamKind::Int,
            list: false,
        },
        Param {
            kind: ParamKind::String,
            list: false,
        },
    ];
    const SHAPE: &[Param] = &[
        Param {
            kind: ParamKind::Type,
            list: false,
        },
        Param {
            kind: ParamKind::Int,
            list: true,
        },
    ];
    let ctx = ctx();
    ctx.registry().register_dialect("d");
    dialect::register(
        &ctx,
        "d",
        DialectBytecode {
            version: Some(&[4]),
            upgrade: None,
            attrs: &[DefEncoding {
                mnemonic: "pair",
                params: PAIR,
            }],
            types: &[DefEncoding {
                mnemonic: "shape",
                params: SHAPE,
            }],
            declared_attrs: &[],
            declared_types: &[],
        },
    );
    let src = r#""t.op"() {a = #d.pair<-3, "x">, b = #d.pair<01, "y">, c = #d.other} : () -> !d.shape<f32, [1, -2]>"#;
    let m = parse_source(&ctx, "a.mlir", src.as_bytes()).unwrap();
    for version in 0..=6 {
        let bytes = write_version(&ctx, &m.arena, m.top, version).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        // Canonical values are custom-encoded; `01` (not canonical) and
        // unknown mnemonics fall back to text.
        assert!(!text.contains("pair<-3"), "v{version}: {bytes:02x?}");
        assert!(!text.contains("shape<"), "v{version}");
        assert!(
            text.contains("pair<01, \"y\">") && text.contains("d.other"),
            "v{version}"
        );
        // Version entry: name flag set, then section 7 of one byte, varint(4).
        assert_eq!(
            version >= 1,
            bytes.windows(3).any(|w| w == [0x07, 0x03, 0x09]),
            "v{version}"
        );
        let back = read(&ctx, &bytes).unwrap();
        assert_eq!(generic(&ctx, &back), generic(&ctx, &m), "v{version}");
    }
}
