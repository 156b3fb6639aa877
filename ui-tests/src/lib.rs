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
