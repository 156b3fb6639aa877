"foo.op"() {a = dense<(1 2)> : tensor<complex<i32>>} : () -> ()
