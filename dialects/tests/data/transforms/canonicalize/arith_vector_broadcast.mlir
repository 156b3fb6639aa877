"builtin.module"() ({
  "func.func"() <{function_type = () -> vector<4xf32>, sym_name = "sitofp_splat"}> ({
    %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %13 = "vector.broadcast"(%12) : (i32) -> vector<4xi32>
    %14 = "arith.sitofp"(%13) : (vector<4xi32>) -> vector<4xf32>
    "func.return"(%14) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<2x4xi1>, sym_name = "broadcast_of_splat"}> ({
    %9 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %10 = "vector.broadcast"(%9) : (vector<4xi1>) -> vector<2x4xi1>
    %11 = "arith.xori"(%10, %10) : (vector<2x4xi1>, vector<2x4xi1>) -> vector<2x4xi1>
    "func.return"(%11) : (vector<2x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>) -> vector<4xf32>, sym_name = "broadcast_same_type"}> ({
  ^bb0(%arg1: vector<4xf32>):
    %6 = "vector.broadcast"(%arg1) : (vector<4xf32>) -> vector<4xf32>
    %7 = "arith.negf"(%6) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %8 = "arith.negf"(%7) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    "func.return"(%8) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> vector<2x3xf32>, sym_name = "broadcast_dense_stays"}> ({
  ^bb0(%arg0: f32):
    %2 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %3 = "vector.broadcast"(%2) : (vector<3xf32>) -> vector<2x3xf32>
    %4 = "vector.broadcast"(%arg0) : (f32) -> vector<2x3xf32>
    %5 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    "func.return"(%5) : (vector<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<4xi8>, sym_name = "broadcast_poison"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i8
    %1 = "vector.broadcast"(%0) : (i8) -> vector<4xi8>
    "func.return"(%1) : (vector<4xi8>) -> ()
  }) : () -> ()
}) : () -> ()

