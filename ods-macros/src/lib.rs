//! Ops, dialects, types and attributes declared in Rust: the second front
//! end of ods-dsl's definition model.
//!
//! [`macro@op`] reads a struct whose fields are the op's operands, results,
//! attributes, properties, regions and successors into ods-dsl's syntax
//! tree; ods-dsl validates it with the same rules and messages as a `.ods`
//! file and generates the same code (typed handle, accessors, builders,
//! adaptor, verifier schema). Errors point at the Rust token they are about
//! (the field, the trait, the column in a format string), all of them at
//! once, and the macro still emits the op's items so that one mistake
//! gives one error.
//!
//! | macro | declares |
//! | --- | --- |
//! | [`macro@op`] | an op (struct with annotated fields) |
//! | [`macro@op_class`] | an op class that ops inherit (struct with annotated fields) |
//! | [`macro@dialect`] | a dialect and the registration of its ops |
//! | [`macro@type_def`], [`macro@attr_def`] | a dialect type or attribute with parameters (on a struct), an enum attribute (`#[attr_def]` on an enum) |
//! | [`macro@op_interface`] | an op interface (on a trait), which `#[op(interfaces = [...])]` lists |
//! | [`macro@attr_interface`], [`macro@type_interface`] | an attribute or type interface (on a trait), which `#[attr_def(interfaces = [...])]`, `#[type_def(interfaces = [...])]` list |
//! | [`patterns!`] | declarative rewrite patterns (MLIR's DRR) over `#[op]` ops and included `.ods` ops |
//! | [`include_ods!`] | everything in a `.ods` file, without a build script |
//!
//! Generated code refers to the `ir` crate by `::ir::...`, so the crate
//! using these macros depends on `ir`.

#![warn(missing_docs)]

mod anchor_checks;
mod args;
mod attach;
#[cfg(test)]
mod def_interface_tests;
mod defs;
mod dialect;
mod enum_attr;
mod hidden_macro;
mod include;
mod interface;
#[cfg(test)]
mod interface_tests;
mod op;
mod op_class;
#[cfg(test)]
mod op_class_tests;
mod pattern_syntax;
#[cfg(test)]
mod pattern_tests;
mod patterns;
mod property_type;
mod provide;
mod spans;
#[cfg(test)]
mod tests;
mod texpr;

use proc_macro::TokenStream;

