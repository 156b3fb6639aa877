//! Reads the `Model` flatbuffer into [`Model`] (field slots per `bmodel.fbs`).

use super::fb_read::{Buf, Table};
use super::types::*;
use super::BModelError;

type R<T> = Result<T, BModelError>;

fn rel_entry(b: [u8; 12]) -> RelEntry {
    let w = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
    RelEntry {
        base_addr_id: w(0),
        addr_offset: w(4),
        cmd_offset: w(8),
    }
}

fn opt_binary(t: &Table<'_>, slot: usize, field: &str) -> R<Option<Binary>> {
    t.binary(slot, field)
}

fn binaries(t: &Table<'_>, slot: usize, field: &str) -> R<Vec<Binary>> {
    t.binaries(slot, field)
}

fn i32s(t: &Table<'_>, slot: usize, field: &str) -> R<Vec<i32>> {
    Ok(t.fixed_vec::<4>(slot, field)?
        .into_iter()
        .map(i32::from_le_bytes)
        .collect())
}

fn u64s(t: &Table<'_>, slot: usize, field: &str) -> R<Vec<u64>> {
    Ok(t.fixed_vec::<8>(slot, field)?
        .into_iter()
        .map(u64::from_le_bytes)
        .collect())
}

fn u8s(t: &Table<'_>, slot: usize, field: &str) -> R<Vec<u8>> {
    Ok(t.fixed_vec::<1>(slot, field)?.into_iter().map(|[b]| b).collect())
}

fn each<'a, T>(tables: Vec<Table<'a>>, f: impl Fn(&Table<'a>) -> R<T>) -> R<Vec<T>> {
    tables.iter().map(f).collect()
}

/// Reads the root `Model` of a flatbuffer that starts at file offset `base`; every `Binary`
/// must lie inside a binary region of `binary_size` bytes.
pub(crate) fn model(data: &[u8], base: u64, binary_size: u64) -> R<Model> {
    let t = Buf::new(data, base, binary_size).root("Model")?;
    if !t.has(4, "net")? {
        return Err(t.missing("net"));
    }
    Ok(Model {
        type_: t.required_string(0, "type")?,
        version: t.required_string(1, "version")?,
        time: t.required_string(2, "time")?,
        chip: t.required_string(3, "chip")?,
        nets: each(t.tables(4, "net", "Net")?, net)?,
        neuron_size: t.u64(5, "neuron_size", 0)?,
        kernel_module: t
            .table(6, "kernel_module", "KernelModule")?
            .map(|k| kernel_module(&k))
            .transpose()?,
        device_num: t.u32(7, "device_num", 0)?,
        cpuop_module: t
            .table(8, "cpuop_module", "CpuopModule")?
            .map(|k| cpuop_module(&k))
            .transpose()?,
        bmodel_type: t.u32(9, "bmodel_type", 0)?,
        lib_backend: opt_binary(&t, 10, "lib_backend")?,
    })
}

fn kernel_module(t: &Table<'_>) -> R<KernelModule> {
    Ok(KernelModule {
        file_name: t.required_string(0, "file_name")?,
        binary: opt_binary(t, 1, "binary")?.ok_or_else(|| t.missing("binary"))?,
        mode: t.i32(2, "mode", 0)?,
    })
}

fn cpuop_module(t: &Table<'_>) -> R<CpuopModule> {
    Ok(CpuopModule {
        file_name: t.required_string(0, "file_name")?,
        binary: opt_binary(t, 1, "binary")?.ok_or_else(|| t.missing("binary"))?,
    })
}

fn net(t: &Table<'_>) -> R<Net> {
    Ok(Net {
        name: t.required_string(0, "name")?,
        parameters: each(t.tables(3, "parameter", "NetParameter")?, net_parameter)?,
        cascade: t
            .table(4, "cascade", "Cascade")?
            .map(|c| -> R<Cascade> {
                Ok(Cascade {
                    device_id: c.u32(0, "device_id", 0)?,
                    step: c.u32(1, "step", 0)?,
                    main_name: c.string(2, "main_name")?,
                })
            })
            .transpose()?,
        addr_mode: t.i32(5, "addr_mode", 0)?,
    })
}

