func.func @f(%a: tensor<2xi32>, %b: tensor<3xi64>) {
  %1 = "test.op_with_infer_type_if"(%a, %b) : (tensor<2xi32>, tensor<3xi64>) -> tensor<2xi32>
  return
}
// -----
func.func @f(%a: tensor<2xi32>) {
  %1 = "test.op_with_infer_type_if"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi64>
  return
}
// -----
%0:2 = "test.format_infer_type_regions"() ({
^bb0(%x: i32, %y: f32):
  "test.terminator"() : () -> ()
}) : () -> (i32, i32)
// -----
%0 = test.format_infer_type_regions {
^bb0(%x: i32, %y: f32):
  "test.terminator"() : () -> ()
}
// -----
func.func @f(%v: vector<2x3xf32>) {
  %e:2 = "vector.to_elements"(%v) : (vector<2x3xf32>) -> (f32, f32)
  return
}
