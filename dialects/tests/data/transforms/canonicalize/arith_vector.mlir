"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>, tensor<2xi32>, vector<4xi32>), sym_name = "vectors"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.constant"() <{value = dense<3> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.constant"() <{value = dense<4> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %4 = "arith.muli"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %5 = "arith.cmpi"(%2, %0) <{predicate = 4 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %6 = "arith.constant"() <{value = dense<1.500000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %7 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %8 = "arith.addf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %9 = "arith.constant"() <{value = dense<[7, 8]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %10 = "arith.constant"() <{value = dense<[1, -1]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %11 = "arith.subi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %12 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %13 = "arith.addi"(%arg0, %12) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%3, %4, %5, %8, %11, %13) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>, tensor<2xi32>, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

