test.with_optional_properties simple = 2
test.with_optional_properties
test.with_optional_properties anAttr = 0 simple = 1 nonTrivialStorage = "foo" hasUnit maybeUnit = some<unit>
test.with_optional_properties simple = -5 nonTrivialStorage = "" maybeUnit = some<unit_absent>
test.with_optional_properties simple = none nonTrivialStorage = none maybeUnit = none
"test.with_optional_properties"() <{simple = [7], nonTrivialStorage = []}> : () -> ()
"test.with_optional_properties"() <{maybeUnit = [false]}> : () -> ()
"test.with_optional_properties"() <{simple = [3 : i32], hasUnit}> : () -> ()
"test.with_optional_properties"() <{anAttr = 1 : i32, simple = [], nonTrivialStorage = ["x"], maybeUnit = [unit]}> : () -> ()
