// expected-error-re@+1 {{undefined {{.*}} id 'a'}}
"foo.op"() : () -> !a
