//! Registering a generated op with the context.

use super::schema::{MemEffect, OpSchema, OpTrait};
use super::verify::{verify_invariants, verify_region_invariants};
use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::registry::{OpDefinition, OpEffects, OpFacts, OpHooks, OpTraits};

/// The structural traits the core verifier and printer read, from a schema
/// (`pure` comes from the op's `Pure`/`NoMemoryEffect` traits).
pub fn core_traits(schema: &OpSchema, pure: bool) -> OpTraits {
    let mut t = OpTraits {
        pure,
        ..OpTraits::default()
    };
    for tr in schema.traits {
        match tr {
            OpTrait::Terminator => t.is_terminator = true,
            OpTrait::ReturnLike => t.return_like = true,
            OpTrait::NoTerminator => t.no_terminator = true,
            OpTrait::HasOnlyGraphRegion => t.graph_regions = true,
            OpTrait::IsolatedFromAbove => t.isolated_from_above = true,
            OpTrait::SymbolTable => t.symbol_table = true,
            OpTrait::SingleBlock | OpTrait::SingleBlockImplicitTerminator(_) => t.single_block = true,
            OpTrait::NoMemoryEffect | OpTrait::Pure => t.pure = true,
            OpTrait::AutomaticAllocationScope => t.automatic_allocation_scope = true,
            OpTrait::AffineScope => t.affine_scope = true,
            OpTrait::ConstantLike => t.constant_like = true,
            OpTrait::DistinctObjects => t.distinct_objects = true,
            OpTrait::Elementwise => t.elementwise = true,
            OpTrait::Scalarizable => t.scalarizable = true,
            OpTrait::Vectorizable => t.vectorizable = true,
            OpTrait::Tensorizable => t.tensorizable = true,
            _ => {}
        }
    }
    t
}

/// The transformation facts of an op (effects, fold traits, symbol, cast) as its
/// definition states them: `Pure`/`NoMemoryEffect`, `MemoryEffects<[...]>`, effects on
/// operands and results (`Arg<T, "", [MemRead]>`), `RecursiveMemoryEffects`,
/// `Commutative`/`Idempotent`/`Involution`, `ConstantLike`, and the interfaces it
/// declares. Stated effects are the summary of the generated `getEffects`
/// ([`crate::effects::declared_effects`]), the same for every instance unless an
/// effect is on a variadic group; such an op, and one whose `getEffects` is its own
/// code (it declares `MemoryEffectsOpInterface` without stating effects), is asked
/// through the interface, op by op.
pub fn schema_facts(schema: &OpSchema) -> OpFacts {
    let mut facts = OpFacts::default();
    let mut effects = OpEffects::default();
    let interface = |name: &str| schema.has(|t| matches!(t, OpTrait::Interface(n) if *n == name));
    for t in schema.traits {
        match t {
            OpTrait::RecursiveMemoryEffects => effects.recursive = true,
            OpTrait::Commutative => facts.commutative = true,
            OpTrait::Idempotent => facts.idempotent = true,
            OpTrait::Involution => facts.involution = true,
            OpTrait::ConstantLike => facts.constant_like = true,
            _ => {}
        }
    }
    // Effects on a variadic group depend on how many values the op has there.
    let per_instance = schema
        .operands
        .iter()
        .chain(schema.results)
        .any(|g| !g.effects.is_empty() && g.arity.is_variable());
    if crate::effects::states_effects(schema) && !per_instance {
        let stated: Vec<MemEffect> = schema
            .traits
            .iter()
            .flat_map(|t| match t {
                OpTrait::MemoryEffects(list) => *list,
                _ => &[],
            })
            .copied()
            .chain(
                schema
                    .operands
                    .iter()
                    .chain(schema.results)
                    .flat_map(|g| g.effects.iter().map(|&(e, _)| e)),
            )
            .collect();
        let instances: Vec<_> = stated.into_iter().map(crate::effects::EffectInstance::new).collect();
        effects = crate::effects::summarize(&instances, effects.recursive);
    } else if per_instance || interface("MemoryEffectsOpInterface") {
        effects.from_interface = true;
    }
    facts.symbol = interface("Symbol") || interface("SymbolOpInterface");
    facts.cast = interface("CastOpInterface");
    facts.effects = effects;
    facts
}