fn net_parameter(t: &Table<'_>) -> R<NetParameter> {
    for (slot, name) in [(0, "input_tensor"), (1, "output_tensor")] {
        if !t.has(slot, name)? {
            return Err(t.missing(name));
        }
    }
    Ok(NetParameter {
        input_tensors: each(t.tables(0, "input_tensor", "Tensor")?, tensor)?,
        output_tensors: each(t.tables(1, "output_tensor", "Tensor")?, tensor)?,
        ctx_addr: t.u64(2, "ctx_addr", 0)?,
        ctx_size: t.u64(3, "ctx_size", 0)?,
        coeff_mem: t
            .table(4, "coeff_mem", "CoeffMem")?
            .map(|c| coeff_mem(&c))
            .transpose()?,
        is_dynamic: t.i32(5, "is_dynamic", 0)?,
        n_dynamic: t.i32(6, "n_dynamic", 0)?,
        h_w_dynamic: t.i32(7, "h_w_dynamic", 0)?,
        cmd_groups: each(t.tables(8, "cmd_group", "CmdGroup")?, cmd_group)?,
        net_profile: opt_binary(t, 9, "net_profile")?,
        stage_ir: each(t.tables(10, "stage_ir", "StageIR")?, stage_ir)?,
        binary_ir: opt_binary(t, 11, "binary_ir")?,
        sub_nets: each(t.tables(12, "sub_net", "SubNet")?, sub_net)?,
        cpu_mem_size: t.u32(13, "cpu_mem_size", 0)?,
        ctx_sizes: u64s(t, 14, "ctx_sizes")?,
        net_stat: opt_binary(t, 15, "net_stat")?,
        core_num: t.u32(16, "core_num", 0)?,
        io_addr: t.u64(17, "io_addr", 0)?,
        io_size: t.u64(18, "io_size", 0)?,
        tensor_loc: opt_binary(t, 19, "tensor_loc")?,
        dynamic_ctx_addr: t.u64(20, "dynamic_ctx_addr", 0)?,
        dynamic_coeff_offset: t.u64(21, "dynamic_coeff_offset", 0)?,
        dynamic_combined_coeff_offset: t.u64(22, "dynamic_combined_coeff_offset", 0)?,
    })
}

fn stage_ir(t: &Table<'_>) -> R<StageIr> {
    Ok(StageIr {
        ir_info_len: t.u32(0, "ir_info_len", 0)?,
        height_high: t.i32(1, "height_high", 0)?,
        height_low: t.i32(2, "height_low", 0)?,
        width_high: t.i32(3, "width_high", 0)?,
        width_low: t.i32(4, "width_low", 0)?,
    })
}

fn coeff_mem(t: &Table<'_>) -> R<CoeffMem> {
    Ok(CoeffMem {
        address: t.u64(0, "address", 0)?,
        check_code: u8s(t, 1, "check_code")?,
        binary_coeff: opt_binary(t, 2, "binary_coeff")?,
        locations: each(t.tables(3, "location", "Location")?, |l| {
            Ok(Location {
                name: l.required_string(0, "name")?,
                offset: l.u64(1, "offset", 0)?,
                size: l.u64(2, "size", 0)?,
            })
        })?,
        encrypt_mode: t.i32(4, "encrypt_mode", 0)?,
        decrypt_size: t.u64(5, "decrypt_size", 0)?,
    })
}

fn cmd_group(t: &Table<'_>) -> R<CmdGroup> {
    Ok(CmdGroup {
        bdc_num: t.u32(0, "bdc_num", 0)?,
        gdma_num: t.u32(1, "gdma_num", 0)?,
        binary_bdc: opt_binary(t, 2, "binary_bdc")?,
        binary_gdma: opt_binary(t, 3, "binary_gdma")?,
        bdc_cmd_byte: t.u32(4, "bdc_cmd_byte", 0)?,
        gdma_cmd_byte: t.u32(5, "gdma_cmd_byte", 0)?,
        reloc_entries: t
            .fixed_vec::<12>(6, "reloc_entries")?
            .into_iter()
            .map(rel_entry)
            .collect(),
    })
}

