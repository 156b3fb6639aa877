"foo.op"() {a = 1 : tensor<f32>} : () -> ()
