"test.using_int_property_with_worse_bytecode"() <{value = "x"}> : () -> ()