fn tensor(t: &Table<'_>) -> R<Tensor> {
    Ok(Tensor {
        name: t.required_string(0, "name")?,
        data_type: t.u32(1, "data_type", 0)?,
        gmem_stmode: t.i32(2, "gmem_stmode", 0)?,
        device_addr: t.u64(3, "device_addr", 0)?,
        size: t.u64(4, "size", 0)?,
        shapes: each(t.tables(5, "shape", "Shape")?, |s| {
            Ok(Shape {
                dims: u64s(s, 0, "dim")?,
            })
        })?,
        mem_type: t.u32(6, "mem_type", 0)?,
        scale: t.f32(7, "scale", 1.0)?,
        cpu_addr: t.u32(8, "cpu_addr", 0)?,
        pad_h: t.u32(9, "pad_h", 0)?,
        zero_point: t.i32(10, "zero_point", 0)?,
        hidden: t.i32(11, "hidden", 0)?,
        index: t.i32(12, "index", 0)?,
        relentry: t.inline::<12>(13, "relentry")?.map(rel_entry),
    })
}

fn sub_net(t: &Table<'_>) -> R<SubNet> {
    Ok(SubNet {
        subnet_mode: t.i32(0, "subnet_mode", 0)?,
        cmd_groups: each(t.tables(1, "cmd_group", "CmdGroup")?, cmd_group)?,
        cpu_params: each(t.tables(2, "cpu_param", "CpuParam")?, cpu_param)?,
        input_tensors: each(t.tables(3, "input_tensor", "Tensor")?, tensor)?,
        output_tensors: each(t.tables(4, "output_tensor", "Tensor")?, tensor)?,
        is_dynamic: t.i32(5, "is_dynamic", 0)?,
        ir_offset: t.u32(6, "ir_offset", 0)?,
        ir_len: t.u32(7, "ir_len", 0)?,
        n_dynamic: t.i32(8, "n_dynamic", 0)?,
        h_w_dynamic: t.i32(9, "h_w_dynamic", 0)?,
        id: t.i32(10, "id", -1)?,
        next_subnet_ids: i32s(t, 11, "next_subnet_ids")?,
        merge_param: t
            .table(12, "merge_param", "MergeParam")?
            .map(|m| -> R<MergeParam> {
                Ok(MergeParam {
                    output_from: each(m.tables(0, "output_from", "OutputFrom")?, |o| i32s(o, 0, "indice"))?,
                })
            })
            .transpose()?,
        switch_param: t
            .table(13, "switch_param", "SwitchParam")?
            .map(|s| -> R<SwitchParam> {
                Ok(SwitchParam {
                    output_from: i32s(&s, 0, "output_from")?,
                    output_branch: i32s(&s, 1, "output_branch")?,
                })
            })
            .transpose()?,
        core_commands: each(t.tables(14, "core_commands", "CoreCommands")?, |c| {
            Ok(CoreCommands {
                gdma_tiu_commands: each(c.tables(0, "gdma_tiu_commands", "CmdGroup")?, cmd_group)?,
                sdma_commands: binaries(c, 1, "sdma_commands")?,
                hau_commands: binaries(c, 2, "hau_commands")?,
                cdma_commands: binaries(c, 3, "cdma_commands")?,
            })
        })?,
        run_core: t.u32(15, "run_core", 0)?,
    })
}

fn cpu_param(t: &Table<'_>) -> R<CpuParam> {
    Ok(CpuParam {
        op_type: t.i32(0, "op_type", 0)?,
        binary_param: opt_binary(t, 1, "binary_param")?,
        cpu_consts: each(t.tables(2, "cpu_const", "CpuConst")?, |c| {
            Ok(CpuConst {
                name: c.string(0, "name")?,
                const_data: opt_binary(c, 1, "const_data")?,
                check_code: u8s(c, 2, "check_code")?,
            })
        })?,
        is_custom: t.i32(3, "is_custom", 0)?,
    })
}
