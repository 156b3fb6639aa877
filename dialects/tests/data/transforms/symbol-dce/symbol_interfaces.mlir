"builtin.module"() ({
  "memref.global"() <{initial_value = dense<0.000000e+00> : tensor<2xf32>, sym_name = "g_dead", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<2xf32>, sym_name = "g_live", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "g_pub", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{sym_name = "g_decl", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "ml_program.global"() <{sym_name = "m_dead", sym_visibility = "private", type = tensor<4xi32>, value = dense<4> : tensor<4xi32>}> : () -> ()
  "ml_program.global"() <{is_mutable, sym_name = "m_live", sym_visibility = "private", type = tensor<4xi32>, value = dense<4> : tensor<4xi32>}> : () -> ()
  "ml_program.func"() <{function_type = (i32) -> i32, sym_name = "mf_decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "ml_program.func"() <{function_type = (i32) -> i32, sym_name = "mf_pub"}> ({
  ^bb0(%arg1: i32):
    "ml_program.return"(%arg1) : (i32) -> ()
  }) : () -> ()
  "ml_program.subgraph"() <{function_type = (i32) -> i32, sym_name = "sg_dead", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    "ml_program.output"(%arg0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f_decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f_called", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<2xf32>, sym_name = "user"}> ({
    %0 = "memref.get_global"() <{name = @g_live}> : () -> memref<2xf32>
    %1 = "ml_program.global_load"() <{global = @m_live}> : () -> tensor<4xi32>
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "func.call"(%2) <{callee = @f_called}> : (i32) -> i32
    "func.return"(%0) : (memref<2xf32>) -> ()
  }) : () -> ()
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "anon_dead", sym_visibility = "private"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "anon_pub"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

