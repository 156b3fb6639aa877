// from drr.ods:15
::ir::drr_pattern!(Reassoc, "t.add", 5);
impl Reassoc {
    #[allow(unused_variables, clippy::needless_question_mark)]
    fn apply(op: ::ir::OpId, rw: &mut ::ir::rewrite::PatternRewriter<'_>) -> bool {
        let matched = (|| {
            let (ctx, arena) = (rw.ctx, &*rw.arena);
            let o0 = AddOpView::cast(ctx, arena, op)?;
            let o1 = AddOpView::defining(ctx, arena, o0.lhs())?;
            let s_x = o1.lhs();
            let (k0, s_c0) = ::ir::rewrite::drr::constant_like(&*rw, o1.rhs())?;
            if !::ir::rewrite::drr::attr_satisfies(ctx, Some(s_c0), Some(&__AC0)) {
                return None;
            }
            let s_f0 = o1.flags_attr();
            let (k1, s_c1) = ::ir::rewrite::drr::constant_like(&*rw, o0.rhs())?;
            if !::ir::rewrite::drr::attr_satisfies(ctx, Some(s_c1), Some(&__AC0)) {
                return None;
            }
            let s_f1 = o0.flags_attr();
            if !native::same_type(ctx, arena, s_x, arena.result(o0.op_id(), 0usize)) {
                return None;
            }
            let loc = ::ir::rewrite::drr::ops_loc(ctx, arena, &[o0.op_id(), k0]);
            let n0 = native::fold(
                ctx,
                arena,
                arena.result(o0.op_id(), 0usize),
                s_c0,
                s_c1,
            )?;
            Some((loc, n0, s_x, s_f1))
        })();
        let Some((loc, n0, s_x, s_f1)) = matched else { return false };
        (|| {
            let mut values: Vec<::ir::Value> = Vec::new();
            let r1 = rw.build(loc, |b| ConstOp::build_inferred(b, n0)).ok()?.0;
            let r0_a1 = rw.arena.result(r1, 0);
            let types = ::ir::rewrite::drr::result_types(rw.arena, op, 0usize, 1usize);
            let r0 = rw
                .build(
                    loc,
                    |b| AddOp::build_with_result_types(b, &types, s_x, r0_a1, s_f1),
                )
                .ok()?
                .0;
            ::ir::rewrite::drr::push_results(&mut values, rw.arena, r0);
            rw.replace_op(op, &values);
            Some(())
        })()
            .is_some()
    }
}

// from drr.ods:19
::ir::drr_pattern!(Swap, "t.pair", 1);
impl Swap {
    #[allow(unused_variables, clippy::needless_question_mark)]
    fn apply(op: ::ir::OpId, rw: &mut ::ir::rewrite::PatternRewriter<'_>) -> bool {
        let matched = (|| {
            let (ctx, arena) = (rw.ctx, &*rw.arena);
            let o0 = PairOpView::cast(ctx, arena, op)?;
            let s_a = o0.a();
            let s_b = o0.b();
            let loc = ::ir::rewrite::drr::ops_loc(ctx, arena, &[o0.op_id()]);
            let o0_r1 = arena.result(o0.op_id(), 1usize);
            Some((loc, o0_r1, s_a))
        })();
        let Some((loc, o0_r1, s_a)) = matched else { return false };
        (|| {
            let mut values: Vec<::ir::Value> = Vec::new();
            values.push(o0_r1);
            values.push(s_a);
            rw.replace_op(op, &values);
            Some(())
        })()
            .is_some()
    }
}

// registration
::ir::ods_table!(
    static __OPS : OpTable = & [__t::OpEntry::generic(& __ADD_OP_SCHEMA, true),
    __t::OpEntry::generic(& __CONST_OP_SCHEMA, true), __t::OpEntry::generic(&
    __PAIR_OP_SCHEMA, false)]
);
/// Registration of the ops of this file: `register(ctx)` and their `SCHEMAS`
/// (in a module of their own, so that they take no name of the including module).
pub mod registration {
    #[allow(unused_imports)]
    use super::*;
    /// Registers every op of this file (and their dialects) with `ctx`.
    pub fn register(ctx: &::ir::Context) {
        ctx.registry()
            .add_canonicalization(
                "t.add",
                |_, s| {
                    s.add(Reassoc);
                },
            );
        ctx.registry()
            .add_canonicalization(
                "t.pair",
                |_, s| {
                    s.add(Swap);
                },
            );
        ::ir::ods::register::register_ops(ctx, __OPS);
        attach_provided_interfaces(ctx);
        ::ir::ods_table!(
            static __LAYOUTS : OpLayouts = & [("t.add", Some(&
            [__t::StaticField::OptionalAttr("flags")])), ("t.const", Some(&
            [__t::StaticField::Attr("value")])), ("t.pair", None)]
        );
        for (op, fields) in __LAYOUTS {
            ::ir::bytecode::props::register_generated(ctx, op, *fields);
        }
    }
    ::ir::ods_provided_interfaces! {
        ::ir::interfaces::ConditionallySpeculatable,
        ::ir::interfaces::ConditionallySpeculatableMethods : [AddOp, ConstOp];
        ::ir::interfaces::MemoryEffectsOpInterface,
        ::ir::interfaces::MemoryEffectsOpInterfaceMethods : [AddOp, ConstOp];
        ::ir::interfaces::BytecodeOpInterface,
        ::ir::interfaces::BytecodeOpInterfaceMethods : [AddOp, ConstOp];
        ::ir::interfaces::OpAsmOpInterface, ::ir::interfaces::OpAsmOpInterfaceMethods :
        [PairOp];
    }
    ::ir::ods_schemas!(__ADD_OP_SCHEMA, __CONST_OP_SCHEMA, __PAIR_OP_SCHEMA);
}

