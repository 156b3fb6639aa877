//! The pipeline end to end: the build API (output, determinism,
//! traceability, dump dir, failures), the CLI, and robustness on truncated
//! and mangled input (no panics, every error has a span).

use std::path::{Path, PathBuf};

const TEST_ODS: &str = include_str!("../../dialects/src/test_dialect/test.ods");

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ods-dsl-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn build_api_generates_deterministic_traceable_code_and_dumps() {
    let dir = tmp("build");
    let input = dir.join("t.ods");
    std::fs::write(&input, TEST_ODS).unwrap();
    let dump = dir.join("dump");
    std::env::set_var("RODS_DUMP_DIR", &dump);
    let gen = ods_dsl::build::Generator::new().file(&input).out_dir(&dir).quiet();
    let path = gen.generate().unwrap();
    std::env::remove_var("RODS_DUMP_DIR");
    assert_eq!(path, dir.join("t.rs"));
    let first = std::fs::read_to_string(&path).unwrap();
    assert!(first.starts_with("// @generated"));
    // Every item says where it comes from: a line of the file that starts a definition.
    let source_lines: Vec<&str> = TEST_ODS.lines().collect();
    let traced: Vec<usize> = first
        .lines()
        .filter_map(|l| l.strip_prefix("// from t.ods:"))
        .map(|n| n.parse().expect("a line number"))
        .collect();
    assert!(traced.len() > 10, "traceability comment per item");
    for line in traced {
        let text = source_lines[line - 1].trim_start();
        assert!(
            [
                "op ",
                "dialect ",
                "enum ",
                "bit_enum ",
                "typedef ",
                "attrdef ",
                "constraint ",
                "op_interface ",
                "type_interface ",
                "attr_interface "
            ]
            .iter()
            .any(|k| text.starts_with(k)),
            "t.ods:{line} does not start a definition: {text}"
        );
    }
    assert_eq!(std::fs::read_to_string(dump.join("t.rs")).unwrap(), first);
    gen.generate().unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), first, "deterministic");
    std::fs::write(&input, "dialect t {}\nop A \"t.a\" [Bogus] {}\n").unwrap();
    match gen.generate() {
        Err(ods_dsl::build::Error::Invalid(text)) => {
            assert!(text.contains("error: unknown trait 'Bogus'"), "{text}");
            assert!(text.contains("t.ods:2:13"), "{text}");
        }
        other => panic!("expected a validation error, got {other:?}"),
    }
}

#[test]
fn includes_are_followed_once() {
    let dir = tmp("include");
    std::fs::write(
        dir.join("base.ods"),
        "dialect t {}\nconstraint type Small = \"small\" where signless_int(8);\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("a.ods"),
        "include \"base.ods\";\nop A \"t.a\" { operands { x: Small } }\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("b.ods"),
        "include \"base.ods\";\nop B \"t.b\" { operands { x: Small } }\n",
    )
    .unwrap();
    let mut s = ods_dsl::Session::new();
    s.add_file(&dir.join("a.ods")).unwrap();
    s.add_file(&dir.join("b.ods")).unwrap();
    let c = s.analyze().unwrap();
    assert_eq!(c.module.ops.len(), 2);
    assert_eq!(c.module.ops[0].operands[0].constraint.summary, "small");
}

#[test]
fn cli_modes() {
    let exe = env!("CARGO_BIN_EXE_rods-tblgen");
    let dir = tmp("cli");
    let good = dir.join("good.ods");
    std::fs::write(&good, TEST_ODS).unwrap();
    let bad = dir.join("bad.ods");
    std::fs::write(&bad, "dialect t {}\nop A \"u.a\" {}\n").unwrap();
    let run = |args: &[&Path]| std::process::Command::new(exe).args(args).output().unwrap();
    let out = run(&[Path::new("--check"), &good]);
    assert!(out.status.success());
    let out = run(&[Path::new("--gen-docs"), &good]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("### `test.add` (test::AddOp)"));
    let out = run(&[Path::new("--gen-rust"), &good]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("pub struct AddOp(pub ::ir::OpId);"));
    let out = run(&[Path::new("--check"), &bad]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("error: unknown dialect 'u'"));
    let out = run(&[Path::new("--frobnicate")]);
    assert_eq!(out.status.code(), Some(2));
}

/// Every prefix (and a few mangled variants) of a rich input either
/// validates or reports errors with spans inside the text; nothing panics.
#[test]
fn truncated_and_mangled_input_never_panics() {
    let inputs = [TEST_ODS, include_str!("../../dialects/src/arith/arith.ods")];
    for text in inputs {
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                let part = &text[..cut];
                for variant in [part.to_string(), part.replace(',', ""), part.replace('>', ">>")] {
                    match ods_dsl::check_source("fuzz.ods", &variant) {
                        Ok(c) => {
                            let _ = ods_dsl::codegen::generate(&c.module, &c.sources);
                            let _ = ods_dsl::docs::generate(&c.module);
                        }
                        Err(f) => {
                            assert!(!f.diagnostics.is_empty());
                            for d in &f.diagnostics {
                                assert!(d.span.end as usize <= f.sources.text(d.span.file).len().max(1) + 1);
                            }
                            let _ = f.render();
                        }
                    }
                }
            }
            cut += 37;
        }
    }
}

