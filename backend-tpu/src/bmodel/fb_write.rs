//! Writes [`Model`] as a FlatBuffers `Model` (field slots per `bmodel.fbs`) with the
//! `flatbuffers` crate's builder; the tables are hand-written, no `flatc` involved.
//!
//! Scalars equal to their schema default are left out, as flatc's builders do; absent
//! options and empty vectors are left out, except the schema's required fields.

use flatbuffers::{FlatBufferBuilder, Push, PushAlignment, TableFinishedWIPOffset, WIPOffset};

use super::types::*;

type Off = WIPOffset<TableFinishedWIPOffset>;
type Fbb<'a> = FlatBufferBuilder<'a>;

/// FlatBuffers vtable offset of field `slot`.
fn vt(slot: u16) -> u16 {
    4 + 2 * slot
}

impl Push for Binary {
    type Output = Binary;

    // SAFETY (of the trait contract): the builder passes `dst` aligned to 8 with at least
    // 16 bytes. This body does not rely on it: it only writes through checked slices.
    unsafe fn push(&self, dst: &mut [u8], _written_len: usize) {
        if let Some(d) = dst.get_mut(0..16) {
            d[..8].copy_from_slice(&self.start.to_le_bytes());
            d[8..].copy_from_slice(&self.size.to_le_bytes());
        }
    }

    fn size() -> usize {
        16
    }

    fn alignment() -> PushAlignment {
        PushAlignment::new(8)
    }
}

impl Push for RelEntry {
    type Output = RelEntry;

    // SAFETY (of the trait contract): `dst` has at least 12 bytes, aligned to 4. This body
    // does not rely on it: it only writes through checked slices.
    unsafe fn push(&self, dst: &mut [u8], _written_len: usize) {
        if let Some(d) = dst.get_mut(0..12) {
            d[0..4].copy_from_slice(&self.base_addr_id.to_le_bytes());
            d[4..8].copy_from_slice(&self.addr_offset.to_le_bytes());
            d[8..12].copy_from_slice(&self.cmd_offset.to_le_bytes());
        }
    }

    fn size() -> usize {
        12
    }

    fn alignment() -> PushAlignment {
        PushAlignment::new(4)
    }
}

/// Serialises `model` into a finished flatbuffer.
pub(crate) fn model_bytes(model: &Model) -> Vec<u8> {
    let mut fbb = FlatBufferBuilder::with_capacity(4096);
    let root = model_table(&mut fbb, model);
    fbb.finish(root, None);
    fbb.finished_data().to_vec()
}

fn tables<T>(fbb: &mut Fbb<'_>, items: &[T], f: impl Fn(&mut Fbb<'_>, &T) -> Off) -> Option<Off> {
    if items.is_empty() {
        return None;
    }
    let offs: Vec<Off> = items.iter().map(|i| f(fbb, i)).collect();
    Some(WIPOffset::new(fbb.create_vector(&offs).value()))
}

fn required_tables<T>(fbb: &mut Fbb<'_>, items: &[T], f: impl Fn(&mut Fbb<'_>, &T) -> Off) -> Off {
    let offs: Vec<Off> = items.iter().map(|i| f(fbb, i)).collect();
    WIPOffset::new(fbb.create_vector(&offs).value())
}

fn scalars<'f, T: Push + Copy>(fbb: &mut Fbb<'f>, items: &[T]) -> Option<Off>
where
    T::Output: 'f,
{
    (!items.is_empty()).then(|| WIPOffset::new(fbb.create_vector(items).value()))
}

fn string(fbb: &mut Fbb<'_>, s: &str) -> Off {
    WIPOffset::new(fbb.create_string(s).value())
}

fn opt_string(fbb: &mut Fbb<'_>, s: &Option<String>) -> Option<Off> {
    s.as_deref().map(|s| string(fbb, s))
}

fn slot_off(fbb: &mut Fbb<'_>, slot: u16, off: Option<Off>) {
    if let Some(o) = off {
        fbb.push_slot_always(vt(slot), o);
    }
}

