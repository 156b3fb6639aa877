"test.with_optional_properties"() <{simple = 2}> : () -> ()
// -----
"test.with_optional_properties"() <{simple = [1, 2]}> : () -> ()
// -----
"test.with_optional_properties"() <{simple = ["x"]}> : () -> ()
// -----
"test.with_optional_properties"() <{nonTrivialStorage = [1]}> : () -> ()
// -----
"test.with_optional_properties"() <{maybeUnit = unit}> : () -> ()
// -----
test.with_optional_properties maybeUnit = unit
// -----
test.with_optional_properties maybeUnit = some<1>
// -----
test.with_optional_properties simple = "x"
// -----
test.with_optional_properties nonTrivialStorage = 3
