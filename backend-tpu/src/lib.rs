//! BM1684X back end (in progress: see issue 8).
