"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xui8>, tensor<2x3xui16>) -> tensor<2x3xui8>, sym_name = "unsigned"}> ({
  ^bb0(%arg2: tensor<2x3xui8>, %arg3: tensor<2x3xui16>):
    %6 = "tosa.bitwise_not"(%arg2) : (tensor<2x3xui8>) -> tensor<2x3xui8>
    %7 = "tosa.clamp"(%6) <{max_val = 200 : ui8, min_val = 3 : ui8, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x3xui8>) -> tensor<2x3xui8>
    %8 = "tosa.bitwise_or"(%arg3, %arg3) : (tensor<2x3xui16>, tensor<2x3xui16>) -> tensor<2x3xui16>
    "func.return"(%7) : (tensor<2x3xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>, sym_name = "nan"}> ({
  ^bb0(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>):
    %0 = "tosa.maximum"(%arg0, %arg1) <{nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %1 = "tosa.minimum"(%0, %arg1) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %2 = "tosa.clamp"(%1) <{max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %3 = "tosa.reduce_max"(%2) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %4 = "tosa.reduce_min"(%2) <{axis = 1 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %5 = "tosa.argmax"(%2) <{axis = 1 : i32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<4x5xf32>) -> tensor<4xi32>
    "func.return"(%2) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()

