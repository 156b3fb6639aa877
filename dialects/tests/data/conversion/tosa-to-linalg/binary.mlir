// Binary and ternary ops on floats, integers and booleans, broadcasting
// unit dimensions; NaN-ignoring maximum/minimum/clamp.
func.func @binary_f32(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = tosa.maximum %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.minimum %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.pow %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.equal %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %4 = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %5 = tosa.greater_equal %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %6 = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %7 = tosa.clamp %a {max_val = 1.0 : f32, min_val = -1.0 : f32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>
}

func.func @binary_i32(%a: tensor<4x1xi32>, %b: tensor<4x5xi32>) -> (tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi1>, tensor<4x5xi32>) {
  %0 = tosa.maximum %a, %b : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %1 = tosa.minimum %a, %b : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %2 = tosa.intdiv %a, %b : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %3 = tosa.bitwise_and %a, %b : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %4 = tosa.bitwise_or %a, %b : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %5 = tosa.bitwise_xor %a, %b : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %6 = tosa.logical_left_shift %a, %b : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %7 = tosa.logical_right_shift %a, %b : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %8 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %9 = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
  %10 = tosa.greater %a, %b : (tensor<4x1xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %11 = tosa.mul %a, %b, %s : (tensor<4x1xi32>, tensor<4x5xi32>, tensor<1xi8>) -> tensor<4x5xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi1>, tensor<4x5xi32>
}

func.func @unary_int(%a: tensor<6xi8>, %w: tensor<6xi16>) -> (tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi32>) {
  %0 = tosa.abs %a : (tensor<6xi8>) -> tensor<6xi8>
  %1 = tosa.bitwise_not %a : (tensor<6xi8>) -> tensor<6xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.negate %a, %z, %z : (tensor<6xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<6xi8>
  %3 = tosa.negate %a, %zp, %z : (tensor<6xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<6xi8>
  %4 = tosa.clamp %a {max_val = 100 : i8, min_val = -20 : i8} : (tensor<6xi8>) -> tensor<6xi8>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %5 = tosa.mul %w, %w, %s : (tensor<6xi16>, tensor<6xi16>, tensor<1xi8>) -> tensor<6xi32>
  return %0, %1, %2, %3, %4, %5 : tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi32>
}

func.func @clz(%a: tensor<6xi32>) -> tensor<6xi32> {
  %0 = tosa.clz %a : (tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

func.func @logical(%p: tensor<3xi1>, %q: tensor<3xi1>, %x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xf32>) {
  %0 = tosa.logical_and %p, %q : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %1 = tosa.logical_or %p, %q : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %2 = tosa.logical_xor %p, %q : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %3 = tosa.logical_not %p : (tensor<3xi1>) -> tensor<3xi1>
  %4 = tosa.select %p, %x, %y : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0, %1, %2, %3, %4 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xf32>
}

func.func @identity(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.identity %a : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @dynamic_binary(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
