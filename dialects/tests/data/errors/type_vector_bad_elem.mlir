"foo.op"() : () -> vector<4xnone>
