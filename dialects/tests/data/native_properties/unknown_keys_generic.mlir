// The generic form drops a key that is no property (`setPropertiesFromAttr`).
"test.with_wrapped_properties"() <{prop = "content", foo = 1}> : () -> ()
