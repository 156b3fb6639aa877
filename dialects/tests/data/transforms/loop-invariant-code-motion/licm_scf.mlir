"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "hoist_scf_for_with_unknown_trip_count_unit_step"}> ({
  ^bb0(%arg32: index, %arg33: index):
    %41 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%arg32, %arg33, %41) ({
    ^bb0(%arg34: index):
      "scf.for"(%arg32, %arg33, %41) ({
      ^bb0(%arg35: index):
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "hoist_scf_for_with_unknown_trip_count_non_unit_constant_step"}> ({
  ^bb0(%arg28: index, %arg29: index):
    %39 = "arith.constant"() <{value = 1 : index}> : () -> index
    %40 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%arg28, %arg29, %39) ({
    ^bb0(%arg30: index):
      "scf.for"(%arg28, %arg29, %40) ({
      ^bb0(%arg31: index):
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "hoist_scf_for_with_unknown_trip_count_unknown_step"}> ({
  ^bb0(%arg23: index, %arg24: index, %arg25: index):
    %38 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%arg23, %arg24, %38) ({
    ^bb0(%arg26: index):
      "scf.for"(%arg23, %arg24, %arg25) ({
      ^bb0(%arg27: index):
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "invariant_loop_dialect"}> ({
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "arith.constant"() <{value = 10 : index}> : () -> index
    %33 = "arith.constant"() <{value = 1 : index}> : () -> index
    %34 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %35 = "arith.constant"() <{value = 7.000000e+00 : f32}> : () -> f32
    %36 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "scf.for"(%31, %32, %33) ({
    ^bb0(%arg21: index):
      "scf.for"(%31, %32, %33) ({
      ^bb0(%arg22: index):
        %37 = "arith.addf"(%35, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "variant_loop_dialect"}> ({
    %26 = "arith.constant"() <{value = 0 : index}> : () -> index
    %27 = "arith.constant"() <{value = 10 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    "scf.for"(%26, %27, %28) ({
    ^bb0(%arg19: index):
      "scf.for"(%26, %27, %28) ({
      ^bb0(%arg20: index):
        %30 = "arith.addi"(%arg19, %arg20) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "parallel_loop_with_invariant"}> ({
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 10 : index}> : () -> index
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    "scf.parallel"(%19, %19, %20, %20, %21, %21) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg17: index, %arg18: index):
      %24 = "arith.addi"(%22, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %25 = "arith.addi"(%arg17, %arg18) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "make_val", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "nested_uses_inside"}> ({
  ^bb0(%arg13: index, %arg14: index, %arg15: index):
    %15 = "arith.constant"() <{value = true}> : () -> i1
    "scf.for"(%arg13, %arg14, %arg15) ({
    ^bb0(%arg16: index):
      %16 = "func.call"() <{callee = @make_val}> : () -> index
      %17 = "func.call"() <{callee = @make_val}> : () -> index
      %18 = "scf.if"(%15) ({
        "scf.yield"(%16) : (index) -> ()
      }, {
        "scf.yield"(%17) : (index) -> ()
      }) : (i1) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32) -> (), sym_name = "invariant_subgraph"}> ({
  ^bb0(%arg8: index, %arg9: index, %arg10: index, %arg11: i32):
    "scf.for"(%arg8, %arg9, %arg10) ({
    ^bb0(%arg12: index):
      %13 = "arith.addi"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.addi"(%arg11, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.sink"(%14) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, i32, i32, i1) -> f32, sym_name = "invariant_if_and_load"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: i32, %arg2: i32, %arg3: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "scf.for"(%0, %2, %1, %3) ({
    ^bb0(%arg4: index, %arg5: f32):
      %5 = "memref.load"(%arg0, %0) : (memref<4xf32>, index) -> f32
      %6 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "scf.if"(%arg3) ({
        %12 = "arith.muli"(%6, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%12) : (i32) -> ()
      }, {
        "scf.yield"(%arg2) : (i32) -> ()
      }) : (i1) -> i32
      %8 = "scf.while"(%arg1) ({
      ^bb0(%arg7: i32):
        %11 = "arith.cmpi"(%arg7, %arg2) <{predicate = 2 : i64}> : (i32, i32) -> i1
        "scf.condition"(%11, %arg7) : (i1, i32) -> ()
      }, {
      ^bb0(%arg6: i32):
        %10 = "arith.addi"(%arg6, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%10) : (i32) -> ()
      }) : (i32) -> i32
      %9 = "arith.addf"(%arg5, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%9) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%4) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