/// A small dialect with declarative patterns: the generated patterns and
/// their registration, compared with `tests/snapshots/drr_patterns.rs`
/// (`RODS_BLESS=1` rewrites it).
#[test]
fn drr_patterns_generate_the_snapshot() {
    let src = r#"
dialect t { summary "patterns"; }
op T_Add "t.add" [Pure, SameOperandsAndResultType] {
  operands { lhs: AnyInteger, rhs: AnyInteger }
  attributes { flags: OptionalAttr<I64Attr> }
  results { result: AnyInteger }
}
op T_Const "t.const" [ConstantLike, Pure, AllTypesMatch<["value", "result"]>] {
  attributes { value: AnyAttr }
  results { result: AnyType }
}
op T_Pair "t.pair" { operands { a: AnyInteger, b: AnyInteger } results { x: AnyInteger, y: AnyInteger } }
def Fold : NativeCodeCall<"native::fold">;
def Same : Constraint<CPred<"native::same_type">>;
pattern Reassoc : Pat<
  (T_Add:$res (T_Add $x, (ConstantLikeMatcher I64Attr:$c0), $f0), (ConstantLikeMatcher I64Attr:$c1), $f1),
  (T_Add $x, (T_Const (Fold $res, $c0, $c1)), $f1),
  [(Same $x, $res)], [], (addBenefit 3)>;
pattern Swap : Pattern<(T_Pair:$p $a, $b), [(replaceWithValue $p__1), (replaceWithValue $a)]>;
"#;
    let text = generate("drr.ods", src);
    let first = text.find("::ir::drr_pattern!").expect("pattern item");
    let start = text[..first].rfind("// from").expect("origin comment");
    let end = text.find("// constraints").expect("constraints");
    check_snapshot("drr_patterns.rs", &text[start..end]);
}

/// The code `codegen::generate` writes for the valid `.ods` source `src`
/// (named `file`).
fn generate(file: &str, src: &str) -> String {
    let compiled = ods_dsl::check_source(file, src).unwrap_or_else(|f| panic!("{}", f.render()));
    ods_dsl::codegen::generate(&compiled.module, &compiled.sources)
}

