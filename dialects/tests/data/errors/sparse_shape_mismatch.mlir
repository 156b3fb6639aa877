"foo.op"() {a = sparse<[[0, 0]], [1, 2]> : tensor<2x2xi16>} : () -> ()
