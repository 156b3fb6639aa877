//! `#[op]` and friends (in progress: see issue 5).
