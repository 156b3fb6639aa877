"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x?x4xf32>, index) -> memref<2x?xf32>, sym_name = "a"}> ({
  ^bb0(%arg23: memref<2x?x4xf32>, %arg24: index):
    %24 = "memref.collapse_shape"(%arg23) <{reassociation = [[0, 1, 2]]}> : (memref<2x?x4xf32>) -> memref<?xf32>
    %25 = "memref.expand_shape"(%24, %arg24) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<2x?xf32>
    "func.return"(%25) : (memref<2x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x2x3xf32>, index) -> memref<?x6xf32>, sym_name = "b"}> ({
  ^bb0(%arg21: memref<?x2x3xf32>, %arg22: index):
    %22 = "memref.collapse_shape"(%arg21) <{reassociation = [[0, 1, 2]]}> : (memref<?x2x3xf32>) -> memref<?xf32>
    %23 = "memref.expand_shape"(%22, %arg22) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 6>}> : (memref<?xf32>, index) -> memref<?x6xf32>
    "func.return"(%23) : (memref<?x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x3x?xf32>, index) -> memref<6x?xf32>, sym_name = "c"}> ({
  ^bb0(%arg19: memref<2x3x?xf32>, %arg20: index):
    %20 = "memref.collapse_shape"(%arg19) <{reassociation = [[0, 1, 2]]}> : (memref<2x3x?xf32>) -> memref<?xf32>
    %21 = "memref.expand_shape"(%20, %arg20) <{reassociation = [[0, 1]], static_output_shape = array<i64: 6, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<6x?xf32>
    "func.return"(%21) : (memref<6x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x3x1x4xf32>) -> memref<6x4xf32>, sym_name = "d"}> ({
  ^bb0(%arg18: memref<2x3x1x4xf32>):
    %18 = "memref.collapse_shape"(%arg18) <{reassociation = [[0, 1, 2, 3]]}> : (memref<2x3x1x4xf32>) -> memref<24xf32>
    %19 = "memref.expand_shape"(%18) <{reassociation = [[0, 1]], static_output_shape = array<i64: 6, 4>}> : (memref<24xf32>) -> memref<6x4xf32>
    "func.return"(%19) : (memref<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x3x4x1xf32>) -> memref<6x4xf32>, sym_name = "e"}> ({
  ^bb0(%arg17: memref<2x3x4x1xf32>):
    %16 = "memref.collapse_shape"(%arg17) <{reassociation = [[0, 1, 2, 3]]}> : (memref<2x3x4x1xf32>) -> memref<24xf32>
    %17 = "memref.expand_shape"(%16) <{reassociation = [[0, 1]], static_output_shape = array<i64: 6, 4>}> : (memref<24xf32>) -> memref<6x4xf32>
    "func.return"(%17) : (memref<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x?x1x?xf32>, index, index) -> memref<?x?xf32>, sym_name = "f"}> ({
  ^bb0(%arg14: memref<1x?x1x?xf32>, %arg15: index, %arg16: index):
    %14 = "memref.collapse_shape"(%arg14) <{reassociation = [[0, 1, 2, 3]]}> : (memref<1x?x1x?xf32>) -> memref<?xf32>
    %15 = "memref.expand_shape"(%14, %arg15, %arg16) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?xf32>, index, index) -> memref<?x?xf32>
    "func.return"(%15) : (memref<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x1x?xf32>, index) -> memref<?x4xf32>, sym_name = "g"}> ({
  ^bb0(%arg12: memref<?x1x?xf32>, %arg13: index):
    %12 = "memref.collapse_shape"(%arg12) <{reassociation = [[0, 1, 2]]}> : (memref<?x1x?xf32>) -> memref<?xf32>
    %13 = "memref.expand_shape"(%12, %arg13) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>, index) -> memref<?x4xf32>
    "func.return"(%13) : (memref<?x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x2x3x5xf32>, index) -> memref<?x15xf32>, sym_name = "g7a"}> ({
  ^bb0(%arg10: memref<?x2x3x5xf32>, %arg11: index):
    %10 = "memref.collapse_shape"(%arg10) <{reassociation = [[0, 1, 2, 3]]}> : (memref<?x2x3x5xf32>) -> memref<?xf32>
    %11 = "memref.expand_shape"(%10, %arg11) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 15>}> : (memref<?xf32>, index) -> memref<?x15xf32>
    "func.return"(%11) : (memref<?x15xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x2x?xf32>, index, index) -> memref<?x?xf32>, sym_name = "g7b"}> ({
  ^bb0(%arg7: memref<?x2x?xf32>, %arg8: index, %arg9: index):
    %8 = "memref.collapse_shape"(%arg7) <{reassociation = [[0, 1, 2]]}> : (memref<?x2x?xf32>) -> memref<?xf32>
    %9 = "memref.expand_shape"(%8, %arg8, %arg9) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?xf32>, index, index) -> memref<?x?xf32>
    "func.return"(%9) : (memref<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x2x?xf32>, index) -> memref<2x?xf32>, sym_name = "g7c"}> ({
  ^bb0(%arg5: memref<2x2x?xf32>, %arg6: index):
    %6 = "memref.collapse_shape"(%arg5) <{reassociation = [[0, 1, 2]]}> : (memref<2x2x?xf32>) -> memref<?xf32>
    %7 = "memref.expand_shape"(%6, %arg6) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<2x?xf32>
    "func.return"(%7) : (memref<2x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x1xf32>) -> memref<f32>, sym_name = "g7d"}> ({
  ^bb0(%arg4: memref<1x1xf32>):
    %4 = "memref.collapse_shape"(%arg4) <{reassociation = [[0, 1]]}> : (memref<1x1xf32>) -> memref<1xf32>
    %5 = "memref.collapse_shape"(%4) <{reassociation = []}> : (memref<1xf32>) -> memref<f32>
    "func.return"(%5) : (memref<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x2x3x6x?xf32>, index, index) -> memref<?x6x?xf32>, sym_name = "g7e"}> ({
  ^bb0(%arg1: memref<?x2x3x6x?xf32>, %arg2: index, %arg3: index):
    %2 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1, 2, 3, 4]]}> : (memref<?x2x3x6x?xf32>) -> memref<?xf32>
    %3 = "memref.expand_shape"(%2, %arg2, %arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: -9223372036854775808, 6, -9223372036854775808>}> : (memref<?xf32>, index, index) -> memref<?x6x?xf32>
    "func.return"(%3) : (memref<?x6x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x1x4x1x5xf32>) -> memref<12x5xf32>, sym_name = "g7f"}> ({
  ^bb0(%arg0: memref<3x1x4x1x5xf32>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1, 2, 3, 4]]}> : (memref<3x1x4x1x5xf32>) -> memref<60xf32>
    %1 = "memref.expand_shape"(%0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 12, 5>}> : (memref<60xf32>) -> memref<12x5xf32>
    "func.return"(%1) : (memref<12x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()

