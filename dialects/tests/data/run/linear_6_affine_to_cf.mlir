module @linear attributes {tosa.model = "Linear(16,10)", tosa.version = 1 : i32} {
  memref.global "private" constant @__constant_1x10xf32 : memref<1x10xf32> = dense<-2.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x16x10xf32 : memref<1x16x10xf32> = dense<1.250000e-01> {alignment = 64 : i64}
  func.func public @forward(%arg0: memref<1x16xf32, strided<[?, ?], offset: ?>>) -> memref<1x10xf32> {
    %cst = arith.constant -2.000000e+00 : f32
    %cst_0 = arith.constant 1.250000e-01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 1, 16] : memref<1x16xf32, strided<[?, ?], offset: ?>> into memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x1x10xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb8
    %1 = arith.cmpi slt, %0, %c1 : index
    cf.cond_br %1, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    cf.br ^bb3(%c0_3 : index)
  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb7
    %3 = arith.cmpi slt, %2, %c1_4 : index
    cf.cond_br %3, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %c0_6 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1_7 = arith.constant 1 : index
    cf.br ^bb5(%c0_6 : index)
  ^bb5(%4: index):  // 2 preds: ^bb4, ^bb6
    %5 = arith.cmpi slt, %4, %c10 : index
    cf.cond_br %5, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    memref.store %cst_1, %alloc[%0, %2, %4] : memref<1x1x10xf32>
    %6 = arith.addi %4, %c1_7 : index
    cf.br ^bb5(%6 : index)
  ^bb7:  // pred: ^bb5
    %7 = arith.addi %2, %c1_5 : index
    cf.br ^bb3(%7 : index)
  ^bb8:  // pred: ^bb3
    %8 = arith.addi %0, %c1_2 : index
    cf.br ^bb1(%8 : index)
  ^bb9:  // pred: ^bb1
    %c0_8 = arith.constant 0 : index
    %c1_9 = arith.constant 1 : index
    %c1_10 = arith.constant 1 : index
    cf.br ^bb10(%c0_8 : index)
  ^bb10(%9: index):  // 2 preds: ^bb9, ^bb20
    %10 = arith.cmpi slt, %9, %c1_9 : index
    cf.cond_br %10, ^bb11, ^bb21
  ^bb11:  // pred: ^bb10
    %c0_11 = arith.constant 0 : index
    %c1_12 = arith.constant 1 : index
    %c1_13 = arith.constant 1 : index
    cf.br ^bb12(%c0_11 : index)
  ^bb12(%11: index):  // 2 preds: ^bb11, ^bb19
    %12 = arith.cmpi slt, %11, %c1_12 : index
    cf.cond_br %12, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    %c0_14 = arith.constant 0 : index
    %c10_15 = arith.constant 10 : index
    %c1_16 = arith.constant 1 : index
    cf.br ^bb14(%c0_14 : index)
  ^bb14(%13: index):  // 2 preds: ^bb13, ^bb18
    %14 = arith.cmpi slt, %13, %c10_15 : index
    cf.cond_br %14, ^bb15, ^bb19
  ^bb15:  // pred: ^bb14
    %c0_17 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1_18 = arith.constant 1 : index
    cf.br ^bb16(%c0_17 : index)
  ^bb16(%15: index):  // 2 preds: ^bb15, ^bb17
    %16 = arith.cmpi slt, %15, %c16 : index
    cf.cond_br %16, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %17 = memref.load %expand_shape[%9, %11, %15] : memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>
    %18 = memref.load %alloc[%9, %11, %13] : memref<1x1x10xf32>
    %19 = arith.mulf %17, %cst_0 : f32
    %20 = arith.addf %18, %19 : f32
    memref.store %20, %alloc[%9, %11, %13] : memref<1x1x10xf32>
    %21 = arith.addi %15, %c1_18 : index
    cf.br ^bb16(%21 : index)
  ^bb18:  // pred: ^bb16
    %22 = arith.addi %13, %c1_16 : index
    cf.br ^bb14(%22 : index)
  ^bb19:  // pred: ^bb14
    %23 = arith.addi %11, %c1_13 : index
    cf.br ^bb12(%23 : index)
  ^bb20:  // pred: ^bb12
    %24 = arith.addi %9, %c1_10 : index
    cf.br ^bb10(%24 : index)
  ^bb21:  // pred: ^bb10
    %collapse_shape = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x1x10xf32> into memref<1x10xf32>
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x10xf32>
    %c0_20 = arith.constant 0 : index
    %c1_21 = arith.constant 1 : index
    %c1_22 = arith.constant 1 : index
    cf.br ^bb22(%c0_20 : index)
  ^bb22(%25: index):  // 2 preds: ^bb21, ^bb26
    %26 = arith.cmpi slt, %25, %c1_21 : index
    cf.cond_br %26, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    %c0_23 = arith.constant 0 : index
    %c10_24 = arith.constant 10 : index
    %c1_25 = arith.constant 1 : index
    cf.br ^bb24(%c0_23 : index)
  ^bb24(%27: index):  // 2 preds: ^bb23, ^bb25
    %28 = arith.cmpi slt, %27, %c10_24 : index
    cf.cond_br %28, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %29 = memref.load %collapse_shape[%25, %27] : memref<1x10xf32>
    %30 = arith.addf %29, %cst : f32
    memref.store %30, %alloc_19[%25, %27] : memref<1x10xf32>
    %31 = arith.addi %27, %c1_25 : index
    cf.br ^bb24(%31 : index)
  ^bb26:  // pred: ^bb24
    %32 = arith.addi %25, %c1_22 : index
    cf.br ^bb22(%32 : index)
  ^bb27:  // pred: ^bb22
    return %alloc_19 : memref<1x10xf32>
  }
}

