"foo.op"() {a = dense<-x> : tensor<i32>} : () -> ()
