module {
  %0 = "foo.op"() {a = 1 : 