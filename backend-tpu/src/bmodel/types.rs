//! The `bmodel.fbs` schema (namespace `bmodel`) as plain Rust data.
//!
//! Field names follow the schema; vectors are plural (`net` is [`Model::nets`]). A table
//! field the file leaves out reads as its schema default (a vector as empty, a sub-table
//! or struct as `None`). Field ids are given in each doc comment.

/// `struct Binary`: a byte range of the binary region (offset from its start).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Binary {
    /// Offset from the start of the binary region.
    pub start: u64,
    /// Length in bytes.
    pub size: u64,
}

impl Binary {
    /// The range `start..start + size`, or `None` if it overflows.
    pub fn range(&self) -> Option<std::ops::Range<u64>> {
        Some(self.start..self.start.checked_add(self.size)?)
    }
}

/// `struct RelEntry`: one IO relocation (IO_RELOC address mode).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct RelEntry {
    /// Index of the user IO address used as base.
    pub base_addr_id: u32,
    /// Offset from that base.
    pub addr_offset: u32,
    /// Byte offset of the command in its GDMA command group.
    pub cmd_offset: u32,
}

/// `table Shape`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shape {
    /// `dim` (id 0).
    pub dims: Vec<u64>,
}

/// `table CmdGroup`: one command group of TIU ("bdc") and GDMA commands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CmdGroup {
    /// `bdc_num` (id 0): TIU commands, end command included.
    pub bdc_num: u32,
    /// `gdma_num` (id 1): GDMA commands, end command included.
    pub gdma_num: u32,
    /// `binary_bdc` (id 2): the TIU buffer.
    pub binary_bdc: Option<Binary>,
    /// `binary_gdma` (id 3): the GDMA buffer.
    pub binary_gdma: Option<Binary>,
    /// `bdc_cmd_byte` (id 4): TIU buffer length (padded).
    pub bdc_cmd_byte: u32,
    /// `gdma_cmd_byte` (id 5): GDMA buffer length (padded).
    pub gdma_cmd_byte: u32,
    /// `reloc_entries` (id 6).
    pub reloc_entries: Vec<RelEntry>,
}

/// `table CoreCommands`: the commands of one core (multi-core chips).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CoreCommands {
    /// `gdma_tiu_commands` (id 0).
    pub gdma_tiu_commands: Vec<CmdGroup>,
    /// `sdma_commands` (id 1).
    pub sdma_commands: Vec<Binary>,
    /// `hau_commands` (id 2).
    pub hau_commands: Vec<Binary>,
    /// `cdma_commands` (id 3).
    pub cdma_commands: Vec<Binary>,
}

/// `table StageIR`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StageIr {
    /// `ir_info_len` (id 0).
    pub ir_info_len: u32,
    /// `height_high` (id 1).
    pub height_high: i32,
    /// `height_low` (id 2).
    pub height_low: i32,
    /// `width_high` (id 3).
    pub width_high: i32,
    /// `width_low` (id 4).
    pub width_low: i32,
}

/// `table Location`: where one op's coefficients are in the coeff blob.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Location {
    /// `name` (id 0, required).
    pub name: String,
    /// `offset` (id 1).
    pub offset: u64,
    /// `size` (id 2).
    pub size: u64,
}

/// `table CoeffMem`: the coefficients of a net.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CoeffMem {
    /// `address` (id 0): device address of the blob.
    pub address: u64,
    /// `check_code` (id 1): SHA-256 of the blob.
    pub check_code: Vec<u8>,
    /// `binary_coeff` (id 2): the blob.
    pub binary_coeff: Option<Binary>,
    /// `location` (id 3).
    pub locations: Vec<Location>,
    /// `encrypt_mode` (id 4).
    pub encrypt_mode: i32,
    /// `decrypt_size` (id 5).
    pub decrypt_size: u64,
}

