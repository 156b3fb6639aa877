"foo.op"() {a = array<foo: 1>} : () -> ()
