"foo.op"() {a = distinct[0]<1>, b = distinct[0]<2>} : () -> ()
