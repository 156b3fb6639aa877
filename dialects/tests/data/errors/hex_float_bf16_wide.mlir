"foo.op"() {a = 0x1FFFF : bf16} : () -> ()
