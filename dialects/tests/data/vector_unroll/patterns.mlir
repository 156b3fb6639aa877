func.func @vector_step_16() -> vector<16xindex> {
  %0 = vector.step : vector<16xindex>
  return %0 : vector<16xindex>
}

func.func @vector_step_24_used(%a: vector<24xindex>) -> vector<24xindex> {
  %0 = vector.step : vector<24xindex>
  %1 = arith.addi %0, %a : vector<24xindex>
  return %1 : vector<24xindex>
}

func.func @negative_vector_step_native(%a: index) -> (vector<8xindex>, vector<12xindex>, vector<[16]xindex>) {
  %0 = vector.step : vector<8xindex>
  %1 = vector.step : vector<12xindex>
  %2 = vector.step : vector<[16]xindex>
  return %0, %1, %2 : vector<8xindex>, vector<12xindex>, vector<[16]xindex>
}

func.func @vector_from_elements(%a: f32, %b: f32, %c: f32) -> vector<2x3xf32> {
  %0 = vector.from_elements %a, %b, %c, %c, %b, %a : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

func.func @vector_from_elements_3d(%a: i32, %b: i32) -> vector<2x1x2xi32> {
  %0 = vector.from_elements %a, %b, %b, %a : vector<2x1x2xi32>
  return %0 : vector<2x1x2xi32>
}

func.func @negative_vector_from_elements_1d(%a: f32) -> (vector<2xf32>, vector<f32>) {
  %0 = vector.from_elements %a, %a : vector<2xf32>
  %1 = vector.from_elements %a : vector<f32>
  return %0, %1 : vector<2xf32>, vector<f32>
}

func.func @vector_to_elements(%v: vector<2x2xf32>) -> (f32, f32, f32, f32) {
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
}

func.func @vector_to_elements_3d(%v: vector<2x3x2xi8>) -> (i8, i8, i8) {
  %0:12 = vector.to_elements %v : vector<2x3x2xi8>
  return %0#0, %0#7, %0#11 : i8, i8, i8
}

func.func @vector_to_elements_from_op(%a: vector<2x2xf32>) -> (f32, f32) {
  %s = arith.mulf %a, %a : vector<2x2xf32>
  %0:4 = vector.to_elements %s : vector<2x2xf32>
  return %0#1, %0#2 : f32, f32
}

func.func @vector_shape_cast(%v: vector<8x2xf32>) -> vector<4x4xf32> {
  %0 = vector.shape_cast %v : vector<8x2xf32> to vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

func.func @vector_shape_cast_1d(%v: vector<16xi32>) -> vector<4x4xi32> {
  %0 = vector.shape_cast %v : vector<16xi32> to vector<4x4xi32>
  return %0 : vector<4x4xi32>
}

func.func @vector_shape_cast_rows(%v: vector<4x8xf32>) -> vector<8x4xf32> {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<8x4xf32>
  return %0 : vector<8x4xf32>
}

func.func @vector_shape_cast_3d(%v: vector<2x4x4xf16>) -> vector<8x4xf16> {
  %0 = vector.shape_cast %v : vector<2x4x4xf16> to vector<8x4xf16>
  return %0 : vector<8x4xf16>
}

func.func @vector_shape_cast_more_dims(%v: vector<4x4xf32>) -> vector<2x2x4xf32> {
  %0 = vector.shape_cast %v : vector<4x4xf32> to vector<2x2x4xf32>
  return %0 : vector<2x2x4xf32>
}

func.func @vector_shape_cast_leading_unit(%v: vector<32xf32>) -> vector<1x4x8xf32> {
  %0 = vector.shape_cast %v : vector<32xf32> to vector<1x4x8xf32>
  return %0 : vector<1x4x8xf32>
}

func.func @negative_vector_shape_cast(%v: vector<4x4xf32>, %w: vector<16xf32>, %x: vector<4x2xf32>)
    -> (vector<16xf32>, vector<2x8xf32>, vector<2x4xf32>, vector<8xf32>) {
  %0 = vector.shape_cast %v : vector<4x4xf32> to vector<16xf32>
  %1 = vector.shape_cast %w : vector<16xf32> to vector<2x8xf32>
  %2 = vector.shape_cast %x : vector<4x2xf32> to vector<2x4xf32>
  %3 = vector.shape_cast %x : vector<4x2xf32> to vector<8xf32>
  return %0, %1, %2, %3 : vector<16xf32>, vector<2x8xf32>, vector<2x4xf32>, vector<8xf32>
}

func.func @create_mask_folds(%n: index) -> (vector<4x4xi1>, vector<4x4xi1>, vector<4x4xi1>, vector<4xi1>, vector<i1>, vector<4x[4]xi1>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %cm1 = arith.constant -1 : index
  %0 = vector.create_mask %c2, %c9 : vector<4x4xi1>
  %1 = vector.create_mask %cm1, %c2 : vector<4x4xi1>
  %2 = vector.create_mask %n, %c2 : vector<4x4xi1>
  %3 = vector.create_mask %c9 : vector<4xi1>
  %4 = vector.create_mask %c0 : vector<i1>
  %5 = vector.create_mask %c2, %c0 : vector<4x[4]xi1>
  return %0, %1, %2, %3, %4, %5 : vector<4x4xi1>, vector<4x4xi1>, vector<4x4xi1>, vector<4xi1>, vector<i1>, vector<4x[4]xi1>
}

func.func @constant_mask_folds() -> (vector<4x4xi1>, vector<4x4xi1>, vector<4x4xi1>, vector<i1>, vector<i1>) {
  %0 = vector.constant_mask [4, 4] : vector<4x4xi1>
  %1 = vector.constant_mask [0, 0] : vector<4x4xi1>
  %2 = vector.constant_mask [2, 3] : vector<4x4xi1>
  %3 = vector.constant_mask [1] : vector<i1>
  %4 = vector.constant_mask [0] : vector<i1>
  return %0, %1, %2, %3, %4 : vector<4x4xi1>, vector<4x4xi1>, vector<4x4xi1>, vector<i1>, vector<i1>
}

func.func @strided_slice_of_constant_mask() -> (vector<2x2xi1>, vector<2x2xi1>, vector<2x4xi1>, vector<2x2xi1>) {
  %m = vector.constant_mask [3, 2] : vector<4x4xi1>
  %0 = vector.extract_strided_slice %m {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %1 = vector.extract_strided_slice %m {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %2 = vector.extract_strided_slice %m {offsets = [1], sizes = [2], strides = [1]} : vector<4x4xi1> to vector<2x4xi1>
  %3 = vector.extract_strided_slice %m {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  return %0, %1, %2, %3 : vector<2x2xi1>, vector<2x2xi1>, vector<2x4xi1>, vector<2x2xi1>
}

func.func @masked_memory_folds(%m: memref<16xf32>, %i: vector<16xi32>, %p: vector<16xf32>, %n: index)
    -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %t = vector.constant_mask [16] : vector<16xi1>
  %f = arith.constant dense<false> : vector<16xi1>
  %z = vector.create_mask %c0 : vector<16xi1>
  %u = vector.create_mask %n : vector<16xi1>
  %0 = vector.maskedload %m[%c0], %t, %p {alignment = 8} : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %1 = vector.maskedload %m[%c0], %f, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %2 = vector.maskedload %m[%c0], %u, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%c0], %t, %0 : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.maskedstore %m[%c0], %z, %1 : memref<16xf32>, vector<16xi1>, vector<16xf32>
  %3 = vector.gather %m[%c0][%i], %t, %p : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %4 = vector.gather %m[%c0][%i], %f, %p : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %m[%c0][%i], %f, %3 : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  vector.scatter %m[%c0][%i], %t, %4 : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  %5 = vector.expandload %m[%c0], %t, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %6 = vector.expandload %m[%c0], %z, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %m[%c0], %t, %5 : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.compressstore %m[%c0], %f, %6 : memref<16xf32>, vector<16xi1>, vector<16xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>
}

func.func @mixed_masks(%m: memref<16xf32>, %p: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<[true, true, false, false]> : vector<4xi1>
  %0 = vector.maskedload %m[%c0], %t, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %k = vector.constant_mask [2] : vector<4xi1>
  vector.maskedstore %m[%c0], %k, %0 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @scatter_into_tensor(%m: tensor<16xf32>, %i: vector<4xindex>, %p: vector<4xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %f = vector.constant_mask [0] : vector<4xi1>
  %0 = vector.scatter %m[%c0][%i], %f, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

func.func @transpose_of_transpose(%v: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
  %0 = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [2, 1, 0] : vector<3x2x4xf32> to vector<4x2x3xf32>
  %2 = vector.transpose %1, [1, 2, 0] : vector<4x2x3xf32> to vector<2x3x4xf32>
  return %2 : vector<2x3x4xf32>
}

func.func @unrolled_mask_feeds_load(%m: memref<4x4xf32>, %p: vector<4x4xf32>) -> vector<4x4xf32> {
  %c0 = arith.constant 0 : index
  %t = vector.constant_mask [4, 4] : vector<4x4xi1>
  %0 = vector.maskedload %m[%c0, %c0], %t, %p : memref<4x4xf32>, vector<4x4xi1>, vector<4x4xf32> into vector<4x4xf32>
  %1 = arith.addf %0, %0 : vector<4x4xf32>
  return %1 : vector<4x4xf32>
}

func.func @create_mask_vscale() -> (vector<4x[4]xi1>, vector<4x[4]xi1>, vector<[2]xi1>) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %n4 = arith.muli %vs, %c4 : index
  %0 = vector.create_mask %c2, %n4 : vector<4x[4]xi1>
  %1 = vector.create_mask %c2, %vs : vector<4x[4]xi1>
  %2 = vector.create_mask %vs : vector<[2]xi1>
  return %0, %1, %2 : vector<4x[4]xi1>, vector<4x[4]xi1>, vector<[2]xi1>
}
