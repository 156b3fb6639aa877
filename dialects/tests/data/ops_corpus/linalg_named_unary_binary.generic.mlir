"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, memref<4x8xf16>, memref<4x8xf16>) -> tensor<4x8xf32>, sym_name = "unary"}> ({
  ^bb0(%arg61: tensor<4x8xf32>, %arg62: tensor<4x8xf32>, %arg63: memref<4x8xf16>, %arg64: memref<4x8xf16>):
    %33 = "linalg.exp"(%arg61, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32):
      %62 = "math.exp"(%arg93) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %34 = "linalg.log"(%33, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32):
      %61 = "math.log"(%arg91) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %35 = "linalg.abs"(%34, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      %60 = "math.absf"(%arg89) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %36 = "linalg.ceil"(%35, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      %59 = "math.ceil"(%arg87) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %37 = "linalg.floor"(%36, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      %58 = "math.floor"(%arg85) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%58) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %38 = "linalg.negf"(%37, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      %57 = "arith.negf"(%arg83) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %39 = "linalg.reciprocal"(%38, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      %55 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %56 = "arith.divf"(%55, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %40 = "linalg.round"(%39, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32):
      %54 = "math.round"(%arg79) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %41 = "linalg.sqrt"(%40, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32):
      %53 = "math.sqrt"(%arg77) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %42 = "linalg.rsqrt"(%41, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32):
      %52 = "math.rsqrt"(%arg75) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %43 = "linalg.square"(%42, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32):
      %51 = "arith.mulf"(%arg73, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %44 = "linalg.tanh"(%43, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      %50 = "math.tanh"(%arg71) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %45 = "linalg.erf"(%44, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      %49 = "math.erf"(%arg69) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "linalg.reciprocal"(%arg63, %arg64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f16, %arg68: f16):
      %47 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      %48 = "arith.divf"(%47, %arg67) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%48) : (f16) -> ()
    }) : (memref<4x8xf16>, memref<4x8xf16>) -> ()
    "linalg.abs"(%arg63, %arg64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f16, %arg66: f16):
      %46 = "math.absf"(%arg65) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%46) : (f16) -> ()
    }) {my.attr = 1 : i32} : (memref<4x8xf16>, memref<4x8xf16>) -> ()
    "func.return"(%45) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "binary"}> ({
  ^bb0(%arg16: tensor<4xf32>, %arg17: tensor<4xf32>, %arg18: tensor<4xi32>, %arg19: tensor<4xi32>, %arg20: tensor<4xi1>, %arg21: tensor<4xf32>, %arg22: tensor<4xi32>):
    %9 = "linalg.div_unsigned"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: i32, %arg59: i32, %arg60: i32):
      %32 = "arith.divui"(%arg58, %arg59) : (i32, i32) -> i32
      "linalg.yield"(%32) : (i32) -> ()
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %10 = "linalg.min"(%arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %31 = "arith.minimumf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%31) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "linalg.min"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: i32, %arg53: i32, %arg54: i32):
      %30 = "arith.minsi"(%arg52, %arg53) : (i32, i32) -> i32
      "linalg.yield"(%30) : (i32) -> ()
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %12 = "linalg.powf"(%arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
      %29 = "math.powf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%29) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "linalg.select"(%arg20, %arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg45: i1, %arg46: f32, %arg47: f32, %arg48: f32):
      %28 = "arith.select"(%arg45, %arg46, %arg47) : (i1, f32, f32) -> f32
      "linalg.yield"(%28) : (f32) -> ()
    }) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "linalg.select"(%arg20, %arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg41: i1, %arg42: i32, %arg43: i32, %arg44: i32):
      %27 = "arith.select"(%arg41, %arg42, %arg43) : (i1, i32, i32) -> i32
      "linalg.yield"(%27) : (i32) -> ()
    }) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %15 = "linalg.add"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: i32, %arg39: i32, %arg40: i32):
      %26 = "arith.addi"(%arg38, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%26) : (i32) -> ()
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %16 = "linalg.sub"(%arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %25 = "arith.subf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%25) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "linalg.mul"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: i32, %arg33: i32, %arg34: i32):
      %24 = "arith.muli"(%arg32, %arg33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%24) : (i32) -> ()
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %18 = "linalg.div"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: i32, %arg30: i32, %arg31: i32):
      %23 = "arith.divsi"(%arg29, %arg30) : (i32, i32) -> i32
      "linalg.yield"(%23) : (i32) -> ()
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %19 = "linalg.max"(%arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %22 = "arith.maximumf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%22) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "linalg.add"(%arg20, %arg20, %arg20) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: i1, %arg24: i1, %arg25: i1):
      %21 = "arith.ori"(%arg23, %arg24) : (i1, i1) -> i1
      "linalg.yield"(%21) : (i1) -> ()
    }) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    "func.return"(%14) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf16>, tensor<4xf32>, tensor<4xi8>, tensor<4xi32>, f32, i8) -> tensor<4xf32>, sym_name = "copy_fill"}> ({
  ^bb0(%arg0: tensor<4xf16>, %arg1: tensor<4xf32>, %arg2: tensor<4xi8>, %arg3: tensor<4xi32>, %arg4: f32, %arg5: i8):
    %0 = "linalg.copy"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f16, %arg15: f32):
      %8 = "arith.extf"(%arg14) : (f16) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<4xf16>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "linalg.copy"(%arg2, %arg3) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: i8, %arg13: i32):
      %7 = "arith.extui"(%arg12) : (i8) -> i32
      "linalg.yield"(%7) : (i32) -> ()
    }) : (tensor<4xi8>, tensor<4xi32>) -> tensor<4xi32>
    %2 = "linalg.copy"(%arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: i8, %arg11: i32):
      %6 = "arith.extsi"(%arg10) : (i8) -> i32
      "linalg.yield"(%6) : (i32) -> ()
    }) : (tensor<4xi8>, tensor<4xi32>) -> tensor<4xi32>
    %3 = "linalg.fill"(%arg4, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
    %4 = "linalg.copy"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: i8, %arg7: f32):
      %5 = "arith.sitofp"(%arg6) : (i8) -> f32
      "linalg.yield"(%5) : (f32) -> ()
    }) : (tensor<4xi8>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%3) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

