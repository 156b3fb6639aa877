"foo.op"() {a = "abc
} : () -> ()
