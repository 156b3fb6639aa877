// cafÃ© ÿ
"foo.op"() : () -> (i32
