// Property conversion (MLIR's setPropertiesFromAttr): integers of another
// width take the property's width, missing properties their zero value,
// unknown keys are dropped. Outputs of mlir-opt-22 in conversion.generic.
"test.with_properties"() <{a = 1 : i8, array = array<i64: 1>, array32 = array<i32: 5>, b = "foo", c = "bar", flag = true, zzz = 3}> : () -> ()
"test.with_properties"() <{b = "foo"}> : () -> ()
"test.op_with_enum_prop"() <{value = 1 : i64}> : () -> ()
"test.with_properties"() <{a = -1 : i16, array = array<i64>, array32 = array<i32>, b = "", c = "", flag = false}> : () -> ()
