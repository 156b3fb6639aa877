"foo.op"() {a = array<i1: 1>} : () -> ()
