"foo.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()
