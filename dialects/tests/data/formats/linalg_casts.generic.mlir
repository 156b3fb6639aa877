#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>, tensor<4x8xf16>, tensor<8x16xf16>, tensor<4x16xf32>, tensor<4x16xf16>) -> (tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>, %arg3: tensor<4x8xf16>, %arg4: tensor<8x16xf16>, %arg5: tensor<4x16xf32>, %arg6: tensor<4x16xf16>):
    %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: i8, %arg17: i8, %arg18: i32):
      %19 = "arith.extsi"(%arg16) : (i8) -> i32
      %20 = "arith.extsi"(%arg17) : (i8) -> i32
      %21 = "arith.muli"(%19, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %22 = "arith.addi"(%arg18, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%22) : (i32) -> ()
    }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %1 = "linalg.matmul"(%arg3, %arg4, %arg5) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f16, %arg14: f16, %arg15: f32):
      %15 = "arith.extf"(%arg13) : (f16) -> f32
      %16 = "arith.extf"(%arg14) : (f16) -> f32
      %17 = "arith.mulf"(%15, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "arith.addf"(%arg15, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<4x8xf16>, tensor<8x16xf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2 = "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: i8, %arg11: i8, %arg12: i32):
      %11 = "arith.extui"(%arg10) : (i8) -> i32
      %12 = "arith.extui"(%arg11) : (i8) -> i32
      %13 = "arith.muli"(%11, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.addi"(%arg12, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%14) : (i32) -> ()
    }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "tensor.empty"() : () -> tensor<4x16xf32>
    %5 = "tensor.empty"() : () -> tensor<4x16xi1>
    %6 = "tensor.empty"() : () -> tensor<4x8xi1>
    %7 = "tensor.empty"() : () -> tensor<8x16xi1>
    %8 = "linalg.matmul"(%6, %7, %5) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: i1, %arg8: i1, %arg9: i1):
      %9 = "arith.andi"(%arg7, %arg8) : (i1, i1) -> i1
      %10 = "arith.ori"(%arg9, %9) : (i1, i1) -> i1
      "linalg.yield"(%10) : (i1) -> ()
    }) : (tensor<4x8xi1>, tensor<8x16xi1>, tensor<4x16xi1>) -> tensor<4x16xi1>
    "func.return"(%0, %1, %2, %4, %8) : (tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi1>) -> ()
  }) : () -> ()
}) : () -> ()

