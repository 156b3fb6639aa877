#loc2 = loc("linalg_region_casts.mlir":2:29)
#loc3 = loc("linalg_region_casts.mlir":2:50)
#loc5 = loc(unknown)
#loc8 = loc("linalg_region_casts.mlir":6:31)
#loc9 = loc("linalg_region_casts.mlir":6:61)
#loc13 = loc("linalg_region_casts.mlir":10:27)
#loc14 = loc("linalg_region_casts.mlir":10:47)
#loc18 = loc("linalg_region_casts.mlir":14:25)
#loc19 = loc("linalg_region_casts.mlir":14:48)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, sym_name = "float_to_complex"}> ({
  ^bb0(%arg12: tensor<4x4xf32> loc("linalg_region_casts.mlir":2:29), %arg13: tensor<4x4xcomplex<f32>> loc("linalg_region_casts.mlir":2:50)):
    %12 = "linalg.copy"(%arg12, %arg13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32 loc(unknown), %arg15: complex<f32> loc(unknown)):
      %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc5)
      %14 = "complex.create"(%arg14, %13) : (f32, f32) -> complex<f32> loc(#loc5)
      "linalg.yield"(%14) : (complex<f32>) -> () loc(#loc5)
    }) : (tensor<4x4xf32>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> loc(#loc4)
    "func.return"(%12) : (tensor<4x4xcomplex<f32>>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<4x4xcomplex<f16>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, sym_name = "complex_to_complex"}> ({
  ^bb0(%arg8: tensor<4x4xcomplex<f16>> loc("linalg_region_casts.mlir":6:31), %arg9: tensor<4x4xcomplex<f32>> loc("linalg_region_casts.mlir":6:61)):
    %6 = "linalg.copy"(%arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: complex<f16> loc(unknown), %arg11: complex<f32> loc(unknown)):
      %7 = "complex.re"(%arg10) <{fastmath = #arith.fastmath<none>}> : (complex<f16>) -> f16 loc(#loc5)
      %8 = "complex.im"(%arg10) <{fastmath = #arith.fastmath<none>}> : (complex<f16>) -> f16 loc(#loc5)
      %9 = "arith.extf"(%7) : (f16) -> f32 loc(#loc5)
      %10 = "arith.extf"(%8) : (f16) -> f32 loc(#loc5)
      %11 = "complex.create"(%9, %10) : (f32, f32) -> complex<f32> loc(#loc5)
      "linalg.yield"(%11) : (complex<f32>) -> () loc(#loc5)
    }) : (tensor<4x4xcomplex<f16>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> loc(#loc10)
    "func.return"(%6) : (tensor<4x4xcomplex<f32>>) -> () loc(#loc11)
  }) : () -> () loc(#loc7)
  "func.func"() <{function_type = (tensor<4x4xi8>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, sym_name = "int_to_complex"}> ({
  ^bb0(%arg4: tensor<4x4xi8> loc("linalg_region_casts.mlir":10:27), %arg5: tensor<4x4xcomplex<f32>> loc("linalg_region_casts.mlir":10:47)):
    %2 = "linalg.copy"(%arg4, %arg5) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: i8 loc(unknown), %arg7: complex<f32> loc(unknown)):
      %3 = "arith.uitofp"(%arg6) : (i8) -> f32 loc(#loc5)
      %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc5)
      %5 = "complex.create"(%3, %4) : (f32, f32) -> complex<f32> loc(#loc5)
      "linalg.yield"(%5) : (complex<f32>) -> () loc(#loc5)
    }) : (tensor<4x4xi8>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> loc(#loc15)
    "func.return"(%2) : (tensor<4x4xcomplex<f32>>) -> () loc(#loc16)
  }) : () -> () loc(#loc12)
  "func.func"() <{function_type = (tensor<4x4xindex>, tensor<4x4xi32>) -> tensor<4x4xi32>, sym_name = "index_to_int"}> ({
  ^bb0(%arg0: tensor<4x4xindex> loc("linalg_region_casts.mlir":14:25), %arg1: tensor<4x4xi32> loc("linalg_region_casts.mlir":14:48)):
    %0 = "linalg.copy"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: index loc(unknown), %arg3: i32 loc(unknown)):
      %1 = "arith.index_cast"(%arg2) : (index) -> i32 loc(#loc5)
      "linalg.yield"(%1) : (i32) -> () loc(#loc5)
    }) : (tensor<4x4xindex>, tensor<4x4xi32>) -> tensor<4x4xi32> loc(#loc20)
    "func.return"(%0) : (tensor<4x4xi32>) -> () loc(#loc21)
  }) : () -> () loc(#loc17)
}) : () -> () loc(#loc)
#loc = loc("linalg_region_casts.mlir":0:0)
#loc1 = loc("linalg_region_casts.mlir":2:1)
#loc4 = loc("linalg_region_casts.mlir":3:8)
#loc6 = loc("linalg_region_casts.mlir":4:3)
#loc7 = loc("linalg_region_casts.mlir":6:1)
#loc10 = loc("linalg_region_casts.mlir":7:8)
#loc11 = loc("linalg_region_casts.mlir":8:3)
#loc12 = loc("linalg_region_casts.mlir":10:1)
#loc15 = loc("linalg_region_casts.mlir":11:8)
#loc16 = loc("linalg_region_casts.mlir":12:3)
#loc17 = loc("linalg_region_casts.mlir":14:1)
#loc20 = loc("linalg_region_casts.mlir":15:8)
#loc21 = loc("linalg_region_casts.mlir":16:3)

