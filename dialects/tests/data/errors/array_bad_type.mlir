"foo.op"() {a = array<index: 1>} : () -> ()
