func.func @f(%a: vector<4x8x16xf32>, %b: vector<2x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [2, 2], sizes = [2], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [2, 2, 2, 2], sizes = [2, 2, 2, 2], strides = [1, 1, 1, 1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [100], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [2], sizes = [-1], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [2], sizes = [1], strides = [3]} : vector<4x8x16xf32> to vector<1x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [3], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<3x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x[8]x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<4x[8]x16xf32> to vector<2x[4]x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  %1 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4x4x4xf32>, %b: vector<4x8x16xf32>) {
  %1 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1, 1, 1, 1]} : vector<4x4x4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  %1 = vector.insert_strided_slice %a, %b {offsets = [100, 0, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  %1 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1, 2]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  %1 = vector.insert_strided_slice %a, %b {offsets = [0, 6, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x[4]xf32>, %b: vector<4x8x16xf32>) {
  %1 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 0], strides = [1, 1]} : vector<4x[4]xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>, %b: vector<[8]xf32>) {
  %1 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<[4]xf32> into vector<[8]xf32>
  return
}

// -----

func.func @f(%a: vector<2x[4]xf32>, %b: vector<4x[8]xf32>) {
  %0 = vector.extract_strided_slice %b {offsets = [0], sizes = [2], strides = [1]} : vector<4x[8]xf32> to vector<2x[8]xf32>
  return
}

// -----

func.func @f(%base: memref<?xf64>, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%i], %m, %p : memref<?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0, %c0][%i], %m, %p : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %i: vector<17xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%i], %m, %p : memref<?xf32>, vector<17xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %i: vector<16xi32>, %m: vector<17xi1>, %p: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%i], %m, %p : memref<?xf32>, vector<16xi32>, vector<17xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf64>) {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%i], %m, %p : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf64> into vector<16xf32>
  return
}

// -----

func.func @f(%base: tensor<*xf32>, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%i], %m, %p : tensor<*xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf64>, %i: vector<16xi32>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %base[%c0][%i], %m, %v : memref<?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %i: vector<16xi32>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %base[%c0, %c0][%i], %m, %v : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %i: vector<17xi32>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %base[%c0][%i], %m, %v : memref<?xf32>, vector<17xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %i: vector<16xi32>, %m: vector<17xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %base[%c0][%i], %m, %v : memref<?xf32>, vector<16xi32>, vector<17xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%base: tensor<?xf32>, %i: vector<16xi32>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %base[%c0][%i], %m, %v : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %i: vector<16xi32>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.scatter %base[%c0][%i], %m, %v : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<?xf32>
  return
}

// -----

func.func @f(%base: tensor<?xf32>, %i: vector<16xi32>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.scatter %base[%c0][%i], %m, %v : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<?xf64>
  return
}

// -----

func.func @f(%base: tensor<*xf32>, %i: vector<16xi32>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %base[%c0][%i], %m, %v : tensor<*xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf64>, %m: vector<16xi1>, %p: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.expandload %base[%c0], %m, %p : memref<?xf64>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.expandload %base[%c0, %c0], %m, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %m: vector<17xi1>, %p: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.expandload %base[%c0], %m, %p : memref<?xf32>, vector<17xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %m: vector<16xi1>, %p: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.expandload %base[%c0], %m, %p : memref<?xf32>, vector<16xi1>, vector<8xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf64>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.compressstore %base[%c0], %m, %v : memref<?xf64>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %m: vector<16xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.compressstore %base[%c0, %c0], %m, %v : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %m: vector<17xi1>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  vector.compressstore %base[%c0], %m, %v : memref<?xf32>, vector<17xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%base: memref<?xf32>, %m: vector<16x2xi1>, %v: vector<16x2xf32>) {
  %c0 = arith.constant 0 : index
  vector.compressstore %base[%c0], %m, %v : memref<?xf32>, vector<16x2xi1>, vector<16x2xf32>
  return
}

// -----

func.func @f(%base: memref<?x?xf32>, %i: vector<2x16xi32>, %m: vector<2x16xi1>, %p: vector<2x16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0, %c0][%i], %m, %p : memref<?x?xf32>, vector<2x16xi32>, vector<2x16xi1>, vector<2x16xf32> into vector<2x16xf32>
  return
}

