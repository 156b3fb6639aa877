//! `DestinationStyleOpInterface` of the linalg ops that declare it (the
//! structured ops, `linalg.map`/`reduce`/`transpose`/`broadcast`, `linalg.softmax`,
//! `linalg.pack`/`unpack`): as upstream's `getDpsInitsMutable` returns
//! `getOutputsMutable()` (`getInitMutable()`, `getOutputMutable()`,
//! `getDestMutable()`), the inits are the op's second operand group.

use super::ops::*;
use crate::common::destination_style::inits_are_group;

super::core_structured_ops!(inits_are_group! 1 =>);
super::opdsl_structured_ops!(inits_are_group! 1 =>);
inits_are_group!(1 => MapOp, ReduceOp, TransposeOp, BroadcastOp, SoftmaxOp, PackOp, UnPackOp);
