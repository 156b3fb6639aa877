module {
  "test.not_an_upstream_op"() {a = 1 : i64} : () -> ()
}
