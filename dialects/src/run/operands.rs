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
        self.fill_dynamic(op, statics, dynamic, "has too few dynamic values", Ok)
    }

    /// `statics` with each `?` (`DYNAMIC`) replaced by the index value of
    /// the next of `dynamic`, passed through `check`; `missing` is the error
    /// when `dynamic` runs out.
    fn fill_dynamic(
        &self,
        op: OpId,
        statics: Vec<i64>,
        dynamic: &[Value],
        missing: &str,
        check: impl Fn(i64) -> RunResult<i64>,
    ) -> RunResult<Vec<i64>> {
        let mut next = dynamic.iter();
        statics
            .into_iter()
            .map(|s| {
                if s != DYNAMIC {
                    return Ok(s);
                }
                let v = next.next().ok_or_else(|| self.op_error(op, missing))?;
                check(self.index(op, *v)?)
            })
            .collect()
    }

    /// The offsets, sizes and strides of a slicing op (MLIR's
    /// `OffsetSizeAndStrideOpInterface`: `static_offsets`, `static_sizes`,
    /// `static_strides`, with the dynamic values in the op's last three
    /// operand segments).
    pub fn slice_params(&self, op: OpId) -> RunResult<(Vec<i64>, Vec<i64>, Vec<i64>)> {
        let segments = ir::ods::access::segment_sizes(self.ctx, self.arena, op, "operandSegmentSizes")
            .ok_or_else(|| self.op_error(op, "has no operand segment sizes"))?;
        let operands: Vec<Value> = self.arena.operands(op).collect();
        let mut groups = Vec::new();
        let mut start = 0usize;
        for &size in &segments {
            let end = start
                .saturating_add(usize::try_from(size).unwrap_or(0))
                .min(operands.len());
            groups.push(&operands[start.min(end)..end]);
            start = end;
        }
        let [.., offsets, sizes, strides] = groups[..] else {
            return Err(self.op_error(op, "has fewer than three operand segments"));
        };
        Ok((
            self.mixed(op, self.attr(op, "static_offsets"), offsets)?,
            self.mixed(op, self.attr(op, "static_sizes"), sizes)?,
            self.mixed(op, self.attr(op, "static_strides"), strides)?,
        ))
    }

    /// The elements of `view`, row-major, as a tensor (errors at `op`).
    pub fn read_tensor(&self, op: OpId, view: &super::value::MemRefView) -> RunResult<super::value::Tensor> {
        let data = self.heap.read_all(view).map_err(|e| self.op_error(op, e))?;
        Ok(super::value::Tensor::new(view.sizes.clone(), view.elem, data))
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
        self.fill_dynamic(op, shape, dynamic, "has too few dynamic sizes", |size| {
            if size < 0 {
                return Err(self.op_error(op, format!("has a negative size {size}")));
            }
            Ok(size)
        })
    }
}
