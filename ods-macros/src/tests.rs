//! The two front ends agree: an op declared in `.ods` and the same op
//! declared with `#[op]` generate the same tokens (compared as text, which
//! drops spans), and the same mistake gives the same message.

use crate::op::{expand, Expansion};
use proc_macro2::TokenStream;
use quote::quote;

/// The `.ods` ops, generated on their own as `#[op]` generates them.
fn ods_ops(text: &str) -> Vec<(String, String)> {
    let c = ods_dsl::check_source("eq.ods", text).unwrap_or_else(|f| panic!("{}", f.render()));
    c.module
        .ops
        .iter()
        .map(|o| (o.rust_name(), normalise(ods_dsl::codegen::op_items(o))))
        .collect()
}

/// Token text, formatted: spans play no part.
fn normalise(tokens: TokenStream) -> String {
    ods_dsl::codegen::format_tokens(tokens)
}

fn expand_ok(attr: TokenStream, item: TokenStream) -> String {
    let e: Expansion = expand(attr, item);
    if let Some(err) = &e.errors {
        panic!("unexpected errors: {}", err.to_compile_error());
    }
    normalise(e.items)
}

/// The messages (first lines) of the errors of an expansion.
fn macro_errors(attr: TokenStream, item: TokenStream) -> Vec<String> {
    let e = expand(attr, item);
    e.errors
        .map(|err| {
            err.into_iter()
                .map(|x| x.to_string().lines().next().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// Each `(attribute, message)` case, on an op without fields, gives exactly
/// its message.
fn assert_errors_of_empty_op(cases: &[(TokenStream, &str)]) {
    for (attr, want) in cases {
        let errors = macro_errors(
            attr.clone(),
            quote!(
                struct AOp {}
            ),
        );
        assert_eq!(errors, [*want]);
    }
}

/// Generated text without its `// from FILE:LINE` comments.
fn without_origins(t: &str) -> String {
    t.lines()
        .filter(|l| !l.trim_start().starts_with("// from"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn ods_errors(text: &str) -> Vec<String> {
    match ods_dsl::check_source("eq.ods", text) {
        Ok(_) => Vec::new(),
        Err(f) => f.diagnostics.iter().map(|d| d.message.clone()).collect(),
    }
}

const ODS: &str = r#"
dialect t {}
constraint attr Percent = "integer attribute between 0 and 100"
  where signless_int_attr(64) && int_min(0) && int_max(100) { value int; value_type "i64"; build "$0 : i64"; }

op Add "t.add" [Pure, Commutative, SameOperandsAndResultType] {
  summary "Integer addition";
  description """
    Adds two integers.

    Example: `t.add %a, %b : i32`
  """;
  operands { lhs: SignlessIntegerLike "left-hand side", rhs: SignlessIntegerLike }
  results { result: SignlessIntegerLike }
  format "$lhs `,` $rhs attr-dict `:` type($result)";
}

op Segments "t.segments" [AttrSizedOperandSegments, AttrSizedResultSegments] {
  operands { a: Variadic<I32>, b: Optional<I64>, c: I1, groups: VariadicOfVariadic<I32, "group_sizes"> }
  attributes { group_sizes: DenseI32ArrayAttr }
  results { r1: Variadic<F32>, r2: Optional<I32> }
}

op Attrs "t.attrs" {
  attributes {
    count: I64Attr,
    label: OptionalAttr<StrAttr>,
    seven: DefaultValuedAttr<I32Attr, "7">,
    maybe: DefaultValuedOptionalAttr<BoolAttr, "false">,
    bounded: ConfinedAttr<I64Attr, [IntMinValue<-1>, IntMaxValue<10>]>,
    flag: UnitAttr,
    ty: OptionalAttr<TypeAttrOf<AnyInteger>>
  }
  properties {
    n: I64Prop,
    name: OptionalProp<StringProp>,
    three: DefaultValuedProp<I32Prop, "3">
  }
}

op Region "t.region" [SingleBlockImplicitTerminator<"t.yield">, NoRegionArguments, RecursiveMemoryEffects] {
  regions { body: SizedRegion<1>, rest: VariadicRegion<MinSizedRegion<1>> }
  region_verifier;
}

op Br "t.br" [Terminator, Pure] {
  operands { args: Variadic<AnyType> }
  successors { dest: AnySuccessor, others: VariadicSuccessor<AnySuccessor> }
  interfaces [BranchOpInterface];
}

op Match "t.match" [AllTypesMatch<["a", "result"]>,
                    TypesMatchWith<"b is the element type of a", "a", "b", element_type>] {
  operands { a: TensorOf<[F32]>, b: AnyType }
  results { result: AnyTensor }
}

op Custom "t.custom" [DeclareOpInterfaceMethods<InferTypeOpInterface>] {
  operands { x: Optional<I64> }
  attributes { value: I64Attr }
  results { r: I64 }
  skip_default_builders;
  builders { with_value(value: i64, extra: "Option<u8>", negate: bool = "false"); }
  verifier;
  folder;
  canonicalizer;
}
"#;

fn macro_ops() -> Vec<(String, String)> {
    let cases: Vec<(TokenStream, TokenStream)> = vec![
        (
            quote!(
                "t.add",
                traits = [Pure, Commutative, SameOperandsAndResultType],
                format = "$lhs `,` $rhs attr-dict `:` type($result)"
            ),
            quote! {
                /// Integer addition
                ///
                /// Adds two integers.
                ///
                /// Example: `t.add %a, %b : i32`
                pub struct AddOp {
                    /// left-hand side
                    #[operand] lhs: SignlessIntegerLike,
                    #[operand] rhs: SignlessIntegerLike,
                    #[result] result: SignlessIntegerLike,
                }
            },
        ),
        (
            quote!(
                "t.segments",
                traits = [AttrSizedOperandSegments, AttrSizedResultSegments]
            ),
            quote! {
                pub struct SegmentsOp {
                    #[operand] a: Vec<I32>,
                    #[operand] b: Option<I64>,
                    #[result] r1: Vec<F32>,
                    #[operand] c: I1,
                    #[operand(segments = "group_sizes")] groups: Vec<Vec<I32>>,
                    #[attr] group_sizes: DenseI32ArrayAttr,
                    #[result] r2: Option<I32>,
                }
            },
        ),
        (
            quote!("t.attrs"),
            quote! {
                pub struct AttrsOp {
                    #[attr] count: I64Attr,
                    #[attr] label: Option<StrAttr>,
                    #[attr(default = "7")] seven: I32Attr,
                    #[attr(default = "false")] maybe: Option<BoolAttr>,
                    #[attr] bounded: ConfinedAttr<I64Attr, (IntMinValue<-1>, IntMaxValue<10>)>,
                    #[property] n: I64Prop,
                    #[property] name: Option<StringProp>,
                    #[property(default = "3")] three: I32Prop,
                    #[attr] flag: UnitAttr,
                    #[attr] ty: OptionalAttr<TypeAttrOf<AnyInteger>>,
                }
            },
        ),
        (
            quote!("t.region", region_verifier,
                   traits = [SingleBlockImplicitTerminator<"t.yield">, NoRegionArguments, RecursiveMemoryEffects]),
            quote! {
                pub struct RegionOp {
                    #[region] body: SizedRegion<1>,
                    #[region] rest: Vec<MinSizedRegion<1>>,
                }
            },
        ),
        (
            quote!("t.br", traits = [Terminator, Pure], interfaces = [BranchOpInterface]),
            quote! {
                pub struct BrOp {
                    #[operand] args: Variadic<AnyType>,
                    #[successor] dest: AnySuccessor,
                    #[successor] others: Vec<AnySuccessor>,
                }
            },
        ),
        (
            quote!("t.match", traits = [AllTypesMatch<["a", "result"]>,
                   TypesMatchWith<"b is the element type of a", "a", "b", element_type>]),
            quote! {
                pub struct MatchOp {
                    #[operand] a: TensorOf<(F32,)>,
                    #[operand] b: AnyType,
                    #[result] result: AnyTensor,
                }
            },
        ),
        (
            quote!("t.custom", traits = [DeclareOpInterfaceMethods<InferTypeOpInterface>],
                   skip_default_builders, verifier, folder, canonicalizer,
                   builders = [with_value(value: i64, extra: Option<u8>, negate: bool = false)]),
            quote! {
                pub struct CustomOp {
                    #[operand] x: Option<I64>,
                    #[attr] value: I64Attr,
                    #[result] r: I64,
                }
            },
        ),
    ];
    cases
        .into_iter()
        .map(|(a, i)| {
            let e = expand(a.clone(), i.clone());
            let name = e.model.as_ref().map(|m| m.rust_name()).unwrap_or_default();
            (name, expand_ok(a, i))
        })
        .collect()
}

#[test]
fn ods_and_macro_generate_the_same_code() {
    let ods = ods_ops(ODS);
    let mac = macro_ops();
    assert_eq!(ods.len(), mac.len());
    for ((on, oc), (mn, mc)) in ods.iter().zip(&mac) {
        assert_eq!(on, mn);
        assert_eq!(oc, mc, "generated code of {on} differs");
    }
}

#[test]
fn generated_handles_carry_the_docs() {
    let mac = macro_ops();
    let add = &mac[0].1;
    assert!(add.contains("/// `t.add`: Integer addition"), "{add}");
    assert!(add.contains("/// Example: `t.add %a, %b : i32`"), "{add}");
}

/// (`.ods` op body, `#[op]` attribute, `#[op]` struct) with the same mistake.
fn same_mistakes() -> Vec<(&'static str, TokenStream, TokenStream)> {
    vec![
        (
            r#"op A "t.a" { operands { x: Variadic<I32>, y: Optional<I32> } }"#,
            quote!("t.a"),
            quote!(
                struct AOp {
                    #[operand]
                    x: Vec<I32>,
                    #[operand]
                    y: Option<I32>,
                }
            ),
        ),
        (
            r#"op A "t.a" [Nope] {}"#,
            quote!("t.a", traits = [Nope]),
            quote!(
                struct AOp {}
            ),
        ),
        (
            r#"op A "t.a" { operands { x: Bad } }"#,
            quote!("t.a"),
            quote!(
                struct AOp {
                    #[operand]
                    x: Bad,
                }
            ),
        ),
        (
            r#"op A "t.a" { attributes { a: I32 } }"#,
            quote!("t.a"),
            quote!(
                struct AOp {
                    #[attr]
                    a: I32,
                }
            ),
        ),
        (
            r#"op A "t.a" { operands { op: I32 } }"#,
            quote!("t.a"),
            quote!(
                struct AOp {
                    #[operand]
                    op: I32,
                }
            ),
        ),
        (
            r#"op A "t.a" [AllTypesMatch<["x", "nope"]>] { operands { x: I32 } }"#,
            quote!("t.a", traits = [AllTypesMatch<["x", "nope"]>]),
            quote!(
                struct AOp {
                    #[operand]
                    x: I32,
                }
            ),
        ),
        (
            r#"op A "t.a" { skip_default_builders; }"#,
            quote!("t.a", skip_default_builders),
            quote!(
                struct AOp {}
            ),
        ),
        (
            r#"op A "t.a" { regions { r: Bad } }"#,
            quote!("t.a"),
            quote!(
                struct AOp {
                    #[region]
                    r: Bad,
                }
            ),
        ),
        (
            r#"op A "t.a" [SameOperandsAndResultType] { operands { x: I32 } }"#,
            quote!("t.a", traits = [SameOperandsAndResultType]),
            quote!(
                struct AOp {
                    #[operand]
                    x: I32,
                }
            ),
        ),
        (
            r#"op A "t.a" { builders { b(x: Value, y: i64 = "1", z: bool); } }"#,
            quote!("t.a", builders = [b(x: Value, y: i64 = 1, z: bool)]),
            quote!(
                struct AOp {}
            ),
        ),
    ]
}

#[test]
fn the_same_mistake_gives_the_same_message() {
    for (body, attr, item) in same_mistakes() {
        let ods = ods_errors(&format!("dialect t {{}}\n{body}\n"));
        let mac = macro_errors(attr, item);
        assert!(!ods.is_empty(), "{body} has no error");
        assert_eq!(mac, ods, "{body}");
    }
}

#[test]
fn a_mistake_still_generates_the_op() {
    // An unknown constraint: the field is relaxed to `AnyType`, so the op's
    // accessors exist and uses of them do not add errors.
    let e = expand(
        quote!("t.a", traits = [Nope]),
        quote!(
            struct AOp {
                #[operand]
                x: Bad,
                #[operand]
                y: Vec<I32>,
            }
        ),
    );
    assert!(e.errors.is_some());
    let m = e.model.expect("recovered model");
    assert_eq!(m.operands.len(), 2);
    assert_eq!(m.operands[0].constraint.summary, "any type");
    assert!(m.traits.is_empty());
}

#[test]
fn malformed_input_does_not_panic() {
    let attrs = [
        quote!(),
        quote!(42),
        quote!("t.a", traits = Pure),
        quote!("t.a", traits = [A<]),
        quote!("t.a", builders = [x]),
        quote!("t.a", format),
        quote!("t.a", "t.b"),
        quote!("", nope = 1),
        quote!("t.a", include = "does/not/exist.ods"),
    ];
    let items = [
        quote!(
            struct AOp;
        ),
        quote!(
            struct AOp(i32);
        ),
        quote!(
            struct A {}
        ),
        quote!(
            struct AOp<T> {
                #[operand]
                x: T,
            }
        ),
        quote!(
            enum AOp {}
        ),
        quote!(
            struct AOp {
                x: I32,
            }
        ),
        quote!(
            struct AOp {
                #[operand]
                #[result]
                x: I32,
            }
        ),
        quote!(
            struct AOp {
                #[operand]
                x: &'static str,
            }
        ),
        quote!(
            struct AOp {
                #[operand]
                x: Vec<Vec<I32>>,
            }
        ),
        quote!(
            struct AOp {
                #[operand(segments = "s")]
                x: I32,
            }
        ),
        quote!(
            struct AOp {
                #[attr(nope)]
                x: I32Attr,
            }
        ),
        quote!(
            struct AOp {
                #[region]
                x: SizedRegion<{ -1 }>,
            }
        ),
        quote!(struct AOp { #[operand] x: TensorOf<(F32, 1, "x")> }),
        quote!(
            struct AOp {
                #[property(default = "1")]
                x: Option<I64Prop>,
            }
        ),
        quote!(
            struct aOp {
                #[result]
                x: Vec<Vec<I32>>,
            }
        ),
        quote!(
            struct A_BOp {}
        ),
    ];
    for a in &attrs {
        for i in &items {
            let _ = expand(a.clone(), i.clone()).into_tokens();
        }
    }
}

/// `class = Name<args>` takes an op class from an included `.ods`: the op
/// generates what the same op written out generates, and class errors point
/// at the macro's tokens.
#[test]
fn op_classes_from_an_included_ods() {
    let with_class = expand_ok(
        quote!("demo.addc", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32>, traits = [Commutative]),
        quote!(
            pub struct AddCOp {}
        ),
    );
    let written_out = expand_ok(
        quote!(
            "demo.addc",
            include = "tests/data/op_classes.ods",
            traits = [Commutative, SameOperandsAndResultType, Pure],
            format = "$lhs `,` $rhs attr-dict `:` type($result)"
        ),
        quote!(
            pub struct AddCOp {
                #[operand]
                lhs: I32,
                #[operand]
                rhs: I32,
                #[result]
                result: I32,
            }
        ),
    );
    assert_eq!(without_origins(&with_class), without_origins(&written_out));
    let errors = macro_errors(
        quote!("demo.a", include = "tests/data/op_classes.ods", class = Demo_NoSuchOp<I32>),
        quote!(
            struct AOp {}
        ),
    );
    assert_eq!(errors, ["unknown class 'Demo_NoSuchOp'"]);
    let errors = macro_errors(
        quote!("demo.a", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32, I64>),
        quote!(
            struct AOp {}
        ),
    );
    assert_eq!(errors, ["class 'Demo_BinaryOp' takes 1 argument(s), but 2 were given"]);
    let errors = macro_errors(
        quote!("demo.a", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32>, format = "attr-dict"),
        quote!(
            struct AOp {}
        ),
    );
    assert_eq!(errors, ["field 'format' is already defined by class 'Demo_BinaryOp'"]);
}

/// `let(field = value, ...)` overrides a field of the op's class, as `.ods`'s
/// `let` does: the op generates what the `.ods` op with the same `let`
/// generates, and the `let` rules give their messages.
#[test]
fn let_overrides_a_class_field() {
    let ods = ods_ops(
        r#"dialect demo {}
include "tests/data/op_classes.ods";
op Demo_SubC "demo.subc" : Demo_BinaryOp<I32> {
  let format = "$lhs `-` $rhs attr-dict `:` type($result)";
}"#,
    );
    let with_let = expand_ok(
        quote!(
            "demo.subc",
            include = "tests/data/op_classes.ods",
            class = Demo_BinaryOp<I32>,
            let(format = "$lhs `-` $rhs attr-dict `:` type($result)")
        ),
        quote!(
            pub struct SubCOp {}
        ),
    );
    // The macro also depends on the included file (`include_bytes!`).
    let with_let = with_let
        .split("const _: &[u8] = include_bytes!")
        .next()
        .unwrap_or_default();
    assert_eq!(without_origins(with_let), without_origins(&ods[0].1));
    assert!(with_let.contains("text : \"-\""), "{with_let}");
    let cases: [(TokenStream, &str); 4] = [
        (
            quote!("demo.a", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32>, let(formt = "x")),
            "unknown field 'formt' in 'let'",
        ),
        (
            quote!("demo.a", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32>, let(verifier = true)),
            "'let' of field 'verifier', which class 'Demo_BinaryOp' does not define",
        ),
        (
            quote!("demo.a", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32>, let(format = true)),
            "field 'format' expects a string",
        ),
        (
            quote!("demo.a", let(format = "attr-dict")),
            "'let' of field 'format', but 'A' inherits from no class",
        ),
    ];
    assert_errors_of_empty_op(&cases);
}

/// `let(section)` replaces the class's section with the struct's fields of that
/// kind, as `.ods`'s `let operands = { ... };` does (the same generated op), and
/// gives `.ods`'s messages for a field that is no section or one the class does
/// not define.
#[test]
fn let_replaces_a_class_section_with_the_struct_fields() {
    let ods = ods_ops(
        r#"dialect demo {}
include "tests/data/op_classes.ods";
op Demo_Wide "demo.wide" : Demo_BinaryOp<I32> {
  let operands = { lhs: I64, rhs: I64 };
  let format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
}"#,
    );
    let with_let = expand_ok(
        quote!(
            "demo.wide",
            include = "tests/data/op_classes.ods",
            class = Demo_BinaryOp<I32>,
            let(operands, format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)")
        ),
        quote!(
            pub struct WideOp {
                #[operand]
                lhs: I64,
                #[operand]
                rhs: I64,
            }
        ),
    );
    let with_let = with_let
        .split("const _: &[u8] = include_bytes!")
        .next()
        .unwrap_or_default();
    assert_eq!(without_origins(with_let), without_origins(&ods[0].1));
    // Without the `let`, the struct's operands add to the class's: sema's error.
    let errors = macro_errors(
        quote!("demo.wide", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32>),
        quote!(
            struct WideOp {
                #[operand]
                lhs: I64,
            }
        ),
    );
    assert_eq!(errors, ["field 'operands' is already defined by class 'Demo_BinaryOp'"]);
    let cases: [(TokenStream, &str); 2] = [
        (
            quote!("demo.a", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32>, let(regions)),
            "'let' of field 'regions', which class 'Demo_BinaryOp' does not define",
        ),
        (
            quote!("demo.a", include = "tests/data/op_classes.ods", class = Demo_BinaryOp<I32>, let(format)),
            "field 'format' expects a string",
        ),
    ];
    assert_errors_of_empty_op(&cases);
}

/// Every native property kind of `.ods` (`IntArrayProp`, `EnumProp` of an
/// included enum, `IntProp<"int8_t">`, wrapped in `OptionalProp` (nested,
/// `OptionalProp<P, 0>`, as `ArrayProp` elements)/`DefaultValuedProp`) gives
/// `#[op]` the code the `.ods` op gets; its mistakes the same messages.
#[test]
fn native_property_kinds_match_ods() {
    let enum_text = std::fs::read_to_string(crate::op::manifest_path("tests/data/native_props.ods")).unwrap();
    let ods = format!(
        "{enum_text}\n{}",
        r#"op WithProperties "test.with_props" {
  attributes { b: StrAttr }
  properties {
    a: I64Prop, c: StringProp, flag: BoolProp,
    array: IntArrayProp<I64Prop>, array32: OptionalProp<IntArrayProp<I32Prop>>,
    value: EnumProp<TestEnum>, second: DefaultValuedProp<EnumProp<TestEnum>, "second">,
    strings: ArrayProp<StringProp>, nested: OptionalProp<ArrayProp<ArrayProp<I32Prop>>>,
    modes: ArrayProp<EnumProp<TestEnum>>, units: ArrayProp<UnitProp>,
    byte: OptionalProp<IntProp<"uint8_t">>, twice: OptionalProp<OptionalProp<I64Prop>>,
    long: OptionalProp<StringProp, 0>, maybes: ArrayProp<OptionalProp<IntProp<"int16_t">>>
  }
  format "`a` `=` $a `,` $b `,` $c `,` $flag `,` $array (`array32` $array32^)? $value $second $strings $nested $modes $units (`byte` $byte^)? (`twice` $twice^)? (`long` $long^)? $maybes attr-dict";
}"#
    );
    let ods = ods_ops(&ods);
    let mac = expand_ok(
        quote!(
            "test.with_props",
            include = "tests/data/native_props.ods",
            format = "`a` `=` $a `,` $b `,` $c `,` $flag `,` $array (`array32` $array32^)? $value $second $strings $nested $modes $units (`byte` $byte^)? (`twice` $twice^)? (`long` $long^)? $maybes attr-dict"
        ),
        quote!(
            pub struct WithPropertiesOp {
                #[attr]
                b: StrAttr,
                #[property]
                a: I64Prop,
                #[property]
                c: StringProp,
                #[property]
                flag: BoolProp,
                #[property]
                array: IntArrayProp<I64Prop>,
                #[property]
                array32: Option<IntArrayProp<I32Prop>>,
                #[property]
                value: EnumProp<TestEnum>,
                #[property(default = "second")]
                second: EnumProp<TestEnum>,
                #[property]
                strings: ArrayProp<StringProp>,
                #[property]
                nested: Option<ArrayProp<ArrayProp<I32Prop>>>,
                #[property]
                modes: ArrayProp<EnumProp<TestEnum>>,
                #[property]
                units: ArrayProp<UnitProp>,
                #[property]
                byte: Option<IntProp<"uint8_t">>,
                #[property]
                twice: OptionalProp<OptionalProp<I64Prop>>,
                #[property]
                long: OptionalProp<StringProp, 0>,
                #[property]
                maybes: ArrayProp<OptionalProp<IntProp<"int16_t">>>,
            }
        ),
    );
    // The macro also tracks the included file (`include_bytes!`).
    let mac = mac
        .split("\nconst _: &[u8] = include_bytes!(")
        .next()
        .unwrap_or_default();
    assert_eq!(ods.len(), 1);
    assert_eq!(without_origins(&ods[0].1), without_origins(mac));
    let errors = macro_errors(
        quote!("test.a", include = "tests/data/native_props.ods"),
        quote!(
            struct AOp {
                #[property(default = "Fourth")]
                m: EnumProp<TestEnum>,
                #[property]
                xs: IntArrayProp<StringProp>,
                #[property]
                e: EnumProp<Colour>,
                #[property]
                w: IntProp<"int128_t">,
            }
        ),
    );
    assert_eq!(
        errors,
        [
            "'Fourth' is not a case of enum 'TestEnum'",
            "'StringProp' is not an integer property",
            "unknown enum 'Colour'",
            "'int128_t' is not an integer type IntProp takes"
        ]
    );
}

/// `#[type_def(bytecode = "...")]` generates what the `.ods` typedef with
/// the same `bytecode` items generates (its struct and its encodings); a
/// mistake inside the string gives the `.ods` message.
#[test]
fn declared_bytecode_matches_ods() {
    let ods = r#"
dialect q { summary "q"; }
typedef Scalar "q.scaled" {
  parameters { flags: u32, scale: f64, storage: Optional<Type> }
  bytecode 1 when absent($storage) (VarInt:$flags, DoubleAPFloat:$scale);
  bytecode 2 when present($storage) (VarInt:$flags, DoubleAPFloat:$scale, Type:$storage);
}
"#;
    let c = ods_dsl::check_source("eq.ods", ods).unwrap_or_else(|f| panic!("{}", f.render()));
    let from_ods = normalise(ods_dsl::codegen::def_items(&c.module.defs[0]));
    let from_macro = normalise(crate::defs::expand(
        quote!(
            "q.scaled",
            bytecode = "1 when absent($storage) (VarInt:$flags, DoubleAPFloat:$scale)",
            bytecode = "2 when present($storage) (VarInt:$flags, DoubleAPFloat:$scale, Type:$storage)"
        ),
        quote!(
            pub struct Scalar {
                flags: u32,
                scale: f64,
                storage: Option<Type>,
            }
        ),
        false,
    ));
    assert_eq!(from_ods, from_macro);
    let errors = crate::defs::expand(
        quote!("q.a", bytecode = "1 (Varint:$a)", bytecode = "2 (SignedVarInt $a)"),
        quote!(
            pub struct A {
                a: i64,
            }
        ),
        false,
    )
    .to_string();
    assert!(errors.contains("unknown bytecode encoding 'Varint'"), "{errors}");
    assert!(
        errors.contains("syntax error: expected a field `Encoding:$parameter`"),
        "{errors}"
    );
}
