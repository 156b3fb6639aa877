//! Every command of every `*_golden_cmds.json` (TPU-MLIR 1.30.2's reference models, the
//! from-scratch Linear and the package sample) re-encodes bit-exactly from its non-zero
//! fields, through both the dynamic and the typed path, and decodes back to them.

use crate::support;

use std::collections::BTreeMap;

use backend_tpu::bmodel::BModel;
use backend_tpu::regdef::bm1684x::AnyCommand;
use backend_tpu::regdef::{Chip, Engine, FieldValues};
use serde_json::Value;
use support::{golden_files, json, unhex};

fn engine(name: &str) -> Engine {
    match name {
        "tiu" => Engine::Tiu,
        "gdma" => Engine::Gdma,
        other => panic!("unknown engine {other}"),
    }
}

fn fields_of(cmd: &Value) -> BTreeMap<String, u64> {
    cmd["nonzero_fields"]
        .as_object()
        .expect("nonzero_fields")
        .iter()
        .map(|(k, v)| (k.clone(), v.as_u64().expect("unsigned field value")))
        .collect()
}

fn nonzero_by_name(values: &FieldValues) -> BTreeMap<String, u64> {
    values.nonzero().map(|(f, v)| (f.name.to_string(), v)).collect()
}

/// All commands: (file, group, command json).
fn all_commands() -> Vec<(String, usize, Value)> {
    let mut out = Vec::new();
    for file in golden_files() {
        let doc = json(&file);
        assert_eq!(doc["chip"], "BM1684X");
        for (g, group) in doc["groups"].as_array().expect("groups").iter().enumerate() {
            for cmd in group["commands"].as_array().expect("commands") {
                out.push((file.display().to_string(), g, cmd.clone()));
            }
        }
    }
    out
}

#[test]
fn golden_set_has_172_commands() {
    assert_eq!(all_commands().len(), 172);
}

#[test]
fn every_command_reencodes_bit_exactly_and_decodes_back() {
    let spec = Chip::Bm1684x.spec();
    for (file, _, cmd) in all_commands() {
        let reg = cmd["reg"].as_str().unwrap();
        let hex = cmd["hex"].as_str().unwrap();
        let ctx = format!("{file}: {reg} {hex}");
        let layout = spec.layout(reg).unwrap_or_else(|| panic!("{ctx}: unknown layout"));
        assert_eq!(u64::from(layout.bits), cmd["bits"].as_u64().unwrap(), "{ctx}");
        assert_eq!(layout.engine, engine(cmd["engine"].as_str().unwrap()), "{ctx}");
        let fields = fields_of(&cmd);

        // Dynamic path: set every non-zero field by its table name, pack.
        let mut values = FieldValues::new(layout);
        for (name, v) in &fields {
            values.set(name, *v).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        }
        let bytes = values.encode().unwrap_or_else(|e| panic!("{ctx}: {e}"));
        assert_eq!(bytes, unhex(hex), "{ctx}: dynamic encode");

        // Typed path: the generated struct of the layout packs the same bytes.
        let typed = AnyCommand::from_values(&values).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        assert_eq!(typed.layout().name, reg);
        assert_eq!(typed.to_values().encode().unwrap(), bytes, "{ctx}: typed encode");

        // Decode: identify the layout and op from the bytes, unpack, compare the fields.
        let found = spec
            .identify(layout.engine, &bytes)
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        assert_eq!(found.values.layout().name, reg, "{ctx}: identified layout");
        assert_eq!(found.op.map(|o| o.name), cmd["op"].as_str(), "{ctx}: op name");
        assert_eq!(nonzero_by_name(&found.values), fields, "{ctx}: decoded fields");
        assert_eq!(found.values, values, "{ctx}: decoded values");
    }
}

#[test]
fn golden_groups_are_the_reference_bmodels_buffers() {
    for file in golden_files() {
        let doc = json(&file);
        let model = BModel::read(&support::bmodel_of_golden(&file)).unwrap();
        let groups = &model.model.nets[0].parameters[0].sub_nets[0].cmd_groups;
        let golden = support::golden_buffers(&file);
        for (g, group) in doc["groups"].as_array().unwrap().iter().enumerate() {
            let cg = &groups[g];
            let (tiu, gdma) = &golden[g];
            for (eng, binary, num, bytes_key, num_key, buf) in [
                ("tiu", cg.binary_bdc.unwrap(), cg.bdc_num, "tiu_bytes", "bdc_num", tiu),
                (
                    "gdma",
                    cg.binary_gdma.unwrap(),
                    cg.gdma_num,
                    "gdma_bytes",
                    "gdma_num",
                    gdma,
                ),
            ] {
                assert_eq!(buf.len() as u64, group[bytes_key].as_u64().unwrap());
                assert_eq!(u64::from(num), group[num_key].as_u64().unwrap());
                assert_eq!(
                    buf.as_slice(),
                    model.slice(&binary, eng).unwrap(),
                    "{}: group {g} {eng}",
                    file.display()
                );
            }
        }
    }
}

#[test]
fn rejects_values_too_wide_and_unknown_names() {
    let spec = Chip::Bm1684x.spec();
    let mut mm = FieldValues::new(spec.layout("sMM").unwrap());
    assert!(mm.set("cmd_id", (1 << 20) - 1).is_ok());
    let err = mm.set("cmd_id", 1 << 20).unwrap_err();
    assert_eq!(err.to_string(), "sMM.cmd_id: value 0x100000 does not fit in 20 bits");
    assert!(mm.set("no_such_field", 1).is_err());
    let mut dma = FieldValues::new(spec.layout("DMA_matrix").unwrap());
    assert!(dma.set("reserved", 0).is_err(), "repeated name is ambiguous");
    assert!(dma.set("reserved_1", 0).is_ok(), "the Rust name is unique");
    assert!(dma.set("src_cstride", 5).is_ok());
    assert!(FieldValues::decode(spec.layout("sMM").unwrap(), &[0; 47]).is_err());
}

#[test]
fn field_table_is_complete() {
    let spec = Chip::Bm1684x.spec();
    assert_eq!(spec.layouts.len(), 43);
    assert_eq!(spec.layouts.iter().map(|l| l.fields.len()).sum::<usize>(), 2119);
    for l in spec.layouts {
        let covered: u32 = l.fields.iter().map(|f| f.width).sum();
        assert_eq!(covered, l.bits, "{}", l.name);
        let mut idents: Vec<&str> = l.fields.iter().map(|f| f.ident).collect();
        idents.sort_unstable();
        idents.dedup();
        assert_eq!(idents.len(), l.fields.len(), "{}: Rust field names are unique", l.name);
    }
    assert_eq!(
        spec.layout("DMA_tensor（0x000）").map(|l| l.rust_name),
        Some("DmaTensor")
    );
    assert_eq!(spec.layout("sRQ&sDQ").map(|l| l.rust_name), Some("SRqSDq"));
    assert_eq!(spec.max_id(), (1 << 20) - 1);
}
