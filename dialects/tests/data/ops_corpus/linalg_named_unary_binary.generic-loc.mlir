#loc2 = loc("linalg_named_unary_binary.mlir":2:18)
#loc3 = loc("linalg_named_unary_binary.mlir":2:39)
#loc4 = loc("linalg_named_unary_binary.mlir":2:60)
#loc5 = loc("linalg_named_unary_binary.mlir":2:81)
#loc7 = loc(unknown)
#loc24 = loc("linalg_named_unary_binary.mlir":21:19)
#loc25 = loc("linalg_named_unary_binary.mlir":21:38)
#loc26 = loc("linalg_named_unary_binary.mlir":21:57)
#loc27 = loc("linalg_named_unary_binary.mlir":21:76)
#loc28 = loc("linalg_named_unary_binary.mlir":21:95)
#loc29 = loc("linalg_named_unary_binary.mlir":21:113)
#loc30 = loc("linalg_named_unary_binary.mlir":21:132)
#loc45 = loc("linalg_named_unary_binary.mlir":37:22)
#loc46 = loc("linalg_named_unary_binary.mlir":37:41)
#loc47 = loc("linalg_named_unary_binary.mlir":37:60)
#loc48 = loc("linalg_named_unary_binary.mlir":37:78)
#loc49 = loc("linalg_named_unary_binary.mlir":37:98)
#loc50 = loc("linalg_named_unary_binary.mlir":37:107)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, memref<4x8xf16>, memref<4x8xf16>) -> tensor<4x8xf32>, sym_name = "unary"}> ({
  ^bb0(%arg61: tensor<4x8xf32> loc("linalg_named_unary_binary.mlir":2:18), %arg62: tensor<4x8xf32> loc("linalg_named_unary_binary.mlir":2:39), %arg63: memref<4x8xf16> loc("linalg_named_unary_binary.mlir":2:60), %arg64: memref<4x8xf16> loc("linalg_named_unary_binary.mlir":2:81)):
    %33 = "linalg.exp"(%arg61, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg93: f32 loc(unknown), %arg94: f32 loc(unknown)):
      %62 = "math.exp"(%arg93) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%62) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc6)
    %34 = "linalg.log"(%33, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32 loc(unknown), %arg92: f32 loc(unknown)):
      %61 = "math.log"(%arg91) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%61) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc8)
    %35 = "linalg.abs"(%34, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32 loc(unknown), %arg90: f32 loc(unknown)):
      %60 = "math.absf"(%arg89) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%60) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc9)
    %36 = "linalg.ceil"(%35, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32 loc(unknown), %arg88: f32 loc(unknown)):
      %59 = "math.ceil"(%arg87) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%59) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc10)
    %37 = "linalg.floor"(%36, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32 loc(unknown), %arg86: f32 loc(unknown)):
      %58 = "math.floor"(%arg85) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%58) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc11)
    %38 = "linalg.negf"(%37, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32 loc(unknown), %arg84: f32 loc(unknown)):
      %57 = "arith.negf"(%arg83) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%57) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc12)
    %39 = "linalg.reciprocal"(%38, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: f32 loc(unknown), %arg82: f32 loc(unknown)):
      %55 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc7)
      %56 = "arith.divf"(%55, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
      "linalg.yield"(%56) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc13)
    %40 = "linalg.round"(%39, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32 loc(unknown), %arg80: f32 loc(unknown)):
      %54 = "math.round"(%arg79) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%54) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc14)
    %41 = "linalg.sqrt"(%40, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: f32 loc(unknown), %arg78: f32 loc(unknown)):
      %53 = "math.sqrt"(%arg77) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%53) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc15)
    %42 = "linalg.rsqrt"(%41, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: f32 loc(unknown), %arg76: f32 loc(unknown)):
      %52 = "math.rsqrt"(%arg75) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%52) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc16)
    %43 = "linalg.square"(%42, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32 loc(unknown), %arg74: f32 loc(unknown)):
      %51 = "arith.mulf"(%arg73, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
      "linalg.yield"(%51) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc17)
    %44 = "linalg.tanh"(%43, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32 loc(unknown), %arg72: f32 loc(unknown)):
      %50 = "math.tanh"(%arg71) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%50) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc18)
    %45 = "linalg.erf"(%44, %arg62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32 loc(unknown), %arg70: f32 loc(unknown)):
      %49 = "math.erf"(%arg69) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%49) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc19)
    "linalg.reciprocal"(%arg63, %arg64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f16 loc(unknown), %arg68: f16 loc(unknown)):
      %47 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16 loc(#loc7)
      %48 = "arith.divf"(%47, %arg67) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16 loc(#loc7)
      "linalg.yield"(%48) : (f16) -> () loc(#loc7)
    }) : (memref<4x8xf16>, memref<4x8xf16>) -> () loc(#loc20)
    "linalg.abs"(%arg63, %arg64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f16 loc(unknown), %arg66: f16 loc(unknown)):
      %46 = "math.absf"(%arg65) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16 loc(#loc7)
      "linalg.yield"(%46) : (f16) -> () loc(#loc7)
    }) {my.attr = 1 : i32} : (memref<4x8xf16>, memref<4x8xf16>) -> () loc(#loc21)
    "func.return"(%45) : (tensor<4x8xf32>) -> () loc(#loc22)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "binary"}> ({
  ^bb0(%arg16: tensor<4xf32> loc("linalg_named_unary_binary.mlir":21:19), %arg17: tensor<4xf32> loc("linalg_named_unary_binary.mlir":21:38), %arg18: tensor<4xi32> loc("linalg_named_unary_binary.mlir":21:57), %arg19: tensor<4xi32> loc("linalg_named_unary_binary.mlir":21:76), %arg20: tensor<4xi1> loc("linalg_named_unary_binary.mlir":21:95), %arg21: tensor<4xf32> loc("linalg_named_unary_binary.mlir":21:113), %arg22: tensor<4xi32> loc("linalg_named_unary_binary.mlir":21:132)):
    %9 = "linalg.div_unsigned"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: i32 loc(unknown), %arg59: i32 loc(unknown), %arg60: i32 loc(unknown)):
      %32 = "arith.divui"(%arg58, %arg59) : (i32, i32) -> i32 loc(#loc7)
      "linalg.yield"(%32) : (i32) -> () loc(#loc7)
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc(#loc31)
    %10 = "linalg.min"(%arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32 loc(unknown), %arg56: f32 loc(unknown), %arg57: f32 loc(unknown)):
      %31 = "arith.minimumf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
      "linalg.yield"(%31) : (f32) -> () loc(#loc7)
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc32)
    %11 = "linalg.min"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: i32 loc(unknown), %arg53: i32 loc(unknown), %arg54: i32 loc(unknown)):
      %30 = "arith.minsi"(%arg52, %arg53) : (i32, i32) -> i32 loc(#loc7)
      "linalg.yield"(%30) : (i32) -> () loc(#loc7)
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc(#loc33)
    %12 = "linalg.powf"(%arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32 loc(unknown), %arg50: f32 loc(unknown), %arg51: f32 loc(unknown)):
      %29 = "math.powf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
      "linalg.yield"(%29) : (f32) -> () loc(#loc7)
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc34)
    %13 = "linalg.select"(%arg20, %arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg45: i1 loc(unknown), %arg46: f32 loc(unknown), %arg47: f32 loc(unknown), %arg48: f32 loc(unknown)):
      %28 = "arith.select"(%arg45, %arg46, %arg47) : (i1, f32, f32) -> f32 loc(#loc7)
      "linalg.yield"(%28) : (f32) -> () loc(#loc7)
    }) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc35)
    %14 = "linalg.select"(%arg20, %arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg41: i1 loc(unknown), %arg42: i32 loc(unknown), %arg43: i32 loc(unknown), %arg44: i32 loc(unknown)):
      %27 = "arith.select"(%arg41, %arg42, %arg43) : (i1, i32, i32) -> i32 loc(#loc7)
      "linalg.yield"(%27) : (i32) -> () loc(#loc7)
    }) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc(#loc36)
    %15 = "linalg.add"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: i32 loc(unknown), %arg39: i32 loc(unknown), %arg40: i32 loc(unknown)):
      %26 = "arith.addi"(%arg38, %arg39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
      "linalg.yield"(%26) : (i32) -> () loc(#loc7)
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc(#loc37)
    %16 = "linalg.sub"(%arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32 loc(unknown), %arg36: f32 loc(unknown), %arg37: f32 loc(unknown)):
      %25 = "arith.subf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
      "linalg.yield"(%25) : (f32) -> () loc(#loc7)
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc38)
    %17 = "linalg.mul"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: i32 loc(unknown), %arg33: i32 loc(unknown), %arg34: i32 loc(unknown)):
      %24 = "arith.muli"(%arg32, %arg33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
      "linalg.yield"(%24) : (i32) -> () loc(#loc7)
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc(#loc39)
    %18 = "linalg.div"(%arg18, %arg19, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: i32 loc(unknown), %arg30: i32 loc(unknown), %arg31: i32 loc(unknown)):
      %23 = "arith.divsi"(%arg29, %arg30) : (i32, i32) -> i32 loc(#loc7)
      "linalg.yield"(%23) : (i32) -> () loc(#loc7)
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc(#loc40)
    %19 = "linalg.max"(%arg16, %arg17, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32 loc(unknown), %arg27: f32 loc(unknown), %arg28: f32 loc(unknown)):
      %22 = "arith.maximumf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
      "linalg.yield"(%22) : (f32) -> () loc(#loc7)
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc41)
    %20 = "linalg.add"(%arg20, %arg20, %arg20) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: i1 loc(unknown), %arg24: i1 loc(unknown), %arg25: i1 loc(unknown)):
      %21 = "arith.ori"(%arg23, %arg24) : (i1, i1) -> i1 loc(#loc7)
      "linalg.yield"(%21) : (i1) -> () loc(#loc7)
    }) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1> loc(#loc42)
    "func.return"(%14) : (tensor<4xi32>) -> () loc(#loc43)
  }) : () -> () loc(#loc23)
  "func.func"() <{function_type = (tensor<4xf16>, tensor<4xf32>, tensor<4xi8>, tensor<4xi32>, f32, i8) -> tensor<4xf32>, sym_name = "copy_fill"}> ({
  ^bb0(%arg0: tensor<4xf16> loc("linalg_named_unary_binary.mlir":37:22), %arg1: tensor<4xf32> loc("linalg_named_unary_binary.mlir":37:41), %arg2: tensor<4xi8> loc("linalg_named_unary_binary.mlir":37:60), %arg3: tensor<4xi32> loc("linalg_named_unary_binary.mlir":37:78), %arg4: f32 loc("linalg_named_unary_binary.mlir":37:98), %arg5: i8 loc("linalg_named_unary_binary.mlir":37:107)):
    %0 = "linalg.copy"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f16 loc(unknown), %arg15: f32 loc(unknown)):
      %8 = "arith.extf"(%arg14) : (f16) -> f32 loc(#loc7)
      "linalg.yield"(%8) : (f32) -> () loc(#loc7)
    }) : (tensor<4xf16>, tensor<4xf32>) -> tensor<4xf32> loc(#loc51)
    %1 = "linalg.copy"(%arg2, %arg3) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: i8 loc(unknown), %arg13: i32 loc(unknown)):
      %7 = "arith.extui"(%arg12) : (i8) -> i32 loc(#loc7)
      "linalg.yield"(%7) : (i32) -> () loc(#loc7)
    }) : (tensor<4xi8>, tensor<4xi32>) -> tensor<4xi32> loc(#loc52)
    %2 = "linalg.copy"(%arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: i8 loc(unknown), %arg11: i32 loc(unknown)):
      %6 = "arith.extsi"(%arg10) : (i8) -> i32 loc(#loc7)
      "linalg.yield"(%6) : (i32) -> () loc(#loc7)
    }) : (tensor<4xi8>, tensor<4xi32>) -> tensor<4xi32> loc(#loc53)
    %3 = "linalg.fill"(%arg4, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32 loc(unknown), %arg9: f32 loc(unknown)):
      "linalg.yield"(%arg8) : (f32) -> () loc(#loc7)
    }) : (f32, tensor<4xf32>) -> tensor<4xf32> loc(#loc54)
    %4 = "linalg.copy"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: i8 loc(unknown), %arg7: f32 loc(unknown)):
      %5 = "arith.sitofp"(%arg6) : (i8) -> f32 loc(#loc7)
      "linalg.yield"(%5) : (f32) -> () loc(#loc7)
    }) : (tensor<4xi8>, tensor<4xf32>) -> tensor<4xf32> loc(#loc55)
    "func.return"(%3) : (tensor<4xf32>) -> () loc(#loc56)
  }) : () -> () loc(#loc44)
}) : () -> () loc(#loc)
#loc = loc("linalg_named_unary_binary.mlir":0:0)
#loc1 = loc("linalg_named_unary_binary.mlir":2:1)
#loc6 = loc("linalg_named_unary_binary.mlir":3:8)
#loc8 = loc("linalg_named_unary_binary.mlir":4:8)
#loc9 = loc("linalg_named_unary_binary.mlir":5:8)
#loc10 = loc("linalg_named_unary_binary.mlir":6:8)
#loc11 = loc("linalg_named_unary_binary.mlir":7:8)
#loc12 = loc("linalg_named_unary_binary.mlir":8:8)
#loc13 = loc("linalg_named_unary_binary.mlir":9:8)
#loc14 = loc("linalg_named_unary_binary.mlir":10:8)
#loc15 = loc("linalg_named_unary_binary.mlir":11:8)
#loc16 = loc("linalg_named_unary_binary.mlir":12:8)
#loc17 = loc("linalg_named_unary_binary.mlir":13:9)
#loc18 = loc("linalg_named_unary_binary.mlir":14:9)
#loc19 = loc("linalg_named_unary_binary.mlir":15:9)
#loc20 = loc("linalg_named_unary_binary.mlir":16:3)
#loc21 = loc("linalg_named_unary_binary.mlir":17:3)
#loc22 = loc("linalg_named_unary_binary.mlir":18:3)
#loc23 = loc("linalg_named_unary_binary.mlir":21:1)
#loc31 = loc("linalg_named_unary_binary.mlir":22:8)
#loc32 = loc("linalg_named_unary_binary.mlir":23:8)
#loc33 = loc("linalg_named_unary_binary.mlir":24:8)
#loc34 = loc("linalg_named_unary_binary.mlir":25:8)
#loc35 = loc("linalg_named_unary_binary.mlir":26:8)
#loc36 = loc("linalg_named_unary_binary.mlir":27:8)
#loc37 = loc("linalg_named_unary_binary.mlir":28:8)
#loc38 = loc("linalg_named_unary_binary.mlir":29:8)
#loc39 = loc("linalg_named_unary_binary.mlir":30:8)
#loc40 = loc("linalg_named_unary_binary.mlir":31:8)
#loc41 = loc("linalg_named_unary_binary.mlir":32:9)
#loc42 = loc("linalg_named_unary_binary.mlir":33:9)
#loc43 = loc("linalg_named_unary_binary.mlir":34:3)
#loc44 = loc("linalg_named_unary_binary.mlir":37:1)
#loc51 = loc("linalg_named_unary_binary.mlir":38:8)
#loc52 = loc("linalg_named_unary_binary.mlir":39:8)
#loc53 = loc("linalg_named_unary_binary.mlir":40:8)
#loc54 = loc("linalg_named_unary_binary.mlir":41:8)
#loc55 = loc("linalg_named_unary_binary.mlir":42:8)
#loc56 = loc("linalg_named_unary_binary.mlir":43:3)

