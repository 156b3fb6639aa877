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
//! `tools/translate_ods_fixtures.py` writes the `#[op]` twins of new `.ods`
//! fixtures.
