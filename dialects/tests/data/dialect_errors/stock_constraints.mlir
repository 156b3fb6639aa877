// The constraints the .ods files now take from the prelude's parameterised
// constraints (RankedI64ElementsAttr<[2]>, I32ElementsAttr, TensorRankOf<[I8], [1]>)
// and ops declared through op classes (arith's binary, cast and compare ops).
func.func @f(%a: tensor<1x4x4x1xf32>, %b: tensor<1x1x1x1xf32>, %c: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%a, %b : tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>) outs(%c : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %0 : tensor<1x4x4x1xf32>
}
// -----
"affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi64>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
^bb0(%i: index):
  "affine.yield"() : () -> ()
}) : () -> ()
// -----
func.func @f(%a: tensor<4xi8>, %m: tensor<1x1xi32>, %s: tensor<1xi8>, %z: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1x1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// -----
func.func @f(%a: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1x1xi8>, %z: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// -----
func.func @f(%a: tensor<1x4x4x1xf32>, %b: tensor<1x1x1x1xf32>, %c: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1.0> : tensor<2xf32>} ins(%a, %b : tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>) outs(%c : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %0 : tensor<1x4x4x1xf32>
}
// -----
"affine.parallel"() <{lowerBoundsGroups = "x", lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
^bb0(%i: index):
  "affine.yield"() : () -> ()
}) : () -> ()
// -----
"affine.parallel"() <{lowerBoundsGroups = dense<1.0> : tensor<1xf32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
^bb0(%i: index):
  "affine.yield"() : () -> ()
}) : () -> ()
// -----
func.func @cast_ok(%a: i32, %b: f32) -> (i64, f64, i1) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extf %b fastmath<fast> : f32 to f64
  %2 = arith.cmpf oeq, %b, %b fastmath<nnan> : f32
  %3 = arith.divui %a, %a exact : i32
  %4 = arith.addi %a, %a overflow<nsw> : i32
  return %0, %1, %2 : i64, f64, i1
}
// -----
func.func @cast_bad(%a: i64) -> i32 {
  %0 = arith.extsi %a : i64 to i32
  return %0 : i32
}
// -----
%0 = "arith.cmpi"() <{predicate = 10 : i64}> : () -> i1
// -----
%c = "test.c"() : () -> f32
%0 = "arith.divsi"(%c, %c) : (f32, f32) -> f32
// -----
%c = "test.c"() : () -> i32
%0 = "arith.shrui"(%c, %c) <{isExact = 1 : i32}> : (i32, i32) -> i32
