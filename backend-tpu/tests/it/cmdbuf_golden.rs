//! The command buffers reproduce TPU-MLIR's buffers for every golden group: issuing the
//! golden commands (their own ids and dependencies ignored) through a `CmdBuf` in an order
//! consistent with those dependencies gives the same `cmd_id`/`cmd_id_dep` fields, the same
//! end commands and the same padding, byte for byte.

use crate::support;

use backend_tpu::cmdbuf::{CmdBuf, Recorder};
use backend_tpu::regdef::{Chip, Engine, FieldValues};
use serde_json::Value;
use support::{golden_files, json, unhex};

fn values(cmd: &Value) -> FieldValues {
    let layout = Chip::Bm1684x.spec().layout(cmd["reg"].as_str().unwrap()).unwrap();
    let mut v = FieldValues::new(layout);
    for (name, x) in cmd["nonzero_fields"].as_object().unwrap() {
        if name != "cmd_id" && name != "cmd_id_dep" {
            v.set(name, x.as_u64().unwrap()).unwrap();
        }
    }
    v
}

fn dep(cmd: &Value) -> u64 {
    cmd["nonzero_fields"]
        .get("cmd_id_dep")
        .and_then(Value::as_u64)
        .unwrap_or(0)
}

/// Issue order: `T`/`G` for the next TIU/GDMA command, `(`/`)` to open/close a parallel
/// section. Without parallel sections a TIU command's dependency is the number of GDMA
/// commands issued before it (and the other way round), which fixes the order.
fn schedule(name: &str, tiu: &[&Value], gdma: &[&Value]) -> String {
    if name.starts_with("conv3x3_relu_int8") {
        // The input load overlaps the first three TIU commands (a divide/merge section).
        return format!("G(TTTG){}G", "T".repeat(15));
    }
    let (mut t, mut g, mut out) = (0usize, 0usize, String::new());
    while t < tiu.len() || g < gdma.len() {
        if t < tiu.len() && dep(tiu[t]) == g as u64 {
            out.push('T');
            t += 1;
        } else if g < gdma.len() && dep(gdma[g]) == t as u64 {
            out.push('G');
            g += 1;
        } else {
            panic!("{name}: no order without parallel sections after {out}");
        }
    }
    out
}

#[test]
fn cmdbuf_reproduces_every_golden_group() {
    for file in golden_files() {
        let name = file.file_name().unwrap().to_str().unwrap().to_string();
        let doc = json(&file);
        for group in doc["groups"].as_array().unwrap() {
            let cmds = group["commands"].as_array().unwrap();
            let of = |e: &str| -> Vec<&Value> { cmds.iter().filter(|c| c["engine"] == e).collect() };
            let (tiu, gdma) = (of("tiu"), of("gdma"));
            // The last command of each engine is its end command; the buffer adds those itself.
            let (tiu_body, gdma_body) = (&tiu[..tiu.len() - 1], &gdma[..gdma.len() - 1]);
            let order = schedule(&name, tiu_body, gdma_body);
            let mut buf = CmdBuf::new(Chip::Bm1684x);
            let (recorder, log) = Recorder::new();
            buf.add_hook(Box::new(recorder));
            let (mut t, mut g) = (0, 0);
            for step in order.chars() {
                match step {
                    'T' => {
                        buf.push_values(values(tiu_body[t])).unwrap();
                        t += 1;
                    }
                    'G' => {
                        buf.push_values(values(gdma_body[g])).unwrap();
                        g += 1;
                    }
                    '(' => buf.begin_parallel().unwrap(),
                    ')' => buf.end_parallel().unwrap(),
                    _ => unreachable!(),
                }
            }
            let groups = buf.finish().unwrap();
            assert_eq!(groups.len(), 1, "{name}");
            for (engine, list, bytes_key) in [(Engine::Tiu, &tiu, "tiu_bytes"), (Engine::Gdma, &gdma, "gdma_bytes")] {
                let mut want: Vec<u8> = list.iter().flat_map(|c| unhex(c["hex"].as_str().unwrap())).collect();
                want.resize(group[bytes_key].as_u64().unwrap() as usize, 0);
                assert_eq!(groups[0].bytes(engine), want.as_slice(), "{name}: {engine} buffer");
                assert_eq!(groups[0].count(engine) as usize, list.len(), "{name}: {engine} count");
            }
            // The hook saw every command, end commands included, in issue order.
            assert_eq!(log.commands().len(), cmds.len(), "{name}");
        }
    }
}
