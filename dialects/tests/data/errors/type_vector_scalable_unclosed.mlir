"foo.op"() : () -> vector<[4x4]xf32>
