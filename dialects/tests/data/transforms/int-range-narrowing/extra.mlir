"builtin.module"() ({
  "func.func"() <{function_type = (i8, i16) -> (i8, i8, i16), sym_name = "index_cast_chain"}> ({
  ^bb0(%arg13: i8, %arg14: i16):
    %23 = "arith.index_castui"(%arg13) : (i8) -> index
    %24 = "arith.index_castui"(%23) : (index) -> i8
    %25 = "arith.index_cast"(%arg13) : (i8) -> index
    %26 = "arith.index_cast"(%25) : (index) -> i8
    %27 = "arith.index_cast"(%arg14) : (i16) -> index
    %28 = "arith.index_cast"(%27) : (index) -> i16
    "func.return"(%24, %26, %28) : (i8, i8, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> i32, sym_name = "to_i1"}> ({
  ^bb0(%arg11: i1, %arg12: i1):
    %20 = "arith.extui"(%arg11) : (i1) -> i32
    %21 = "arith.extui"(%arg12) : (i1) -> i32
    %22 = "arith.andi"(%20, %21) : (i32, i32) -> i32
    "func.return"(%22) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i8, i8) -> (i32, i32, i32, i32), sym_name = "select_and_shifts"}> ({
  ^bb0(%arg8: i1, %arg9: i8, %arg10: i8):
    %13 = "arith.extui"(%arg9) : (i8) -> i32
    %14 = "arith.extsi"(%arg10) : (i8) -> i32
    %15 = "arith.select"(%arg8, %13, %14) : (i1, i32, i32) -> i32
    %16 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %17 = "arith.shrui"(%13, %16) : (i32, i32) -> i32
    %18 = "arith.maxsi"(%13, %14) : (i32, i32) -> i32
    %19 = "arith.minui"(%13, %17) : (i32, i32) -> i32
    "func.return"(%15, %17, %18, %19) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi32>, sym_name = "tensor_ops"}> ({
  ^bb0(%arg6: tensor<4xi8>, %arg7: tensor<4xi8>):
    %10 = "arith.extui"(%arg6) : (tensor<4xi8>) -> tensor<4xi32>
    %11 = "arith.extui"(%arg7) : (tensor<4xi8>) -> tensor<4xi32>
    %12 = "arith.addi"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%12) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<100xindex>) -> (), sym_name = "loop_iv"}> ({
  ^bb0(%arg4: memref<100xindex>):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.constant"() <{value = 100 : index}> : () -> index
    "scf.for"(%5, %7, %6) ({
    ^bb0(%arg5: index):
      %8 = "arith.addi"(%arg5, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %9 = "arith.muli"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "memref.store"(%9, %arg4, %arg5) : (index, memref<100xindex>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> tensor<?xf32>, sym_name = "tensor_generate_no_crash"}> ({
  ^bb0(%arg2: index):
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4 = "tensor.generate"(%arg2) ({
    ^bb0(%arg3: index):
      "tensor.yield"(%3) : (f32) -> ()
    }) : (index) -> tensor<?xf32>
    "func.return"(%4) : (tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> tensor<?xindex>, sym_name = "tensor_generate_with_arith"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "tensor.generate"(%arg0) ({
    ^bb0(%arg1: index):
      %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "tensor.yield"(%2) : (index) -> ()
    }) : (index) -> tensor<?xindex>
    "func.return"(%1) : (tensor<?xindex>) -> ()
  }) : () -> ()
}) : () -> ()

