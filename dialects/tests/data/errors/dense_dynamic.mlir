"foo.op"() {a = dense<1> : tensor<?xi32>} : () -> ()
