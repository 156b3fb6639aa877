module @linear attributes {tosa.model = "Linear(16,10)", tosa.version = 1 : i32} {
  memref.global "private" constant @__constant_1x10xf32 : memref<1x10xf32> = dense<-2.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x16x10xf32 : memref<1x16x10xf32> = dense<1.250000e-01> {alignment = 64 : i64}
  func.func public @forward(%arg0: memref<1x16xf32, strided<[?, ?], offset: ?>>) -> memref<1x10xf32> {
    %c16 = arith.constant 16 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = memref.get_global @__constant_1x16x10xf32 : memref<1x16x10xf32>
    %1 = memref.get_global @__constant_1x10xf32 : memref<1x10xf32>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 1, 16] : memref<1x16xf32, strided<[?, ?], offset: ?>> into memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x1x10xf32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb8
    %3 = arith.cmpi slt, %2, %c1 : index
    cf.cond_br %3, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%4: index):  // 2 preds: ^bb2, ^bb7
    %5 = arith.cmpi slt, %4, %c1 : index
    cf.cond_br %5, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    cf.br ^bb5(%c0 : index)
  ^bb5(%6: index):  // 2 preds: ^bb4, ^bb6
    %7 = arith.cmpi slt, %6, %c10 : index
    cf.cond_br %7, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    memref.store %cst, %alloc[%2, %4, %6] : memref<1x1x10xf32>
    %8 = arith.addi %6, %c1 : index
    cf.br ^bb5(%8 : index)
  ^bb7:  // pred: ^bb5
    %9 = arith.addi %4, %c1 : index
    cf.br ^bb3(%9 : index)
  ^bb8:  // pred: ^bb3
    %10 = arith.addi %2, %c1 : index
    cf.br ^bb1(%10 : index)
  ^bb9:  // pred: ^bb1
    cf.br ^bb10(%c0 : index)
  ^bb10(%11: index):  // 2 preds: ^bb9, ^bb20
    %12 = arith.cmpi slt, %11, %c1 : index
    cf.cond_br %12, ^bb11, ^bb21
  ^bb11:  // pred: ^bb10
    cf.br ^bb12(%c0 : index)
  ^bb12(%13: index):  // 2 preds: ^bb11, ^bb19
    %14 = arith.cmpi slt, %13, %c1 : index
    cf.cond_br %14, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    cf.br ^bb14(%c0 : index)
  ^bb14(%15: index):  // 2 preds: ^bb13, ^bb18
    %16 = arith.cmpi slt, %15, %c10 : index
    cf.cond_br %16, ^bb15, ^bb19
  ^bb15:  // pred: ^bb14
    cf.br ^bb16(%c0 : index)
  ^bb16(%17: index):  // 2 preds: ^bb15, ^bb17
    %18 = arith.cmpi slt, %17, %c16 : index
    cf.cond_br %18, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %19 = memref.load %expand_shape[%11, %13, %17] : memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>
    %20 = memref.load %0[%11, %17, %15] : memref<1x16x10xf32>
    %21 = memref.load %alloc[%11, %13, %15] : memref<1x1x10xf32>
    %22 = arith.mulf %19, %20 : f32
    %23 = arith.addf %21, %22 : f32
    memref.store %23, %alloc[%11, %13, %15] : memref<1x1x10xf32>
    %24 = arith.addi %17, %c1 : index
    cf.br ^bb16(%24 : index)
  ^bb18:  // pred: ^bb16
    %25 = arith.addi %15, %c1 : index
    cf.br ^bb14(%25 : index)
  ^bb19:  // pred: ^bb14
    %26 = arith.addi %13, %c1 : index
    cf.br ^bb12(%26 : index)
  ^bb20:  // pred: ^bb12
    %27 = arith.addi %11, %c1 : index
    cf.br ^bb10(%27 : index)
  ^bb21:  // pred: ^bb10
    %collapse_shape = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x1x10xf32> into memref<1x10xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x10xf32>
    cf.br ^bb22(%c0 : index)
  ^bb22(%28: index):  // 2 preds: ^bb21, ^bb26
    %29 = arith.cmpi slt, %28, %c1 : index
    cf.cond_br %29, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    cf.br ^bb24(%c0 : index)
  ^bb24(%30: index):  // 2 preds: ^bb23, ^bb25
    %31 = arith.cmpi slt, %30, %c10 : index
    cf.cond_br %31, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %32 = memref.load %collapse_shape[%28, %30] : memref<1x10xf32>
    %33 = memref.load %1[%28, %30] : memref<1x10xf32>
    %34 = arith.addf %32, %33 : f32
    memref.store %34, %alloc_0[%28, %30] : memref<1x10xf32>
    %35 = arith.addi %30, %c1 : index
    cf.br ^bb24(%35 : index)
  ^bb26:  // pred: ^bb24
    %36 = arith.addi %28, %c1 : index
    cf.br ^bb22(%36 : index)
  ^bb27:  // pred: ^bb22
    return %alloc_0 : memref<1x10xf32>
  }
}

