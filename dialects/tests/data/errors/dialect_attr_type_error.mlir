"foo.op"() {a = #foo.bar<1>:} : () -> ()
