"foo.op"() : () -> tensor<*xf32, 1>
