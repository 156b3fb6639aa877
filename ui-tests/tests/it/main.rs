//! The macro and `.ods` front ends' UI tests.
//!
//! One integration-test binary for the crate: each module below was a
//! test file of its own, and every extra binary is another link of the
//! whole workspace.

mod equivalence;
mod ods_fixtures;
mod ui;
