module {
  "foo.op"() : () -> ()
