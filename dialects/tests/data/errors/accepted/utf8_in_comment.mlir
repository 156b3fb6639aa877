"foo.op"() : () -> ()
// cafÃ© ÿş comment