fn slot_struct<T: Push + Copy>(fbb: &mut Fbb<'_>, slot: u16, v: Option<T>) {
    if let Some(v) = v {
        fbb.push_slot_always(vt(slot), v);
    }
}

fn end(fbb: &mut Fbb<'_>, start: WIPOffset<flatbuffers::TableUnfinishedWIPOffset>) -> Off {
    WIPOffset::new(fbb.end_table(start).value())
}

fn model_table(fbb: &mut Fbb<'_>, m: &Model) -> Off {
    let type_ = string(fbb, &m.type_);
    let version = string(fbb, &m.version);
    let time = string(fbb, &m.time);
    let chip = string(fbb, &m.chip);
    let nets = required_tables(fbb, &m.nets, net);
    let kernel = m.kernel_module.as_ref().map(|k| {
        let name = string(fbb, &k.file_name);
        let s = fbb.start_table();
        fbb.push_slot_always(vt(0), name);
        fbb.push_slot_always(vt(1), k.binary);
        fbb.push_slot(vt(2), k.mode, 0);
        end(fbb, s)
    });
    let cpuop = m.cpuop_module.as_ref().map(|k| {
        let name = string(fbb, &k.file_name);
        let s = fbb.start_table();
        fbb.push_slot_always(vt(0), name);
        fbb.push_slot_always(vt(1), k.binary);
        end(fbb, s)
    });
    let s = fbb.start_table();
    fbb.push_slot_always(vt(0), type_);
    fbb.push_slot_always(vt(1), version);
    fbb.push_slot_always(vt(2), time);
    fbb.push_slot_always(vt(3), chip);
    fbb.push_slot_always(vt(4), nets);
    fbb.push_slot(vt(5), m.neuron_size, 0);
    slot_off(fbb, 6, kernel);
    fbb.push_slot(vt(7), m.device_num, 0);
    slot_off(fbb, 8, cpuop);
    fbb.push_slot(vt(9), m.bmodel_type, 0);
    slot_struct(fbb, 10, m.lib_backend);
    end(fbb, s)
}

fn net(fbb: &mut Fbb<'_>, n: &Net) -> Off {
    let name = string(fbb, &n.name);
    let params = tables(fbb, &n.parameters, net_parameter);
    let cascade = n.cascade.as_ref().map(|c| {
        let main = opt_string(fbb, &c.main_name);
        let s = fbb.start_table();
        fbb.push_slot(vt(0), c.device_id, 0);
        fbb.push_slot(vt(1), c.step, 0);
        slot_off(fbb, 2, main);
        end(fbb, s)
    });
    let s = fbb.start_table();
    fbb.push_slot_always(vt(0), name);
    slot_off(fbb, 3, params);
    slot_off(fbb, 4, cascade);
    fbb.push_slot(vt(5), n.addr_mode, 0);
    end(fbb, s)
}

fn net_parameter(fbb: &mut Fbb<'_>, p: &NetParameter) -> Off {
    let inputs = required_tables(fbb, &p.input_tensors, tensor);
    let outputs = required_tables(fbb, &p.output_tensors, tensor);
    let coeff = p.coeff_mem.as_ref().map(|c| coeff_mem(fbb, c));
    let groups = tables(fbb, &p.cmd_groups, cmd_group);
    let stage_ir = tables(fbb, &p.stage_ir, stage_ir);
    let sub_nets = tables(fbb, &p.sub_nets, sub_net);
    let ctx_sizes = scalars(fbb, &p.ctx_sizes);
    let s = fbb.start_table();
    fbb.push_slot_always(vt(0), inputs);
    fbb.push_slot_always(vt(1), outputs);
    fbb.push_slot(vt(2), p.ctx_addr, 0);
    fbb.push_slot(vt(3), p.ctx_size, 0);
    slot_off(fbb, 4, coeff);
    fbb.push_slot(vt(5), p.is_dynamic, 0);
    fbb.push_slot(vt(6), p.n_dynamic, 0);
    fbb.push_slot(vt(7), p.h_w_dynamic, 0);
    slot_off(fbb, 8, groups);
    slot_struct(fbb, 9, p.net_profile);
    slot_off(fbb, 10, stage_ir);
    slot_struct(fbb, 11, p.binary_ir);
    slot_off(fbb, 12, sub_nets);
    fbb.push_slot(vt(13), p.cpu_mem_size, 0);
    slot_off(fbb, 14, ctx_sizes);
    slot_struct(fbb, 15, p.net_stat);
    fbb.push_slot(vt(16), p.core_num, 0);
    fbb.push_slot(vt(17), p.io_addr, 0);
    fbb.push_slot(vt(18), p.io_size, 0);
    slot_struct(fbb, 19, p.tensor_loc);
    fbb.push_slot(vt(20), p.dynamic_ctx_addr, 0);
    fbb.push_slot(vt(21), p.dynamic_coeff_offset, 0);
    fbb.push_slot(vt(22), p.dynamic_combined_coeff_offset, 0);
    end(fbb, s)
}

