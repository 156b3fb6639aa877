module {
  func.func private @storage_signedness(tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<4x!quant.uniform<u8:f32, 1.000000e+00>>, tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<4x!quant.uniform<u8:f32, 1.000000e+00>>, !quant.uniform<i8<-100:100>:f32:1, {2.000000e+00,3.000000e+00:4}>, !quant.any<u16:f32>, !quant.uniform<i4:f32:{0:2}, {{1.000000e+00, 2.000000e+00}}>)
}

