"test.using_int_property_with_worse_bytecode"() <{value = 3 : i64}> : () -> ()
"test.using_int_property_with_worse_bytecode"() <{value = -5 : i32}> : () -> ()
"test.using_int_property_with_worse_bytecode"() <{value = 3 : i64}> : () -> ()