/// Declares an op on a struct named `<Name>Op`, which becomes the op's
/// typed handle.
///
/// ```
/// use ods_macros::op;
///
/// /// Integer addition
/// ///
/// /// Adds two integers of the same type.
/// #[op("demo.add", traits = [Pure, Commutative, SameOperandsAndResultType],
///      format = "$lhs `,` $rhs attr-dict `:` type($result)")]
/// pub struct AddOp {
///     /// The left-hand side.
///     #[operand] lhs: SignlessIntegerLike,
///     #[operand] rhs: SignlessIntegerLike,
///     #[attr] overflow: Option<UnitAttr>,
///     #[result] result: SignlessIntegerLike,
/// }
///
/// let ctx = ir::Context::new();
/// AddOp::register(&ctx);
/// let mut arena = ir::IrArena::new();
/// let block = arena.create_block(&[]);
/// let i32t = ctx.int_type(32);
/// let x = arena.add_block_arg(block, i32t, ctx.unknown_loc());
/// let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
/// let add = AddOp::build_inferred(&mut b, x, x, None).unwrap();
/// assert_eq!(add.lhs(&ctx, &arena), x);
/// assert!(add.verify_invariants(&ctx, &arena).is_ok());
/// assert_eq!(AddOp::NAME, "demo.add");
/// ```
///
/// Properties take every `.ods` property kind; an `EnumProp` names an enum
/// of an included file, whose Rust type the module also needs:
///
/// ```
/// mod test_ops {
///     // dialect `test` and `enum TestEnum { first, second, third }`
///     ods_macros::include_ods!("tests/data/native_props.ods");
///
///     /// Modes
///     #[ods_macros::op("test.modes", include = "tests/data/native_props.ods",
///                      format = "$mode $modes attr-dict")]
///     pub struct ModesOp {
///         #[property] mode: EnumProp<TestEnum>,
///         #[property] modes: ArrayProp<EnumProp<TestEnum>>,
///     }
/// }
///
/// let ctx = ir::Context::new();
/// test_ops::ModesOp::register(&ctx);
/// let m = ir::text::parse_source(&ctx, "in.mlir", b"test.modes second [first, third]").unwrap();
/// let custom = ir::text::printer::PrintOptions { generic: false, debug_info: false };
/// let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, custom);
/// assert!(text.contains("  test.modes second [first, third]\n"), "{text}");
/// let generic = ir::text::printer::PrintOptions { generic: true, debug_info: false };
/// let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, generic);
/// assert!(text.contains("<{mode = 1 : i32, modes = [0 : i32, 2 : i32]}>"), "{text}");
/// // Typed accessors give the enum, an `ArrayProp` of it a `Vec`.
/// let op = test_ops::ModesOp(m.arena.walk_preorder(m.top)[1]);
/// assert_eq!(op.modes(&ctx, &m.arena), Some(vec![test_ops::TestEnum::First, test_ops::TestEnum::Third]));
/// let bytes = ir::bytecode::write(&ctx, &m.arena, m.top, &Default::default()).unwrap();
/// let back = ir::bytecode::read(&ctx, &bytes).unwrap();
/// assert_eq!(ir::text::printer::print_operation(&ctx, &back.arena, back.top, generic), text);
/// let err = ir::text::parse_source(&ctx, "in.mlir", b"test.modes first [fourth]").err().unwrap();
/// assert_eq!(err.message, "custom op 'test.modes' expected one of [first, second, third] for a test enum, got: fourth");
/// ```
///
/// Constraints, enums and type/attribute definitions of a `.ods` file are
/// available with `include`:
///
/// ```
/// use ods_macros::op;
///
/// /// Mixes two colors
/// #[op("demo.mix", include = "tests/data/demo.ods", traits = [SameTypeOperands])]
/// pub struct MixOp {
///     #[operand] a: SmallInt,
///     #[operand] b: SmallInt,
///     #[attr(default = "0")] color: Color,
/// }
/// # #[derive(Copy, Clone, Debug, PartialEq)]
/// # pub enum Color { Red, Green, Blue }
/// # impl Color {
/// #     pub fn from_attr(_: &ir::Context, _: ir::Attr) -> Option<Self> { None }
/// #     pub fn to_attr(self, ctx: &ir::Context) -> ir::Attr { ctx.unit_attr() }
/// # }
/// assert_eq!(MixOp::schema().operands[0].constraint.unwrap().summary, "8-bit or 16-bit signless integer");
/// ```
///
/// (The enum's Rust type comes from the `.ods` file's generated code, e.g.
/// [`include_ods!`] in the same module; the example stubs it.)
///
/// # The attribute
///
/// `#[op("dialect.name", ...)]` (or `name = "..."`) takes:
///
/// | argument | meaning (`.ods` equivalent) |
/// | --- | --- |
/// | `traits = [Pure, AllTypesMatch<["a", "b"]>, ...]` | traits, written as in `.ods` |
/// | `interfaces = [BranchOpInterface, crate::ifaces::Arity, ...]` | `interfaces [...]`; a path (`self::X`, `ifaces::X`) names an interface declared in Rust with [`macro@op_interface`], which the op's `register` attaches |
/// | `format = "..."` | the declarative assembly format |
/// | `summary = "..."`, `description = "..."` | instead of the doc comment |
/// | `builders = [with_value(value: i64, negate: bool = false)]` | custom builders: the generated `with_value(builder, value, negate: Option<bool>)` calls your `with_value_impl(builder, value, negate)`; parameter types are `Value`, `Type`, `Attr`, `Values`, `Types`, `Block`, `Region`, `bool`, `i32`, `i64`, `u32`, `u64`, `f64`, `str` or any Rust type; defaults are Rust expressions |
/// | `verifier`, `region_verifier`, `folder`, `canonicalizer`, `canonicalize_method` | hooks you implement on the struct (`fn verify(self, &Context, &IrArena) -> Result<(), Diagnostic>`, ...) |
/// | `custom_assembly` | a hand-written custom form: `fn parse_assembly(&mut OpAsmParser, &mut OperationState) -> Result<(), Diagnostic>` and `fn print_assembly(self, &mut OpAsmPrinter)` on the struct (no `format`) |
/// | `result_names` | `fn result_names(self, &Context, &IrArena, &mut dyn FnMut(u32, &str))` names results in custom form (`getAsmResultNames`) |
/// | `result_names = "alloc"` | fixed names of results 0, 1, ... (comma-separated) in custom form, without a hook |
/// | `block_arg_names` | `fn block_arg_names(self, &Context, &IrArena, RegionId, &mut dyn FnMut(BlockId, u32, &str))` names block arguments in custom form (`getAsmBlockArgumentNames`) |
/// | `default_dialect = "func"` | the dialect prefix that may be left out in the op's regions |
/// | `skip_default_builders` | only the custom builders |
/// | `include = "src/defs.ods"` | constraints, enums, classes and type/attribute definitions from a `.ods` file (relative to `CARGO_MANIFEST_DIR`, else to the calling file's directory) |
/// | `class = Arith_BinaryOp<I32>` | `: Arith_BinaryOp<I32>`: inherit from an op class of an included file |
/// | `class = classes::Demo_BinaryOp<I32>` | the same from a class declared with [`macro@op_class`], named by its path |
/// | `let(format = "...", verifier = false)` | `let format = "..."; let verifier = false;`: override a string field or flag the class defines |
/// | `let(operands)` | `let operands = { ... };`: the struct's fields of that section replace the class's (without it they add to it) |
///
/// The doc comment's first paragraph is the summary, the rest the
/// description; both end up in the generated handle's documentation.
///
/// # Fields
///
/// Each field has one kind: `#[operand]`, `#[result]`, `#[attr]`,
/// `#[property]`, `#[region]` or `#[successor]`, and its type is a
/// constraint as in `.ods` (`I32`, `AnyType`, `TensorOf<(F32, F64)>`,
/// `ConfinedAttr<I64Attr, (IntMinValue<0>,)>`; lists are tuples in field
/// types). The field name is the ODS name (accessors are its snake_case);
/// `#[operand(name = "destOperands")]` gives another. Rust types say how
/// many:
///
/// | field | `.ods` |
/// | --- | --- |
/// | `#[operand] x: Option<I32>` | `Optional<I32>` |
/// | `#[operand] xs: Vec<AnyType>` | `Variadic<AnyType>` |
/// | `#[operand(segments = "sizes")] g: Vec<Vec<AnyType>>` | `VariadicOfVariadic<AnyType, "sizes">` |
/// | `#[attr] a: Option<StrAttr>` | `OptionalAttr<StrAttr>` |
/// | `#[attr(default = "7")] a: I32Attr` | `DefaultValuedAttr<I32Attr, "7">` |
/// | `#[attr(default = "7")] a: Option<I32Attr>` | `DefaultValuedOptionalAttr<I32Attr, "7">` |
/// | `#[property] p: Option<I64Prop>`, `#[property(default = "3")] p: I32Prop` | `OptionalProp<..>`, `DefaultValuedProp<.., "3">` |
/// | `#[property] xs: IntArrayProp<I32Prop>` | `IntArrayProp<I32Prop>` (`[1, 2]` in a format, `array<i32: 1, 2>` generic) |
/// | `#[property] xs: ArrayProp<ArrayProp<I32Prop>>` | `ArrayProp<...>` (`[[1, 2]]` in a format, `[[1 : i32, 2 : i32]]` generic) |
/// | `#[property] b: Option<IntProp<"uint8_t">>` | `OptionalProp<IntProp<"uint8_t">>` (C++ integer types as in `.ods`) |
/// | `#[property] n: OptionalProp<OptionalProp<I64Prop>>`, `s: OptionalProp<StringProp, 0>`, `xs: ArrayProp<OptionalProp<I64Prop>>` | the same (spelled out: `Option<..>` wraps only the outermost) |
/// | `#[property(default = "b")] m: EnumProp<Mode>` | `DefaultValuedProp<EnumProp<Mode>, "b">`, `Mode` an `enum` of an `include`d `.ods` file |
/// | `#[property] p: props::NiceProps`, `q: Option<props::NiceProps>`, `r: ArrayProp<props::NiceProps>` | a `property_type` of an `include`d `.ods` file, by the path of the module that generates it (or its name, in scope), or a kind declared with [`macro@property_type`], by its path: typed accessors give its storage type |
/// | `#[region] rs: Vec<SizedRegion<1>>` | `VariadicRegion<SizedRegion<1>>` |
/// | `#[successor] ss: Vec<AnySuccessor>` | `VariadicSuccessor<AnySuccessor>` |
///
/// The ODS spellings (`Variadic<AnyType>`, `OptionalAttr<StrAttr>`, ...)
/// work too.
///
/// # Attributes declared in Rust
///
/// An attribute field's type may be the path of an attribute declared in
/// Rust with [`macro@attr_def`] (`self::RoundModeAttr`, the unit struct of
/// an enum attribute or bit enum; `crate::tpu::Pair`, an attribute
/// definition's struct): a path of two or more segments, where a single
/// name is a constraint of `.ods` or of an `include`d file. The op checks
/// the attribute's kind and prints its summary as it does for the same
/// definition in an included `.ods`, and the typed accessor reads and
/// builds the enum (or the struct), through the type's
/// `ir::ods::DeclaredAttr`. A path to anything else (a type definition, a
/// plain Rust type) is rustc's error at the path: the trait bound
/// `ir::ods::DeclaredAttr` is not satisfied. An enum attribute may have a
/// default value (`#[attr(default = "HalfUp")]`, through its constant
/// builder, checked to be a case at compile time), and its summary composes
/// into `ConfinedAttr`/`AnyAttrOf` summaries; typed builders take an
/// attribute definition's struct by reference, as the included twin's.
///
/// ```
/// mod drs {
///     use ods_macros::{attr_def, dialect, op};
///
///     /// rounding mode
///     #[attr_def("drs.mode")]
///     pub enum Mode { HalfAwayFromZero = 0, HalfUp = 1 }
///
///     /// pair of integers
///     #[attr_def("drs.pair")]
///     pub struct Pair { pub first: i64, pub second: i64 }
///
///     /// Rounds
///     #[op("drs.round", format = "$mode attr-dict")]
///     pub struct RoundOp {
///         #[attr] mode: self::ModeAttr,
///     }
///
///     /// Tags
///     #[op("drs.tag")]
///     pub struct TagOp {
///         #[attr] pair: self::Pair,
///     }
///
///     /// Rounds, half up unless told
///     #[op("drs.round_default", format = "attr-dict")]
///     pub struct RoundDefaultOp {
///         #[attr(default = "HalfUp")] mode: self::ModeAttr,
///         #[attr] either: Option<AnyAttrOf<(self::ModeAttr, I64Attr)>>,
///     }
///
///     /// Declared attributes demo
///     #[dialect("drs", ops = [RoundOp, TagOp, RoundDefaultOp], enum_attrs = [ModeAttr], attrs = [Pair])]
///     pub struct DrsDialect;
/// }
/// use drs::{DrsDialect, Mode, Pair, RoundDefaultOp, RoundOp, TagOp};
///
/// // The same in `.ods`: `enum_attr Dods_ModeAttr "dods.mode"`, `attrdef
/// // Dods_PairAttr "dods.pair"`, ops `dods.round` and `dods.tag`.
/// mod twin {
///     ods_macros::include_ods!("tests/data/declared_attrs.ods");
/// }
///
/// let ctx = ir::Context::new();
/// DrsDialect::register(&ctx);
/// twin::registration::register(&ctx);
/// let generic = ir::text::printer::PrintOptions { generic: true, debug_info: false };
/// let src = "\"drs.round\"() <{mode = #drs<mode HalfUp>}> : () -> ()\n\
///            \"drs.tag\"() <{pair = #drs.pair<1, 2>}> : () -> ()\n";
/// let m = ir::text::parse_source(&ctx, "in.mlir", src.as_bytes()).unwrap();
/// ir::verify::verify(&ctx, &m.arena, m.top).unwrap();
/// let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, generic);
/// assert!(text.contains(&src.replace("\"d", "  \"d")), "{text}");
/// // In a format, the enum attribute's stripped form, as in the twin's.
/// let custom = ir::text::printer::PrintOptions { generic: false, debug_info: false };
/// let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, custom);
/// let twin_src = src.replace("drs", "dods");
/// let twin_m = ir::text::parse_source(&ctx, "in.mlir", twin_src.as_bytes()).unwrap();
/// let twin_text = ir::text::printer::print_operation(&ctx, &twin_m.arena, twin_m.top, custom);
/// assert_eq!(text.replace("drs", "dods"), twin_text);
/// // (MLIR's enum attribute printer starts with a space of its own.)
/// assert!(text.contains("  drs.round  HalfUp\n"), "{text}");
/// let back = ir::text::parse_source(&ctx, "in.mlir", text.as_bytes()).unwrap();
/// assert_eq!(ir::text::printer::print_operation(&ctx, &back.arena, back.top, custom), text);
/// let ops = m.arena.walk_preorder(m.top);
/// let round = ops.iter().find_map(|&o| RoundOp::cast(&ctx, &m.arena, o)).unwrap();
/// assert_eq!(round.mode(&ctx, &m.arena), Some(Mode::HalfUp));
/// let tag = ops.iter().find_map(|&o| TagOp::cast(&ctx, &m.arena, o)).unwrap();
/// assert_eq!(tag.pair(&ctx, &m.arena), Some(Pair { first: 1, second: 2 }));
///
/// // Building with the typed value, and the `.ods` twin's messages on an
/// // attribute of another kind (a property conversion's, as MLIR's).
/// let mut arena = ir::IrArena::new();
/// let block = arena.create_block(&[]);
/// let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
/// let round = RoundOp::build_unwrapped(&mut b, Mode::HalfAwayFromZero).unwrap();
/// let twin_round = twin::RoundOp::build_unwrapped(&mut b, twin::Mode::HalfUp).unwrap();
/// let tag = TagOp::build_unwrapped(&mut b, &Pair { first: 3, second: 4 }).unwrap();
/// let twin_tag = twin::TagOp::build_unwrapped(&mut b, &twin::PairAttr { first: 3, second: 4 }).unwrap();
/// assert_eq!(round.mode(&ctx, &arena), Some(Mode::HalfAwayFromZero));
/// assert_eq!(tag.pair(&ctx, &arena), Some(Pair { first: 3, second: 4 }));
/// let one = ir::ods::values::int_attr(&ctx, 1, "i32").unwrap();
/// round.set_mode_attr(&ctx, &mut arena, one);
/// twin_round.set_mode_attr(&ctx, &mut arena, one);
/// tag.set_pair_attr(&ctx, &mut arena, one);
/// twin_tag.set_pair_attr(&ctx, &mut arena, one);
/// let message = round.verify_invariants(&ctx, &arena).unwrap_err().message;
/// assert_eq!(message, "invalid properties {mode = 1 : i32} for op drs.round: \
///                      Invalid attribute `mode` in property conversion: 1 : i32");
/// assert_eq!(message.replace("drs", "dods"), twin_round.verify_invariants(&ctx, &arena).unwrap_err().message);
/// let message = tag.verify_invariants(&ctx, &arena).unwrap_err().message;
/// assert_eq!(message.replace("drs", "dods"), twin_tag.verify_invariants(&ctx, &arena).unwrap_err().message);
/// // The constraint's summary, as the twin's.
/// let summary = |s: &ir::ods::OpSchema| s.attrs[0].constraint.unwrap().summary;
/// assert_eq!(summary(RoundOp::schema()), "rounding mode");
/// assert_eq!(summary(RoundOp::schema()), summary(twin::RoundOp::schema()));
/// assert_eq!(summary(TagOp::schema()), "pair of integers");
/// assert_eq!(summary(TagOp::schema()), summary(twin::TagOp::schema()));
/// let parsed_error = |name: &str| {
///     let src = format!("\"{name}\"() <{{mode = \"x\"}}> : () -> ()");
///     let m = ir::text::parse_source(&ctx, "in.mlir", src.as_bytes()).unwrap();
///     ir::verify::verify(&ctx, &m.arena, m.top).unwrap_err().message
/// };
/// assert_eq!(parsed_error("drs.round").replace("drs", "dods"), parsed_error("dods.round"));
///
/// // A default value (`DefaultValuedAttr<self::ModeAttr, "HalfUp">`): the
/// // enum attribute's constant builder, set when the op is parsed without
/// // it and printed (or elided) as the twin prints it, and the summary of
/// // `AnyAttrOf` composed with the declared attribute's, all as the twin's.
/// let src = "drs.round_default\ndrs.round_default {mode = #drs<mode HalfAwayFromZero>}\n";
/// let m = ir::text::parse_source(&ctx, "in.mlir", src.as_bytes()).unwrap();
/// let twin_m = ir::text::parse_source(&ctx, "in.mlir", src.replace("drs", "dods").as_bytes()).unwrap();
/// for opts in [generic, custom] {
///     let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, opts);
///     let twin_text = ir::text::printer::print_operation(&ctx, &twin_m.arena, twin_m.top, opts);
///     assert_eq!(text.replace("drs", "dods"), twin_text);
/// }
/// let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, generic);
/// assert!(text.contains("<{mode = #drs<mode HalfUp>}>"), "{text}");
/// let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, custom);
/// assert!(text.contains("  drs.round_default {mode = #drs<mode HalfAwayFromZero>}\n"), "{text}");
/// let first = m.arena.walk_preorder(m.top).into_iter().find_map(|o| RoundDefaultOp::cast(&ctx, &m.arena, o)).unwrap();
/// assert_eq!(first.mode(&ctx, &m.arena), Some(Mode::HalfUp));
/// let either = |s: &ir::ods::OpSchema| s.attrs[1].constraint.unwrap().summary;
/// assert_eq!(either(RoundDefaultOp::schema()), "rounding mode or 64-bit signless integer attribute");
/// assert_eq!(either(RoundDefaultOp::schema()), either(twin::RoundDefaultOp::schema()));
/// ```
///
/// # Errors
///
/// Every rule of the `.ods` language applies with the same message, e.g.
/// `op has multiple variadic operands but no specification over their
/// sizes`, at the field, trait or builder it concerns.
#[proc_macro_attribute]
pub fn op(args: TokenStream, item: TokenStream) -> TokenStream {
    let (args, item) = (args.into(), item.into());
    match op_class::route(&args, &item) {
        Some(call) => call.into(),
        None => op::expand(args, item).into_tokens().into(),
    }
}

