//! Assembles whole bmodels from command groups, coefficients and IO tensors, with the
//! conventions TPU-MLIR's codegen uses for static nets.

use super::region::BinaryRegion;
use super::types::*;
use super::{BModel, BModelError};
use crate::cmdbuf::CmdGroupData;
use crate::regdef::Chip;

/// The coefficients of a net: their device address, the blob (already laid out, each
/// weight 4 KiB aligned) and which op's weights are where.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Coeff {
    /// Device address of the blob (`module.coeff_addr`).
    pub address: u64,
    /// The bytes.
    pub blob: Vec<u8>,
    /// One entry per weight.
    pub locations: Vec<Location>,
}

/// A static net run by the TPU as one subnet.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StaticNet {
    /// Net name.
    pub name: String,
    /// Input tensors (`hidden = 1`, device addresses in the neuron region).
    pub inputs: Vec<Tensor>,
    /// Output tensors (`hidden = 2`).
    pub outputs: Vec<Tensor>,
    /// Device address of the neuron (activation) memory (`module.neuron_addr`).
    pub neuron_addr: u64,
    /// Its size (`module.neuron_size`).
    pub neuron_size: u64,
    /// Coefficients, if the net has any.
    pub coeff: Option<Coeff>,
    /// The closed command groups, in order.
    pub groups: Vec<CmdGroupData>,
}

/// An input or output tensor with one static shape, TPU memory, scale 1.
pub fn io_tensor(name: &str, data_type: u32, device_addr: u64, size: u64, dims: &[u64], hidden: i32) -> Tensor {
    Tensor {
        name: name.to_string(),
        data_type,
        device_addr,
        size,
        shapes: vec![Shape { dims: dims.to_vec() }],
        mem_type: 1,
        scale: 1.0,
        hidden,
        ..Default::default()
    }
}

impl StaticNet {
    /// Lays out the net's blobs in `region` (coefficients, then each group's TIU and GDMA
    /// buffers, then the empty IR blob) and describes the net. The command groups go into
    /// both `NetParameter.cmd_group` and the subnet's `cmd_group`: the runtime needs both.
    pub fn build(&self, region: &mut BinaryRegion) -> Result<Net, BModelError> {
        let coeff = self
            .coeff
            .as_ref()
            .map(|c| region.coeff_mem(c.address, &c.blob, c.locations.clone()));
        let groups = self
            .groups
            .iter()
            .map(|g| region.cmd_group(g))
            .collect::<Result<Vec<_>, _>>()?;
        let binary_ir = region.append(&[]);
        let coeff_size = self.coeff.as_ref().map(|c| c.blob.len() as u64).unwrap_or(0);
        let sub_net = SubNet {
            subnet_mode: 0,
            cmd_groups: groups.clone(),
            input_tensors: self.inputs.clone(),
            output_tensors: self.outputs.clone(),
            id: 0,
            next_subnet_ids: vec![-1],
            run_core: 1,
            ..Default::default()
        };
        let parameter = NetParameter {
            input_tensors: self.inputs.clone(),
            output_tensors: self.outputs.clone(),
            ctx_addr: self.neuron_addr,
            ctx_size: self.neuron_size,
            coeff_mem: coeff,
            cmd_groups: groups,
            stage_ir: vec![StageIr::default()],
            binary_ir: Some(binary_ir),
            sub_nets: vec![sub_net],
            ctx_sizes: vec![self.neuron_size],
            core_num: 1,
            dynamic_ctx_addr: self.neuron_addr,
            dynamic_coeff_offset: coeff_size,
            dynamic_combined_coeff_offset: coeff_size,
            ..Default::default()
        };
        Ok(Net {
            name: self.name.clone(),
            parameters: vec![parameter],
            cascade: None,
            addr_mode: 0,
        })
    }
}

/// A bmodel of static nets for `chip`: model type `"B"`, the given version and creation time
/// strings, one device, the largest neuron size, and empty kernel/cpuop modules and backend
/// library (the cmodel needs none of them; real hardware may need the kernel module).
pub fn assemble(chip: Chip, version: &str, time: &str, nets: &[StaticNet]) -> Result<BModel, BModelError> {
    let mut region = BinaryRegion::new();
    let nets = nets
        .iter()
        .map(|n| n.build(&mut region))
        .collect::<Result<Vec<_>, _>>()?;
    let model = Model {
        type_: "B".into(),
        version: version.into(),
        time: time.into(),
        chip: chip.name().into(),
        neuron_size: nets
            .iter()
            .flat_map(|n| n.parameters.iter())
            .map(|p| p.ctx_size)
            .max()
            .unwrap_or(0),
        nets,
        kernel_module: Some(KernelModule::default()),
        device_num: 1,
        cpuop_module: Some(CpuopModule::default()),
        bmodel_type: 0,
        lib_backend: Some(Binary::default()),
    };
    Ok(BModel::new(model, region.into_bytes()))
}