// -----

func.func @f(%base: memref<?xvector<2xf32>>, %i: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%i], %m, %p : memref<?xvector<2xf32>>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 2} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<3x2xi32>) {
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<3x2xi32>
  return
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<2xi32>) {
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<2xi32>
  return
}

// -----

func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  %0:2 = vector.scan <and>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  return
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  %0:2 = vector.scan <maxnumf>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = -1} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%a: memref<4x3xf32>) {
  %0 = vector.type_cast %a : memref<4x3xf32> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32>) {
  %0 = vector.type_cast %a : memref<4x3xf32> to memref<vector<4x3xi32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32>) {
  %0 = vector.type_cast %a : memref<4x3xf32> to memref<vector<3x4xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32>) {
  %0 = vector.type_cast %a : memref<4x3xf32> to memref<4xvector<3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32, 1>) {
  %0 = vector.type_cast %a : memref<4x3xf32, 1> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32, strided<[3, 1]>>) {
  %0 = vector.type_cast %a : memref<4x3xf32, strided<[3, 1]>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32, strided<[1, 4]>>) {
  %0 = vector.type_cast %a : memref<4x3xf32, strided<[1, 4]>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32>) {
  %0 = vector.type_cast %a : memref<4x3xf32> to memref<vector<4x3xf32>, strided<[]>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0 = vector.type_cast %a : memref<4x3xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32>) {
  %0 = vector.type_cast %a : memref<4x3xf32> to memref<1xvector<4x3xf32>, affine_map<(d0) -> (d0 + 1)>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32, strided<[3, 1], offset: 2>>) {
  %0 = vector.type_cast %a : memref<4x3xf32, strided<[3, 1], offset: 2>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32, strided<[3, 1], offset: 0>>) {
  %0 = vector.type_cast %a : memref<4x3xf32, strided<[3, 1], offset: 0>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32, affine_map<(d0, d1) -> (d0 * 3 + d1)>>) {
  %0 = vector.type_cast %a : memref<4x3xf32, affine_map<(d0, d1) -> (d0 * 3 + d1)>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x1xf32, strided<[1, 7]>>) {
  %0 = vector.type_cast %a : memref<4x1xf32, strided<[1, 7]>> to memref<vector<4x1xf32>>
  return
}

// -----

func.func @f(%a: memref<2xvector<4x3xf32>>) {
  %0 = vector.type_cast %a : memref<2xvector<4x3xf32>> to memref<vector<2x4x3xf32>>
  return
}

// -----

func.func @f(%a: memref<4x3xf32>) {
  %0 = vector.type_cast %a : memref<4x3xf32> to memref<12xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k)[s0] -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j) -> (i, j)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k + 1)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<9x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<9x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(b, i, j, k) -> (b, i, k)>
#m1 = affine_map<(b, i, j, k) -> (b, k, j)>
#m2 = affine_map<(b, i, j, k) -> (b, i, j)>
func.func @f(%a: vector<2x4x8xf32>, %b: vector<3x8x16xf32>, %c: vector<2x4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4x8xf32>, vector<3x8x16xf32> into vector<2x4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x15xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x15xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: f32) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into f32
  return
}

// -----

