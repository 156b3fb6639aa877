//! Reading the operand forms several dialects share: static values with
//! dynamic placeholders (`static_offsets` + offsets), reassociation groups,
//! and result shapes with dynamic sizes given as operands.

use ir::types::DYNAMIC;
use ir::{Attr, OpId, Type, Value};

use super::machine::{Machine, RunResult};

impl Machine<'_> {
    /// The values of a mixed static/dynamic list: the static attribute's
    /// entries, each `?` taken in order from `dynamic`.
    pub fn mixed(&self, op: OpId, static_attr: Option<Attr>, dynamic: &[Value]) -> RunResult<Vec<i64>> {
        let statics = static_attr
            .and_then(|a| ir::ods::values::as_dense(self.ctx, a))
            .ok_or_else(|| self.op_error(op, "has no static values"))?;
        let mut next = dynamic.iter();
        statics
            .into_iter()
            .map(|s| {
                if s != DYNAMIC {
                    return Ok(s);
                }
                let v = next
                    .next()
                    .ok_or_else(|| self.op_error(op, "has too few dynamic values"))?;
                self.index(op, *v)
            })
            .collect()
    }

    /// The offsets, sizes and strides of a slicing op (`static_offsets`,
    /// `static_sizes`, `static_strides` with their dynamic values).
    pub fn slice_params(
        &self,
        op: OpId,
        offsets: &[Value],
        sizes: &[Value],
        strides: &[Value],
    ) -> RunResult<(Vec<i64>, Vec<i64>, Vec<i64>)> {
        Ok((
            self.mixed(op, self.attr(op, "static_offsets"), offsets)?,
            self.mixed(op, self.attr(op, "static_sizes"), sizes)?,
            self.mixed(op, self.attr(op, "static_strides"), strides)?,
        ))
    }

    /// The `reassociation` groups of a reshape op.
    pub fn reassociation(&self, op: OpId) -> RunResult<Vec<Vec<usize>>> {
        let groups = self
            .attr(op, "reassociation")
            .and_then(|a| ir::ods::values::as_attr_array(self.ctx, a))
            .ok_or_else(|| self.op_error(op, "has no reassociation"))?;
        groups
            .into_iter()
            .map(|g| {
                ir::ods::values::as_attr_array(self.ctx, g)
                    .and_then(|items| {
                        items
                            .into_iter()
                            .map(|i| ir::ods::values::as_int(self.ctx, i).and_then(|v| usize::try_from(v).ok()))
                            .collect::<Option<Vec<usize>>>()
                    })
                    .ok_or_else(|| self.op_error(op, "has a malformed reassociation"))
            })
            .collect()
    }

    /// The shape of the shaped type `ty` with its dynamic sizes taken in
    /// order from `dynamic`.
    pub fn shape_with(&self, op: OpId, ty: Type, dynamic: &[Value]) -> RunResult<Vec<i64>> {
        let shape = self
            .ctx
            .type_kind(ty)
            .shape()
            .ok_or_else(|| self.op_error(op, "expected a ranked shaped type"))?
            .to_vec();
        let mut next = dynamic.iter();
        shape
            .into_iter()
            .map(|d| {
                if d != DYNAMIC {
                    return Ok(d);
                }
                let v = next
                    .next()
                    .ok_or_else(|| self.op_error(op, "has too few dynamic sizes"))?;
                let size = self.index(op, *v)?;
                if size < 0 {
                    return Err(self.op_error(op, format!("has a negative size {size}")));
                }
                Ok(size)
            })
            .collect()
    }
}
