//! rods dialects and the `rods-opt` driver.
//!
//! The dialect definitions themselves arrive with the `.ods` generator; for
//! now this crate holds the driver that every dialect will plug into.

pub mod arith_folds;
pub mod cf;
pub mod dialect_symbols;
pub mod opt;
pub mod quant;
pub mod test_dialect;
pub mod upstream;
pub mod upstream_formats;
