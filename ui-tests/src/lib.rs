//! Tests of the definition front ends, in `tests/`:
//!
//! * `ods_fixtures.rs`: every invalid `.ods` file `tests/ods/<topic>/*.ods`
//!   renders exactly its `.expected` diagnostics (`RODS_BLESS=1` rewrites).
//! * `ui.rs`: trybuild cases of the macros (`tests/ui/<topic>/*.rs` fail to
//!   compile with exactly their `.stderr`, `tests/ui/pass/*.rs` compile and
//!   run; `TRYBUILD=overwrite` blesses).
//! * `equivalence.rs`: a `.ods` fixture and its `#[op]` twin (same topic and
//!   name) give the same messages.
//!
//! A fixture may hold several cases of one op shape, one op per mistake
//! (`tests/ods/format/operand_and_region.ods`); its twin declares the same ops
//! in the same order with [`ops_with_formats!`]. A new case of such a shape is
//! one more op in both files (then bless both).
//!
//! `tools/translate_ods_fixtures.py` writes the `#[op]` twins of new `.ods`
//! fixtures.

pub mod custom_prop_hooks;
pub mod other_crate_classes;
pub mod other_crate_ops;

/// Declares one `#[op("t.a", format = ...)]` struct per `Name: "format"`
/// entry, all with the fields given first in braces: the UI cases of one op
/// shape, each op with its own format mistake, in one fixture file (one
/// trybuild compile, the shape written once). The format strings keep their
/// spans, so each case's error still points into its own string.
#[macro_export]
macro_rules! ops_with_formats {
    ($fields:tt $($name:ident: $format:tt),+ $(,)?) => {
        $(
            #[::ods_macros::op("t.a", format = $format)]
            struct $name $fields
        )+
    };
}

/// One `tests/ui/patterns` case: the ops and native functions of
/// [`pattern_test_ops!`] and a `patterns!` set `Patterns` whose items are the
/// shared definitions `Same` (a constraint calling `same`) and `Twice` (a
/// native call of `twice`) followed by the case's own (`def`s and `pattern`s,
/// with their own spans).
#[macro_export]
macro_rules! pattern_case {
    ($($items:tt)*) => {
        $crate::pattern_test_ops!();

        ::ods_macros::patterns! {
            pub struct Patterns;
            def Same : Constraint<CPred<same>>;
            def Twice : NativeCodeCall<twice>;
            $($items)*
        }
    };
}

/// Declares the ops of the `tests/ods/patterns` fixtures with `#[op]`
/// (`t.add`, `t.ext`, `t.pair` as `AddOp`, `ExtOp`, `PairOp`) and the native
/// functions their patterns name (`same`, `twice`): the shared part of the
/// `tests/ui/patterns` twins, each of which then writes its `patterns!`.
#[macro_export]
macro_rules! pattern_test_ops {
    () => {
        /// patterns
        #[::ods_macros::op("t.add", traits = [Pure, SameOperandsAndResultType])]
        pub struct AddOp {
            #[operand]
            lhs: AnyInteger,
            #[operand]
            rhs: AnyInteger,
            #[attr]
            flags: Option<I64Attr>,
            #[result]
            result: AnyInteger,
        }

        #[::ods_macros::op("t.ext")]
        pub struct ExtOp {
            #[operand]
            input: AnyInteger,
            #[result]
            out: AnyInteger,
        }

        #[::ods_macros::op("t.pair")]
        pub struct PairOp {
            #[operand]
            a: AnyInteger,
            #[operand]
            b: AnyInteger,
            #[result]
            x: AnyInteger,
            #[result]
            y: AnyInteger,
        }

        fn same(_: &::ir::Context, _: &::ir::IrArena, _: ::ir::Value, _: ::ir::Value) -> bool {
            true
        }

        fn twice(_: &::ir::Context, _: &::ir::IrArena, a: ::ir::Attr) -> Option<::ir::Attr> {
            Some(a)
        }
    };
}

/// Defines the helpers the `tests/ui/pass` cases that compare with
/// mlir-opt-22 share (their crate has `ir`): `section(bytes, id)`, the
/// payload of a bytecode file's section; `print(ctx, module, generic)`;
/// `parse_error(ctx, text)`, the first parse or verify error of `text`.
#[macro_export]
macro_rules! mlir_compare_helpers {
    () => {
        /// The payload of section `id` of a bytecode file.
        fn section(bytes: &[u8], id: u8) -> Option<Vec<u8>> {
            let sections = ::ir::bytecode::encoding::top_level_sections(bytes).ok()?;
            let (_, data) = sections.into_iter().find(|&(section, _)| section == id)?;
            Some(data.to_vec())
        }

        /// `m` in custom or generic form.
        fn print(ctx: &::ir::Context, m: &::ir::text::ParsedModule, generic: bool) -> String {
            let opts = ::ir::text::printer::PrintOptions {
                generic,
                debug_info: false,
            };
            ::ir::text::printer::print_operation(ctx, &m.arena, m.top, opts)
        }

        /// The first parse or verify error of `text`.
        fn parse_error(ctx: &::ir::Context, text: &str) -> Option<String> {
            match ::ir::text::parse_source(ctx, "bad.mlir", text.as_bytes()) {
                Err(d) => Some(d.message),
                Ok(m) => ::ir::verify::verify(ctx, &m.arena, m.top)
                    .err()
                    .map(|d| d.message),
            }
        }
    };
}
