//! trybuild UI tests of the macros live in `tests/` (issue 5).