/// Declares an op class (ODS's `class`) on a struct: a bundle of fields,
/// traits and other op fields that ops (and other classes) inherit with
/// `#[op(class = path::Name<args>)]`, as from a class of an included `.ods`.
///
/// It takes [`macro@op`]'s arguments and fields (no op name), and
/// `params(name: kind = default, ...)`, `.ods`'s `<name: kind = default>`
/// (`kind`: `int`, `string`, `Type`, `Attr`, `Trait`, `Constraint`, or
/// `[kind]` for a list; a default is written as an argument: `32`, `"cast"`,
/// `I32`, `[1, 2]`). A parameter stands for what it is bound to in the
/// fields' constraints, the traits, and `{name}` in strings;
/// `class = path::Base<args>` (or a `.ods` class by its bare name, of a file
/// the class or the op `include`s) is its base, and `let(...)` overrides the
/// base's fields. Doc comments document the class (they are no summary: an
/// op's own doc comment is its summary).
///
/// An op names the class by its path (`self::X`, `classes::X`,
/// `other_crate::classes::X`): the class's hidden `macro_rules!` hands its
/// tokens to the op's expansion (and those of its bases declared in Rust,
/// through `__ods_class_X::base`), which then checks and generates the op as
/// with the `.ods` class. The class is checked on its own here: its
/// declaration, the names its body uses that no argument can change (by
/// instantiating it with placeholder arguments) and, for a base declared in
/// Rust, the base's argument count and kinds (when the base's macro calls the
/// class back), each error once, at the class. Errors that depend on an op
/// (argument count and kinds, a substituted argument that is no constraint,
/// cyclic inheritance) are
/// reported where an op instantiates it, at the op's tokens, at the argument
/// or at the class, with `.ods`'s messages. The struct stays as a unit
/// struct of the same name and visibility, carrying the documentation.
///
/// ```
/// mod classes {
///     /// Binary ops whose operands and result have one type.
///     #[ods_macros::op_class(params(operand: Type), traits = [SameOperandsAndResultType, Pure],
///                            format = "$lhs `,` $rhs attr-dict `:` type($result)")]
///     pub struct Demo_BinaryOp {
///         #[operand] lhs: operand,
///         #[operand] rhs: operand,
///         #[result] result: operand,
///     }
///
///     /// Binary ops of signless integers.
///     #[ods_macros::op_class(class = self::Demo_BinaryOp<SignlessIntegerLike>, traits = [Commutative])]
///     pub struct Demo_IntBinaryOp {}
/// }
///
/// /// Addition
/// #[ods_macros::op("demo.addc", class = classes::Demo_BinaryOp<I32>, traits = [Commutative])]
/// pub struct AddCOp {}
///
/// /// Multiplication
/// #[ods_macros::op("demo.mulc", class = classes::Demo_IntBinaryOp)]
/// pub struct MulCOp {}
///
/// // The same class in `.ods` (`tests/data/op_classes.ods`), and an op using it.
/// mod twin {
///     ods_macros::include_ods!("tests/data/op_classes_twin.ods");
/// }
///
/// let ctx = ir::Context::new();
/// ctx.set_allow_unregistered_dialects(true);
/// AddCOp::register(&ctx);
/// MulCOp::register(&ctx);
/// let m = ir::text::parse_source(&ctx, "in.mlir", b"\"t.f\"() ({\n^bb0(%a: i32):\n  %0 = demo.addc %a, %a : i32\n  %1 = demo.mulc %0, %a : i32\n}) : () -> ()").unwrap();
/// ir::verify::verify(&ctx, &m.arena, m.top).unwrap();
/// // The op is the `.ods` class's op: the same schema.
/// let schema = |s: &ir::ods::OpSchema| format!("{:?}", (s.operands, s.results, s.traits));
/// assert_eq!(schema(AddCOp::schema()), schema(twin::AddCOp::schema()));
/// assert_eq!(format!("{:?}", MulCOp::schema().traits), "[Commutative, SameOperandsAndResultType, Pure]");
/// ```
#[proc_macro_attribute]
pub fn op_class(args: TokenStream, item: TokenStream) -> TokenStream {
    op_class::expand(args.into(), item.into()).into()
}

