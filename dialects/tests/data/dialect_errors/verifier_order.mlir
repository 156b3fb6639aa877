// The order of an op's checks (upstream's `verifyInvariants`): the generated
// invariants, `VariadicOfVariadic` sizes among them, before the traits and
// interfaces after `OpInvariants` in list order, then the op's own verifier.
func.func @switch_segments_before_branch_operands(%f: i32, %x: i32) {
  "cf.switch"(%f, %x, %x) [^a, ^b] <{case_operand_segments = array<i32: 2>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^a:
  return
^b(%y: i32):
  return
}
// -----
func.func @switch_negative_segment(%f: i32, %x: i32) {
  "cf.switch"(%f, %x) [^a, ^b] <{case_operand_segments = array<i32: -1>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^a:
  return
^b:
  return
}
// -----
func.func @switch_segments_i64(%f: i32, %x: i32) {
  "cf.switch"(%f, %x) [^a, ^b] <{case_operand_segments = array<i64: 1>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^a:
  return
^b(%y: i32):
  return
}
// -----
func.func @switch_branch_operands_before_case_values(%f: i32, %x: i32) {
  "cf.switch"(%f, %x) [^a, ^b] <{case_operand_segments = array<i32: 1>, case_values = dense<42> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^a:
  return
^b:
  return
}
// -----
func.func @br_not_last(%x: i32) {
  cf.br ^a(%x : i32)
  %c = arith.constant 0 : i32
^a:
  return
}
// -----
func.func @cast_interface_after_shape(%v: vector<4xi8>) {
  %0 = "arith.extui"(%v) : (vector<4xi8>) -> vector<5xi8>
  return
}
// -----
func.func @cast_interface_before_elementwise(%t: tensor<4xi8>) {
  %0 = "arith.extui"(%t) : (tensor<4xi8>) -> tensor<4xi8>
  return
}
// -----
func.func @memref_cast_interface_before_shape(%m: memref<4xf32>) {
  %0 = "memref.cast"(%m) : (memref<4xf32>) -> memref<5xf32>
  return
}
// -----
func.func @memref_cast_shape_compatible(%m: memref<4xf32>) {
  %0 = "memref.cast"(%m) : (memref<4xf32>) -> memref<?xf32>
  %1 = "memref.cast"(%m) : (memref<4xf32>) -> memref<*xf32>
  return
}
