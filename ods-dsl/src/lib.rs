//! The `.ods` definition language (in progress: see issue 3).
