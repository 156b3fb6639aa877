// from op_interfaces.ods:3
/// Ops with a shape known from their name
pub trait Shape: ::ir::ods::TypedOp {
    /// The rank of every op of this kind.
    fn rank(ctx: &::ir::Context) -> usize;
    /// Whether the rank is zero.
    #[allow(unused_variables)]
    fn is_scalar(ctx: &::ir::Context) -> bool {
        Self::rank(ctx) == 0
    }
    /// The dimensions of this op.
    fn dims(self, arena: &::ir::IrArena) -> Vec<i64>;
}
/// The ops of these definitions that declare `Shape`.
pub const SHAPE_OPS: &[&str] = &["t.same"];
/// One op's implementation of `Shape`: its method pointers.
#[allow(clippy::type_complexity)]
pub struct ShapeMethods {
    rank: fn(&::ir::Context) -> usize,
    is_scalar: fn(&::ir::Context) -> bool,
    dims: fn(::ir::OpId, &::ir::IrArena) -> Vec<i64>,
    _types: ::std::marker::PhantomData<fn() -> ()>,
}
impl Clone for ShapeMethods {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for ShapeMethods {}
impl ShapeMethods {
    /// The methods of op `T`.
    pub fn of<T: Shape>() -> Self {
        ShapeMethods {
            rank: <T as Shape>::rank,
            is_scalar: <T as Shape>::is_scalar,
            dims: Self::dims_thunk::<T>,
            _types: ::std::marker::PhantomData,
        }
    }
    fn dims_thunk<T: Shape>(op: ::ir::OpId, arena: &::ir::IrArena) -> Vec<i64> {
        <T as ::ir::ods::TypedOp>::from_op_unchecked(op).dims(arena)
    }
    /// The rank of every op of this kind.
    pub fn rank(&self, ctx: &::ir::Context) -> usize {
        (self.rank)(ctx)
    }
    /// Whether the rank is zero.
    pub fn is_scalar(&self, ctx: &::ir::Context) -> bool {
        (self.is_scalar)(ctx)
    }
}
::ir::ods_registered_op_interface!(
    "Shape", Shape, ShapeMethods, ShapeRef, SHAPE_OPS, bases[], fn attach(ctx) {}
);
/// An op seen through `Shape`.
#[allow(clippy::type_complexity)]
pub struct ShapeRef {
    op: ::ir::OpId,
    methods: ShapeMethods,
}
impl Clone for ShapeRef {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for ShapeRef {}
impl ShapeRef {
    /// The op.
    pub fn op(&self) -> ::ir::OpId {
        self.op
    }
    /// The rank of every op of this kind.
    pub fn rank(&self, ctx: &::ir::Context) -> usize {
        (self.methods.rank)(ctx)
    }
    /// Whether the rank is zero.
    pub fn is_scalar(&self, ctx: &::ir::Context) -> bool {
        (self.methods.is_scalar)(ctx)
    }
    /// The dimensions of this op.
    pub fn dims(&self, arena: &::ir::IrArena) -> Vec<i64> {
        (self.methods.dims)(self.op, arena)
    }
}

::ir::ods_builders! {
        __SAME_OP_SCHEMA; fn build(builder, r_type : ::ir::Type, x : ::ir::Value) {
        Self::build_with_result_types(builder, & [r_type], x) } fn
        build_with_result_types(builder, result_types : & [::ir::Type], x : ::ir::Value)
        | state | { state.results(result_types); state.operands(& [x]); } fn
        build_inferred(builder, x : ::ir::Value) | state | { state.operands(& [x]); let
        types = ::ir::ods::infer::build_result_types:: < Self > (builder, & state) ?; if
        types.len() != 1usize { return
        Err(::ir::ods::BuildError(format!("inferred {} result types, expected {}", types
        .len(), 1usize))); } for t in types { state.results(& [t]); } }
    }
