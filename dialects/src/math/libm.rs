//! The C library's math functions that Rust's standard library does not
//! call for its own (`asinh`, `acosh` and `atanh` are formulas there, `erf`
//! and `erfc` are missing): upstream's folders call the C functions, so the
//! folds call the same ones to give the same bits.

// SAFETY: each function below is declared with its exact C prototype from
// `<math.h>` (C99 7.12) and is provided by the C math library that the
// standard library already links on every target rods builds for. They take
// one `float` or `double` by value and return one, read and write no memory
// the caller can see (at most the thread-local `errno`), and are defined for
// every input, NaNs and infinities included, so calling them is safe.
unsafe extern "C" {
    /// `asinhf`.
    pub safe fn asinhf(x: f32) -> f32;
    /// `asinh`.
    pub safe fn asinh(x: f64) -> f64;
    /// `acoshf`.
    pub safe fn acoshf(x: f32) -> f32;
    /// `acosh`.
    pub safe fn acosh(x: f64) -> f64;
    /// `atanhf`.
    pub safe fn atanhf(x: f32) -> f32;
    /// `atanh`.
    pub safe fn atanh(x: f64) -> f64;
    /// `erff`.
    pub safe fn erff(x: f32) -> f32;
    /// `erf`.
    pub safe fn erf(x: f64) -> f64;
    /// `erfcf`.
    pub safe fn erfcf(x: f32) -> f32;
    /// `erfc`.
    pub safe fn erfc(x: f64) -> f64;
}