/// One step of an `#[op]` whose class is declared with [`macro@op_class`]:
/// called by the hidden macro of the class and of each base it inherits from,
/// with the classes handed on so far (`ods-macros/src/op_class.rs`).
#[doc(hidden)]
#[proc_macro]
pub fn __op_with_class(input: TokenStream) -> TokenStream {
    op_class::expand_step(input.into()).into()
}

/// Declares a dialect on a unit struct and registers the ops it lists.
///
/// ```
/// use ods_macros::{dialect, op};
///
/// /// Demo dialect
/// #[dialect("demo", ops = [NopOp], dependent = [builtin], version = 1)]
/// pub struct DemoDialect;
///
/// /// Does nothing
/// #[op("demo.nop")]
/// pub struct NopOp {}
///
/// let ctx = ir::Context::new();
/// DemoDialect::register(&ctx);
/// assert_eq!(DemoDialect::NAMESPACE, "demo");
/// assert_eq!(DemoDialect::SUMMARY, "Demo dialect");
/// assert_eq!(DemoDialect::schemas()[0].name, "demo.nop");
/// ```
///
/// Arguments: the name (positional or `name = "..."`), `ops = [...]` (op
/// handle types, each checked at compile time to be of this dialect),
/// `patterns = [...]` (pattern sets declared with [`patterns!`], whose
/// patterns `register` adds as canonicalization patterns after the ops),
/// `types = [...]` and `attrs = [...]` ([`macro@type_def`] and
/// [`macro@attr_def`] structs), `dependent = [...]`, `version = N` (or
/// `version = "2.0"`, a version of several components),
/// `upgrade = "path"`, `type_parser = "path"` (the dialect's own type
/// parser, `.ods`'s `type_parser "path";`: `fn(&mut dyn
/// ir::context::DialectTypeParser) -> Result<ir::Type, ir::Diagnostic>`),
/// `constant_materializer = path` (below), and `summary`/`description` instead of the doc comment. The struct gets
/// `NAMESPACE`, `SUMMARY`, `DESCRIPTION`, `VERSION`, `DEPENDENT`,
/// `register(ctx)` and `schemas()`.
///
/// `register` also registers the dialect's bytecode interface: its version
/// and the encodings of the listed definitions (each definition's
/// `DEFAULT_BYTECODE` or `DECLARED_BYTECODE`; declared encodings, when the
/// types or the attributes have any, are their only ones, as in `.ods`). A
/// declared code used by two of the listed types (or attributes) fails to
/// compile: `duplicate bytecode code among the types of dialect 'd'`; so
/// does a mnemonic two of them share (`duplicate type mnemonic in dialect
/// 'd'`; types may share one when the dialect has a `type_parser`).
///
/// `constant_materializer = path` (`.ods`'s `constant_materializer
/// "path";`, MLIR's `Dialect::materializeConstant`) registers the function
/// (an `ir::registry::MaterializeConstantFn`) that builds the dialect's
/// constant op for a folded value; a path that names nothing, or a function
/// of another signature, is rustc's error at the path:
///
/// ```
/// use ods_macros::dialect;
///
/// fn materialize(ctx: &ir::Context, value: ir::Attr, ty: ir::Type, loc: ir::Attr) -> Option<ir::OpSpec> {
///     let props = ctx.dictionary_attr(vec![(ctx.string_attr(b"value"), value)]);
///     Some(ir::OpSpec {
///         name: ctx.op_name("demo.constant"),
///         loc,
///         operands: Vec::new(),
///         result_types: vec![ty],
///         successors: Vec::new(),
///         regions: Vec::new(),
///         properties: Some(props),
///         attrs: None,
///     })
/// }
///
/// /// Demo dialect
/// #[dialect("demo", constant_materializer = materialize)]
/// pub struct DemoDialect;
///
/// let ctx = ir::Context::new();
/// DemoDialect::register(&ctx);
/// let hook = ctx.registry().dialect_transforms("demo").materialize_constant.unwrap();
/// let (i32t, loc) = (ctx.int_type(32), ctx.unknown_loc());
/// let spec = hook(&ctx, ctx.unit_attr(), i32t, loc).unwrap();
/// assert_eq!(spec.result_types, [i32t]);
/// ```
#[proc_macro_attribute]
pub fn dialect(args: TokenStream, item: TokenStream) -> TokenStream {
    dialect::expand(args.into(), item.into()).into()
}

/// Declares a dialect type whose parameters are the struct's fields
/// (`!dialect.mnemonic<p0, p1, ...>`).
///
/// ```
/// use ods_macros::type_def;
///
/// /// Shape type
/// #[type_def("demo.shape")]
/// pub struct Shape {
///     /// The rank.
///     rank: i64,
///     element: Type,
///     dims: Vec<i64>,
/// }
///
/// let ctx = ir::Context::new();
/// ctx.set_allow_unregistered_dialects(true);
/// let s = Shape { rank: 2, element: ctx.int_type(32), dims: vec![2, 3] };
/// let t = s.get(&ctx);
/// assert_eq!(Shape::read(&ctx, t), Some(s));
/// ```
///
/// Parameter types: `i64`, `u64`, `i32`, `u32`, `bool`, `f64`, `String`,
/// `Type`, `Attr`, and `Vec` of one. A field may carry `#[default = "v"]`
/// (a defaulted parameter) and `#[cpp_type = "int"]` (the C++ type MLIR's
/// messages name, `.ods`' `cpp_type "int"`). The doc comment gives the
/// summary and description; `summary = "..."`/`description = "..."`
/// override it.
///
/// Arguments besides the name: `format = "..."` (the assembly format),
/// `verifier` (a hand-written `fn verify(&self, &Context) -> Result<(),
/// String>`), and `bytecode = "CODE [when present|absent($p)] (Enc:$p,
/// ...)"`, once per declared bytecode encoding (`.ods`'s `bytecode ...;`
/// without the keyword and the `;`, with its messages, at the column in the
/// string), and `interfaces = [...]` (the attribute or type interfaces it
/// implements, as `.ods`' `interfaces [...]`: upstream's, like
/// `MemRefElementTypeInterface`, or one declared in Rust by its path
/// (`ifaces::Wide`), implemented by the generated code when every method has a
/// default, or `DeclareTypeInterfaceMethods<X>` (`<path::X>`) implemented beside
/// the struct):
///
/// ```
/// use ods_macros::type_def;
///
/// /// A calibrated type (upstream's `quant.calibrated`)
/// #[type_def("demo.calibrated",
///            bytecode = "3 (Type:$expressed_type, DoubleAPFloat:$min, DoubleAPFloat:$max)")]
/// pub struct Calibrated {
///     expressed_type: Type,
///     min: f64,
///     max: f64,
/// }
///
/// assert_eq!(Calibrated::DECLARED_BYTECODE[0].code, 3);
/// assert_eq!(Calibrated::DEFAULT_BYTECODE, None);
/// ```
///
/// The struct gets `DECLARED_BYTECODE` and `DEFAULT_BYTECODE` (the
/// positional encoding a definition without a format or declared encodings
/// has), which [`macro@dialect`] registers for the types and attributes it
/// lists.
#[proc_macro_attribute]
pub fn type_def(args: TokenStream, item: TokenStream) -> TokenStream {
    defs::expand(args.into(), item.into(), false).into()
}

