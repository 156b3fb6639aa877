// Invalid tensor.from_elements ops, custom and generic form.
%0 = "x.src"() : () -> f32
%1 = "tensor.from_elements"(%0) : (f32) -> tensor<2xf32>
// -----
%0 = "x.src"() : () -> i32
%1 = "tensor.from_elements"(%0) : (i32) -> tensor<1xf32>
// -----
%0 = "x.src"() : () -> f32
%1 = tensor.from_elements %0 : tensor<2xf32>
// -----
%0 = "x.src"() : () -> f32
%1 = "tensor.from_elements"(%0) : (f32) -> tensor<?xf32>
// -----
%0 = "x.src"() : () -> f32
%1 = tensor.from_elements %0, %0 tensor<2xf32>
