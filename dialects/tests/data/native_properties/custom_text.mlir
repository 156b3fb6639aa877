// The custom syntax of `test.with_nice_properties` (upstream's
// `customPrintProperties`/`customParseProperties`).
test.with_nice_properties "foo bar" is -3
test.with_nice_properties abc is 42
test.with_nice_properties "" is 2147483647
"test.with_nice_properties"() <{prop = {label = "x", value = 7 : i64}}> : () -> ()
test.with_wrapped_properties <{prop = "content for properties"}>
