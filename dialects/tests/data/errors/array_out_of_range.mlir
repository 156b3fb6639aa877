"foo.op"() {a = array<i8: 1, 300>} : () -> ()
