func.func @f(%a: tensor<2xi32>, %b: tensor<3xi64>, %m: memref<4x5xf32>, %v: vector<2x3xf32>) {
  %0:2 = test.format_infer_type_regions {
  ^bb0(%x: i32, %y: f32):
    "test.terminator"() : () -> ()
  }
  test.format_infer_type_regions {
    "test.terminator"() : () -> ()
  }
  test.format_infer_type_regions {
  }
  %1 = "test.op_with_infer_type_if"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x5xf32> -> memref<f32>, index, index, index, index, index
  %e:6 = vector.to_elements %v : vector<2x3xf32>
  %s = vector.shuffle %v, %v [0, 3] : vector<2x3xf32>, vector<2x3xf32>
  return
}
