func.func @casts(%a: i32, %f: f32, %i: index, %t: tensor<4xf32>, %m: memref<4xf32>, %s: f8E8M0FNU) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.trunci %a : i32 to i8
  %2 = arith.sitofp %a : i32 to f32
  %3 = arith.bitcast %a : i32 to f32
  %4 = arith.index_cast %i : index to i32
  %5 = arith.scaling_extf %f, %s : f32, f8E8M0FNU to f64
  %6 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %7 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi32>
  %8 = index.casts %a : i32 to index
  %9 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %10 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}
