"foo.op"() : () -> tensor<4xnone>
