// Custom-storage properties (upstream's `Property<"storageType">`): the
// attribute form in the generic syntax, normalized by the hooks
// (`value = 7 : i64` becomes the `int`'s `7 : i32`); the bytecode is what
// the hooks write (a string then a varint; a string).
"test.with_nice_properties"() <{prop = {label = "foo bar", value = -3 : i32}}> : () -> ()
"test.with_nice_properties"() <{prop = {label = "x", value = 7 : i64}}> : () -> ()
"test.with_nice_properties"() <{prop = {value = 5, label = "extra", other = 1}}> : () -> ()
test.with_wrapped_properties <{prop = "content for properties"}>
"test.with_wrapped_properties"() <{prop = ""}> : () -> ()
