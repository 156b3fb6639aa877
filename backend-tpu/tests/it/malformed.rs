//! A malformed bmodel gives an error with the byte offset, never a panic.

use crate::support;

use backend_tpu::bmodel::{BModel, BModelError, Binary};
use backend_tpu::dis;
use support::{data, TPU_MLIR_MODELS};

fn offset_of(e: &BModelError) -> u64 {
    match e {
        BModelError::Malformed { offset, .. } => *offset,
        other => panic!("expected a malformed-file error, got {other}"),
    }
}

fn parse_and_disassemble(bytes: &[u8]) -> Result<usize, BModelError> {
    let model = BModel::from_bytes(bytes)?;
    Ok(dis::disassemble(&model)?.len())
}

#[test]
fn header_errors_name_their_offset() {
    let good = std::fs::read(data("relu/relu.bmodel")).unwrap();
    let mut bad = good.clone();
    bad[0] = 0;
    assert_eq!(offset_of(&BModel::from_bytes(&bad).unwrap_err()), 0);
    let mut bad = good.clone();
    bad[4] = 65;
    assert_eq!(offset_of(&BModel::from_bytes(&bad).unwrap_err()), 4);
    let e = BModel::from_bytes(&good[..5000]).unwrap_err();
    assert_eq!(offset_of(&e), 5000);
    assert!(e.to_string().contains("the header announces 12288"), "{e}");
    assert_eq!(offset_of(&BModel::from_bytes(&good[..10]).unwrap_err()), 8);
    // Root offset pointing past the flatbuffer.
    let mut bad = good.clone();
    bad[64..68].copy_from_slice(&5000u32.to_le_bytes());
    let e = BModel::from_bytes(&bad).unwrap_err();
    assert_eq!(offset_of(&e), 64, "{e}");
}

#[test]
fn every_truncation_is_an_error() {
    let good = std::fs::read(data("linear_16_10/linear_16_10.bmodel")).unwrap();
    for len in 0..good.len() {
        assert!(BModel::from_bytes(&good[..len]).is_err(), "length {len}");
    }
    assert!(BModel::from_bytes(&good).is_ok());
}

#[test]
fn corrupt_flatbuffer_bytes_never_panic() {
    for name in TPU_MLIR_MODELS {
        let good = std::fs::read(data(&format!("{name}/{name}.bmodel"))).unwrap();
        let fb_size = u32::from_le_bytes([good[8], good[9], good[10], good[11]]) as usize;
        let mut errors = 0;
        for pos in 64..64 + fb_size.min(2048) {
            for v in [0x00, 0xFF, 0x7F, good[pos] ^ 0x10] {
                let mut bad = good.clone();
                bad[pos] = v;
                if let Err(e) = parse_and_disassemble(&bad) {
                    errors += 1;
                    if let BModelError::Malformed { offset, .. } = e {
                        assert!(
                            offset <= good.len() as u64,
                            "{name}: offset {offset} is outside the file"
                        );
                    }
                }
            }
        }
        assert!(errors > 0, "{name}: corruption went unnoticed everywhere");
    }
}

#[test]
fn command_errors_point_into_the_buffer() {
    let mut model = BModel::read(&data("linear_16_10/linear_16_10.bmodel")).unwrap();
    let group = model.model.nets[0].parameters[0].sub_nets[0].cmd_groups[0].clone();
    let tiu = group.binary_bdc.unwrap();
    // tsk_typ (bits 41..45) = 12: no such TIU op.
    let at = tiu.start as usize + 5;
    model.binary[at] = (model.binary[at] & !0x1E) | (12 << 1);
    let bytes = model.to_bytes().unwrap();
    let e = parse_and_disassemble(&bytes).unwrap_err();
    assert_eq!(offset_of(&e), 4096 + tiu.start, "{e}");
    assert!(
        e.to_string()
            .contains("unknown tiu command (short=1, opcode=12, subtype=1)"),
        "{e}"
    );

    // A count larger than the buffer runs into the padding, then past the end.
    let mut model = BModel::read(&data("linear_16_10/linear_16_10.bmodel")).unwrap();
    model.model.nets[0].parameters[0].sub_nets[0].cmd_groups[0].gdma_num = 50;
    let e = parse_and_disassemble(&model.to_bytes().unwrap()).unwrap_err();
    assert!(offset_of(&e) >= 4096 + group.binary_gdma.unwrap().start + 400, "{e}");

    // A buffer range outside the binary region: the reader names the `Binary` field.
    let mut model = BModel::read(&data("linear_16_10/linear_16_10.bmodel")).unwrap();
    model.model.nets[0].parameters[0].sub_nets[0].cmd_groups[0].binary_bdc = Some(Binary {
        start: 16300,
        size: 128,
    });
    let bytes = model.to_bytes().unwrap();
    let e = parse_and_disassemble(&bytes).unwrap_err();
    let at = offset_of(&e) as usize;
    assert!((64..4096).contains(&at), "{e}");
    assert_eq!(
        bytes[at..at + 16],
        [16300u64.to_le_bytes(), 128u64.to_le_bytes()].concat()[..],
        "{e}"
    );
    assert!(
        e.to_string()
            .contains("binary_bdc: range 16300+128 runs past the binary region (16384 bytes)"),
        "{e}"
    );
    // The same range in a model built in memory is caught when its bytes are asked for.
    let e = model
        .slice(
            &Binary {
                start: 16300,
                size: 128,
            },
            "tiu",
        )
        .unwrap_err();
    assert_eq!(offset_of(&e), 4096 + 16300, "{e}");
}
