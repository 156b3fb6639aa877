// Invalid vector ops (declarative forms, their verifiers and traits, the
// transfer ops' custom forms), in custom and generic form; each case's first
// error line is in vector.expected.
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.reduction <add>, %0 : vector<2x4xf32> into f32
// -----
%0 = "x.src"() : () -> vector<4xi32>
%1 = vector.reduction <maximumf>, %0 : vector<4xi32> into i32
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = vector.reduction <xor>, %0 : vector<4xf32> into f32
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = vector.reduction <bogus>, %0 : vector<4xf32> into f32
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = vector.reduction <add>, %0 : vector<4xf32> into f64
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = "x.src"() : () -> vector<2xf32>
%2 = vector.multi_reduction <add>, %0, %1 [0] : vector<2x4xf32> to vector<2xf32>
// -----
%0 = "x.src"() : () -> vector<2x4xi32>
%1 = "x.src"() : () -> vector<4xi32>
%2 = vector.multi_reduction <minnumf>, %0, %1 [0] : vector<2x4xi32> to vector<4xi32>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.shape_cast %0 : vector<2x4xf32> to vector<6xf32>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.shape_cast %0 : vector<2x4xf32> to vector<8xf16>
// -----
%0 = "x.src"() : () -> vector<2x[4]xf32>
%1 = vector.shape_cast %0 : vector<2x[4]xf32> to vector<8xf32>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.transpose %0, [1, 0] : vector<2x4xf32> to vector<8xf32>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.transpose %0, [1] : vector<2x4xf32> to vector<4x2xf32>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.transpose %0, [1, 2] : vector<2x4xf32> to vector<4x2xf32>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.transpose %0, [1, 1] : vector<2x4xf32> to vector<4x2xf32>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.transpose %0, [0, 1] : vector<2x4xf32> to vector<4x2xf32>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.bitcast %0 : vector<2x4xf32> to vector<4x8xf16>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.bitcast %0 : vector<2x4xf32> to vector<2x4xf16>
// -----
%0 = "x.src"() : () -> vector<f32>
%1 = vector.bitcast %0 : vector<f32> to vector<f16>
// -----
%0 = "x.src"() : () -> vector<2x4xf32>
%1 = vector.bitcast %0 : vector<2x4xf32> to vector<8xf32>
// -----
%0 = vector.constant_mask [2] : vector<2x4xi1>
// -----
%0 = vector.constant_mask [3, 5] : vector<2x4xi1>
// -----
%0 = vector.constant_mask [0, 2] : vector<2x4xi1>
// -----
%0 = vector.constant_mask [2] : vector<[4]xi1>
// -----
%0 = vector.constant_mask [2, 1] : vector<i1>
// -----
%0 = vector.constant_mask [2] : vector<i1>
// -----
%0 = "x.src"() : () -> index
%1 = vector.create_mask %0 : vector<2x4xi1>
// -----
%0 = "x.src"() : () -> index
%1 = vector.create_mask %0, %0 : vector<i1>
// -----
%0 = "x.src"() : () -> memref<?x?xf32>
%1 = "x.src"() : () -> index
%2 = vector.load %0[%1] : memref<?x?xf32>, vector<4xf32>
// -----
%0 = "x.src"() : () -> memref<?xf32>
%1 = "x.src"() : () -> index
%2 = vector.load %0[%1] : memref<?xf32>, vector<4xf16>
// -----
%0 = "x.src"() : () -> memref<?xf32>
%1 = "x.src"() : () -> index
%2 = vector.load %0[%1] : memref<?xf32>, vector<2x4xf32>
// -----
%0 = "x.src"() : () -> memref<?xvector<4xf32>>
%1 = "x.src"() : () -> index
%2 = vector.load %0[%1] : memref<?xvector<4xf32>>, vector<8xf32>
// -----
%0 = "x.src"() : () -> memref<?x?xf32>
%1 = "x.src"() : () -> index
%2 = "x.src"() : () -> vector<4xf32>
vector.store %2, %0[%1] : memref<?x?xf32>, vector<4xf32>
// -----
%0 = "x.src"() : () -> memref<?xf16>
%1 = "x.src"() : () -> index
%2 = "x.src"() : () -> vector<4xf32>
vector.store %2, %0[%1] : memref<?xf16>, vector<4xf32>
// -----
%0 = "x.src"() : () -> memref<?xf32>
%1 = "x.src"() : () -> index
%2 = "x.src"() : () -> vector<4xf32>
%3 = "x.src"() : () -> vector<8xi1>
%4 = vector.maskedload %0[%1], %3, %2 : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
// -----
%0 = "x.src"() : () -> memref<?xf32>
%1 = "x.src"() : () -> index
%2 = "x.src"() : () -> vector<4xf32>
%3 = "x.src"() : () -> vector<4xi1>
%4 = vector.maskedload %0[%1], %3, %2 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf16>
// -----
%0 = "x.src"() : () -> memref<?xf32>
%1 = "x.src"() : () -> index
%2 = "x.src"() : () -> vector<8xf32>
%3 = "x.src"() : () -> vector<4xi1>
%4 = vector.maskedload %0[%1], %3, %2 : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
// -----
%0 = "x.src"() : () -> memref<?xf32>
%1 = "x.src"() : () -> index
%2 = "x.src"() : () -> vector<4xf32>
%3 = "x.src"() : () -> vector<8xi1>
vector.maskedstore %0[%1], %3, %2 : memref<?xf32>, vector<8xi1>, vector<4xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = vector.shuffle %0, %0 [0, 9] : vector<4xf32>, vector<4xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> vector<2x4xf32>
%2 = vector.shuffle %0, %1 [0, 1] : vector<4xf32>, vector<2x4xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> vector<4xf16>
%2 = "vector.shuffle"(%0, %1) <{mask = array<i64: 0>}> : (vector<4xf32>, vector<4xf16>) -> vector<1xf32>
// -----
%0 = "x.src"() : () -> vector<5xf32>
%1:2 = vector.deinterleave %0 : vector<5xf32> -> vector<2xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "vector.interleave"(%0, %0) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// -----
%0 = "x.src"() : () -> f32
%1 = vector.from_elements %0 : vector<2xf32>
// -----
%0 = "x.src"() : () -> f32
%1 = "vector.from_elements"(%0) : (f32) -> vector<2xf32>
// -----
%0 = "x.src"() : () -> vector<2xf32>
%1:3 = "vector.to_elements"(%0) : (vector<2xf32>) -> (f32, f32, f32)
// -----
%0 = "x.src"() : () -> vector<[4]xf32>
%1 = vector.scalable.extract %0[3] : vector<2xf32> from vector<[4]xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
vector.print %0 : vector<4xf32> str "x"
// -----
%0 = "x.src"() : () -> memref<4xf32>
%1 = "x.src"() : () -> index
%2 = "x.src"() : () -> vector<4xf32>
%3 = "x.src"() : () -> vector<4xi1>
vector.compressstore %0[%1], %3, %2 {alignment = 3 : i64} : memref<4xf32>, vector<4xi1>, vector<4xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = vector.transfer_read %1[%2, %2], %2 : memref<?x?xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2, %2], %3 : vector<4xf32>, vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2, %2], %3 : memref<?x?xf32>, f32
// -----
%1 = "x.src"() : () -> memref<?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2], %3 : memref<?xf32>, vector<2x4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%5 = "x.src"() : () -> vector<4xi1>
%4 = vector.transfer_read %1[%2, %2], %3, %5 {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%5 = "x.src"() : () -> vector<8xi1>
%4 = vector.transfer_read %1[%2, %2], %3, %5 : memref<?x?xf32>, vector<4xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
vector.transfer_write %0, %1[%2, %2] : memref<?x?xf32>, vector<4xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> vector<4xf32>
%2 = "x.src"() : () -> index
vector.transfer_write %0, %1[%2, %2] : vector<4xf32>, vector<4xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
vector.transfer_write %0, %1[%2, %2] : vector<4xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> f32
%2 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["sideways"]} %0, %0, %1 : vector<4xf32>, vector<4xf32> into f32
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> f32
%2 = vector.contract [1] %0, %0, %1 : vector<4xf32>, vector<4xf32> into f32
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = vector.outerproduct %0 : vector<4xf32>, vector<4xf32>
// -----
%0 = "x.src"() : () -> f32
%1 = vector.outerproduct %0, %0 : f32, f32
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2], %3 : memref<?x?xf32>, vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f16
%4 = vector.transfer_read %1[%2, %2], %3 : memref<?x?xf32>, vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2, %2], %3 {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2, %2], %3 {in_bounds = [true, false]} : memref<?x?xf32>, vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2, %2], %3 {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2, %2], %3 {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<4x4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> vector<4xf32>
vector.transfer_write %3, %1[%2] : vector<4xf32>, memref<?x?xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> vector<4xf16>
vector.transfer_write %3, %1[%2, %2] : vector<4xf16>, memref<?x?xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2, %2], %3 {permutation_map = affine_map<(d0, d1) -> (1)>} : memref<?x?xf32>, vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = vector.transfer_read %1[%2, %2], %3 {permutation_map = affine_map<(d0, d1)[s0] -> (d0)>} : memref<?x?xf32>, vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> vector<4x8xf32>
vector.transfer_write %3, %1[%2, %2] {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : vector<4x8xf32>, memref<?x?xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%4 = "x.src"() : () -> vector<8xi1>
%5 = "vector.transfer_read"(%1, %2, %2, %3, %4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32, vector<8xi1>) -> vector<4xf32>
// -----
%1 = "x.src"() : () -> memref<?x?xf32>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> f32
%5 = "vector.transfer_read"(%1, %2, %2, %3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf16>
// -----
%1 = "x.src"() : () -> memref<?x?xvector<4xf32>>
%2 = "x.src"() : () -> index
%3 = "x.src"() : () -> vector<4xf32>
%5 = vector.transfer_read %1[%2, %2], %3 : memref<?x?xvector<4xf32>>, vector<2x8xf32>
