//! Elementwise ops over scalars or tensors: one scalar function applied to
//! every element (operands of the same shape; scalars broadcast), the result
//! bound to the op's first result.

use std::rc::Rc;

use ir::{OpId, Type};

use super::machine::{Flow, Machine, RunResult};
use super::value::{RtValue, Scalar, Tensor};

/// The result element type of an elementwise op, with its facts.
#[derive(Copy, Clone, Debug)]
pub struct Elem {
    /// The type.
    pub ty: Type,
    /// Its width if it is an integer (64 for `index`).
    pub width: Option<u32>,
    /// Its format if it is a float.
    pub float: Option<ir::float::FloatKind>,
}

impl Elem {
    /// The facts of `ty`.
    pub fn of(m: &Machine<'_>, ty: Type) -> Elem {
        Elem {
            ty,
            width: int_width(m, ty).ok(),
            float: float_kind(m, ty).ok(),
        }
    }

    /// The integer width, or a message.
    pub fn int(self) -> Result<u32, String> {
        self.width.ok_or_else(|| "expected an integer result".into())
    }

    /// The float format, or a message.
    pub fn kind(self) -> Result<ir::float::FloatKind, String> {
        self.float.ok_or_else(|| "expected a float result".into())
    }
}

/// A scalar function of an elementwise op: the operand scalars and the
/// result element to the result scalar, or a message.
pub type ScalarFn<'f> = &'f dyn Fn(&[Scalar], Elem) -> Result<Scalar, String>;

/// Applies `f` to every element of `op`'s operands and binds result 0.
pub fn elementwise(m: &mut Machine<'_>, op: OpId, f: ScalarFn<'_>) -> RunResult<Flow> {
    let result_ty = m.result_type(op, 0)?;
    let elem = m.ctx.type_kind(result_ty).element().unwrap_or(result_ty);
    let facts = Elem::of(m, elem);
    let operands: Vec<RtValue> = (0..m.arena.num_operands(op))
        .map(|i| m.operand(op, i).cloned())
        .collect::<RunResult<_>>()?;
    let shape = operands.iter().find_map(|v| match v {
        RtValue::Tensor(t) => Some(t.shape.clone()),
        _ => None,
    });
    let value = match shape {
        None => {
            let scalars = operands
                .iter()
                .map(|v| match v {
                    RtValue::Scalar(s) => Ok(*s),
                    _ => Err(m.op_error(op, "expected scalar or tensor operands")),
                })
                .collect::<RunResult<Vec<_>>>()?;
            RtValue::Scalar(f(&scalars, facts).map_err(|e| m.op_error(op, e))?)
        }
        Some(shape) => {
            let n = super::value::num_elements(&shape).unwrap_or(0);
            for v in &operands {
                if let RtValue::Tensor(t) = v {
                    if t.shape != shape {
                        return Err(m.op_error(op, "operands have different shapes"));
                    }
                }
            }
            let mut data = Vec::with_capacity(n);
            let mut scalars = Vec::with_capacity(operands.len());
            for i in 0..n {
                scalars.clear();
                for v in &operands {
                    scalars.push(match v {
                        RtValue::Tensor(t) => t.data[i],
                        RtValue::Scalar(s) => *s,
                        _ => return Err(m.op_error(op, "expected scalar or tensor operands")),
                    });
                }
                data.push(f(&scalars, facts).map_err(|e| m.op_error(op, e))?);
            }
            RtValue::Tensor(Rc::new(Tensor { shape, elem, data }))
        }
    };
    m.set_result(op, 0, value)?;
    Ok(Flow::Next)
}

/// The float kind of `ty`, or a message.
pub fn float_kind(m: &Machine<'_>, ty: Type) -> Result<ir::float::FloatKind, String> {
    match m.ctx.type_kind(ty) {
        ir::TypeKind::Float(k) => Ok(*k),
        _ => Err("expected a float type".into()),
    }
}

/// The integer width of `ty` (64 for `index`), or a message.
pub fn int_width(m: &Machine<'_>, ty: Type) -> Result<u32, String> {
    match m.ctx.type_kind(ty) {
        ir::TypeKind::Integer { width, .. } => Ok(*width),
        ir::TypeKind::Index => Ok(64),
        _ => Err("expected an integer type".into()),
    }
}
