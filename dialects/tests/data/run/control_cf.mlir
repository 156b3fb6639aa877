module {
  func.func @collatz(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    cf.br ^bb1(%arg0, %c0_i32 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb6
    %2 = arith.cmpi ne, %0, %c1_i32 : i32
    cf.cond_br %2, ^bb2(%0, %1 : i32, i32), ^bb7
  ^bb2(%3: i32, %4: i32):  // pred: ^bb1
    %5 = arith.remui %3, %c2_i32 : i32
    %6 = arith.cmpi eq, %5, %c1_i32 : i32
    cf.cond_br %6, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %7 = arith.muli %3, %c3_i32 : i32
    %8 = arith.addi %7, %c1_i32 : i32
    cf.br ^bb5(%8 : i32)
  ^bb4:  // pred: ^bb2
    %9 = arith.divui %3, %c2_i32 : i32
    cf.br ^bb5(%9 : i32)
  ^bb5(%10: i32):  // 2 preds: ^bb3, ^bb4
    cf.br ^bb6
  ^bb6:  // pred: ^bb5
    %11 = arith.addi %4, %c1_i32 : i32
    cf.br ^bb1(%10, %11 : i32, i32)
  ^bb7:  // pred: ^bb1
    return %1 : i32
  }
  func.func @integers(%arg0: i8) -> (i8, i8, i8, i32, i8, i32) {
    %c100_i8 = arith.constant 100 : i8
    %c-3_i8 = arith.constant -3 : i8
    %c2_i8 = arith.constant 2 : i8
    %0 = arith.addi %arg0, %c100_i8 : i8
    %1 = arith.divsi %0, %c-3_i8 : i8
    %2 = arith.floordivsi %0, %c-3_i8 : i8
    %3 = arith.shrsi %0, %c2_i8 : i8
    %4 = arith.extsi %0 : i8 to i32
    %5 = arith.sitofp %0 : i8 to f32
    %cst = arith.constant 5.000000e-01 : f32
    %6 = arith.mulf %5, %cst : f32
    %7 = arith.fptosi %6 : f32 to i32
    return %0, %1, %2, %4, %3, %7 : i8, i8, i8, i32, i8, i32
  }
  func.func @switches(%arg0: index) -> (index, index) {
    %0 = arith.index_cast %arg0 : index to i32
    cf.switch %0 : i32, [
      default: ^bb3,
      2: ^bb1,
      5: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    %c20 = arith.constant 20 : index
    cf.br ^bb4(%c20 : index)
  ^bb2:  // pred: ^bb0
    %c50 = arith.constant 50 : index
    cf.br ^bb4(%c50 : index)
  ^bb3:  // pred: ^bb0
    %c0 = arith.constant 0 : index
    cf.br ^bb4(%c0 : index)
  ^bb4(%1: index):  // 3 preds: ^bb1, ^bb2, ^bb3
    %2 = arith.index_cast %arg0 : index to i32
    cf.switch %2 : i32, [
      default: ^bb5,
      5: ^bb6
    ]
  ^bb5:  // pred: ^bb4
    %c7 = arith.constant 7 : index
    return %1, %c7 : index, index
  ^bb6:  // pred: ^bb4
    %c8 = arith.constant 8 : index
    return %1, %c8 : index, index
  }
  func.func @affine_things(%arg0: index) -> (index, index, index) {
    %c3 = arith.constant 3 : index
    %0 = arith.muli %arg0, %c3 overflow<nsw> : index
    %c1 = arith.constant 1 : index
    %1 = arith.addi %0, %c1 : index
    %c5 = arith.constant 5 : index
    %2 = arith.remsi %1, %c5 : index
    %c0 = arith.constant 0 : index
    %3 = arith.cmpi slt, %2, %c0 : index
    %4 = arith.addi %2, %c5 : index
    %5 = arith.select %3, %4, %2 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %6 = arith.cmpi slt, %arg0, %c0_0 : index
    %7 = arith.subi %c-1, %arg0 : index
    %8 = arith.select %6, %7, %arg0 : index
    %9 = arith.divsi %8, %c2 : index
    %10 = arith.subi %c-1, %9 : index
    %11 = arith.select %6, %10, %9 : index
    %c3_1 = arith.constant 3 : index
    %12 = arith.minsi %11, %c3_1 : index
    %c0_2 = arith.constant 0 : index
    %c-4 = arith.constant -4 : index
    %13 = arith.addi %arg0, %c-4 : index
    %14 = arith.cmpi sge, %13, %c0_2 : index
    cf.cond_br %14, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %c4 = arith.constant 4 : index
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %15 = arith.cmpi sle, %arg0, %c0_3 : index
    %16 = arith.subi %c0_3, %arg0 : index
    %17 = arith.subi %arg0, %c1_4 : index
    %18 = arith.select %15, %16, %17 : index
    %19 = arith.divsi %18, %c4 : index
    %20 = arith.subi %c0_3, %19 : index
    %21 = arith.addi %19, %c1_4 : index
    %22 = arith.select %15, %20, %21 : index
    cf.br ^bb3(%22 : index)
  ^bb2:  // pred: ^bb0
    %c9 = arith.constant 9 : index
    cf.br ^bb3(%c9 : index)
  ^bb3(%23: index):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    return %5, %12, %23 : index, index, index
  }
  func.func @fact(%arg0: i64) -> i64 {
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.cmpi sle, %arg0, %c1_i64 : i64
    cf.cond_br %0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%c1_i64 : i64)
  ^bb2:  // pred: ^bb0
    %1 = arith.subi %arg0, %c1_i64 : i64
    %2 = call @fact(%1) : (i64) -> i64
    %3 = arith.muli %arg0, %2 : i64
    cf.br ^bb3(%3 : i64)
  ^bb3(%4: i64):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    return %4 : i64
  }
  func.func @tensors(%arg0: tensor<4xf32>) -> (tensor<2xf32>, tensor<4xf32>, tensor<6xf32>, tensor<3xf32>, f32) {
    %extracted_slice = tensor.extract_slice %arg0[1] [2] [2] : tensor<4xf32> to tensor<2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<4xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %cst_0[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    %concat = tensor.concat dim(0) %extracted_slice, %arg0 : (tensor<2xf32>, tensor<4xf32>) -> tensor<6xf32>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg0[%c0] : tensor<4xf32>
    %from_elements = tensor.from_elements %extracted, %cst, %extracted : tensor<3xf32>
    %generated = tensor.generate  {
    ^bb0(%arg1: index):
      %2 = arith.index_cast %arg1 : index to i32
      %3 = arith.sitofp %2 : i32 to f32
      tensor.yield %3 : f32
    } : tensor<4xf32>
    %0 = arith.addf %from_elements, %from_elements : tensor<3xf32>
    %c3 = arith.constant 3 : index
    %extracted_1 = tensor.extract %generated[%c3] : tensor<4xf32>
    %1 = math.sqrt %extracted_1 : f32
    return %extracted_slice, %inserted_slice, %concat, %0, %1 : tensor<2xf32>, tensor<4xf32>, tensor<6xf32>, tensor<3xf32>, f32
  }
}

