"foo.op"() {a = sparse<[0], [[1]]> : tensor<2xi16>} : () -> ()
