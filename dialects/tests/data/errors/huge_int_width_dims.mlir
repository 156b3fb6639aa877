"foo.op"() {a = dense<0> : tensor<4000000000x4000000000xi32>} : () -> ()
