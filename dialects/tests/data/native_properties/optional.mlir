test.with_optional_properties simple = 2
test.with_optional_properties
test.with_optional_properties anAttr = 0 simple = 1 nonTrivialStorage = "foo" hasUnit maybeUnit = some<unit>
test.with_optional_properties simple = -5 nonTrivialStorage = "" maybeUnit = some<unit_absent>
test.with_optional_properties simple = none nonTrivialStorage = none maybeUnit = none
"test.with_optional_properties"() <{simple = [7], nonTrivialStorage = []}> : () -> ()
"test.with_optional_properties"() <{maybeUnit = [false]}> : () -> ()
"test.with_optional_properties"() <{simple = [3 : i32], hasUnit}> : () -> ()
"test.with_optional_properties"() <{anAttr = 1 : i32, simple = [], nonTrivialStorage = ["x"], maybeUnit = [unit]}> : () -> ()
test.with_optional_properties simple = 1 simplei8 = -1 simpleui8 = 255 hasDefault = some<0> nested = some<1> longSyntax = some<"bar">
test.with_optional_properties simplei8 = 127 simpleui8 = 0 nested = some<none>
test.with_optional_properties hasDefault = some<5> nested = none longSyntax = none
"test.with_optional_properties"() <{nested = [[]], simplei8 = [200 : i32], simpleui8 = [7 : i64]}> : () -> ()
"test.with_optional_properties"() <{hasDefault = [-3], longSyntax = [""], nested = [[-1]], simplei8 = [-128 : i8], simpleui8 = [-1 : i8]}> : () -> ()
test.with_optional_properties simpleui8 = -99
