//! The `ub` dialect: `ub.poison` (declared in `ub.ods`) and its folder
//! (`folds`).

pub mod folds;

crate::common::ods_ops!("ub");
