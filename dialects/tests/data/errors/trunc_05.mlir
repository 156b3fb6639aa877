module {
  %0 = "foo.op"() {a = 1 : i32, b = [1,