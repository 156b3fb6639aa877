// A `prop-dict` must hold a property without a default value, also a
// custom-storage one.
test.with_wrapped_properties <{}>

// -----

test.with_wrapped_properties
