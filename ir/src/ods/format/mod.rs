//! Declarative assembly formats at run time: the static tables code
//! generation emits per op ([`OpFormat`]) and the shared printer
//! ([`print`]) and parser ([`parse`]) that interpret them with MLIR's
//! `OpAsmPrinter`/`OpAsmParser` behaviour.
//!
//! Everything decided at generation time is in the table: which elements
//! print a leading space (mlir-tblgen threads its spacing flags through the
//! format when generating, not at run time), how each operand and result
//! gets its type when parsing, which attributes `attr-dict` leaves out.

mod custom;
mod parse;
mod print;
mod prop_parse;

pub use custom::{CustomParseArgs, CustomPrintArgs};
pub use parse::{parse, parse_registered, verify_parsed_inherent_attrs, ParseState};
pub use print::{print, print_registered};

use super::pred::{AttrPred, TypePred};
use super::schema::TypeFn;
use crate::text::asm_printer::OpAsmPrinter;
use crate::text::parser::asm::OpAsmParser;
use crate::text::parser::PResult;

/// The format of one op.
#[derive(Debug)]
pub struct OpFormat {
    /// Top-level elements.
    pub elements: &'static [Elem],
    /// How each operand group gets its type when parsing.
    pub operand_types: &'static [TypeRes],
    /// How each result group gets its types when parsing.
    pub result_types: &'static [TypeRes],
    /// Result types come from the schema's inference hook.
    pub infer_results: bool,
    /// The `operands` directive is used.
    pub all_operands: bool,
    /// `type(operands)` is used.
    pub all_operand_types: bool,
    /// `type(results)` is used.
    pub all_result_types: bool,
    /// The `regions` directive is used.
    pub all_regions: bool,
    /// The `successors` directive is used.
    pub all_successors: bool,
    /// Names `attr-dict` never prints: attributes bound by variables,
    /// inferred segment attributes, segment sizes.
    pub elided: &'static [&'static str],
    /// Default-valued attributes: name and default (MLIR text); `attr-dict`
    /// leaves them out when equal to the default.
    pub defaults: &'static [(&'static str, &'static str)],
    /// `prop-dict` is used: `attr-dict` prints discardable attributes only.
    pub prop_dict: bool,
    /// Properties `prop-dict` leaves out (bound by variables).
    pub elided_props: &'static [&'static str],
    /// `SingleBlockImplicitTerminator<op>`: the terminator to add when
    /// parsing and to elide when printing.
    pub implicit_terminator: Option<&'static str>,
    /// `SingleBlock` (regions get an empty block when parsed empty).
    pub single_block: bool,
    /// `IsolatedFromAbove` (regions are parsed in a fresh name scope).
    pub isolated: bool,
    /// Slots of `UnitProp` properties: stored as `false` when not set, as
    /// MLIR's properties print them.
    pub unit_props: &'static [u16],
}

impl OpFormat {
    /// A format with no elements and every flag off: generated tables name
    /// what differs and take the rest from here (`..OpFormat::BASE`).
    pub const BASE: OpFormat = OpFormat {
        elements: &[],
        operand_types: &[],
        result_types: &[],
        infer_results: false,
        all_operands: false,
        all_operand_types: false,
        all_result_types: false,
        all_regions: false,
        all_successors: false,
        elided: &[],
        defaults: &[],
        prop_dict: false,
        elided_props: &[],
        implicit_terminator: None,
        single_block: false,
        isolated: false,
        unit_props: &[],
    };
}

/// How an operand or result group gets its type(s) when parsing.
#[derive(Copy, Clone, Debug)]
pub enum TypeRes {
    /// Parsed by a `type` directive into the group's own list.
    Explicit,
    /// This type (MLIR text).
    Buildable(&'static str),
    /// The types of operand group `i`, transformed.
    Operand(u16, Option<Xform>),
    /// The types of result group `i`, transformed.
    Result(u16, Option<Xform>),
    /// The type of the attribute in slot `i`, transformed.
    Attr(u16, Option<Xform>),
    /// Inferred (results only).
    Inferred,
}

/// A type transform of `TypesMatchWith`.
#[derive(Copy, Clone, Debug)]
pub enum Xform {
    /// The type itself.
    Identity,
    /// The element type of a shaped type.
    ElementType,
    /// A Rust function.
    Rust(TypeFn),
}

/// What a `type(...)` directive refers to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeArg {
    /// An operand group.
    Operand(u16),
    /// A result group.
    Result(u16),
    /// `operands`
    Operands,
    /// `results`
    Results,
}

