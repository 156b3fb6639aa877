"foo.op"() {a = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()