/// Declares a dialect attribute whose parameters are the struct's fields
/// (`#dialect.mnemonic<p0, p1, ...>`); see [`macro@type_def`].
///
/// ```
/// use ods_macros::attr_def;
///
/// /// Pair attribute
/// #[attr_def("demo.pair")]
/// pub struct Pair {
///     first: i64,
///     second: String,
/// }
///
/// let ctx = ir::Context::new();
/// ctx.set_allow_unregistered_dialects(true);
/// let p = Pair { first: 1, second: "x".into() };
/// assert_eq!(Pair::read(&ctx, p.get(&ctx)), Some(p));
/// ```
///
/// On an enum it declares a dialect enum attribute (`.ods`'s `enum` or
/// `bit_enum` and the `enum_attr` wrapping it): the enum (a bit-flag newtype
/// with `bit_enum`) and the unit struct `<Enum>Attr` (`get`, `read`,
/// `parse_stripped`, `INFO`, and `ir::ods::DeclaredAttr`, by which an
/// [`macro@op`] names it: `#[attr] mode: self::RoundModeAttr`), which
/// [`macro@dialect`] registers with `enum_attrs = [...]`. A struct's
/// attribute implements `DeclaredAttr` too (`#[attr] pair: self::Pair`). The doc comment's first paragraph is the enum's
/// summary; `#[repr(i64)]` makes it an `I64EnumAttr` (`i32` otherwise);
/// each case needs its value (`Case = N`), and `#[spelling = "s"]` gives
/// MLIR's case string when it is not the symbol. Arguments: the name,
/// `format` (`$value`, the default, or `` `<` $value `>` ``), `cpp_type`
/// (the C++ type MLIR's messages name), `summary`, and for bit enums
/// `bit_enum`, `separator` and `primary_groups`:
///
/// ```
/// use ods_macros::{attr_def, dialect};
///
/// /// rounding mode
/// #[attr_def("demo.round_mode", cpp_type = "::demo::RoundMode")]
/// pub enum RoundMode {
///     HalfAwayFromZero = 0,
///     HalfUp = 1,
/// }
///
/// /// fast-math flags
/// #[attr_def("demo.fastmath", bit_enum, separator = ",", primary_groups, format = "`<` $value `>`")]
/// #[repr(i32)]
/// pub enum FastMath {
///     none = 0,
///     nnan = 1,
///     ninf = 2,
///     fast = 3,
/// }
///
/// /// Demo dialect
/// #[dialect("demo", enum_attrs = [RoundModeAttr, FastMathAttr])]
/// pub struct DemoDialect;
///
/// let ctx = ir::Context::new();
/// ctx.set_allow_unregistered_dialects(true);
/// DemoDialect::register(&ctx);
/// let src = "\"t.op\"() {flags = #demo.fastmath<ninf,nnan>, mode = #demo<round_mode HalfUp>} : () -> ()\n";
/// let m = ir::text::parse_source(&ctx, "in.mlir", src.as_bytes()).unwrap();
/// let generic = ir::text::printer::PrintOptions { generic: true, debug_info: false };
/// let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, generic);
/// assert!(text.contains("{flags = #demo.fastmath<fast>, mode = #demo<round_mode HalfUp>}"), "{text}");
/// let bytes = ir::bytecode::write(&ctx, &m.arena, m.top, &Default::default()).unwrap();
/// let back = ir::bytecode::read(&ctx, &bytes).unwrap();
/// assert_eq!(ir::text::printer::print_operation(&ctx, &back.arena, back.top, generic), text);
/// let attr = RoundModeAttr::get(&ctx, RoundMode::HalfUp);
/// assert_eq!(RoundModeAttr::read(&ctx, attr), Some(RoundMode::HalfUp));
/// assert_eq!(FastMathAttr::read(&ctx, FastMathAttr::get(&ctx, FastMath::NNAN)), Some(FastMath::NNAN));
/// let bad = "\"t.op\"() {mode = #demo<round_mode Up>} : () -> ()\n";
/// let err = ir::text::parse_source(&ctx, "in.mlir", bad.as_bytes()).err().unwrap();
/// assert_eq!(err.message, "expected ::demo::RoundMode to be one of: HalfAwayFromZero, HalfUp");
/// ```
#[proc_macro_attribute]
pub fn attr_def(args: TokenStream, item: TokenStream) -> TokenStream {
    let item: proc_macro2::TokenStream = item.into();
    match syn::parse2::<syn::ItemEnum>(item.clone()) {
        Ok(e) => enum_attr::expand(args.into(), e).into(),
        Err(_) => defs::expand(args.into(), item, true).into(),
    }
}