/// The builtin type class a single `type($x)` must have (MLIR's check of
/// the constraint's C++ class when parsing).
#[derive(Copy, Clone, Debug)]
pub struct TypeClass {
    /// MLIR's name of the class (`builtin.memref`).
    pub name: &'static str,
    /// Membership.
    pub pred: &'static TypePred,
}

/// A `type(...)` directive.
#[derive(Copy, Clone, Debug)]
pub struct TypeElem {
    /// What it refers to.
    pub arg: TypeArg,
    /// `qualified(type(...))`.
    pub qualified: bool,
    /// For single values of a dialect type: dialect and mnemonic (printed stripped).
    pub stripped: Option<(&'static str, &'static str)>,
    /// For single values: the class checked when parsing.
    pub class: Option<TypeClass>,
}

impl TypeElem {
    /// `type(arg)`: unqualified, printed in full, of no particular class.
    pub const fn of(arg: TypeArg) -> Self {
        TypeElem {
            arg,
            qualified: false,
            stripped: None,
            class: None,
        }
    }
}

/// How an attribute variable is printed and parsed.
#[derive(Copy, Clone, Debug)]
pub enum AttrForm {
    /// `printAttribute` / `parseAttribute`.
    Any,
    /// The full attribute, parsed generically and checked against `storage`.
    Full(Option<&'static AttrPred>),
    /// Printed without its type, parsed with this type (MLIR text).
    WithoutType(&'static str),
    /// A dialect attribute printed without `#dialect.mnemonic`.
    Stripped {
        /// Dialect namespace.
        dialect: &'static str,
        /// Mnemonic.
        mnemonic: &'static str,
        /// The dialect's parser of the stripped form (returns the
        /// attribute's data: mnemonic and body); `None` keeps the body as written.
        parser: Option<StrippedParseFn>,
    },
    /// A dense array printed as `[1, 2]`; element type (MLIR text).
    DenseArray(&'static str),
    /// `@name`
    SymbolName,
    /// An enum printed as its case keyword.
    Enum {
        /// Cases: value and spelling.
        cases: &'static [(i64, &'static str)],
        /// Width of the integer attribute.
        width: u32,
    },
    /// A native integer property of this type (printed as a plain integer).
    IntProperty(&'static str),
    /// An `EnumProp`: printed as its case keyword like [`AttrForm::Enum`],
    /// parsed as MLIR's `FieldParser` of the enum (errors name the enum's
    /// summary).
    EnumProperty {
        /// Cases: value and spelling.
        cases: &'static [(i64, &'static str)],
        /// Width of the integer attribute.
        width: u32,
        /// The enum's summary (`a test enum`).
        summary: &'static str,
    },
    /// An `ArrayProp`: `[e, ...]`, each element printed and parsed by its
    /// property's own printer and parser (`ArrayProp`'s in MLIR's
    /// `Properties.td`).
    PropertyArray(PropElem),
    /// A custom-storage property: printed and parsed by its hooks (the
    /// attribute form when it has none).
    CustomProperty(&'static crate::bytecode::props::CustomProp),
    /// A property printed and parsed by its own printer and parser, as an
    /// `ArrayProp` element is ([`PropElem::Optional`] for an
    /// `OptionalProp`: `none`, the value or `some<value>`).
    Property(PropElem),
}

/// The element property of an `ArrayProp` in a format.
#[derive(Copy, Clone, Debug)]
pub enum PropElem {
    /// `I32Prop`/`I64Prop`, `IntProp<"int8_t">`, ...: a plain integer,
    /// stored with this type (MLIR text).
    Int(&'static str),
    /// `IntProp<"uint8_t">`, ...: a plain unsigned integer, stored with this
    /// signless type (`uint8_t` 255 as `-1 : i8`).
    UInt(&'static str),
    /// `BoolProp`: `true`/`false`.
    Bool,
    /// `StringProp`: a quoted string.
    String,
    /// `UnitProp`: `unit` (the unit attribute) or `unit_absent` (`false`).
    Unit,
    /// `EnumProp<E>`: the case keyword, as [`AttrForm::EnumProperty`].
    Enum {
        /// Cases: value and spelling.
        cases: &'static [(i64, &'static str)],
        /// Width of the integer attribute.
        width: u32,
        /// The enum's summary (`a test enum`).
        summary: &'static str,
    },
    /// A nested `ArrayProp`.
    Array(&'static PropElem),
    /// `IntArrayProp<P>`: `[1, 2]`, stored as a dense array of this
    /// element type (MLIR text).
    Dense(&'static str),
    /// `OptionalProp<P>`: stored as `[v]` or `[]` (its attribute form),
    /// printed `none` or the value, `some<value>` when `long` (MLIR's
    /// general syntax, used when `P` has a default value or no optional
    /// parser: `UnitProp`, `DefaultValuedProp`); parsed likewise.
    Optional {
        /// The value's property.
        elem: &'static PropElem,
        /// `some<...>` around the value.
        long: bool,
        /// The property's summary in MLIR's messages (`optional int64_t`).
        summary: &'static str,
    },
}

impl PropElem {
    /// The property's summary in MLIR's messages (`int64_t`, `uint8_t`,
    /// `array of string`, `optional optional int64_t`).
    pub fn summary(&self) -> String {
        let width = |ty: &str| ty.trim_start_matches('i').to_string();
        match self {
            PropElem::Int(ty) => format!("int{}_t", width(ty)),
            PropElem::UInt(ty) => format!("uint{}_t", width(ty)),
            PropElem::Bool => "boolean".to_string(),
            PropElem::String => "string".to_string(),
            PropElem::Unit => "unit property".to_string(),
            PropElem::Enum { summary, .. } | PropElem::Optional { summary, .. } => summary.to_string(),
            PropElem::Array(elem) => format!("array of {}", elem.summary()),
            PropElem::Dense(ty) => format!("array of int{}_t", width(ty)),
        }
    }
}

/// A dialect's parser of a stripped attribute (`<nsw, nuw>`), given the
/// name of the op being parsed (for MLIR's `custom op '...'` prefix):
/// returns the attribute's data after the dialect namespace
/// (`overflow<nsw, nuw>`).
pub type StrippedParseFn = fn(&mut OpAsmParser<'_, '_>, &str) -> PResult<String>;

/// An attribute (or property) variable.
#[derive(Copy, Clone, Debug)]
pub struct AttrVar {
    /// Name.
    pub name: &'static str,
    /// Slot in the parse state (index into the schema's attributes).
    pub slot: u16,
    /// Printing and parsing form.
    pub form: AttrForm,
    /// May be absent (optional, default-valued or unit).
    pub optional: bool,
    /// Default value (MLIR text): absent counts as present only when different.
    pub default: Option<&'static str>,
    /// `UnitAttr` / `UnitProp`.
    pub unit: bool,
    /// Which token an optionally parsed attribute must start with (MLIR's
    /// typed `parseOptionalAttribute` overloads).
    pub lead: Lead,
    /// The storage class a parsed attribute must have ("invalid kind of
    /// attribute specified" otherwise); `None` for any attribute.
    pub storage: Option<&'static AttrPred>,
}

impl AttrVar {
    /// A required attribute printed with `printAttribute`, of any storage:
    /// generated variables name what differs (`..AttrVar::BASE`).
    pub const BASE: AttrVar = AttrVar {
        name: "",
        slot: 0,
        form: AttrForm::Any,
        optional: false,
        default: None,
        unit: false,
        lead: Lead::Any,
        storage: None,
    };
}

/// The token an optional attribute of a storage class starts with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lead {
    /// Any attribute (or a type).
    Any,
    /// A string (`StringAttr`).
    String,
    /// `[` (`ArrayAttr`).
    LSquare,
    /// `@` (`SymbolRefAttr`).
    At,
}

/// A custom directive's user functions.
#[derive(Copy, Clone, Debug)]
pub struct CustomDirective {
    /// Directive name (`DynamicIndexList`).
    pub name: &'static str,
    /// `parse<Name>`: `Ok(false)` when an optional directive is absent.
    pub parse: CustomParseFn,
    /// `print<Name>`.
    pub print: CustomPrintFn,
}

/// A custom directive's parser.
pub type CustomParseFn = for<'p, 'a, 's> fn(&mut OpAsmParser<'p, 'a>, &mut CustomParseArgs<'s, 'a>) -> PResult<bool>;

/// A custom directive's printer.
pub type CustomPrintFn = fn(&mut OpAsmPrinter<'_, '_>, &CustomPrintArgs<'_>);

/// An argument of a custom directive.
#[derive(Copy, Clone, Debug)]
pub enum CustomArg {
    /// An operand group (bound here).
    Operand(u16),
    /// An attribute or property (bound here).
    Attr(AttrVar),
    /// A region.
    Region(u16),
    /// A successor.
    Successor(u16),
    /// `type(x)` (bound here).
    Type(TypeArg),
    /// `attr-dict`
    AttrDict,
    /// `prop-dict`
    PropDict,
    /// `ref(...)`: an element bound before.
    Ref(&'static CustomArg),
    /// A string (pasted C++ in MLIR; handed over as text).
    Str(&'static str),
}

/// An optional group.
#[derive(Debug)]
pub struct OptGroup {
    /// Then-branch.
    pub then_elements: &'static [Elem],
    /// Else-branch.
    pub else_elements: &'static [Elem],
    /// The anchor.
    pub anchor: Anchor,
    /// Print the then-branch when the anchor is absent.
    pub inverted: bool,
    /// Index of the first then element that is parsed (whitespace skipped).
    pub then_start: u16,
    /// Index of the first else element that is parsed.
    pub else_start: u16,
    /// Unit attribute anchor that is not printed (set when the group is present).
    pub elided_unit: Option<AttrVar>,
}

/// What decides whether an optional group is present.
#[derive(Copy, Clone, Debug)]
pub enum Anchor {
    /// An operand group is non-empty.
    Operand(u16),
    /// A result group is non-empty.
    Result(u16),
    /// An attribute is present (and differs from its default).
    Attr(AttrVar),
    /// A region is non-empty.
    Region(u16),
    /// Any of these.
    Any(&'static [Anchor]),
}

/// One clause of an `oilist`.
#[derive(Debug)]
pub struct OIClause {
    /// Keyword.
    pub keyword: &'static str,
    /// Whether the keyword prints a leading space.
    pub space: bool,
    /// Elements after the keyword (empty for a lone unit attribute, which is
    /// set by the keyword).
    pub elements: &'static [Elem],
    /// A lone unit attribute bound by the keyword.
    pub unit: Option<AttrVar>,
    /// What makes the clause print.
    pub present: &'static [Anchor],
}

/// An element. `space` is whether a space is printed before it.
#[derive(Debug)]
pub enum Elem {
    /// A punctuation or keyword literal.
    Literal {
        /// Text.
        text: &'static str,
        /// Leading space.
        space: bool,
    },
    /// `` ` ` ``
    Space,
    /// `` `\n` ``
    Newline,
    /// An operand group.
    Operand {
        /// Group index.
        group: u16,
        /// Leading space.
        space: bool,
    },
    /// An attribute or property variable.
    Attr {
        /// The variable.
        var: AttrVar,
        /// Leading space.
        space: bool,
    },
    /// A region.
    Region {
        /// Region index.
        index: u16,
        /// Leading space.
        space: bool,
    },
    /// A successor.
    Successor {
        /// Successor index.
        index: u16,
        /// Leading space.
        space: bool,
    },
    /// `attr-dict` / `attr-dict-with-keyword`
    AttrDict {
        /// With `attributes`.
        keyword: bool,
    },
    /// `prop-dict`
    PropDict,
    /// `operands`
    Operands {
        /// Leading space.
        space: bool,
    },
    /// `regions`
    Regions {
        /// Leading space.
        space: bool,
    },
    /// `successors`
    Successors {
        /// Leading space.
        space: bool,
    },
    /// `type(...)`
    Type {
        /// The directive.
        ty: TypeElem,
        /// Leading space.
        space: bool,
    },
    /// `functional-type(inputs, results)`
    FunctionalType {
        /// Inputs.
        inputs: TypeArg,
        /// Results.
        results: TypeArg,
        /// Leading space.
        space: bool,
    },
    /// `custom<Name>(...)`
    Custom {
        /// The user functions.
        directive: CustomDirective,
        /// Arguments.
        args: &'static [CustomArg],
        /// Leading space.
        space: bool,
    },
    /// An optional group.
    Optional(&'static OptGroup),
    /// `oilist(...)`
    OIList {
        /// Clauses.
        clauses: &'static [OIClause],
    },
}
