module {
  %0 = "foo.o