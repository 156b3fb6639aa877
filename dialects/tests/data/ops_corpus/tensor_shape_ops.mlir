// CASE: tensor.concat, gather, scatter, generate, pad, yield, reshape and splat in custom form
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = tensor.concat dim(1) %a, %a {tag = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return %0 : tensor<?x3xf32>
}

func.func @gather_scatter(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>, %idx1: tensor<7x1xi32>) {
  %0 = tensor.gather %src[%idx] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  %1 = tensor.gather %src[%idx] gather_dims([0, 2]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
  %2 = tensor.gather %src[%idx1] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<7x1xi32>) -> tensor<7x4x1x6xf32>
  %3 = tensor.scatter %0 into %src[%idx] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  %4 = tensor.scatter %1 into %src[%idx] scatter_dims([0, 2]) unique {note = "r"} : (tensor<1x2x5xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

func.func @generate(%m: index, %n: index) -> tensor<?x3x?xindex> {
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %k : index
    tensor.yield %s : index
  } : tensor<?x3x?xindex>
  %1 = tensor.generate {
  ^bb0(%i: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } {attr} : tensor<4xf32>
  return %0 : tensor<?x3x?xindex>
}

func.func @pad(%t: tensor<?x5xf32>, %lo: index, %hi: index, %pv: f32) -> tensor<?x?xf32> {
  %0 = tensor.pad %t low[%lo, 1] high[2, %hi] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<?x5xf32> to tensor<?x?xf32>
  %1 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<?x5xf32> to tensor<?x5xf32>
  %2 = tensor.pad %t low[1, 2] high[3, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } {marker} : tensor<?x5xf32> to tensor<?x11xf32>
  return %0 : tensor<?x?xf32>
}

func.func @reshape_splat(%t: tensor<2x3xf32>, %s: tensor<1xi32>, %d: tensor<?xindex>, %u: tensor<*xf32>, %f: f32, %n: index) {
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  %1 = tensor.reshape %t(%d) : (tensor<2x3xf32>, tensor<?xindex>) -> tensor<*xf32>
  %2 = tensor.reshape %u(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
  %3 = tensor.splat %f : tensor<4x4xf32>
  %4 = tensor.splat %f[%n, %n] : tensor<?x2x?xf32>
  %5 = tensor.splat %n {k = 0 : i64} : tensor<8xindex>
  return
}
