"test.with_nice_properties"() <{prop = 3}> : () -> ()
// -----
"test.with_nice_properties"() <{prop = {value = 1}}> : () -> ()
// -----
"test.with_nice_properties"() <{prop = {label = "a"}}> : () -> ()
// -----
"test.with_nice_properties"() <{prop = {label = 1, value = 1}}> : () -> ()
// -----
"test.with_wrapped_properties"() <{prop = 3}> : () -> ()
// -----
"test.with_wrapped_properties"() <{prop = [unit]}> : () -> ()
