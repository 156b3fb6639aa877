"foo.op"() {a = dense<["a"]> : tensor<1xi32>} : () -> ()
