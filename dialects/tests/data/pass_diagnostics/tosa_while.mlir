func.func @while_concat(%arg0 : tensor<i32>, %arg1 : tensor<1x2xi32>, %arg4 : tensor<2x3xi32>) -> () {
  %1:2 = "tosa.while_loop"(%arg0, %arg1) ({
  ^bb0(%arg2: tensor<*xi32>, %arg3: tensor<*xi32>):
    %2 = "tosa.const"() {values = dense<3> : tensor<i32>} : () -> tensor<i32>
    %3 = "tosa.greater_equal"(%2, %arg2) : (tensor<i32>, tensor<*xi32>) -> tensor<*xi1>
    "tosa.yield"(%3) : (tensor<*xi1>) -> ()
  },  {
  ^bb0(%arg2: tensor<*xi32>, %arg3: tensor<*xi32>):
    %2 = "tosa.const"() {values = dense<1> : tensor<i32>} : () -> tensor<i32>
    %3 = "tosa.add"(%arg2, %2) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    %4 = "tosa.concat"(%arg3, %arg4) { axis = 1 : i32 } : (tensor<*xi32>, tensor<2x3xi32>) -> (tensor<*xi32>)
    %5 = "tosa.concat"(%arg3, %arg3) { axis = 0 : i32 } : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>)
    "tosa.yield"(%3, %5) : (tensor<*xi32>, tensor<*xi32>) -> ()
  }) : (tensor<i32>, tensor<1x2xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  return
}
