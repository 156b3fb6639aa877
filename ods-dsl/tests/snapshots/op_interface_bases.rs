// from op_interface_bases.ods:3
pub trait Named: ::ir::ods::TypedOp {
    /// The name.
    fn name(self) -> String;
}
/// The ops of these definitions that declare `Named`.
pub const NAMED_OPS: &[&str] = &["t.op"];
/// One op's implementation of `Named`: its method pointers.
pub struct NamedMethods {
    name: fn(::ir::OpId) -> String,
    _types: ::std::marker::PhantomData<fn() -> ()>,
}
impl Clone for NamedMethods {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for NamedMethods {}
impl NamedMethods {
    /// The methods of op `T`.
    pub fn of<T: Named>() -> Self {
        NamedMethods {
            name: Self::name_thunk::<T>,
            _types: ::std::marker::PhantomData,
        }
    }
    fn name_thunk<T: Named>(op: ::ir::OpId) -> String {
        <T as ::ir::ods::TypedOp>::from_op_unchecked(op).name()
    }
}
impl NamedMethods {
    /// Registers op `T`'s implementation with the op in `ctx`'s registry (the
    /// op's registration does this for the ops declaring the interface; call
    /// it for an external model).
    pub fn attach<T: Named>(ctx: &::ir::Context) {
        ctx.registry()
            .attach_interface(<T as ::ir::ods::TypedOp>::NAME, Self::of::<T>());
    }
    /// What the registration of op `T` declaring the interface in another item
    /// (`#[op(interfaces = [path::Foo])]`) calls: records the op as declaring
    /// it ([`Self::declaring_ops`]), then [`Self::attach`].
    #[doc(hidden)]
    pub fn __declared_by<T: Named>(ctx: &::ir::Context) {
        ctx.registry().declare_interface::<Self>(<T as ::ir::ods::TypedOp>::NAME);
        Self::attach::<T>(ctx)
    }
    /// The ops declaring the interface: those generated with it (its `_OPS`) and
    /// the ops registered in `ctx` that declare it from another item
    /// (`#[op(interfaces = [path::Foo])]`, which an interface declared in Rust
    /// cannot see); sorted.
    pub fn declaring_ops(ctx: &::ir::Context) -> Vec<&'static str> {
        ::ir::ods::declaring_ops(NAMED_OPS, ctx.registry().interface_declarers::<Self>())
    }
}
impl NamedMethods {
    /// The implementation registered by the op named `name`, if any: its static
    /// methods can be called before any op exists (the parser's
    /// `inferReturnTypes`).
    pub fn get(ctx: &::ir::Context, name: ::ir::registry::OpName) -> Option<Self> {
        ctx.registry().interface::<Self>(name)
    }
}
impl ::ir::ods::OpInterface for NamedRef {
    const NAME: &'static str = "Named";
    fn get(ctx: &::ir::Context, arena: &::ir::IrArena, op: ::ir::OpId) -> Option<Self> {
        ctx.registry()
            .interface::<NamedMethods>(arena.op_name(op))
            .map(|methods| NamedRef { op, methods })
    }
}
impl NamedRef {
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
    pub fn __from_parts(op: ::ir::OpId, methods: NamedMethods) -> Self {
        NamedRef { op, methods }
    }
}
/// An op seen through `Named`.
pub struct NamedRef {
    op: ::ir::OpId,
    methods: NamedMethods,
}
impl Clone for NamedRef {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for NamedRef {}
impl NamedRef {
    /// The op.
    pub fn op(&self) -> ::ir::OpId {
        self.op
    }
    /// The name.
    pub fn name(&self) -> String {
        (self.methods.name)(self.op)
    }
}

// from op_interface_bases.ods:6
/// Ops with a name and a count
pub trait Counted: ::ir::ods::TypedOp + Named + ::ir::interfaces::CallableOpInterface {
    /// The count.
    #[allow(unused_variables)]
    fn count(self) -> usize {
        self.name().len()
    }
}
/// The ops of these definitions that declare `Counted`.
pub const COUNTED_OPS: &[&str] = &["t.op"];
/// One op's implementation of `Counted`: its method pointers.
pub struct CountedMethods {
    __base_named: NamedMethods,
    __base_callable_op_interface: ::ir::interfaces::CallableOpInterfaceMethods,
    count: fn(::ir::OpId) -> usize,
    _types: ::std::marker::PhantomData<fn() -> ()>,
}
impl Clone for CountedMethods {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for CountedMethods {}
impl CountedMethods {
    /// The methods of op `T`.
    pub fn of<T: Counted>() -> Self {
        CountedMethods {
            __base_named: NamedMethods::of::<T>(),
            __base_callable_op_interface: ::ir::interfaces::CallableOpInterfaceMethods::of::<
                T,
            >(),
            count: Self::count_thunk::<T>,
            _types: ::std::marker::PhantomData,
        }
    }
    fn count_thunk<T: Counted>(op: ::ir::OpId) -> usize {
        <T as ::ir::ods::TypedOp>::from_op_unchecked(op).count()
    }
}
impl CountedMethods {
    /// Registers op `T`'s implementation with the op in `ctx`'s registry, and
    /// first its implementations of the interface's bases (the op's
    /// registration does this for the ops declaring the interface; call it for
    /// an external model).
    pub fn attach<T: Counted>(ctx: &::ir::Context) {
        NamedMethods::attach::<T>(ctx);
        ::ir::interfaces::CallableOpInterfaceMethods::attach::<T>(ctx);
        ctx.registry()
            .attach_interface(<T as ::ir::ods::TypedOp>::NAME, Self::of::<T>());
    }
    /// What the registration of op `T` declaring the interface in another item
    /// (`#[op(interfaces = [path::Foo])]`) calls: records the op as declaring
    /// it ([`Self::declaring_ops`]), then [`Self::attach`].
    #[doc(hidden)]
    pub fn __declared_by<T: Counted>(ctx: &::ir::Context) {
        ctx.registry().declare_interface::<Self>(<T as ::ir::ods::TypedOp>::NAME);
        Self::attach::<T>(ctx)
    }
    /// The ops declaring the interface: those generated with it (its `_OPS`) and
    /// the ops registered in `ctx` that declare it from another item
    /// (`#[op(interfaces = [path::Foo])]`, which an interface declared in Rust
    /// cannot see); sorted.
    pub fn declaring_ops(ctx: &::ir::Context) -> Vec<&'static str> {
        ::ir::ods::declaring_ops(
            COUNTED_OPS,
            ctx.registry().interface_declarers::<Self>(),
        )
    }
}
impl CountedMethods {
    /// The implementation registered by the op named `name`, if any: its static
    /// methods can be called before any op exists (the parser's
    /// `inferReturnTypes`).
    pub fn get(ctx: &::ir::Context, name: ::ir::registry::OpName) -> Option<Self> {
        ctx.registry().interface::<Self>(name)
    }
}
impl ::ir::ods::OpInterface for CountedRef {
    const NAME: &'static str = "Counted";
    fn get(ctx: &::ir::Context, arena: &::ir::IrArena, op: ::ir::OpId) -> Option<Self> {
        ctx.registry()
            .interface::<CountedMethods>(arena.op_name(op))
            .map(|methods| CountedRef { op, methods })
    }
}
impl CountedRef {
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
    pub fn __from_parts(op: ::ir::OpId, methods: CountedMethods) -> Self {
        CountedRef { op, methods }
    }
}
impl From<CountedRef> for NamedRef {
    /// The op seen through `Named`, a base of the interface.
    fn from(r: CountedRef) -> Self {
        NamedRef::__from_parts(r.op, r.methods.__base_named)
    }
}
impl From<CountedRef> for ::ir::interfaces::CallableOpInterfaceRef {
    /// The op seen through `CallableOpInterface`, a base of the interface.
    fn from(r: CountedRef) -> Self {
        ::ir::interfaces::CallableOpInterfaceRef::__from_parts(
            r.op,
            r.methods.__base_callable_op_interface,
        )
    }
}
/// An op seen through `Counted`.
pub struct CountedRef {
    op: ::ir::OpId,
    methods: CountedMethods,
}
impl Clone for CountedRef {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for CountedRef {}
impl CountedRef {
    /// The op.
    pub fn op(&self) -> ::ir::OpId {
        self.op
    }
    /// The count.
    pub fn count(&self) -> usize {
        (self.methods.count)(self.op)
    }
}

// from op_interface_bases.ods:10
pub trait Ordered: ::ir::ods::TypedOp + Counted {
    /// Whether it comes first.
    fn first(self) -> bool;
}
/// The ops of these definitions that declare `Ordered`.
pub const ORDERED_OPS: &[&str] = &["t.op"];
/// One op's implementation of `Ordered`: its method pointers.
pub struct OrderedMethods {
    __base_counted: CountedMethods,
    first: fn(::ir::OpId) -> bool,
    _types: ::std::marker::PhantomData<fn() -> ()>,
}
impl Clone for OrderedMethods {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for OrderedMethods {}
impl OrderedMethods {
    /// The methods of op `T`.
    pub fn of<T: Ordered>() -> Self {
        OrderedMethods {
            __base_counted: CountedMethods::of::<T>(),
            first: Self::first_thunk::<T>,
            _types: ::std::marker::PhantomData,
        }
    }
    fn first_thunk<T: Ordered>(op: ::ir::OpId) -> bool {
        <T as ::ir::ods::TypedOp>::from_op_unchecked(op).first()
    }
}
impl OrderedMethods {
    /// Registers op `T`'s implementation with the op in `ctx`'s registry, and
    /// first its implementations of the interface's bases (the op's
    /// registration does this for the ops declaring the interface; call it for
    /// an external model).
    pub fn attach<T: Ordered>(ctx: &::ir::Context) {
        CountedMethods::attach::<T>(ctx);
        ctx.registry()
            .attach_interface(<T as ::ir::ods::TypedOp>::NAME, Self::of::<T>());
    }
    /// What the registration of op `T` declaring the interface in another item
    /// (`#[op(interfaces = [path::Foo])]`) calls: records the op as declaring
    /// it ([`Self::declaring_ops`]), then [`Self::attach`].
    #[doc(hidden)]
    pub fn __declared_by<T: Ordered>(ctx: &::ir::Context) {
        ctx.registry().declare_interface::<Self>(<T as ::ir::ods::TypedOp>::NAME);
        Self::attach::<T>(ctx)
    }
    /// The ops declaring the interface: those generated with it (its `_OPS`) and
    /// the ops registered in `ctx` that declare it from another item
    /// (`#[op(interfaces = [path::Foo])]`, which an interface declared in Rust
    /// cannot see); sorted.
    pub fn declaring_ops(ctx: &::ir::Context) -> Vec<&'static str> {
        ::ir::ods::declaring_ops(
            ORDERED_OPS,
            ctx.registry().interface_declarers::<Self>(),
        )
    }
}
impl OrderedMethods {
    /// The implementation registered by the op named `name`, if any: its static
    /// methods can be called before any op exists (the parser's
    /// `inferReturnTypes`).
    pub fn get(ctx: &::ir::Context, name: ::ir::registry::OpName) -> Option<Self> {
        ctx.registry().interface::<Self>(name)
    }
}
impl ::ir::ods::OpInterface for OrderedRef {
    const NAME: &'static str = "Ordered";
    fn get(ctx: &::ir::Context, arena: &::ir::IrArena, op: ::ir::OpId) -> Option<Self> {
        ctx.registry()
            .interface::<OrderedMethods>(arena.op_name(op))
            .map(|methods| OrderedRef { op, methods })
    }
}
impl OrderedRef {
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
    pub fn __from_parts(op: ::ir::OpId, methods: OrderedMethods) -> Self {
        OrderedRef { op, methods }
    }
}
impl From<OrderedRef> for CountedRef {
    /// The op seen through `Counted`, a base of the interface.
    fn from(r: OrderedRef) -> Self {
        CountedRef::__from_parts(r.op, r.methods.__base_counted)
    }
}
/// An op seen through `Ordered`.
pub struct OrderedRef {
    op: ::ir::OpId,
    methods: OrderedMethods,
}
impl Clone for OrderedRef {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for OrderedRef {}
impl OrderedRef {
    /// The op.
    pub fn op(&self) -> ::ir::OpId {
        self.op
    }
    /// Whether it comes first.
    pub fn first(&self) -> bool {
        (self.methods.first)(self.op)
    }
}

