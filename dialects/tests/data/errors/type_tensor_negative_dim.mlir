"foo.op"() : () -> tensor<-1xf32>
