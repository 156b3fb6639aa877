"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, sym_name = "float_to_complex"}> ({
  ^bb0(%arg12: tensor<4x4xf32>, %arg13: tensor<4x4xcomplex<f32>>):
    %12 = "linalg.copy"(%arg12, %arg13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: complex<f32>):
      %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %14 = "complex.create"(%arg14, %13) : (f32, f32) -> complex<f32>
      "linalg.yield"(%14) : (complex<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%12) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xcomplex<f16>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, sym_name = "complex_to_complex"}> ({
  ^bb0(%arg8: tensor<4x4xcomplex<f16>>, %arg9: tensor<4x4xcomplex<f32>>):
    %6 = "linalg.copy"(%arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: complex<f16>, %arg11: complex<f32>):
      %7 = "complex.re"(%arg10) <{fastmath = #arith.fastmath<none>}> : (complex<f16>) -> f16
      %8 = "complex.im"(%arg10) <{fastmath = #arith.fastmath<none>}> : (complex<f16>) -> f16
      %9 = "arith.extf"(%7) : (f16) -> f32
      %10 = "arith.extf"(%8) : (f16) -> f32
      %11 = "complex.create"(%9, %10) : (f32, f32) -> complex<f32>
      "linalg.yield"(%11) : (complex<f32>) -> ()
    }) : (tensor<4x4xcomplex<f16>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%6) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xi8>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, sym_name = "int_to_complex"}> ({
  ^bb0(%arg4: tensor<4x4xi8>, %arg5: tensor<4x4xcomplex<f32>>):
    %2 = "linalg.copy"(%arg4, %arg5) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: i8, %arg7: complex<f32>):
      %3 = "arith.uitofp"(%arg6) : (i8) -> f32
      %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %5 = "complex.create"(%3, %4) : (f32, f32) -> complex<f32>
      "linalg.yield"(%5) : (complex<f32>) -> ()
    }) : (tensor<4x4xi8>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%2) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xindex>, tensor<4x4xi32>) -> tensor<4x4xi32>, sym_name = "index_to_int"}> ({
  ^bb0(%arg0: tensor<4x4xindex>, %arg1: tensor<4x4xi32>):
    %0 = "linalg.copy"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: index, %arg3: i32):
      %1 = "arith.index_cast"(%arg2) : (index) -> i32
      "linalg.yield"(%1) : (i32) -> ()
    }) : (tensor<4x4xindex>, tensor<4x4xi32>) -> tensor<4x4xi32>
    "func.return"(%0) : (tensor<4x4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

