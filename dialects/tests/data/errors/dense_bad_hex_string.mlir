"foo.op"() {a = dense<"zz"> : tensor<2xf32>} : () -> ()
