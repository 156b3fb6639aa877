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
impl ShapeMethods {
    /// Registers op `T`'s implementation with the op in `ctx`'s registry (the
    /// op's registration does this for the ops declaring the interface; call
    /// it for an external model).
    pub fn attach<T: Shape>(ctx: &::ir::Context) {
        ctx.registry()
            .attach_interface(<T as ::ir::ods::TypedOp>::NAME, Self::of::<T>());
    }
    /// What the registration of op `T` declaring the interface in another item
    /// (`#[op(interfaces = [path::Foo])]`) calls: records the op as declaring
    /// it ([`Self::declaring_ops`]), then [`Self::attach`].
    #[doc(hidden)]
    pub fn __declared_by<T: Shape>(ctx: &::ir::Context) {
        ctx.registry().declare_interface::<Self>(<T as ::ir::ods::TypedOp>::NAME);
        Self::attach::<T>(ctx)
    }
    /// The ops declaring the interface: those generated with it (its `_OPS`) and
    /// the ops registered in `ctx` that declare it from another item
    /// (`#[op(interfaces = [path::Foo])]`, which an interface declared in Rust
    /// cannot see); sorted.
    pub fn declaring_ops(ctx: &::ir::Context) -> Vec<&'static str> {
        ::ir::ods::declaring_ops(SHAPE_OPS, ctx.registry().interface_declarers::<Self>())
    }
}
impl ShapeMethods {
    /// The implementation registered by the op named `name`, if any: its static
    /// methods can be called before any op exists (the parser's
    /// `inferReturnTypes`).
    pub fn get(ctx: &::ir::Context, name: ::ir::registry::OpName) -> Option<Self> {
        ctx.registry().interface::<Self>(name)
    }
}
impl ::ir::ods::OpInterface for ShapeRef {
    const NAME: &'static str = "Shape";
    fn get(ctx: &::ir::Context, arena: &::ir::IrArena, op: ::ir::OpId) -> Option<Self> {
        ctx.registry()
            .interface::<ShapeMethods>(arena.op_name(op))
            .map(|methods| ShapeRef { op, methods })
    }
}
impl ShapeRef {
    /// `op` seen through the interface, if its op registered an implementation
    /// (MLIR's `dyn_cast`).
    pub fn get(
        ctx: &::ir::Context,
        arena: &::ir::IrArena,
        op: ::ir::OpId,
    ) -> Option<Self> {
        <Self as ::ir::ods::OpInterface>::get(ctx, arena, op)
    }
    /// `op` seen through `methods`, an implementation of its op (what the
    /// conversion of an interface extending this one to it builds).
    #[doc(hidden)]
    pub fn __from_parts(op: ::ir::OpId, methods: ShapeMethods) -> Self {
        ShapeRef { op, methods }
    }
}
/// An op seen through `Shape`.
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
