func.func @extsi_narrower(%a: i32) -> i16 {
  %0 = arith.extsi %a : i32 to i16
  return %0 : i16
}
// -----
func.func @trunci_wider(%a: i16) -> i32 {
  %0 = arith.trunci %a : i16 to i32
  return %0 : i32
}
// -----
func.func @sitofp_of_float(%a: f32) -> f64 {
  %0 = "arith.sitofp"(%a) : (f32) -> f64
  return %0 : f64
}
// -----
func.func @bitcast_widths(%a: i32) -> f64 {
  %0 = "arith.bitcast"(%a) : (i32) -> f64
  return %0 : f64
}
// -----
func.func @scaling_extf_narrower(%a: f32, %s: f8E8M0FNU) -> f16 {
  %0 = arith.scaling_extf %a, %s : f32, f8E8M0FNU to f16
  return %0 : f16
}
// -----
func.func @tensor_cast_elements(%a: tensor<4xf32>) -> tensor<4xi32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @tensor_bitcast_widths(%a: tensor<4xi32>) -> tensor<4xi16> {
  %0 = tensor.bitcast %a : tensor<4xi32> to tensor<4xi16>
  return %0 : tensor<4xi16>
}
// -----
func.func @index_casts_both_index(%a: index) -> index {
  %0 = index.casts %a : index to index
  return %0 : index
}
// -----
func.func @memref_cast_shapes(%a: memref<4xf32>) -> memref<5xf32> {
  %0 = memref.cast %a : memref<4xf32> to memref<5xf32>
  return %0 : memref<5xf32>
}
// -----
func.func @memory_space_cast_elements(%a: memref<4xf32, 1>) -> memref<4xi32> {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xi32>
  return %0 : memref<4xi32>
}