fn stage_ir(fbb: &mut Fbb<'_>, i: &StageIr) -> Off {
    let s = fbb.start_table();
    fbb.push_slot(vt(0), i.ir_info_len, 0);
    fbb.push_slot(vt(1), i.height_high, 0);
    fbb.push_slot(vt(2), i.height_low, 0);
    fbb.push_slot(vt(3), i.width_high, 0);
    fbb.push_slot(vt(4), i.width_low, 0);
    end(fbb, s)
}

fn coeff_mem(fbb: &mut Fbb<'_>, c: &CoeffMem) -> Off {
    let check = scalars(fbb, &c.check_code);
    let locations = tables(fbb, &c.locations, |fbb, l| {
        let name = string(fbb, &l.name);
        let s = fbb.start_table();
        fbb.push_slot_always(vt(0), name);
        fbb.push_slot(vt(1), l.offset, 0);
        fbb.push_slot(vt(2), l.size, 0);
        end(fbb, s)
    });
    let s = fbb.start_table();
    fbb.push_slot(vt(0), c.address, 0);
    slot_off(fbb, 1, check);
    slot_struct(fbb, 2, c.binary_coeff);
    slot_off(fbb, 3, locations);
    fbb.push_slot(vt(4), c.encrypt_mode, 0);
    fbb.push_slot(vt(5), c.decrypt_size, 0);
    end(fbb, s)
}

fn cmd_group(fbb: &mut Fbb<'_>, g: &CmdGroup) -> Off {
    let relocs = (!g.reloc_entries.is_empty()).then(|| WIPOffset::new(fbb.create_vector(&g.reloc_entries).value()));
    let s = fbb.start_table();
    fbb.push_slot(vt(0), g.bdc_num, 0);
    fbb.push_slot(vt(1), g.gdma_num, 0);
    slot_struct(fbb, 2, g.binary_bdc);
    slot_struct(fbb, 3, g.binary_gdma);
    fbb.push_slot(vt(4), g.bdc_cmd_byte, 0);
    fbb.push_slot(vt(5), g.gdma_cmd_byte, 0);
    slot_off(fbb, 6, relocs);
    end(fbb, s)
}

fn tensor(fbb: &mut Fbb<'_>, t: &Tensor) -> Off {
    let name = string(fbb, &t.name);
    let shapes = tables(fbb, &t.shapes, |fbb, sh| {
        let dims = scalars(fbb, &sh.dims);
        let s = fbb.start_table();
        slot_off(fbb, 0, dims);
        end(fbb, s)
    });
    let s = fbb.start_table();
    fbb.push_slot_always(vt(0), name);
    fbb.push_slot(vt(1), t.data_type, 0);
    fbb.push_slot(vt(2), t.gmem_stmode, 0);
    fbb.push_slot(vt(3), t.device_addr, 0);
    fbb.push_slot(vt(4), t.size, 0);
    slot_off(fbb, 5, shapes);
    fbb.push_slot(vt(6), t.mem_type, 0);
    fbb.push_slot(vt(7), t.scale, 1.0);
    fbb.push_slot(vt(8), t.cpu_addr, 0);
    fbb.push_slot(vt(9), t.pad_h, 0);
    fbb.push_slot(vt(10), t.zero_point, 0);
    fbb.push_slot(vt(11), t.hidden, 0);
    fbb.push_slot(vt(12), t.index, 0);
    slot_struct(fbb, 13, t.relentry);
    end(fbb, s)
}

