"foo.op"() : () -> tensor<4 4xf32>
