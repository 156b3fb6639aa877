"foo.op"() {a = dense<1> : i32} : () -> ()
