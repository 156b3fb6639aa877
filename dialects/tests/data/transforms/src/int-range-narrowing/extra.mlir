// Cases beyond upstream's test: cast chains through index, i1, select,
// shifts and min/max, tensors, loops' induction variables and
// LoopLikeOpInterface ops without bounds (upstream's
// int-range-narrowing-no-crash.mlir).

func.func @index_cast_chain(%arg0: i8, %arg1: i16) -> (i8, i8, i16) {
  %0 = arith.index_castui %arg0 : i8 to index
  %1 = arith.index_castui %0 : index to i8
  %2 = arith.index_cast %arg0 : i8 to index
  %3 = arith.index_cast %2 : index to i8
  %4 = arith.index_cast %arg1 : i16 to index
  %5 = arith.index_cast %4 : index to i16
  return %1, %3, %5 : i8, i8, i16
}

func.func @to_i1(%arg0: i1, %arg1: i1) -> i32 {
  %a = arith.extui %arg0 : i1 to i32
  %b = arith.extui %arg1 : i1 to i32
  %c = arith.andi %a, %b : i32
  return %c : i32
}

func.func @select_and_shifts(%c: i1, %arg0: i8, %arg1: i8) -> (i32, i32, i32, i32) {
  %a = arith.extui %arg0 : i8 to i32
  %b = arith.extsi %arg1 : i8 to i32
  %s = arith.select %c, %a, %b : i32
  %c3 = arith.constant 3 : i32
  %sh = arith.shrui %a, %c3 : i32
  %mx = arith.maxsi %a, %b : i32
  %mn = arith.minui %a, %sh : i32
  return %s, %sh, %mx, %mn : i32, i32, i32, i32
}

func.func @tensor_ops(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi32> {
  %a = arith.extui %arg0 : tensor<4xi8> to tensor<4xi32>
  %b = arith.extui %arg1 : tensor<4xi8> to tensor<4xi32>
  %r = arith.addi %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}

func.func @loop_iv(%m: memref<100xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  scf.for %i = %c0 to %c100 step %c1 {
    %j = arith.addi %i, %c1 : index
    %k = arith.muli %j, %j : index
    memref.store %k, %m[%i] : memref<100xindex>
  }
  return
}

func.func @tensor_generate_no_crash(%arg0: index) -> tensor<?xf32> {
  %cst = arith.constant 1.0 : f32
  %0 = tensor.generate %arg0 {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @tensor_generate_with_arith(%arg0: index) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %0 = tensor.generate %arg0 {
  ^bb0(%i: index):
    %sum = arith.addi %i, %c1 : index
    tensor.yield %sum : index
  } : tensor<?xindex>
  return %0 : tensor<?xindex>
}
