func.func @test_reduce(%arg0 : tensor<2x3x?xf32>, %arg1 : tensor<*xf32>, %arg2 : tensor<2x3xi1>) -> tensor<*xf32> {
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<2x3x?xf32>) -> tensor<*xf32>
  %1 = tosa.reduce_max %arg0 {axis = 0 : i32} : (tensor<2x3x?xf32>) -> tensor<?x?x?xf32>
  %2 = tosa.reduce_min %arg0 {axis = 2 : i32} : (tensor<2x3x?xf32>) -> tensor<*xf32>
  %3 = tosa.reduce_product %arg0 {axis = 2 : i32} : (tensor<2x3x?xf32>) -> tensor<*xf32>
  %4 = tosa.reduce_all %arg2 {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<*xi1>
  %5 = tosa.reduce_any %arg2 {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<*xi1>
  %6 = tosa.reduce_sum %arg1 {axis = 1 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

func.func @test_concat(%arg0 : tensor<1x2xf32>, %arg1 : tensor<2x2xf32>, %arg2 : tensor<?x2xf32>, %arg3 : tensor<*xf32>, %arg4 : tensor<1x?xf32>) -> () {
  %0 = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<*xf32>
  %1 = tosa.concat %arg0, %arg2 {axis = 0 : i32} : (tensor<1x2xf32>, tensor<?x2xf32>) -> tensor<*xf32>
  %2 = tosa.concat %arg0, %arg3 {axis = 0 : i32} : (tensor<1x2xf32>, tensor<*xf32>) -> tensor<*xf32>
  %3 = tosa.concat %arg3, %arg3 {axis = 0 : i32} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %4 = tosa.concat %arg4, %arg0 {axis = 1 : i32} : (tensor<1x?xf32>, tensor<1x2xf32>) -> tensor<*xf32>
  %5 = tosa.concat %arg0, %arg0, %arg0 {axis = 1 : i32} : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<?x?xf32>
  return
}

func.func @test_reshape(%arg0 : tensor<2x3xf32>, %arg1 : tensor<?x3xf32>) -> () {
  %c1 = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %c1 : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<*xf32>
  %c2 = tosa.const_shape {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.reshape %arg0, %c2 : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  %2 = tosa.reshape %arg1, %c2 : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  %c3 = tosa.const_shape {values = dense<[6]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %3 = tosa.reshape %arg0, %c3 : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<*xf32>
  return
}

func.func @test_transpose(%arg0 : tensor<1x2x3xi32>, %arg1 : tensor<4x4xf32>, %arg2 : tensor<?x2x?xi32>) -> () {
  %0 = tosa.transpose %arg0 {perms = array<i32: 2, 0, 1>} : (tensor<1x2x3xi32>) -> tensor<*xi32>
  %1 = tosa.transpose %arg1 {perms = array<i32: 1, 0>} : (tensor<4x4xf32>) -> tensor<?x?xf32>
  %2 = tosa.transpose %arg2 {perms = array<i32: 1, 2, 0>} : (tensor<?x2x?xi32>) -> tensor<?x?x?xi32>
  return
}

func.func @test_slice(%arg0 : tensor<4x5x?xf32>, %arg1 : tensor<*xf32>) -> () {
  %start = tosa.const_shape {values = dense<[1, 0, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %size = tosa.const_shape {values = dense<[2, -1, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.slice %arg0, %start, %size : (tensor<4x5x?xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x?x?xf32>
  %1 = tosa.slice %arg1, %start, %size : (tensor<*xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<*xf32>
  return
}

func.func @test_pad(%arg0 : tensor<1x2xf32>, %arg1 : tensor<?x2xf32>, %arg2 : tensor<*xf32>) -> () {
  %padding = tosa.const_shape {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pad_const = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.pad %arg0, %padding, %pad_const : (tensor<1x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x?xf32>
  %1 = tosa.pad %arg1, %padding, %pad_const : (tensor<?x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x?xf32>
  %2 = tosa.pad %arg2, %padding, %pad_const : (tensor<*xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<*xf32>
  return
}

func.func @test_tile(%arg0 : tensor<2x3x?xi32>) -> () {
  %cst = tosa.const_shape {values = dense<[2, 1, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.tile %arg0, %cst : (tensor<2x3x?xi32>, !tosa.shape<3>) -> tensor<?x?x?xi32>
  return
}
