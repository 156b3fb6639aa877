// scf.for with tensor iter_args (in place on a local buffer, and on an
// argument that is read after the loop, which forces a copy of the init),
// and scf.if yielding tensors.
#map = affine_map<(d0) -> (d0)>
module {
  func.func @accumulate(%arg0: tensor<4xf32>, %n: index) -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    %2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %1) -> (tensor<4xf32>) {
      %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%acc : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %4 = arith.addf %in, %out : f32
        linalg.yield %4 : f32
      } -> tensor<4xf32>
      scf.yield %3 : tensor<4xf32>
    }
    return %2 : tensor<4xf32>
  }
  func.func @loop_on_arg(%arg0: tensor<4xf32>, %n: index) -> (tensor<4xf32>, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 1.000000e+00 : f32
    %0 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %arg0) -> (tensor<4xf32>) {
      %1 = tensor.insert %cst into %t[%i] : tensor<4xf32>
      scf.yield %1 : tensor<4xf32>
    }
    %2 = tensor.extract %arg0[%c0] : tensor<4xf32>
    return %0, %2 : tensor<4xf32>, f32
  }
  func.func @select(%c: i1, %arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = scf.if %c -> (tensor<4xf32>) {
      scf.yield %arg0 : tensor<4xf32>
    } else {
      %cst = arith.constant 3.000000e+00 : f32
      %1 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %1 : tensor<4xf32>
    }
    return %0 : tensor<4xf32>
  }
}
