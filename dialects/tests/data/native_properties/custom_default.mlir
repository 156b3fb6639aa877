// Custom-storage properties an op does not hold: upstream default-constructs
// their storage (`MyPropStruct`'s empty string, `int64_t`'s 0), prints it in
// every form and writes it to bytecode (the string; the attribute form by
// reference). (`test.with_nice_properties` without its property crashes
// mlir-opt-22: its label is a null `shared_ptr`.)
"test.with_wrapped_properties"() : () -> ()
"test.with_wrapped_properties"() <{}> : () -> ()
"test.using_int_property_with_worse_bytecode"() : () -> ()
"test.using_int_property_with_worse_bytecode"() <{}> : () -> ()
"test.using_int_property_with_worse_bytecode"() <{value = 4 : i64}> : () -> ()
