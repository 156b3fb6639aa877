"test.with_properties"() <{a = "s", array = array<i64: 1>, array32 = array<i32: 5>, b = "foo", c = "bar", flag = true}> : () -> ()
// -----
"test.with_properties"() <{a = 1, array = array<i64: 1>, array32 = array<i32: 5>, b = "foo", c = 1, flag = true}> : () -> ()
// -----
"test.with_properties"() <{a = 1, array = array<i64: 1>, array32 = array<i32: 5>, b = "foo", c = "bar", flag = 1}> : () -> ()
// -----
"test.with_properties"() <{a = 32 : i64, array = array<i32: 1>, array32 = array<i32: 5>, b = "foo", c = "bar", flag = true}> : () -> ()
// -----
"test.with_properties"() <{a = 32 : i64, array = array<i64: 1>, array32 = [1], b = "foo", c = "bar", flag = true}> : () -> ()
// -----
"test.op_with_enum_prop"() <{value = "x"}> : () -> ()