/// `table Tensor`: an input or output tensor.
#[derive(Debug, Clone, PartialEq)]
pub struct Tensor {
    /// `name` (id 0, required).
    pub name: String,
    /// `data_type` (id 1): 0 f32, 1 f16, 2 i8, 3 u8, 4 i16, 5 u16, 6 i32, 7 u32, 8 bf16, ...
    pub data_type: u32,
    /// `gmem_stmode` (id 2).
    pub gmem_stmode: i32,
    /// `device_addr` (id 3).
    pub device_addr: u64,
    /// `size` (id 4): bytes in device memory.
    pub size: u64,
    /// `shape` (id 5): one per stage.
    pub shapes: Vec<Shape>,
    /// `mem_type` (id 6).
    pub mem_type: u32,
    /// `scale` (id 7, default 1.0).
    pub scale: f32,
    /// `cpu_addr` (id 8).
    pub cpu_addr: u32,
    /// `pad_h` (id 9).
    pub pad_h: u32,
    /// `zero_point` (id 10).
    pub zero_point: i32,
    /// `hidden` (id 11): 0 hidden, 1 input, 2 output.
    pub hidden: i32,
    /// `index` (id 12).
    pub index: i32,
    /// `relentry` (id 13).
    pub relentry: Option<RelEntry>,
}

impl Default for Tensor {
    fn default() -> Self {
        Tensor {
            name: String::new(),
            data_type: 0,
            gmem_stmode: 0,
            device_addr: 0,
            size: 0,
            shapes: Vec::new(),
            mem_type: 0,
            scale: 1.0,
            cpu_addr: 0,
            pad_h: 0,
            zero_point: 0,
            hidden: 0,
            index: 0,
            relentry: None,
        }
    }
}

/// `table CpuConst`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CpuConst {
    /// `name` (id 0).
    pub name: Option<String>,
    /// `const_data` (id 1).
    pub const_data: Option<Binary>,
    /// `check_code` (id 2).
    pub check_code: Vec<u8>,
}

/// `table CpuParam`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CpuParam {
    /// `op_type` (id 0).
    pub op_type: i32,
    /// `binary_param` (id 1).
    pub binary_param: Option<Binary>,
    /// `cpu_const` (id 2).
    pub cpu_consts: Vec<CpuConst>,
    /// `is_custom` (id 3).
    pub is_custom: i32,
}

/// `table MergeParam`: `output_from` (id 0), each an `OutputFrom { indice: [int32] }`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MergeParam {
    /// `output_from[i].indice`.
    pub output_from: Vec<Vec<i32>>,
}

/// `table SwitchParam`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SwitchParam {
    /// `output_from` (id 0).
    pub output_from: Vec<i32>,
    /// `output_branch` (id 1).
    pub output_branch: Vec<i32>,
}

/// `table SubNet`: one subnet (a static TPU function, a CPU layer, ...).
#[derive(Debug, Clone, PartialEq)]
pub struct SubNet {
    /// `subnet_mode` (id 0): 0 TPU, 1 CPU.
    pub subnet_mode: i32,
    /// `cmd_group` (id 1).
    pub cmd_groups: Vec<CmdGroup>,
    /// `cpu_param` (id 2).
    pub cpu_params: Vec<CpuParam>,
    /// `input_tensor` (id 3).
    pub input_tensors: Vec<Tensor>,
    /// `output_tensor` (id 4).
    pub output_tensors: Vec<Tensor>,
    /// `is_dynamic` (id 5).
    pub is_dynamic: i32,
    /// `ir_offset` (id 6).
    pub ir_offset: u32,
    /// `ir_len` (id 7).
    pub ir_len: u32,
    /// `n_dynamic` (id 8).
    pub n_dynamic: i32,
    /// `h_w_dynamic` (id 9).
    pub h_w_dynamic: i32,
    /// `id` (id 10, default -1).
    pub id: i32,
    /// `next_subnet_ids` (id 11): -1 is an invalid branch, empty is the end.
    pub next_subnet_ids: Vec<i32>,
    /// `merge_param` (id 12).
    pub merge_param: Option<MergeParam>,
    /// `switch_param` (id 13).
    pub switch_param: Option<SwitchParam>,
    /// `core_commands` (id 14).
    pub core_commands: Vec<CoreCommands>,
    /// `run_core` (id 15).
    pub run_core: u32,
}

impl Default for SubNet {
    fn default() -> Self {
        SubNet {
            subnet_mode: 0,
            cmd_groups: Vec::new(),
            cpu_params: Vec::new(),
            input_tensors: Vec::new(),
            output_tensors: Vec::new(),
            is_dynamic: 0,
            ir_offset: 0,
            ir_len: 0,
            n_dynamic: 0,
            h_w_dynamic: 0,
            id: -1,
            next_subnet_ids: Vec::new(),
            merge_param: None,
            switch_param: None,
            core_commands: Vec::new(),
            run_core: 0,
        }
    }
}

