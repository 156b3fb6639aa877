"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xi32>) -> (), sym_name = "single_iteration_some"}> ({
  ^bb0(%arg24: memref<?x?x?xi32>):
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "arith.constant"() <{value = 2 : index}> : () -> index
    %30 = "arith.constant"() <{value = 3 : index}> : () -> index
    %31 = "arith.constant"() <{value = 6 : index}> : () -> index
    %32 = "arith.constant"() <{value = 7 : index}> : () -> index
    %33 = "arith.constant"() <{value = 10 : index}> : () -> index
    "scf.parallel"(%27, %30, %32, %28, %31, %33, %28, %29, %30) <{operandSegmentSizes = array<i32: 3, 3, 3, 0>}> ({
    ^bb0(%arg25: index, %arg26: index, %arg27: index):
      %34 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      "memref.store"(%34, %arg24, %arg25, %arg26, %arg27) : (i32, memref<?x?x?xi32>, index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?x?xi32>) -> (), sym_name = "single_iteration_all"}> ({
  ^bb0(%arg20: memref<?x?x?xi32>):
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 3 : index}> : () -> index
    %23 = "arith.constant"() <{value = 6 : index}> : () -> index
    %24 = "arith.constant"() <{value = 7 : index}> : () -> index
    %25 = "arith.constant"() <{value = 10 : index}> : () -> index
    "scf.parallel"(%20, %22, %24, %21, %23, %25, %21, %22, %22) <{operandSegmentSizes = array<i32: 3, 3, 3, 0>}> ({
    ^bb0(%arg21: index, %arg22: index, %arg23: index):
      %26 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      "memref.store"(%26, %arg20, %arg21, %arg22, %arg23) : (i32, memref<?x?x?xi32>, index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (index, index), sym_name = "single_iteration_reduce"}> ({
  ^bb0(%arg12: index, %arg13: index):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "arith.constant"() <{value = 2 : index}> : () -> index
    %15 = "arith.constant"() <{value = 3 : index}> : () -> index
    %16 = "arith.constant"() <{value = 6 : index}> : () -> index
    %17:2 = "scf.parallel"(%13, %15, %14, %16, %13, %15, %arg12, %arg13) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg14: index, %arg15: index):
      "scf.reduce"(%arg14, %arg15) ({
      ^bb0(%arg18: index, %arg19: index):
        %19 = "arith.addi"(%arg18, %arg19) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.reduce.return"(%19) : (index) -> ()
      }, {
      ^bb0(%arg16: index, %arg17: index):
        %18 = "arith.muli"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.reduce.return"(%18) : (index) -> ()
      }) : (index, index) -> ()
    }) : (index, index, index, index, index, index, index, index) -> (index, index)
    "func.return"(%17#0, %17#1) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?x?xf64>) -> memref<?x?x?xf64>, sym_name = "nested_parallel"}> ({
  ^bb0(%arg8: memref<?x?x?xf64>):
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "memref.dim"(%arg8, %4) : (memref<?x?x?xf64>, index) -> index
    %8 = "memref.dim"(%arg8, %5) : (memref<?x?x?xf64>, index) -> index
    %9 = "memref.dim"(%arg8, %6) : (memref<?x?x?xf64>, index) -> index
    %10 = "memref.alloc"(%7, %8, %9) <{operandSegmentSizes = array<i32: 3, 0>}> : (index, index, index) -> memref<?x?x?xf64>
    "scf.parallel"(%4, %7, %5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg9: index):
      "scf.parallel"(%4, %8, %5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg10: index):
        "scf.parallel"(%4, %9, %5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
        ^bb0(%arg11: index):
          %11 = "memref.load"(%arg8, %arg9, %arg10, %arg11) : (memref<?x?x?xf64>, index, index, index) -> f64
          "memref.store"(%11, %10, %arg9, %arg10, %arg11) : (f64, memref<?x?x?xf64>, index, index, index) -> ()
          "scf.reduce"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"(%10) : (memref<?x?x?xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "remove_empty_parallel_loop"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "tst.init"() : () -> f32
    %1 = "scf.parallel"(%arg0, %arg1, %arg0, %arg1, %arg1, %arg1, %arg2, %arg2, %arg2, %0) <{operandSegmentSizes = array<i32: 3, 3, 3, 1>}> ({
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      %2 = "tst.produce"() : () -> f32
      "scf.reduce"(%2) ({
      ^bb0(%arg6: f32, %arg7: f32):
        %3 = "tst.transform"(%arg6, %arg7) : (f32, f32) -> f32
        "scf.reduce.return"(%3) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, index, index, index, index, index, index, f32) -> f32
    "tst.consume"(%1) : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

