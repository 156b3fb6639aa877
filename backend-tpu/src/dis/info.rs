//! A model summary like `model_tool --info`, plus the command groups.

use std::fmt::Write as _;

use super::command_groups;
use crate::bmodel::{check_code, BModel, NetParameter, Tensor};

/// Name of a bmodel `data_type` value (`bm_data_type_t`).
pub fn dtype_name(data_type: u32) -> String {
    let name = match data_type {
        0 => "float32",
        1 => "float16",
        2 => "int8",
        3 => "uint8",
        4 => "int16",
        5 => "uint16",
        6 => "int32",
        7 => "uint32",
        8 => "bfloat16",
        9 => "int4",
        10 => "uint4",
        _ => return format!("dtype{data_type}"),
    };
    name.to_string()
}

fn tensor_line(kind: &str, t: &Tensor) -> String {
    let dims: Vec<String> = t
        .shapes
        .first()
        .map(|s| s.dims.iter().map(|d| d.to_string()).collect())
        .unwrap_or_default();
    format!(
        "{kind}: {}, [{}], {}, scale: {}, zero_point: {}, addr: {:#x}, size: {}",
        t.name,
        dims.join(", "),
        dtype_name(t.data_type),
        t.scale,
        t.zero_point,
        t.device_addr,
        t.size
    )
}

fn instruct_bytes(p: &NetParameter) -> u64 {
    let groups: Vec<_> = if p.cmd_groups.is_empty() {
        p.sub_nets.iter().flat_map(|s| s.cmd_groups.iter()).collect()
    } else {
        p.cmd_groups.iter().collect()
    };
    groups
        .iter()
        .map(|g| u64::from(g.bdc_cmd_byte) + u64::from(g.gdma_cmd_byte))
        .sum()
}

/// The summary: version, chip, time, then per net and stage its tensors, subnets, command
/// groups (commands and bytes per engine), coefficients and device memory sizes.
pub fn info(model: &BModel) -> String {
    let m = &model.model;
    let mut out = String::new();
    let _ = writeln!(out, "bmodel version: {}.{}", m.type_, m.version);
    let _ = writeln!(out, "chip: {}", m.chip);
    let _ = writeln!(out, "create time: {}", m.time.trim_end());
    let kernel = m.kernel_module.as_ref();
    let _ = writeln!(
        out,
        "kernel_module name: {}",
        kernel.map(|k| k.file_name.as_str()).unwrap_or("")
    );
    let _ = writeln!(
        out,
        "kernel_module size: {}",
        kernel.map(|k| k.binary.size).unwrap_or(0)
    );
    let _ = writeln!(
        out,
        "binary region: {} bytes at file offset {}",
        model.binary.len(),
        model.binary_offset
    );
    let groups = command_groups(model);
    for (n, net) in m.nets.iter().enumerate() {
        let _ = writeln!(out, "==========================================");
        let dynamic = net.parameters.iter().any(|p| p.is_dynamic != 0);
        let _ = writeln!(
            out,
            "net {n}: [{}]  {}",
            net.name,
            if dynamic { "dynamic" } else { "static" }
        );
        for (s, p) in net.parameters.iter().enumerate() {
            let _ = writeln!(out, "------------");
            let _ = writeln!(out, "stage {s}, core num: {}", p.core_num);
            for t in &p.input_tensors {
                let _ = writeln!(out, "{}", tensor_line("input", t));
            }
            for t in &p.output_tensors {
                let _ = writeln!(out, "{}", tensor_line("output", t));
            }
            for (k, sub) in p.sub_nets.iter().enumerate() {
                let mode = if sub.subnet_mode == 0 { "tpu" } else { "cpu" };
                let _ = writeln!(
                    out,
                    "subnet {k}: {mode}, id {}, next {:?}, {} command group(s)",
                    sub.id,
                    sub.next_subnet_ids,
                    sub.cmd_groups.len()
                );
            }
            for g in groups.iter().filter(|g| g.net == n && g.stage == s) {
                let c = g.group;
                let _ = writeln!(
                    out,
                    "group {}: tiu {} commands ({} bytes), gdma {} commands ({} bytes)",
                    g.index, c.bdc_num, c.bdc_cmd_byte, c.gdma_num, c.gdma_cmd_byte
                );
            }
            let weight = p
                .coeff_mem
                .as_ref()
                .and_then(|c| c.binary_coeff)
                .map(|b| b.size)
                .unwrap_or(0);
            if let Some(c) = &p.coeff_mem {
                let check = match c.binary_coeff.map(|b| model.slice(&b, "coeff")) {
                    Some(Ok(blob)) if check_code(blob) == c.check_code => "check code ok",
                    Some(Ok(_)) => "CHECK CODE MISMATCH",
                    Some(Err(_)) => "blob out of range",
                    None => "no blob",
                };
                let _ = writeln!(
                    out,
                    "coeff: {weight} bytes at {:#x}, {} location(s), {check}",
                    c.address,
                    c.locations.len()
                );
            }
            let _ = writeln!(out, "neuron: {} bytes at {:#x}", p.ctx_size, p.ctx_addr);
            let instruct = instruct_bytes(p);
            let _ = writeln!(
                out,
                "device mem size: {} (weight: {weight}, instruct: {instruct}, runtime: {})",
                weight + instruct + p.ctx_size,
                p.ctx_size
            );
        }
    }
    out
}
