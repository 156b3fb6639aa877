"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, f32, i32), sym_name = "red"}> ({
    %6 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %7 = "vector.reduction"(%6) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xi32>) -> i32
    %8 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %9 = "vector.reduction"(%8) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xf32>) -> f32
    %10 = "arith.constant"() <{value = dense<1> : vector<1xi32>}> : () -> vector<1xi32>
    %11 = "vector.reduction"(%10) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<1xi32>) -> i32
    "func.return"(%7, %9, %11) : (i32, f32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<4xf32>, sym_name = "fma"}> ({
    %3 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %4 = "arith.constant"() <{value = dense<2.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %5 = "vector.fma"(%3, %4, %3) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%5) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1xi32>, i32, vector<1xf32>, f32) -> (i32, f32, i32), sym_name = "red1"}> ({
  ^bb0(%arg0: vector<1xi32>, %arg1: i32, %arg2: vector<1xf32>, %arg3: f32):
    %0 = "vector.reduction"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<1xi32>, i32) -> i32
    %1 = "vector.reduction"(%arg2, %arg3) <{fastmath = #arith.fastmath<nnan>, kind = #vector.kind<maxnumf>}> : (vector<1xf32>, f32) -> f32
    %2 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minsi>}> : (vector<1xi32>) -> i32
    "func.return"(%0, %1, %2) : (i32, f32, i32) -> ()
  }) : () -> ()
}) : () -> ()

