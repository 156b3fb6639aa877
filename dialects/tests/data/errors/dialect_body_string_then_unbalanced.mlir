"foo.op"() {a = #foo.bar<"x" (]>} : () -> ()