/// `table NetParameter`: one stage of a net.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct NetParameter {
    /// `input_tensor` (id 0, required).
    pub input_tensors: Vec<Tensor>,
    /// `output_tensor` (id 1, required).
    pub output_tensors: Vec<Tensor>,
    /// `ctx_addr` (id 2): device address of the neuron (activation) memory.
    pub ctx_addr: u64,
    /// `ctx_size` (id 3).
    pub ctx_size: u64,
    /// `coeff_mem` (id 4).
    pub coeff_mem: Option<CoeffMem>,
    /// `is_dynamic` (id 5).
    pub is_dynamic: i32,
    /// `n_dynamic` (id 6).
    pub n_dynamic: i32,
    /// `h_w_dynamic` (id 7).
    pub h_w_dynamic: i32,
    /// `cmd_group` (id 8): every command group of the stage's static subnets.
    pub cmd_groups: Vec<CmdGroup>,
    /// `net_profile` (id 9).
    pub net_profile: Option<Binary>,
    /// `stage_ir` (id 10).
    pub stage_ir: Vec<StageIr>,
    /// `binary_ir` (id 11).
    pub binary_ir: Option<Binary>,
    /// `sub_net` (id 12).
    pub sub_nets: Vec<SubNet>,
    /// `cpu_mem_size` (id 13).
    pub cpu_mem_size: u32,
    /// `ctx_sizes` (id 14).
    pub ctx_sizes: Vec<u64>,
    /// `net_stat` (id 15).
    pub net_stat: Option<Binary>,
    /// `core_num` (id 16).
    pub core_num: u32,
    /// `io_addr` (id 17).
    pub io_addr: u64,
    /// `io_size` (id 18).
    pub io_size: u64,
    /// `tensor_loc` (id 19).
    pub tensor_loc: Option<Binary>,
    /// `dynamic_ctx_addr` (id 20).
    pub dynamic_ctx_addr: u64,
    /// `dynamic_coeff_offset` (id 21).
    pub dynamic_coeff_offset: u64,
    /// `dynamic_combined_coeff_offset` (id 22).
    pub dynamic_combined_coeff_offset: u64,
}

/// `table Cascade`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cascade {
    /// `device_id` (id 0).
    pub device_id: u32,
    /// `step` (id 1).
    pub step: u32,
    /// `main_name` (id 2).
    pub main_name: Option<String>,
}

/// `table Net`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Net {
    /// `name` (id 0, required).
    pub name: String,
    /// `parameter` (id 3): one per stage.
    pub parameters: Vec<NetParameter>,
    /// `cascade` (id 4).
    pub cascade: Option<Cascade>,
    /// `addr_mode` (id 5).
    pub addr_mode: i32,
}

/// `table KernelModule`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KernelModule {
    /// `file_name` (id 0, required).
    pub file_name: String,
    /// `binary` (id 1, required).
    pub binary: Binary,
    /// `mode` (id 2).
    pub mode: i32,
}

/// `table CpuopModule`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CpuopModule {
    /// `file_name` (id 0, required).
    pub file_name: String,
    /// `binary` (id 1, required).
    pub binary: Binary,
}

/// `table Model`, the root.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Model {
    /// `type` (id 0, required): `"B"`.
    pub type_: String,
    /// `version` (id 1, required).
    pub version: String,
    /// `time` (id 2, required).
    pub time: String,
    /// `chip` (id 3, required): `"BM1684X"`.
    pub chip: String,
    /// `net` (id 4, required).
    pub nets: Vec<Net>,
    /// `neuron_size` (id 5).
    pub neuron_size: u64,
    /// `kernel_module` (id 6).
    pub kernel_module: Option<KernelModule>,
    /// `device_num` (id 7).
    pub device_num: u32,
    /// `cpuop_module` (id 8).
    pub cpuop_module: Option<CpuopModule>,
    /// `bmodel_type` (id 9).
    pub bmodel_type: u32,
    /// `lib_backend` (id 10).
    pub lib_backend: Option<Binary>,
}
