#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (10)>
#map3 = affine_map<(d0) -> (d0 + 1)>
#map4 = affine_map<() -> (20)>
#map5 = affine_map<()[s0] -> (s0)>
#set = affine_set<(d0, d1) : (d1 - d0 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "nested_loops_both_having_invariant_code"}> ({
    %29 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %30 = "arith.constant"() <{value = 7.000000e+00 : f32}> : () -> f32
    %31 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg23: index):
      %32 = "arith.addf"(%30, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg24: index):
        %33 = "arith.addf"(%32, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%32, %29, %arg23) <{map = #map}> : (f32, memref<10xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_loops_code_invariant_to_both"}> ({
    %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %26 = "arith.constant"() <{value = 7.000000e+00 : f32}> : () -> f32
    %27 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg21: index):
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg22: index):
        %28 = "arith.addf"(%26, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "single_loop_nothing_invariant"}> ({
    %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %21 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg20: index):
      %22 = "affine.load"(%20, %arg20) <{map = #map}> : (memref<10xf32>, index) -> f32
      %23 = "affine.load"(%21, %arg20) <{map = #map}> : (memref<10xf32>, index) -> f32
      %24 = "arith.addf"(%22, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.store"(%24, %20, %arg20) <{map = #map}> : (f32, memref<10xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "invariant_code_inside_affine_if"}> ({
    %16 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %17 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg19: index):
      %18 = "affine.apply"(%arg19) <{map = #map3}> : (index) -> index
      "affine.if"(%arg19, %18) <{condition = #set}> ({
        %19 = "arith.addf"(%17, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%19, %16, %arg19) <{map = #map}> : (f32, memref<10xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }, {
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "invariant_affine_if"}> ({
    %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %14 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg17: index):
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
      ^bb0(%arg18: index):
        "affine.if"(%arg17, %arg17) <{condition = #set}> ({
          %15 = "arith.addf"(%14, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "affine.yield"() : () -> ()
        }, {
        }) : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "hoist_affine_for_with_unknown_trip_count"}> ({
  ^bb0(%arg13: index, %arg14: index):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg15: index):
      "affine.for"(%arg13, %arg14) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg16: index):
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "hoist_affine_for_with_unknown_trip_count_non_unit_step"}> ({
  ^bb0(%arg9: index, %arg10: index):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg11: index):
      "affine.for"(%arg9, %arg10) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 1, 1, 0>, step = 2 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg12: index):
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "invariant_affine_if2"}> ({
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %11 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg7: index):
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg8: index):
        "affine.if"(%arg7, %arg7) <{condition = #set}> ({
          %12 = "arith.addf"(%11, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "affine.store"(%12, %10, %arg8) <{map = #map}> : (f32, memref<10xf32>, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "invariant_affine_nested_if"}> ({
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %7 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg5: index):
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg6: index):
        "affine.if"(%arg5, %arg5) <{condition = #set}> ({
          %8 = "arith.addf"(%7, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "affine.if"(%arg5, %arg5) <{condition = #set}> ({
            %9 = "arith.addf"(%8, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "affine.yield"() : () -> ()
          }, {
          }) : (index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "invariant_affine_nested_if_else"}> ({
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %3 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg3: index):
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg4: index):
        "affine.if"(%arg3, %arg3) <{condition = #set}> ({
          %4 = "arith.addf"(%3, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "affine.store"(%4, %2, %arg3) <{map = #map}> : (f32, memref<10xf32>, index) -> ()
          "affine.if"(%arg3, %arg3) <{condition = #set}> ({
            %5 = "arith.addf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "affine.yield"() : () -> ()
          }, {
            "affine.store"(%4, %2, %arg4) <{map = #map}> : (f32, memref<10xf32>, index) -> ()
            "affine.yield"() : () -> ()
          }) : (index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "affine_parallel_invariant"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index):
      "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
      ^bb0(%arg2: index):
        %1 = "arith.addf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

