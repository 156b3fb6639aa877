foo.bar "abc
