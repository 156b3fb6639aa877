//! Macros generated code expands: each stands for a family of accessors,
//! so that per-op generated code stays a few lines per item.

/// The common items of a typed op handle (a `struct Op(pub OpId)`): `Copy`,
/// `Clone`, `Debug`, `PartialEq`, `Eq` and `Hash` (as derived), `NAME`,
/// `schema`, `op`, `cast`, `verify_invariants`, and
/// `TryFrom<(&Context, &IrArena, OpId)>`.
#[macro_export]
macro_rules! ods_op_base {
    ($ty:ident, $name:literal, $schema:path, generic) => {
        $crate::ods_op_base!($ty, $name, $schema, custom);
        impl $ty {
            /// Builds the op from result types, operands and named attributes
            /// (segment sizes must be among the attributes).
            pub fn build_generic(
                builder: &mut $crate::ods::OpBuilder<'_>,
                result_types: &[$crate::Type],
                operands: &[$crate::Value],
                attributes: &[(&'static str, $crate::Attr)],
            ) -> Result<Self, $crate::ods::BuildError> {
                $crate::ods::build::create_generic(builder, &$schema, result_types, operands, attributes).map(Self)
            }
        }
    };
    ($ty:ident, $name:literal, $schema:path, custom) => {
        // What `#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]` gives the handle.
        impl ::core::clone::Clone for $ty {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl ::core::marker::Copy for $ty {}
        impl ::core::fmt::Debug for $ty {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.debug_tuple(stringify!($ty)).field(&self.0).finish()
            }
        }
        impl ::core::cmp::PartialEq for $ty {
            fn eq(&self, other: &Self) -> bool {
                self.0 == other.0
            }
        }
        impl ::core::cmp::Eq for $ty {}
        impl ::core::hash::Hash for $ty {
            fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                self.0.hash(state)
            }
        }
        impl $ty {
            /// The operation name.
            pub const NAME: &'static str = $name;
            /// The static description the runtime verifies and builds with.
            pub fn schema() -> &'static $crate::ods::OpSchema {
                &$schema
            }
            /// The generic op.
            pub fn op(self) -> $crate::OpId {
                self.0
            }
            /// The typed handle of `op` if it is this op with a well-formed structure.
            pub fn cast(ctx: &$crate::Context, arena: &$crate::IrArena, op: $crate::OpId) -> Option<Self> {
                $crate::ods::access::is_instance(ctx, arena, op, &$schema).then_some($ty(op))
            }
            /// Runs the generated verifier (traits, constraints, user hook).
            pub fn verify_invariants(
                self,
                ctx: &$crate::Context,
                arena: &$crate::IrArena,
            ) -> Result<(), $crate::Diagnostic> {
                $crate::ods::verify::verify_invariants(ctx, arena, self.0, &$schema)
            }
        }
        impl $crate::ods::TypedOp for $ty {
            const NAME: &'static str = $name;
            fn from_op_unchecked(op: $crate::OpId) -> Self {
                $ty(op)
            }
            fn op_id(self) -> $crate::OpId {
                self.0
            }
            fn op_schema() -> &'static $crate::ods::OpSchema {
                &$schema
            }
        }
        impl TryFrom<(&$crate::Context, &$crate::IrArena, $crate::OpId)> for $ty {
            type Error = $crate::ods::BuildError;
            fn try_from(
                (ctx, arena, op): (&$crate::Context, &$crate::IrArena, $crate::OpId),
            ) -> Result<Self, Self::Error> {
                Self::cast(ctx, arena, op)
                    .ok_or_else(|| $crate::ods::BuildError(format!("not a well-formed '{}'", $name)))
            }
        }
    };
}

