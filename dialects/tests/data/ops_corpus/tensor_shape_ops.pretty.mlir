module {
  func.func @concat(%arg0: tensor<2x3xf32>, %arg1: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %concat_0 = tensor.concat dim(1) %arg0, %arg0 {tag = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
    return %concat : tensor<?x3xf32>
  }
  func.func @gather_scatter(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x2x2xindex>, %arg2: tensor<7x1xi32>) {
    %gather = tensor.gather %arg0[%arg1] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
    %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0, 2]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
    %gather_1 = tensor.gather %arg0[%arg2] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<7x1xi32>) -> tensor<7x4x1x6xf32>
    %scatter = tensor.scatter %gather into %arg0[%arg1] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
    %scatter_2 = tensor.scatter %gather_0 into %arg0[%arg1] scatter_dims([0, 2]) unique {note = "r"} : (tensor<1x2x5xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
    return
  }
  func.func @generate(%arg0: index, %arg1: index) -> tensor<?x3x?xindex> {
    %generated = tensor.generate %arg0, %arg1 {
    ^bb0(%arg2: index, %arg3: index, %arg4: index):
      %0 = arith.addi %arg2, %arg4 : index
      tensor.yield %0 : index
    } : tensor<?x3x?xindex>
    %generated_0 = tensor.generate  {
    ^bb0(%arg2: index):
      %cst = arith.constant 1.000000e+00 : f32
      tensor.yield %cst : f32
    } {attr} : tensor<4xf32>
    return %generated : tensor<?x3x?xindex>
  }
  func.func @pad(%arg0: tensor<?x5xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<?x?xf32> {
    %padded = tensor.pad %arg0 low[%arg1, 1] high[2, %arg2] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg3 : f32
    } : tensor<?x5xf32> to tensor<?x?xf32>
    %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg3 : f32
    } : tensor<?x5xf32> to tensor<?x5xf32>
    %padded_1 = tensor.pad %arg0 low[1, 2] high[3, 4] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg3 : f32
    } {marker} : tensor<?x5xf32> to tensor<?x11xf32>
    return %padded : tensor<?x?xf32>
  }
  func.func @reshape_splat(%arg0: tensor<2x3xf32>, %arg1: tensor<1xi32>, %arg2: tensor<?xindex>, %arg3: tensor<*xf32>, %arg4: f32, %arg5: index) {
    %reshape = tensor.reshape %arg0(%arg1) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
    %reshape_0 = tensor.reshape %arg0(%arg2) : (tensor<2x3xf32>, tensor<?xindex>) -> tensor<*xf32>
    %reshape_1 = tensor.reshape %arg3(%arg1) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
    %splat = tensor.splat %arg4 : tensor<4x4xf32>
    %splat_2 = tensor.splat %arg4[%arg5, %arg5] : tensor<?x2x?xf32>
    %splat_3 = tensor.splat %arg5 {k = 0 : i64} : tensor<8xindex>
    return
  }
}

