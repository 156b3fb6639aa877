"foo.op"() {a = #nope} : () -> ()