#m0 = affine_map<(k) -> (k)>
#m1 = affine_map<(k) -> (k)>
#m2 = affine_map<(k) -> ()>
func.func @f(%a: vector<8xf32>, %b: vector<8xf32>, %c: vector<1xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["reduction"]} %a, %b, %c : vector<8xf32>, vector<8xf32> into vector<1xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k, l) -> (i, k)>
#m1 = affine_map<(i, j, k, l) -> (k, j)>
#m2 = affine_map<(i, j, k, l) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xi32>, %b: vector<8x16xi32>, %c: vector<4x16xi32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<4x8xi32>, vector<8x16xi32> into vector<4x16xi32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xui32>, %b: vector<8x16xui32>, %c: vector<4x16xui32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xui32>, vector<8x16xui32> into vector<4x16xui32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (j, i)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf16>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j, k)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %m: vector<4x8xi1>, %n: vector<8x16xi1>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %m, %n : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>, %b: vector<8xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4x2xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8x2xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8x2xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x7xf32>) {
  %0 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  %0 = vector.outerproduct %a, %b : vector<[4]xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %b: vector<8xi32>, %c: vector<4x8xi32>) {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xi32>, vector<8xi32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x7xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<5x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8x1xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: f32) {
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: f32) {
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<5xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: f32, %c: vector<4xf32>) {
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: f32, %c: vector<4xf16>) {
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, vector<4xf16>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: i1) {
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    vector.yield %1 : i32
  }) : (i1) -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m {
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    %2 = vector.reduction <add>, %a : vector<8xi32> into i32
    vector.yield %1 : i32
  } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m {
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    %2 = vector.reduction <add>, %a : vector<8xi32> into i32
  } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>, %p: vector<8xi32>) {
  vector.mask %m, %p { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %b: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { arith.addi %a, %b : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m {
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    vector.yield %a : vector<8xi32>
  } : vector<8xi1> -> vector<8xi32>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i64
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<16xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<16xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>, %p: i32) {
  %0 = vector.mask %m, %p { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%t: memref<?xf32>, %i: index, %m: vector<8xi1>, %p: vector<8xf16>) {
  %c = arith.constant 0.0 : f32
  %1 = vector.mask %m, %p { vector.transfer_read %t[%i], %c : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf16>
  return
}

// -----

func.func @f(%t: memref<?xf32>, %i: index, %m: vector<8xi1>, %p: vector<8xf32>) {
  %c = arith.constant 0.0 : f32
  %1 = vector.mask %m, %p { vector.transfer_read %t[%i], %c : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf16>
  return
}

// -----

func.func @f(%t: memref<?xf32>, %i: index, %m: vector<8xi1>, %p: vector<8xf32>) {
  %c = arith.constant 0.0 : f32
  %1 = "vector.mask"(%m, %p) ({
    %2 = vector.transfer_read %t[%i], %c : memref<?xf32>, vector<8xf32>
  }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%t: memref<?xf32>, %i: index, %m: vector<8xi1>, %p: vector<8xf32>) {
  %c = arith.constant 0.0 : f32
  vector.mask %m { vector.transfer_write %p, %t[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1> -> vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.yield %a : vector<8xi32> } : vector<8xi1>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  "vector.mask"(%m) ({
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  "vector.mask"(%m) ({
  ^bb0(%x: i32):
    vector.yield
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  vector.mask %m {
    "test.op"() : () -> ()
  } : vector<8xi1>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %m: vector<4x8xi1>) {
  %0 = vector.mask %m { vector.multi_reduction <add>, %a, %a [] : vector<4x8xf32> to vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %m: vector<8x4xi1>) {
  %0 = vector.mask %m { vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>, %p: i32) {
  %0 = vector.mask %m, %p { vector.yield %p : i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.yield %a : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } {foo} : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0:2 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32, i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> (i32)
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m  vector.reduction <add>, %a : vector<8xi32> into i32 : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32 loc("x")
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  vector.mask %m { vector.yield } : vector<8xi1>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  vector.mask %m { vector.yield %a : vector<8xi32> } : vector<8xi1>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  vector.yield
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi32> -> i32
  return
}

// -----

func.func @f(%t: memref<?xf32>, %i: index, %m: vector<8xi1>) {
  %c = arith.constant 0.0 : f32
  %1 = vector.mask %m { vector.transfer_read %t[%i], %c, %m : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m, { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> ->
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 }
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { %x = vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %1 = vector.mask %m { vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<[8]xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<[8]xi32> into i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  "vector.yield"(%0) : (i32) -> ()
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    "vector.yield"(%1, %1) : (i32, i32) -> ()
  }) : (vector<8xi1>) -> (i32)
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>) {
  %0:2 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    "vector.yield"(%1, %1) : (i32, i32) -> ()
  }) : (vector<8xi1>) -> (i32, i32)
  return
}

// -----

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>, %p: vector<8xf32>) {
  %0:2 = "vector.mask"(%m, %p) ({
    "vector.yield"(%a, %p) : (vector<8xi32>, vector<8xf32>) -> ()
  }) : (vector<8xi1>, vector<8xf32>) -> (vector<8xi32>, vector<8xf32>)
  return
}