fn sub_net(fbb: &mut Fbb<'_>, n: &SubNet) -> Off {
    let groups = tables(fbb, &n.cmd_groups, cmd_group);
    let cpu_params = tables(fbb, &n.cpu_params, cpu_param);
    let inputs = tables(fbb, &n.input_tensors, tensor);
    let outputs = tables(fbb, &n.output_tensors, tensor);
    let next = scalars(fbb, &n.next_subnet_ids);
    let merge = n.merge_param.as_ref().map(|m| {
        let from = tables(fbb, &m.output_from, |fbb, indice| {
            let v = scalars(fbb, indice);
            let s = fbb.start_table();
            slot_off(fbb, 0, v);
            end(fbb, s)
        });
        let s = fbb.start_table();
        slot_off(fbb, 0, from);
        end(fbb, s)
    });
    let switch = n.switch_param.as_ref().map(|p| {
        let from = scalars(fbb, &p.output_from);
        let branch = scalars(fbb, &p.output_branch);
        let s = fbb.start_table();
        slot_off(fbb, 0, from);
        slot_off(fbb, 1, branch);
        end(fbb, s)
    });
    let cores = tables(fbb, &n.core_commands, |fbb, c| {
        let groups = tables(fbb, &c.gdma_tiu_commands, cmd_group);
        let sdma = scalars(fbb, &c.sdma_commands);
        let hau = scalars(fbb, &c.hau_commands);
        let cdma = scalars(fbb, &c.cdma_commands);
        let s = fbb.start_table();
        slot_off(fbb, 0, groups);
        slot_off(fbb, 1, sdma);
        slot_off(fbb, 2, hau);
        slot_off(fbb, 3, cdma);
        end(fbb, s)
    });
    let s = fbb.start_table();
    fbb.push_slot(vt(0), n.subnet_mode, 0);
    slot_off(fbb, 1, groups);
    slot_off(fbb, 2, cpu_params);
    slot_off(fbb, 3, inputs);
    slot_off(fbb, 4, outputs);
    fbb.push_slot(vt(5), n.is_dynamic, 0);
    fbb.push_slot(vt(6), n.ir_offset, 0);
    fbb.push_slot(vt(7), n.ir_len, 0);
    fbb.push_slot(vt(8), n.n_dynamic, 0);
    fbb.push_slot(vt(9), n.h_w_dynamic, 0);
    fbb.push_slot(vt(10), n.id, -1);
    slot_off(fbb, 11, next);
    slot_off(fbb, 12, merge);
    slot_off(fbb, 13, switch);
    slot_off(fbb, 14, cores);
    fbb.push_slot(vt(15), n.run_core, 0);
    end(fbb, s)
}

fn cpu_param(fbb: &mut Fbb<'_>, p: &CpuParam) -> Off {
    let consts = tables(fbb, &p.cpu_consts, |fbb, c| {
        let name = opt_string(fbb, &c.name);
        let check = scalars(fbb, &c.check_code);
        let s = fbb.start_table();
        slot_off(fbb, 0, name);
        slot_struct(fbb, 1, c.const_data);
        slot_off(fbb, 2, check);
        end(fbb, s)
    });
    let s = fbb.start_table();
    fbb.push_slot(vt(0), p.op_type, 0);
    slot_struct(fbb, 1, p.binary_param);
    slot_off(fbb, 2, consts);
    fbb.push_slot(vt(3), p.is_custom, 0);
    end(fbb, s)
}
