//! `test.side_effect_op`'s `MemoryEffectsOpInterface` (upstream's
//! `SideEffectOp::getEffects` in `TestOpDefs.cpp`): one effect per
//! dictionary of its `effects` array attribute, on its first result with an
//! `on_result` key, else on no value. Upstream's other keys name what rods'
//! effects do not keep (`test_resource`, its `TestResource`: rods has
//! upstream's two stock resources only; `on_reference`, a symbol): their
//! effects are on the default resource and on no value.

use super::SideEffectOp;
use ir::effects::{EffectInstance, MemEffect};
use ir::interfaces::MemoryEffectsOpInterface;
use ir::ods::access::dict_get;
use ir::{AttrKind, Context, IrArena};

impl MemoryEffectsOpInterface for SideEffectOp {
    /// The effects the `effects` attribute lists (none without it; an
    /// element that is not a dictionary with a known `effect` is skipped).
    fn effects(self, ctx: &Context, arena: &IrArena) -> Vec<EffectInstance> {
        let op = self.0;
        let Some(AttrKind::Array(list)) = dict_get(ctx, arena.attrs(op), "effects").map(|a| ctx.attr_kind(a)) else {
            return Vec::new();
        };
        let mut effects = Vec::new();
        for &element in list {
            let effect = match dict_get(ctx, Some(element), "effect").map(|e| ctx.string_value(e)) {
                Some(b"allocate") => MemEffect::Alloc,
                Some(b"free") => MemEffect::Free,
                Some(b"read") => MemEffect::Read,
                Some(b"write") => MemEffect::Write,
                _ => continue,
            };
            let on_result = dict_get(ctx, Some(element), "on_result").is_some() && arena.num_results(op) > 0;
            effects.push(match on_result {
                true => EffectInstance::on(effect, arena.result(op, 0)),
                false => EffectInstance::new(effect),
            });
        }
        effects
    }
}
