module {
  %0 = "foo.op"(