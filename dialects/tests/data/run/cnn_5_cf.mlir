module {
  memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[1.000000e-01, -2.000000e-01, 3.000000e-01]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3x3x2xf32 : memref<3x3x3x2xf32> = dense<[[[[5.000000e-01, -2.500000e-01], [1.250000e-01, 1.000000e+00], [-5.000000e-01, 7.500000e-01]], [[2.500000e-01, 5.000000e-01], [-1.000000e+00, 2.500000e-01], [3.750000e-01, -1.250000e-01]], [[0.000000e+00, 1.500000e+00], [6.250000e-01, -7.500000e-01], [2.500000e-01, 2.500000e-01]]], [[[-5.000000e-01, 2.500000e-01], [1.000000e+00, 5.000000e-01], [7.500000e-01, -2.500000e-01]], [[1.250000e-01, -3.750000e-01], [5.000000e-01, 5.000000e-01], [-2.500000e-01, 1.000000e+00]], [[2.500000e-01, 0.000000e+00], [-1.250000e-01, 6.250000e-01], [5.000000e-01, -5.000000e-01]]], [[[1.000000e+00, 1.000000e+00], [0.000000e+00, -5.000000e-01], [2.500000e-01, 1.250000e-01]], [[-7.500000e-01, 5.000000e-01], [2.500000e-01, 2.500000e-01], [5.000000e-01, 0.000000e+00]], [[1.250000e-01, -2.500000e-01], [3.750000e-01, 7.500000e-01], [-1.000000e+00, 5.000000e-01]]]]> {alignment = 64 : i64}
  func.func @cnn(%arg0: memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32> {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %cst_1 = arith.constant 6.000000e+00 : f32
    %0 = memref.get_global @__constant_3x3x3x2xf32 : memref<3x3x3x2xf32>
    %1 = memref.get_global @__constant_3xf32 : memref<3xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x2xf32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb11
    %3 = arith.cmpi slt, %2, %c1 : index
    cf.cond_br %3, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%4: index):  // 2 preds: ^bb2, ^bb10
    %5 = arith.cmpi slt, %4, %c6 : index
    cf.cond_br %5, ^bb4, ^bb11
  ^bb4:  // pred: ^bb3
    cf.br ^bb5(%c0 : index)
  ^bb5(%6: index):  // 2 preds: ^bb4, ^bb9
    %7 = arith.cmpi slt, %6, %c6 : index
    cf.cond_br %7, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    cf.br ^bb7(%c0 : index)
  ^bb7(%8: index):  // 2 preds: ^bb6, ^bb8
    %9 = arith.cmpi slt, %8, %c2 : index
    cf.cond_br %9, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    memref.store %cst, %alloc[%2, %4, %6, %8] : memref<1x6x6x2xf32>
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
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 4, 4, 2] [1, 1, 1, 1] : memref<1x6x6x2xf32> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    memref.copy %arg0, %subview : memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    cf.br ^bb13(%c0 : index)
  ^bb13(%14: index):  // 2 preds: ^bb12, ^bb23
    %15 = arith.cmpi slt, %14, %c1 : index
    cf.cond_br %15, ^bb14, ^bb24
  ^bb14:  // pred: ^bb13
    cf.br ^bb15(%c0 : index)
  ^bb15(%16: index):  // 2 preds: ^bb14, ^bb22
    %17 = arith.cmpi slt, %16, %c4 : index
    cf.cond_br %17, ^bb16, ^bb23
  ^bb16:  // pred: ^bb15
    cf.br ^bb17(%c0 : index)
  ^bb17(%18: index):  // 2 preds: ^bb16, ^bb21
    %19 = arith.cmpi slt, %18, %c4 : index
    cf.cond_br %19, ^bb18, ^bb22
  ^bb18:  // pred: ^bb17
    cf.br ^bb19(%c0 : index)
  ^bb19(%20: index):  // 2 preds: ^bb18, ^bb20
    %21 = arith.cmpi slt, %20, %c3 : index
    cf.cond_br %21, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %22 = memref.load %1[%20] : memref<3xf32>
    memref.store %22, %alloc_2[%14, %16, %18, %20] : memref<1x4x4x3xf32>
    %23 = arith.addi %20, %c1 : index
    cf.br ^bb19(%23 : index)
  ^bb21:  // pred: ^bb19
    %24 = arith.addi %18, %c1 : index
    cf.br ^bb17(%24 : index)
  ^bb22:  // pred: ^bb17
    %25 = arith.addi %16, %c1 : index
    cf.br ^bb15(%25 : index)
  ^bb23:  // pred: ^bb15
    %26 = arith.addi %14, %c1 : index
    cf.br ^bb13(%26 : index)
  ^bb24:  // pred: ^bb13
    cf.br ^bb25(%c0 : index)
  ^bb25(%27: index):  // 2 preds: ^bb24, ^bb44
    %28 = arith.cmpi slt, %27, %c1 : index
    cf.cond_br %28, ^bb26, ^bb45
  ^bb26:  // pred: ^bb25
    cf.br ^bb27(%c0 : index)
  ^bb27(%29: index):  // 2 preds: ^bb26, ^bb43
    %30 = arith.cmpi slt, %29, %c4 : index
    cf.cond_br %30, ^bb28, ^bb44
  ^bb28:  // pred: ^bb27
    cf.br ^bb29(%c0 : index)
  ^bb29(%31: index):  // 2 preds: ^bb28, ^bb42
    %32 = arith.cmpi slt, %31, %c4 : index
    cf.cond_br %32, ^bb30, ^bb43
  ^bb30:  // pred: ^bb29
    cf.br ^bb31(%c0 : index)
  ^bb31(%33: index):  // 2 preds: ^bb30, ^bb41
    %34 = arith.cmpi slt, %33, %c3 : index
    cf.cond_br %34, ^bb32, ^bb42
  ^bb32:  // pred: ^bb31
    cf.br ^bb33(%c0 : index)
  ^bb33(%35: index):  // 2 preds: ^bb32, ^bb40
    %36 = arith.cmpi slt, %35, %c3 : index
    cf.cond_br %36, ^bb34, ^bb41
  ^bb34:  // pred: ^bb33
    cf.br ^bb35(%c0 : index)
  ^bb35(%37: index):  // 2 preds: ^bb34, ^bb39
    %38 = arith.cmpi slt, %37, %c3 : index
    cf.cond_br %38, ^bb36, ^bb40
  ^bb36:  // pred: ^bb35
    cf.br ^bb37(%c0 : index)
  ^bb37(%39: index):  // 2 preds: ^bb36, ^bb38
    %40 = arith.cmpi slt, %39, %c2 : index
    cf.cond_br %40, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    %41 = arith.addi %29, %35 : index
    %42 = arith.addi %31, %37 : index
    %43 = memref.load %alloc[%27, %41, %42, %39] : memref<1x6x6x2xf32>
    %44 = memref.load %0[%33, %35, %37, %39] : memref<3x3x3x2xf32>
    %45 = memref.load %alloc_2[%27, %29, %31, %33] : memref<1x4x4x3xf32>
    %46 = arith.mulf %43, %44 : f32
    %47 = arith.addf %45, %46 : f32
    memref.store %47, %alloc_2[%27, %29, %31, %33] : memref<1x4x4x3xf32>
    %48 = arith.addi %39, %c1 : index
    cf.br ^bb37(%48 : index)
  ^bb39:  // pred: ^bb37
    %49 = arith.addi %37, %c1 : index
    cf.br ^bb35(%49 : index)
  ^bb40:  // pred: ^bb35
    %50 = arith.addi %35, %c1 : index
    cf.br ^bb33(%50 : index)
  ^bb41:  // pred: ^bb33
    %51 = arith.addi %33, %c1 : index
    cf.br ^bb31(%51 : index)
  ^bb42:  // pred: ^bb31
    %52 = arith.addi %31, %c1 : index
    cf.br ^bb29(%52 : index)
  ^bb43:  // pred: ^bb29
    %53 = arith.addi %29, %c1 : index
    cf.br ^bb27(%53 : index)
  ^bb44:  // pred: ^bb27
    %54 = arith.addi %27, %c1 : index
    cf.br ^bb25(%54 : index)
  ^bb45:  // pred: ^bb25
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    cf.br ^bb46(%c0 : index)
  ^bb46(%55: index):  // 2 preds: ^bb45, ^bb56
    %56 = arith.cmpi slt, %55, %c1 : index
    cf.cond_br %56, ^bb47, ^bb57
  ^bb47:  // pred: ^bb46
    cf.br ^bb48(%c0 : index)
  ^bb48(%57: index):  // 2 preds: ^bb47, ^bb55
    %58 = arith.cmpi slt, %57, %c4 : index
    cf.cond_br %58, ^bb49, ^bb56
  ^bb49:  // pred: ^bb48
    cf.br ^bb50(%c0 : index)
  ^bb50(%59: index):  // 2 preds: ^bb49, ^bb54
    %60 = arith.cmpi slt, %59, %c4 : index
    cf.cond_br %60, ^bb51, ^bb55
  ^bb51:  // pred: ^bb50
    cf.br ^bb52(%c0 : index)
  ^bb52(%61: index):  // 2 preds: ^bb51, ^bb53
    %62 = arith.cmpi slt, %61, %c3 : index
    cf.cond_br %62, ^bb53, ^bb54
  ^bb53:  // pred: ^bb52
    %63 = memref.load %alloc_2[%55, %57, %59, %61] : memref<1x4x4x3xf32>
    %64 = arith.minimumf %63, %cst_1 : f32
    %65 = arith.maximumf %64, %cst : f32
    memref.store %65, %alloc_3[%55, %57, %59, %61] : memref<1x4x4x3xf32>
    %66 = arith.addi %61, %c1 : index
    cf.br ^bb52(%66 : index)
  ^bb54:  // pred: ^bb52
    %67 = arith.addi %59, %c1 : index
    cf.br ^bb50(%67 : index)
  ^bb55:  // pred: ^bb50
    %68 = arith.addi %57, %c1 : index
    cf.br ^bb48(%68 : index)
  ^bb56:  // pred: ^bb48
    %69 = arith.addi %55, %c1 : index
    cf.br ^bb46(%69 : index)
  ^bb57:  // pred: ^bb46
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x3xf32>
    cf.br ^bb58(%c0 : index)
  ^bb58(%70: index):  // 2 preds: ^bb57, ^bb68
    %71 = arith.cmpi slt, %70, %c1 : index
    cf.cond_br %71, ^bb59, ^bb69
  ^bb59:  // pred: ^bb58
    cf.br ^bb60(%c0 : index)
  ^bb60(%72: index):  // 2 preds: ^bb59, ^bb67
    %73 = arith.cmpi slt, %72, %c2 : index
    cf.cond_br %73, ^bb61, ^bb68
  ^bb61:  // pred: ^bb60
    cf.br ^bb62(%c0 : index)
  ^bb62(%74: index):  // 2 preds: ^bb61, ^bb66
    %75 = arith.cmpi slt, %74, %c2 : index
    cf.cond_br %75, ^bb63, ^bb67
  ^bb63:  // pred: ^bb62
    cf.br ^bb64(%c0 : index)
  ^bb64(%76: index):  // 2 preds: ^bb63, ^bb65
    %77 = arith.cmpi slt, %76, %c3 : index
    cf.cond_br %77, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    memref.store %cst_0, %alloc_4[%70, %72, %74, %76] : memref<1x2x2x3xf32>
    %78 = arith.addi %76, %c1 : index
    cf.br ^bb64(%78 : index)
  ^bb66:  // pred: ^bb64
    %79 = arith.addi %74, %c1 : index
    cf.br ^bb62(%79 : index)
  ^bb67:  // pred: ^bb62
    %80 = arith.addi %72, %c1 : index
    cf.br ^bb60(%80 : index)
  ^bb68:  // pred: ^bb60
    %81 = arith.addi %70, %c1 : index
    cf.br ^bb58(%81 : index)
  ^bb69:  // pred: ^bb58
    cf.br ^bb70(%c0 : index)
  ^bb70(%82: index):  // 2 preds: ^bb69, ^bb86
    %83 = arith.cmpi slt, %82, %c1 : index
    cf.cond_br %83, ^bb71, ^bb87
  ^bb71:  // pred: ^bb70
    cf.br ^bb72(%c0 : index)
  ^bb72(%84: index):  // 2 preds: ^bb71, ^bb85
    %85 = arith.cmpi slt, %84, %c2 : index
    cf.cond_br %85, ^bb73, ^bb86
  ^bb73:  // pred: ^bb72
    cf.br ^bb74(%c0 : index)
  ^bb74(%86: index):  // 2 preds: ^bb73, ^bb84
    %87 = arith.cmpi slt, %86, %c2 : index
    cf.cond_br %87, ^bb75, ^bb85
  ^bb75:  // pred: ^bb74
    cf.br ^bb76(%c0 : index)
  ^bb76(%88: index):  // 2 preds: ^bb75, ^bb83
    %89 = arith.cmpi slt, %88, %c3 : index
    cf.cond_br %89, ^bb77, ^bb84
  ^bb77:  // pred: ^bb76
    cf.br ^bb78(%c0 : index)
  ^bb78(%90: index):  // 2 preds: ^bb77, ^bb82
    %91 = arith.cmpi slt, %90, %c2 : index
    cf.cond_br %91, ^bb79, ^bb83
  ^bb79:  // pred: ^bb78
    cf.br ^bb80(%c0 : index)
  ^bb80(%92: index):  // 2 preds: ^bb79, ^bb81
    %93 = arith.cmpi slt, %92, %c2 : index
    cf.cond_br %93, ^bb81, ^bb82
  ^bb81:  // pred: ^bb80
    %c2_5 = arith.constant 2 : index
    %94 = arith.muli %84, %c2_5 overflow<nsw> : index
    %95 = arith.addi %94, %90 : index
    %c2_6 = arith.constant 2 : index
    %96 = arith.muli %86, %c2_6 overflow<nsw> : index
    %97 = arith.addi %96, %92 : index
    %98 = memref.load %alloc_3[%82, %95, %97, %88] : memref<1x4x4x3xf32>
    %99 = memref.load %alloc_4[%82, %84, %86, %88] : memref<1x2x2x3xf32>
    %100 = arith.maximumf %99, %98 : f32
    memref.store %100, %alloc_4[%82, %84, %86, %88] : memref<1x2x2x3xf32>
    %101 = arith.addi %92, %c1 : index
    cf.br ^bb80(%101 : index)
  ^bb82:  // pred: ^bb80
    %102 = arith.addi %90, %c1 : index
    cf.br ^bb78(%102 : index)
  ^bb83:  // pred: ^bb78
    %103 = arith.addi %88, %c1 : index
    cf.br ^bb76(%103 : index)
  ^bb84:  // pred: ^bb76
    %104 = arith.addi %86, %c1 : index
    cf.br ^bb74(%104 : index)
  ^bb85:  // pred: ^bb74
    %105 = arith.addi %84, %c1 : index
    cf.br ^bb72(%105 : index)
  ^bb86:  // pred: ^bb72
    %106 = arith.addi %82, %c1 : index
    cf.br ^bb70(%106 : index)
  ^bb87:  // pred: ^bb70
    return %alloc_4 : memref<1x2x2x3xf32>
  }
}

