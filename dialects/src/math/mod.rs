//! The `math` dialect: its ops, declared in `math.ods` with upstream's
//! declarative formats.

// Hooks `math.ods` names.
use crate::{arith::attrs::parse_fastmath, common::i1_same_shape};

pub mod run;
crate::common::ods_ops!("math");