/// Declares an op interface on a trait: `.ods`'s `op_interface`, with the same
/// validation and the same generated items (the trait, extending
/// `ir::ods::TypedOp`; `FooMethods`, one op's method pointers; `FooRef`, an op seen
/// through the interface; and, by the interface's kind, its registration with the
/// ops or its table of implementations `FooImpls`). An op lists it with
/// `#[op(interfaces = [path::Foo])]` in another item, implements the trait beside
/// it, and its `register` attaches the implementation; generic code asks
/// `op.interface::<FooRef>(ctx, arena)`:
///
/// ```
/// use ods_macros::{op, op_interface};
///
/// mod ifaces {
///     /// Ops that say how many operands they combine
///     #[ods_macros::op_interface]
///     pub trait Arity {
///         /// The number of operands.
///         fn operand_count(self, arena: &ir::IrArena) -> usize {
///             arena.num_operands(ir::ods::TypedOp::op_id(self))
///         }
///         /// A symbol for the op.
///         fn symbol(self) -> &'static str;
///         /// The operands every op of its kind combines (a static method: no `self`).
///         fn expected_operands() -> usize;
///     }
/// }
///
/// /// Addition
/// #[op("demo.add", traits = [SameOperandsAndResultType], interfaces = [ifaces::Arity])]
/// pub struct AddOp {
///     #[operand] lhs: AnyType,
///     #[operand] rhs: AnyType,
///     #[result] result: AnyType,
/// }
///
/// /// Does nothing
/// #[op("demo.nop")]
/// pub struct NopOp {}
///
/// impl ifaces::Arity for AddOp {
///     fn symbol(self) -> &'static str {
///         "+"
///     }
///     fn expected_operands() -> usize {
///         2
///     }
/// }
///
/// let ctx = ir::Context::new();
/// AddOp::register(&ctx);
/// NopOp::register(&ctx);
/// // The interface cannot see the ops listing it: the registry records them.
/// assert!(ifaces::ARITY_OPS.is_empty());
/// assert_eq!(ifaces::ArityMethods::declaring_ops(&ctx), ["demo.add"]);
/// // Static methods are called for a registered op name, before any op exists.
/// let methods = ifaces::ArityMethods::get(&ctx, ctx.op_name("demo.add")).unwrap();
/// assert_eq!(methods.expected_operands(), 2);
/// assert!(ifaces::ArityMethods::get(&ctx, ctx.op_name("demo.nop")).is_none());
/// let mut arena = ir::IrArena::new();
/// let block = arena.create_block(&[]);
/// let i32t = ctx.int_type(32);
/// let x = arena.add_block_arg(block, i32t, ctx.unknown_loc());
/// let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
/// let add = AddOp::build_inferred(&mut b, x, x).unwrap();
/// let seen = add.0.interface::<ifaces::ArityRef>(&ctx, &arena).unwrap();
/// assert_eq!((seen.symbol(), seen.operand_count(&arena)), ("+", 2));
/// let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
/// let nop = NopOp::build(&mut b).unwrap();
/// assert!(nop.0.interface::<ifaces::ArityRef>(&ctx, &arena).is_none());
/// ```
///
/// A generic interface (types the implementer chooses, which the declaring code cannot
/// name) keeps its implementations in a table the implementing code builds:
///
/// ```
/// use ods_macros::op;
///
/// mod codegen {
///     /// Code generation of an op
///     #[ods_macros::op_interface]
///     pub trait Gen<Cx> {
///         /// Emits the op into `cx`.
///         fn emit(self, cx: &mut Cx);
///     }
/// }
/// use codegen::{Gen, GenImpls};
///
/// /// Does nothing
/// #[op("demo.nop", interfaces = [codegen::Gen])]
/// pub struct NopOp {}
///
/// impl Gen<Vec<&'static str>> for NopOp {
///     fn emit(self, cx: &mut Vec<&'static str>) {
///         cx.push("nop");
///     }
/// }
///
/// let ctx = ir::Context::new();
/// NopOp::register(&ctx);
/// let mut arena = ir::IrArena::new();
/// let block = arena.create_block(&[]);
/// let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
/// let nop = NopOp::build(&mut b).unwrap();
/// // The registered ops declaring it that the table does not implement yet.
/// assert_eq!(GenImpls::<Vec<&'static str>>::new().missing_in(&ctx), ["demo.nop"]);
/// let impls = GenImpls::<Vec<&'static str>>::new().attach::<NopOp>();
/// assert!(impls.missing_in(&ctx).is_empty());
/// let mut out = Vec::new();
/// impls.get(&ctx, &arena, nop.0).unwrap().emit(&mut out);
/// assert_eq!(out, ["nop"]);
/// ```
///
/// The trait says what `.ods` says: type parameters the implementer chooses
/// (`trait Gen<Cx, E>`, no bounds: such an interface is not registered with the ops
/// but gets `GenImpls<Cx, E>`, a table the implementing code builds), methods
/// `fn name(self, arg: Type, ...) -> Type` with an optional default body (a provided
/// method), static methods without receiver (`.ods`'s `static_method`, MLIR's
/// `StaticInterfaceMethod`: `FooMethods::get(ctx, op_name)` calls them by op name), doc comments (the interface's summary and description, each method's
/// documentation). Errors are `.ods`'s (`duplicate interface 'BranchOpInterface'`,
/// `interface 'X' has no methods`, `parameter name 'op' is reserved`, ...), plus
/// what Rust can write and `.ods` cannot (bounds, associated items, generic,
/// `unsafe` or `&self` methods), each at its tokens.
///
/// Supertraits are the interface's bases (`.ods`'s `op_interface D : B`, MLIR's
/// `baseInterfaces`): `B` for an interface `.ods` declares (rods' upstream ones),
/// `path::B` for one declared in Rust. An op listing `D` implements `B` too, and
/// `DMethods::attach` (the op's registration) attaches `B`'s implementation first,
/// so the op is queryable as each; a handle converts to an `.ods`-declared base's
/// (`CallableOpInterfaceRef::from(d)`, upstream's conversion to a base). An
/// interface declared in Rust whose methods all have default bodies (and no type
/// parameters), listed plainly or reached as a base declared in Rust, is
/// implemented for the op without an `impl` (through the interface's hidden
/// macro, as for attribute and type interfaces); listed as
/// `DeclareOpInterfaceMethods<path::D>`, the op implements it itself:
///
/// ```
/// use ods_macros::{op, op_interface};
///
/// mod ifaces {
///     /// Ops with a name
///     #[ods_macros::op_interface]
///     pub trait Named {
///         /// The name.
///         fn name(self) -> &'static str;
///     }
///     /// Ops with a name, which has a length
///     #[ods_macros::op_interface]
///     pub trait Measured: self::Named {
///         /// The name's length.
///         fn size(self) -> usize {
///             self.name().len()
///         }
///     }
/// }
///
/// /// Does nothing
/// #[op("demo.nop", interfaces = [ifaces::Measured])]
/// pub struct NopOp {}
/// impl ifaces::Named for NopOp {
///     fn name(self) -> &'static str {
///         "nop"
///     }
/// }
/// // `Measured`, all defaults, needs no `impl`.
///
/// let ctx = ir::Context::new();
/// NopOp::register(&ctx);
/// let mut arena = ir::IrArena::new();
/// let block = arena.create_block(&[]);
/// let mut b = ir::ods::OpBuilder::new(&ctx, &mut arena).at_end(block);
/// let nop = NopOp::build(&mut b).unwrap();
/// assert_eq!(nop.0.interface::<ifaces::MeasuredRef>(&ctx, &arena).unwrap().size(), 3);
/// // The base was attached with it.
/// assert_eq!(nop.0.interface::<ifaces::NamedRef>(&ctx, &arena).unwrap().name(), "nop");
/// ```
///
/// An op's `#[op(interfaces = [...])]` names an interface declared in Rust by its
/// path (`self::Foo`, `crate::ifaces::Foo`; a bare name is an ODS name: rods', an
/// included `.ods` file's, else `unknown interface 'Foo'` as in `.ods`). The op's
/// `register` then calls `path::FooMethods::__declared_by::<Op>(ctx)`, which attaches
/// the op's implementation (nothing for a generic interface) and records the op as
/// declaring it in the context's registry, so a path that names no
/// interface, or an op that does not implement it, is rustc's error at the path. As
/// the interface cannot see the ops declaring it, its `FOO_OPS` is empty (and a
/// generic one's `FooImpls::missing()` too): `FooMethods::declaring_ops(ctx)` gives
/// them (`FOO_OPS` and the registered ops declaring it), and `FooImpls::missing_in(ctx)`
/// the registered ones without an implementation. A path in `traits = [...]`, and
/// `DeclareOpInterfaceMethods<path::Foo>`, mean the same as `interfaces = [path::Foo]`.
/// Errors inside a default body are rustc's, at their tokens (the generated
/// trait keeps the body as written). The generated items
/// have the trait's visibility (`.ods`'s are `pub`).
///
/// `#[op_interface(verify = path::to::check)]` gives the interface a verifier
/// (`.ods`'s `verify "{ ... }";`, MLIR's interface `verify`): `check` is a
/// `fn(&ir::Context, &ir::IrArena, ir::OpId) -> Result<(), ir::Diagnostic>`, run for
/// every op declaring the interface, with its traits (where the op lists the
/// interface among them), before the op's own verifier. With `verify_with_regions`
/// (`#[op_interface(verify = check, verify_with_regions)]`, `.ods`'s
/// `verify_with_regions;`, MLIR's `verifyWithRegions = 1`) it runs after the op's
/// nested ops were verified, with the region traits, before the op's own region
/// verifier.
#[proc_macro_attribute]
pub fn op_interface(args: TokenStream, item: TokenStream) -> TokenStream {
    interface::expand(args.into(), item.into(), ods_dsl::model::InterfaceKind::Op).into()
}

/// Declares an attribute interface on a trait: `.ods`'s `attr_interface`, with the
/// same validation and the same generated items as [`macro@type_interface`] (for
/// attributes: the value parameter is `attr: ir::Attr`, the handle is asked with
/// `attr.interface::<FooRef>(ctx)`, and `#[attr_def(interfaces = [path::Foo])]`
/// lists it):
///
/// ```
/// use ods_macros::{attr_def, dialect};
///
/// mod ifaces {
///     /// Attributes with a weight
///     #[ods_macros::attr_interface]
///     pub trait Weighed {
///         /// The weight.
///         fn weight(ctx: &ir::Context, attr: ir::Attr) -> i64;
///     }
/// }
///
/// /// Pair attribute
/// #[attr_def("demo.pair", interfaces = [ifaces::Weighed])]
/// pub struct Pair {
///     first: i64,
///     second: i64,
/// }
///
/// impl ifaces::Weighed for Pair {
///     fn weight(ctx: &ir::Context, attr: ir::Attr) -> i64 {
///         Pair::read(ctx, attr).map_or(0, |p| p.first + p.second)
///     }
/// }
///
/// /// Demo dialect
/// #[dialect("demo", attrs = [Pair])]
/// pub struct DemoDialect;
///
/// let ctx = ir::Context::new();
/// DemoDialect::register(&ctx);
/// let p = Pair { first: 2, second: 3 }.get(&ctx);
/// assert_eq!(p.interface::<ifaces::WeighedRef>(&ctx).unwrap().weight(&ctx), 5);
/// assert!(ctx.unit_attr().interface::<ifaces::WeighedRef>(&ctx).is_none());
/// ```
#[proc_macro_attribute]
pub fn attr_interface(args: TokenStream, item: TokenStream) -> TokenStream {
    interface::expand(args.into(), item.into(), ods_dsl::model::InterfaceKind::Attr).into()
}