/// Compares generated code with `tests/snapshots/NAME` (`RODS_BLESS=1`
/// rewrites it).
fn check_snapshot(name: &str, got: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(name);
    if std::env::var_os("RODS_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().expect("dir")).expect("mkdir");
        std::fs::write(&path, got).expect("write snapshot");
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(got, want, "generated code differs from {}", path.display());
}

/// Enums and dialect enum attributes in both formats (`#t<mode fast>`,
/// `#t.flags<a, b>`): the generated enums and attribute types (up to the
/// registration), compared with `tests/snapshots/enum_attrs.rs`
/// (`RODS_BLESS=1` rewrites it).
#[test]
fn enum_attrs_generate_the_snapshot() {
    let src = r#"
dialect t { summary "enums"; cpp_namespace "::t"; }
enum T_Mode : i32 "mode" { Fast = 0 "fast", Slow = 1 "slow" }
enum_attr T_ModeAttr "t.mode" : T_Mode;
bit_enum T_Flags : i32 "flags" separator ", " primary_groups { none = 0, a = 1, b = 2, all = 3 }
enum_attr T_FlagsAttr "t.flags" : T_Flags { format "`<` $value `>`"; }
"#;
    let text = generate("enums.ods", src);
    let end = text.find("// registration").expect("registration");
    check_snapshot("enum_attrs.rs", &text[..end]);
}

/// The attribute and type definitions of the snapshot tests below: one
/// fixture, so that the items every definition generates (accessors, typed
/// conversions, `DefImpl`) and the registration stand once in
/// `tests/snapshots/defs.rs`.
///
/// - dialect `t`, attribute definitions: both formats (`params` by default,
///   `struct(params)`), one with a verifier (`T_Entry`, `T_Group`); formats
///   beyond `params`/`struct(params)` (`T_Align`, `T_Opt`, `T_Keys`,
///   `T_Custom`): optional and defaulted parameters, literals, an optional
///   group with an else branch, a `struct` with optional members and a custom
///   directive with a `ref` argument. The spacing flags in the tables are
///   mlir-tblgen's (`function_dependent` after `,` gets a space, `=` after a
///   keyword gets one, `>` none).
/// - dialect `q`: its own type parser, two typedefs sharing a mnemonic, and
///   declared bytecode encodings (one conditional on an optional parameter,
///   lists, a double as an APFloat).
/// - dialect `u`, types only (no attribute parser): typed parameters
///   (optional, defaulted, a type, an attribute, one with a declared C++ type
///   name), a format with an optional group and a custom directive, a
///   verifier.
const DEFS_ODS: &str = r#"
dialect t { summary "attribute definitions"; }
attrdef T_Entry "t.entry" {
  summary "a keyed entry";
  parameters { key: string "the key", value: Attr, width: u32, sizes: [i64] }
  verifier;
}
attrdef T_Group "t.group" {
  summary "a group";
  parameters { id: i64, ty: Type, offsets: DenseI64ArrayAttr, merge: bool }
  format "`<` struct(params) `>`";
}
attrdef T_Align "t.align" {
  parameters { alignment: u64, function_dependent: bool }
  format "`<` $alignment `,` `function_dependent` `=` $function_dependent `>`";
}
attrdef T_Opt "t.opt" {
  parameters { width: i64, pad: Optional<Attr>, mode: DefaultValued<i32, "4"> }
  format "`<` $width (`,` `pad` $pad^) : (`,` `nopad`)? `>` (`mode` $mode^)?";
}
attrdef T_Keys "t.keys" {
  parameters { name: string, size: Optional<u32>, kind: DefaultValued<string, "any"> }
  format "`<` struct(params) `>`";
}
attrdef T_Custom "t.custom" {
  parameters { key: TypeOrAttr, entries: [Attr] }
  format "`<` custom<Key>($key) `:` custom<Entries>($entries, ref($key)) `>`";
}
dialect q { summary "shared mnemonics"; type_parser "parse::parse_type"; }
typedef Q_Scalar "q.scaled" {
  parameters { flags: u32, scale: f64, storage: Optional<Type> }
  format "`<` $flags `,` custom<Double>($scale) (`:` $storage^)? `>`";
  bytecode 1 when absent($storage) (VarInt:$flags, DoubleAPFloat:$scale);
  bytecode 2 when present($storage) (VarInt:$flags, DoubleAPFloat:$scale, Type:$storage);
}
typedef Q_Axis "q.scaled" {
  parameters { dim: i32, scales: [f64], zero_points: [i64] }
  format "`<` $dim `,` $scales `,` $zero_points `>`";
  bytecode 3 (VarInt:$dim, List<DoubleAPFloat>:$scales, List<SignedVarInt>:$zero_points);
}
dialect u { summary "type definitions"; }
typedef U_Bundle "u.bundle" {
  summary "a bundle";
  parameters { a: i32, b: Optional<i32>, elem: Type, tag: Optional<Attr>, level: DefaultValued<u32, "2"> }
  format "`<` (`(` $b^ `)`) : (`x`)? $a `,` $elem (`tag` $tag^)? (`level` $level^)? `>`";
  verifier;
}
typedef U_Pair "u.pair" {
  parameters { a: i32 cpp_type "int", b: Optional<i32> }
  format "`<` custom<First>($a) custom<Second>(ref($a), $b) `>`";
}
typedef U_Plain "u.plain" { parameters { rank: i64, dims: [i64] } }
"#;

/// The definitions of `DEFS_ODS` (see there for what they cover): the
/// generated structs with their static descriptions, format tables and typed
/// conversions, and the registration of the three dialects (attribute and
/// type tables, the type parser, the declared bytecode encodings), compared
/// with `tests/snapshots/defs.rs` (`RODS_BLESS=1` rewrites it).
#[test]
fn defs_generate_the_snapshot() {
    let text = generate("defs.ods", DEFS_ODS);
    let start = text.find("// from").expect("origin comment");
    check_snapshot("defs.rs", &text[start..]);
}

/// What `#[type_def]`/`#[attr_def]` expand to (`codegen::def_items`): the
/// definition's struct, the same as the `.ods` code generator's, plus its
/// bytecode for the `#[dialect]` that lists it, the same encodings as the
/// `.ods` registration's: `DECLARED_BYTECODE` (two encodings conditional on
/// an optional parameter, `Q_Scalar`) or `DEFAULT_BYTECODE` (the positional
/// form, `T_Entry`).
#[test]
fn def_items_carry_their_bytecode() {
    let compiled = ods_dsl::check_source("defs.ods", DEFS_ODS).expect("valid");
    let generated = ods_dsl::codegen::generate(&compiled.module, &compiled.sources);
    let squash = |t: &str| t.split_whitespace().collect::<String>();
    let registration = squash(&generated[generated.find("// registration").expect("registration")..]);
    let items = |name: &str| {
        let def = compiled.module.defs.iter().find(|d| d.name == name).expect("def");
        let text = ods_dsl::codegen::format_tokens(ods_dsl::codegen::def_items(def));
        let at = text
            .find("    /// The default positional bytecode")
            .expect("bytecode items");
        let (structs, consts) = text.split_at(text[..at].rfind("impl ").expect("impl"));
        assert!(
            generated.contains(structs),
            "{name}: def_items differs from codegen::generate:\n{structs}"
        );
        squash(consts)
    };
    // The value of the constant `NAME` (`NAME: T = value;`).
    let value = |consts: &str, name: &str| -> String {
        let start = consts.find(&format!("{name}:")).expect("constant");
        let from = start + consts[start..].find('=').expect("value") + 1;
        consts[from..from + consts[from..].find(';').expect("end")].to_string()
    };
    // `text` without its `open` and `close`.
    let inside = |text: &str, open: &str, close: &str| -> String {
        let inner = text.strip_prefix(open).and_then(|t| t.strip_suffix(close));
        inner
            .unwrap_or_else(|| panic!("{text} is not {open}...{close}"))
            .to_string()
    };
    let scalar = items("Q_Scalar");
    assert_eq!(value(&scalar, "DEFAULT_BYTECODE"), "None");
    let declared = value(&scalar, "DECLARED_BYTECODE");
    let encodings = inside(&declared, "&[", "]");
    assert_eq!(encodings.matches("DeclaredEncoding{").count(), 2, "{encodings}");
    assert!(registration.contains(&encodings), "{encodings}\n---\n{registration}");
    let entry = items("T_Entry");
    assert_eq!(value(&entry, "DECLARED_BYTECODE"), "&[]");
    let positional = value(&entry, "DEFAULT_BYTECODE");
    let encoding = inside(&positional, "Some(", ")");
    assert!(
        encoding.starts_with("::ir::bytecode::dialect::DefEncoding{mnemonic:\"entry\""),
        "{encoding}"
    );
    assert!(registration.contains(&encoding), "{encoding}\n---\n{registration}");
}

/// `ArrayProp<P>` properties (integer, string, unit, enum, nested and
/// optional elements, one optional) beside `IntProp<"uint8_t">`, a nested
/// `OptionalProp` and `OptionalProp<P, 0>`: their accessors (`Vec<i64>` for
/// integer elements), the format's `PropertyArray` and `Optional` forms and
/// the bytecode layout's `Array`, `Optional` and `IntN` kinds;
/// compared with `tests/snapshots/array_props.rs` (`RODS_BLESS=1` rewrites it).
#[test]
fn array_props_generate_the_snapshot() {
    let src = r#"
dialect test { summary "array properties"; }
enum TestEnum : i32 "a test enum" { First = 0 "first", Second = 1 "second" }
op WithArrayProperties "test.with_array_properties" {
  properties {
    ints: ArrayProp<I64Prop>,
    strings: ArrayProp<StringProp>,
    nested: ArrayProp<ArrayProp<I32Prop>>,
    flags: OptionalProp<ArrayProp<BoolProp>>,
    units: ArrayProp<UnitProp>,
    modes: ArrayProp<EnumProp<TestEnum>>,
    maybes: ArrayProp<OptionalProp<I64Prop>>,
    byte: OptionalProp<IntProp<"uint8_t">>,
    twice: OptionalProp<OptionalProp<I64Prop>>,
    long: OptionalProp<StringProp, 0>
  }
  format "`ints` `=` $ints `strings` `=` $strings `nested` `=` $nested (`flags` $flags^)? $units $modes $maybes (`byte` $byte^)? (`twice` $twice^)? (`long` $long^)? attr-dict";
}
"#;
    let text = generate("array_props.ods", src);
    let start = text.find("// from").expect("origin comment");
    check_snapshot("array_props.rs", &text[start..]);
}

/// Custom-storage property kinds (`property_type`, one with every hook,
/// one without bytecode hooks) and an op using them, plain, in an
/// `OptionalProp` and as `ArrayProp` elements: the kinds
/// (`ir::custom_prop_kind!`, with a `default` hook), the typed accessors and builders of the
/// storage type, the format's `CustomProperty` form (printed and parsed by
/// the hooks) and the bytecode layout's `Custom` kinds; compared with
/// `tests/snapshots/custom_props.rs` (`RODS_BLESS=1` rewrites it).
#[test]
fn custom_props_generate_the_snapshot() {
    let src = r#"
dialect test { summary "custom properties"; }
property_type NiceProps {
  storage "hooks::Nice";
  from_attr "hooks::from_attr";
  to_attr "hooks::to_attr";
  write_bytecode "hooks::write";
  read_bytecode "hooks::read";
  hash "hooks::hash";
  print "hooks::print";
  parse "hooks::parse";
  default "hooks::nice_default";
}
property_type Plain {
  storage "i64";
  from_attr "hooks::int_from_attr";
  to_attr "hooks::int_to_attr";
}
op WithNiceProperties "test.with_nice_properties" {
  properties { prop: NiceProps, maybe: OptionalProp<Plain>, many: ArrayProp<Plain> }
  format "$prop attr-dict";
}
"#;
    let text = generate("custom_props.ods", src);
    let start = text.find("::ir::custom_prop_kind!").expect("the property kind");
    check_snapshot("custom_props.rs", &text[start..]);
}

/// Op interfaces with static methods (MLIR's `StaticInterfaceMethod`): one without
/// and one with a default body beside an instance method (the trait's associated
/// functions, their pointers in `XMethods`, the calls through `XMethods` and `XRef`,
/// `XMethods::get` by op name), and an op declaring upstream's `InferTypeOpInterface`
/// (its `build_inferred` asks the interface); compared with
/// `tests/snapshots/op_interfaces.rs` (`RODS_BLESS=1` rewrites it).
#[test]
fn static_interface_methods_generate_the_snapshot() {
    let src = r#"
dialect t { summary "static interface methods"; }
op_interface Shape {
  summary "Ops with a shape known from their name";
  static_method rank(ctx: "&::ir::Context") -> "usize" "The rank of every op of this kind.";
  static_method is_scalar(ctx: "&::ir::Context") -> "bool" "Whether the rank is zero."
    default "{ Self::rank(ctx) == 0 }";
  method dims(arena: "&::ir::IrArena") -> "Vec<i64>" "The dimensions of this op.";
}
op T_Same "t.same" [DeclareOpInterfaceMethods<InferTypeOpInterface>] {
  operands { x: AnyType }
  results { r: AnyType }
  interfaces [Shape];
}
"#;
    let compiled = ods_dsl::check_source("op_interfaces.ods", src).expect("valid");
    let text = ods_dsl::codegen::generate(&compiled.module, &compiled.sources);
    let mut snapshot = String::new();
    let start = text.find("// from op_interfaces.ods:3").expect("interface");
    let len = text[start..].find("// from op_interfaces.ods:10").expect("op");
    snapshot.push_str(&text[start..start + len]);
    let at = text.find("::ir::ods_builders!").expect("builders");
    assert!(text[at..].contains("build_inferred("), "inferring builder");
    let end = at + text[at..].find("\n    }\n").expect("end of builders");
    snapshot.push_str(&text[at..end + 7]);
    check_snapshot("op_interfaces.rs", &snapshot);
    let docs = ods_dsl::docs::generate(&compiled.module);
    for want in [
        "| rank | `fn rank(ctx: &::ir::Context) -> usize` | The rank of every op of this kind. _(static)_ |",
        "| is_scalar | `fn is_scalar(ctx: &::ir::Context) -> bool` | Whether the rank is zero. _(static, has a default)_ |",
        "| dims | `fn dims(self, arena: &::ir::IrArena) -> Vec<i64>` | The dimensions of this op. |",
    ] {
        assert!(docs.contains(want), "{want}\n---\n{docs}");
    }
}

/// Attribute and type interfaces: a type interface with a required method, a
/// default body and a type parameter, an attribute interface, a marker, and the
/// definitions listing them (the `DefImpl` attaching the registered ones, an empty
/// `impl` for an all-default one listed plainly, none for `DeclareTypeInterfaceMethods`
/// and upstream's `MemRefElementTypeInterface` in `::ir::interfaces`); compared with
/// `tests/snapshots/def_interfaces.rs` (`RODS_BLESS=1` rewrites it).
#[test]
fn def_interfaces_generate_the_snapshot() {
    let src = r#"
dialect t { summary "interfaces"; }
type_interface Width<Cx> {
  summary "Types with a size";
  method bits(cx: "&Cx") -> "u64" "The size in bits.";
  method bytes(cx: "&Cx") -> "u64" "The size in bytes." default "{ Self::bits(ctx, ty, cx).div_ceil(8) }";
}
type_interface Marker { summary "A marker"; }
attr_interface Described {
  method describe() -> "String" "A description." default "{ String::new() }";
}
typedef T_Word "t.word" {
  parameters { width: u32 }
  interfaces [Width, DeclareTypeInterfaceMethods<Marker>, MemRefElementTypeInterface];
}
attrdef T_Note "t.note" { interfaces [Described]; }
"#;
    let compiled = ods_dsl::check_source("def_interfaces.ods", src).expect("valid");
    check_snapshot(
        "def_interfaces.rs",
        &def_interface_items(&compiled, "def_interfaces.ods"),
    );
    let docs = ods_dsl::docs::generate(&compiled.module);
    for want in [
        "## Attribute interfaces\n\n### Described\n",
        "| describe | `fn describe(ctx, attr) -> String` | A description. _(has a default)_ |",
        "## Type interfaces\n\n### Width<Cx>\n",
        "| bits | `fn bits(ctx, ty, cx: &Cx) -> u64` | The size in bits. |",
        "### Marker\n\n_A marker_\n\nNo methods (a marker).\n\nDeclared by: `T_Word`\n",
        "Interfaces: `Width`, `Marker`, `MemRefElementTypeInterface`\n",
    ] {
        assert!(docs.contains(want), "{want}\n---\n{docs}");
    }
}

/// The generated code of file `name` (its interfaces from line 3) that the
/// attribute and type interface snapshots hold: the definitions' `DefImpl` (and
/// provided implementations), then the interfaces (the definitions' structs are
/// those of the other snapshots).
fn def_interface_items(compiled: &ods_dsl::Compiled, name: &str) -> String {
    let text = ods_dsl::codegen::generate(&compiled.module, &compiled.sources);
    let mut snapshot = String::new();
    for (at, _) in text.match_indices("impl ::ir::ods::DefImpl for") {
        let len = text[at..].find("\n\n").expect("end of item");
        snapshot.push_str(&text[at..at + len + 2]);
    }
    let start = text.find(&format!("// from {name}:3")).expect("first interface");
    let end = text.find("// registration").expect("registration");
    snapshot.push_str(&text[start..end]);
    snapshot
}

/// Attribute and type interfaces extending others (`: Base`, MLIR's
/// `baseInterfaces`): the trait's supertraits, `attach` attaching the bases first,
/// and a definition listing the derived one implementing (and attaching) the bases,
/// an upstream base by its `::ir::interfaces` path; a static method (an associated
/// function with only its parameters, called through `NamedMethods::get(ctx, key)`
/// or a handle); compared with
/// `tests/snapshots/def_interface_bases.rs` (`RODS_BLESS=1` rewrites it).
#[test]
fn def_interface_bases_generate_the_snapshot() {
    let src = r#"
dialect t { summary "bases"; }
type_interface Named {
  method name() -> "String" "The name." default "{ String::from(Self::prefix(1)) }";
  static_method prefix(len: "usize") -> "&'static str" "A prefix of the names.";
}
type_interface Measured : Named {
  summary "Types whose names have a length";
  method size() -> "usize" "The name's length." default "{ Self::name(ctx, ty).len() }";
}
type_interface Element : Measured, VectorElementTypeInterface {}
attr_interface Elements : ElementsAttrInterface {
  method first() -> "Option<i64>" "The first element.";
}
typedef T_Word "t.word" { parameters { width: u32 } interfaces [Element]; }
attrdef T_Data "t.data" { interfaces [DeclareAttrInterfaceMethods<Elements>]; }
"#;
    let compiled = ods_dsl::check_source("def_interface_bases.ods", src).expect("valid");
    check_snapshot(
        "def_interface_bases.rs",
        &def_interface_items(&compiled, "def_interface_bases.ods"),
    );
    let docs = ods_dsl::docs::generate(&compiled.module);
    for want in [
        "| prefix | `fn prefix(len: usize) -> &'static str` | A prefix of the names. _(static)_ |",
        "### Measured\n\n_Types whose names have a length_\n\nExtends: `Named`\n",
        "Extends: `Measured`, `VectorElementTypeInterface`\n",
        "Interfaces: `Element`, `Measured`, `VectorElementTypeInterface`, `Named`\n",
    ] {
        assert!(docs.contains(want), "{want}\n---\n{docs}");
    }
}

/// Op interfaces extending others (`op_interface D : B`, MLIR's `baseInterfaces`):
/// the trait's supertraits, a field of the method table per base (the handle
/// converts to the base's: `BRef::from(d)`), `attach` attaching the bases first, an
/// upstream base by its `::ir::interfaces` path, and an op listing the derived one
/// declaring (and registering) its bases, transitively; compared with
/// `tests/snapshots/op_interface_bases.rs` (`RODS_BLESS=1` rewrites it).
#[test]
fn op_interface_bases_generate_the_snapshot() {
    let src = r#"
dialect t { summary "op interface bases"; }
op_interface Named {
  method name() -> "String" "The name.";
}
op_interface Counted : Named, CallableOpInterface {
  summary "Ops with a name and a count";
  method count() -> "usize" "The count." default "{ self.name().len() }";
}
op_interface Ordered : Counted {
  method first() -> "bool" "Whether it comes first.";
}
op T_Op "t.op" { interfaces [Ordered]; }
"#;
    let compiled = ods_dsl::check_source("op_interface_bases.ods", src).expect("valid");
    let op = &compiled.module.ops[0];
    // Each base, depth first, just before the interface extending it (mlir-tblgen-22's
    // trait list).
    assert_eq!(op.interfaces, ["Named", "CallableOpInterface", "Counted", "Ordered"]);
    let text = ods_dsl::codegen::generate(&compiled.module, &compiled.sources);
    let start = text.find("// from op_interface_bases.ods:3").expect("interface");
    let len = text[start..].find("// from op_interface_bases.ods:13").expect("op");
    check_snapshot("op_interface_bases.rs", &text[start..start + len]);
    let docs = ods_dsl::docs::generate(&compiled.module);
    for want in ["Extends: `Named`, `CallableOpInterface`\n", "Extends: `Counted`\n"] {
        assert!(docs.contains(want), "{want}\n---\n{docs}");
    }
}

/// A class-using fixture: the ops it declares through `class`, `let` and a
/// parameterised constraint, compared with `tests/snapshots/op_classes.rs`
/// (`RODS_BLESS=1` rewrites it); and the same ops written out by hand
/// generate the same code but for the `// from` line comments.
#[test]
fn op_classes_generate_the_snapshot_and_the_hand_written_code() {
    let with_classes = r#"
dialect t { summary "classes"; }
class T_BinaryOp<operand: Type> [SameOperandsAndResultType] {
  summary "binary {operand} operation";
  operands { lhs: operand, rhs: operand }
  results { result: operand }
  format "$lhs `,` $rhs attr-dict `:` type($result)";
}
class T_IntBinaryOp [Pure] : T_BinaryOp<AnyI<16>>;
op T_Add "t.add" [Commutative] : T_IntBinaryOp {
  attributes { shape: OptionalAttr<RankedI64ElementsAttr<[2]>> }
  let format = "$lhs `,` $rhs (`shape` $shape^)? attr-dict `:` type($result)";
}
op T_Splat "t.splat" : T_BinaryOp<TensorRankOf<[F32, I8], [1, 2]>> { let summary = "splat"; }
"#;
    let by_hand = r#"
dialect t { summary "classes"; }
op T_Add "t.add" [Commutative, Pure, SameOperandsAndResultType] {
  summary "binary AnyI<16> operation";
  operands { lhs: AnyI<16>, rhs: AnyI<16> }
  attributes { shape: OptionalAttr<RankedI64ElementsAttr<[2]>> }
  results { result: AnyI<16> }
  format "$lhs `,` $rhs (`shape` $shape^)? attr-dict `:` type($result)";
}
op T_Splat "t.splat" [SameOperandsAndResultType] {
  summary "splat";
  operands { lhs: TensorRankOf<[F32, I8], [1, 2]>, rhs: TensorRankOf<[F32, I8], [1, 2]> }
  results { result: TensorRankOf<[F32, I8], [1, 2]> }
  format "$lhs `,` $rhs attr-dict `:` type($result)";
}
"#;
    let got = generate("classes.ods", with_classes);
    let without_origins = |t: &str| -> String {
        t.lines()
            .filter(|l| !l.starts_with("// from"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        without_origins(&got),
        without_origins(&generate("by_hand.ods", by_hand)),
        "class expansion changed the generated code"
    );
    for summary in [
        "16-bit integer",
        "1D/2D tensor of 32-bit float or 8-bit signless integer values",
        "64-bit signless int elements attribute of shape [2]",
    ] {
        assert!(got.contains(summary), "{summary}");
    }
    check_snapshot("op_classes.rs", &got);
}

/// `constant_materializer "path";` becomes one registration statement in the
/// generated `registration::register`, with the path as written (relative to
/// the module the code is included in); a duplicate is an error at the
/// second one, a string that is not a Rust path an error at the string.
#[test]
fn constant_materializer_is_registered_with_the_dialect() {
    let src = "dialect t { constant_materializer \"folds::materialize\"; }\nop A \"t.a\" [ConstantLike] { results { r: I32 } }\n";
    let compiled = ods_dsl::check_source("m.ods", src).expect("valid");
    assert_eq!(
        compiled.module.dialects[0].constant_materializer.as_deref(),
        Some("folds::materialize")
    );
    let text = ods_dsl::codegen::generate(&compiled.module, &compiled.sources);
    let register = &text[text.find("pub fn register(").expect("register")..];
    assert!(
        register.contains("ctx.registry().set_materialize_constant(\"t\", folds::materialize);"),
        "{register}"
    );
    let src = "dialect t { constant_materializer \"a::b\"; constant_materializer \"c\"; }\n";
    let err = ods_dsl::check_source("m.ods", src).err().expect("duplicate");
    assert_eq!(err.diagnostics.len(), 1);
    assert_eq!(err.diagnostics[0].message, "duplicate 'constant_materializer'");
    assert_eq!(
        &src[err.diagnostics[0].span.start as usize..err.diagnostics[0].span.end as usize],
        "\"c\""
    );
    let src = "dialect t { constant_materializer \"not a path\"; }\n";
    let err = ods_dsl::check_source("m.ods", src).err().expect("not a path");
    assert_eq!(err.diagnostics[0].message, "'not a path' is not a Rust path");
}

/// An interface declared in Rust (`#[op_interface]`), named to the session, may be
/// listed by ops: sema checks the list with it (repeats, unknown names), and the
/// model records no registration path for it (its front end attaches it).
#[test]
fn ops_list_interfaces_declared_in_rust() {
    let analyze = |src: &str| {
        let mut s = ods_dsl::Session::new();
        s.rust_interface("Arity");
        s.add_source("rust_ifaces.ods", src);
        s.analyze()
    };
    let ok = analyze("dialect t {}\nop A \"t.a\" { interfaces [Arity, BranchOpInterface]; }\n")
        .unwrap_or_else(|f| panic!("{}", f.render()));
    let a = &ok.module.ops[0];
    assert_eq!(a.interfaces, ["Arity", "BranchOpInterface"]);
    assert_eq!(a.registered_interfaces, ["::ir::interfaces::BranchOpInterfaceMethods"]);
    assert!(ok.module.interfaces.iter().all(|i| i.name != "Arity"));
    let bad = analyze("dialect t {}\nop A \"t.a\" { interfaces [Arity, Arity, Nope]; }\n")
        .err()
        .expect("errors");
    let messages: Vec<&str> = bad.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(messages, ["duplicate interface 'Arity'", "unknown interface 'Nope'"]);
    // Without the declaration, the name is unknown.
    let mut s = ods_dsl::Session::new();
    s.add_source("plain.ods", "dialect t {}\nop A \"t.a\" { interfaces [Arity]; }\n");
    assert!(!s.knows_interface("Arity"));
    assert!(s.knows_interface("BranchOpInterface") && s.knows_interface("MemoryEffectsOpInterface"));
    let f = s.analyze().err().expect("unknown interface");
    assert_eq!(f.diagnostics[0].message, "unknown interface 'Arity'");
}

/// Upstream's shaped-type inference trait lists: `InferTensorType` (and
/// `InferTensorTypeAdaptor`) declare `InferTypeOpInterface` and
/// `InferShapedTypeOpInterface` and generate the former's implementation
/// (`ir::ods_infer_tensor_type!`, calling the op's own
/// `is_compatible_return_types` when it declares `isCompatibleReturnTypes`);
/// `InferShapedTypeOpAdaptor` declares the latter only. The adaptors get
/// the typed attribute accessors of the ops (`axis()`, a default, a unit
/// attribute). Compared with `tests/snapshots/infer_tensor_type.rs`
/// (`RODS_BLESS=1` rewrites it).
#[test]
fn infer_tensor_type_traits_and_typed_adaptors_generate_the_snapshot() {
    let src = r#"
dialect t { summary "shaped type inference"; }
op T_Eq "t.eq" [InferTensorType, DeclareOpInterfaceMethods<InferTypeOpInterface, ["isCompatibleReturnTypes"]>] {
  operands { lhs: AnyTensor, rhs: AnyTensor }
  results { r: AnyTensor }
}
op T_Sum "t.sum" [Pure, InferTensorTypeAdaptor] {
  operands { x: AnyTensor }
  attributes { axis: I32Attr, mode: DefaultValuedAttr<I64Attr, "3">, keep: UnitAttr }
  results { r: AnyTensor }
}
op T_Pool "t.pool" [InferShapedTypeOpAdaptor] {
  operands { x: AnyTensor }
  results { r: AnyTensor }
}
"#;
    let compiled = ods_dsl::check_source("infer.ods", src).unwrap_or_else(|f| panic!("{}", f.render()));
    let op = |name: &str| compiled.module.ops.iter().find(|o| o.op_name == name).expect("op");
    let shaped = ["InferTypeOpInterface", "InferShapedTypeOpInterface"];
    for name in ["t.eq", "t.sum"] {
        assert!(
            shaped.iter().all(|i| op(name).interfaces.iter().any(|x| x == i)),
            "{name}"
        );
    }
    assert_eq!(op("t.pool").interfaces, ["InferShapedTypeOpInterface"]);
    let compatible = |name: &str| {
        op(name).traits.iter().find_map(|t| match t {
            ods_dsl::model::Trait::InferTensorType { compatible } => Some(*compatible),
            _ => None,
        })
    };
    assert_eq!(
        (compatible("t.eq"), compatible("t.sum"), compatible("t.pool")),
        (Some(true), Some(false), None)
    );
    let text = ods_dsl::codegen::generate(&compiled.module, &compiled.sources);
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    for want in [
        "::ir::ods_infer_tensor_type!(EqOp,compatible);",
        "::ir::ods_infer_tensor_type!(SumOp);",
        "(valueaxis:i64=|ctx,attr|__v::as_int(ctx,attr),defaultNone,\"axis\")",
        "(valuemode:i64=|ctx,attr|__v::as_int(ctx,attr),defaultSome(\"3:i64\"),\"mode\")",
        "(unitkeep\"keep\")",
    ] {
        assert!(squeezed.contains(want), "{want}");
    }
    assert!(!squeezed.contains("ods_infer_tensor_type!(PoolOp"));
    check_snapshot("infer_tensor_type.rs", &text);
    let bad = "dialect t { summary \"x\"; }\nop T_A \"t.a\" [InferTensorType<\"x\">] { results { r: AnyTensor } }\n";
    let err = ods_dsl::check_source("bad.ods", bad).err().expect("an error").render();
    assert!(
        err.starts_with("error: trait 'InferTensorType' takes no arguments"),
        "{err}"
    );
    assert!(err.contains("bad.ods:2:15"), "{err}");
}

/// `ReturnLike` is a trait of the generated schema (what the run time asks
/// as upstream's `hasTrait<ReturnLike>`) besides the terminator interface it
/// gives; an op without it lists neither.
#[test]
fn return_like_is_a_schema_trait() {
    let src = "dialect t {}\nop Y \"t.yield\" [Terminator, ReturnLike] { operands { v: Variadic<AnyType> } }\n\
               op B \"t.br\" [Terminator] {}\n";
    let text = generate("r.ods", src);
    let schema = |name: &str| {
        let start = text.find(&format!("= \"{name}\"")).expect("schema");
        let end = text[start..].find(");").map_or(text.len(), |e| start + e);
        text[start..end].split_whitespace().collect::<String>()
    };
    let yield_schema = schema("t.yield");
    assert!(yield_schema.contains("OpTrait::ReturnLike"), "{yield_schema}");
    let br_schema = schema("t.br");
    assert!(!br_schema.contains("ReturnLike"), "{br_schema}");
}