/// How a generated op is written in its custom form.
#[derive(Copy, Clone, Debug)]
pub enum Assembly {
    /// Generic form only.
    Generic,
    /// The declarative format (`format "..."`).
    Format(&'static super::format::OpFormat),
    /// A hand-written custom form (`custom_assembly`).
    Custom(crate::registry::CustomAssembly),
}

/// One row of a generated file's op table: what [`register_ops`] registers.
#[derive(Copy, Clone, Debug)]
pub struct OpEntry {
    /// The op's schema.
    pub schema: &'static OpSchema,
    /// Whether the op is `Pure` (or `NoMemoryEffect`).
    pub pure: bool,
    /// Its custom form.
    pub assembly: Assembly,
}

impl OpEntry {
    /// An op written with its declarative format.
    pub const fn format(schema: &'static OpSchema, pure: bool, format: &'static super::format::OpFormat) -> Self {
        OpEntry {
            schema,
            pure,
            assembly: Assembly::Format(format),
        }
    }

    /// An op written in generic form only.
    pub const fn generic(schema: &'static OpSchema, pure: bool) -> Self {
        OpEntry {
            schema,
            pure,
            assembly: Assembly::Generic,
        }
    }

    /// An op with a hand-written custom form.
    pub const fn custom(schema: &'static OpSchema, pure: bool, custom: crate::registry::CustomAssembly) -> Self {
        OpEntry {
            schema,
            pure,
            assembly: Assembly::Custom(custom),
        }
    }
}

/// Registers every op of a generated table (and their dialects) with `ctx`,
/// in table order: each op's verifier hooks run its schema's checks, its
/// custom form (if any) its format.
pub fn register_ops(ctx: &Context, ops: &[OpEntry]) {
    for entry in ops {
        let (assembly, format) = match entry.assembly {
            Assembly::Generic => (None, None),
            Assembly::Format(format) => (
                Some(crate::registry::CustomAssembly {
                    parse: super::format::parse_registered,
                    print: super::format::print_registered,
                }),
                Some(format),
            ),
            Assembly::Custom(custom) => (Some(custom), None),
        };
        register(ctx, entry.schema, entry.pure, assembly, format);
    }
}

/// Runs `check` with the schema of the registered op `op` (every op
/// [`register_ops`] registers has one).
fn with_registered_schema(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    check: fn(&Context, &IrArena, OpId, &OpSchema) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    match ctx.op_info(arena.op_name(op)).definition().and_then(|d| d.schema) {
        Some(schema) => check(ctx, arena, op, schema),
        None => Ok(()),
    }
}

/// The verifier hook of a registered generated op: its schema's checks.
fn verify_registered(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    with_registered_schema(ctx, arena, op, verify_invariants)
}

/// The region verifier hook of a registered generated op.
fn verify_regions_registered(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    with_registered_schema(ctx, arena, op, verify_region_invariants)
}

/// Registers `schema`'s op (and its dialect) with `ctx`: its definition, the
/// verifier hooks that run the schema's checks, its facts and its folder and
/// canonicalization hooks.
fn register(
    ctx: &Context,
    schema: &'static OpSchema,
    pure: bool,
    assembly: Option<crate::registry::CustomAssembly>,
    format: Option<&'static super::format::OpFormat>,
) {
    let mut attributes_in_dictionary = false;
    if let Some((dialect, _)) = schema.name.split_once('.') {
        ctx.registry().register_dialect(dialect);
        attributes_in_dictionary = ctx.registry().attributes_in_dictionary(dialect);
    }
    // Fields added to `OpDefinition` later keep their defaults.
    #[allow(clippy::needless_update)]
    let definition = OpDefinition {
        traits: core_traits(schema, pure),
        inherent_attrs: if attributes_in_dictionary {
            Vec::new()
        } else {
            schema.attribute_names.to_vec()
        },
        attributes_in_dictionary,
        assembly,
        schema: Some(schema),
        format,
        ..OpDefinition::default()
    };
    ctx.registry().register_op_with_hooks(
        schema.name,
        definition,
        OpHooks {
            verify: Some(verify_registered),
            verify_regions: Some(verify_regions_registered),
        },
    );
    ctx.registry().set_op_facts(schema.name, schema_facts(schema));
    register_transforms(ctx, schema);
}

/// Registers the schema's folder (`folder;`) and canonicalization hook
/// (`canonicalizer;`) with the registry's transformation hooks, where the
/// canonicalizer finds them next to hand-written Rust folders and patterns.
pub fn register_transforms(ctx: &Context, schema: &'static OpSchema) {
    if let Some(f) = schema.fold {
        ctx.registry()
            .set_fold_hook(schema.name, crate::registry::FoldHook::Pure(f));
    }
    if let Some(hook) = schema.canonicalize {
        ctx.registry().add_canonicalization_pattern(
            schema.name,
            std::sync::Arc::new(crate::rewrite::pattern::SchemaCanonicalization {
                root: schema.name,
                hook,
            }),
        );
    }
}
