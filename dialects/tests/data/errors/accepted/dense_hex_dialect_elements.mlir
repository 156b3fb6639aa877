"foo.op"() {a = dense<"0x01"> : tensor<!foo.bar>} : () -> ()
