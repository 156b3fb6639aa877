// Native properties (upstream's test ops `test.with_properties` and
// `test.op_with_enum_prop`): custom and generic forms. Outputs of
// mlir-opt-22 in props.custom / props.generic (regen.sh).
test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5]
test.with_properties a = -7, b = "", c = "", flag = false, array = [], array32 = [-1, 2147483647, -2147483648]
"test.with_properties"() <{a = 9223372036854775807 : i64, array = array<i64: -9223372036854775808>, array32 = array<i32>, b = "x", c = "y\n", flag = true}> {extra = 1 : i32} : () -> ()
test.op_with_enum_prop first
test.op_with_enum_prop second {x = 1}
"test.op_with_enum_prop"() <{value = 2 : i32}> {a} : () -> ()
