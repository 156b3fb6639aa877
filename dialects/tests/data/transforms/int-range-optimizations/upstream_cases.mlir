"builtin.module"() ({
  "func.func"() <{function_type = (i32, tensor<128xi1>) -> tensor<128xi64>, sym_name = "analysis_crash"}> ({
  ^bb0(%arg0: i32, %arg1: tensor<128xi1>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = dense<-1> : tensor<128xi32>}> : () -> tensor<128xi32>
    %2 = "tensor.splat"(%arg0) : (i32) -> tensor<128xi32>
    %3 = "scf.for"(%0, %arg0, %arg0, %2) ({
    ^bb0(%arg2: i32, %arg3: tensor<128xi32>):
      "scf.yield"(%arg3) : (tensor<128xi32>) -> ()
    }) : (i32, i32, i32, tensor<128xi32>) -> tensor<128xi32>
    %4 = "arith.select"(%arg1, %3, %1) : (tensor<128xi1>, tensor<128xi32>, tensor<128xi32>) -> tensor<128xi32>
    %5 = "arith.extsi"(%4) : (tensor<128xi32>) -> tensor<128xi64>
    "func.return"(%5) : (tensor<128xi64>) -> ()
  }) : () -> ()
}) : () -> ()

