"foo.op"()