/// Declares a type interface on a trait: `.ods`'s `type_interface`, with the same
/// validation and the same generated items (the trait, extending
/// `ir::ods::DefImpl`; `FooMethods`, one definition's method pointers, with
/// `attach::<T>(ctx)` for an external model; `FooRef`, a type seen through the
/// interface). Each method is written as the generated trait has it: an associated
/// function whose first parameters are the context and the type (`ctx:
/// &ir::Context, ty: ir::Type`, MLIR's `$_type`), with an optional default body
/// calling the others as `Self::m(ctx, ty, ...)`. A `#[type_def]` lists it by path
/// in `interfaces = [...]` and implements it beside its struct (unless every
/// method has a default: then the interface's hidden macro implements it for a
/// definition listing it plainly, not through `DeclareTypeInterfaceMethods<path::X>`,
/// and so are its bases declared in Rust whose methods all have defaults, whichever
/// way it is listed); the dialect's registration attaches the implementation:
///
/// ```
/// use ods_macros::{dialect, type_def};
///
/// mod ifaces {
///     /// Types that can describe themselves
///     #[ods_macros::type_interface]
///     pub trait Describe {
///         /// The type's name.
///         fn name(ctx: &ir::Context, ty: ir::Type) -> String;
///         /// The name in capitals.
///         fn shout(ctx: &ir::Context, ty: ir::Type) -> String {
///             Self::name(ctx, ty).to_uppercase()
///         }
///     }
/// }
///
/// /// A memory cell
/// #[type_def("demo.cell", interfaces = [ifaces::Describe])]
/// pub struct Cell {}
///
/// impl ifaces::Describe for Cell {
///     fn name(_ctx: &ir::Context, _ty: ir::Type) -> String {
///         "cell".to_string()
///     }
/// }
///
/// /// Demo dialect
/// #[dialect("demo", types = [Cell])]
/// pub struct DemoDialect;
///
/// let ctx = ir::Context::new();
/// DemoDialect::register(&ctx);
/// let cell = ir::text::parse_type_str(&ctx, "!demo.cell").unwrap();
/// let seen = cell.interface::<ifaces::DescribeRef>(&ctx).unwrap();
/// assert_eq!(seen.shout(&ctx), "CELL");
/// assert!(ctx.int_type(32).interface::<ifaces::DescribeRef>(&ctx).is_none());
/// // The registered definitions declaring it (its `DESCRIBE_DEFS` cannot name them).
/// assert_eq!(ifaces::DescribeMethods::declaring_defs(&ctx), ["Cell"]);
/// ```
///
/// The trait's supertraits are the interface's bases (`.ods`'s `type_interface D : B,
/// C`, MLIR's `baseInterfaces`): a bare name is an interface `.ods` declares (rods'
/// builtin ones), a path one declared in Rust. The generated trait extends them,
/// `DMethods::attach` attaches their implementations first, so a definition listing
/// `D` implements its bases and is seen through them (the attribute interface's
/// bases by the same rules):
///
/// ```
/// use ods_macros::{dialect, type_def};
///
/// mod ifaces {
///     /// Types with a name
///     #[ods_macros::type_interface]
///     pub trait Named {
///         /// The name.
///         fn name(ctx: &ir::Context, ty: ir::Type) -> String;
///     }
///
///     /// Named vector elements with a width
///     #[ods_macros::type_interface]
///     pub trait Measured: self::Named + VectorElementTypeInterface {
///         /// The width in bits.
///         fn bits(ctx: &ir::Context, ty: ir::Type) -> u64;
///     }
/// }
///
/// /// A machine word
/// #[type_def("demo.word", interfaces = [ifaces::Measured])]
/// pub struct Word {}
///
/// impl ifaces::Named for Word {
///     fn name(_ctx: &ir::Context, _ty: ir::Type) -> String {
///         "word".to_string()
///     }
/// }
/// impl ir::interfaces::VectorElementTypeInterface for Word {}
/// impl ifaces::Measured for Word {
///     fn bits(_ctx: &ir::Context, _ty: ir::Type) -> u64 {
///         32
///     }
/// }
///
/// /// Demo dialect
/// #[dialect("demo", types = [Word])]
/// pub struct DemoDialect;
///
/// let ctx = ir::Context::new();
/// DemoDialect::register(&ctx);
/// let word = ir::text::parse_type_str(&ctx, "!demo.word").unwrap();
/// assert_eq!(word.interface::<ifaces::MeasuredRef>(&ctx).unwrap().bits(&ctx), 32);
/// assert_eq!(word.interface::<ifaces::NamedRef>(&ctx).unwrap().name(&ctx), "word");
/// assert!(word.interface::<ir::interfaces::VectorElementTypeInterfaceRef>(&ctx).is_some());
/// // The builtin parser takes it as a vector's element type.
/// assert!(ir::text::parse_type_str(&ctx, "vector<4x!demo.word>").is_ok());
/// ```
///
/// Errors are `.ods`'s (`parameter name 'ty' is reserved`, `duplicate method 'm'`,
/// `unknown interface 'B'` for a bare name, `duplicate base interface 'B'`, ...), at
/// the Rust tokens; a path naming no interface of the trait's kind is rustc's error at
/// the path, as is a cycle through paths. A method without the context and the value
/// is a static method (`.ods`'s `static_method`), which a type interface does not
/// take. What Rust can write and `.ods` cannot (a generic supertrait, `?Sized`, a
/// lifetime, ...) is an error at its tokens, as for [`macro@op_interface`]. The
/// generated items have the trait's visibility.
#[proc_macro_attribute]
pub fn type_interface(args: TokenStream, item: TokenStream) -> TokenStream {
    interface::expand(args.into(), item.into(), ods_dsl::model::InterfaceKind::Type).into()
}

/// Generates everything a `.ods` file declares (enums, types, attributes,
/// ops, `registration::register(ctx)` and `registration::SCHEMAS`) in place: the build-script-free
/// form of `ods_dsl::build::Generator`. The path is relative to
/// `CARGO_MANIFEST_DIR`; editing the file (or a file it includes)
/// rebuilds the crate, and its diagnostics are compile errors.
///
/// ```
/// mod demo {
///     // dialect demo, a constraint `SmallInt`, an enum `Color` and an op
///     // `Paint "demo.paint"` with operand `x` and attribute `color`.
///     ods_macros::include_ods!("tests/data/demo.ods");
///
///     // The generated items take no other names of the module: its own
///     // `register` and `SCHEMAS` live beside `registration::register`.
///     pub fn register() {}
///     pub static SCHEMAS: [u8; 0] = [];
/// }
///
/// let ctx = ir::Context::new();
/// demo::registration::register(&ctx);
/// assert_eq!(demo::PaintOp::NAME, "demo.paint");
/// assert_eq!(demo::registration::SCHEMAS.len(), 1);
/// assert_eq!(demo::Color::from_i64(2), Some(demo::Color::Blue));
/// ```
#[proc_macro]
pub fn include_ods(input: TokenStream) -> TokenStream {
    include::expand(input.into()).into()
}

