"foo.op"() {a = @foo: :@bar} : () -> ()
