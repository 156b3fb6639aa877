"foo.op"() {a = dense<[1.5, 2.0]> : tensor<2xi32>} : () -> ()
