//! Bytecode hooks generated from `.ods`: property layouts (checked against
//! the layouts extracted from mlir-tblgen 22's generated `writeProperties`
//! in `data/bytecode_props.tsv`), native properties and the test dialect's
//! custom attribute/type encodings at every version, and the dialect
//! version entry with its upgrade hook (a file written at version 1.12 reads
//! back upgraded; a newer version is an error; mlir-opt-22 parses the
//! version entry's framing), and ops whose properties encoding depends on the
//! dialect version, byte for byte and round trip by round trip as
//! mlir-opt-22 (`data/versioning/`).

use dialects::driver::{new_context, Options};
use ir::bytecode::dialect::DialectVersion;
use ir::bytecode::{self, props, WriteOptions};
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::Context;
use std::path::Path;

const GENERIC: PrintOptions = PrintOptions::GENERIC;

fn test_context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    dialects::test_dialect::registration::register(&ctx);
    ctx
}

fn parse(ctx: &Context, text: &str) -> ir::text::ParsedModule {
    parse_source(ctx, "in.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("parse: {}", d.message))
}

fn write(ctx: &Context, m: &ir::text::ParsedModule, version: u64, dialect_versions: &[(&str, &[u64])]) -> Vec<u8> {
    let opts = WriteOptions {
        version,
        dialect_versions: dialect_versions
            .iter()
            .map(|(n, v)| (n.to_string(), DialectVersion::new(v)))
            .collect(),
        ..Default::default()
    };
    bytecode::write(ctx, &m.arena, m.top, &opts).unwrap_or_else(|e| panic!("write v{version}: {e}"))
}

/// Ops whose `.ods` declaration does not declare their inherent attributes
/// as upstream does, so the generated properties layout is wrong and the
/// table's layout is used for them. None today; the test fails when a
/// listed op is fixed, so that it leaves this list.
const KNOWN_ODS_GAPS: &[&str] = &[];

#[test]
fn generated_layouts_replace_the_table_and_match_mlir_tblgen() {
    // Every op declared in `.ods` registers its layout from generated code;
    // where it differs from upstream's, the table's wins.
    let full = new_context(&Options::default());
    for schema in dialects::op_schemas() {
        assert!(
            props::is_generated(&full, schema.name),
            "{}: layout not registered by generated code",
            schema.name
        );
    }
    let mut gaps: Vec<String> = KNOWN_ODS_GAPS.iter().map(|s| s.to_string()).collect();
    gaps.sort();
    assert_eq!(props::overridden_by_table(&full), gaps);
    // The generated layouts alone, against the table extracted from
    // mlir-tblgen's `writeProperties`.
    let ctx = Context::new();
    dialects::register_ods_ops(&ctx);
    let table: Vec<(&str, &str)> = include_str!("../../data/bytecode_props.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_once('\t'))
        .collect();
    let mut compared = 0;
    let mut differ = Vec::new();
    for schema in dialects::op_schemas() {
        let Some((_, fields)) = table.iter().find(|(n, _)| *n == schema.name) else {
            continue;
        };
        let want = props::parse_layout(fields).expect("table line parses");
        let got = props::layout_of(&ctx, schema.name).expect("registered");
        let known_gap = KNOWN_ODS_GAPS.contains(&schema.name);
        if (*got != want) != known_gap {
            let note = if known_gap {
                " (in KNOWN_ODS_GAPS but matches now)"
            } else {
                ""
            };
            differ.push(format!(
                "{}{note}:\n  .ods:     {got:?}\n  upstream: {want:?}",
                schema.name
            ));
        }
        compared += 1;
    }
    assert!(compared > 100, "only {compared} ops compared");
    assert!(
        differ.is_empty(),
        "{} layouts differ:\n{}",
        differ.len(),
        differ.join("\n")
    );
}

/// Native properties (`I64Prop`, `OptionalProp<StringProp>`,
/// `DefaultValuedProp<I32Prop>`), segment sizes, and the custom encodings
/// of `#test.pair` and `!test.shape` round-trip at every version.
#[test]
fn test_dialect_properties_and_definitions_round_trip_at_every_version() {
    let ctx = test_context();
    let text = r#"module {
  "test.attrs"() <{bounded = 3 : i64, count = 5 : i64, n = -42 : i64, name = ["nm"], pair = #test.pair<7, "hi">, positive = [2], three = 9 : i32}> : () -> ()
  "test.attrs"() <{bounded = 3 : i64, count = 6 : i64, n = 1 : i64, three = 3 : i32}> : () -> ()
  %0 = "foo.make"() : () -> !test.shape<2, f32, [1, -2]>
  %1 = "foo.make"() : () -> i32
  %2 = "foo.make"() : () -> i64
  "test.segments"(%1, %1, %2, %1) <{operandSegmentSizes = array<i32: 2, 1, 1>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, i32, i64, i32) -> ()
  "foo.use"() {p = #test.pair<-1, "a\22b">, q = #test.pair<0, "">} : () -> ()
}
"#;
    let m = parse(&ctx, text);
    let want = print_operation(&ctx, &m.arena, m.top, GENERIC);
    for v in 0..=6 {
        let bytes = write(&ctx, &m, v, &[]);
        // The definitions are custom-encoded, not stored as text.
        let as_text = String::from_utf8_lossy(&bytes);
        assert!(
            !as_text.contains("pair<") && !as_text.contains("shape<"),
            "v{v}: text fallback used"
        );
        let back = bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("read v{v}: {e}"));
        let got = print_operation(&ctx, &back.arena, back.top, GENERIC);
        if v >= 5 {
            assert_eq!(got, want, "v{v}");
        } else {
            // Before version 5 native properties are not written (as
            // upstream's `getAttrDictionary` leaves them out); they read
            // back with their defaults.
            let defaulted = want
                .replace(r#"n = -42 : i64, name = ["nm"], "#, "n = 0 : i64, name = [], ")
                .replace(
                    "positive = [2], seven = 7 : i32, three = 9 : i32",
                    "positive = [], seven = 7 : i32, three = 3 : i32",
                )
                .replace("n = 1 : i64", "n = 0 : i64");
            assert_eq!(got, defaulted, "v{v}");
        }
        // Writing what was read gives the same bytes.
        assert_eq!(write(&ctx, &back, v, &[]), bytes, "v{v}: second write differs");
    }
}

/// The properties entry of `test.attrs` at version 6, byte by byte, in
/// mlir-tblgen's order: sorted attributes, then native properties.
#[test]
fn native_property_encoding() {
    let ctx = test_context();
    let m = parse(
        &ctx,
        r#""test.attrs"() <{bounded = 3 : i64, count = 5 : i64, n = -1 : i64, name = ["nm"], three = 9 : i32}> : () -> ()"#,
    );
    let bytes = write(&ctx, &m, 6, &[]);
    let back = bytecode::read(&ctx, &bytes).expect("reads");
    assert_eq!(
        print_operation(&ctx, &back.arena, back.top, GENERIC),
        print_operation(&ctx, &m.arena, m.top, GENERIC)
    );
    // n = -1 as `writeVarInt(uint64_t(-1))`: ten bytes, 0x00 then nine 0xff.
    let n = [0x00u8, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
    assert!(
        bytes.windows(n.len()).any(|w| w == n),
        "I64Prop -1 is not a 9-byte varint"
    );
}

const V1_MODULE: &str = r#"module {
  %0 = "test.legacy_versioned"() : () -> i32
  "test.versioned"(%0) <{mode = 5 : i32}> : (i32) -> ()
  "test.add"(%0, %0) : (i32, i32) -> i32
}
"#;

#[test]
fn version_1_file_reads_back_upgraded() {
    let ctx = test_context();
    let m = parse(&ctx, V1_MODULE);
    let v1 = write(&ctx, &m, 6, &[("test", &[1, 12])]);
    // Dialect section: `test` has a version entry, section 7 holding
    // varint(1), varint(12) (id 07, length varint(2) = 05, data 03 19).
    assert!(v1.windows(4).any(|w| w == [0x07, 0x05, 0x03, 0x19]), "no version entry");
    let back = bytecode::read(&ctx, &v1).expect("reads the version-1 file");
    let got = print_operation(&ctx, &back.arena, back.top, GENERIC);
    assert!(!got.contains("test.legacy_versioned"), "not renamed:\n{got}");
    assert!(
        got.contains(r#"%0 = "test.versioned"() <{mode = 0 : i32}> : () -> i32"#),
        "renamed op without its defaulted mode:\n{got}"
    );
    assert!(
        got.contains(r#""test.versioned"(%0) <{mode = 5 : i32}>"#),
        "existing mode changed:\n{got}"
    );
    // The upgraded module verifies (the renamed op is registered now).
    ir::verify::verify(&ctx, &back.arena, back.top).unwrap_or_else(|d| panic!("verify: {}", d.message));
    // Written at the current version (2.0), nothing is upgraded.
    let v2 = write(&ctx, &m, 6, &[]);
    assert!(
        v2.windows(4).any(|w| w == [0x07, 0x05, 0x05, 0x01]),
        "no version 2.0 entry"
    );
    let same = bytecode::read(&ctx, &v2).expect("reads");
    assert!(print_operation(&ctx, &same.arena, same.top, GENERIC).contains("test.legacy_versioned"));
}

#[test]
fn newer_dialect_version_is_an_error() {
    let ctx = test_context();
    let m = parse(&ctx, V1_MODULE);
    // The test dialect's upgrade hook judges the version, with upstream's
    // message (mlir-opt-22's `--test-bytecode-roundtrip` at 2.1 prints it).
    let v21 = write(&ctx, &m, 6, &[("test", &[2, 1])]);
    let err = match bytecode::read(&ctx, &v21) {
        Ok(_) => panic!("a version-2.1 test dialect was accepted"),
        Err(e) => e,
    };
    assert_eq!(
        err.message,
        "current test dialect version is 2.0, can't parse version: 2.1"
    );
    let at = err.offset.expect("has an offset");
    assert_eq!(&v21[at..at + 2], [0x05, 0x03], "offset {at} is not the version entry");
    // A dialect without an upgrade hook rejects a newer version itself.
    ctx.registry().register_dialect("vt");
    ir::bytecode::dialect::register(
        &ctx,
        "vt",
        ir::bytecode::dialect::DialectBytecode {
            version: Some(&[1, 4]),
            ..Default::default()
        },
    );
    let vt = parse(&ctx, r#""vt.op"() : () -> ()"#);
    let newer = write(&ctx, &vt, 6, &[("vt", &[1, 5])]);
    let err = bytecode::read(&ctx, &newer).err().expect("rejected");
    assert_eq!(
        err.message,
        "reading newer vt dialect version 1.5 than supported (current version is 1.4)"
    );
    let at = err.offset.expect("has an offset");
    assert_eq!(&newer[at..at + 2], [0x03, 0x0b], "offset {at} is not the version");
    let older = write(&ctx, &vt, 6, &[("vt", &[1, 3])]);
    bytecode::read(&ctx, &older).expect("an older version without a hook reads");
    // A version with fewer components than the dialect's runs out of bytes.
    let short = write(&ctx, &vt, 6, &[("vt", &[1])]);
    assert!(bytecode::read(&ctx, &short).is_err());
    // A dialect without a bytecode interface rejects a version entry.
    let plain = parse(&ctx, r#""foo.bar"() : () -> ()"#);
    let bytes = write(&ctx, &plain, 6, &[("foo", &[1])]);
    let err = bytecode::read(&ctx, &bytes).err().expect("rejected");
    assert_eq!(
        err.message,
        "dialect 'foo' does not implement the bytecode interface, but found a version entry"
    );
    // Version entries only exist from bytecode version 1.
    let v0 = write(&ctx, &m, 0, &[("test", &[1, 12])]);
    let back = bytecode::read(&ctx, &v0).expect("reads");
    assert!(print_operation(&ctx, &back.arena, back.top, GENERIC).contains("test.legacy_versioned"));
}

/// mlir-opt-22 reads the version entry's framing (name flag, nested
/// section 7): for a dialect it does not know it stops with its own message
/// about the entry; its own `test` dialect reads rods' test dialect's entry
/// (major and minor, as its `readVersion` wants) and rejects a newer one
/// with the message rods' hook gives. Without version entries it reads the
/// file.
#[test]
fn mlir_opt_parses_the_version_entry() {
    let Some(tool) = mlir_opt() else { return };
    let ctx = test_context();
    let dir = std::env::temp_dir().join(format!("rods-bc-ods-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |bytes: &[u8], name: &str| {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        let out = std::process::Command::new(&tool)
            .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
            .arg(Path::new(&path))
            .output()
            .unwrap();
        (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let vt = parse(&ctx, r#""vt.op"() : () -> ()"#);
    let (ok, stderr) = run(&write(&ctx, &vt, 6, &[("vt", &[1])]), "vt.mlirbc");
    assert!(!ok);
    assert!(
        stderr.contains("error: dialect 'vt' does not implement the bytecode interface, but found a version entry"),
        "{stderr}"
    );
    // rods' test dialect writes upstream's version entry (2.0: two varints).
    let t = parse(&ctx, r#""test.legacy_versioned"() : () -> ()"#);
    let (ok, stderr) = run(&write(&ctx, &t, 6, &[]), "test.mlirbc");
    assert!(ok, "{stderr}");
    let (ok, stderr) = run(&write(&ctx, &t, 6, &[("test", &[2, 1])]), "test21.mlirbc");
    assert!(!ok);
    assert!(
        stderr.contains("error: current test dialect version is 2.0, can't parse version: 2.1"),
        "{stderr}"
    );
    let (ok, stderr) = run(&write(&ctx, &vt, 6, &[]), "plain.mlirbc");
    assert!(ok, "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The recorded mlir-opt-22 output in `data/versioning/`.
fn versioning_data(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/versioning")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The first `module { ... }` of an output of upstream's
/// `--test-bytecode-roundtrip` (the module it read back; its other lines are
/// the pass's own noise, then the unchanged input).
fn first_module(output: &str) -> String {
    let start = output.find("module {").expect("a module");
    let end = output[start..].find("\n}\n").expect("its end") + start + 3;
    output[start..end].to_string()
}

/// `test.versionedA` and `test.with_versioned_properties` at the current
/// test version (2.0): rods writes mlir-opt-22's bytes and reads them back;
/// written for an older version (1.2, `setDialectVersion`) their properties
/// lose what 2.0 added and read back as upstream's upgrade and reader make
/// them; 2.1 is rejected with upstream's message.
#[test]
fn version_dependent_properties_match_mlir_opt() {
    let ctx = test_context();
    let input = String::from_utf8(versioning_data("versioned.mlir")).expect("utf-8");
    let m = parse_source(&ctx, "versioned.mlir", input.as_bytes()).expect("parses");
    let custom = PrintOptions::default();
    let printed = print_operation(&ctx, &m.arena, m.top, custom);
    assert_eq!(printed, input);
    let upstream = versioning_data("versioned.mlirbc");
    assert_eq!(write(&ctx, &m, 6, &[]), upstream, "bytes differ from mlir-opt-22's");
    let back = bytecode::read(&ctx, &upstream).expect("reads mlir-opt-22's bytecode");
    assert_eq!(print_operation(&ctx, &back.arena, back.top, custom), input);
    for (version, name) in [(&[1u64, 2][..], "roundtrip_1.2.out"), (&[2, 0], "roundtrip_2.0.out")] {
        let bytes = write(&ctx, &m, 6, &[("test", version)]);
        let back = bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{version:?}: {e}"));
        let want = String::from_utf8(versioning_data(name)).expect("utf-8");
        assert_eq!(
            print_operation(&ctx, &back.arena, back.top, custom),
            first_module(&want),
            "read back from test version {version:?}"
        );
    }
    let newer = write(&ctx, &m, 6, &[("test", &[2, 1])]);
    let err = bytecode::read(&ctx, &newer).err().expect("2.1 is rejected");
    let upstream_err = String::from_utf8(versioning_data("roundtrip_2.1.err")).expect("utf-8");
    assert!(
        upstream_err.contains(&format!("error: {}\n", err.message)),
        "{} vs\n{upstream_err}",
        err.message
    );
}

/// The mlir-opt-22 to compare with (`$MLIR_OPT`), `None` (the test is
/// skipped, with a note) when it is not installed.
fn mlir_opt() -> Option<String> {
    let tool = std::env::var("MLIR_OPT").unwrap_or_else(|_| "mlir-opt-22".into());
    if std::process::Command::new(&tool).arg("--version").output().is_err() {
        eprintln!("skipped: {tool} not found");
        return None;
    }
    Some(tool)
}

/// mlir-opt-22 reads what rods writes for test version 1.2 as rods does
/// (`modifier` set to false by the upgrade, `value2` absent).
#[test]
fn mlir_opt_reads_rods_older_version_files_alike() {
    let Some(tool) = mlir_opt() else { return };
    let ctx = test_context();
    let input = String::from_utf8(versioning_data("versioned.mlir")).expect("utf-8");
    let m = parse_source(&ctx, "versioned.mlir", input.as_bytes()).expect("parses");
    let bytes = write(&ctx, &m, 6, &[("test", &[1, 2])]);
    let path = std::env::temp_dir().join(format!("rods-versioned-{}.mlirbc", std::process::id()));
    std::fs::write(&path, &bytes).expect("writes the file");
    let out = std::process::Command::new(&tool)
        .arg(&path)
        .output()
        .expect("runs mlir-opt");
    let _ = std::fs::remove_file(&path);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let back = bytecode::read(&ctx, &bytes).expect("reads");
    // mlir-opt-22 ends its output with an empty line.
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim_end(),
        print_operation(&ctx, &back.arena, back.top, PrintOptions::default()).trim_end()
    );
}

/// rods-opt knows `test` as mlir-opt-22's open dialect, with the test
/// dialect's version alone: it reads mlir-opt-22's files using test ops
/// (each has the 2.0 version entry) and writes the same bytes.
#[test]
fn rods_opt_reads_and_writes_the_test_version_entry() {
    let full = test_context();
    let registered = ir::bytecode::dialect::interface(&full, "test").and_then(|i| i.version);
    assert_eq!(registered, Some(dialects::test_dialect::versioning::VERSION));
    let ctx = new_context(&Options::default());
    let upstream = versioning_data("open_test_op.mlirbc");
    let back = bytecode::read(&ctx, &upstream).expect("rods-opt's context reads mlir-opt-22's test bytecode");
    let text = String::from_utf8(versioning_data("open_test_op.mlir")).expect("utf-8");
    assert_eq!(
        print_operation(&ctx, &back.arena, back.top, PrintOptions::default()),
        text
    );
    let m = parse_source(&ctx, "open_test_op.mlir", text.as_bytes()).expect("parses");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
    assert_eq!(bytes, upstream, "bytes differ from mlir-opt-22's");
}
