func.func @test_return(%arg0 : tensor<4xf32>) -> tensor<*xf32> {
  %0 = tosa.log %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

func.func @test_multiple(%arg0 : tensor<4xf32>, %arg1 : tensor<1xf32>, %arg2 : tensor<1xf32>) -> tensor<*xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.log %0 : (tensor<*xf32>) -> tensor<*xf32>
  %2 = tosa.sub %0, %arg2 : (tensor<*xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

func.func @test_unary_f32(%arg0 : tensor<4xf32>) -> () {
  %0 = tosa.abs %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %1 = tosa.ceil %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %2 = tosa.clamp %arg0 {min_val = 0.0 : f32, max_val = 10.0 : f32} : (tensor<4xf32>) -> tensor<*xf32>
  %3 = tosa.exp %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %4 = tosa.floor %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %5 = tosa.log %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %6 = tosa.negate %arg0, %zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %7 = tosa.reciprocal %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %8 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<4xf32>) -> tensor<?xf32>
  %9 = tosa.rsqrt %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %10 = tosa.tanh %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %11 = tosa.sigmoid %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %12 = tosa.cast %arg0 : (tensor<4xf32>) -> tensor<*xi32>
  %13 = tosa.erf %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %14 = tosa.cos %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %15 = tosa.sin %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %16 = tosa.identity %arg0 : (tensor<4xf32>) -> tensor<?xf32>
  return
}

func.func @test_negate_rank0(%arg0 : tensor<f32>) -> () {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.negate %arg0, %zp, %zp : (tensor<f32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  return
}

func.func @test_unary_i32(%arg0 : tensor<4xi32>) -> () {
  %0 = tosa.abs %arg0 : (tensor<4xi32>) -> tensor<*xi32>
  %1 = tosa.bitwise_not %arg0 : (tensor<4xi32>) -> tensor<*xi32>
  %2 = tosa.clamp %arg0 {min_val = 0 : i32, max_val = 10 : i32} : (tensor<4xi32>) -> tensor<*xi32>
  %3 = tosa.clz %arg0 : (tensor<4xi32>) -> tensor<*xi32>
  %4 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<4xi32>) -> tensor<?xi32>
  return
}

func.func @test_binary_scalar_f32(%arg0 : tensor<4xf32>, %arg1 : tensor<1xf32>) -> () {
  %0 = tosa.add %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.maximum %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %2 = tosa.minimum %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %3 = tosa.mul %arg0, %arg1, %shift : (tensor<4xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<*xf32>
  %4 = tosa.pow %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %5 = tosa.sub %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %6 = tosa.equal %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xi1>
  %7 = tosa.greater %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xi1>
  %8 = tosa.greater_equal %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xi1>
  return
}

func.func @test_binary_broadcast_f32(%arg0 : tensor<2x1x4xf32>, %arg1 : tensor<1x3x1xf32>) -> () {
  %0 = tosa.add %arg0, %arg1 : (tensor<2x1x4xf32>, tensor<1x3x1xf32>) -> tensor<*xf32>
  %1 = tosa.maximum %arg0, %arg1 : (tensor<2x1x4xf32>, tensor<1x3x1xf32>) -> tensor<*xf32>
  %2 = tosa.sub %arg0, %arg1 : (tensor<2x1x4xf32>, tensor<1x3x1xf32>) -> tensor<?x?x?xf32>
  return
}

func.func @test_binary_i32(%arg0 : tensor<4xi32>, %arg1 : tensor<1xi32>) -> () {
  %0 = tosa.bitwise_and %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %1 = tosa.bitwise_or %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %2 = tosa.bitwise_xor %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %3 = tosa.logical_left_shift %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %4 = tosa.logical_right_shift %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %5 = tosa.arithmetic_right_shift %arg0, %arg1 {round = false} : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %6 = tosa.intdiv %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  return
}

func.func @test_binary_i1(%arg0 : tensor<4xi1>, %arg1 : tensor<1xi1>) -> () {
  %0 = tosa.logical_and %arg0, %arg1 : (tensor<4xi1>, tensor<1xi1>) -> tensor<*xi1>
  %1 = tosa.logical_or %arg0, %arg1 : (tensor<4xi1>, tensor<1xi1>) -> tensor<*xi1>
  %2 = tosa.logical_xor %arg0, %arg1 : (tensor<4xi1>, tensor<1xi1>) -> tensor<*xi1>
  %3 = tosa.logical_not %arg0 : (tensor<4xi1>) -> tensor<*xi1>
  return
}

func.func @test_select_i32(%arg0 : tensor<4xi1>, %arg1 : tensor<1xi32>, %arg2 : tensor<4xi32>) -> () {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<4xi1>, tensor<1xi32>, tensor<4xi32>) -> tensor<*xi32>
  return
}

func.func @test_dynamic_broadcast(%arg0 : tensor<?xf32>, %arg1 : tensor<4xf32>, %arg2 : tensor<1xf32>) -> () {
  %0 = tosa.add %arg0, %arg1 : (tensor<?xf32>, tensor<4xf32>) -> tensor<*xf32>
  %1 = tosa.add %arg0, %arg2 : (tensor<?xf32>, tensor<1xf32>) -> tensor<*xf32>
  %2 = tosa.add %arg2, %arg0 : (tensor<1xf32>, tensor<?xf32>) -> tensor<*xf32>
  %3 = tosa.add %1, %arg1 : (tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
  return
}

func.func @test_unranked_operand(%arg0 : tensor<*xf32>, %arg1 : tensor<4xf32>) -> tensor<*xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
  %1 = tosa.exp %arg1 : (tensor<4xf32>) -> tensor<*xf32>
  %2 = "test.opaque"(%1, %1) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %3 = tosa.abs %1 : (tensor<*xf32>) -> tensor<*xf32>
  return %3 : tensor<*xf32>
}
