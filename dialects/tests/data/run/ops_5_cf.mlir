module {
  memref.global "private" constant @__constant_3xi32 : memref<3xi32> = dense<[1073741824, 2147483647, 536870912]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3xi8 : memref<3xi8> = dense<[38, 39, 34]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x2x2x1xf32 : memref<2x2x2x1xf32> = dense<[[[[5.000000e-01], [-1.000000e+00]], [[2.500000e-01], [7.500000e-01]]], [[[1.000000e+00], [1.250000e-01]], [[-5.000000e-01], [5.000000e-01]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<[5.000000e-01, -5.000000e-01]> {alignment = 64 : i64}
  func.func @elementwise(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
    %1 = arith.cmpi slt, %0, %c2 : index
    cf.cond_br %1, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
    %3 = arith.cmpi slt, %2, %c3 : index
    cf.cond_br %3, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %4 = memref.load %arg0[%0, %2] : memref<2x3xf32, strided<[?, ?], offset: ?>>
    %5 = memref.load %arg1[%c0, %2] : memref<1x3xf32, strided<[?, ?], offset: ?>>
    %6 = arith.subf %4, %5 : f32
    memref.store %6, %alloc[%0, %2] : memref<2x3xf32>
    %7 = arith.addi %2, %c1 : index
    cf.br ^bb3(%7 : index)
  ^bb5:  // pred: ^bb3
    %8 = arith.addi %0, %c1 : index
    cf.br ^bb1(%8 : index)
  ^bb6:  // pred: ^bb1
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    cf.br ^bb7(%c0 : index)
  ^bb7(%9: index):  // 2 preds: ^bb6, ^bb11
    %10 = arith.cmpi slt, %9, %c2 : index
    cf.cond_br %10, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    cf.br ^bb9(%c0 : index)
  ^bb9(%11: index):  // 2 preds: ^bb8, ^bb10
    %12 = arith.cmpi slt, %11, %c3 : index
    cf.cond_br %12, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %13 = memref.load %alloc[%9, %11] : memref<2x3xf32>
    %14 = arith.negf %13 : f32
    %15 = math.exp %14 : f32
    %16 = arith.addf %15, %cst : f32
    %17 = arith.divf %cst, %16 : f32
    memref.store %17, %alloc_0[%9, %11] : memref<2x3xf32>
    %18 = arith.addi %11, %c1 : index
    cf.br ^bb9(%18 : index)
  ^bb11:  // pred: ^bb9
    %19 = arith.addi %9, %c1 : index
    cf.br ^bb7(%19 : index)
  ^bb12:  // pred: ^bb7
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    cf.br ^bb13(%c0 : index)
  ^bb13(%20: index):  // 2 preds: ^bb12, ^bb17
    %21 = arith.cmpi slt, %20, %c2 : index
    cf.cond_br %21, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    cf.br ^bb15(%c0 : index)
  ^bb15(%22: index):  // 2 preds: ^bb14, ^bb16
    %23 = arith.cmpi slt, %22, %c3 : index
    cf.cond_br %23, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %24 = memref.load %arg0[%20, %22] : memref<2x3xf32, strided<[?, ?], offset: ?>>
    %25 = math.tanh %24 : f32
    memref.store %25, %alloc_1[%20, %22] : memref<2x3xf32>
    %26 = arith.addi %22, %c1 : index
    cf.br ^bb15(%26 : index)
  ^bb17:  // pred: ^bb15
    %27 = arith.addi %20, %c1 : index
    cf.br ^bb13(%27 : index)
  ^bb18:  // pred: ^bb13
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    cf.br ^bb19(%c0 : index)
  ^bb19(%28: index):  // 2 preds: ^bb18, ^bb23
    %29 = arith.cmpi slt, %28, %c2 : index
    cf.cond_br %29, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    cf.br ^bb21(%c0 : index)
  ^bb21(%30: index):  // 2 preds: ^bb20, ^bb22
    %31 = arith.cmpi slt, %30, %c3 : index
    cf.cond_br %31, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %32 = memref.load %arg0[%28, %30] : memref<2x3xf32, strided<[?, ?], offset: ?>>
    %33 = math.exp %32 : f32
    memref.store %33, %alloc_2[%28, %30] : memref<2x3xf32>
    %34 = arith.addi %30, %c1 : index
    cf.br ^bb21(%34 : index)
  ^bb23:  // pred: ^bb21
    %35 = arith.addi %28, %c1 : index
    cf.br ^bb19(%35 : index)
  ^bb24:  // pred: ^bb19
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    cf.br ^bb25(%c0 : index)
  ^bb25(%36: index):  // 2 preds: ^bb24, ^bb29
    %37 = arith.cmpi slt, %36, %c2 : index
    cf.cond_br %37, ^bb26, ^bb30
  ^bb26:  // pred: ^bb25
    cf.br ^bb27(%c0 : index)
  ^bb27(%38: index):  // 2 preds: ^bb26, ^bb28
    %39 = arith.cmpi slt, %38, %c3 : index
    cf.cond_br %39, ^bb28, ^bb29
  ^bb28:  // pred: ^bb27
    %40 = memref.load %arg0[%36, %38] : memref<2x3xf32, strided<[?, ?], offset: ?>>
    %41 = memref.load %arg1[%c0, %38] : memref<1x3xf32, strided<[?, ?], offset: ?>>
    %42 = arith.maximumf %40, %41 : f32
    memref.store %42, %alloc_3[%36, %38] : memref<2x3xf32>
    %43 = arith.addi %38, %c1 : index
    cf.br ^bb27(%43 : index)
  ^bb29:  // pred: ^bb27
    %44 = arith.addi %36, %c1 : index
    cf.br ^bb25(%44 : index)
  ^bb30:  // pred: ^bb25
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    cf.br ^bb31(%c0 : index)
  ^bb31(%45: index):  // 2 preds: ^bb30, ^bb35
    %46 = arith.cmpi slt, %45, %c2 : index
    cf.cond_br %46, ^bb32, ^bb36
  ^bb32:  // pred: ^bb31
    cf.br ^bb33(%c0 : index)
  ^bb33(%47: index):  // 2 preds: ^bb32, ^bb34
    %48 = arith.cmpi slt, %47, %c3 : index
    cf.cond_br %48, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %49 = memref.load %alloc_3[%45, %47] : memref<2x3xf32>
    %50 = math.absf %49 : f32
    memref.store %50, %alloc_4[%45, %47] : memref<2x3xf32>
    %51 = arith.addi %47, %c1 : index
    cf.br ^bb33(%51 : index)
  ^bb35:  // pred: ^bb33
    %52 = arith.addi %45, %c1 : index
    cf.br ^bb31(%52 : index)
  ^bb36:  // pred: ^bb31
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    cf.br ^bb37(%c0 : index)
  ^bb37(%53: index):  // 2 preds: ^bb36, ^bb41
    %54 = arith.cmpi slt, %53, %c2 : index
    cf.cond_br %54, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    cf.br ^bb39(%c0 : index)
  ^bb39(%55: index):  // 2 preds: ^bb38, ^bb40
    %56 = arith.cmpi slt, %55, %c3 : index
    cf.cond_br %56, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %57 = memref.load %alloc_4[%53, %55] : memref<2x3xf32>
    %58 = arith.divf %cst, %57 : f32
    memref.store %58, %alloc_5[%53, %55] : memref<2x3xf32>
    %59 = arith.addi %55, %c1 : index
    cf.br ^bb39(%59 : index)
  ^bb41:  // pred: ^bb39
    %60 = arith.addi %53, %c1 : index
    cf.br ^bb37(%60 : index)
  ^bb42:  // pred: ^bb37
    return %alloc_0, %alloc_1, %alloc_2, %alloc_3, %alloc_5 : memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>
  }
  func.func @int_mul(%arg0: memref<2x3xi32, strided<[?, ?], offset: ?>>, %arg1: memref<2x3xi32, strided<[?, ?], offset: ?>>) -> (memref<2x3xi32>, memref<2x3xi32>) {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c2_i8 = arith.constant 2 : i8
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xi32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
    %1 = arith.cmpi slt, %0, %c2 : index
    cf.cond_br %1, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
    %3 = arith.cmpi slt, %2, %c3 : index
    cf.cond_br %3, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %4 = memref.load %arg0[%0, %2] : memref<2x3xi32, strided<[?, ?], offset: ?>>
    %5 = memref.load %arg1[%0, %2] : memref<2x3xi32, strided<[?, ?], offset: ?>>
    %6 = arith.muli %4, %5 : i32
    memref.store %6, %alloc[%0, %2] : memref<2x3xi32>
    %7 = arith.addi %2, %c1 : index
    cf.br ^bb3(%7 : index)
  ^bb5:  // pred: ^bb3
    %8 = arith.addi %0, %c1 : index
    cf.br ^bb1(%8 : index)
  ^bb6:  // pred: ^bb1
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xi32>
    cf.br ^bb7(%c0 : index)
  ^bb7(%9: index):  // 2 preds: ^bb6, ^bb11
    %10 = arith.cmpi slt, %9, %c2 : index
    cf.cond_br %10, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    cf.br ^bb9(%c0 : index)
  ^bb9(%11: index):  // 2 preds: ^bb8, ^bb10
    %12 = arith.cmpi slt, %11, %c3 : index
    cf.cond_br %12, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %13 = memref.load %arg0[%9, %11] : memref<2x3xi32, strided<[?, ?], offset: ?>>
    %14 = memref.load %arg1[%9, %11] : memref<2x3xi32, strided<[?, ?], offset: ?>>
    %15 = tosa.apply_scale %13, %14, %c2_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    memref.store %15, %alloc_0[%9, %11] : memref<2x3xi32>
    %16 = arith.addi %11, %c1 : index
    cf.br ^bb9(%16 : index)
  ^bb11:  // pred: ^bb9
    %17 = arith.addi %9, %c1 : index
    cf.br ^bb7(%17 : index)
  ^bb12:  // pred: ^bb7
    return %alloc, %alloc_0 : memref<2x3xi32>, memref<2x3xi32>
  }
  func.func @movement(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<2x2xf32, strided<[?, ?], offset: ?>>) -> (memref<3x2xf32>, memref<2x5xf32>, memref<1x2xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32>, memref<4x3xf32>) {
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant -1.500000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x2xf32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
    %1 = arith.cmpi slt, %0, %c3 : index
    cf.cond_br %1, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
    %3 = arith.cmpi slt, %2, %c2 : index
    cf.cond_br %3, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %4 = memref.load %arg0[%2, %0] : memref<2x3xf32, strided<[?, ?], offset: ?>>
    memref.store %4, %alloc[%0, %2] : memref<3x2xf32>
    %5 = arith.addi %2, %c1 : index
    cf.br ^bb3(%5 : index)
  ^bb5:  // pred: ^bb3
    %6 = arith.addi %0, %c1 : index
    cf.br ^bb1(%6 : index)
  ^bb6:  // pred: ^bb1
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x5xf32>
    %subview = memref.subview %alloc_0[0, 0] [2, 3] [1, 1] : memref<2x5xf32> to memref<2x3xf32, strided<[5, 1]>>
    memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[5, 1]>>
    %subview_1 = memref.subview %alloc_0[0, 3] [2, 2] [1, 1] : memref<2x5xf32> to memref<2x2xf32, strided<[5, 1], offset: 3>>
    memref.copy %arg1, %subview_1 : memref<2x2xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[5, 1], offset: 3>>
    %subview_2 = memref.subview %arg0[1, 1] [1, 2] [1, 1] : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<1x2xf32, strided<[?, ?], offset: ?>>
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
    cf.br ^bb7(%c0 : index)
  ^bb7(%7: index):  // 2 preds: ^bb6, ^bb11
    %8 = arith.cmpi slt, %7, %c4 : index
    cf.cond_br %8, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    cf.br ^bb9(%c0 : index)
  ^bb9(%9: index):  // 2 preds: ^bb8, ^bb10
    %10 = arith.cmpi slt, %9, %c5 : index
    cf.cond_br %10, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    memref.store %cst, %alloc_3[%7, %9] : memref<4x5xf32>
    %11 = arith.addi %9, %c1 : index
    cf.br ^bb9(%11 : index)
  ^bb11:  // pred: ^bb9
    %12 = arith.addi %7, %c1 : index
    cf.br ^bb7(%12 : index)
  ^bb12:  // pred: ^bb7
    %subview_4 = memref.subview %alloc_3[1, 2] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 7>>
    memref.copy %arg0, %subview_4 : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[5, 1], offset: 7>>
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2x2x1x3xf32>
    cf.br ^bb13(%c0 : index)
  ^bb13(%13: index):  // 2 preds: ^bb12, ^bb23
    %14 = arith.cmpi slt, %13, %c2 : index
    cf.cond_br %14, ^bb14, ^bb24
  ^bb14:  // pred: ^bb13
    cf.br ^bb15(%c0 : index)
  ^bb15(%15: index):  // 2 preds: ^bb14, ^bb22
    %16 = arith.cmpi slt, %15, %c2 : index
    cf.cond_br %16, ^bb16, ^bb23
  ^bb16:  // pred: ^bb15
    cf.br ^bb17(%c0 : index)
  ^bb17(%17: index):  // 2 preds: ^bb16, ^bb21
    %18 = arith.cmpi slt, %17, %c1 : index
    cf.cond_br %18, ^bb18, ^bb22
  ^bb18:  // pred: ^bb17
    cf.br ^bb19(%c0 : index)
  ^bb19(%19: index):  // 2 preds: ^bb18, ^bb20
    %20 = arith.cmpi slt, %19, %c3 : index
    cf.cond_br %20, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %21 = memref.load %arg0[%15, %19] : memref<2x3xf32, strided<[?, ?], offset: ?>>
    memref.store %21, %alloc_5[%13, %15, %17, %19] : memref<2x2x1x3xf32>
    %22 = arith.addi %19, %c1 : index
    cf.br ^bb19(%22 : index)
  ^bb21:  // pred: ^bb19
    %23 = arith.addi %17, %c1 : index
    cf.br ^bb17(%23 : index)
  ^bb22:  // pred: ^bb17
    %24 = arith.addi %15, %c1 : index
    cf.br ^bb15(%24 : index)
  ^bb23:  // pred: ^bb15
    %25 = arith.addi %13, %c1 : index
    cf.br ^bb13(%25 : index)
  ^bb24:  // pred: ^bb13
    %collapse_shape = memref.collapse_shape %alloc_5 [[0, 1, 2], [3]] : memref<2x2x1x3xf32> into memref<4x3xf32>
    return %alloc, %alloc_0, %subview_2, %alloc_3, %collapse_shape : memref<3x2xf32>, memref<2x5xf32>, memref<1x2xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32>, memref<4x3xf32>
  }
  func.func @reductions(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<1x3xf32>, memref<2x1xf32>, memref<2x3xi32>) {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant 2.14748365E+9 : f32
    %cst_0 = arith.constant -2.14748365E+9 : f32
    %cst_1 = arith.constant -3.40282347E+38 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
    %1 = arith.cmpi slt, %0, %c3 : index
    cf.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    memref.store %cst_2, %alloc[%0] : memref<3xf32>
    %2 = arith.addi %0, %c1 : index
    cf.br ^bb1(%2 : index)
  ^bb3:  // pred: ^bb1
    cf.br ^bb4(%c0 : index)
  ^bb4(%3: index):  // 2 preds: ^bb3, ^bb8
    %4 = arith.cmpi slt, %3, %c2 : index
    cf.cond_br %4, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    cf.br ^bb6(%c0 : index)
  ^bb6(%5: index):  // 2 preds: ^bb5, ^bb7
    %6 = arith.cmpi slt, %5, %c3 : index
    cf.cond_br %6, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %7 = memref.load %arg0[%3, %5] : memref<2x3xf32, strided<[?, ?], offset: ?>>
    %8 = memref.load %alloc[%5] : memref<3xf32>
    %9 = arith.addf %7, %8 : f32
    memref.store %9, %alloc[%5] : memref<3xf32>
    %10 = arith.addi %5, %c1 : index
    cf.br ^bb6(%10 : index)
  ^bb8:  // pred: ^bb6
    %11 = arith.addi %3, %c1 : index
    cf.br ^bb4(%11 : index)
  ^bb9:  // pred: ^bb4
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [1, 3] : memref<3xf32> into memref<1x3xf32>
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
    cf.br ^bb10(%c0 : index)
  ^bb10(%12: index):  // 2 preds: ^bb9, ^bb11
    %13 = arith.cmpi slt, %12, %c2 : index
    cf.cond_br %13, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    memref.store %cst_1, %alloc_3[%12] : memref<2xf32>
    %14 = arith.addi %12, %c1 : index
    cf.br ^bb10(%14 : index)
  ^bb12:  // pred: ^bb10
    cf.br ^bb13(%c0 : index)
  ^bb13(%15: index):  // 2 preds: ^bb12, ^bb17
    %16 = arith.cmpi slt, %15, %c2 : index
    cf.cond_br %16, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    cf.br ^bb15(%c0 : index)
  ^bb15(%17: index):  // 2 preds: ^bb14, ^bb16
    %18 = arith.cmpi slt, %17, %c3 : index
    cf.cond_br %18, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %19 = memref.load %arg0[%15, %17] : memref<2x3xf32, strided<[?, ?], offset: ?>>
    %20 = memref.load %alloc_3[%15] : memref<2xf32>
    %21 = arith.maximumf %19, %20 : f32
    memref.store %21, %alloc_3[%15] : memref<2xf32>
    %22 = arith.addi %17, %c1 : index
    cf.br ^bb15(%22 : index)
  ^bb17:  // pred: ^bb15
    %23 = arith.addi %15, %c1 : index
    cf.br ^bb13(%23 : index)
  ^bb18:  // pred: ^bb13
    %expand_shape_4 = memref.expand_shape %alloc_3 [[0, 1]] output_shape [2, 1] : memref<2xf32> into memref<2x1xf32>
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2x3xi32>
    cf.br ^bb19(%c0 : index)
  ^bb19(%24: index):  // 2 preds: ^bb18, ^bb23
    %25 = arith.cmpi slt, %24, %c2 : index
    cf.cond_br %25, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    cf.br ^bb21(%c0 : index)
  ^bb21(%26: index):  // 2 preds: ^bb20, ^bb22
    %27 = arith.cmpi slt, %26, %c3 : index
    cf.cond_br %27, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %28 = memref.load %arg0[%24, %26] : memref<2x3xf32, strided<[?, ?], offset: ?>>
    %29 = math.roundeven %28 : f32
    %30 = arith.maximumf %29, %cst_0 : f32
    %31 = arith.fptosi %30 : f32 to i32
    %32 = arith.cmpf uge, %29, %cst : f32
    %33 = arith.select %32, %c2147483647_i32, %31 : i32
    memref.store %33, %alloc_5[%24, %26] : memref<2x3xi32>
    %34 = arith.addi %26, %c1 : index
    cf.br ^bb21(%34 : index)
  ^bb23:  // pred: ^bb21
    %35 = arith.addi %24, %c1 : index
    cf.br ^bb19(%35 : index)
  ^bb24:  // pred: ^bb19
    return %expand_shape, %expand_shape_4, %alloc_5 : memref<1x3xf32>, memref<2x1xf32>, memref<2x3xi32>
  }
  func.func @pools(%arg0: memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> (memref<1x2x2x2xf32>, memref<1x4x4x2xf32>) {
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %0 = memref.get_global @__constant_2xf32 : memref<2xf32>
    %1 = memref.get_global @__constant_2x2x2x1xf32 : memref<2x2x2x1xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x2xf32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb11
    %3 = arith.cmpi slt, %2, %c1 : index
    cf.cond_br %3, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%4: index):  // 2 preds: ^bb2, ^bb10
    %5 = arith.cmpi slt, %4, %c2 : index
    cf.cond_br %5, ^bb4, ^bb11
  ^bb4:  // pred: ^bb3
    cf.br ^bb5(%c0 : index)
  ^bb5(%6: index):  // 2 preds: ^bb4, ^bb9
    %7 = arith.cmpi slt, %6, %c2 : index
    cf.cond_br %7, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    cf.br ^bb7(%c0 : index)
  ^bb7(%8: index):  // 2 preds: ^bb6, ^bb8
    %9 = arith.cmpi slt, %8, %c2 : index
    cf.cond_br %9, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    memref.store %cst, %alloc[%2, %4, %6, %8] : memref<1x2x2x2xf32>
    %10 = arith.addi %8, %c1 : index
    cf.br ^bb7(%10 : index)
  ^bb9:  // pred: ^bb7
    %11 = arith.addi %6, %c1 : index
    cf.br ^bb5(%11 : index)
  ^bb10:  // pred: ^bb5
    %12 = arith.addi %4, %c1 : index
    cf.br ^bb3(%12 : index)
  ^bb11:  // pred: ^bb3
    %13 = arith.addi %2, %c1 : index
    cf.br ^bb1(%13 : index)
  ^bb12:  // pred: ^bb1
    cf.br ^bb13(%c0 : index)
  ^bb13(%14: index):  // 2 preds: ^bb12, ^bb29
    %15 = arith.cmpi slt, %14, %c1 : index
    cf.cond_br %15, ^bb14, ^bb30
  ^bb14:  // pred: ^bb13
    cf.br ^bb15(%c0 : index)
  ^bb15(%16: index):  // 2 preds: ^bb14, ^bb28
    %17 = arith.cmpi slt, %16, %c2 : index
    cf.cond_br %17, ^bb16, ^bb29
  ^bb16:  // pred: ^bb15
    cf.br ^bb17(%c0 : index)
  ^bb17(%18: index):  // 2 preds: ^bb16, ^bb27
    %19 = arith.cmpi slt, %18, %c2 : index
    cf.cond_br %19, ^bb18, ^bb28
  ^bb18:  // pred: ^bb17
    cf.br ^bb19(%c0 : index)
  ^bb19(%20: index):  // 2 preds: ^bb18, ^bb26
    %21 = arith.cmpi slt, %20, %c2 : index
    cf.cond_br %21, ^bb20, ^bb27
  ^bb20:  // pred: ^bb19
    cf.br ^bb21(%c0 : index)
  ^bb21(%22: index):  // 2 preds: ^bb20, ^bb25
    %23 = arith.cmpi slt, %22, %c2 : index
    cf.cond_br %23, ^bb22, ^bb26
  ^bb22:  // pred: ^bb21
    cf.br ^bb23(%c0 : index)
  ^bb23(%24: index):  // 2 preds: ^bb22, ^bb24
    %25 = arith.cmpi slt, %24, %c2 : index
    cf.cond_br %25, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %c2_1 = arith.constant 2 : index
    %26 = arith.muli %16, %c2_1 overflow<nsw> : index
    %27 = arith.addi %26, %22 : index
    %c2_2 = arith.constant 2 : index
    %28 = arith.muli %18, %c2_2 overflow<nsw> : index
    %29 = arith.addi %28, %24 : index
    %30 = memref.load %arg0[%14, %27, %29, %20] : memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    %31 = memref.load %alloc[%14, %16, %18, %20] : memref<1x2x2x2xf32>
    %32 = arith.addf %31, %30 : f32
    memref.store %32, %alloc[%14, %16, %18, %20] : memref<1x2x2x2xf32>
    %33 = arith.addi %24, %c1 : index
    cf.br ^bb23(%33 : index)
  ^bb25:  // pred: ^bb23
    %34 = arith.addi %22, %c1 : index
    cf.br ^bb21(%34 : index)
  ^bb26:  // pred: ^bb21
    %35 = arith.addi %20, %c1 : index
    cf.br ^bb19(%35 : index)
  ^bb27:  // pred: ^bb19
    %36 = arith.addi %18, %c1 : index
    cf.br ^bb17(%36 : index)
  ^bb28:  // pred: ^bb17
    %37 = arith.addi %16, %c1 : index
    cf.br ^bb15(%37 : index)
  ^bb29:  // pred: ^bb15
    %38 = arith.addi %14, %c1 : index
    cf.br ^bb13(%38 : index)
  ^bb30:  // pred: ^bb13
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x2xf32>
    cf.br ^bb31(%c0 : index)
  ^bb31(%39: index):  // 2 preds: ^bb30, ^bb41
    %40 = arith.cmpi slt, %39, %c1 : index
    cf.cond_br %40, ^bb32, ^bb42
  ^bb32:  // pred: ^bb31
    cf.br ^bb33(%c0 : index)
  ^bb33(%41: index):  // 2 preds: ^bb32, ^bb40
    %42 = arith.cmpi slt, %41, %c2 : index
    cf.cond_br %42, ^bb34, ^bb41
  ^bb34:  // pred: ^bb33
    cf.br ^bb35(%c0 : index)
  ^bb35(%43: index):  // 2 preds: ^bb34, ^bb39
    %44 = arith.cmpi slt, %43, %c2 : index
    cf.cond_br %44, ^bb36, ^bb40
  ^bb36:  // pred: ^bb35
    cf.br ^bb37(%c0 : index)
  ^bb37(%45: index):  // 2 preds: ^bb36, ^bb38
    %46 = arith.cmpi slt, %45, %c2 : index
    cf.cond_br %46, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    %47 = memref.load %alloc[%39, %41, %43, %45] : memref<1x2x2x2xf32>
    %48 = arith.divf %47, %cst_0 : f32
    memref.store %48, %alloc_3[%39, %41, %43, %45] : memref<1x2x2x2xf32>
    %49 = arith.addi %45, %c1 : index
    cf.br ^bb37(%49 : index)
  ^bb39:  // pred: ^bb37
    %50 = arith.addi %43, %c1 : index
    cf.br ^bb35(%50 : index)
  ^bb40:  // pred: ^bb35
    %51 = arith.addi %41, %c1 : index
    cf.br ^bb33(%51 : index)
  ^bb41:  // pred: ^bb33
    %52 = arith.addi %39, %c1 : index
    cf.br ^bb31(%52 : index)
  ^bb42:  // pred: ^bb31
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x5x5x2xf32>
    cf.br ^bb43(%c0 : index)
  ^bb43(%53: index):  // 2 preds: ^bb42, ^bb53
    %54 = arith.cmpi slt, %53, %c1 : index
    cf.cond_br %54, ^bb44, ^bb54
  ^bb44:  // pred: ^bb43
    cf.br ^bb45(%c0 : index)
  ^bb45(%55: index):  // 2 preds: ^bb44, ^bb52
    %56 = arith.cmpi slt, %55, %c5 : index
    cf.cond_br %56, ^bb46, ^bb53
  ^bb46:  // pred: ^bb45
    cf.br ^bb47(%c0 : index)
  ^bb47(%57: index):  // 2 preds: ^bb46, ^bb51
    %58 = arith.cmpi slt, %57, %c5 : index
    cf.cond_br %58, ^bb48, ^bb52
  ^bb48:  // pred: ^bb47
    cf.br ^bb49(%c0 : index)
  ^bb49(%59: index):  // 2 preds: ^bb48, ^bb50
    %60 = arith.cmpi slt, %59, %c2 : index
    cf.cond_br %60, ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    memref.store %cst, %alloc_4[%53, %55, %57, %59] : memref<1x5x5x2xf32>
    %61 = arith.addi %59, %c1 : index
    cf.br ^bb49(%61 : index)
  ^bb51:  // pred: ^bb49
    %62 = arith.addi %57, %c1 : index
    cf.br ^bb47(%62 : index)
  ^bb52:  // pred: ^bb47
    %63 = arith.addi %55, %c1 : index
    cf.br ^bb45(%63 : index)
  ^bb53:  // pred: ^bb45
    %64 = arith.addi %53, %c1 : index
    cf.br ^bb43(%64 : index)
  ^bb54:  // pred: ^bb43
    %subview = memref.subview %alloc_4[0, 0, 0, 0] [1, 4, 4, 2] [1, 1, 1, 1] : memref<1x5x5x2xf32> to memref<1x4x4x2xf32, strided<[50, 10, 2, 1]>>
    memref.copy %arg0, %subview : memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x4x4x2xf32, strided<[50, 10, 2, 1]>>
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x2x1xf32>
    cf.br ^bb55(%c0 : index)
  ^bb55(%65: index):  // 2 preds: ^bb54, ^bb68
    %66 = arith.cmpi slt, %65, %c1 : index
    cf.cond_br %66, ^bb56, ^bb69
  ^bb56:  // pred: ^bb55
    cf.br ^bb57(%c0 : index)
  ^bb57(%67: index):  // 2 preds: ^bb56, ^bb67
    %68 = arith.cmpi slt, %67, %c4 : index
    cf.cond_br %68, ^bb58, ^bb68
  ^bb58:  // pred: ^bb57
    cf.br ^bb59(%c0 : index)
  ^bb59(%69: index):  // 2 preds: ^bb58, ^bb66
    %70 = arith.cmpi slt, %69, %c4 : index
    cf.cond_br %70, ^bb60, ^bb67
  ^bb60:  // pred: ^bb59
    cf.br ^bb61(%c0 : index)
  ^bb61(%71: index):  // 2 preds: ^bb60, ^bb65
    %72 = arith.cmpi slt, %71, %c2 : index
    cf.cond_br %72, ^bb62, ^bb66
  ^bb62:  // pred: ^bb61
    cf.br ^bb63(%c0 : index)
  ^bb63(%73: index):  // 2 preds: ^bb62, ^bb64
    %74 = arith.cmpi slt, %73, %c1 : index
    cf.cond_br %74, ^bb64, ^bb65
  ^bb64:  // pred: ^bb63
    memref.store %cst, %alloc_5[%65, %67, %69, %71, %73] : memref<1x4x4x2x1xf32>
    %75 = arith.addi %73, %c1 : index
    cf.br ^bb63(%75 : index)
  ^bb65:  // pred: ^bb63
    %76 = arith.addi %71, %c1 : index
    cf.br ^bb61(%76 : index)
  ^bb66:  // pred: ^bb61
    %77 = arith.addi %69, %c1 : index
    cf.br ^bb59(%77 : index)
  ^bb67:  // pred: ^bb59
    %78 = arith.addi %67, %c1 : index
    cf.br ^bb57(%78 : index)
  ^bb68:  // pred: ^bb57
    %79 = arith.addi %65, %c1 : index
    cf.br ^bb55(%79 : index)
  ^bb69:  // pred: ^bb55
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x2xf32>
    cf.br ^bb70(%c0 : index)
  ^bb70(%80: index):  // 2 preds: ^bb69, ^bb89
    %81 = arith.cmpi slt, %80, %c1 : index
    cf.cond_br %81, ^bb71, ^bb90
  ^bb71:  // pred: ^bb70
    cf.br ^bb72(%c0 : index)
  ^bb72(%82: index):  // 2 preds: ^bb71, ^bb88
    %83 = arith.cmpi slt, %82, %c4 : index
    cf.cond_br %83, ^bb73, ^bb89
  ^bb73:  // pred: ^bb72
    cf.br ^bb74(%c0 : index)
  ^bb74(%84: index):  // 2 preds: ^bb73, ^bb87
    %85 = arith.cmpi slt, %84, %c4 : index
    cf.cond_br %85, ^bb75, ^bb88
  ^bb75:  // pred: ^bb74
    cf.br ^bb76(%c0 : index)
  ^bb76(%86: index):  // 2 preds: ^bb75, ^bb86
    %87 = arith.cmpi slt, %86, %c2 : index
    cf.cond_br %87, ^bb77, ^bb87
  ^bb77:  // pred: ^bb76
    cf.br ^bb78(%c0 : index)
  ^bb78(%88: index):  // 2 preds: ^bb77, ^bb85
    %89 = arith.cmpi slt, %88, %c1 : index
    cf.cond_br %89, ^bb79, ^bb86
  ^bb79:  // pred: ^bb78
    cf.br ^bb80(%c0 : index)
  ^bb80(%90: index):  // 2 preds: ^bb79, ^bb84
    %91 = arith.cmpi slt, %90, %c2 : index
    cf.cond_br %91, ^bb81, ^bb85
  ^bb81:  // pred: ^bb80
    cf.br ^bb82(%c0 : index)
  ^bb82(%92: index):  // 2 preds: ^bb81, ^bb83
    %93 = arith.cmpi slt, %92, %c2 : index
    cf.cond_br %93, ^bb83, ^bb84
  ^bb83:  // pred: ^bb82
    %94 = arith.addi %82, %90 : index
    %95 = arith.addi %84, %92 : index
    %96 = memref.load %alloc_4[%80, %94, %95, %86] : memref<1x5x5x2xf32>
    %97 = memref.load %1[%90, %92, %86, %88] : memref<2x2x2x1xf32>
    %98 = memref.load %alloc_5[%80, %82, %84, %86, %88] : memref<1x4x4x2x1xf32>
    %99 = arith.mulf %96, %97 : f32
    %100 = arith.addf %98, %99 : f32
    memref.store %100, %alloc_5[%80, %82, %84, %86, %88] : memref<1x4x4x2x1xf32>
    %101 = arith.addi %92, %c1 : index
    cf.br ^bb82(%101 : index)
  ^bb84:  // pred: ^bb82
    %102 = arith.addi %90, %c1 : index
    cf.br ^bb80(%102 : index)
  ^bb85:  // pred: ^bb80
    %103 = arith.addi %88, %c1 : index
    cf.br ^bb78(%103 : index)
  ^bb86:  // pred: ^bb78
    %104 = arith.addi %86, %c1 : index
    cf.br ^bb76(%104 : index)
  ^bb87:  // pred: ^bb76
    %105 = arith.addi %84, %c1 : index
    cf.br ^bb74(%105 : index)
  ^bb88:  // pred: ^bb74
    %106 = arith.addi %82, %c1 : index
    cf.br ^bb72(%106 : index)
  ^bb89:  // pred: ^bb72
    %107 = arith.addi %80, %c1 : index
    cf.br ^bb70(%107 : index)
  ^bb90:  // pred: ^bb70
    %collapse_shape = memref.collapse_shape %alloc_5 [[0], [1], [2], [3, 4]] : memref<1x4x4x2x1xf32> into memref<1x4x4x2xf32>
    cf.br ^bb91(%c0 : index)
  ^bb91(%108: index):  // 2 preds: ^bb90, ^bb101
    %109 = arith.cmpi slt, %108, %c1 : index
    cf.cond_br %109, ^bb92, ^bb102
  ^bb92:  // pred: ^bb91
    cf.br ^bb93(%c0 : index)
  ^bb93(%110: index):  // 2 preds: ^bb92, ^bb100
    %111 = arith.cmpi slt, %110, %c4 : index
    cf.cond_br %111, ^bb94, ^bb101
  ^bb94:  // pred: ^bb93
    cf.br ^bb95(%c0 : index)
  ^bb95(%112: index):  // 2 preds: ^bb94, ^bb99
    %113 = arith.cmpi slt, %112, %c4 : index
    cf.cond_br %113, ^bb96, ^bb100
  ^bb96:  // pred: ^bb95
    cf.br ^bb97(%c0 : index)
  ^bb97(%114: index):  // 2 preds: ^bb96, ^bb98
    %115 = arith.cmpi slt, %114, %c2 : index
    cf.cond_br %115, ^bb98, ^bb99
  ^bb98:  // pred: ^bb97
    %116 = memref.load %0[%114] : memref<2xf32>
    %117 = memref.load %collapse_shape[%108, %110, %112, %114] : memref<1x4x4x2xf32>
    %118 = arith.addf %116, %117 : f32
    memref.store %118, %alloc_6[%108, %110, %112, %114] : memref<1x4x4x2xf32>
    %119 = arith.addi %114, %c1 : index
    cf.br ^bb97(%119 : index)
  ^bb99:  // pred: ^bb97
    %120 = arith.addi %112, %c1 : index
    cf.br ^bb95(%120 : index)
  ^bb100:  // pred: ^bb95
    %121 = arith.addi %110, %c1 : index
    cf.br ^bb93(%121 : index)
  ^bb101:  // pred: ^bb93
    %122 = arith.addi %108, %c1 : index
    cf.br ^bb91(%122 : index)
  ^bb102:  // pred: ^bb91
    return %alloc_3, %alloc_6 : memref<1x2x2x2xf32>, memref<1x4x4x2xf32>
  }
  func.func @int8_matmul(%arg0: memref<1x2x3xi8, strided<[?, ?, ?], offset: ?>>, %arg1: memref<1x3x2xi8, strided<[?, ?, ?], offset: ?>>) -> memref<1x2x2xi32> {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c-2_i32 = arith.constant -2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x2x2xi32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb8
    %1 = arith.cmpi slt, %0, %c1 : index
    cf.cond_br %1, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb7
    %3 = arith.cmpi slt, %2, %c2 : index
    cf.cond_br %3, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    cf.br ^bb5(%c0 : index)
  ^bb5(%4: index):  // 2 preds: ^bb4, ^bb6
    %5 = arith.cmpi slt, %4, %c2 : index
    cf.cond_br %5, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    memref.store %c0_i32, %alloc[%0, %2, %4] : memref<1x2x2xi32>
    %6 = arith.addi %4, %c1 : index
    cf.br ^bb5(%6 : index)
  ^bb7:  // pred: ^bb5
    %7 = arith.addi %2, %c1 : index
    cf.br ^bb3(%7 : index)
  ^bb8:  // pred: ^bb3
    %8 = arith.addi %0, %c1 : index
    cf.br ^bb1(%8 : index)
  ^bb9:  // pred: ^bb1
    cf.br ^bb10(%c0 : index)
  ^bb10(%9: index):  // 2 preds: ^bb9, ^bb20
    %10 = arith.cmpi slt, %9, %c1 : index
    cf.cond_br %10, ^bb11, ^bb21
  ^bb11:  // pred: ^bb10
    cf.br ^bb12(%c0 : index)
  ^bb12(%11: index):  // 2 preds: ^bb11, ^bb19
    %12 = arith.cmpi slt, %11, %c2 : index
    cf.cond_br %12, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    cf.br ^bb14(%c0 : index)
  ^bb14(%13: index):  // 2 preds: ^bb13, ^bb18
    %14 = arith.cmpi slt, %13, %c2 : index
    cf.cond_br %14, ^bb15, ^bb19
  ^bb15:  // pred: ^bb14
    cf.br ^bb16(%c0 : index)
  ^bb16(%15: index):  // 2 preds: ^bb15, ^bb17
    %16 = arith.cmpi slt, %15, %c3 : index
    cf.cond_br %16, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %17 = memref.load %arg0[%9, %11, %15] : memref<1x2x3xi8, strided<[?, ?, ?], offset: ?>>
    %18 = memref.load %arg1[%9, %15, %13] : memref<1x3x2xi8, strided<[?, ?, ?], offset: ?>>
    %19 = memref.load %alloc[%9, %11, %13] : memref<1x2x2xi32>
    %20 = arith.extsi %17 : i8 to i32
    %21 = arith.subi %20, %c1_i32 : i32
    %22 = arith.extsi %18 : i8 to i32
    %23 = arith.subi %22, %c-2_i32 : i32
    %24 = arith.muli %21, %23 : i32
    %25 = arith.addi %19, %24 : i32
    memref.store %25, %alloc[%9, %11, %13] : memref<1x2x2xi32>
    %26 = arith.addi %15, %c1 : index
    cf.br ^bb16(%26 : index)
  ^bb18:  // pred: ^bb16
    %27 = arith.addi %13, %c1 : index
    cf.br ^bb14(%27 : index)
  ^bb19:  // pred: ^bb14
    %28 = arith.addi %11, %c1 : index
    cf.br ^bb12(%28 : index)
  ^bb20:  // pred: ^bb12
    %29 = arith.addi %9, %c1 : index
    cf.br ^bb10(%29 : index)
  ^bb21:  // pred: ^bb10
    return %alloc : memref<1x2x2xi32>
  }
  func.func @rescale(%arg0: memref<2x3xi32, strided<[?, ?], offset: ?>>) -> (memref<2x3xi8>, memref<2x3xi8>) {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c40_i8 = arith.constant 40 : i8
    %c1073741824_i32 = arith.constant 1073741824 : i32
    %c3_i32 = arith.constant 3 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %0 = memref.get_global @__constant_3xi8 : memref<3xi8>
    %1 = memref.get_global @__constant_3xi32 : memref<3xi32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xi8>
    cf.br ^bb1(%c0 : index)
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb5
    %3 = arith.cmpi slt, %2, %c2 : index
    cf.cond_br %3, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%4: index):  // 2 preds: ^bb2, ^bb4
    %5 = arith.cmpi slt, %4, %c3 : index
    cf.cond_br %5, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %6 = memref.load %arg0[%2, %4] : memref<2x3xi32, strided<[?, ?], offset: ?>>
    %7 = tosa.apply_scale %6, %c1073741824_i32, %c40_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    %8 = arith.addi %7, %c3_i32 : i32
    %9 = arith.maxsi %8, %c-128_i32 : i32
    %10 = arith.minsi %9, %c127_i32 : i32
    %11 = arith.trunci %10 : i32 to i8
    memref.store %11, %alloc[%2, %4] : memref<2x3xi8>
    %12 = arith.addi %4, %c1 : index
    cf.br ^bb3(%12 : index)
  ^bb5:  // pred: ^bb3
    %13 = arith.addi %2, %c1 : index
    cf.br ^bb1(%13 : index)
  ^bb6:  // pred: ^bb1
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xi8>
    cf.br ^bb7(%c0 : index)
  ^bb7(%14: index):  // 2 preds: ^bb6, ^bb11
    %15 = arith.cmpi slt, %14, %c2 : index
    cf.cond_br %15, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    cf.br ^bb9(%c0 : index)
  ^bb9(%16: index):  // 2 preds: ^bb8, ^bb10
    %17 = arith.cmpi slt, %16, %c3 : index
    cf.cond_br %17, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %18 = memref.load %arg0[%14, %16] : memref<2x3xi32, strided<[?, ?], offset: ?>>
    %19 = memref.load %1[%16] : memref<3xi32>
    %20 = memref.load %0[%16] : memref<3xi8>
    %21 = tosa.apply_scale %18, %19, %20 {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
    %22 = arith.addi %21, %c3_i32 : i32
    %23 = arith.maxsi %22, %c-128_i32 : i32
    %24 = arith.minsi %23, %c127_i32 : i32
    %25 = arith.trunci %24 : i32 to i8
    memref.store %25, %alloc_0[%14, %16] : memref<2x3xi8>
    %26 = arith.addi %16, %c1 : index
    cf.br ^bb9(%26 : index)
  ^bb11:  // pred: ^bb9
    %27 = arith.addi %14, %c1 : index
    cf.br ^bb7(%27 : index)
  ^bb12:  // pred: ^bb7
    return %alloc, %alloc_0 : memref<2x3xi8>, memref<2x3xi8>
  }
}

