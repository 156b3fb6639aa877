//! Memory effects as upstream's `MemoryEffectOpInterface::getEffects` lists them:
//! effect instances (an effect, the value it is on if any, and the resource), the
//! generated implementation an op's definition gives (`MemoryEffects<[...]>`,
//! `NoMemoryEffect`/`Pure`, `Arg<T, "", [MemRead]>`/`Res<...>`), and their summary
//! ([`OpEffects`]) that the rewriting code's op table keeps.

use crate::body::{IrArena, OpId, Value};
use crate::context::Context;
use crate::ods::access::{operand_group, result_group};
pub use crate::ods::schema::{MemEffect, Resource};
use crate::ods::schema::{OpSchema, OpTrait};
use crate::registry::OpEffects;

/// One effect of an op (upstream's `EffectInstance<MemoryEffects::Effect>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EffectInstance {
    /// What the op does.
    pub effect: MemEffect,
    /// The operand or result the effect is on (`None`: on the resource as a whole).
    pub value: Option<Value>,
    /// The resource acted on.
    pub resource: Resource,
}

impl EffectInstance {
    /// `effect` on the default resource, not tied to a value.
    pub fn new(effect: MemEffect) -> Self {
        EffectInstance {
            effect,
            value: None,
            resource: Resource::Default,
        }
    }

    /// `effect` on `value`, on the default resource.
    pub fn on(effect: MemEffect, value: Value) -> Self {
        EffectInstance {
            effect,
            value: Some(value),
            resource: Resource::Default,
        }
    }

    /// The same effect on `resource`.
    pub fn with_resource(self, resource: Resource) -> Self {
        EffectInstance { resource, ..self }
    }
}

/// The effects `schema`'s definition states for `op`, in upstream's generated order:
/// the op's own (`MemoryEffects<[...]>`; none for `NoMemoryEffect`), then those on each
/// operand of an effect-annotated group, then on results. This is the generated
/// `getEffects` (the interface's default body).
pub fn declared_effects(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema) -> Vec<EffectInstance> {
    let mut out = Vec::new();
    for t in schema.traits {
        if let OpTrait::MemoryEffects(list) = t {
            out.extend(list.iter().map(|e| EffectInstance::new(*e)));
        }
    }
    type Group = fn(&Context, &IrArena, OpId, &OpSchema, usize) -> Vec<Value>;
    let sides: [(&[crate::ods::ValueDef], Group); 2] =
        [(schema.operands, operand_group), (schema.results, result_group)];
    for (groups, values) in sides {
        for (i, group) in groups.iter().enumerate().filter(|(_, g)| !g.effects.is_empty()) {
            for v in values(ctx, arena, op, schema, i) {
                out.extend(
                    group
                        .effects
                        .iter()
                        .map(|&(e, r)| EffectInstance::on(e, v).with_resource(r)),
                );
            }
        }
    }
    out
}

/// Whether `schema`'s definition states its effects (so that the generated
/// `getEffects` lists them): `NoMemoryEffect`/`Pure`, `MemoryEffects<[...]>`, or an
/// effect on an operand or result.
pub fn states_effects(schema: &OpSchema) -> bool {
    schema
        .traits
        .iter()
        .any(|t| matches!(t, OpTrait::NoMemoryEffect | OpTrait::Pure | OpTrait::MemoryEffects(_)))
        || schema
            .operands
            .iter()
            .chain(schema.results)
            .any(|g| !g.effects.is_empty())
}

/// The summary of `effects` (known effects; `recursive` as the op's
/// `RecursiveMemoryEffects` says).
pub fn summarize(effects: &[EffectInstance], recursive: bool) -> OpEffects {
    let mut s = OpEffects {
        recursive,
        ..OpEffects::NONE
    };
    for e in effects {
        match e.effect {
            MemEffect::Read => s.read = true,
            MemEffect::Write => s.write = true,
            MemEffect::Alloc => s.allocate = true,
            MemEffect::Free => s.free = true,
        }
    }
    s
}

/// Whether `ty` is a memref, ranked or not (upstream's `BaseMemRefType`).
pub fn is_base_memref(ctx: &Context, ty: crate::Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        crate::TypeKind::MemRef { .. } | crate::TypeKind::UnrankedMemRef { .. }
    )
}

/// Whether `ty` is a ranked memref (upstream's `MemRefType`).
pub fn is_ranked_memref(ctx: &Context, ty: crate::Type) -> bool {
    matches!(ctx.type_kind(ty), crate::TypeKind::MemRef { .. })
}
