// from op_interface_bases.ods:3
pub trait Named: ::ir::ods::TypedOp {
    /// The name.
    fn name(self) -> String;
}
/// The ops of these definitions that declare `Named`.
pub const NAMED_OPS: &[&str] = &["t.op"];
/// One op's implementation of `Named`: its method pointers.
#[allow(clippy::type_complexity)]
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
::ir::ods_registered_op_interface!(
    "Named", Named, NamedMethods, NamedRef, NAMED_OPS, bases[], fn attach(ctx) {}
);
/// An op seen through `Named`.
#[allow(clippy::type_complexity)]
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
#[allow(clippy::type_complexity)]
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
::ir::ods_registered_op_interface!(
    "Counted", Counted, CountedMethods, CountedRef, COUNTED_OPS, bases[__base_named :
    NamedMethods, NamedRef, "Named"; __base_callable_op_interface :
    ::ir::interfaces::CallableOpInterfaceMethods,
    ::ir::interfaces::CallableOpInterfaceRef, "CallableOpInterface";], fn attach(ctx) {}
);
/// An op seen through `Counted`.
#[allow(clippy::type_complexity)]
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
#[allow(clippy::type_complexity)]
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
::ir::ods_registered_op_interface!(
    "Ordered", Ordered, OrderedMethods, OrderedRef, ORDERED_OPS, bases[__base_counted :
    CountedMethods, CountedRef, "Counted";], fn attach(ctx) {}
);
/// An op seen through `Ordered`.
#[allow(clippy::type_complexity)]
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