/// Accessors of an operand group: `single` (with a setter), `optional`,
/// `variadic` or `groups` (`VariadicOfVariadic`).
#[macro_export]
macro_rules! ods_operand {
    ($schema:path, $i:expr, single, $name:ident, $set:ident) => {
        #[doc = concat!(" Operand `", stringify!($name), "`.")]
        pub fn $name(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> $crate::Value {
            $crate::ods::access::operand_single(ctx, arena, self.0, &$schema, $i)
        }
        #[doc = concat!(" Replaces operand `", stringify!($name), "`.")]
        pub fn $set(self, ctx: &$crate::Context, arena: &mut $crate::IrArena, value: $crate::Value) {
            $crate::ods::access::set_operand_single(ctx, arena, self.0, &$schema, $i, value)
        }
    };
    ($schema:path, $i:expr, optional, $name:ident) => {
        #[doc = concat!(" Optional operand `", stringify!($name), "`.")]
        pub fn $name(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> Option<$crate::Value> {
            $crate::ods::access::operand_one(ctx, arena, self.0, &$schema, $i)
        }
    };
    ($schema:path, $i:expr, variadic, $name:ident) => {
        #[doc = concat!(" Variadic operand group `", stringify!($name), "`.")]
        pub fn $name(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> Vec<$crate::Value> {
            $crate::ods::access::operand_group(ctx, arena, self.0, &$schema, $i)
        }
    };
    ($schema:path, $i:expr, groups, $name:ident) => {
        #[doc = concat!(" Operand groups `", stringify!($name), "`, split by their segment attribute.")]
        pub fn $name(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> Vec<Vec<$crate::Value>> {
            $crate::ods::access::operand_group_split(ctx, arena, self.0, &$schema, $i)
        }
    };
}

/// Accessors of a result group: `single`, `optional` or `variadic`.
#[macro_export]
macro_rules! ods_result {
    ($schema:path, $i:expr, single, $name:ident) => {
        #[doc = concat!(" Result `", stringify!($name), "`.")]
        pub fn $name(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> $crate::Value {
            $crate::ods::access::result_single(ctx, arena, self.0, &$schema, $i)
        }
    };
    ($schema:path, $i:expr, optional, $name:ident) => {
        #[doc = concat!(" Optional result `", stringify!($name), "`.")]
        pub fn $name(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> Option<$crate::Value> {
            $crate::ods::access::result_one(ctx, arena, self.0, &$schema, $i)
        }
    };
    ($schema:path, $i:expr, variadic, $name:ident) => {
        #[doc = concat!(" Variadic result group `", stringify!($name), "`.")]
        pub fn $name(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> Vec<$crate::Value> {
            $crate::ods::access::result_group(ctx, arena, self.0, &$schema, $i)
        }
    };
}

/// Accessors of an inherent attribute or property: the raw getter and
/// setter always; `remove` for optional ones; `unit` (presence as `bool`)
/// or `value` (typed getter and setter with conversions) when known.
#[macro_export]
macro_rules! ods_attr {
    ($name:literal, $get_attr:ident, $set_attr:ident) => {
        #[doc = concat!(" Attribute `", $name, "` as stored (`None` when absent).")]
        pub fn $get_attr(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> Option<$crate::Attr> {
            $crate::ods::access::inherent(ctx, arena, self.0, $name)
        }
        #[doc = concat!(" Sets attribute `", $name, "`.")]
        pub fn $set_attr(self, ctx: &$crate::Context, arena: &mut $crate::IrArena, value: $crate::Attr) {
            $crate::ods::access::set_inherent(ctx, arena, self.0, $name, Some(value))
        }
    };
    ($name:literal, $get_attr:ident, $set_attr:ident, $($rest:tt)+) => {
        $crate::ods_attr!($name, $get_attr, $set_attr);
        $crate::ods_attr!(@more $name, $($rest)+);
    };
    (@more $name:literal, remove $remove:ident $(, $($rest:tt)+)?) => {
        $crate::ods_attr!($name, remove $remove);
        $($crate::ods_attr!(@more $name, $($rest)+);)?
    };
    (@more $name:literal, clear $clear:ident $(, $($rest:tt)+)?) => {
        $crate::ods_attr!($name, clear $clear);
        $($crate::ods_attr!(@more $name, $($rest)+);)?
    };
    (@more $name:literal, $($rest:tt)+) => {
        $crate::ods_attr!($name, $($rest)+);
    };
    ($name:literal, remove $remove:ident) => {
        #[doc = concat!(" Removes attribute `", $name, "`.")]
        pub fn $remove(self, ctx: &$crate::Context, arena: &mut $crate::IrArena) {
            $crate::ods::access::set_inherent(ctx, arena, self.0, $name, None)
        }
    };
    ($name:literal, clear $clear:ident) => {
        #[doc = concat!(" Clears optional property `", $name, "` (to `[]`).")]
        pub fn $clear(self, ctx: &$crate::Context, arena: &mut $crate::IrArena) {
            let empty = $crate::ods::values::optional_prop(ctx, None);
            $crate::ods::access::set_inherent(ctx, arena, self.0, $name, Some(empty))
        }
    };
    ($name:literal, unit $get:ident, $set:ident) => {
        #[doc = concat!(" Whether unit attribute `", $name, "` is present.")]
        pub fn $get(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> bool {
            // A cleared `UnitProp` is stored as `false`.
            $crate::ods::access::inherent(ctx, arena, self.0, $name)
                .is_some_and(|a| !matches!(ctx.attr_kind(a), $crate::AttrKind::Bool(false)))
        }
        #[doc = concat!(" Sets or clears unit attribute `", $name, "`.")]
        pub fn $set(self, ctx: &$crate::Context, arena: &mut $crate::IrArena, value: bool) {
            let v = value.then(|| ctx.unit_attr());
            $crate::ods::access::set_inherent(ctx, arena, self.0, $name, v)
        }
    };
    ($name:literal, value $get:ident: $ty:ty = $from:expr, $set:ident: $param:ty = $to:expr, default $default:expr) => {
        #[doc = concat!(" Attribute `", $name, "` as a value (the default when absent and default-valued).")]
        pub fn $get(self, ctx: &$crate::Context, arena: &$crate::IrArena) -> Option<$ty> {
            let attr = $crate::ods::access::inherent_or_default(ctx, arena, self.0, $name, $default)?;
            let from: fn(&$crate::Context, $crate::Attr) -> Option<$ty> = {
                #[allow(unused_imports)]
                use $crate::ods::values as __v;
                $from
            };
            from(ctx, attr)
        }
        #[doc = concat!(" Sets attribute `", $name, "` from a value.")]
        pub fn $set(
            self,
            ctx: &$crate::Context,
            arena: &mut $crate::IrArena,
            v: $param,
        ) -> Result<(), $crate::ods::BuildError> {
            let to: fn(&$crate::Context, $param) -> Result<$crate::Attr, $crate::ods::BuildError> = {
                #[allow(unused_imports)]
                use $crate::ods::values as __v;
                $to
            };
            let attr = to(ctx, v)?;
            $crate::ods::access::set_inherent(ctx, arena, self.0, $name, Some(attr));
            Ok(())
        }
    };
}

/// A region (`single`) or the trailing variadic regions (`variadic`).
#[macro_export]
macro_rules! ods_region {
    ($i:expr, single, $name:ident) => {
        #[doc = concat!(" Region `", stringify!($name), "`.")]
        pub fn $name(self, arena: &$crate::IrArena) -> $crate::RegionId {
            arena.regions(self.0)[$i]
        }
    };
    ($i:expr, variadic, $name:ident) => {
        #[doc = concat!(" Variadic regions `", stringify!($name), "`.")]
        pub fn $name(self, arena: &$crate::IrArena) -> Vec<$crate::RegionId> {
            $crate::ods::access::regions_from(arena, self.0, $i)
        }
    };
}

/// A successor (`single`) or the trailing variadic successors (`variadic`).
#[macro_export]
macro_rules! ods_successor {
    ($i:expr, single, $name:ident) => {
        #[doc = concat!(" Successor `", stringify!($name), "`.")]
        pub fn $name(self, arena: &$crate::IrArena) -> $crate::BlockId {
            arena.successors(self.0)[$i]
        }
    };
    ($i:expr, variadic, $name:ident) => {
        #[doc = concat!(" Variadic successors `", stringify!($name), "`.")]
        pub fn $name(self, arena: &$crate::IrArena) -> Vec<$crate::BlockId> {
            $crate::ods::access::successors_from(arena, self.0, $i)
        }
    };
}

/// The two accessor types of an op, from one list of its items:
/// - the operand adaptor `$adaptor` (MLIR's `FooOp::Adaptor`): named access
///   to operands held in a plain list, with the properties dictionary;
/// - the view `$view`: the op bound to the IR it lives in (`op.view(ctx,
///   arena)` or `$view::cast(ctx, arena, op)`), whose accessors take no
///   `(ctx, arena)` and read variadic groups in place (iterators and slices,
///   no fresh `Vec`).
///
/// Items, each in parentheses: `operand single|optional|variadic|groups
/// NAME INDEX`, `result single|optional|variadic NAME INDEX`, `attr NAME
/// "name"` (the stored attribute), `unit NAME "name"`, `value NAME: TYPE =
/// FROM, default DEFAULT, "name"` (the typed getters the handle defines: the
/// view calls the handle's, the adaptor converts the attribute of its
/// properties with `FROM`, a `fn(&Context, Attr) -> Option<TYPE>` in which
/// `__v` is `ir::ods::values`, or parses the `Option<&str>` `DEFAULT` when
/// it is absent), `region single|variadic NAME INDEX`, `successor
/// single|variadic NAME INDEX`.
#[macro_export]
macro_rules! ods_views {
    ($view:ident, $adaptor:ident, $fold:ident for $ty:ident, $schema:path { $( ($($item:tt)*) )* }) => {
        $crate::ods_views!($view, $adaptor for $ty, $schema { $( ($($item)*) )* });
        #[doc = concat!(" The constant operands of a `", stringify!($ty), "` being folded, by name (MLIR's `FoldAdaptor`).")]
        #[derive(Copy, Clone)]
        pub struct $fold<'a>(pub $crate::ods::access::FoldAdaptor<'a>);
        impl<'a> $fold<'a> {
            /// The fold adaptor of `op` over `constants` (one per operand, `None` when not constant).
            pub fn new(
                ctx: &'a $crate::Context,
                arena: &'a $crate::IrArena,
                op: $crate::OpId,
                constants: &'a [Option<$crate::Attr>],
            ) -> Self {
                $fold($crate::ods::access::FoldAdaptor::new(ctx, arena, op, &$schema, constants))
            }
            $( $crate::ods_views!(@fold $($item)*); )*
        }
    };
    ($view:ident, $adaptor:ident for $ty:ident, $schema:path { $( ($($item:tt)*) )* }) => {
        #[doc = concat!(" Named access to `", stringify!($ty), "` operands held in a plain list (MLIR's operand adaptor).")]
        pub struct $adaptor<'a>(pub $crate::ods::Adaptor<'a>);
        impl<'a> $adaptor<'a> {
            /// An adaptor over `operands` with the op's properties dictionary.
            pub fn new(ctx: &'a $crate::Context, operands: &'a [$crate::Value], properties: Option<$crate::Attr>) -> Self {
                $adaptor($crate::ods::Adaptor::new(ctx, &$schema, operands, properties))
            }
            /// Checks attribute presence and constraints, as MLIR's `Adaptor::verify`.
            pub fn verify(&self) -> Result<(), String> {
                self.0.verify()
            }
            $( $crate::ods_views!(@adaptor $($item)*); )*
        }
        impl $crate::ods::infer::HasAdaptor for $ty {
            type Adaptor<'a> = $adaptor<'a>;
            fn adaptor<'a>(
                ctx: &'a $crate::Context,
                operands: &'a [$crate::Value],
                properties: Option<$crate::Attr>,
            ) -> $adaptor<'a> {
                $adaptor::new(ctx, operands, properties)
            }
        }
        #[doc = concat!(" A `", stringify!($ty), "` bound to the IR it lives in: accessors without `(ctx, arena)`.")]
        #[derive(Copy, Clone)]
        pub struct $view<'a> {
            /// The typed handle.
            pub handle: $ty,
            /// The context the op's types and attributes live in.
            pub ctx: &'a $crate::Context,
            /// The IR holding the op.
            pub arena: &'a $crate::IrArena,
        }
        impl $ty {
            /// This op bound to the IR it lives in, for reading without `(ctx, arena)`.
            pub fn view<'a>(self, ctx: &'a $crate::Context, arena: &'a $crate::IrArena) -> $view<'a> {
                $view { handle: self, ctx, arena }
            }
        }
        impl<'a> $view<'a> {
            /// The view of `op` if it is this op with a well-formed structure.
            pub fn cast(ctx: &'a $crate::Context, arena: &'a $crate::IrArena, op: $crate::OpId) -> Option<Self> {
                $ty::cast(ctx, arena, op).map(|handle| $view { handle, ctx, arena })
            }
            /// The view of the op defining `value`, if that is this op (well-formed).
            pub fn defining(ctx: &'a $crate::Context, arena: &'a $crate::IrArena, value: $crate::Value) -> Option<Self> {
                Self::cast(ctx, arena, arena.defining_op(value)?)
            }
            /// The generic op.
            pub fn op_id(&self) -> $crate::OpId {
                self.handle.0
            }
            /// The op's location.
            pub fn op_loc(&self) -> $crate::Attr {
                self.arena.op_loc(self.handle.0)
            }
            $( $crate::ods_views!(@view $schema; $($item)*); )*
        }
    };
    (@adaptor operand single $name:ident $i:expr) => {
        #[doc = concat!(" Operand `", stringify!($name), "`.")]
        pub fn $name(&self) -> Option<$crate::Value> { self.0.group($i).first().copied() }
    };
    (@adaptor operand optional $name:ident $i:expr) => {
        #[doc = concat!(" Optional operand `", stringify!($name), "`.")]
        pub fn $name(&self) -> Option<$crate::Value> { self.0.group($i).first().copied() }
    };
    (@adaptor operand $variadic:ident $name:ident $i:expr) => {
        #[doc = concat!(" Operand group `", stringify!($name), "`.")]
        pub fn $name(&self) -> &'a [$crate::Value] { self.0.group($i) }
    };
    (@adaptor attr $name:ident $lit:literal) => {
        #[doc = concat!(" Attribute `", $lit, "` (from the properties).")]
        pub fn $name(&self) -> Option<$crate::Attr> { self.0.attr($lit) }
    };
    (@adaptor unit $name:ident $lit:literal) => {
        #[doc = concat!(" Whether unit attribute `", $lit, "` is present (from the properties).")]
        pub fn $name(&self) -> bool { self.0.unit($lit) }
    };
    (@adaptor value $name:ident: $rt:ty = $from:expr, default $default:expr, $lit:literal) => {
        #[doc = concat!(" Attribute `", $lit, "` as a value (from the properties; the default when absent and default-valued).")]
        pub fn $name(&self) -> Option<$rt> {
            let from: fn(&$crate::Context, $crate::Attr) -> Option<$rt> = {
                #[allow(unused_imports)]
                use $crate::ods::values as __v;
                $from
            };
            self.0.typed($lit, $default, from)
        }
    };
    (@adaptor $($other:tt)*) => {};
    (@fold operand single $name:ident $i:expr) => {
        #[doc = concat!(" The constant value of operand `", stringify!($name), "`, if it is one.")]
        pub fn $name(&self) -> Option<$crate::Attr> { self.0.one($i) }
    };
    (@fold operand optional $name:ident $i:expr) => {
        #[doc = concat!(" The constant value of optional operand `", stringify!($name), "`, if present and one.")]
        pub fn $name(&self) -> Option<$crate::Attr> { self.0.one($i) }
    };
    (@fold operand $variadic:ident $name:ident $i:expr) => {
        #[doc = concat!(" The constant values of operand group `", stringify!($name), "`.")]
        pub fn $name(&self) -> &'a [Option<$crate::Attr>] { self.0.group($i) }
    };
    (@fold attr $name:ident $lit:literal) => {
        #[doc = concat!(" Attribute `", $lit, "` of the op.")]
        pub fn $name(&self) -> Option<$crate::Attr> { self.0.attr($lit) }
    };
    (@fold $($other:tt)*) => {};
    (@view $schema:path; operand single $name:ident $i:expr) => {
        #[doc = concat!(" Operand `", stringify!($name), "`.")]
        pub fn $name(&self) -> $crate::Value {
            $crate::ods::access::operand_single(self.ctx, self.arena, self.handle.0, &$schema, $i)
        }
    };
    (@view $schema:path; operand optional $name:ident $i:expr) => {
        #[doc = concat!(" Optional operand `", stringify!($name), "`.")]
        pub fn $name(&self) -> Option<$crate::Value> {
            $crate::ods::access::operand_one(self.ctx, self.arena, self.handle.0, &$schema, $i)
        }
    };
    (@view $schema:path; operand variadic $name:ident $i:expr) => {
        #[doc = concat!(" Operand group `", stringify!($name), "`, read in place.")]
        pub fn $name(&self) -> impl ExactSizeIterator<Item = $crate::Value> + 'a {
            $crate::ods::access::operand_iter(self.ctx, self.arena, self.handle.0, &$schema, $i)
        }
    };
    (@view $schema:path; operand groups $name:ident $i:expr) => {
        #[doc = concat!(" Operand groups `", stringify!($name), "`, split by their segment attribute.")]
        pub fn $name(&self) -> Vec<Vec<$crate::Value>> {
            $crate::ods::access::operand_group_split(self.ctx, self.arena, self.handle.0, &$schema, $i)
        }
    };
    (@view $schema:path; result single $name:ident $i:expr) => {
        #[doc = concat!(" Result `", stringify!($name), "`.")]
        pub fn $name(&self) -> $crate::Value {
            $crate::ods::access::result_single(self.ctx, self.arena, self.handle.0, &$schema, $i)
        }
    };
    (@view $schema:path; result optional $name:ident $i:expr) => {
        #[doc = concat!(" Optional result `", stringify!($name), "`.")]
        pub fn $name(&self) -> Option<$crate::Value> {
            $crate::ods::access::result_one(self.ctx, self.arena, self.handle.0, &$schema, $i)
        }
    };
    (@view $schema:path; result variadic $name:ident $i:expr) => {
        #[doc = concat!(" Result group `", stringify!($name), "`.")]
        pub fn $name(&self) -> impl ExactSizeIterator<Item = $crate::Value> + Clone {
            $crate::ods::access::result_iter(self.ctx, self.arena, self.handle.0, &$schema, $i)
        }
    };
    (@view $schema:path; attr $name:ident $lit:literal) => {
        #[doc = concat!(" Attribute `", $lit, "` as stored (`None` when absent).")]
        pub fn $name(&self) -> Option<$crate::Attr> {
            $crate::ods::access::inherent(self.ctx, self.arena, self.handle.0, $lit)
        }
    };
    (@view $schema:path; unit $name:ident $lit:literal) => {
        #[doc = concat!(" Whether unit attribute `", stringify!($name), "` is present.")]
        pub fn $name(&self) -> bool {
            self.handle.$name(self.ctx, self.arena)
        }
    };
    (@view $schema:path; value $name:ident: $rt:ty = $from:expr, default $default:expr, $lit:literal) => {
        #[doc = concat!(" Attribute `", stringify!($name), "` as a value (the default when absent and default-valued).")]
        pub fn $name(&self) -> Option<$rt> {
            self.handle.$name(self.ctx, self.arena)
        }
    };
    (@view $schema:path; region single $name:ident $i:expr) => {
        #[doc = concat!(" Region `", stringify!($name), "`.")]
        pub fn $name(&self) -> $crate::RegionId {
            self.arena.regions(self.handle.0)[$i]
        }
    };
    (@view $schema:path; region variadic $name:ident $i:expr) => {
        #[doc = concat!(" Variadic regions `", stringify!($name), "`.")]
        pub fn $name(&self) -> &'a [$crate::RegionId] {
            self.arena.regions(self.handle.0).get($i..).unwrap_or(&[])
        }
    };
    (@view $schema:path; successor single $name:ident $i:expr) => {
        #[doc = concat!(" Successor `", stringify!($name), "`.")]
        pub fn $name(&self) -> $crate::BlockId {
            self.arena.successors(self.handle.0)[$i]
        }
    };
    (@view $schema:path; successor variadic $name:ident $i:expr) => {
        #[doc = concat!(" Variadic successors `", stringify!($name), "`.")]
        pub fn $name(&self) -> &'a [$crate::BlockId] {
            self.arena.successors(self.handle.0).get($i..).unwrap_or(&[])
        }
    };
}

/// A static (or const) table of generated code, written with the short
/// names of [`ods::tables`](crate::ods::tables): inside `$value`, `__t`
/// names that module (`__t::OpSchema { .. }`), so that tables stay short and
/// no name of the including module is shadowed or taken.
#[macro_export]
macro_rules! ods_table {
    ($(#[$m:meta])* static $name:ident: $ty:ident = $value:expr) => {
        $(#[$m])*
        static $name: $crate::ods::tables::$ty = {
            use $crate::ods::tables as __t;
            $value
        };
    };
    ($(#[$m:meta])* const $name:ident: $ty:ident = $value:expr) => {
        $(#[$m])*
        const $name: $crate::ods::tables::$ty = {
            use $crate::ods::tables as __t;
            $value
        };
    };
}

/// The builders of a typed op handle, after the op's schema: each
/// `fn name(builder, params) body` becomes
/// `pub fn name(builder: &mut OpBuilder<'_>, params) -> Result<Self, BuildError>`
/// (the builder parameter is named by the caller, so that bodies can use
/// it). A body written `|state| { ... }` fills a fresh
/// [`OpState`](crate::ods::OpState) named `state`, then the op is created
/// from it with the schema ([`create`](crate::ods::build::create)). ODS's
/// default builders (`build`, `build_unwrapped`, `build_with_result_types`,
/// `build_inferred`) get their documentation here.
#[macro_export]
macro_rules! ods_builders {
    (@doc build) => { " Builds the op from result types, operands and attributes (ODS's separate-parameter builder)." };
    (@doc build_unwrapped) => { " Like `build`, with attributes given as plain values." };
    (@doc build_with_result_types) => { " Like `build`, with all result types in one list." };
    (@doc build_inferred) => { " Builds the op with its result types inferred (ODS's builders without result types)." };
    (@doc $other:ident) => { "" };
    (@body $schema:path, $b:ident, [] $body:block) => { $body };
    (@body $schema:path, $b:ident, [$state:ident] $body:block) => {{
        #[allow(unused_mut)]
        let mut $state = $crate::ods::OpState::new();
        $body
        $crate::ods::build::create($b, &$schema, $state).map(Self)
    }};
    ($schema:path; $($(#[$m:meta])* fn $name:ident($b:ident $(, $p:ident: $t:ty)* $(,)?) $(|$state:ident|)? $body:block)*) => {
        $(
            $(#[$m])*
            #[doc = $crate::ods_builders!(@doc $name)]
            #[allow(clippy::too_many_arguments)]
            pub fn $name(
                $b: &mut $crate::ods::OpBuilder<'_>,
                $($p: $t),*
            ) -> ::core::result::Result<Self, $crate::ods::BuildError> {
                #[allow(unused_imports)]
                use $crate::ods::values as __v;
                $crate::ods_builders!(@body $schema, $b, [$($state)?] $body)
            }
        )*
    };
}

/// The interfaces a file's ops get from their traits and stated effects (an op
/// stating its effects has `MemoryEffectsOpInterface`, a `Symbol` op
/// `SymbolOpInterface`, ...): for each interface, given as its trait and its method
/// table, the ops having it. Expands to one empty `impl` per op and interface (the
/// interface's default bodies) and `attach_provided_interfaces(ctx)`, which attaches
/// them all (a generated file's `registration::register` calls it).
#[macro_export]
macro_rules! ods_provided_interfaces {
    ($($iface:path, $methods:ty: [$($op:ident),* $(,)?];)*) => {
        $($(impl $iface for $op {})*)*
        /// Attaches the interfaces the ops of this file get from their traits and
        /// stated effects, recording the ops as declaring them.
        pub(super) fn attach_provided_interfaces(_ctx: &$crate::Context) {
            $($(<$methods>::__declared_by::<$op>(_ctx);)*)*
        }
    };
}

/// Upstream's `InferTensorType` trait on op `$ty` (which implements
/// `InferShapedTypeOpInterface`): its `InferTypeOpInterface` with
/// `inferReturnTypes` giving the tensors of its `inferReturnTypeComponents`
/// ([`infer_tensor_types`](crate::ods::infer_shaped::infer_tensor_types)).
/// With `compatible`, `isCompatibleReturnTypes` is the op's own inherent
/// `fn is_compatible_return_types(&Context, &[Type], &[Type]) -> bool`
/// (upstream's static method of the same name on the op class).
#[macro_export]
macro_rules! ods_infer_tensor_type {
    ($ty:ident $(, $compatible:ident)?) => {
        impl $crate::interfaces::InferTypeOpInterface for $ty {
            /// `InferTensorType`: tensors of the components the op infers.
            fn infer_return_types(
                ctx: &$crate::Context,
                location: Option<$crate::Attr>,
                inputs: $crate::ods::infer::InferInputs<'_>,
            ) -> $crate::ods::infer::InferResult {
                $crate::ods::infer_shaped::infer_tensor_types::<Self>(ctx, location, inputs)
            }
            $($crate::ods_infer_tensor_type!(@$compatible $ty);)?
        }
    };
    (@compatible $ty:ident) => {
        /// The op's own `isCompatibleReturnTypes`.
        fn is_compatible_return_types(ctx: &$crate::Context, inferred: &[$crate::Type], actual: &[$crate::Type]) -> bool {
            $ty::is_compatible_return_types(ctx, inferred, actual)
        }
    };
}

/// An op's schema and the common items of its handle: `ods_schema!(FooOp generic:
/// __NAME = "d.op" { field: value, ... } hooks [verify, fold])` is
/// `ods_op_base!(FooOp, "d.op", __NAME, generic)` and `static __NAME: OpSchema =
/// OpSchema { name: "d.op", field: value, ..., verify: ods_hook!(verify FooOp), ...,
/// ..OpSchema::EMPTY }`, with `__t` naming [`ods::tables`](crate::ods::tables) in the
/// values (as in [`ods_table!`]). The `hooks` part is optional; `generic` or `custom`
/// as in [`ods_op_base!`].
#[macro_export]
macro_rules! ods_schema {
    ($ty:ident $kind:ident : $name:ident = $op:literal { $($field:ident : $value:expr),* $(,)? } $(hooks [$($hook:ident),* $(,)?])?) => {
        $crate::ods_op_base!($ty, $op, $name, $kind);
        static $name: $crate::ods::OpSchema = {
            use $crate::ods::tables as __t;
            $crate::ods::OpSchema {
                name: $op,
                $($field: $value,)*
                $($($hook: $crate::ods_hook!($hook $ty),)*)?
                ..$crate::ods::OpSchema::EMPTY
            }
        };
    };
}

/// A schema hook that calls the op handle's method of the same name: `verify`,
/// `verify_regions`, `fold`, `canonicalize`, `block_arg_names` (see
/// [`ods_schema!`]).
#[macro_export]
macro_rules! ods_hook {
    (verify $ty:ident) => {
        Some(|ctx, arena, op| $ty(op).verify(ctx, arena))
    };
    (verify_regions $ty:ident) => {
        Some(|ctx, arena, op| $ty(op).verify_regions(ctx, arena))
    };
    (fold $ty:ident) => {
        Some(|ctx, arena, op, operands| $ty(op).fold(ctx, arena, operands))
    };
    (canonicalize $ty:ident) => {
        Some(|ctx, arena, op| $ty(op).canonicalize(ctx, arena))
    };
    (block_arg_names $ty:ident) => {
        Some(|ctx, arena, op, region, set| $ty(op).block_arg_names(ctx, arena, region, set))
    };
}

/// A generated file's `registration::SCHEMAS`: the schemas of its ops, in
/// definition order.
#[macro_export]
macro_rules! ods_schemas {
    ($($schema:ident),* $(,)?) => {
        /// The schemas of every op of this file, in definition order.
        pub static SCHEMAS: &[&$crate::ods::OpSchema] = &[$(&$schema),*];
    };
}

/// A custom-storage property kind (upstream's `Property<"storageType">`)
/// as a [`CustomProp`](crate::bytecode::props::CustomProp): the user's
/// typed hooks on the storage type `$ty` behind type-erased function
/// pointers over the attribute form. The hooks:
/// `from_attr: fn(&Context, Attr) -> Result<$ty, String>`
/// (`convertFromAttribute`, its message MLIR's note) and `to_attr:
/// fn(&Context, &$ty) -> Attr` (`convertToAttribute`); optionally, in this
/// order, `write: fn(&$ty, &mut dyn PropWriter)` (`writeToMlirBytecode`)
/// with `read: fn(&mut dyn PropReader) -> Result<$ty, String>`
/// (`readFromMlirBytecode`), without which bytecode holds the attribute
/// form (upstream's `writeMlirBytecodeWithConvertToAttribute`); `hash:
/// fn(&$ty) -> u64` (`hashProperty`, CSE's hash of the value); `print =
/// ...` (`fn(&$ty, &mut OpAsmPrinter)`) with `parse = ...` (`fn(&mut
/// OpAsmParser) -> PResult<$ty>`), with which formats print and parse the
/// property (upstream's custom `printer`/`parser`); `default = ...`
/// (`fn(&Context) -> $ty`), the storage's default value, what an op without the
/// property holds (upstream default-constructs the storage; without the
/// hook, `<$ty as Default>::default()`).
#[macro_export]
macro_rules! custom_prop {
    ($name:expr, $ty:ty, from_attr = $from:path, to_attr = $to:path
     $(, write = $write:path, read = $read:path)?
     $(, hash = $hash:path)?
     $(, print = $print:path, parse = $parse:path)?
     $(, optional_parse = $optional_parse:path)?
     $(, default = $default:path)? $(,)?) => {
        $crate::bytecode::props::CustomProp {
            name: $name,
            convert: |ctx, a| {
                let v: $ty = $from(ctx, a)?;
                Ok($to(ctx, &v))
            },
            bytecode: $crate::custom_prop!(@bytecode $ty, $from, $to $(, $write, $read)?),
            hash: $crate::custom_prop!(@hash $ty, $from $(, $hash)?),
            print: $crate::custom_prop!(@print $ty, $from $(, $print)?),
            parse: $crate::custom_prop!(@parse $ty, $to $(, $parse)?),
            optional_parse: $crate::custom_prop!(@optional_parse $ty, $to $(, $optional_parse)?),
            default: $crate::custom_prop!(@default $ty, $to $(, $default)?),
        }
    };
    (@default $ty:ty, $to:path) => {
        |ctx| $to(ctx, &<$ty as ::core::default::Default>::default())
    };
    (@default $ty:ty, $to:path, $default:path) => {
        |ctx| $to(ctx, &$default(ctx))
    };
    (@bytecode $ty:ty, $from:path, $to:path) => { None };
    (@bytecode $ty:ty, $from:path, $to:path, $write:path, $read:path) => {
        Some($crate::bytecode::props::CustomBytecode {
            write: |ctx, a, w| {
                let v: $ty = $from(ctx, a)?;
                $write(&v, w);
                Ok(())
            },
            read: |ctx, r| {
                let v: $ty = $read(r)?;
                Ok($to(ctx, &v))
            },
        })
    };
    (@hash $ty:ty, $from:path) => { None };
    (@hash $ty:ty, $from:path, $hash:path) => {
        Some(|ctx, a| {
            let v: $ty = $from(ctx, a)?;
            Ok($hash(&v))
        })
    };
    (@print $ty:ty, $from:path) => { None };
    (@print $ty:ty, $from:path, $print:path) => {
        Some(|p, a| {
            let v: $ty = $from(p.ctx(), a)?;
            $print(&v, p);
            Ok(())
        })
    };
    (@has_optional_parse $ty:ty, from_attr = $from:path, to_attr = $to:path
     $(, write = $write:path, read = $read:path)?
     $(, hash = $hash:path)?
     $(, print = $print:path, parse = $parse:path)?
     $(, optional_parse = $optional_parse:path)?
     $(, default = $default:path)? $(,)?) => {
        false $(|| $crate::custom_prop!(@present $optional_parse))?
    };
    (@present $hook:path) => { true };
    (@optional_parse $ty:ty, $to:path) => { None };
    (@optional_parse $ty:ty, $to:path, $optional_parse:path) => {
        Some(|p| {
            let v: Option<$ty> = $optional_parse(p)?;
            Ok(v.map(|v| $to(p.ctx(), &v)))
        })
    };
    (@parse $ty:ty, $to:path) => { None };
    (@parse $ty:ty, $to:path, $parse:path) => {
        Some(|p| {
            let v: $ty = $parse(p)?;
            Ok($to(p.ctx(), &v))
        })
    };
}

/// Declares a custom-storage property kind `$kind` (what a `.ods`
/// `property_type` generates): the `static $kind` holding its
/// [`CustomProp`](crate::bytecode::props::CustomProp) (built by
/// [`custom_prop!`](crate::custom_prop), which takes the same hooks), and
/// the type `$kind` implementing
/// [`CustomPropKind`](crate::ods::custom_props::CustomPropKind), through
/// which typed accessors and builders convert the storage type `$ty`.
/// The two share the name (a value and a type), so that an op names the
/// kind by one path in both roles. Written `#[doc = ...] vis enum $kind: $ty,
/// ...` (what `#[property_type]` expands to), the type gets those doc
/// attributes and both items the visibility; `$kind: $ty, ...` (`.ods`'s) makes
/// them `pub`.
#[macro_export]
macro_rules! custom_prop_kind {
    ($(#[$doc:meta])* $vis:vis enum $kind:ident: $ty:ty, from_attr = $from:path, to_attr = $to:path $(, $($rest:tt)*)?) => {
        #[doc = concat!(" The hooks of the custom-storage property kind `", stringify!($kind), "`.")]
        #[allow(non_upper_case_globals)]
        $vis static $kind: $crate::bytecode::props::CustomProp =
            $crate::custom_prop!(stringify!($kind), $ty, from_attr = $from, to_attr = $to $(, $($rest)*)?);
        $(#[$doc])*
        $vis enum $kind {}
        impl $crate::ods::custom_props::CustomPropKind for $kind {
            type Storage = $ty;
            fn from_attr(ctx: &$crate::Context, attr: $crate::Attr) -> Result<$ty, String> {
                $from(ctx, attr)
            }
            fn to_attr(ctx: &$crate::Context, value: &$ty) -> $crate::Attr {
                $to(ctx, value)
            }
            const OPTIONAL_PARSE: bool =
                $crate::custom_prop!(@has_optional_parse $ty, from_attr = $from, to_attr = $to $(, $($rest)*)?);
        }
    };
    ($kind:ident: $ty:ty, from_attr = $from:path, to_attr = $to:path $(, $($rest:tt)*)?) => {
        $crate::custom_prop_kind!(
            #[doc = concat!(" The custom-storage property kind `", stringify!($kind), "` as a type (its storage type and conversions).")]
            pub enum $kind: $ty, from_attr = $from, to_attr = $to $(, $($rest)*)?
        );
    };
}

/// The registry side of an op interface without type parameters, named
/// `$name`, with trait `$tr`, method table `$methods`, handle `$handle` and
/// declaring-op list `$ops`: on the table, `attach` (the bases' implementations
/// first), `__declared_by`, `declaring_ops` and `get` by op name; on the
/// handle, [`OpInterface`](crate::ods::OpInterface), `get` and `__from_parts`;
/// per base (`field: BaseMethods, BaseRef, "Base"`, the table's field holding
/// the op's implementation of it), the conversion of the handle to the base's.
/// `fn attach(ctx) { ... }` names `attach`'s parameter and gives statements run
/// first (`ods-macros` puts the attachments of bases declared in Rust there).
#[macro_export]
macro_rules! ods_registered_op_interface {
    (
        $name:literal, $tr:ident, $methods:ident, $handle:ident, $ops:ident,
        bases [$($field:ident: $base_methods:path, $base_ref:path, $base_name:literal);* $(;)?],
        fn attach($ctx:ident) { $($first:tt)* }
    ) => {
        impl $methods {
            /// Registers op `T`'s implementation with the op in `ctx`'s registry,
            /// after its implementations of the interface's bases if it has any (the
            /// op's registration does this for the ops declaring the interface; call
            /// it for an external model).
            pub fn attach<T: $tr>($ctx: &$crate::Context) {
                $($first)*
                $(<$base_methods>::attach::<T>($ctx);)*
                $($ctx.registry().attach_interface_base(<T as $crate::ods::TypedOp>::NAME, $name, $base_name);)*
                $ctx.registry().attach_interface(<T as $crate::ods::TypedOp>::NAME, Self::of::<T>());
            }
            /// What the registration of op `T` declaring the interface calls (in
            /// `.ods`, `#[op]`, or given by its traits): records the op as declaring
            /// it ([`Self::declaring_ops`]), then [`Self::attach`].
            #[doc(hidden)]
            pub fn __declared_by<T: $tr>(ctx: &$crate::Context) {
                ctx.registry().declare_interface::<Self>(<T as $crate::ods::TypedOp>::NAME);
                Self::attach::<T>(ctx)
            }
            /// The ops declaring the interface: those generated with it (its `_OPS`) and
            /// the ops registered in `ctx` that declare it (from another item or crate:
            /// `#[op(interfaces = [path::Foo])]`, an `#[op]` or `.ods` op listing an
            /// interface `.ods` declares elsewhere, which its `_OPS` cannot see); sorted.
            pub fn declaring_ops(ctx: &$crate::Context) -> Vec<&'static str> {
                $crate::ods::declaring_ops($ops, ctx.registry().interface_declarers::<Self>())
            }
            /// The implementation registered by the op named `name`, if any: its static
            /// methods can be called before any op exists (the parser's
            /// `inferReturnTypes`).
            pub fn get(ctx: &$crate::Context, name: $crate::registry::OpName) -> Option<Self> {
                ctx.registry().interface::<Self>(name)
            }
        }

        impl $crate::ods::OpInterface for $handle {
            const NAME: &'static str = $name;
            fn get(ctx: &$crate::Context, arena: &$crate::IrArena, op: $crate::OpId) -> Option<Self> {
                ctx.registry()
                    .interface::<$methods>(arena.op_name(op))
                    .map(|methods| $handle { op, methods })
            }
        }

        impl $handle {
            /// `op` seen through the interface, if its op registered an implementation
            /// (MLIR's `dyn_cast`).
            pub fn get(ctx: &$crate::Context, arena: &$crate::IrArena, op: $crate::OpId) -> Option<Self> {
                <Self as $crate::ods::OpInterface>::get(ctx, arena, op)
            }
            /// `op` seen through `methods`, an implementation of its op (what the
            /// conversion of an interface extending this one to it builds).
            #[doc(hidden)]
            pub fn __from_parts(op: $crate::OpId, methods: $methods) -> Self {
                $handle { op, methods }
            }
        }

        $(
            impl From<$handle> for $base_ref {
                #[doc = concat!(" The op seen through `", $base_name, "`, a base of the interface.")]
                fn from(r: $handle) -> Self {
                    <$base_ref>::__from_parts(r.op, r.methods.$field)
                }
            }
        )*
    };
}
