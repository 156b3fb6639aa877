//! `bmodel::assemble` follows TPU-MLIR's conventions: rebuilding each reference bmodel from
//! its own ingredients (IO tensors, neuron and coeff regions, command buffers) gives back
//! every flatbuffer field and the binary region unchanged.

use crate::support;

use backend_tpu::bmodel::{assemble, BModel, Coeff, StaticNet};
use backend_tpu::cmdbuf::{CmdGroupData, EngineBuffer};
use backend_tpu::regdef::{Chip, Engine};
use support::{data, TPU_MLIR_MODELS};

fn ingredients(r: &BModel) -> StaticNet {
    let net = &r.model.nets[0];
    let p = &net.parameters[0];
    let groups = p
        .cmd_groups
        .iter()
        .map(|g| CmdGroupData {
            buffers: vec![
                EngineBuffer {
                    engine: Engine::Tiu,
                    bytes: r.slice(&g.binary_bdc.unwrap(), "tiu").unwrap().to_vec(),
                    count: g.bdc_num,
                },
                EngineBuffer {
                    engine: Engine::Gdma,
                    bytes: r.slice(&g.binary_gdma.unwrap(), "gdma").unwrap().to_vec(),
                    count: g.gdma_num,
                },
            ],
        })
        .collect();
    StaticNet {
        name: net.name.clone(),
        inputs: p.input_tensors.clone(),
        outputs: p.output_tensors.clone(),
        neuron_addr: p.ctx_addr,
        neuron_size: p.ctx_size,
        coeff: p.coeff_mem.as_ref().map(|c| Coeff {
            address: c.address,
            blob: r.slice(&c.binary_coeff.unwrap(), "coeff").unwrap().to_vec(),
            locations: c.locations.clone(),
        }),
        groups,
    }
}

#[test]
fn every_reference_model_reassembles_unchanged() {
    for name in TPU_MLIR_MODELS {
        let r = BModel::read(&data(&format!("{name}/{name}.bmodel"))).unwrap();
        let ours = assemble(Chip::Bm1684x, &r.model.version, &r.model.time, &[ingredients(&r)]).unwrap();
        assert_eq!(ours.model, r.model, "{name}: flatbuffer fields");
        assert_eq!(ours.binary, r.binary, "{name}: binary region");
        let back = BModel::from_bytes(&ours.to_bytes().unwrap()).unwrap();
        assert_eq!(back.model, r.model, "{name}: after a write and a read");
    }
}
