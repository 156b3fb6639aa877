module {
  %0 = "foo.op"() {a = 1 : i32, b = [1, 2]} : () -> i32
  "foo.use"(%0