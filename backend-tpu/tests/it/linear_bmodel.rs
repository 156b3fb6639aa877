//! The Linear 16->10 bmodel written by rods from its command sequence, checked against the
//! bmodel TPU-MLIR 1.30.2 wrote for the same model (`tests/data/linear_16_10`).

use crate::support;

use backend_tpu::bmodel::{check_code, BModel, HEADER_SIZE};
use backend_tpu::regdef::Engine;
use support::{data, linear};

fn reference() -> BModel {
    BModel::read(&data("linear_16_10/linear_16_10.bmodel")).unwrap()
}

fn ours_like(reference: &BModel) -> BModel {
    linear::bmodel(&reference.model.version, &reference.model.time)
}

#[test]
fn command_buffers_are_byte_identical_to_tpu_mlir() {
    let r = reference();
    let groups = linear::command_groups();
    assert_eq!(groups.len(), 1);
    let g = &r.model.nets[0].parameters[0].cmd_groups[0];
    let tiu = r.slice(&g.binary_bdc.unwrap(), "tiu").unwrap();
    let gdma = r.slice(&g.binary_gdma.unwrap(), "gdma").unwrap();
    assert_eq!(groups[0].bytes(Engine::Tiu), tiu);
    assert_eq!(groups[0].bytes(Engine::Gdma), gdma);
    assert_eq!(
        (groups[0].count(Engine::Tiu), groups[0].count(Engine::Gdma)),
        (g.bdc_num, g.gdma_num)
    );
}

#[test]
fn coefficients_and_check_code_match_tpu_mlir() {
    let r = reference();
    let coeff = r.model.nets[0].parameters[0].coeff_mem.as_ref().unwrap();
    let blob = r.slice(&coeff.binary_coeff.unwrap(), "coeff").unwrap();
    assert_eq!(linear::coeff_blob(), blob);
    assert_eq!(check_code(blob), coeff.check_code);
}

#[test]
fn model_and_binary_region_equal_tpu_mlir_s() {
    let r = reference();
    let ours = ours_like(&r);
    assert_eq!(
        ours.binary, r.binary,
        "binary region (coeff | TIU | GDMA, 4 KiB aligned)"
    );
    assert_eq!(ours.model, r.model, "every flatbuffer field");
}

#[test]
fn written_file_reads_back_and_has_tpu_mlir_s_layout() {
    let r = reference();
    let ours = ours_like(&r);
    let bytes = ours.to_bytes().unwrap();
    // Header: magic, size, flatbuffer padded so the binary region starts at 4 KiB.
    assert_eq!(&bytes[..8], &[0xEE, 0xAA, 0x55, 0xFF, 64, 0, 0, 0]);
    let ref_bytes = std::fs::read(data("linear_16_10/linear_16_10.bmodel")).unwrap();
    assert_eq!(bytes.len(), ref_bytes.len());
    assert_eq!(
        bytes[8..HEADER_SIZE],
        ref_bytes[8..HEADER_SIZE],
        "flatbuffers_size, binary_size, reserved"
    );
    assert_eq!(
        bytes[4096..],
        ref_bytes[4096..],
        "binary region at the same file offset"
    );
    let back = BModel::from_bytes(&bytes).unwrap();
    assert_eq!(back.model, ours.model);
    assert_eq!(back.binary, ours.binary);
    assert_eq!(back.binary_offset, 4096);
}
