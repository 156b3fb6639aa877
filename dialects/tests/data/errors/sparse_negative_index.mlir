"foo.op"() {a = sparse<[[0, -1]], [1]> : tensor<2x2xi16>} : () -> ()