/// Declares a custom-storage property kind on a unit struct: `.ods`'s
/// `property_type` (upstream's `Property<"storageType">` with its hooks), with
/// the same keys, each a Rust path (the storage a type): `storage`,
/// `from_attr`, `to_attr` (required), `write_bytecode` and `read_bytecode`
/// (both or neither), `hash`, `print` and `parse` (both or neither),
/// `optional_parse` (upstream's `optionalParser`: a defaulted property of the
/// kind may anchor an optional group of an `#[op]` format, which asks rustc
/// whether the kind has the hook, `CustomPropKind::OPTIONAL_PARSE`, since the
/// op's macro cannot see it), `default`.
/// Sema's errors are `.ods`'s, at the tokens (`duplicate 'storage'`, `property
/// type 'K' misses to_attr`, `unknown property type key 'k'`, ...); a hook of the
/// wrong signature is rustc's `mismatched types`. The struct becomes the kind,
/// with its name, visibility and doc comment (`ir::custom_prop_kind!`: a
/// `static` holding the hooks and a type implementing
/// `ir::ods::custom_props::CustomPropKind`), which an [`macro@op`] names by its
/// path in a property (`#[property] p: props::Weight`, also in `OptionalProp`,
/// `ArrayProp`, `DefaultValuedProp`):
///
/// ```
/// use ods_macros::{op, property_type};
///
/// pub mod props {
///     pub fn from_attr(ctx: &ir::Context, a: ir::Attr) -> Result<i64, String> {
///         ir::ods::values::as_int(ctx, a).ok_or_else(|| "expected an integer".to_string())
///     }
///     pub fn to_attr(ctx: &ir::Context, v: &i64) -> ir::Attr {
///         ir::ods::values::int_attr(ctx, *v, "i64").unwrap_or_else(|_| ctx.unit_attr())
///     }
///     /// A weight, stored as an `i64`
///     #[ods_macros::property_type(storage = i64, from_attr = self::from_attr, to_attr = self::to_attr)]
///     pub struct Weight;
/// }
///
/// /// Weighs nothing
/// #[op("demo.weigh", format = "$weight attr-dict")]
/// pub struct WeighOp {
///     #[property]
///     weight: props::Weight,
/// }
///
/// let ctx = ir::Context::new();
/// WeighOp::register(&ctx);
/// let m = ir::text::parse_source(&ctx, "w.mlir", b"demo.weigh 3 : i64").unwrap();
/// let body = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
/// let op = WeighOp(m.arena.block_ops(body).next().unwrap());
/// assert_eq!(op.weight(&ctx, &m.arena), Some(3));
/// ```
#[proc_macro_attribute]
pub fn property_type(args: TokenStream, item: TokenStream) -> TokenStream {
    property_type::expand(args.into(), item.into()).into()
}

/// Declares MLIR's declarative rewrite patterns (DRR: `Pat`/`Pattern` of
/// `mlir/IR/PatternBase.td`) in Rust, with `.ods`'s syntax, validation,
/// messages and generated code (see `ods-dsl/README.md`, "Declarative rewrite
/// patterns"). The body declares a pattern set first (`pub struct Name;`),
/// then `include "file.ods";`, `def` and `pattern` items as in `.ods`; an op
/// declared with [`macro@op`] is named by its path (`self::AddOp`,
/// `ops::AddOp`), an op of an included `.ods` file by its ODS name, and a
/// native function by a Rust path (`NativeCodeCall<fold::add>`) or a string.
/// `Name::register(ctx)` adds each pattern to its root op's
/// canonicalization patterns, which [`macro@dialect`]'s `patterns = [Name]`
/// calls; each pattern is a unit struct implementing
/// `ir::rewrite::RewritePattern`, declared beside the set.
///
/// ```
/// mod toy {
///     /// Transposition
///     #[ods_macros::op("toy.transpose", traits = [Pure])]
///     pub struct TransposeOp {
///         #[operand] input: AnyTensor,
///         #[result] output: AnyTensor,
///     }
///
///     ods_macros::patterns! {
///         /// Toy's canonicalization patterns.
///         pub struct ToyPatterns;
///         // transpose(transpose(x)) -> x
///         pattern TransposeTranspose : Pat<(self::TransposeOp (self::TransposeOp $x)), (replaceWithValue $x)>;
///     }
/// }
///
/// use ir::rewrite::{apply_patterns_greedily, GreedyConfig, OpTable, PatternSet, RewritePattern};
///
/// let ctx = ir::Context::new();
/// ctx.set_allow_unregistered_dialects(true);
/// toy::TransposeOp::register(&ctx);
/// toy::ToyPatterns::register(&ctx);
/// assert_eq!(toy::TransposeTranspose.benefit(), 2); // two ops in the source DAG
/// let src = r#""t.use"(%a) : (tensor<2x3xf32>) -> ()
/// %0 = "toy.transpose"(%a) : (tensor<2x3xf32>) -> tensor<3x2xf32>
/// %1 = "toy.transpose"(%0) : (tensor<3x2xf32>) -> tensor<2x3xf32>
/// "t.use"(%1) : (tensor<2x3xf32>) -> ()"#;
/// let src = format!("\"t.f\"() ({{\n^bb0(%a: tensor<2x3xf32>):\n{src}\n}}) : () -> ()");
/// let mut m = ir::text::parse_source(&ctx, "in.mlir", src.as_bytes()).unwrap();
/// let mut set = PatternSet::new();
/// set.add(toy::TransposeTranspose);
/// let (frozen, table) = (set.freeze(&ctx), OpTable::new(&ctx));
/// let outcome = apply_patterns_greedily(&ctx, &mut m.arena, m.top, &frozen, &table, &GreedyConfig::default());
/// assert!(outcome.diagnostics.is_empty());
/// let generic = ir::text::printer::PrintOptions { generic: true, debug_info: false };
/// let text = ir::text::printer::print_operation(&ctx, &m.arena, m.top, generic);
/// assert!(text.contains("\"t.use\"(%arg0) : (tensor<2x3xf32>) -> ()\n    \"t.use\"(%arg0)"), "{text}");
/// ```
///
/// The generated code is in the invoking scope (the pattern structs beside
/// the set, the rest in an anonymous `const` block), so the ops and native
/// functions may be declared in a function body, where `self::X` names the
/// body's op (the code writes it `X`, as the scope sees it):
///
/// ```
/// /// Negation
/// #[ods_macros::op("toy.neg", traits = [Pure, SameOperandsAndResultType])]
/// pub struct NegOp {
///     #[operand] input: AnyInteger,
///     #[result] output: AnyInteger,
/// }
///
/// fn never(_: &ir::Context, _: &ir::IrArena, _: ir::Value) -> bool {
///     false
/// }
///
/// ods_macros::patterns! {
///     struct LocalPatterns;
///     def Never : Constraint<CPred<never>>;
///     pattern NegNeg : Pat<(self::NegOp (self::NegOp $x)), (replaceWithValue $x)>;
///     pattern NeverNeg : Pat<(self::NegOp $x), (replaceWithValue $x), [(Never $x)]>;
/// }
///
/// use ir::rewrite::RewritePattern;
/// let ctx = ir::Context::new();
/// NegOp::register(&ctx);
/// LocalPatterns::register(&ctx);
/// assert_eq!((NegNeg.name(), NegNeg.root()), ("NegNeg", Some("toy.neg")));
/// assert_eq!(NeverNeg.benefit(), 1);
/// ```
///
/// Errors are `.ods`'s (`unknown op 'T_Mul'`, `referencing unbound symbol
/// 'z'`, ...) at the Rust tokens; a path that names no `#[op]` struct is
/// rustc's error at the path (cannot find `__ods_op_X`): each `#[op]`
/// emits a hidden, exported `macro_rules!` handing its definition to
/// `patterns!`, so an op may be of another crate (`other::ops::NegOp`), of
/// a module or of the function body `patterns!` is in.
#[proc_macro]
pub fn patterns(input: TokenStream) -> TokenStream {
    patterns::expand(input.into()).into()
}

/// One step of the work list implementing a definition's attribute or type
/// interfaces declared in Rust and their bases (`ods-macros/src/provide.rs`):
/// called by the definition and by each interface's hidden macro.
#[doc(hidden)]
#[proc_macro]
pub fn __provide_interfaces(input: TokenStream) -> TokenStream {
    provide::expand_step(input.into()).into()
}

/// One step of [`patterns!`]: called by the hidden macro of each `#[op]` a
/// pattern names, with the definitions gathered so far.
#[doc(hidden)]
#[proc_macro]
pub fn __patterns_step(input: TokenStream) -> TokenStream {
    patterns::expand_step(input.into()).into()
}
