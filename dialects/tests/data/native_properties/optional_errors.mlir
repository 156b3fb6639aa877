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
// -----
test.with_optional_properties simpleui8 = 256
// -----
test.with_optional_properties simplei8 = 128
// -----
test.with_optional_properties simplei8 = -129
// -----
"test.with_optional_properties"() <{simplei8 = ["x"]}> : () -> ()
// -----
"test.with_optional_properties"() <{nested = [1]}> : () -> ()
// -----
"test.with_optional_properties"() <{nested = [[1, 2]]}> : () -> ()
// -----
test.with_optional_properties nested = 1
// -----
test.with_optional_properties longSyntax = "x"
// -----
test.with_optional_properties hasDefault = 3
// -----
test.with_optional_properties nested = some<x>
// -----
test.with_optional_properties hasDefault = some<x>
// -----
test.with_optional_properties simpleui8 = -100
