//! Linear 16->10 (F32) built from scratch: the command sequence TPU-MLIR emits for
//! `linear_16_10` (three `dma.matrix` loads, `mm.normal`, a `dma.matrix` store), the
//! coefficients from the top model's weights, and the bmodel around them.

use backend_tpu::bmodel::{assemble, io_tensor, BModel, Coeff, Location, StaticNet};
use backend_tpu::cmdbuf::{CmdBuf, CmdGroupData};
use backend_tpu::regdef::bm1684x::{DmaMatrix, SMm};
use backend_tpu::regdef::Chip;

use super::{data, npz};

/// Global memory: coeff at 0x1_0000_0000 (bias +0, weight +4096), neuron at 0x1_0000_2000
/// (input +0, output +4096). Local memory: x at 0, W at 0x10000, b at 0x40, y at 0x20000.
pub const COEFF_ADDR: u64 = 0x1_0000_0000;
pub const NEURON_ADDR: u64 = 0x1_0000_2000;
pub const IN_ADDR: u64 = NEURON_ADDR;
pub const OUT_ADDR: u64 = NEURON_ADDR + 0x1000;
const LMEM_DMA_BASE: u64 = 0x0800_0000;
const F32: u8 = 2;

/// A `dma.matrix` with TPU-MLIR's constant fields; `DMA_matrix` names the low 32 address
/// bits `*_h32` and bits 39..32 `*_l8`.
fn dma_matrix(src: u64, dst: u64) -> DmaMatrix {
    DmaMatrix {
        stride_enable: 1,
        cmd_id_en: 1,
        cmd_type: 1,
        src_data_format: F32,
        src_start_addr_h32: src as u32,
        src_start_addr_l8: (src >> 32) as u8,
        dst_start_addr_h32: dst as u32,
        dst_start_addr_l8: (dst >> 32) as u8,
        localmem_mask_l32: u32::MAX,
        localmem_mask_h32: u32::MAX,
        ..Default::default()
    }
}

/// S2L load of a `rows x cols` f32 matrix into matrix layout (one lane, row stride 16).
fn load(src: u64, lmem: u64, rows: u16, cols: u16) -> DmaMatrix {
    DmaMatrix {
        src_hsize: rows,
        src_wsize: cols,
        src_hstride: u32::from(cols),
        dst_nsize: rows,
        dst_csize: 1,
        dst_wsize: cols,
        dst_nstride: 16,
        dst_cstride: 16,
        ..dma_matrix(src, LMEM_DMA_BASE + lmem)
    }
}

/// The command groups, built through a command buffer that assigns ids and dependencies.
pub fn command_groups() -> Vec<CmdGroupData> {
    let mut buf = CmdBuf::new(Chip::Bm1684x);
    buf.push(&load(IN_ADDR, 0, 1, 16)).unwrap();
    buf.push(&load(COEFF_ADDR + 0x1000, 0x10000, 16, 10)).unwrap();
    buf.push(&load(COEFF_ADDR, 0x40, 1, 10)).unwrap();
    let mm = SMm {
        cmd_short: 1,
        tsk_typ: 2,
        tsk_eu_typ: 1,
        cmd_id_en: 1,
        res0_prec: F32,
        opd0_prec: F32,
        opd0_n: 1,
        opd0_c: 1,
        opd0_w: 16,
        opd1_w: 16,
        res0_c: 1,
        res0_w: 10,
        res0_addr: 0x20000,
        opd0_addr: 0,
        opd1_addr: 0x10000,
        opd2_addr: 0x40,
        ..Default::default()
    };
    buf.push(&mm).unwrap();
    let store = DmaMatrix {
        src_nsize: 1,
        src_csize: 1,
        src_wsize: 10,
        src_nstride: 16,
        src_cstride: 16,
        dst_hsize: 1,
        dst_wsize: 10,
        dst_hstride: 10,
        ..dma_matrix(LMEM_DMA_BASE + 0x20000, OUT_ADDR)
    };
    buf.push(&store).unwrap();
    buf.finish().unwrap()
}

/// The coefficient blob: bias (10 f32) at 0, weight (16x10 f32) at 4096, each padded to 4 KiB.
pub fn coeff_blob() -> Vec<u8> {
    let w = npz::read(&data("linear_16_10/linear_16_10_top_weight.npz"));
    let mut blob = vec![0u8; 8192];
    for (i, v) in w["b0"].data.iter().enumerate() {
        blob[4 * i..4 * i + 4].copy_from_slice(&v.to_le_bytes());
    }
    for (i, v) in w["w0"].data.iter().enumerate() {
        blob[4096 + 4 * i..4096 + 4 * i + 4].copy_from_slice(&v.to_le_bytes());
    }
    blob
}

/// The whole bmodel, with the given version and creation time strings.
pub fn bmodel(version: &str, time: &str) -> BModel {
    let net = StaticNet {
        name: "linear_16_10".into(),
        inputs: vec![io_tensor("in0", 0, IN_ADDR, 64, &[1, 16], 1)],
        outputs: vec![io_tensor("out", 0, OUT_ADDR, 40, &[1, 10], 2)],
        neuron_addr: NEURON_ADDR,
        neuron_size: 8192,
        coeff: Some(Coeff {
            address: COEFF_ADDR,
            blob: coeff_blob(),
            locations: vec![
                Location {
                    name: "tpu.MatMul.bias".into(),
                    offset: 0,
                    size: 4096,
                },
                Location {
                    name: "tpu.MatMul.weight".into(),
                    offset: 4096,
                    size: 4096,
                },
            ],
        }),
        groups: command_groups(),
    };
    assemble(Chip::Bm1684x, version, time, &[net]).unwrap()
}
